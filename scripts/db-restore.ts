/**
 * `npm run db:restore -- FILE`: replaces every row of the database with those of a backup made by
 * `npm run db:backup`, in one transaction (all or nothing), verifying checksums before and after.
 * Applies the migrations first, so it also restores into an empty DATA_DIR or a new database.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreDatabase } from "~/db/backup.server";
import { migrateDatabase } from "~/db/migrate.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { openDatabaseForMaintenance } from "../server/database";

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run db:restore -- <backup.tar.gz>");
  process.exit(1);
}
const file = path.resolve(positionals[0]!);
const env = parseEnv();
const database = await openDatabaseForMaintenance(env, createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL));
try {
  await migrateDatabase(database.pool);
  const manifest = await restoreDatabase(database.pool, file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${manifest.tables.length} tables (${rows} rows) from ${file} (made ${manifest.createdAt}).`);
} catch (error) {
  console.error(`Restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
