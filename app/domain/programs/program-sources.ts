/**
 * Where the program facts come from and how old they are, named once for the pages, the API and
 * the downloads. Plain data: this module ships to browsers.
 */

/** The IPEDS Completions years held, each the academic year ending in June (2024 = 2023-24). */
export const PROGRAM_YEARS = [2020, 2021, 2022, 2023, 2024] as const;
export type ProgramYear = (typeof PROGRAM_YEARS)[number];
export const LATEST_PROGRAM_YEAR = PROGRAM_YEARS[PROGRAM_YEARS.length - 1]!;

export const COMPLETIONS_SOURCE = {
  name: "IPEDS Completions (first majors)",
  years: `${PROGRAM_YEARS[0]}-${LATEST_PROGRAM_YEAR}`,
} as const;

/** The earnings and debt by field: CC BY 4.0, so every place that shows them names the compiler. */
export const FIELD_OUTCOMES_SOURCE = {
  name: "College Scorecard Field of Study, released 2026-06-10, compiled by Truewise (CC BY 4.0)",
  year: "2026",
} as const;

export const FULLY_ONLINE_SOURCE = {
  name: "College Scorecard institution file",
  year: "2023-24",
} as const;

/** The word for a fact no source gives. */
export const NOT_REPORTED = "Not reported";

/**
 * The years a program was awarded, as the page says it: "Awarded each year 2020-2024",
 * "Awarded in 2021 and 2023", "Awarded in 2022, 2023 and 2024".
 */
export function awardedYearsText(years: readonly number[]): string {
  if (years.length === PROGRAM_YEARS.length) return `Awarded each year ${COMPLETIONS_SOURCE.years}`;
  if (years.length === 1) return `Awarded in ${years[0]}`;
  return `Awarded in ${years.slice(0, -1).join(", ")} and ${years[years.length - 1]}`;
}
