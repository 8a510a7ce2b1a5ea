/**
 * The site as an integration test drives it: a seeded test database, the built server running on
 * it over real HTTP, and, when asked, a signed-in administrator's cookie. Call it inside
 * `describe`: it registers the file's beforeAll (optional preparation of the database, then the
 * start) and afterAll (a clean stop, exit 0). `restart()` stops the server the same way and starts
 * it again on the same database, as an operator's restart would.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database";
import { httpRequest } from "./http-client";
import { type Persona, signedIn } from "./people";
import { type ServerProcess, startServerOnDatabase } from "./server-process";

export interface SiteUnderTest {
  database: TestDatabase;
  /** The running server's base address. */
  readonly url: string;
  /** The signed-in persona's session cookie ("" when nobody signed in). */
  readonly cookie: string;
  /** The JSON body of a GET, parsed: tests check it field by field. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(path: string): Promise<any>;
  /** The HTML (or text) of a GET. */
  pageText(path: string): Promise<string>;
  restart(): Promise<void>;
}

export async function siteUnderTest(
  options: { signIn?: Persona; prepare?: (database: TestDatabase) => Promise<void> } = {},
): Promise<SiteUnderTest> {
  const database = await createTestDatabase();
  let server: ServerProcess | undefined;
  let cookie = "";
  const running = () => {
    if (!server) throw new Error("the site is not running: its beforeAll has not started it");
    return server;
  };
  beforeAll(async () => {
    await options.prepare?.(database);
    server = await startServerOnDatabase(database.url);
    if (options.signIn) ({ cookie } = await signedIn(server.url, database.services, options.signIn));
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });
  return {
    database,
    get url() {
      return running().url;
    },
    get cookie() {
      return cookie;
    },
    json: async (path) => JSON.parse((await httpRequest(`${running().url}${path}`)).body),
    pageText: async (path) => (await httpRequest(`${running().url}${path}`)).body,
    restart: async () => {
      expect(await running().stop()).toBe(0);
      server = await startServerOnDatabase(database.url);
    },
  };
}
