/**
 * Why a school is in the public directory: the source that states its Christian identity. Every
 * public row has one (decision 023). Free of Zod and of server code: the page's line is worded from
 * these labels in the browser too.
 */

/**
 * - `ipeds`: its IPEDS religious affiliation (NCES), with the collection year;
 * - `accreditor`: its institutional accreditor admits only Christian institutions (ABHE, TRACS);
 * - `member-list`: a member list of Christian institutions names it (CCCU);
 * - `official-site`, `association`, `wikipedia`, `other`: a checked page that states it (the
 *   school's own site, a church body's or association's page, an encyclopedia, any other page),
 *   with the day it was read.
 */
export const LISTED_BECAUSE_KINDS = [
  "ipeds",
  "accreditor",
  "member-list",
  "official-site",
  "association",
  "wikipedia",
  "other",
] as const;
export type ListedBecauseKind = (typeof LISTED_BECAUSE_KINDS)[number];

/** The kinds a checked page can be: what an administrator names when entering evidence. */
export const PAGE_KINDS = ["official-site", "association", "wikipedia", "other"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const LISTED_BECAUSE_KIND_LABELS: Record<ListedBecauseKind, string> = {
  ipeds: "IPEDS religious affiliation",
  accreditor: "Accreditor of Christian institutions only",
  "member-list": "Member list of Christian institutions",
  "official-site": "The school's own page",
  association: "A church body's or association's page",
  wikipedia: "Encyclopedia article",
  other: "Other page",
};

/** Checked pages, weakest last: an administrator may replace a weaker source with a stronger one. */
export const EVIDENCE_QUOTE_MAX = 200;

export interface ListedBecause {
  kind: ListedBecauseKind;
  /** Who states it: "IPEDS (NCES)", "CCCU member list", "utsnyc.edu". */
  source: string;
  /** Where to read it. */
  url: string;
  /** What the source states, in its words (at most 200 characters). */
  quote: string;
  /** The source's year ("2021-22", "2026") or the day the page was read ("2026-11-27"). */
  year: string;
}

export function isListedBecauseKind(value: string): value is ListedBecauseKind {
  return (LISTED_BECAUSE_KINDS as readonly string[]).includes(value);
}

/** A checked page's words go in quotation marks; a data source's statement does not. */
export function isPageKind(kind: ListedBecauseKind): kind is PageKind {
  return (PAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * What kind of page a checked page is, in the line's words ("the school's own page",
 * "encyclopedia article"): a family sees whose page it is, not only its address (a copy of an
 * encyclopedia article on an unfamiliar site says so). Null for a data source, whose name says it.
 */
export function pageKindInWords(kind: ListedBecauseKind): string | null {
  if (!isPageKind(kind)) return null;
  const label = LISTED_BECAUSE_KIND_LABELS[kind];
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** "read 2026-11-27" for a page, the year as it is for a data source. */
export function listedBecauseDate(listed: Pick<ListedBecause, "kind" | "year">): string {
  return isPageKind(listed.kind) && /^\d{4}-\d{2}-\d{2}$/.test(listed.year) ? `read ${listed.year}` : listed.year;
}
