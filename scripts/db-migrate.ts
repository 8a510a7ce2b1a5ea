/** `npm run db:migrate`: applies the SQL migrations in drizzle/ to DATABASE_URL or the embedded database. */
import { migrateDatabase } from "~/db/migrate.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { openDatabase } from "../server/database";

const env = parseEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
try {
  await migrateDatabase(database.pool);
  console.log("Migrations applied.");
} finally {
  await database.close();
}
