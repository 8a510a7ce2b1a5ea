import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { institutions } from "./institutions";

const IMPORT_RUN_STATUSES = ["running", "completed"] as const;
const IMPORT_ITEM_OUTCOMES = ["updated", "unchanged", "error"] as const;

/**
 * One bulk content import: who ran it, which file, how many items, and running counts. The counts
 * move in the same transaction as each item, so they stay true even when a run stops half-way.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: serial().primaryKey(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text(),
    fileName: text().notNull(),
    totalItems: integer().notNull(),
    updatedCount: integer().notNull().default(0),
    unchangedCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    status: text({ enum: IMPORT_RUN_STATUSES }).notNull().default("running"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("import_runs_status_check", sql`${t.status} in ('running', 'completed')`)],
);

/**
 * The result of each item of a run, written in the item's own transaction together with the change
 * it made: a batch sent twice finds its items here and is not applied again.
 */
export const importRunItems = pgTable(
  "import_run_items",
  {
    runId: integer()
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    itemIndex: integer().notNull(),
    institutionId: integer().references(() => institutions.id, { onDelete: "set null" }),
    outcome: text({ enum: IMPORT_ITEM_OUTCOMES }).notNull(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.itemIndex] }),
    check("import_run_items_outcome_check", sql`${t.outcome} in ('updated', 'unchanged', 'error')`),
  ],
);
