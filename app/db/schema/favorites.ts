import { index, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { userSchoolColumns } from "./user-schools";

/** The schools a signed-in user has saved. */
export const favorites = pgTable(
  "favorites",
  { ...userSchoolColumns(), createdAt: timestamp({ withTimezone: true }).notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.userId, t.institutionId] }), index("favorites_institution_idx").on(t.institutionId)],
);
