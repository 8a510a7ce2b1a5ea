/**
 * Crashes under writes, on the embedded database. A user saves institutions and an administrator
 * creates institutions, several requests at a time, while:
 * - the app is killed (SIGKILL) and started again on the same DATA_DIR;
 * - the embedded PostgreSQL server is killed (SIGKILL) and the app restarts it by itself.
 * Every write the app acknowledged with a 2xx must then be in the database.
 */
import { isAlive } from "../setup/server-process";
import {
  embeddedDatabase,
  eventually,
  fmt,
  logComplaints,
  siteFetch,
  Verdict,
  type Check,
  type Scope,
} from "./harness";
import { describeOutcomes, missingWrites, startWrites } from "./writes";

/** Writes acknowledged before the kill: enough to be sure the stream is flowing. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

async function writingApp(scope: Scope, tag: string) {
  const dataDir = await scope.seededDataDir();
  const port = await scope.port();
  const app = await scope.app({ dataDir, port });
  const database = embeddedDatabase(dataDir);
  const user = await scope.person(app.url, database.url, "user");
  const admin = await scope.person(app.url, database.url, "admin");
  const { rows } = await scope
    .connect(database.url)
    // Only listed schools can be saved (listed.server.ts): a school waiting for review is not found.
    .pool.query<{ id: number }>("select id from institutions where not needs_review order by id");
  const writes = startWrites({ url: app.url, user, admin, institutionIds: rows.map((row) => row.id), tag });
  scope.defer(() => writes.stop());
  const flowing = await eventually(() => writes.acknowledged() >= ACKNOWLEDGED_BEFORE_KILL, 60_000);
  if (!flowing) throw new Error(`writes are not being acknowledged: ${describeOutcomes(writes.outcomes)}`);
  return { dataDir, port, app, user, writes };
}

export const appKillCheck: Check = {
  name: "SIGKILL of the app under writes",
  async run(scope) {
    const verdict = new Verdict();
    const { dataDir, port, app, user, writes } = await writingApp(scope, "app kill");

    const inFlight = writes.inFlight();
    const acknowledged = writes.acknowledged();
    app.child.kill("SIGKILL");
    await app.exited;
    await writes.stop();

    const restarted = await scope.app({ dataDir, port });
    const database = scope.connect(embeddedDatabase(dataDir).url);
    const missing = await missingWrites(database.pool, writes, user.userId);
    const saved = await siteFetch(restarted.url, "/api/favorites", { cookie: user.cookie });
    const list = saved.ok ? ((await saved.json()) as { data: { favorites: unknown[] } }).data.favorites : [];

    verdict.figure(
      `killed with ${fmt(acknowledged)} writes acknowledged and ${inFlight} in flight; ${writes.favorites.size} favorites + ${writes.institutions.size} institutions acknowledged in all`,
    );
    verdict.figure(`write outcomes: ${describeOutcomes(writes.outcomes)}`);
    verdict.figure(
      `after restart (${fmt(restarted.startupMs / 1000, 1)} s): missing ${missing.favorites.length} favorites, ${missing.institutions.length} institutions; the user's session still works (${saved.status}, ${list.length} saved)`,
    );
    verdict.expect(
      missing.favorites.length === 0 && missing.institutions.length === 0,
      `acknowledged writes lost: favorites ${missing.favorites.join(", ") || "none"}, institutions ${missing.institutions.join(", ") || "none"}`,
    );
    verdict.expect(saved.status === 200, `the user's session did not survive the restart (${saved.status})`);
    verdict.expect(list.length >= writes.favorites.size, `the restarted app lists ${list.length} saved institutions`);
    const refused = [...writes.outcomes.keys()].filter((key) => /^\d+$/.test(key) && !["200", "201"].includes(key));
    verdict.expect(refused.length === 0, `writes answered with ${refused.join(", ")} before the kill`);
    return verdict.result();
  },
};

export const databaseKillCheck: Check = {
  name: "SIGKILL of the embedded PostgreSQL under writes",
  async run(scope) {
    const verdict = new Verdict();
    const { dataDir, app, user, writes } = await writingApp(scope, "database kill");

    const postmaster = embeddedDatabase(dataDir);
    const acknowledged = writes.acknowledged();
    const killedAt = Date.now();
    process.kill(postmaster.pid, "SIGKILL");
    await eventually(() => !isAlive(postmaster.pid), 10_000, 20);

    // The app notices, starts the server again (crash recovery from the write-ahead log) and heals.
    const healthy = async () => (await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(5000) })).ok;
    const recovered = await eventually(
      async () => (await healthy()) && embeddedDatabase(dataDir).pid !== postmaster.pid,
      90_000,
      200,
    );
    const recoveredAt = Date.now();
    const acknowledgedBeforeRecovery = writes.acknowledged();
    const resumed =
      recovered && (await eventually(() => writes.acknowledged() >= acknowledgedBeforeRecovery + 20, 30_000));
    await writes.stop();
    if (!recovered) {
      verdict.expect(false, "the app did not get its database back by itself within 90 s");
      verdict.figure(`write outcomes: ${describeOutcomes(writes.outcomes)}`);
      for (const line of logComplaints(app.output()).slice(0, 8)) verdict.figure(`app log: ${line}`);
      return verdict.result();
    }

    const database = scope.connect(embeddedDatabase(dataDir).url);
    const missing = await missingWrites(database.pool, writes, user.userId);

    verdict.figure(
      `postmaster killed with ${fmt(acknowledged)} writes acknowledged; healthy again after ${fmt((recoveredAt - killedAt) / 1000, 1)} s (app pid unchanged: ${app.child.exitCode === null})`,
    );
    verdict.figure(`write outcomes: ${describeOutcomes(writes.outcomes)}`);
    verdict.figure(
      `${writes.favorites.size} favorites + ${writes.institutions.size} institutions acknowledged; missing ${missing.favorites.length} + ${missing.institutions.length}`,
    );
    verdict.expect(resumed, "writes were not acknowledged again after the database came back");
    verdict.expect(app.child.exitCode === null && app.child.signalCode === null, "the app process exited");
    verdict.expect(
      missing.favorites.length === 0 && missing.institutions.length === 0,
      `acknowledged writes lost: favorites ${missing.favorites.join(", ") || "none"}, institutions ${missing.institutions.join(", ") || "none"}`,
    );
    // While the database is down the honest answer is 503; anything else (500, a reset) is a bug.
    const other = [...writes.outcomes.keys()].filter((key) => !["200", "201", "503"].includes(key));
    verdict.expect(other.length === 0, `writes answered other than 2xx or 503: ${other.join(", ")}`);
    if (verdict.problems.length)
      for (const line of logComplaints(app.output()).slice(0, 5)) verdict.figure(`app log: ${line}`);
    return verdict.result();
  },
};
