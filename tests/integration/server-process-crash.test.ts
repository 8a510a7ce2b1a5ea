/**
 * The real server process after a crash: a SIGKILL of the app, of the app and its embedded
 * database, or of the database alone, loses no acknowledged write; an app on an external database
 * answers 503 while it is gone and recovers when it is back. Each app starts on a copy of a seeded
 * DATA_DIR (tests/setup/app-processes.ts).
 */
import { describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import { readOrCreateSecret } from "../../server/secrets";
import { appProcesses, countRows, writeRows } from "../setup/app-processes";
import {
  isAlive,
  readPostmaster,
  SERVER_PROCESS_TEST_TIMEOUT_MS,
  TEST_AUTH_SECRET,
  waitFor,
} from "../setup/server-process";

const { emptyDataDir, seededDataDir, start } = appProcesses();

describe(
  "the server process on the embedded database after a crash",
  { timeout: SERVER_PROCESS_TEST_TIMEOUT_MS },
  () => {
    it("comes back after a SIGKILL of the app, and of the app and its database, with every acknowledged write", async () => {
      const dataDir = seededDataDir();
      const first = await start(dataDir);
      await writeRows(dataDir, "before-kill", 200);
      const orphan = readPostmaster(dataDir)!;
      await first.stop("SIGKILL");
      expect(isAlive(orphan.pid)).toBe(true); // the database outlived the app

      const second = await start(dataDir);
      expect(isAlive(orphan.pid)).toBe(false); // the orphan was stopped and replaced
      expect(await countRows(dataDir, "before-kill")).toBe(200);
      await writeRows(dataDir, "before-crash", 100);

      // Now kill both abruptly: the database must recover from its write-ahead log.
      const postmaster = readPostmaster(dataDir)!;
      await second.stop("SIGKILL");
      process.kill(postmaster.pid, "SIGKILL");
      await waitFor(() => !isAlive(postmaster.pid));

      const third = await start(dataDir);
      expect(await countRows(dataDir, "before-kill")).toBe(200);
      expect(await countRows(dataDir, "before-crash")).toBe(100);
      expect((await fetch(third.url)).status).toBe(200);
      expect(await third.stop()).toBe(0);
    });

    it("restarts its embedded database when it dies, keeping every acknowledged write", async () => {
      const dataDir = seededDataDir();
      const server = await start(dataDir);
      await writeRows(dataDir, "before-db-kill", 100);
      const postmaster = readPostmaster(dataDir)!;
      process.kill(postmaster.pid, "SIGKILL");
      await waitFor(() => !isAlive(postmaster.pid));
      // The app starts the server again on the same port; it recovers from its write-ahead log.
      await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 30_000);
      expect(readPostmaster(dataDir)!.port).toBe(postmaster.port);
      expect(await countRows(dataDir, "before-db-kill")).toBe(100);
      expect((await fetch(server.url)).status).toBe(200);
      expect(server.output()).toContain("restarting it");
      expect(await server.stop()).toBe(0);
    });
  },
);

describe("an app on an external database that goes away", { timeout: SERVER_PROCESS_TEST_TIMEOUT_MS }, () => {
  it("answers 503 at once while the database is down, and recovers by itself when it is back", async () => {
    // The "external" server: a copy of the seeded cluster, started by the test, not by the app.
    const databaseDir = seededDataDir();
    const log = createLogger("silent");
    const password = readOrCreateSecret(databaseDir, "database-password");
    let database = await startEmbeddedPostgres({ dataDir: databaseDir, password, log });
    const server = await start(emptyDataDir(), { DATABASE_URL: database.url, AUTH_SECRET: TEST_AUTH_SECRET });
    expect((await fetch(server.url)).status).toBe(200);

    await database.stop();
    // The first page to notice answers 503; from then on every request is answered 503 at once.
    expect((await fetch(`${server.url}/search?q=database-down`)).status).toBe(503);
    expect((await fetch(`${server.url}/terms`)).status).toBe(503);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    const body = (await health.json()) as { status: string; reason: string };
    expect(body).toMatchObject({ status: "unavailable", reason: expect.stringMatching(/database unreachable/) });
    const started = performance.now();
    expect((await fetch(`${server.url}/api/institutions`)).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1000);

    database = await startEmbeddedPostgres({ dataDir: databaseDir, password, log, port: database.port });
    await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 15_000);
    expect((await fetch(server.url)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    await database.stop();
  });
});
