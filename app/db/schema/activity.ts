import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const ANALYTICS_EVENT_KINDS = ["search", "institution_view", "article_view", "signup"] as const;

/** Anonymous usage events behind the admin analytics: no user id, no IP, no user agent. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text({ enum: ANALYTICS_EVENT_KINDS }).notNull(),
    /** Normalised search query, or the slug of the viewed page. */
    subject: text(),
    institutionId: integer(),
    articleId: integer(),
    /** Random id of one browsing visit (a session cookie), never linked to an account. */
    visitId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_kind_created_idx").on(t.kind, t.createdAt)],
);

/** Every change made in the admin area: who, what, which record, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    summary: text().notNull(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_actor_idx").on(t.actorUserId)],
);
