/**
 * The app on DATABASE_URL while that PostgreSQL server restarts under load. Clients keep reading
 * (guest searches and pages, a signed-in user's favorites) while the server is stopped (fast
 * shutdown, as a managed server's restart), kept down for a while, and started again:
 * - while it is down, every request is answered 503, quickly (no waiting on timeouts);
 * - /healthz answers 503 with a reason while it is down and 200 once it is back;
 * - the same app process recovers by itself: every request after /healthz says ok is a 2xx;
 * - at no time is there a 500 or a refused or reset connection.
 */
import { fmt, logComplaints, percentile, siteFetch, sleep, Verdict, type Check } from "./harness";

const CLIENTS = 16;
/** A request answered while the database is down must not wait on connection timeouts. */
const FAIL_FAST_MS = 2500;
const RECOVERY_LIMIT_MS = 15_000;

interface Sample {
  startedAt: number;
  ms: number;
  status: number | string;
}

export const externalRestartCheck: Check = {
  name: "DATABASE_URL server restarted under load",
  async run(scope) {
    const verdict = new Verdict();
    const external = await scope.externalDatabase();
    const app = await scope.app({ databaseUrl: external.url });
    const user = await scope.person(app.url, external.url, "user");
    await siteFetch(app.url, "/api/favorites/1", { method: "PUT", cookie: user.cookie });

    let stopping = false;
    let counter = 0;
    const samples: Sample[] = [];
    const paths = () => {
      counter += 1;
      const roll = counter % 4;
      if (roll === 0) return { path: `/api/institutions?q=college&page=${(counter % 9) + 1}` };
      if (roll === 1) return { path: `/search?q=bible+${counter}` };
      if (roll === 2) return { path: "/api/favorites", cookie: user.cookie };
      return { path: "/institution/wheaton-college" };
    };
    const client = async () => {
      while (!stopping) {
        const { path, cookie } = paths();
        const startedAt = Date.now();
        try {
          const response = await siteFetch(app.url, path, { cookie, signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          samples.push({ startedAt, ms: Date.now() - startedAt, status: response.status });
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          samples.push({ startedAt, ms: Date.now() - startedAt, status: cause?.code ?? (error as Error).name });
          await sleep(100);
        }
      }
    };
    /** `at` when the probe was sent, `answeredAt` when its answer arrived. */
    const health: Array<{ at: number; answeredAt: number; status: number; body: string }> = [];
    const healthProbe = async () => {
      while (!stopping) {
        const at = Date.now();
        const response = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
        const body = response ? await response.text() : "";
        health.push({ at, answeredAt: Date.now(), status: response?.status ?? 0, body });
        await sleep(200);
      }
    };
    const running = [...Array.from({ length: CLIENTS }, () => client()), healthProbe()];
    scope.defer(async () => {
      stopping = true;
      await Promise.all(running);
    });

    await sleep(3000);
    const stopAt = Date.now();
    await external.stop();
    const stoppedAt = Date.now();
    await sleep(scope.quick ? 3000 : 6000);
    const startAt = Date.now();
    await external.start();
    const startedAt = Date.now();
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - startedAt < RECOVERY_LIMIT_MS + 5000) {
      // Recovered once /healthz has said ok: a request sent while that probe was still being
      // answered may still be turned away, as the app did not yet know the database was back.
      const ok = health.find((probe) => probe.at >= startedAt && probe.status === 200);
      if (ok) recoveredAt = ok.answeredAt;
      else await sleep(100);
    }
    await sleep(3000);
    stopping = true;
    await Promise.all(running);

    const during = samples.filter((sample) => sample.startedAt >= stoppedAt && sample.startedAt + sample.ms <= startAt);
    const after = samples.filter((sample) => recoveredAt && sample.startedAt >= recoveredAt);
    const before = samples.filter((sample) => sample.startedAt + sample.ms < stopAt);
    const countBy = (list: Sample[]) => {
      const counts = new Map<string, number>();
      for (const sample of list) counts.set(String(sample.status), (counts.get(String(sample.status)) ?? 0) + 1);
      return [...counts].map(([status, count]) => `${status} x${count}`).join(", ") || "none";
    };
    const times = during.map((sample) => sample.ms);
    const healthDown = health.filter((probe) => probe.at >= stoppedAt && probe.at + 50 < startAt);
    const downBodyOk = healthDown.every((probe) => {
      try {
        const body = JSON.parse(probe.body) as { status?: string; reason?: string };
        return probe.status === 503 && body.status !== "ok" && typeof body.reason === "string";
      } catch {
        return false;
      }
    });

    verdict.figure(
      `${CLIENTS} clients; before the stop: ${countBy(before)}; stop took ${fmt((stoppedAt - stopAt) / 1000, 1)} s, down ${fmt((startAt - stoppedAt) / 1000, 1)} s`,
    );
    verdict.figure(
      `while down: ${countBy(during)}; answered in p50 ${fmt(percentile(times, 50))} ms, p99 ${fmt(percentile(times, 99))} ms, max ${fmt(percentile(times, 100))} ms`,
    );
    verdict.figure(
      `/healthz while down: ${
        healthDown
          .map((probe) => probe.status)
          .filter((s, i, all) => all.indexOf(s) === i)
          .join(", ") || "not probed"
      } (${healthDown.length} probes); ok again ${recoveredAt ? `${fmt((recoveredAt - startedAt) / 1000, 1)} s after the server was back` : "never"}`,
    );
    verdict.figure(
      `after recovery: ${countBy(after)}; app process the same throughout: ${app.child.exitCode === null}`,
    );

    verdict.expect(
      before.length > 0 && before.every((sample) => sample.status === 200),
      `before the stop: ${countBy(before)}`,
    );
    verdict.expect(during.length > 0, "no request was answered while the database was down");
    verdict.expect(
      during.every((sample) => sample.status === 503),
      `while the database was down, answers other than 503: ${countBy(during.filter((s) => s.status !== 503))}`,
    );
    verdict.expect(
      percentile(times, 100) <= FAIL_FAST_MS,
      `while the database was down, a request took ${fmt(percentile(times, 100))} ms (limit ${FAIL_FAST_MS} ms)`,
    );
    verdict.expect(
      healthDown.length > 0 && downBodyOk,
      "/healthz did not answer 503 with a reason while the database was down",
    );
    verdict.expect(
      recoveredAt > 0 && recoveredAt - startedAt <= RECOVERY_LIMIT_MS,
      `/healthz did not say ok within ${RECOVERY_LIMIT_MS / 1000} s of the database being back`,
    );
    verdict.expect(
      after.length > 0 && after.every((sample) => sample.status === 200),
      `after recovery, answers other than 200: ${countBy(after.filter((s) => s.status !== 200))}`,
    );
    const broken = samples.filter((sample) => sample.status !== 200 && sample.status !== 503);
    verdict.expect(broken.length === 0, `failed requests at some point: ${countBy(broken)}`);
    verdict.expect(app.child.exitCode === null && app.child.signalCode === null, "the app process exited");
    if (verdict.problems.length)
      for (const line of logComplaints(app.output()).slice(0, 5)) verdict.figure(`app log: ${line}`);
    return verdict.result();
  },
};
