/**
 * `npm run db:seed`: applies the first-start seed batches that have not been applied yet (the app
 * also does this at every start). Batches already applied are never repeated.
 */
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { openDatabase } from "../server/database";

const env = parseEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
try {
  await migrateDatabase(database.pool);
  const { applied } = await seedDatabase(database.db);
  console.log(applied.length ? `Seeded: ${applied.join(", ")}` : "Nothing to seed: every batch was applied before.");
} finally {
  await database.close();
}
