/**
 * A school's cost and outcome figures (College Scorecard), each with its source and year and the
 * national median of like institutions beside it. U.S. schools only: the Scorecard covers no other
 * country, so other schools have no figures (null). Tuition is the school's own current fact (the
 * newest source that reports it, app/db/current-facts.ts), the figure its card and page show too.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { SourcedValue } from "~/db/current-facts";
import { institutions } from "~/db/schema/institutions";
import { institutionOutcomes, outcomeMedians } from "~/db/schema/outcomes";
import {
  MEASURE_INFO,
  INSTITUTION_FACT_MEASURES,
  MEDIAN_GROUP_LABELS,
  MOST_RECENT_MEASURES,
  OUTCOME_MEASURES,
  OUTCOME_STATUS_TEXT,
  formatMeasure,
  type OutcomeMeasure,
  type OutcomeStatus,
} from "./outcome-measures";
import type { InstitutionOutcomes, OutcomeFigure } from "./outcomes.schemas";

type OutcomeRow = typeof institutionOutcomes.$inferSelect;
type MedianRow = typeof outcomeMedians.$inferSelect;
type ScorecardMeasure = Exclude<OutcomeMeasure, "tuition_in_state" | "tuition_out_of_state">;

/** The school's tuition, in-state and out-of-state, each with its source and year (null: none). */
export interface TuitionFacts {
  tuition_in_state: SourcedValue<number> | null;
  tuition_out_of_state: SourcedValue<number> | null;
}

const sourced = (value: number | null, source: string | null, year: string | null): SourcedValue<number> | null =>
  value !== null && source ? { value, source, year: year ?? "" } : null;

/** The tuition facts of an institution row. */
export function tuitionFactsOf(row: {
  tuition: number | null;
  tuitionSource: string | null;
  tuitionYear: string | null;
  tuitionOutOfState: number | null;
  tuitionOutOfStateSource: string | null;
  tuitionOutOfStateYear: string | null;
}): TuitionFacts {
  return {
    tuition_in_state: sourced(row.tuition, row.tuitionSource, row.tuitionYear),
    tuition_out_of_state: sourced(row.tuitionOutOfState, row.tuitionOutOfStateSource, row.tuitionOutOfStateYear),
  };
}

/** The stored value of each Scorecard measure (column names differ from the public snake_case names). */
const VALUE_OF: Record<ScorecardMeasure, (row: OutcomeRow) => number | null> = {
  net_price: (row) => row.netPrice,
  net_price_0_30k: (row) => row.netPrice0To30k,
  net_price_30_48k: (row) => row.netPrice30To48k,
  net_price_48_75k: (row) => row.netPrice48To75k,
  net_price_75_110k: (row) => row.netPrice75To110k,
  net_price_110k_plus: (row) => row.netPrice110kPlus,
  graduation_rate: (row) => row.graduationRate,
  retention_rate: (row) => row.retentionRate,
  median_earnings_10yr: (row) => row.medianEarnings10yr,
  median_debt: (row) => row.medianDebt,
  admission_rate: (row) => row.admissionRate,
  undergraduate_enrollment: (row) => row.undergraduateEnrollment,
  pell_share: (row) => row.pellShare,
  student_faculty_ratio: (row) => row.studentFacultyRatio,
};

/** The Most-Recent-Cohorts measures carry the row's `earnings_*` source, the rest the annual file's. */
function sourceOf(row: OutcomeRow, measure: OutcomeMeasure): [string | null, string | null] {
  return MOST_RECENT_MEASURES.has(measure)
    ? [row.earningsSource, row.earningsYear]
    : [row.scorecardSource, row.scorecardYear];
}

/** Why a measure has no value: the source withholds it, it does not apply, or it is not reported. */
function missingStatus(row: OutcomeRow | undefined, measure: OutcomeMeasure): Exclude<OutcomeStatus, "reported"> {
  if (row?.suppressed.includes(measure)) return "privacy_suppressed";
  if (row?.graduateOnly && MEASURE_INFO[measure].undergraduate) return "not_applicable";
  return "not_reported";
}

/** A measure's value with its source and year: the school's own fact for tuition, else its Scorecard row's. */
function valueOf(row: OutcomeRow | undefined, tuition: TuitionFacts, measure: OutcomeMeasure) {
  if (INSTITUTION_FACT_MEASURES.has(measure)) {
    const fact = tuition[measure as keyof TuitionFacts];
    return { raw: fact?.value ?? null, source: fact?.source ?? null, year: fact?.year ?? null };
  }
  if (!row) return { raw: null, source: null, year: null };
  const [source, year] = sourceOf(row, measure);
  return { raw: VALUE_OF[measure as ScorecardMeasure](row), source, year };
}

/**
 * The figures of one school from its Scorecard row (none: every Scorecard measure is not reported)
 * and its tuition facts.
 */
export function outcomeFigures(
  row: OutcomeRow | undefined,
  medians: MedianRow[],
  tuition: TuitionFacts,
): InstitutionOutcomes {
  const figures = OUTCOME_MEASURES.map((measure): OutcomeFigure => {
    const info = MEASURE_INFO[measure];
    const { raw, source, year } = valueOf(row, tuition, measure);
    // No value without a source: a value whose source is missing is not shown.
    const value = raw !== null && source ? raw : null;
    const median = row ? medians.find((m) => m.groupKey === row.medianGroup && m.measure === measure) : undefined;
    const status = value === null ? missingStatus(row, measure) : "reported";
    return {
      measure,
      label: info.label,
      value,
      display:
        value === null
          ? OUTCOME_STATUS_TEXT[status as Exclude<OutcomeStatus, "reported">]
          : formatMeasure(info.unit, value),
      status,
      source: value === null ? null : source,
      source_year: value === null ? null : year,
      national_median: median
        ? {
            value: median.median,
            display: formatMeasure(info.unit, median.median),
            group: MEDIAN_GROUP_LABELS[median.groupKey] ?? median.groupKey,
            institutions: median.institutions,
            source: median.source,
            source_year: median.year,
          }
        : null,
    };
  });
  return { graduate_only: row?.graduateOnly ?? false, figures };
}

/** The figures of each school given (null for a school outside the United States), by id. */
export async function listInstitutionOutcomes(
  db: Database,
  schools: { id: number; country: string }[],
): Promise<Map<number, InstitutionOutcomes | null>> {
  const us = schools.filter((school) => school.country === "United States").map((school) => school.id);
  const result = new Map<number, InstitutionOutcomes | null>(schools.map((school) => [school.id, null]));
  if (!us.length) return result;
  const [rows, medians] = await Promise.all([
    db
      .select({
        id: institutions.id,
        outcomes: institutionOutcomes,
        tuition: institutions.tuition,
        tuitionSource: institutions.tuitionSource,
        tuitionYear: institutions.tuitionYear,
        tuitionOutOfState: institutions.tuitionOutOfState,
        tuitionOutOfStateSource: institutions.tuitionOutOfStateSource,
        tuitionOutOfStateYear: institutions.tuitionOutOfStateYear,
      })
      .from(institutions)
      .leftJoin(institutionOutcomes, eq(institutionOutcomes.institutionId, institutions.id))
      .where(inArray(institutions.id, us)),
    db.select().from(outcomeMedians),
  ]);
  for (const row of rows) {
    result.set(row.id, outcomeFigures(row.outcomes ?? undefined, medians, tuitionFactsOf(row)));
  }
  return result;
}

export async function getInstitutionOutcomes(
  db: Database,
  school: { id: number; country: string },
): Promise<InstitutionOutcomes | null> {
  return (await listInstitutionOutcomes(db, [school])).get(school.id) ?? null;
}
