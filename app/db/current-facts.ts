/**
 * One current value per fact. The directory holds some facts about a school from more than one
 * source (tuition in-state and out-of-state, the accreditor, enrolment, whether every programme is
 * offered online, whether it takes part in federal student aid), and a page must never show two figures for one fact. One rule picks the value:
 *
 * - the newest source that reports the fact for that school wins, and the value keeps that
 *   source's name and year;
 * - an older source is used only where every newer one has nothing for the school, and then the
 *   value carries the older source and its (older) year, so the page can say how old it is;
 * - between sources of the same year, the one listed first wins (the publisher before a file that
 *   copies it);
 * - an administrator's edit is a source too, dated by the year of the edit: it stays the value
 *   until a source of a later year reports the fact, and that source then replaces it.
 *
 * The seed build picks the values with `newestReported` (scripts/current-facts.ts), the seed
 * applies them to the institution rows with `replacesEdit` (seed-current-facts.server.ts), and the
 * cards, the institution page, compare, the search index's sorts, filters and facets and the JSON
 * API all read those columns (decision 024). Plain functions and data: shared by the seed scripts,
 * the database seed and the domain.
 */
import type { institutions } from "./schema/institutions";

/** A value with the source that reports it and that source's year ("2023-24", "fall 2022"). */
export interface SourcedValue<T> {
  value: T;
  source: string;
  year: string;
}

/** What a source says about a fact: a value, or nothing (null) for this school. */
export type Candidate<T> = SourcedValue<T | null> | null | undefined;

/**
 * How new a source's year is, as the calendar year it starts in: "2023-24" and "fall 2023" are
 * 2023, "2026" (an administrator's edit) is 2026; null when the text names no year.
 */
export function yearKey(year: string | null | undefined): number | null {
  const match = year?.match(/\b(\d{4})\b/);
  return match ? Number(match[1]) : null;
}

/**
 * The rule: of the candidates that report a value, the one whose source is newest (the first of
 * those with the same year); null when none reports one.
 */
export function newestReported<T>(candidates: readonly Candidate<T>[]): SourcedValue<T> | null {
  let best: SourcedValue<T> | null = null;
  let bestKey = -Infinity;
  for (const candidate of candidates) {
    if (!candidate || candidate.value === null || candidate.value === undefined) continue;
    const key = yearKey(candidate.year) ?? -Infinity;
    if (best === null || key > bestKey) {
      best = candidate as SourcedValue<T>;
      bestKey = key;
    }
  }
  return best;
}

/**
 * Whether a source of `sourceYear` replaces an administrator's value: only a source of a later
 * year than the edit. `editYear` is the year recorded with the edit; a value edited before years
 * were recorded is dated by the row's last change (`changedAt`).
 */
export function replacesEdit(sourceYear: string | null, editYear: string | null, changedAt: Date): boolean {
  const source = yearKey(sourceYear);
  if (source === null) return false;
  return source > (yearKey(editYear) ?? changedAt.getFullYear());
}

/** The year an administrator's edit is dated by: the calendar year it is made in. */
export function editYear(at: Date = new Date()): string {
  return String(at.getFullYear());
}

/**
 * IPEDS's directory file of the 2024-25 collection: the campus's locale, and whether the school takes
 * part in federal student aid (its OPEFLAG). The seed's only source for both.
 */
export const IPEDS_DIRECTORY_SOURCE = { source: "IPEDS directory file (HD2024)", year: "2024-25" } as const;

/**
 * The facts the rule governs, by their column (and `edited_fields`) name. Each has a
 * `<fact>_source` and a `<fact>_year` column beside its value.
 */
export const CURRENT_FACTS = [
  "tuition",
  "tuition_out_of_state",
  "accreditor",
  "student_body_size",
  "online_programs",
  "financial_aid_available",
] as const;
export type CurrentFact = (typeof CURRENT_FACTS)[number];

type Row = typeof institutions.$inferSelect;

/** Each fact's columns in the institution row: its value, its source and that source's year. */
export const FACT_COLUMNS = {
  tuition: ["tuition", "tuitionSource", "tuitionYear"],
  tuition_out_of_state: ["tuitionOutOfState", "tuitionOutOfStateSource", "tuitionOutOfStateYear"],
  accreditor: ["accreditor", "accreditorSource", "accreditorYear"],
  student_body_size: ["studentBodySize", "studentBodySizeSource", "studentBodySizeYear"],
  online_programs: ["onlinePrograms", "onlineProgramsSource", "onlineProgramsYear"],
  financial_aid_available: ["financialAidAvailable", "financialAidAvailableSource", "financialAidAvailableYear"],
} as const satisfies Record<CurrentFact, readonly [keyof Row, keyof Row, keyof Row]>;

/**
 * What enrolment figure a school's student body size is: its undergraduates (College Scorecard),
 * its fall headcount of all students, or its unduplicated headcount over a year (IPEDS).
 */
export const ENROLLMENT_MEASURES = ["undergraduate", "total", "twelve_month"] as const;
export type EnrollmentMeasure = (typeof ENROLLMENT_MEASURES)[number];

/** The stored measure name, when it is one the directory knows (else null: not said). */
export function enrollmentMeasure(value: string | null | undefined): EnrollmentMeasure | null {
  return ENROLLMENT_MEASURES.find((measure) => measure === value) ?? null;
}

/**
 * The columns of data/seed/institution-facts.csv (written by scripts/build-seed.ts): each fact's
 * value, source and year by IPEDS id; the enrolment also says which figure it is.
 */
export const CURRENT_FACT_SEED_COLUMNS = [
  "source_id",
  "tuition",
  "tuition_source",
  "tuition_year",
  "tuition_out_of_state",
  "tuition_out_of_state_source",
  "tuition_out_of_state_year",
  "accreditor",
  "accreditor_source",
  "accreditor_year",
  "student_body_size",
  "student_body_size_measure",
  "student_body_size_source",
  "student_body_size_year",
  "online_programs",
  "online_programs_source",
  "online_programs_year",
  "financial_aid_available",
  "financial_aid_available_source",
  "financial_aid_available_year",
] as const;
