import { index, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { userSchoolColumns } from "./user-schools";

/** The schools a signed-in user is comparing (at most four, kept in the order they were added). */
export const compareSelections = pgTable(
  "compare_selections",
  { ...userSchoolColumns(), addedAt: timestamp({ withTimezone: true }).notNull().defaultNow() },
  (t) => [
    primaryKey({ columns: [t.userId, t.institutionId] }),
    index("compare_selections_institution_idx").on(t.institutionId),
  ],
);
