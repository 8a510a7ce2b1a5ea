/**
 * How an institution's facts read on cards, pages and compare. Free of Zod (institution.schemas.ts
 * validates): this module ships to browsers.
 */
import type { Institution, InstitutionCard } from "./institution.schemas";

/**
 * The denomination as a family reads it: the precise tradition instead of a bare "Other"
 * ("Churches of Christ"), the tradition alone when it names its family ("Southern Baptist",
 * "Roman Catholic (Jesuit)"), the family with its tradition when the tradition does not
 * ("Non-denominational (Undenominational)"), else the family alone.
 */
export function denominationLabel(institution: Pick<InstitutionCard, "denomination" | "tradition">): string | null {
  const { denomination, tradition } = institution;
  if (!tradition) return denomination;
  if (!denomination || denomination === "Other" || namesFamily(tradition, denomination)) return tradition;
  return `${denomination} (${tradition})`;
}

/** Whether the tradition's words include the family's name as a word ("Roman Catholic" names "Catholic"). */
function namesFamily(tradition: string, family: string): boolean {
  const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}-]+/u);
  const name = family.toLowerCase();
  return tradition.toLowerCase() === name || words(tradition).includes(name);
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
