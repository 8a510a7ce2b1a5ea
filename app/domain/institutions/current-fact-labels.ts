/**
 * How the facts held from several sources (app/db/current-facts.ts) read on the institution page:
 * each with its source and that source's year. Free of Zod: this module ships to browsers.
 */
import { sourceLabel } from "~/domain/outcomes/outcome-measures";
import { enrollmentMeasure, IPEDS_DIRECTORY_SOURCE } from "~/db/current-facts";
import { formatMoney, formatNumber } from "~/lib/format";
import type { Institution } from "./institution.schemas";

/** "$42,380 · College Scorecard institution file, 2023-24": a fact shown in full, with where it comes from. */
export function withSource(text: string, source: string | null, year: string | null): string {
  const origin = sourceLabel(source, year);
  return origin ? `${text} · ${origin}` : text;
}

/**
 * "3,129 undergraduates", "312 students", "1,204 students in a year": a count and whom it counts,
 * from the stored count and measure; null: not reported. Cards, pages and compare show this text.
 */
export function enrollmentDisplay(size: number | null, measure: string | null): string | null {
  if (size === null) return null;
  const counted = enrollmentMeasure(measure);
  const noun = counted === "undergraduate" ? "undergraduate" : "student";
  return `${formatNumber(size)} ${noun}${size === 1 ? "" : "s"}${counted === "twelve_month" ? " in a year" : ""}`;
}

/** The enrolment with what it counts, its source and year; null: not reported. */
export function enrollmentLabel(
  institution: Pick<Institution, "student_body_size_display" | "student_body_size_source" | "student_body_size_year">,
): string | null {
  const { student_body_size_display: display } = institution;
  return display && withSource(display, institution.student_body_size_source, institution.student_body_size_year);
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

/** A yes-or-no fact as the pages word it: "Available" or "Not Available". */
export function availabilityText(value: boolean): string {
  return value ? "Available" : "Not Available";
}

/** Whether every program is online ("Available" / "Not Available") with its source; null: not reported. */
export function onlineProgramsLabel(
  institution: Pick<Institution, "online_programs" | "online_programs_source" | "online_programs_year">,
): string | null {
  if (institution.online_programs === null) return null;
  return withSource(
    availabilityText(institution.online_programs),
    institution.online_programs_source,
    institution.online_programs_year,
  );
}

/** Whether the school takes part in federal student aid ("Available" / "Not Available") with its source; null: not reported. */
export function financialAidLabel(
  institution: Pick<
    Institution,
    "financial_aid_available" | "financial_aid_available_source" | "financial_aid_available_year"
  >,
): string | null {
  if (institution.financial_aid_available === null) return null;
  return withSource(
    availabilityText(institution.financial_aid_available),
    institution.financial_aid_available_source,
    institution.financial_aid_available_year,
  );
}

/**
 * IPEDS's urban-centric locale of the campus with its source ("Suburb: Large · IPEDS …"); null: not
 * reported. Only the seed writes it, from the directory file (the editor's campus type is another fact).
 */
export function campusSettingLabel(institution: Pick<Institution, "campus_setting">): string | null {
  const setting = institution.campus_setting?.trim();
  return setting ? withSource(setting, IPEDS_DIRECTORY_SOURCE.source, IPEDS_DIRECTORY_SOURCE.year) : null;
}
