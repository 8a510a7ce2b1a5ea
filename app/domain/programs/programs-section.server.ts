/**
 * The institution page's Programs section, worded on the server from a school's programs
 * (institution-programs.server.ts): families largest first, each field with its levels and last
 * year's graduates, and the Scorecard's earnings and debt of its series by credential.
 */
import { foldText } from "~/lib/fold-text";
import { formatNumber } from "~/lib/format";
import { COMPLETIONS_SOURCE, FIELD_OUTCOMES_SOURCE, FULLY_ONLINE_SOURCE, NOT_REPORTED } from "./program-sources";
import type { InstitutionPrograms } from "./programs.schemas";
import type { ProgramsSection, ProgramsSectionFamily, ProgramsSectionSeries } from "./programs-section.schemas";

/** What a school abroad shows: the completions are a U.S. federal collection. */
export const PROGRAMS_ABROAD_TEXT = `${NOT_REPORTED}: the directory holds federal program data for U.S. schools only.`;
/** What a U.S. school without any completions shows. */
export const PROGRAMS_NONE_TEXT = `${NOT_REPORTED}: the IPEDS Completions ${COMPLETIONS_SOURCE.years} hold no program of this school.`;

const plural = (count: number, word: string, words = `${word}s`) =>
  `${formatNumber(count)} ${count === 1 ? word : words}`;

/** "23 graduates in 2024", "No graduates in 2024", or not reported when the year's file has no row. */
export function graduatesText(graduates: number | null, year: number): string {
  if (graduates === null) return `${NOT_REPORTED} for ${year}`;
  if (graduates === 0) return `No graduates in ${year}`;
  return `${plural(graduates, "graduate")} in ${year}`;
}

/**
 * Families largest first (graduates in the latest year, then by title): on a phone the families are
 * collapsed, so the fields most of a school's students graduate in come first; the filter box finds
 * any other field by name.
 */
export function programsSection(programs: InstitutionPrograms, country: string): ProgramsSection {
  const year = programs.latest_year;
  const sources = {
    completions: `${programs.sources.completions.name}, ${programs.sources.completions.year}`,
    earnings: FIELD_OUTCOMES_SOURCE.name,
    fullyOnline: `${FULLY_ONLINE_SOURCE.name}, ${FULLY_ONLINE_SOURCE.year}`,
  };
  if (!programs.reported) {
    return {
      notReported: country === "United States" ? PROGRAMS_NONE_TEXT : PROGRAMS_ABROAD_TEXT,
      intro: "",
      latestYear: year,
      families: [],
      sources,
    };
  }
  const families = programs.families
    .filter((family) => family.programs.length > 0 || family.earnings.length > 0)
    .sort((a, b) => b.latest_graduates - a.latest_graduates || a.title.localeCompare(b.title))
    .map((family): ProgramsSectionFamily => {
      const series = new Map<string, ProgramsSectionSeries>();
      const seriesOf = (code: string, title: string) => {
        let entry = series.get(code);
        if (!entry) series.set(code, (entry = { code, title, search: "", fields: [], earnings: [] }));
        return entry;
      };
      for (const program of family.programs) {
        seriesOf(program.code.slice(0, 5), program.title).fields.push({
          code: program.code,
          title: program.title,
          search: foldText(`${program.title} ${program.code}`),
          levels: program.levels.map((level) => ({
            label: level.label,
            graduates: graduatesText(level.latest_graduates, year),
            awarded: level.awarded,
          })),
        });
      }
      for (const outcome of family.earnings) {
        const entry = seriesOf(outcome.series, outcome.title);
        entry.title = outcome.title;
        entry.earnings.push({
          credential: outcome.credential,
          earnings1yr: outcome.earnings_1yr.display,
          earnings4yr: outcome.earnings_4yr.display,
          debt: outcome.debt.display,
        });
      }
      for (const entry of series.values()) entry.search = foldText(`${entry.title} ${entry.code}`);
      return {
        code: family.code,
        title: family.title,
        search: foldText(family.title),
        summary: `${plural(family.programs.length, "field")} · ${graduatesText(family.latest_graduates, year)}`,
        fullyOnline: family.fully_online.length ? family.fully_online.join(", ") : null,
        series: [...series.values()].sort((a, b) => a.code.localeCompare(b.code)),
      };
    });
  const fields = families.reduce(
    (sum, family) => sum + family.series.reduce((count, entry) => count + entry.fields.length, 0),
    0,
  );
  return {
    notReported: null,
    intro: `${plural(fields, "field")} of study in which the school awarded degrees or certificates ${COMPLETIONS_SOURCE.years}, in ${plural(families.length, "family", "families")}; the largest families (graduates in ${year}) come first.`,
    latestYear: year,
    families,
    sources,
  };
}
