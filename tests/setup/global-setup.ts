/**
 * One PostgreSQL server for the whole run: the embedded one (in a temporary DATA_DIR), or the
 * server named by DATABASE_URL (CI runs the suite a second time against Debian's PostgreSQL 15).
 * A template database is migrated and seeded once; each test file clones it (tests/setup/database.ts).
 * The app's first start is also done once, into a stopped, seeded app DATA_DIR, which the tests of
 * the server process copy instead of creating and seeding a cluster for each app they start
 * (tests/setup/app-processes.ts); on the embedded server, that cluster then serves the run.
 * The site is built first when needed, for the tests that start the real server process.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createLogger } from "~/lib/logger.server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import { SEEDED_DATABASE_PASSWORD, migrateAndSeed, seedDataDir } from "./seeded-data-dir";
import { copyDataDir, makeDataDir, openRunFolder } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    /**
     * A stopped DATA_DIR whose embedded database the app would find created, migrated and seeded
     * (empty when the cluster could not live inside it).
     */
    seededDataDir: string;
    /** Prefix of every database this run creates: `<runId>_template`, `<runId>_t<random>`. */
    runId: string;
    isExternalDatabase: boolean;
  }
}

function databaseUrl(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });
  // Every DATA_DIR and file the run's tests make goes in here; it is gone when Vitest exits.
  openRunFolder();

  const log = createLogger("warn");
  const external = process.env.DATABASE_URL;
  const runId = `ced_${process.pid}`;
  const templateDatabase = `${runId}_template`;
  // The app's own first start, done once: its embedded cluster's `postgres` database created,
  // migrated and seeded, then stopped. The tests of the server process copy this DATA_DIR (with
  // DATABASE_URL too: those apps run on their own embedded database).
  const dataDir = makeDataDir();
  const isCopyable = await seedDataDir(dataDir);
  let seededDataDir = "";
  let stopServer = async () => {};
  let serverUrl: string;
  if (external) {
    serverUrl = external;
    if (isCopyable) seededDataDir = dataDir;
    await admin(serverUrl, async (client) => {
      await client.query(`drop database if exists ${templateDatabase}`);
      await client.query(`create database ${templateDatabase}`);
    });
    await migrateAndSeed(databaseUrl(serverUrl, templateDatabase));
  } else {
    // The same cluster then serves the run: the template is cloned from its seeded database.
    if (isCopyable) {
      seededDataDir = makeDataDir();
      copyDataDir(dataDir, seededDataDir);
    }
    const embedded = await startEmbeddedPostgres({ dataDir, password: SEEDED_DATABASE_PASSWORD, log });
    serverUrl = embedded.url;
    stopServer = () => embedded.stop();
    await admin(serverUrl, (client) => client.query(`create database ${templateDatabase} template postgres`));
  }

  project.provide("serverUrl", serverUrl);
  project.provide("seededDataDir", seededDataDir);
  project.provide("runId", runId);
  project.provide("isExternalDatabase", Boolean(external));

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${runId}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.end();
    await stopServer();
  };
}
