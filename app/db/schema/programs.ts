import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { institutions } from "./institutions";

/**
 * The Classification of Instructional Programs (CIP 2020): every family ("39"), series ("39.06")
 * and program ("39.0602") with its title, and a definition for families and programs.
 */
export const cipCodes = pgTable(
  "cip_codes",
  {
    code: text().primaryKey(),
    title: text().notNull(),
    definition: text(),
  },
  (t) => [check("cip_codes_code_check", sql`${t.code} ~ '^[0-9]{2}([.][0-9]{2}([0-9]{2})?)?$'`)],
);

/**
 * What a U.S. school awarded, as it reported to IPEDS (Completions, first majors): one row per
 * six-digit program and IPEDS award level, with the graduates of each academic year (2024 =
 * July 2023 to June 2024). A null year is one without a row in that year's file; 0 is a program
 * reported without awards. Every row was awarded in at least one of the years.
 */
export const institutionPrograms = pgTable(
  "institution_programs",
  {
    institutionId: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    /** Six digits, as IPEDS writes them: "39.0602". */
    cip: text().notNull(),
    /** The IPEDS award level code (5 bachelor's, 7 master's, ...); app/domain/programs/program-levels.ts names them. */
    awardLevel: smallint().notNull(),
    graduates2020: integer("graduates_2020"),
    graduates2021: integer("graduates_2021"),
    graduates2022: integer("graduates_2022"),
    graduates2023: integer("graduates_2023"),
    graduates2024: integer("graduates_2024"),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.cip, t.awardLevel] }),
    // The schools of a program, and of its series and family (a prefix of the code).
    index("institution_programs_cip_idx").using("btree", sql`${t.cip} text_pattern_ops`, t.awardLevel),
    check("institution_programs_cip_check", sql`${t.cip} ~ '^[0-9]{2}[.][0-9]{4}$'`),
  ],
);

/**
 * Earnings and debt of a school's graduates by field (four-digit CIP series) and credential, from
 * the College Scorecard's Field of Study file (whole dollars; null: not reported or withheld by the
 * source). `credentialLevel` is the Scorecard's own (1 undergraduate certificate ... 8 graduate
 * certificate), not an IPEDS award level.
 */
export const institutionFieldOutcomes = pgTable(
  "institution_field_outcomes",
  {
    institutionId: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    /** Four digits: "39.06". */
    cip4: text().notNull(),
    credentialLevel: smallint().notNull(),
    earnings1yr: integer("earnings_1yr"),
    earnings4yr: integer("earnings_4yr"),
    debtMedian: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.cip4, t.credentialLevel] }),
    check("institution_field_outcomes_cip4_check", sql`${t.cip4} ~ '^[0-9]{2}[.][0-9]{2}$'`),
    check("institution_field_outcomes_credential_check", sql`${t.credentialLevel} between 1 and 8`),
  ],
);

/**
 * The CIP families and undergraduate awards a school offers through an exclusively
 * distance-education program, as the College Scorecard institution file reports them (its
 * CIPxxCERT1, CERT2, ASSOC, CERT4 and BACHL columns).
 */
export const institutionOnlineFields = pgTable(
  "institution_online_fields",
  {
    institutionId: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    /** Two digits: "39". */
    cipFamily: text().notNull(),
    /** CERT1, CERT2, ASSOC, CERT4 or BACHL. */
    award: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.cipFamily, t.award] }),
    check("institution_online_fields_award_check", sql`${t.award} in ('CERT1', 'CERT2', 'ASSOC', 'CERT4', 'BACHL')`),
  ],
);
