/**
 * How an institution's facts read on cards, pages and compare. Free of Zod (institution.schemas.ts
 * validates): this module ships to browsers.
 */
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
