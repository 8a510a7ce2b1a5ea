/**
 * A school's cost and outcome figures (College Scorecard), each with its source and year and the
 * national median of like institutions beside it. U.S. schools only: the Scorecard covers no other
 * country, so other schools have no figures (null).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { institutionOutcomes, outcomeMedians } from "~/db/schema/outcomes";
import {
  MEASURE_INFO,
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

/** The stored value of each measure (column names differ from the public snake_case names). */
const VALUE_OF: Record<OutcomeMeasure, (row: OutcomeRow) => number | null> = {
  net_price: (row) => row.netPrice,
  net_price_0_30k: (row) => row.netPrice0To30k,
  net_price_30_48k: (row) => row.netPrice30To48k,
  net_price_48_75k: (row) => row.netPrice48To75k,
  net_price_75_110k: (row) => row.netPrice75To110k,
  net_price_110k_plus: (row) => row.netPrice110kPlus,
  tuition_in_state: (row) => row.tuitionInState,
  tuition_out_of_state: (row) => row.tuitionOutOfState,
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

/** The figures of one school from its row (none: every measure is not reported). */
export function outcomeFigures(row: OutcomeRow | undefined, medians: MedianRow[]): InstitutionOutcomes {
  const figures = OUTCOME_MEASURES.map((measure): OutcomeFigure => {
    const info = MEASURE_INFO[measure];
    const raw = row ? VALUE_OF[measure](row) : null;
    const [source, year] = row ? sourceOf(row, measure) : [null, null];
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
    db.select().from(institutionOutcomes).where(inArray(institutionOutcomes.institutionId, us)),
    db.select().from(outcomeMedians),
  ]);
  const byId = new Map(rows.map((row) => [row.institutionId, row]));
  for (const id of us) result.set(id, outcomeFigures(byId.get(id), medians));
  return result;
}

export async function getInstitutionOutcomes(
  db: Database,
  school: { id: number; country: string },
): Promise<InstitutionOutcomes | null> {
  return (await listInstitutionOutcomes(db, [school])).get(school.id) ?? null;
}
