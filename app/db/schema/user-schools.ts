import { integer, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { institutions } from "./institutions";

/**
 * The two columns that tie a user to a school (favorites, the compare list, a school's
 * representatives and their requests): removed with the user or with the school. A function, so
 * that each table gets columns of its own.
 */
export const userSchoolColumns = () => ({
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  institutionId: integer()
    .notNull()
    .references(() => institutions.id, { onDelete: "cascade" }),
});
