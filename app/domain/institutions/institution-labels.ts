/**
 * How an institution's facts read on cards, pages and compare. Free of Zod (institution.schemas.ts
 * validates): this module ships to browsers.
 */
import type { EnrollmentMeasure } from "~/db/current-facts";
import { sourceLabel } from "~/domain/outcomes/outcome-measures";
import { formatMoney, formatNumber } from "~/lib/format";
import type { Institution, InstitutionCard } from "./institution.schemas";

/**
 * The denomination as a family reads it: the precise tradition instead of a bare "Other"
 * ("Churches of Christ"), the family with its tradition when they differ ("Baptist (Southern
 * Baptist)"), else the family alone.
 */
export function denominationLabel(institution: Pick<InstitutionCard, "denomination" | "tradition">): string | null {
  const { denomination, tradition } = institution;
  if (!tradition || tradition.toLowerCase() === denomination?.toLowerCase()) return denomination;
  if (!denomination || denomination === "Other") return tradition;
  return `${denomination} (${tradition})`;
}

/** The founding year with its source and the source's year ("1860 · ROR 0581k0452 (2024)"), or null. */
export function foundedLabel(
  institution: Pick<Institution, "founded_year" | "founded_source" | "founded_source_year">,
): string | null {
  const { founded_year: year, founded_source: source, founded_source_year: sourceYear } = institution;
  if (!year) return null;
  if (!source) return String(year);
  return `${year} · ${source}${sourceYear ? ` (${sourceYear})` : ""}`;
}

/**
 * The affiliation in a word or two, for badges and sentences: the precise tradition where the
 * family is only "Other" ("Churches of Christ"), else the family; null when neither says more.
 */
export function affiliationName(institution: Pick<InstitutionCard, "denomination" | "tradition">): string | null {
  const { denomination, tradition } = institution;
  if (!denomination || denomination === "Other") return tradition ?? null;
  return denomination;
}

/**
 * The facts held from several sources (app/db/current-facts.ts) carry their source and its year
 * wherever a page shows them in full: "$42,380 · College Scorecard institution file, 2023-24".
 */
export function withSource(text: string, source: string | null, year: string | null): string {
  const origin = sourceLabel(source, year);
  return origin ? `${text} · ${origin}` : text;
}

/** "3,129 undergraduates", "312 students", "1,204 students in a year": a count and what it counts. */
export function enrollmentText(size: number, measure: EnrollmentMeasure | null): string {
  const noun = measure === "undergraduate" ? "undergraduate" : "student";
  return `${formatNumber(size)} ${noun}${size === 1 ? "" : "s"}${measure === "twelve_month" ? " in a year" : ""}`;
}

/** The enrolment with what it counts, its source and year; null: not reported. */
export function enrollmentLabel(
  institution: Pick<
    Institution,
    "student_body_size" | "student_body_size_measure" | "student_body_size_source" | "student_body_size_year"
  >,
): string | null {
  if (institution.student_body_size == null) return null;
  return withSource(
    enrollmentText(institution.student_body_size, institution.student_body_size_measure),
    institution.student_body_size_source,
    institution.student_body_size_year,
  );
}

/**
 * The tuition figure with its source and year; without a figure, the range an administrator gave;
 * null: not reported.
 */
export function tuitionLabel(
  institution: Pick<Institution, "tuition" | "tuition_source" | "tuition_year" | "tuition_range">,
): string | null {
  if (institution.tuition == null) return institution.tuition_range;
  return withSource(formatMoney(institution.tuition), institution.tuition_source, institution.tuition_year);
}

/** The accreditor with its source and year; null: none named. */
export function accreditorLabel(
  institution: Pick<Institution, "accreditor" | "accreditor_source" | "accreditor_year">,
): string | null {
  const name = institution.accreditor?.trim();
  return name ? withSource(name, institution.accreditor_source, institution.accreditor_year) : null;
}

/** Whether every program is online ("Available" / "Not Available") with its source; null: not reported. */
export function onlineProgramsLabel(
  institution: Pick<Institution, "online_programs" | "online_programs_source" | "online_programs_year">,
): string | null {
  if (institution.online_programs === null) return null;
  return withSource(
    institution.online_programs ? "Available" : "Not Available",
    institution.online_programs_source,
    institution.online_programs_year,
  );
}
