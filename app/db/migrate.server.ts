import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { findProjectRoot } from "~/lib/paths.server";

/** Any fixed number: serialises migrations and seeding when several app processes start at once. */
export const SETUP_LOCK_ID = 7_314_220_501;

/** Applies the committed SQL migrations in drizzle/, once, whatever the number of processes. */
export async function migrateDatabase(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [SETUP_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: path.join(findProjectRoot(), "drizzle") });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [SETUP_LOCK_ID]).catch(() => {});
    await client.query("reset statement_timeout").catch(() => {});
    client.release();
  }
}
