/**
 * What every check of the security suite works against: the built server started as a real
 * process on a fresh DATA_DIR (or on a fresh database on the server named by DATABASE_URL), a
 * second process on the same database whose PUBLIC_URL is https (for HSTS and Secure cookies), a
 * mail sink for the e-mailed links, direct database access (to make people and to see that refused
 * requests changed nothing), signed-in people of every persona and real records to point at.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "~/db/client.server";
import type { AdminRole } from "~/domain/accounts/account.schemas";
import { createAuth } from "~/domain/accounts/auth.server";
import { createLogger } from "~/lib/logger.server";
import { newClientAddress } from "../setup/http-client";
import { startMailSink, type MailSink } from "../setup/mail-sink";
import { signedIn, type Persona } from "../setup/people";
import { GOOD_PASSWORD } from "../setup/accounts";
import { embeddedDatabaseUrl, freePort, makeDataDir, startServer, type ServerProcess } from "../setup/server-process";
import { cookieHeader, send, type Answer, type Send } from "./http";

export type Caller = "guest" | Persona;
export const CALLERS: Caller[] = ["guest", "user", "editor", "admin", "super_admin"];
export const ADMIN_ROLES: AdminRole[] = ["editor", "admin", "super_admin"];

export interface CheckResult {
  check: string;
  cases: number;
  failures: string[];
  /** Figures and notes for the table, one line each. */
  details: string[];
}

interface Options {
  quick: boolean;
  seed: number;
}

/** Real records every check can point at (filled in by `prepareRecords`). */
export interface Records {
  institutionId: number;
  institutionSlug: string;
  articleId: number;
  articleSlug: string;
  fileId: number;
  fileName: string;
  importRunId: number;
  /** A discussion in the community forums. */
  discussionId: number;
  /** An account without a role, for calls that change someone (never one of our personas). */
  spareUserId: string;
}

interface Person {
  email: string;
  userId: string;
  cookie: string;
}

const AUTH_SECRET = randomBytes(32).toString("hex");
const silent = createLogger("silent");

export class SecurityContext {
  readonly people = new Map<Persona, Promise<Person>>();
  records!: Records;
  private secure: Promise<ServerProcess> | undefined;
  private readonly dataDirs: string[] = [];

  private constructor(
    readonly options: Options,
    readonly site: ServerProcess,
    readonly databaseUrl: string,
    readonly database: DatabaseHandle,
    readonly auth: ReturnType<typeof createAuth>,
    readonly mail: MailSink,
    private readonly dropDatabase: () => Promise<void>,
  ) {}

  static async start(options: Options): Promise<SecurityContext> {
    const mail = await startMailSink(await freePort());
    const dataDir = makeDataDir();
    const external = process.env.DATABASE_URL;
    let databaseUrl: string | undefined;
    let dropDatabase = async () => {};
    if (external) {
      const name = `ced_security_${process.pid}`;
      await adminQuery(external, `drop database if exists ${name} with (force)`);
      await adminQuery(external, `create database ${name}`);
      const url = new URL(external);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = () => adminQuery(external, `drop database if exists ${name} with (force)`);
    }
    const port = await freePort();
    const site = await startServer({
      dataDir,
      port,
      env: {
        AUTH_SECRET,
        SMTP_URL: mail.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "warn",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    databaseUrl ??= embeddedDatabaseUrl(dataDir);
    const database = createDatabase(databaseUrl, { max: 4 });
    const auth = createAuth({
      db: database.db,
      env: { PUBLIC_URL: site.url },
      log: silent,
      mailer: { send: async () => {} },
      secret: AUTH_SECRET,
    });
    const context = new SecurityContext(options, site, databaseUrl, database, auth, mail, dropDatabase);
    context.dataDirs.push(dataDir);
    return context;
  }

  get url() {
    return this.site.url;
  }

  /** A second app process on the same database whose PUBLIC_URL is https (started on first use). */
  secureSite(): Promise<ServerProcess> {
    this.secure ??= (async () => {
      const dataDir = makeDataDir();
      this.dataDirs.push(dataDir);
      const port = await freePort();
      return startServer({
        dataDir,
        port,
        env: {
          AUTH_SECRET,
          DATABASE_URL: this.databaseUrl,
          SMTP_URL: this.mail.url,
          PUBLIC_URL: `https://127.0.0.1:${port}`,
          LOG_LEVEL: "warn",
        },
      });
    })();
    return this.secure;
  }

  /** One signed-in person per persona, made on first use. */
  person(persona: Persona): Promise<Person> {
    if (!this.people.has(persona)) this.people.set(persona, this.newPerson(persona));
    return this.people.get(persona)!;
  }

  /** A new signed-in person (e.g. to replace a session a check ended on purpose). */
  newPerson(persona: Persona): Promise<Person> {
    return signedIn(this.url, { auth: this.auth, db: this.database.db }, persona);
  }

  async cookieFor(caller: Caller): Promise<string | undefined> {
    return caller === "guest" ? undefined : (await this.person(caller)).cookie;
  }

  /**
   * A request as the site's own pages send it: signed in as `caller`, with this site's Origin on
   * anything but GET/HEAD, from a fresh client address (so rate limits never interfere).
   */
  async request(caller: Caller, request: Send & { json?: unknown }, baseUrl = this.url): Promise<Answer> {
    const headers: Record<string, string | string[]> = { ...request.headers };
    const cookie = await this.cookieFor(caller);
    if (cookie && !("Cookie" in headers)) headers.Cookie = cookie;
    const method = request.method ?? "GET";
    if (method !== "GET" && method !== "HEAD" && !("Origin" in headers)) headers.Origin = baseUrl;
    let body = request.body;
    if (request.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(request.json);
    }
    return send(baseUrl, { ...request, method, headers, body, from: request.from ?? newClientAddress() });
  }

  /** An account created straight in the database, verified or not, with GOOD_PASSWORD. */
  async createAccount(email: string, options: { verified: boolean; name?: string }) {
    const context = await this.auth.$context;
    const user = await context.internalAdapter.createUser(
      { email, name: options.name ?? email.split("@")[0]!, emailVerified: options.verified },
      { method: "email-password" },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await (this.passwordHash ??= context.password.hash(GOOD_PASSWORD)),
    });
    return user.id;
  }
  /** Hashing is slow on purpose; the suite's accounts share one hash of GOOD_PASSWORD. */
  private passwordHash: Promise<string> | undefined;

  /** Signs `email` in through the sign-in page; the Cookie header of its session. */
  async signIn(email: string, baseUrl = this.url, password = GOOD_PASSWORD) {
    const answer = await send(baseUrl, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
      body: new URLSearchParams({ email, password }).toString(),
      from: newClientAddress(),
    });
    return { answer, cookie: cookieHeader(answer.cookies) };
  }

  async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    return (await this.database.pool.query<Row>(text, values)).rows;
  }

  async close() {
    await this.database.close().catch(() => {});
    const secure = this.secure ? await this.secure.catch(() => undefined) : undefined;
    await Promise.all([secure?.stop(), this.site.stop()]);
    await this.mail.close();
    await this.dropDatabase();
    for (const dir of this.dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same run. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

/** The nonce-free, e-mail-free form of a page, for comparing two answers. */
export function normalisedBody(body: string, replace: string[] = []) {
  let text = body
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/sha256-[A-Za-z0-9+/=]+/g, "sha256-");
  for (const value of replace) text = text.split(value).join("<value>");
  return text;
}

/** Runs `work` over `items`, at most `limit` at a time (the server has cores to spare for a few). */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
