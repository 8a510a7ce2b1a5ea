// What we keep about a person beyond the auth tables: their profile and, for staff, an admin role.
import { sql } from "drizzle-orm";
import { boolean, check, date, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text().notNull(),
    userType: text().notNull(),
    dateOfBirth: date({ mode: "string" }),
    isOver18: boolean().notNull().default(false),
    hasParentalConsent: boolean().notNull().default(false),
    parentalConsentAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    dataProcessingConsentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "user_profiles_user_type_check",
      sql`${t.userType} in ('high_school_student', 'career_switcher', 'ministry_student', 'parent', 'educator')`,
    ),
  ],
);

const ADMIN_ROLES = ["super_admin", "admin", "editor"] as const;

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ADMIN_ROLES }).notNull().default("admin"),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("admin_users_role_check", sql`${t.role} in ('super_admin', 'admin', 'editor')`)],
);
