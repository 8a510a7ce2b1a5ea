import { sql } from "drizzle-orm";
import { boolean, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { institutions } from "./institutions";

/**
 * Cost after aid and outcomes of a U.S. school, as the College Scorecard reports them (one row per
 * school the Scorecard holds). Rates are fractions (0.8655); money is whole dollars a year. An empty
 * measure is one the source does not report, unless `suppressed` names it (the source withholds it
 * for privacy) or the school is graduate-only (undergraduate measures do not apply). Tuition is
 * not here: it is a fact of the institution row (its newest source, app/db/current-facts.ts).
 */
export const institutionOutcomes = pgTable("institution_outcomes", {
  institutionId: integer()
    .primaryKey()
    .references(() => institutions.id, { onDelete: "cascade" }),
  /** IPEDS category "graduate-only": the undergraduate measures do not apply. */
  graduateOnly: boolean().notNull().default(false),
  /** The national medians the figures are set beside (outcome_medians.group_key). */
  medianGroup: text().notNull(),
  graduationRate: doublePrecision(),
  retentionRate: doublePrecision(),
  medianEarnings10yr: integer("median_earnings_10yr"),
  medianDebt: integer(),
  netPrice: integer(),
  netPrice0To30k: integer("net_price_0_30k"),
  netPrice30To48k: integer("net_price_30_48k"),
  netPrice48To75k: integer("net_price_48_75k"),
  netPrice75To110k: integer("net_price_75_110k"),
  netPrice110kPlus: integer("net_price_110k_plus"),
  admissionRate: doublePrecision(),
  undergraduateEnrollment: integer(),
  pellShare: doublePrecision(),
  studentFacultyRatio: integer(),
  /** The measures (snake_case names) the source withholds for privacy. */
  suppressed: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Source and year of every measure but the earnings: "College Scorecard institution file", "2023-24". */
  scorecardSource: text(),
  scorecardYear: text(),
  /** Source and year of the median earnings. */
  earningsSource: text(),
  earningsYear: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The national median of each measure, per group of like institutions, with its source. */
export const outcomeMedians = pgTable(
  "outcome_medians",
  {
    groupKey: text().notNull(),
    measure: text().notNull(),
    median: doublePrecision().notNull(),
    /** How many institutions the median is taken over. */
    institutions: integer().notNull(),
    source: text().notNull(),
    year: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupKey, t.measure] })],
);
