/**
 * How the facts held from several sources (app/db/current-facts.ts) read on the institution page:
 * each with its source and that source's year. Free of Zod: this module ships to browsers.
 */
import { sourceLabel } from "~/domain/outcomes/outcome-measures";
import { enrollmentMeasure } from "~/db/current-facts";
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

/**
 * Where the campus setting comes from: IPEDS's urban-centric locale of the school's address, in its
 * directory file. Only the seed writes it (the editor's campus type is another fact).
 */
export const CAMPUS_SETTING_SOURCE = { source: "IPEDS directory file (HD2024)", year: "2024-25" } as const;

/** IPEDS's locale of the campus with its source ("Suburb: Large · IPEDS …"); null: not reported. */
export function campusSettingLabel(institution: Pick<Institution, "campus_setting">): string | null {
  const setting = institution.campus_setting?.trim();
  return setting ? withSource(setting, CAMPUS_SETTING_SOURCE.source, CAMPUS_SETTING_SOURCE.year) : null;
}
