/** Messages sent through the Contact Us page, kept for administrators to read and answer by e-mail. */
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Where the answer goes. */
    email: text().notNull(),
    /** One of CONTACT_TOPICS (domain/contact/contact.ts). */
    topic: text().notNull(),
    message: text().notNull(),
    /** The account that sent it, when the sender was signed in. */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an administrator marked it answered, and who. */
    handledAt: timestamp({ withTimezone: true }),
    handledByUserId: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
