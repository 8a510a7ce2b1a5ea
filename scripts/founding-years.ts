/**
 * Founding years for the seed: IPEDS UNITID -> ROR id (institution-identifiers crosswalk) -> the
 * `established` year of the ROR record (data/sources/, see the README there). Pure functions, so
 * the seed build and its test share them.
 *
 * A year is given only when the source states it without contradiction: every copy of the record
 * that states a year states the same one, the record is in the United States or a U.S. territory,
 * and no other directory row claims the same ROR record (a branch campus would inherit its parent's
 * year). Otherwise the row gets no year and a note saying why.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { siteName } from "../app/lib/counts";

type Row = Record<string, string>;

export interface FoundingFact {
  year: number;
  /** "ROR 0581k0452", or the host of a checked page ("bst.edu") */
  source: string;
  /** Year of the record copy the figure was read from, or the year the page was read. */
  sourceYear: number;
  /** The page the year was read from and its words (checked pages only). */
  url?: string;
  quote?: string;
}

/**
 * A year, a conflict between copies of a source (the row gets no year, the review note says why),
 * or a year in doubt (not shown; the review queue asks an administrator to settle it).
 */
export type FoundingResult = { fact: FoundingFact } | { conflict: string } | { doubt: string };

/** U.S. states and the territories IPEDS covers (ROR codes them as countries). */
const US_CODES = new Set(["US", "PR", "GU", "VI", "AS", "MP", "FM", "MH", "PW"]);

const sourcesDir = path.resolve(import.meta.dirname, "../data/sources");

function readCsv(file: string): Row[] {
  return parse(readFileSync(path.join(sourcesDir, file)), { columns: true, skip_empty_lines: true }) as Row[];
}

export function readFoundingSources() {
  return {
    identifiers: readCsv("institution-identifiers/unitid-ror.csv"),
    records: readCsv("ror-records/ror-established.csv"),
    rorExport: readCsv("founding-years/us_founding_years_ror.csv"),
    // The shared data's checked pages, then the directory's own reading of schools' sites.
    pages: [
      ...readCsv("founding-years/us_founding_years_pages.csv"),
      ...readCsv("founding-years/us_founding_years_own_pages.csv"),
    ],
  };
}

/** The year the ROR export and the pages were read. */
const READ_YEAR = 2026;

/**
 * Adds, for the rows the ROR records gave no year, the years read from ROR's full export and from
 * checked pages (data/sources/founding-years/): a `found` row gives the year with its source; a
 * `doubt` row gives none and says what is in doubt, for an administrator to settle.
 */
export function addFoundingExtras(
  joined: Map<string, FoundingResult>,
  rorExport: Row[],
  pages: Row[],
): Map<string, FoundingResult> {
  const results = new Map(joined);
  const hasYear = (unitid: string) => {
    const result = results.get(unitid);
    return !!result && "fact" in result;
  };
  for (const row of rorExport) {
    if (hasYear(row.unitid!)) continue;
    if (row.status === "found") {
      results.set(row.unitid!, {
        fact: { year: Number(row.founded_year), source: `ROR ${row.ror_id}`, sourceYear: READ_YEAR },
      });
    } else if (row.status === "doubt") {
      results.set(row.unitid!, { doubt: `ROR ${row.ror_id} states ${row.founded_year}: ${row.notes}` });
    }
  }
  for (const row of pages) {
    if (hasYear(row.unitid!)) continue;
    const source = siteName(row.evidence_url!);
    if (row.status === "found") {
      results.set(row.unitid!, {
        fact: {
          year: Number(row.founded_year),
          source,
          sourceYear: Number(row.retrieved!.slice(0, 4)),
          url: row.evidence_url!,
          quote: row.evidence_quote!,
        },
      });
    } else if (row.status === "doubt") {
      results.set(row.unitid!, {
        doubt: `${source} states ${row.founded_year} ("${row.evidence_quote}", ${row.evidence_url}, read ${row.retrieved}): ${row.notes}`,
      });
    }
  }
  return results;
}

function releaseKey(release: string) {
  return release
    .slice(1)
    .split(".")
    .map((part) => part.padStart(4, "0"))
    .join(".");
}

/** The founding fact (or the reason there is none) for each UNITID the sources know. */
export function joinFoundingYears(identifiers: Row[], records: Row[]): Map<string, FoundingResult> {
  const copies = new Map<string, Row[]>();
  for (const record of records) {
    const list = copies.get(record.ror_id!) ?? [];
    list.push(record);
    copies.set(record.ror_id!, list);
  }
  const claims = new Map<string, string[]>();
  for (const row of identifiers) claims.set(row.ror_id!, [...(claims.get(row.ror_id!) ?? []), row.unitid!]);

  const results = new Map<string, FoundingResult>();
  for (const { unitid, ror_id: rorId } of identifiers) {
    const list = copies.get(rorId!);
    if (!list?.length) continue;
    const newest = [...list].sort((a, b) => releaseKey(b.release!).localeCompare(releaseKey(a.release!)))[0]!;
    const years = [...new Set(list.map((copy) => copy.established).filter(Boolean))];
    if (!years.length) continue;
    const others = claims.get(rorId!)!.filter((other) => other !== unitid);
    let conflict: string | null = null;
    if (years.length > 1) conflict = `ROR ${rorId} releases disagree (${years.sort().join(", ")})`;
    else if (others.length) conflict = `ROR ${rorId} is also the record of UNITID ${others.join(", ")}`;
    else if (!US_CODES.has(newest.country_code!)) conflict = `ROR ${rorId} is a record in ${newest.country_code}`;
    else if (!newest.established) conflict = `the newest copy of ROR ${rorId} states no year`;
    if (conflict) {
      results.set(unitid!, { conflict: `Founding year not set: ${conflict}.` });
      continue;
    }
    const dated = newest.last_modified || newest.release_date!;
    results.set(unitid!, {
      fact: { year: Number(newest.established), source: `ROR ${rorId}`, sourceYear: Number(dated.slice(0, 4)) },
    });
  }
  return results;
}
