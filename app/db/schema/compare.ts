import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { institutions } from "./institutions";

/** The schools a signed-in user is comparing (at most four, kept in the order they were added). */
export const compareSelections = pgTable(
  "compare_selections",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    institutionId: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.institutionId] }),
    index("compare_selections_institution_idx").on(t.institutionId),
  ],
);
