/**
 * The community hub's own content: discussions that signed-in people start and answer in the
 * forums, the reports they make about a post, and the events administrators schedule.
 */
import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A discussion: its opening post and the figures its forum's list shows. */
export const forumThreads = pgTable(
  "forum_threads",
  {
    id: serial().primaryKey(),
    /** One of FORUMS' slugs (domain/community/community.ts). */
    forum: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** An account's posts go with the account. */
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The newest visible post's time (the opening one's until someone answers). */
    lastPostAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Visible replies. */
    replyCount: integer().notNull().default(0),
    /** Set when its author last changed the title or the message. */
    editedAt: timestamp({ withTimezone: true }),
    /** Set when a moderator hid the discussion, and who. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenByUserId: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("forum_threads_forum_idx").on(t.forum, t.lastPostAt)],
);

/** An answer in a discussion. */
export const forumReplies = pgTable(
  "forum_replies",
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    body: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when its author last changed it. */
    editedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenByUserId: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("forum_replies_thread_idx").on(t.threadId, t.createdAt)],
);

/** A signed-in person's report of a post (a discussion's opening post when replyId is null), once per person and post. */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    replyId: integer().references(() => forumReplies.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    /**
     * The post's words when it was reported (the title only for a discussion), so that the
     * moderators see what was reported after its author changed it. Null for a report made before
     * the words were kept of a post its author had changed by then.
     */
    reportedTitle: text(),
    reportedBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a moderator dealt with it (hid the post or kept it), and who. */
    handledAt: timestamp({ withTimezone: true }),
    handledByUserId: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("forum_reports_once").on(t.userId, t.threadId, t.replyId).nullsNotDistinct(),
    index("forum_reports_open_idx").on(t.handledAt, t.createdAt),
  ],
);

/** An event on the community hub's calendar, scheduled by an administrator or editor. */
export const communityEvents = pgTable(
  "community_events",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** One of EVENT_KINDS (domain/community/community.ts). */
    kind: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The IANA time zone the times were entered in and are shown in (America/Chicago). */
    timeZone: text().notNull(),
    description: text().notNull(),
    /** Where to join or register (https), when there is such a page. */
    url: text(),
    createdByUserId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("community_events_ends_idx").on(t.endsAt)],
);
