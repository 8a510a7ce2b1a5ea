/**
 * The seminary and graduate ministry degrees the directory records for each school: whether it
 * offers each one and whether that degree can be completed fully online. Each answer is yes, no or
 * null ("Not yet verified"), and the set carries the address of the page that states it and the
 * day it was last verified. Free of Zod and server code: this module ships to browsers.
 */
export const SEMINARY_DEGREES = ["mdiv", "ma", "thm", "dmin", "phd"] as const;
export type SeminaryDegree = (typeof SEMINARY_DEGREES)[number];

/** The short names students search for. */
export const SEMINARY_DEGREE_LABELS: Record<SeminaryDegree, string> = {
  mdiv: "MDiv",
  ma: "MA (ministry or theology)",
  thm: "ThM",
  dmin: "DMin",
  phd: "PhD/ThD",
};

export const SEMINARY_DEGREE_NAMES: Record<SeminaryDegree, string> = {
  mdiv: "Master of Divinity",
  ma: "Master of Arts in ministry or theology",
  thm: "Master of Theology",
  dmin: "Doctor of Ministry",
  phd: "Doctor of Philosophy or Doctor of Theology",
};

export interface SeminaryDegreeFacts {
  /** null: not yet verified. */
  offered: boolean | null;
  /** Can be completed fully online; null: not yet verified. */
  online: boolean | null;
}
export type SeminaryDegrees = Record<SeminaryDegree, SeminaryDegreeFacts>;

/** The editor's and the import's flat field names: degree_mdiv, degree_mdiv_online, ... */
export const degreeField = (degree: SeminaryDegree) => `degree_${degree}` as const;
export const degreeOnlineField = (degree: SeminaryDegree) => `degree_${degree}_online` as const;
export type DegreeField = ReturnType<typeof degreeField> | ReturnType<typeof degreeOnlineField>;
export const DEGREE_FIELDS: DegreeField[] = SEMINARY_DEGREES.flatMap((degree) => [
  degreeField(degree),
  degreeOnlineField(degree),
]);

/** The search filters these degrees offer, in the order the search form lists them. */
export const DEGREE_FILTERS = ["mdiv", "mdiv_online", "dmin"] as const;
export type DegreeFilter = (typeof DEGREE_FILTERS)[number];
export const DEGREE_FILTER_LABELS: Record<DegreeFilter, string> = {
  mdiv: "Offers an MDiv",
  mdiv_online: "MDiv fully online",
  dmin: "Offers a DMin",
};

/** Whether a school's degrees pass a degree filter: only a verified yes counts. */
export function passesDegreeFilter(degrees: SeminaryDegrees, filter: DegreeFilter): boolean {
  if (filter === "mdiv") return degrees.mdiv.offered === true;
  if (filter === "mdiv_online") return degrees.mdiv.offered === true && degrees.mdiv.online === true;
  return degrees.dmin.offered === true;
}

/** "Offered", "Not offered" or "Not yet verified" (and "fully online" when it is). */
export function degreeOfferedLabel(facts: SeminaryDegreeFacts): string {
  if (facts.offered === null) return "Not yet verified";
  return facts.offered ? "Offered" : "Not offered";
}

export function degreeOnlineLabel(facts: SeminaryDegreeFacts): string {
  if (facts.offered === false) return "—";
  if (facts.online === null) return "Not yet verified";
  return facts.online ? "Fully online" : "Not fully online";
}

/** Whether anything is known of the school's degrees (any answer that is not "not yet verified"). */
export function hasDegreeFacts(degrees: SeminaryDegrees): boolean {
  return SEMINARY_DEGREES.some((degree) => degrees[degree].offered !== null || degrees[degree].online !== null);
}

/**
 * The degrees verified as offered, in one line ("MDiv (fully online), DMin"), or "None of these"
 * when every answer is no; null when nothing is verified yet.
 */
export function offeredDegreesSummary(degrees: SeminaryDegrees): string | null {
  if (!hasDegreeFacts(degrees)) return null;
  const offered = SEMINARY_DEGREES.filter((degree) => degrees[degree].offered === true).map(
    (degree) => `${SEMINARY_DEGREE_LABELS[degree]}${degrees[degree].online === true ? " (fully online)" : ""}`,
  );
  if (offered.length) return offered.join(", ");
  return SEMINARY_DEGREES.every((degree) => degrees[degree].offered === false) ? "None of these" : null;
}

/** Where the degrees come from and when they were verified: "example.edu, verified 2026-05-01". */
export function degreesSourceLabel(institution: {
  degrees_source_url: string | null;
  degrees_verified_on: string | null;
}): string | null {
  const { degrees_source_url: url, degrees_verified_on: verified } = institution;
  if (!url) return null;
  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, "");
  } catch {
    // A stored address is always a valid URL; the text stands as it is otherwise.
  }
  return `${host}${verified ? `, verified ${verified}` : ""}`;
}
