/**
 * The built server on a test file's own database, with a signed-in person of each persona made on
 * demand: for admin API and page tests that go through the real guard, sessions and Origin check.
 */
import { afterAll, beforeAll } from "vitest";
import type { TestDatabase } from "./database";
import { signedIn, type Persona, PERSONAS } from "./people";
import { type ServerProcess, startServerOnDatabase } from "./server-process";

export type Caller = Persona | "guest";
export const CALLERS: Caller[] = ["guest", ...PERSONAS];
/** What each caller gets from a call that needs `allowed` roles. */
export function expectedStatus(caller: Caller, allowed: readonly Persona[], success: number) {
  if (caller === "guest") return 401;
  return allowed.includes(caller) ? success : 403;
}

interface AdminServer {
  readonly url: string;
  /** A Cookie header for a signed-in person of this persona (made once per file). */
  cookie(persona: Persona): Promise<string>;
  userId(persona: Persona): Promise<string>;
  /** fetch() as a same-origin browser would send it, signed in as `caller`. */
  fetch(caller: Caller, path: string, init?: RequestInit): Promise<Response>;
}

export function useAdminServer(database: TestDatabase): AdminServer {
  let server: ServerProcess | undefined;
  const people = new Map<Persona, Promise<{ cookie: string; userId: string }>>();

  beforeAll(async () => {
    server = await startServerOnDatabase(database.url);
  });
  afterAll(async () => {
    if (server) await server.stop();
  });

  const person = (persona: Persona) => {
    if (!people.has(persona)) people.set(persona, signedIn(server!.url, database.services, persona));
    return people.get(persona)!;
  };

  return {
    get url() {
      return server!.url;
    },
    cookie: async (persona) => (await person(persona)).cookie,
    userId: async (persona) => (await person(persona)).userId,
    async fetch(caller, path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set("Origin", server!.url);
      if (caller !== "guest") headers.set("Cookie", (await person(caller)).cookie);
      return fetch(`${server!.url}${path}`, { redirect: "manual", ...init, headers });
    },
  };
}
