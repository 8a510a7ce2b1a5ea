/**
 * The seminary and graduate ministry degrees the directory records for each school: whether it
 * offers each one and whether that degree can be completed fully online. Each answer is yes, no or
 * null ("Not yet verified"), and the set carries the address of the page that states it and the
 * day it was last verified. Where nobody has verified whether a degree is offered, the federal
 * completions answer (seminary-programs.ts): one rule for the page, compare, the search's degree
 * filters and the Ministry Pathways. Free of Zod and server code: this module ships to browsers.
 */
import { SEMINARY_PROGRAM_RULES, type SeminaryProgram } from "~/domain/programs/seminary-programs";

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

/** The completions' pathway that shows each degree: IPEDS does not tell an MA from a ThM. */
export const DEGREE_PROGRAM: Record<SeminaryDegree, SeminaryProgram> = {
  mdiv: "mdiv",
  ma: "theology_master",
  thm: "theology_master",
  dmin: "dmin",
  phd: "phd",
};

/**
 * What the federal completions show of a school's seminary pathways: whether it awarded each one in
 * at least one year 2020-2024; null when the school reports no completions at all.
 */
export type AwardedPrograms = Record<SeminaryProgram, boolean> | null;

/**
 * Whether a school offers a degree: the answer someone verified with its source; where there is
 * none, yes when the completions show it awarded the degree 2020-2024. Null when neither says (no
 * graduates reported is not a no: a new programme has none yet).
 */
export function degreeOffered(
  degrees: SeminaryDegrees,
  degree: SeminaryDegree,
  awarded: AwardedPrograms,
): boolean | null {
  const verified = degrees[degree].offered;
  if (verified !== null) return verified;
  return awarded?.[DEGREE_PROGRAM[degree]] ? true : null;
}

/** The search filters these degrees offer, in the order the search form lists them. */
export const DEGREE_FILTERS = ["mdiv", "mdiv_online", "theology_master", "dmin", "phd"] as const;
export type DegreeFilter = (typeof DEGREE_FILTERS)[number];
export const DEGREE_FILTER_LABELS: Record<DegreeFilter, string> = {
  mdiv: SEMINARY_PROGRAM_RULES.mdiv.offers,
  mdiv_online: "MDiv fully online",
  theology_master: SEMINARY_PROGRAM_RULES.theology_master.offers,
  dmin: SEMINARY_PROGRAM_RULES.dmin.offers,
  phd: SEMINARY_PROGRAM_RULES.phd.offers,
};

/**
 * Whether a school passes a degree filter, by degreeOffered; "MDiv fully online" needs a verified
 * yes for online, and the MA-or-ThM filter either degree.
 */
export function passesDegreeFilter(degrees: SeminaryDegrees, awarded: AwardedPrograms, filter: DegreeFilter): boolean {
  const offered = (degree: SeminaryDegree) => degreeOffered(degrees, degree, awarded) === true;
  if (filter === "mdiv_online") return offered("mdiv") && degrees.mdiv.online === true;
  if (filter === "theology_master") return offered("ma") || offered("thm");
  return offered(filter);
}

/**
 * What the completions say of one pathway at one school, as the page's programs give it
 * (institution-programs.server.ts): offered, and the words ("Awarded each year 2020-2024", "No
 * graduates reported 2020-2024"); null when the school reports no completions.
 */
export type PathwayCompletions = { offered: boolean; text: string } | null;

/** The completions of each pathway of a school's programs, or null when it reports none. */
export function awardedPrograms(programs: {
  reported: boolean;
  seminary: readonly { program: SeminaryProgram; offered: boolean }[];
}): AwardedPrograms {
  if (!programs.reported) return null;
  return Object.fromEntries(programs.seminary.map((entry) => [entry.program, entry.offered])) as Record<
    SeminaryProgram,
    boolean
  >;
}

/**
 * "Offered" or "Not offered" where someone verified it; else what the completions say ("Awarded
 * each year 2020-2024", with "as an MA or ThM" for those two); else "Not yet verified".
 */
export function degreeOfferedLabel(
  facts: SeminaryDegreeFacts,
  degree: SeminaryDegree,
  completions: PathwayCompletions,
): string {
  if (facts.offered !== null) return facts.offered ? "Offered" : "Not offered";
  if (!completions) return "Not yet verified";
  return DEGREE_PROGRAM[degree] === "theology_master" ? `${completions.text} (as an MA or ThM)` : completions.text;
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

/** Whether any degree the school offers is known from the completions alone (nobody verified it). */
export function offeredFromCompletions(degrees: SeminaryDegrees, awarded: AwardedPrograms): boolean {
  return SEMINARY_DEGREES.some((degree) => degrees[degree].offered === null && degreeOffered(degrees, degree, awarded));
}

/**
 * The degrees offered (degreeOffered), in one line ("MDiv (fully online), MA or ThM, DMin"), or
 * "None of these" when every verified answer is no; null when nothing is known. An MA and a ThM
 * known only from the completions are one "MA or ThM": IPEDS does not tell them apart.
 */
export function offeredDegreesSummary(degrees: SeminaryDegrees, awarded: AwardedPrograms = null): string | null {
  const offered = SEMINARY_DEGREES.filter((degree) => degreeOffered(degrees, degree, awarded) === true);
  const unverified = (degree: SeminaryDegree) => degrees[degree].offered === null;
  const merged = offered.includes("ma") && offered.includes("thm") && unverified("ma") && unverified("thm");
  const labels = offered
    .filter((degree) => !(merged && degree === "thm"))
    .map((degree) =>
      merged && degree === "ma"
        ? "MA or ThM"
        : `${SEMINARY_DEGREE_LABELS[degree]}${degrees[degree].online === true ? " (fully online)" : ""}`,
    );
  if (labels.length) return labels.join(", ");
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
