/**
 * The associations of Christian colleges and seminaries a school can belong to, and what
 * membership means where the association itself says so. Memberships come from each association's
 * public member list (data/sources/), dated by that list, or from an administrator. Free of Zod
 * and server code: this module ships to browsers.
 */
export const ASSOCIATIONS = ["CCCU", "ABHE", "ATS"] as const;
export type Association = (typeof ASSOCIATIONS)[number];

export const ASSOCIATION_NAMES: Record<Association, string> = {
  CCCU: "Council for Christian Colleges & Universities",
  ABHE: "Association for Biblical Higher Education",
  ATS: "Association of Theological Schools",
};

/**
 * What every member commits to, in the association's own terms; null when it states nothing a
 * family can rely on. (Apart from the names, so that the search form ships only the names.)
 */
export const ASSOCIATION_IMPLIES: Record<Association, string | null> = {
  CCCU: "Members have a Christ-centred mission and hire Christians for full-time faculty and staff.",
  ABHE: "Members affirm the association's statement of beliefs each year.",
  ATS: null,
};

/** The source the seed names for the CCCU's member list. */
export const CCCU_SOURCE = "CCCU member list";

export function isAssociation(value: string): value is Association {
  return (ASSOCIATIONS as readonly string[]).includes(value);
}

/** Memberships in the directory's order, each once; anything else is dropped. */
export function orderedAssociations(values: readonly string[]): Association[] {
  return ASSOCIATIONS.filter((association) => values.includes(association));
}

/** The source of the memberships with its year ("CCCU member list (2026)"), or null. */
export function associationsSourceLabel(institution: {
  associations_source: string | null;
  associations_source_year: number | null;
}): string | null {
  const { associations_source: source, associations_source_year: year } = institution;
  if (!source) return null;
  return `${source}${year ? ` (${year})` : ""}`;
}

/** The memberships with their source ("CCCU · CCCU member list (2026)"), or null when none is known. */
export function associationsLabel(institution: {
  associations: readonly string[];
  associations_source: string | null;
  associations_source_year: number | null;
}): string | null {
  if (!institution.associations.length) return null;
  const source = associationsSourceLabel(institution);
  return `${institution.associations.join(", ")}${source ? ` · ${source}` : ""}`;
}
