/**
 * The institution page's Programs section as the server words it (programs-section.server.ts):
 * the types the section's component shares with the loader, so the browser carries no wording code.
 */
import type { ShownMarkup } from "~/lib/server-markup";

/** One credential's Scorecard figures, each a money amount or "Not reported". */
export interface ProgramsSectionEarnings {
  credential: string;
  earnings1yr: string;
  earnings4yr: string;
  debt: string;
}

/** A six-digit field: its levels, each with last year's graduates and the years it was awarded. */
export interface ProgramsSectionField {
  code: string;
  title: string;
  /** The words the page's filter matches, folded (foldText): title and code. */
  search: string;
  levels: { label: string; graduates: string; awarded: string }[];
}

/**
 * A four-digit series: its fields and the Scorecard figures of the series by credential (the source
 * reports earnings per series, not per field); no earnings: not reported.
 */
export interface ProgramsSectionSeries {
  code: string;
  title: string;
  /** Folded title and code of the series. */
  search: string;
  fields: ProgramsSectionField[];
  earnings: ProgramsSectionEarnings[];
}

export interface ProgramsSectionFamily {
  code: string;
  title: string;
  /** Folded title of the family: a filter that matches it shows all its fields. */
  search: string;
  /** "4 fields · 120 graduates in 2024" */
  summary: string;
  /** The undergraduate awards of the family offered fully online ("Bachelor's"), or null. */
  fullyOnline: string | null;
  series: ProgramsSectionSeries[];
}

/** What the page ships for the section: its families as markup rendered on the server. */
export interface ProgramsSectionShown {
  notReported: string | null;
  intro: string;
  /** The families (ProgramsList), rendered to markup on the server; null when not reported. */
  list: ShownMarkup | null;
  sources: ProgramsSection["sources"];
}

export interface ProgramsSection {
  /** Null when the school reports programs; else the honest reason there are none here. */
  notReported: string | null;
  /** "52 fields of study, 2020-2024; largest families first (graduates in 2024)." */
  intro: string;
  latestYear: number;
  families: ProgramsSectionFamily[];
  sources: { completions: string; earnings: string; fullyOnline: string };
}
