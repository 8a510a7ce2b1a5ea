/**
 * Stopping under load, the way people stop `npm start`: Ctrl-C in a terminal (SIGINT to the whole
 * foreground process group: npm and the server), systemd or a container runtime (SIGTERM to the
 * group, or to npm, the main process, alone), and a signal to the server process alone. For each
 * signal and target, `npm start` runs in a process group of its own, keep-alive clients keep
 * requests in flight (cached pages and slow unique searches), and the signal comes mid-way; a
 * client stops once an answer says the server is stopping (`Connection: close`).
 *
 * Every request the server accepted must get its whole 2xx answer (a reset or a truncated body is a
 * failure, a refused new connection after the listener closed is not); npm must exit 0; every
 * process (npm, the server, the database server and its workers) must be gone within 10 s of the
 * signal; the database must have shut down cleanly, so the next start needs no recovery; and the
 * server's log must hold no warning or error.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn } from "node:child_process";
import { embeddedDatabase, fmt, logComplaints, projectRoot, sleep, Verdict, type Check, type Scope } from "./harness";
import { publicSlugs, requestMix } from "./load";
import { isAlive } from "../setup/server-process";

const CLIENTS = 30;
const EXIT_LIMIT_MS = 10_000;
const SIGNALS = ["SIGTERM", "SIGINT"] as const;
export const TARGETS = ["process group", "npm alone", "server alone"] as const;
export type Target = (typeof TARGETS)[number];

export type Outcome =
  | { kind: "ok"; at: number; /** The answer said `Connection: close`. */ closing: boolean }
  | { kind: "status"; at: number; status: number }
  | { kind: "refused"; at: number }
  | { kind: "failed"; at: number; reason: string; reused: boolean };

/**
 * One request on `agent` (false: a connection of its own), read to the end and checked against its
 * Content-Length; `onWritten` is called once the whole request has been handed to the kernel.
 */
export function request(url: string, agent: http.Agent | false, onWritten?: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    let reused = false;
    let settled = false;
    const done = (outcome: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const req = http.get(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("aborted", () => done({ kind: "failed", at: Date.now(), reason: "answer cut off", reused }));
      res.on("error", (error) => done({ kind: "failed", at: Date.now(), reason: `answer: ${error.message}`, reused }));
      res.on("end", () => {
        const expected = res.headers["content-length"];
        if (expected !== undefined && Number(expected) !== bytes) {
          done({ kind: "failed", at: Date.now(), reason: `truncated: ${bytes} of ${expected} bytes`, reused });
        } else if (res.statusCode! >= 200 && res.statusCode! < 300) {
          done({ kind: "ok", at: Date.now(), closing: res.headers.connection === "close" });
        } else {
          done({ kind: "status", at: Date.now(), status: res.statusCode! });
        }
      });
    });
    if (onWritten) req.once("finish", onWritten);
    req.on("socket", (socket) => {
      reused = req.reusedSocket;
      socket.setNoDelay(true);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") done({ kind: "refused", at: Date.now() });
      else done({ kind: "failed", at: Date.now(), reason: error.code ?? error.message, reused });
    });
  });
}

/** Parent pid of every process, from /proc (Linux). */
function parentPids(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name sits in parentheses and may hold spaces: the fields after it are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended while we looked
    }
  }
  return parents;
}

export function childrenOf(pid: number, parents = parentPids()): number[] {
  return [...parents].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** `npm start` in a process group of its own (as a terminal's foreground job), ready to serve. */
export async function startNpm(scope: Scope) {
  const dataDir = await scope.seededDataDir();
  const port = await scope.port();
  const child = spawn("npm", ["start"], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  scope.defer(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, "SIGKILL");
      await exited;
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not serve within 180 s:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const serverPid = childrenOf(child.pid!)[0];
  if (!serverPid) throw new Error("npm start has no child process");
  const postmaster = embeddedDatabase(dataDir).pid;
  return {
    url,
    dataDir,
    npmPid: child.pid!,
    serverPid,
    postmaster,
    exited,
    output: () => output,
  };
}

/** Delivers the stop signal as `target` names: the whole group (a terminal, systemd's default), npm, or the server. */
export function sendSignal(app: { npmPid: number; serverPid: number }, target: Target, signal: NodeJS.Signals) {
  if (target === "process group") process.kill(-app.npmPid, signal);
  else if (target === "npm alone") process.kill(app.npmPid, signal);
  else process.kill(app.serverPid, signal);
}

async function stopUnderLoad(scope: Scope, signal: NodeJS.Signals, target: Target, verdict: Verdict) {
  const app = await startNpm(scope);
  const databaseWorkers = childrenOf(app.postmaster);
  const everyProcess = [app.npmPid, app.serverPid, app.postmaster, ...databaseWorkers];
  const { slugs, articles } = await publicSlugs(app.url);
  const next = requestMix(slugs, articles);
  const outcomes: Outcome[] = [];
  let stopping = false;

  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stopping) {
        const outcome = await request(`${app.url}${next()}`, agent);
        outcomes.push(outcome);
        // The server said it is stopping (an answer with Connection: close), or its listener is
        // closed: this client goes elsewhere, as a load balancer would send it. Fresh connections
        // arriving while the server stops are the "stop with connections queued" check's part.
        if (outcome.kind === "refused" || (outcome.kind === "ok" && outcome.closing)) return;
      }
    } finally {
      agent.destroy();
    }
  };
  const clients = Array.from({ length: CLIENTS }, () => client());
  // Signal only once the load is flowing: a slow machine may take longer than the planned time to
  // answer its first requests, and a stop with nothing in flight tests nothing.
  await sleep(scope.quick ? 2500 : 6000);
  const loadDeadline = Date.now() + 60_000;
  while (outcomes.length < CLIENTS && Date.now() < loadDeadline) await sleep(100);
  const before = outcomes.length;
  const signalledAt = Date.now();
  sendSignal(app, target, signal);

  const exitCode = await Promise.race([app.exited, sleep(EXIT_LIMIT_MS + 5000).then(() => "timeout" as const)]);
  while (everyProcess.some(isAlive) && Date.now() - signalledAt < EXIT_LIMIT_MS + 5000) await sleep(50);
  const goneMs = Date.now() - signalledAt;
  const leftOver = everyProcess.filter(isAlive);
  stopping = true;
  await Promise.all(clients);

  const after = outcomes.filter((outcome) => outcome.at >= signalledAt);
  const failures = outcomes.filter((outcome) => outcome.kind === "failed");
  const statuses = outcomes.filter((outcome) => outcome.kind === "status");
  const postgresLog = fs.readFileSync(path.join(app.dataDir, "postgres.log"), "utf8").trimEnd().split("\n");
  const cleanShutdown = postgresLog.at(-1)?.includes("database system is shut down") ?? false;
  const label = `${signal} to ${target}`;
  verdict.figure(
    `${label}: ${fmt(before)} answers before, ${fmt(after.filter((o) => o.kind === "ok").length)} complete after; failed ${failures.length}, non-2xx ${statuses.length}; npm exit ${String(exitCode)}; all ${everyProcess.length} processes gone in ${fmt(goneMs / 1000, 1)} s`,
  );
  verdict.expect(before > 0, `${label}: no answers before the signal`);
  verdict.expect(
    failures.length === 0,
    `${label}: failed requests: ${[...new Set(failures.map((f) => (f.kind === "failed" ? `${f.reason}${f.reused ? " (kept-alive connection)" : " (new connection)"}` : "")))].join(", ")}`,
  );
  verdict.expect(
    statuses.length === 0,
    `${label}: non-2xx answers: ${statuses.map((s) => (s.kind === "status" ? s.status : "")).join(", ")}`,
  );
  verdict.expect(exitCode === 0, `${label}: npm start exit code ${String(exitCode)} (expected 0)`);
  verdict.expect(
    leftOver.length === 0 && goneMs <= EXIT_LIMIT_MS,
    `${label}: ${leftOver.length ? `still running: ${leftOver.join(", ")}` : `processes gone only after ${fmt(goneMs / 1000, 1)} s`} (limit 10 s)`,
  );
  verdict.expect(
    cleanShutdown,
    `${label}: the database did not shut down cleanly; last log line: ${postgresLog.at(-1) ?? "(none)"}`,
  );
  const complaints = logComplaints(app.output());
  verdict.expect(complaints.length === 0, `${label}: the server's log has warnings: ${complaints.join("; ")}`);
  verdict.expect(
    !app.output().includes("signal repeated"),
    `${label}: the server took the signal's duplicate as a second request and stopped without waiting`,
  );
}

export const stopSignalsCheck: Check = {
  name: "stop signals under load",
  async run(scope) {
    const verdict = new Verdict();
    for (const signal of SIGNALS) {
      for (const target of TARGETS) {
        scope.log(`  ${signal} to ${target}`);
        await stopUnderLoad(scope, signal, target, verdict);
      }
    }
    return verdict.result();
  },
};
