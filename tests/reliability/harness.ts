/**
 * What every reliability check shares: the result row; a run that prepares seeded templates once
 * (an app DATA_DIR, a PostgreSQL cluster standing in for a managed server) so that each check
 * starts from a copy in seconds instead of seeding again; a scope that stops what a check started;
 * ports from the range this suite may use; signed-in people; small measurements.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createDatabase, type DatabaseHandle } from "~/db/client.server";
import { createAuth } from "~/domain/accounts/auth.server";
import { createLogger } from "~/lib/logger.server";
import { findRunningCluster, startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/embedded-postgres";
import { signedIn, type Persona } from "../setup/people";
import {
  copyDataDir,
  freePort,
  makeDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from "../setup/server-process";

export interface CheckResult {
  ok: boolean;
  /** Short lines of what was measured, printed in the table. */
  figures: string[];
  /** Why it failed (empty when ok). */
  problems: string[];
}

export interface Check {
  name: string;
  run(scope: Scope): Promise<CheckResult>;
}

/** App start-up on a busy machine (first start seeds the database) must not hang the suite. */
const START_LIMIT_MS = 180_000;

const SHARED_AUTH_SECRET = randomBytes(32).toString("hex");
const silent = createLogger("silent");

/** Collects the figures and the failed expectations of one check. */
export class Verdict {
  readonly figures: string[] = [];
  readonly problems: string[] = [];

  figure(line: string) {
    this.figures.push(line);
  }

  expect(condition: boolean, problem: string) {
    if (!condition) this.problems.push(problem);
    return condition;
  }

  result(): CheckResult {
    return { ok: this.problems.length === 0, figures: this.figures, problems: this.problems };
  }
}

/** Shared by every check of one run: ports in use and the seeded templates, removed at the end. */
export class Run {
  private folders: string[] = [];
  private appTemplate: Promise<string | undefined> | undefined;
  private externalTemplate: Promise<{ dir: string; password: string }> | undefined;

  constructor(
    readonly quick: boolean,
    readonly log: (message: string) => void,
  ) {}

  /** A port for an app or an external PostgreSQL server, not handed out before while this run lives. */
  port(): Promise<number> {
    return freePort();
  }

  folder(): string {
    const dir = makeDataDir();
    this.folders.push(dir);
    return dir;
  }

  /**
   * A DATA_DIR on which the app has started once (cluster created, migrated, seeded) and stopped
   * cleanly; undefined when the cluster could not live inside it (see pg-location).
   */
  seededDataDir(): Promise<string | undefined> {
    this.appTemplate ??= (async () => {
      const dir = this.folder();
      this.log("preparing a seeded DATA_DIR (first start)");
      const server = await startApp({ dataDir: dir, port: await this.port() });
      const code = await server.stop("SIGTERM");
      if (code !== 0) throw new Error(`the template app exited with ${code}:\n${server.output()}`);
      return fs.existsSync(path.join(dir, "pg-location")) ? undefined : dir;
    })();
    return this.appTemplate;
  }

  /** A stopped PostgreSQL cluster whose `postgres` database the app has migrated and seeded. */
  seededExternalCluster(): Promise<{ dir: string; password: string }> {
    this.externalTemplate ??= (async () => {
      const dir = this.folder();
      const password = randomBytes(12).toString("hex");
      this.log("preparing a seeded PostgreSQL cluster for DATABASE_URL");
      const server = await startEmbeddedPostgres({ dataDir: dir, password, log: silent, port: await this.port() });
      try {
        const app = await startApp({
          dataDir: this.folder(),
          port: await this.port(),
          env: { DATABASE_URL: server.url, AUTH_SECRET: SHARED_AUTH_SECRET },
        });
        const code = await app.stop("SIGTERM");
        if (code !== 0) throw new Error(`the template app exited with ${code}:\n${app.output()}`);
      } finally {
        await server.stop();
      }
      if (fs.existsSync(path.join(dir, "pg-location"))) {
        throw new Error(
          "the PostgreSQL cluster could not be kept inside its folder; run from a folder others can enter",
        );
      }
      return { dir, password };
    })();
    return this.externalTemplate;
  }

  async close() {
    for (const dir of this.folders.reverse()) await removeDataDir(dir);
  }
}

async function startApp(options: { dataDir: string; port: number; env?: Record<string, string> }) {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the app did not start within ${START_LIMIT_MS / 1000} s`)),
      START_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([startServer({ ...options, env: { LOG_LEVEL: "info", ...options.env } }), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** What one check started, stopped again in reverse order however the check ends. */
export class Scope {
  private cleanups: Array<() => unknown> = [];

  constructor(readonly run: Run) {}

  get quick() {
    return this.run.quick;
  }

  log(message: string) {
    this.run.log(message);
  }

  defer(cleanup: () => unknown) {
    this.cleanups.push(cleanup);
  }

  async close() {
    for (const cleanup of this.cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        this.log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.cleanups = [];
  }

  /** An empty folder for this check, removed (with any database server still on it) at the end. */
  folder(): string {
    const dir = makeDataDir();
    this.defer(() => removeDataDir(dir));
    return dir;
  }

  /** A DATA_DIR holding a migrated and seeded embedded database (a copy of the run's template). */
  async seededDataDir(): Promise<string> {
    const template = await this.run.seededDataDir();
    const dir = this.folder();
    if (template) copyDataDir(template, dir);
    return dir;
  }

  port() {
    return this.run.port();
  }

  /**
   * The built app as a real process (production mode), on a copy of the seeded DATA_DIR unless one
   * is given; stopped with SIGKILL at the end if still up.
   */
  async app(options: { dataDir?: string; databaseUrl?: string; port?: number; env?: Record<string, string> } = {}) {
    const server = await startApp({
      dataDir: options.dataDir ?? (options.databaseUrl ? this.folder() : await this.seededDataDir()),
      port: options.port ?? (await this.port()),
      env: {
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, AUTH_SECRET: SHARED_AUTH_SECRET } : {}),
        ...options.env,
      },
    });
    this.defer(() => server.stop("SIGKILL"));
    return server;
  }

  /** A PostgreSQL server standing in for a managed one (DATABASE_URL), seeded, on a port of the range. */
  async externalDatabase(): Promise<ExternalDatabase> {
    const template = await this.run.seededExternalCluster();
    const dataDir = this.folder();
    copyDataDir(template.dir, dataDir);
    const external = new ExternalDatabase(dataDir, template.password, await this.port());
    this.defer(() => external.stop());
    await external.start();
    return external;
  }

  /** A direct connection to a database, for setting up people and reading what was stored. */
  connect(url: string): DatabaseHandle {
    const handle = createDatabase(url, { max: 3 });
    this.defer(() => handle.close());
    return handle;
  }

  /** A person of `persona`, created in the database at `databaseUrl` and signed in through `siteUrl`. */
  async person(siteUrl: string, databaseUrl: string, persona: Persona) {
    const handle = this.connect(databaseUrl);
    const auth = createAuth({
      db: handle.db,
      env: { PUBLIC_URL: siteUrl },
      log: silent,
      mailer: { send: async () => {} },
      secret: SHARED_AUTH_SECRET,
    });
    return signedIn(siteUrl, { auth, db: handle.db }, persona);
  }
}

/** The URL of the embedded database of the app running on `dataDir`, and its server's pid. */
export function embeddedDatabase(dataDir: string) {
  const running = findRunningCluster(dataDir);
  if (!running) throw new Error(`no database server is running on ${dataDir}`);
  return running;
}

/** A PostgreSQL server the app reaches through DATABASE_URL; it can be stopped and started again. */
class ExternalDatabase {
  private server: EmbeddedPostgres | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly password: string,
    readonly port: number,
  ) {}

  get url() {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/postgres`;
  }

  /** The URL of another database on the same server. */
  urlOf(database: string) {
    const url = new URL(this.url);
    url.pathname = `/${database}`;
    return url.toString();
  }

  /** Fast shutdown: open sessions are ended, as when a managed server restarts. */
  async stop() {
    await this.server?.stop();
    this.server = undefined;
  }

  async start() {
    this.server = await startEmbeddedPostgres({
      dataDir: this.dataDir,
      password: this.password,
      log: silent,
      port: this.port,
    });
  }
}

/** The app's warnings and errors (pino JSON lines, level 40 and up), counted by message. */
export function logComplaints(output: string): string[] {
  const counts = new Map<string, number>();
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string }; reason?: string };
      if ((entry.level ?? 0) < 40) continue;
      // Drizzle puts the SQL first and the cause last: keep both ends of a long message.
      const detail = (entry.err?.message ?? entry.reason ?? "").replace(/\s+/g, " ");
      const shown = detail.length > 160 ? `${detail.slice(0, 50)} … ${detail.slice(-100)}` : detail;
      const key = `${entry.msg ?? "?"}${shown ? `: ${shown}` : ""}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return [...counts].map(([message, count]) => `${count} x ${message}`);
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** Polls `check` until it is true; false when `timeoutMs` passes first. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

/** fetch() as a browser on the site sends it: same Origin, the person's cookie, JSON bodies. */
export function siteFetch(
  url: string,
  requestPath: string,
  options: {
    method?: string;
    cookie?: string;
    json?: unknown;
    body?: FormData;
    origin?: string;
    signal?: AbortSignal;
  } = {},
) {
  const headers = new Headers({ Origin: options.origin ?? url });
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${url}${requestPath}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    redirect: "manual",
    signal: options.signal,
  });
}

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export type { ServerProcess };

/** A PDF of `size` random bytes (the header makes the upload's type check accept it). */
export function randomPdf(size: number) {
  const bytes = randomBytes(size);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return bytes;
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Uploads a file as an administrator; returns its record (id, file_url, ...). */
export async function uploadFile(url: string, cookie: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append("category", "guides");
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  const response = await siteFetch(url, "/api/admin/files", { method: "POST", cookie, body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { file: { id: number; file_url: string } } }).data.file;
}

/** The SHA-256 of a file as the site serves it, or its HTTP status when it does not. */
export async function downloadDigest(url: string, fileUrl: string): Promise<string> {
  const response = await fetch(`${url}${fileUrl}?download`);
  if (!response.ok) return `HTTP ${response.status}`;
  return sha256(new Uint8Array(await response.arrayBuffer()));
}
