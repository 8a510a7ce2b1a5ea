/**
 * One PostgreSQL server for the whole run: the embedded one (in a temporary DATA_DIR), or the
 * server named by DATABASE_URL (CI runs the suite a second time against Debian's PostgreSQL 15).
 * A template database is migrated and seeded once; each test file clones it (tests/setup/database.ts).
 * The site is built first when needed, for the tests that start the real server process.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { createLogger } from "~/lib/logger.server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
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

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });

  const log = createLogger("warn");
  const external = process.env.DATABASE_URL;
  let dataDir: string | undefined;
  let stopServer = async () => {};
  let serverUrl: string;
  if (external) {
    serverUrl = external;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ced-test-db-"));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, password: "test-password", log });
    serverUrl = embedded.url;
    stopServer = () => embedded.stop();
  }

  const runId = `ced_${process.pid}`;
  const templateDatabase = `${runId}_template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();

  const template = createDatabase(databaseUrl(serverUrl, templateDatabase));
  await migrateDatabase(template.pool);
  await seedDatabase(template.db);
  await template.close();

  project.provide("serverUrl", serverUrl);
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
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
