/**
 * For the tests of the server process on its own DATA_DIR: folders and app processes that are
 * stopped and removed after the file's tests, and acknowledged writes to count after a crash.
 */
import pg from "pg";
import { afterAll, inject } from "vitest";
import {
  copyDataDir,
  embeddedDatabaseUrl,
  makeDataDir,
  removeDataDir,
  type ServerProcess,
  startServer,
} from "./server-process";

/** Registers the file's clean-up; returns what its tests use. */
export function appProcesses() {
  const dataDirs: string[] = [];
  const running: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of running) await server.stop("SIGKILL");
    for (const dir of dataDirs) await removeDataDir(dir);
  });

  function emptyDataDir() {
    const dir = makeDataDir();
    dataDirs.push(dir);
    return dir;
  }

  return {
    /** A DATA_DIR with nothing in it: the app creates, migrates and seeds its database. */
    emptyDataDir,
    /**
     * A copy of a DATA_DIR on which the app had already created, migrated and seeded its database
     * and then stopped cleanly (tests/setup/global-setup.ts): the app starts as it does every day.
     * Empty when the run has no such folder.
     */
    seededDataDir() {
      const dir = emptyDataDir();
      const seeded = inject("seededDataDir");
      if (seeded) copyDataDir(seeded, dir);
      return dir;
    },
    /** The app on this DATA_DIR, killed at the end if still up. */
    async start(dataDir: string, env?: Record<string, string>) {
      const server = await startServer({ dataDir, env });
      running.push(server);
      return server;
    },
  };
}

/** `count` rows in app_settings, each its own transaction: once it returns, the write is acknowledged. */
export async function writeRows(dataDir: string, prefix: string, count: number) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  for (let i = 0; i < count; i++) {
    await client.query("insert into app_settings (key, value) values ($1, $2)", [
      `${prefix}:${i}`,
      JSON.stringify({ i }),
    ]);
  }
  await client.end();
}

export async function countRows(dataDir: string, prefix: string) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from app_settings where key like $1", [`${prefix}:%`]);
  await client.end();
  return rows[0].n as number;
}
