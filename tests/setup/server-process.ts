/** Starts the built server (build/server/index.js) as a real process, as `npm start` does. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { clusterDirOf } from "../../server/embedded-postgres";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  startupMs: number;
  output(): string;
  /** The exit code, or the name of the signal that ended the process without one. */
  exited: Promise<number | NodeJS.Signals | null>;
  /**
   * Sends the signal (SIGTERM by default) and answers how the process ended. An end other than exit
   * code 0 prints the end of the server's output, so a failing test shows why.
   */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

/** Where the run's folder is (see openRunFolder), for the workers that inherit it. */
const RUN_FOLDER = "CED_TEST_RUN_FOLDER";

/**
 * Opens the folder that holds everything a test run writes to disk (DATA_DIRs with their database
 * clusters, backups, uploads), and removes it, stopping any database server left on it, when this
 * process exits. The runner's main process opens it (Vitest's global set-up, the browser tests'
 * configuration, the security and reliability suites, the benchmark); its workers inherit its path.
 * So a test that fails before its own clean-up, or a worker that the runner ends without one,
 * leaves nothing behind: an app's DATA_DIR is over 100 MB.
 */
export function openRunFolder(): string {
  const open = process.env[RUN_FOLDER];
  if (open && fs.existsSync(open)) return open;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ced-test-run-"));
  // Run as root, the embedded clusters belong to the postgres user, who must reach them.
  fs.chmodSync(folder, 0o755);
  process.env[RUN_FOLDER] = folder;
  process.on("exit", () => {
    const clusters: string[] = [];
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dataDir = path.join(folder, entry.name);
      const postmaster = readPostmaster(dataDir);
      if (postmaster && isAlive(postmaster.pid)) process.kill(postmaster.pid, "SIGQUIT");
      if (fs.existsSync(path.join(dataDir, "pg-location"))) clusters.push(clusterDirOf(dataDir));
    }
    for (const dir of [...clusters, folder]) removeFolder(dir);
  });
  return folder;
}

/**
 * Removes a folder and what it holds, trying again for up to ten seconds while a database server
 * that was just stopped still removes its own files in it: Node.js 24's `fs.rmSync` gives up
 * silently (with `force`) when an entry disappears under it. Synchronous, for exit handlers.
 */
function removeFolder(dir: string) {
  const deadline = Date.now() + 10_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!fs.existsSync(dir) || Date.now() > deadline) return;
    Atomics.wait(pause, 0, 0, 50);
  }
}

/** A new empty folder in the run's folder (in the system's temporary folder outside a run). */
export function makeTempDir(prefix: string): string {
  const open = process.env[RUN_FOLDER];
  return fs.mkdtempSync(path.join(open && fs.existsSync(open) ? open : os.tmpdir(), prefix));
}

export function makeDataDir(): string {
  const dir = makeTempDir("ced-app-");
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Stops any PostgreSQL server left on the DATA_DIR's cluster and removes the folder (and the cluster). */
export async function removeDataDir(dir: string) {
  const postmaster = readPostmaster(dir);
  if (postmaster && isAlive(postmaster.pid)) {
    process.kill(postmaster.pid, "SIGQUIT");
    await waitFor(() => !isAlive(postmaster.pid), 10_000).catch(() => undefined);
  }
  if (fs.existsSync(path.join(dir, "pg-location"))) removeFolder(clusterDirOf(dir));
  removeFolder(dir);
}

/**
 * Copies a stopped DATA_DIR (or a stopped cluster's folder) into an empty one, with owners and
 * modes: as root the cluster belongs to the postgres user. A cluster holds no absolute path of its
 * own folder, so a copy starts like the original.
 */
export function copyDataDir(from: string, to: string) {
  const copied = spawnSync("cp", ["-a", `${from}/.`, to], { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`could not copy ${from}: ${copied.stderr}`);
}

/** The ports handed to test servers: below the kernel's ephemeral range (32768 and up). */
const TEST_PORTS = { first: 20_000, count: 5_000 };
/**
 * One entry per port handed out: a symbolic link whose target is the process that reserved it
 * (made at once or not at all, and without a data block). Per user: /tmp is shared.
 */
const PORT_RESERVATIONS = path.join(os.tmpdir(), `ced-test-ports-${process.getuid?.() ?? "user"}`);

/**
 * A port for a test server, reserved for this process until it ends. A server starts listening
 * seconds after its port is chosen (a first start seeds its database first). A port taken from
 * the kernel's ephemeral range could meanwhile go to another test's server, started beside it by
 * another worker or suite, and the health check would then reach that server instead: its stop
 * later cut the test's request. These ports are outside that range, so no `listen(0)` and no
 * outgoing connection takes one, and an entry per port keeps every runner from picking one twice.
 */
export async function freePort(): Promise<number> {
  fs.mkdirSync(PORT_RESERVATIONS, { recursive: true });
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const port = TEST_PORTS.first + Math.floor(Math.random() * TEST_PORTS.count);
    if (reservePort(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port for a test server in ${TEST_PORTS.first}-${TEST_PORTS.first + TEST_PORTS.count - 1}`);
}

/** The reservations this process holds, released when it exits (one a runner ends is taken over later). */
const reserved: string[] = [];

/** Takes the port's reservation, or a reservation whose process has ended; false when another holds it. */
function reservePort(port: number): boolean {
  const file = path.join(PORT_RESERVATIONS, String(port));
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.symlinkSync(String(process.pid), file);
      if (!reserved.length) process.on("exit", () => reserved.forEach((held) => fs.rmSync(held, { force: true })));
      reserved.push(file);
      return true;
    } catch {
      let owner = 0;
      try {
        owner = Number(fs.readlinkSync(file));
      } catch {
        // released meanwhile
      }
      if (owner && isAlive(owner)) return false;
      fs.rmSync(file, { force: true });
    }
  }
  return false;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.on("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The time a test that starts server processes one after another may take: each start is seconds
 * on a quiet machine, but CI runs these files beside another suite on two busy cores.
 */
export const SERVER_PROCESS_TEST_TIMEOUT_MS = 240_000;

/** The session-signing secret of every test server on a shared test database. */
export const TEST_AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";

/** The server on a test database (tests/setup/database.ts), with a throwaway DATA_DIR. */
export function startServerOnDatabase(
  databaseUrl: string,
  options: { env?: Record<string, string>; port?: number } = {},
): Promise<ServerProcess> {
  return startServer({
    dataDir: makeDataDir(),
    port: options.port,
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET: TEST_AUTH_SECRET, ...options.env },
  });
}

/** Spawns the server; resolves once /healthz answers 200, or rejects when the process exits first. */
export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  /** A port chosen beforehand, e.g. to put it in PUBLIC_URL; a free one otherwise. */
  port?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "info",
    DATABASE_URL: undefined,
    ...options.env,
  };
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;

  const ready = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await Promise.race([ready.then(() => "ready" as const), exited.then(() => "exited" as const)]);
  if (result === "exited") {
    throw Object.assign(new Error(`server exited during start-up:\n${output}`), { output });
  }
  return {
    url,
    port,
    child,
    startupMs: performance.now() - started,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      const running = child.exitCode === null && child.signalCode === null;
      if (running) child.kill(signal);
      const end = await exited;
      if (end !== 0 && signal !== "SIGKILL") {
        process.stderr.write(
          `server on port ${port} ${running ? `ended with ${end} after ${signal}` : `had already ended with ${end}`}; its output ends:\n${output.slice(-3000)}\n`,
        );
      }
      return end;
    },
  };
}

/** Runs the server expecting it to refuse to start; returns its exit code and output. */
export async function runServerExpectingFailure(options: { dataDir: string; env?: Record<string, string> }) {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: undefined,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

/** The embedded cluster's postmaster pid and port (its postmaster.pid), when it has one. */
export function readPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  const file = path.join(clusterDirOf(dataDir), "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, port: Number(lines[3]) } : undefined;
}

export function embeddedDatabaseUrl(dataDir: string): string {
  const password = fs.readFileSync(path.join(dataDir, "database-password.secret"), "utf8").trim();
  const postmaster = readPostmaster(dataDir);
  if (!postmaster) throw new Error("the embedded database is not running");
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postmaster.port}/postgres`;
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
