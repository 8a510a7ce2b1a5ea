/**
 * The current value of every fact the seed holds from more than one source, for each US row,
 * chosen by the one rule of app/db/current-facts.ts (the newest source that reports it; an older
 * one, with its older year, only where the newer have nothing), and written with its source and
 * year to data/seed/institution-facts.csv. The build also puts the values into institutions.csv
 * (`withCurrentFacts`), so a first start, the descriptions and the later seed batches agree.
 *
 * | fact | sources, newest first |
 * | --- | --- |
 * | tuition (in-state) | College Scorecard 2023-24 TUITIONFEE_IN; IPEDS DRVIC2021 (2021-22); College Scorecard 2022 release TUITIONFEE_IN (2020-21) |
 * | tuition out-of-state | College Scorecard 2023-24 TUITIONFEE_OUT; College Scorecard 2022 release TUITIONFEE_OUT (2020-21) |
 * | accreditor | College Scorecard 2023-24 ACCREDAGENCY; College Scorecard 2022 release ACCREDAGENCY |
 * | enrolment | College Scorecard 2023-24 UGDS (undergraduates); IPEDS DRVEF2022 (all students, fall 2022); IPEDS DRVEF122021 (12-month headcount, 2020-21) |
 * | online only | IPEDS IC2023 (2023-24); College Scorecard 2023-24 DISTANCEONLY (the same year, copied from IPEDS: it fills only what IC2023 lacks) |
 * | federal student aid | IPEDS HD2024 OPEFLAG (2024-25): 1-3 takes part in Title IV, 5-6 does not (`title_iv_federal_aid` of ../shared/data) |
 *
 * The Scorecard's undergraduate count is the school's enrolment only where it has undergraduates:
 * a count of 0 (a graduate school) says nothing about how many students it has, so the IPEDS
 * headcount of all students stands there, labelled as such.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import {
  CURRENT_FACT_SEED_COLUMNS,
  IPEDS_DIRECTORY_SOURCE,
  newestReported,
  type Candidate,
  type EnrollmentMeasure,
  type SourcedValue,
} from "../app/db/current-facts";
import { isValue, SCORECARD_SOURCE, SCORECARD_YEAR } from "./scorecard-outcomes";

type Row = Record<string, string>;

/**
 * The sources, as the pages name them, and the year each reports (the IPEDS surveys: DRVIC2021
 * tuition, DRVEF2022 fall enrolment, DRVEF122021 12-month enrolment, IC2023 distance education;
 * the Scorecard's 2022 release is its Most-Recent-Cohorts file, whose tuition is of 2020-21).
 */
export const FACT_SOURCES = {
  scorecard: { source: SCORECARD_SOURCE, year: SCORECARD_YEAR },
  scorecard2022Tuition: { source: "College Scorecard 2022 release", year: "2020-21" },
  scorecard2022Accreditor: { source: "College Scorecard 2022 release", year: "2022" },
  ipedsTuition: { source: "IPEDS tuition and fees survey", year: "2021-22" },
  ipedsFallEnrollment: { source: "IPEDS fall enrollment survey", year: "fall 2022" },
  ipeds12MonthEnrollment: { source: "IPEDS 12-month enrollment survey", year: "2020-21" },
  ipedsDistanceOnly: { source: "IPEDS institutional characteristics survey", year: "2023-24" },
  // What the answer is about goes with the source's name: a school outside Title IV may still give aid of its own.
  ipedsFederalAid: {
    source: `${IPEDS_DIRECTORY_SOURCE.source}, federal student aid (Title IV)`,
    year: IPEDS_DIRECTORY_SOURCE.year,
  },
} as const;

export interface Enrollment {
  count: number;
  measure: EnrollmentMeasure;
}

export interface CurrentFacts {
  tuition: SourcedValue<number> | null;
  tuition_out_of_state: SourcedValue<number> | null;
  accreditor: SourcedValue<string> | null;
  student_body_size: SourcedValue<Enrollment> | null;
  online_programs: SourcedValue<boolean> | null;
  financial_aid_available: SourcedValue<boolean> | null;
}

export interface FactSources {
  /** The Scorecard 2023-24 extract (data/sources/college-scorecard/scorecard-2023-24.csv), by UNITID. */
  scorecard: Map<string, Row>;
  /** The Scorecard 2022 release as ../shared/data keeps it (its tuition columns), by UNITID. */
  scorecard2022: Map<string, Row>;
}

const root = path.resolve(import.meta.dirname, "..");

/** The sources beside the federal rows: the repository's Scorecard extract and the 2022 release. */
export function readFactSources(sharedData: string): FactSources {
  const byUnitid = (rows: Row[]) => new Map(rows.map((row) => [row.UNITID!, row]));
  const scorecard = parse(readFileSync(path.join(root, "data/sources/college-scorecard/scorecard-2023-24.csv")), {
    columns: true,
  }) as Row[];
  const release2022 = parse(
    gunzipSync(readFileSync(path.join(sharedData, "source/scorecard_accreditor_tuition.csv.gz"))),
    {
      columns: true,
      bom: true,
    },
  ) as Row[];
  return { scorecard: byUnitid(scorecard), scorecard2022: byUnitid(release2022) };
}

const dollars = (value: string | undefined) => (isValue(value) ? Math.round(Number(value)) : null);
const named = (value: string | undefined) =>
  value && !["NA", "NULL", "PrivacySuppressed"].includes(value.trim()) ? value.trim() : null;
const yesNo = (value: string | undefined) => (value === "true" ? true : value === "false" ? false : null);
const from = <T>(origin: { source: string; year: string }, value: T | null): Candidate<T> => ({ ...origin, value });

/** Every fact of one US row (a row of ../shared/data/institutions.csv), by the rule. */
export function currentFactsOf(row: Row, sources: FactSources): CurrentFacts {
  const card = sources.scorecard.get(row.source_id!) ?? {};
  const release2022 = sources.scorecard2022.get(row.source_id!) ?? {};
  const ugds = dollars(card.UGDS);
  const size = row.student_body_size ? Math.round(Number(row.student_body_size)) : null;
  const twelveMonth = row.student_body_size_basis?.includes("12-month") ?? false;
  const distanceOnly = card.DISTANCEONLY === "1" ? true : card.DISTANCEONLY === "0" ? false : null;
  return {
    tuition: newestReported([
      from(FACT_SOURCES.scorecard, dollars(card.TUITIONFEE_IN)),
      from(FACT_SOURCES.ipedsTuition, row.tuition_year === "2021-22" ? dollars(row.tuition) : null),
      from(FACT_SOURCES.scorecard2022Tuition, dollars(release2022.TUITIONFEE_IN)),
    ]),
    tuition_out_of_state: newestReported([
      from(FACT_SOURCES.scorecard, dollars(card.TUITIONFEE_OUT)),
      from(FACT_SOURCES.scorecard2022Tuition, dollars(release2022.TUITIONFEE_OUT)),
    ]),
    accreditor: newestReported([
      from(FACT_SOURCES.scorecard, named(card.ACCREDAGENCY)),
      // The 2022 release as ../shared/data spells it (one misspelt agency name corrected there).
      from(FACT_SOURCES.scorecard2022Accreditor, named(row.accreditation)),
    ]),
    student_body_size: newestReported([
      from<Enrollment>(FACT_SOURCES.scorecard, ugds ? { count: ugds, measure: "undergraduate" } : null),
      from<Enrollment>(
        FACT_SOURCES.ipedsFallEnrollment,
        size !== null && !twelveMonth ? { count: size, measure: "total" } : null,
      ),
      from<Enrollment>(
        FACT_SOURCES.ipeds12MonthEnrollment,
        size !== null && twelveMonth ? { count: size, measure: "twelve_month" } : null,
      ),
    ]),
    online_programs: newestReported([
      from(FACT_SOURCES.ipedsDistanceOnly, row.online_only ? row.online_only === "true" : null),
      from(FACT_SOURCES.scorecard, distanceOnly),
    ]),
    financial_aid_available: newestReported([from(FACT_SOURCES.ipedsFederalAid, yesNo(row.title_iv_federal_aid))]),
  };
}

/** "undergraduate students in 2023-24 (College Scorecard)": what the description says was counted. */
function enrolledPhrase(fact: SourcedValue<Enrollment>): string {
  switch (fact.value.measure) {
    case "undergraduate":
      return `undergraduate students in ${fact.year} (College Scorecard)`;
    case "total":
      return `students in ${fact.year}`;
    case "twelve_month":
      return `students over the ${fact.year} academic year (12-month headcount)`;
  }
}

/**
 * The federal row with its many-source columns holding their current values, so the seed row and
 * its description read them: tuition and its year, the accreditor, the enrolment (and, in
 * `student_body_size_basis`, the phrase the description uses for it), the online-only flag and
 * the federal-aid flag.
 */
export function withCurrentFacts(row: Row, facts: CurrentFacts): Row {
  return {
    ...row,
    tuition: facts.tuition ? String(facts.tuition.value) : "",
    tuition_year: facts.tuition?.year ?? "",
    accreditation: facts.accreditor?.value ?? "",
    student_body_size: facts.student_body_size ? String(facts.student_body_size.value.count) : "",
    student_body_size_basis: facts.student_body_size ? enrolledPhrase(facts.student_body_size) : "",
    online_only: facts.online_programs ? String(facts.online_programs.value) : "",
    title_iv_federal_aid: facts.financial_aid_available ? String(facts.financial_aid_available.value) : "",
  };
}

/** One row of data/seed/institution-facts.csv: each fact's value, source and year ("" for none). */
export function factSeedRow(sourceId: string, facts: CurrentFacts): Record<string, string> {
  const parts = <T>(fact: SourcedValue<T> | null, value: (v: T) => string) =>
    fact ? [value(fact.value), fact.source, fact.year] : ["", "", ""];
  const size = facts.student_body_size;
  const values = [
    sourceId,
    ...parts(facts.tuition, String),
    ...parts(facts.tuition_out_of_state, String),
    ...parts(facts.accreditor, (name) => name),
    size ? String(size.value.count) : "",
    size?.value.measure ?? "",
    size?.source ?? "",
    size?.year ?? "",
    ...parts(facts.online_programs, String),
    ...parts(facts.financial_aid_available, String),
  ];
  return Object.fromEntries(CURRENT_FACT_SEED_COLUMNS.map((column, i) => [column, values[i]!]));
}

const output = path.join(root, "data/seed/institution-facts.csv");

/** Writes data/seed/institution-facts.csv; returns how many rows take each fact from which source. */
export function writeCurrentFactsSeed(facts: Map<string, CurrentFacts>) {
  const rows = [...facts].map(([sourceId, current]) => factSeedRow(sourceId, current));
  writeFileSync(output, stringify(rows, { header: true, columns: [...CURRENT_FACT_SEED_COLUMNS] }));
  const bySource = (fact: keyof CurrentFacts) => {
    const counts = new Map<string, number>();
    for (const current of facts.values()) {
      const chosen = current[fact];
      const key = chosen ? `${chosen.source} ${chosen.year}` : "none";
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, count]) => `${count} ${key}`).join("; ");
  };
  return bySource;
}
