import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small facts about this installation, e.g. which seed batches have been applied. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
