/**
 * Stopping while new connections wait to be accepted: a machine restarting under traffic with no load
 * balancer in front. Busy clients keep the server rendering pages afresh (search pages with query
 * strings no cache has seen), so its event loop lags behind the network; then a burst of clients
 * each open a connection of their own and write a request, and within 50 ms of the last write
 * SIGTERM goes to `npm start`'s process group, to npm alone or to the server alone. The kernel has
 * completed those connections (the clients saw them open and wrote), but the busy server may not
 * have accepted them yet: every one of them must still get its whole 2xx answer, and so must every
 * busy request in flight (the busy clients send nothing new after the signal).
 *
 * Each run starts `npm start` afresh and stops it once; the full form does 20 runs per target in a
 * row (the quick form, in CI, 2) and every run must be clean: no reset or other failed request,
 * npm exit 0, no warning or error in the server's log, and "database system is shut down" as the
 * database log's last line.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fmt, logComplaints, percentile, Scope, sleep, Verdict, type Check } from "./harness";
import { request, sendSignal, startNpm, TARGETS, type Outcome, type Target } from "./stop-signals";

const BURST = 20;
const BUSY_CLIENTS = 4;
/**
 * The signal comes this soon after the burst's last request is written: a random delay below
 * SIGNAL_DELAY_MS, which leaves room for this process running late on a busy machine (the delay
 * measured is reported).
 */
const SIGNAL_WITHIN_MS = 50;
const SIGNAL_DELAY_MS = 40;
/** Busy load before the burst, so that the server is behind when it comes. */
const BUSY_FIRST_MS = 3000;
const EXIT_LIMIT_MS = 15_000;
const WORDS = ["college", "university", "seminary", "bible", "christian", "baptist", "ministry", "theology"];

interface RunResult {
  burst: Outcome[];
  /** Burst requests without an answer yet when the signal was sent: what the check is about. */
  unansweredAtSignal: number;
  /** From the burst's last written request to the signal. */
  signalAfterWriteMs: number;
  busy: Outcome[];
  busyMs: number[];
  exitCode: number | null | "timeout";
  /** From the signal to npm's exit. */
  stopMs: number;
  complaints: string[];
  cleanDatabaseStop: boolean;
}

/** A search page nobody has asked for before: the guest cache cannot answer it, so it is rendered. */
function freshPage(tag: string) {
  let counter = 0;
  return () => {
    counter += 1;
    return `/search?q=${WORDS[counter % WORDS.length]}&v=${tag}-${counter}`;
  };
}

async function stopWithQueuedConnections(scope: Scope, target: Target, run: number): Promise<RunResult> {
  const app = await startNpm(scope);
  const next = freshPage(`${Date.now().toString(36)}-${run}`);
  let signalled = false;
  const busy: Outcome[] = [];
  const busyMs: number[] = [];
  const busyClient = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!signalled) {
        const sent = performance.now();
        const outcome = await request(`${app.url}${next()}`, agent);
        busy.push(outcome);
        busyMs.push(performance.now() - sent);
      }
    } finally {
      agent.destroy();
    }
  };
  const busyClients = Array.from({ length: BUSY_CLIENTS }, () => busyClient());
  await sleep(BUSY_FIRST_MS);

  let written = 0;
  let lastWrittenAt = 0;
  let allWritten!: () => void;
  const burstWritten = new Promise<void>((resolve) => (allWritten = resolve));
  const burst = Array.from({ length: BURST }, () =>
    request(`${app.url}${next()}`, false, () => {
      lastWrittenAt = performance.now();
      if (++written === BURST) allWritten();
    }),
  );
  let answered = 0;
  for (const outcome of burst) void outcome.then(() => (answered += 1));
  await Promise.race([burstWritten, sleep(30_000)]);
  // Waited out here rather than with a timer, which a busy machine may fire late.
  const signalAt = performance.now() + Math.random() * SIGNAL_DELAY_MS;
  while (performance.now() < signalAt) {
    // the delay
  }
  const signalAfterWriteMs = performance.now() - lastWrittenAt;
  const unansweredAtSignal = BURST - answered;
  sendSignal(app, target, "SIGTERM");
  const signalledAt = performance.now();
  signalled = true;

  const exitCode = await Promise.race([app.exited, sleep(EXIT_LIMIT_MS).then(() => "timeout" as const)]);
  const stopMs = performance.now() - signalledAt;
  const outcomes = await Promise.all(burst);
  await Promise.all(busyClients);
  const postgresLog = fs.readFileSync(path.join(app.dataDir, "postgres.log"), "utf8").trimEnd().split("\n");
  return {
    burst: outcomes,
    unansweredAtSignal,
    signalAfterWriteMs,
    busy,
    busyMs,
    exitCode,
    stopMs,
    complaints: logComplaints(app.output()),
    cleanDatabaseStop: postgresLog.at(-1)?.includes("database system is shut down") ?? false,
  };
}

/** Why a request got no whole 2xx answer, or undefined when it did. */
function problemOf(outcome: Outcome): string | undefined {
  if (outcome.kind === "ok") return undefined;
  if (outcome.kind === "status") return `HTTP ${outcome.status}`;
  if (outcome.kind === "refused") return "refused";
  return outcome.reason;
}

function countBy(values: readonly string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} x${count}`).join(", ");
}

export const stopQueuedConnectionsCheck: Check = {
  name: "stop with connections queued",
  async run(scope) {
    const verdict = new Verdict();
    const runs = scope.quick ? 2 : 20;
    for (const target of TARGETS) {
      const results: RunResult[] = [];
      for (let run = 1; run <= runs; run++) {
        // Each run on a DATA_DIR of its own, removed before the next.
        const runScope = new Scope(scope.run);
        try {
          const result = await stopWithQueuedConnections(runScope, target, run);
          results.push(result);
          const burstProblems = result.burst.map(problemOf).filter((problem) => problem !== undefined);
          scope.log(
            `  SIGTERM to ${target}, run ${run}/${runs}: ${result.unansweredAtSignal}/${BURST} unanswered at the signal ` +
              `(${fmt(result.signalAfterWriteMs)} ms after the last write), ${BURST - burstProblems.length} answered` +
              `${burstProblems.length ? ` (${countBy(burstProblems)})` : ""}; exit ${String(result.exitCode)} ` +
              `after ${fmt(result.stopMs / 1000, 1)} s` +
              `${result.complaints.length ? `; log: ${result.complaints.join("; ")}` : ""}`,
          );
        } finally {
          await runScope.close();
        }
      }
      const label = `SIGTERM to ${target}`;
      const burstProblems = results.flatMap((r) => r.burst.map(problemOf)).filter((p) => p !== undefined);
      const busyProblems = results.flatMap((r) => r.busy.map(problemOf)).filter((p) => p !== undefined);
      const resets = burstProblems.filter((problem) => problem === "ECONNRESET").length;
      const cleanRuns = results.filter(
        (r) =>
          r.burst.every((o) => o.kind === "ok") &&
          r.busy.every((o) => o.kind === "ok") &&
          r.exitCode === 0 &&
          r.complaints.length === 0 &&
          r.cleanDatabaseStop,
      ).length;
      const unanswered = results.map((r) => r.unansweredAtSignal);
      const gaps = results.map((r) => r.signalAfterWriteMs);
      const busyMs = results.flatMap((r) => r.busyMs);
      const stopMs = results.map((r) => r.stopMs);
      verdict.figure(
        `${label}: ${cleanRuns}/${runs} runs clean; burst answers ${fmt(BURST * runs - burstProblems.length)}/${fmt(BURST * runs)}, ` +
          `resets ${resets}; unanswered at the signal ${Math.min(...unanswered)}-${Math.max(...unanswered)} of ${BURST} ` +
          `(signal ${fmt(Math.min(...gaps))}-${fmt(Math.max(...gaps))} ms after the last write, within ` +
          `${SIGNAL_WITHIN_MS} ms in ${gaps.filter((gap) => gap <= SIGNAL_WITHIN_MS).length}/${runs} runs); busy requests ` +
          `${fmt(results.reduce((sum, r) => sum + r.busy.length, 0))}, failed ${busyProblems.length}, ` +
          `p50 ${fmt(percentile(busyMs, 50))} ms; stopped within ${fmt(Math.max(...stopMs) / 1000, 1)} s of the signal`,
      );
      verdict.expect(
        burstProblems.length === 0,
        `${label}: burst requests without a whole 2xx answer: ${countBy(burstProblems)}`,
      );
      verdict.expect(
        busyProblems.length === 0,
        `${label}: busy requests without a whole 2xx answer: ${countBy(busyProblems)}`,
      );
      verdict.expect(
        results.every((r) => r.unansweredAtSignal > 0),
        `${label}: in some runs the server had answered the whole burst before the signal (not behind: nothing tested)`,
      );
      verdict.expect(
        results.every((r) => r.exitCode === 0),
        `${label}: npm exit codes ${results.map((r) => String(r.exitCode)).join(", ")} (expected 0)`,
      );
      const complaining = results.filter((r) => r.complaints.length);
      const complaints = [
        ...new Set(complaining.flatMap((r) => r.complaints.map((line) => line.replace(/^\d+ x /, "")))),
      ];
      verdict.expect(
        complaints.length === 0,
        `${label}: the server's log has warnings in ${complaining.length} runs: ${complaints.join("; ")}`,
      );
      verdict.expect(
        results.every((r) => r.cleanDatabaseStop),
        `${label}: the database did not shut down cleanly in ${results.filter((r) => !r.cleanDatabaseStop).length} runs`,
      );
    }
    return verdict.result();
  },
};
