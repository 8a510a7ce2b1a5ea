/**
 * A seeded app DATA_DIR, made once per run and copied for each app a test starts: the app on a copy
 * starts as it does every day (3-4 s) instead of creating, migrating and seeding its database
 * (13-57 s). Vitest's global set-up and the browser tests' configuration both make one.
 */
import fs from "node:fs";
import path from "node:path";
import { createDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { createLogger } from "~/lib/logger.server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import { copyDataDir, makeDataDir } from "./server-process";

/** The password of the embedded database in a DATA_DIR made here, in its secret file as the app keeps it. */
export const SEEDED_DATABASE_PASSWORD = "test-password";

/** Migrates the database at `url` and loads the bundled data, as the app's first start does. */
export async function migrateAndSeed(url: string) {
  const database = createDatabase(url);
  try {
    await migrateDatabase(database.pool);
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Creates the embedded cluster in `dataDir`, migrates and seeds its `postgres` database and stops
 * it. Returns whether copies of `dataDir` carry the cluster: as root, a cluster that the postgres
 * user could not reach inside `dataDir` lives elsewhere (`pg-location`), and a copy would share it.
 */
export async function seedDataDir(dataDir: string): Promise<boolean> {
  const log = createLogger("warn");
  const embedded = await startEmbeddedPostgres({ dataDir, password: SEEDED_DATABASE_PASSWORD, log });
  try {
    await migrateAndSeed(embedded.url);
  } finally {
    await embedded.stop();
  }
  fs.rmSync(path.join(dataDir, "postgres.log"), { force: true });
  fs.writeFileSync(path.join(dataDir, "database-password.secret"), `${SEEDED_DATABASE_PASSWORD}\n`, { mode: 0o600 });
  return !fs.existsSync(path.join(dataDir, "pg-location"));
}

/** A fresh DATA_DIR: a copy of `template` when there is one, empty otherwise (the app then seeds it). */
export function dataDirFrom(template: string | undefined): string {
  const dir = makeDataDir();
  if (template) copyDataDir(template, dir);
  return dir;
}
