/**
 * U.S. schools the federal directory file still lists but that have closed or merged into another
 * (data/sources/us-closures, see its README). A `closed` or `merged` row leaves the seed: its
 * address goes into data/seed/removed-institutions.csv with the page that says so, and a database
 * seeded before deletes the school unless an administrator edited it (seed-rows.server.ts). A
 * `reported` row (news says it closed, no official page was found) waits in the review queue, off
 * the public site, with what was found as its reason. Pure functions, so the seed build and its
 * test share them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { CLOSURE_REPORT_PREFIX } from "../app/domain/institutions/institution-review.schemas";
import { checkEvidence } from "./extract-evidence";

export type ClosureRow = Record<
  | "unitid"
  | "slug"
  | "institution_name"
  | "status"
  | "closed_on"
  | "evidence_url"
  | "evidence_quote"
  | "evidence_source"
  | "read_on"
  | "notes",
  string
>;

const STATUSES = new Set(["closed", "merged", "reported", "closing", "open", "unclear"]);
const SOURCES = new Set(["school_site", "accreditor", "state", "federal"]);

export function readClosuresExtract(): ClosureRow[] {
  const file = path.resolve(import.meta.dirname, "../data/sources/us-closures/closures.csv");
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as ClosureRow[];
}

export interface Closures {
  /** Why each closed or merged school leaves the seed, by UNITID. */
  closed: Map<string, string>;
  /** Why each school reported closed waits for an administrator, by UNITID. */
  reported: Map<string, string>;
}

/** The extract's closed, merged and reported schools; a row that breaks its rules throws, naming the school and the problem. */
export function usClosures(rows: readonly ClosureRow[]): Closures {
  const closed = new Map<string, string>();
  const reported = new Map<string, string>();
  for (const row of rows) {
    const where = `${row.slug || row.unitid}: `;
    if (!STATUSES.has(row.status)) throw new Error(`${where}status must be one of ${[...STATUSES].join(", ")}`);
    if (row.status !== "closed" && row.status !== "merged" && row.status !== "reported") continue;
    if (!/^\d+$/.test(row.unitid)) throw new Error(`${where}a closed school needs its UNITID`);
    if (row.status === "reported") {
      if (!row.notes.trim()) throw new Error(`${where}a school reported closed needs notes saying what reports it`);
      reported.set(row.unitid, `${CLOSURE_REPORT_PREFIX}${row.notes.trim()}`);
      continue;
    }
    if (!row.closed_on.trim()) throw new Error(`${where}a closed school needs the date or year it closed (closed_on)`);
    checkEvidence(where, { url: row.evidence_url, quote: row.evidence_quote, readOn: row.read_on });
    if (!SOURCES.has(row.evidence_source)) {
      throw new Error(`${where}evidence_source must be one of ${[...SOURCES].join(", ")}`);
    }
    closed.set(
      row.unitid,
      `${row.status}: ${row.closed_on}. "${row.evidence_quote}" (${row.evidence_url}, read ${row.read_on})`,
    );
  }
  return { closed, reported };
}
