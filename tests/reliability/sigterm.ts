/**
 * SIGTERM under load: keep-alive clients hammer pages (cached ones and slow unique searches); the
 * app gets SIGTERM mid-way. Every request it accepted must get its whole answer: a reset or a
 * truncated body is a failure, a refused new connection after the listener closed is not. The
 * process must exit 0 within 10 s.
 */
import http from "node:http";
import { fmt, sleep, Verdict, type Check } from "./harness";
import { publicSlugs, requestMix } from "./load";

const CLIENTS = 50;
const EXIT_LIMIT_MS = 10_000;

type Outcome =
  | { kind: "ok"; at: number }
  | { kind: "status"; at: number; status: number }
  | { kind: "refused"; at: number }
  | { kind: "failed"; at: number; reason: string; reused: boolean };

/** One request on `agent`, read to the end and checked against its Content-Length. */
function request(url: string, agent: http.Agent): Promise<Outcome> {
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
          done({ kind: "ok", at: Date.now() });
        } else {
          done({ kind: "status", at: Date.now(), status: res.statusCode! });
        }
      });
    });
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

export const sigtermCheck: Check = {
  name: "SIGTERM under load",
  async run(scope) {
    const verdict = new Verdict();
    const app = await scope.app();
    const { slugs, articles } = await publicSlugs(app.url);
    const next = requestMix(slugs, articles);
    const outcomes: Outcome[] = [];
    let stopping = false;
    let signalledAt = 0;

    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (!stopping) {
          const outcome = await request(`${app.url}${next()}`, agent);
          outcomes.push(outcome);
          // The listener is closed: this client is done (as a browser would try elsewhere).
          if (outcome.kind === "refused") return;
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: CLIENTS }, () => client());

    await sleep(scope.quick ? 4000 : 8000);
    const before = outcomes.length;
    signalledAt = Date.now();
    app.child.kill("SIGTERM");
    const exitCode = await Promise.race([app.exited, sleep(EXIT_LIMIT_MS + 5000).then(() => "timeout" as const)]);
    const exitMs = Date.now() - signalledAt;
    stopping = true;
    await Promise.all(clients);

    const after = outcomes.filter((outcome) => outcome.at >= signalledAt);
    const count = (kind: Outcome["kind"], list = outcomes) => list.filter((outcome) => outcome.kind === kind).length;
    const failures = outcomes.filter((outcome) => outcome.kind === "failed");
    const statuses = outcomes.filter((outcome) => outcome.kind === "status");
    verdict.figure(
      `${CLIENTS} keep-alive clients: ${fmt(before)} answers before SIGTERM, ${fmt(count("ok", after))} complete after it; ${count("refused")} refused new connections`,
    );
    verdict.figure(
      `failed ${failures.length}, non-2xx ${statuses.length}; exit code ${String(exitCode)} ${fmt(exitMs / 1000, 1)} s after SIGTERM`,
    );
    verdict.expect(before > 0, "no answers before the signal");
    verdict.expect(
      failures.length === 0,
      `failed requests: ${[...new Set(failures.map((f) => (f.kind === "failed" ? `${f.reason}${f.reused ? " (kept-alive connection)" : " (new connection)"}` : "")))].join(", ")}`,
    );
    verdict.expect(
      statuses.length === 0,
      `non-2xx answers: ${statuses.map((s) => (s.kind === "status" ? s.status : "")).join(", ")}`,
    );
    verdict.expect(exitCode === 0, `exit code ${String(exitCode)} (expected 0)`);
    verdict.expect(exitMs <= EXIT_LIMIT_MS, `exited after ${fmt(exitMs / 1000, 1)} s (limit 10 s)`);
    return verdict.result();
  },
};
