/**
 * `npm run db:backup [-- --out FILE]`: writes the whole database (uploaded files included) to a
 * .tar.gz, by default DATA_DIR/backups/backup-<time>.tar.gz. Works while the app is running, on the
 * embedded database or DATABASE_URL, without pg_dump. Restore with `npm run db:restore -- FILE`.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backupDatabase } from "~/db/backup.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { openDatabaseForMaintenance } from "../server/database";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = parseEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const outFile = path.resolve(values.out ?? path.join(env.DATA_DIR, "backups", `backup-${stamp}.tar.gz`));
const database = await openDatabaseForMaintenance(env, createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL));
try {
  const manifest = await backupDatabase(database.pool, outFile);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backed up ${manifest.tables.length} tables (${rows} rows) to ${outFile}`);
} finally {
  await database.close();
}
