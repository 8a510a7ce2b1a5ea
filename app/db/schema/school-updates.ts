/**
 * Where each reported fact of a school comes from, and the people who keep a school's page: its
 * representatives, their confirmation requests, and the updates they propose for review.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { institutions } from "./institutions";
import { userSchoolColumns } from "./user-schools";

/**
 * The provenance of one fact of one school, when the fact has its own (the value stays in its
 * column on `institutions`): stated on the school's own page (the seed's extract, with a quote) or
 * reported by the school and approved by an administrator. A fact without a row here takes the
 * profile's own source and date (an administrator's edit) or the federal file of the row.
 */
export const institutionFactSources = pgTable(
  "institution_fact_sources",
  {
    institutionId: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    /** The public field name (snake_case), e.g. "chapel". */
    field: text().notNull(),
    /**
     * "school_site" (the seed's extract of the school's own page), "authority_site" (the seed's
     * extract of the page of the body that recognises the school) or "school_reported" (approved
     * from a representative).
     */
    kind: text({ enum: ["school_site", "authority_site", "school_reported"] }).notNull(),
    sourceUrl: text().notNull(),
    /** At most 200 characters of the page that state the value (stated facts). */
    quote: text(),
    /** The directory's English translation of a quote in another language; null when the quote is English. */
    quoteEnglish: text(),
    /** The day the page was read, or the day an administrator approved the report. */
    observedOn: date({ mode: "string" }).notNull(),
    reviewerUserId: text().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.field] }),
    check(
      "institution_fact_sources_kind_check",
      sql`${t.kind} in ('school_site', 'authority_site', 'school_reported')`,
    ),
  ],
);

/** A user who speaks for a school: confirmed through an address at its domain, or granted by an administrator. */
export const schoolRepresentatives = pgTable(
  "school_representatives",
  {
    id: serial().primaryKey(),
    ...userSchoolColumns(),
    name: text().notNull(),
    role: text().notNull(),
    /** The school address that was confirmed (null when an administrator granted it without one). */
    email: text(),
    /** "email" (confirmed by link) or "administrator". */
    grantedVia: text({ enum: ["email", "administrator"] }).notNull(),
    grantedByUserId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("school_representatives_user_institution_idx").on(t.userId, t.institutionId),
    index("school_representatives_institution_idx").on(t.institutionId),
  ],
);

/** A request to represent a school, waiting for its confirmation link (stored hashed, used once). */
export const representationRequests = pgTable(
  "representation_requests",
  {
    id: serial().primaryKey(),
    ...userSchoolColumns(),
    name: text().notNull(),
    role: text().notNull(),
    email: text().notNull(),
    /** SHA-256 of the link's token, hex: the token itself is only in the e-mail. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("representation_requests_user_idx").on(t.userId)],
);

/** What a representative sent in one go: facts to change (each with its source) and correction notes. */
export const schoolProposals = pgTable(
  "school_proposals",
  {
    id: serial().primaryKey(),
    institutionId: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** The sender's address when they sent it, for the outcome e-mail and the record. */
    userEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("school_proposals_institution_idx").on(t.institutionId)],
);

export const PROPOSAL_ITEM_STATUSES = ["pending", "approved", "rejected", "acknowledged"] as const;

/** One field of a proposal: a fact with its proposed value and source, or a note on a federal fact. */
export const schoolProposalItems = pgTable(
  "school_proposal_items",
  {
    id: serial().primaryKey(),
    proposalId: integer()
      .notNull()
      .references(() => schoolProposals.id, { onDelete: "cascade" }),
    field: text().notNull(),
    /** "fact" (a proposed value) or "correction" (a note on a federal fact, not editable). */
    kind: text({ enum: ["fact", "correction"] }).notNull(),
    /** The value as it was shown when the proposal was sent, and the proposed one (facts only). */
    currentValue: jsonb(),
    proposedValue: jsonb(),
    sourceUrl: text(),
    note: text(),
    status: text({ enum: PROPOSAL_ITEM_STATUSES }).notNull().default("pending"),
    reason: text(),
    reviewedByUserId: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("school_proposal_items_proposal_idx").on(t.proposalId),
    index("school_proposal_items_pending_idx")
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
    check(
      "school_proposal_items_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'acknowledged')`,
    ),
  ],
);
