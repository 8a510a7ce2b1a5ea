/**
 * Cost and outcome measures for the seed (data/seed/institution-outcomes.csv and
 * data/seed/outcome-medians.csv) from the College Scorecard extracts in
 * data/sources/college-scorecard/ (see the README there). Pure functions, so the seed build and its
 * test share them.
 *
 * - Every measure of the 2023-24 Scorecard institution file is read for the row's level: 4-year
 *   institutions use the 4-year completion and retention columns, 2-year institutions the
 *   less-than-4-year ones. Net prices are the private not-for-profit columns (every directory row is
 *   private not-for-profit).
 * - Median earnings and median debt come from the May 2025 Most-Recent-Cohorts file, with their own
 *   source and year (the row's `earnings_source` and `earnings_year` name that file).
 * - A value the source marks "PrivacySuppressed" is listed in `suppressed`, not given a number.
 * - IPEDS category 1 (graduate-only) marks `graduate_only`; the page then says that an empty
 *   undergraduate measure does not apply, instead of "Not reported".
 * - Median debt (GRAD_DEBT_MDN) covers only the bachelor's-level colleges its carrier kept (see the
 *   README there); other rows say "Not reported", and no national median is given for it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { INSTITUTION_FACT_MEASURES, MOST_RECENT_MEASURES } from "~/domain/outcomes/outcome-measures";

type Row = Record<string, string>;

/** The columns kept from the Scorecard 2023-24 file. */
export const SCORECARD_COLUMNS = [
  "UNITID",
  "INSTNM",
  "ICLEVEL",
  "CONTROL",
  "C150_4",
  "C150_L4",
  "RET_FT4",
  "RET_FTL4",
  "NPT4_PRIV",
  "NPT41_PRIV",
  "NPT42_PRIV",
  "NPT43_PRIV",
  "NPT44_PRIV",
  "NPT45_PRIV",
  "ADM_RATE",
  "UGDS",
  "PCTPELL",
  "STUFACR",
  "TUITIONFEE_IN",
  "TUITIONFEE_OUT",
  // Facts the directory also holds from older sources (app/db/current-facts.ts picks the newest).
  "ACCREDAGENCY",
  "DISTANCEONLY",
] as const;

/** The measures, in the order of the seed file; each names its Scorecard column per level. */
export const OUTCOME_MEASURES = {
  graduation_rate: { four: "C150_4", two: "C150_L4" },
  retention_rate: { four: "RET_FT4", two: "RET_FTL4" },
  median_earnings_10yr: { four: "MD_EARN_WNE_P10", two: "MD_EARN_WNE_P10" },
  median_debt: { four: "GRAD_DEBT_MDN", two: "GRAD_DEBT_MDN" },
  net_price: { four: "NPT4_PRIV", two: "NPT4_PRIV" },
  net_price_0_30k: { four: "NPT41_PRIV", two: "NPT41_PRIV" },
  net_price_30_48k: { four: "NPT42_PRIV", two: "NPT42_PRIV" },
  net_price_48_75k: { four: "NPT43_PRIV", two: "NPT43_PRIV" },
  net_price_75_110k: { four: "NPT44_PRIV", two: "NPT44_PRIV" },
  net_price_110k_plus: { four: "NPT45_PRIV", two: "NPT45_PRIV" },
  admission_rate: { four: "ADM_RATE", two: "ADM_RATE" },
  undergraduate_enrollment: { four: "UGDS", two: "UGDS" },
  pell_share: { four: "PCTPELL", two: "PCTPELL" },
  student_faculty_ratio: { four: "STUFACR", two: "STUFACR" },
  tuition_in_state: { four: "TUITIONFEE_IN", two: "TUITIONFEE_IN" },
  tuition_out_of_state: { four: "TUITIONFEE_OUT", two: "TUITIONFEE_OUT" },
} as const;

export type OutcomeMeasure = keyof typeof OUTCOME_MEASURES;
const MEASURES = Object.keys(OUTCOME_MEASURES) as OutcomeMeasure[];
/** The measures of the outcomes seed: tuition is an institution fact (scripts/current-facts.ts). */
export type SeedMeasure = Exclude<OutcomeMeasure, "tuition_in_state" | "tuition_out_of_state">;
export const SEED_MEASURES = MEASURES.filter((measure) => !INSTITUTION_FACT_MEASURES.has(measure)) as SeedMeasure[];

/** The groups national medians are computed over: private not-for-profit institutions by level. */
export const MEDIAN_GROUPS = (["four", "two"] as const).map((level) => ({
  key: level === "four" ? "private-nonprofit-4-year" : "private-nonprofit-2-year",
  iclevel: level === "four" ? "1" : "2",
  columns: Object.fromEntries(
    // Debt's carrier keeps only some colleges (see the README), so it has no national median.
    MEASURES.filter((measure) => measure !== "median_debt").map((measure) => [
      measure,
      OUTCOME_MEASURES[measure][level],
    ]),
  ) as Record<string, string>,
}));

export const SCORECARD_SOURCE = "College Scorecard institution file";
export const SCORECARD_YEAR = "2023-24";
export const EARNINGS_SOURCE = "College Scorecard Most-Recent-Cohorts file";
export const EARNINGS_YEAR = "2025";

export const OUTCOME_SEED_COLUMNS = [
  "source_id",
  "graduate_only",
  "median_group",
  ...SEED_MEASURES,
  "suppressed",
  "scorecard_source",
  "scorecard_year",
  "earnings_source",
  "earnings_year",
] as const;

export const MEDIAN_SEED_COLUMNS = ["group", "measure", "median", "institutions", "source", "year"] as const;

export type OutcomeSeedRow = Record<(typeof OUTCOME_SEED_COLUMNS)[number], string>;

/** The middle value (mean of the two middle ones for an even count), or null for no values. */
export function medianOf(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median * 10000) / 10000;
}

const sourcesDir = path.resolve(import.meta.dirname, "../data/sources/college-scorecard");

function readCsv(file: string): Row[] {
  return parse(readFileSync(path.join(sourcesDir, file)), { columns: true, skip_empty_lines: true }) as Row[];
}

export function readScorecardSources() {
  return {
    scorecard: readCsv("scorecard-2023-24.csv"),
    earnings: readCsv("earnings-most-recent-cohorts-2025.csv"),
    debt: readCsv("debt-most-recent-cohorts-2025.csv"),
    categories: readCsv("ipeds-hd2024-instcat.csv"),
    medians: readCsv("national-medians.csv"),
  };
}

const isSuppressed = (value: string | undefined) => value === "PrivacySuppressed" || value === "PS";
/** A number the source reports (not "NA", "NULL" or privacy-suppressed). */
export const isValue = (value: string | undefined): value is string =>
  !!value && value !== "NA" && value !== "NULL" && !isSuppressed(value) && Number.isFinite(Number(value));

/** One seed row per directory UNITID the Scorecard file holds, in the order of `unitids`. */
export function joinOutcomes(
  unitids: string[],
  sources: ReturnType<typeof readScorecardSources>,
): Map<string, OutcomeSeedRow> {
  const scorecard = new Map(sources.scorecard.map((row) => [row.UNITID!, row]));
  const earnings = new Map(sources.earnings.map((row) => [row.UNITID!, row]));
  const debt = new Map(sources.debt.map((row) => [row.UNITID!, row]));
  const graduateOnly = new Set(sources.categories.filter((row) => row.INSTCAT === "1").map((row) => row.UNITID!));
  const result = new Map<string, OutcomeSeedRow>();
  for (const unitid of unitids) {
    const card = scorecard.get(unitid);
    if (!card) continue;
    const level = card.ICLEVEL === "2" ? "two" : "four";
    // The measures of the Most-Recent-Cohorts file, by column: earnings and debt.
    const recent = { ...earnings.get(unitid), ...debt.get(unitid) };
    const row: Partial<OutcomeSeedRow> = {
      source_id: unitid,
      graduate_only: String(graduateOnly.has(unitid)),
      median_group: MEDIAN_GROUPS.find((group) => group.iclevel === (level === "two" ? "2" : "1"))!.key,
    };
    const suppressed: string[] = [];
    for (const measure of SEED_MEASURES) {
      const column = OUTCOME_MEASURES[measure][level];
      const raw = MOST_RECENT_MEASURES.has(measure) ? recent[column] : card[column];
      row[measure] = isValue(raw) ? String(Number(raw)) : "";
      if (isSuppressed(raw)) suppressed.push(measure);
    }
    const hasScorecardValue = SEED_MEASURES.some((m) => !MOST_RECENT_MEASURES.has(m) && row[m]);
    const hasRecentValue = [...MOST_RECENT_MEASURES].some((m) => row[m as SeedMeasure]);
    row.suppressed = suppressed.join("|");
    row.scorecard_source = hasScorecardValue ? SCORECARD_SOURCE : "";
    row.scorecard_year = hasScorecardValue ? SCORECARD_YEAR : "";
    row.earnings_source = hasRecentValue ? EARNINGS_SOURCE : "";
    row.earnings_year = hasRecentValue ? EARNINGS_YEAR : "";
    result.set(unitid, row as OutcomeSeedRow);
  }
  return result;
}

/** The national medians with the source each was computed from. */
export function medianRows(medians: Row[]): Record<(typeof MEDIAN_SEED_COLUMNS)[number], string>[] {
  return medians
    .filter((row) => row.median)
    .map((row) => ({
      group: row.group!,
      measure: row.measure!,
      median: row.median!,
      institutions: row.institutions!,
      source: MOST_RECENT_MEASURES.has(row.measure as OutcomeMeasure) ? EARNINGS_SOURCE : SCORECARD_SOURCE,
      year: MOST_RECENT_MEASURES.has(row.measure as OutcomeMeasure) ? EARNINGS_YEAR : SCORECARD_YEAR,
    }));
}

const seedDir = path.resolve(import.meta.dirname, "../data/seed");

/**
 * Writes data/seed/institution-outcomes.csv (one row per directory UNITID the Scorecard holds) and
 * data/seed/outcome-medians.csv; returns the counts the build prints.
 */
export function writeOutcomeSeed(unitids: string[]) {
  const sources = readScorecardSources();
  const rows = [...joinOutcomes(unitids, sources).values()];
  const medians = medianRows(sources.medians);
  writeFileSync(
    path.join(seedDir, "institution-outcomes.csv"),
    stringify(rows, { header: true, columns: [...OUTCOME_SEED_COLUMNS] }),
  );
  writeFileSync(
    path.join(seedDir, "outcome-medians.csv"),
    stringify(medians, { header: true, columns: [...MEDIAN_SEED_COLUMNS] }),
  );
  const count = (measure: SeedMeasure) => rows.filter((row) => row[measure]).length;
  return { joined: rows.length, of: unitids.length, count, medians: medians.length };
}
