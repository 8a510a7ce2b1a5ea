import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small facts about this installation, e.g. which seed batches have been applied. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A counter per table, raised by a statement trigger on every change (see the migration that
 * creates it). Caches of derived figures (search counts and facets) key on it, so they are never
 * older than the data, whichever process or tool changed it.
 */
export const dataVersions = pgTable("data_versions", {
  name: text().primaryKey(),
  version: bigint({ mode: "number" }).notNull().default(0),
});
