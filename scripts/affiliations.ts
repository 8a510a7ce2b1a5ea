/**
 * U.S. schools' church affiliation as their own sites state it (data/sources/school-pages/
 * affiliations.csv, see the folder's README), for schools whose federal record says no more than
 * "Other Protestant", "Other (none of the above)", "not applicable" or nothing. A `stated` row gives
 * the school its family (the admin form's list) and the church's name, with the page, its words and
 * the day read, in the seed row; `review` and `none` rows are for the next reader only. Pure
 * functions, so the seed build and its test share them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { DENOMINATIONS } from "../app/domain/institutions/institution-form.schemas";
import { isPageAtDomain, schoolDomainOf } from "../app/domain/schools/school-domain";
import type { SEED_COLUMNS } from "../app/db/seed-format";
import { checkEvidence } from "./extract-evidence";

export type AffiliationRow = Record<
  | "unitid"
  | "slug"
  | "institution_name"
  | "status"
  | "family"
  | "affiliation"
  | "evidence_url"
  | "evidence_quote"
  | "read_on"
  | "notes",
  string
>;
type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

const STATUSES = new Set(["stated", "review", "none"]);
/** The longest church name the extract holds ("Churches of Christ in Christian Union" is 37). */
export const AFFILIATION_MAX = 120;

export function readAffiliationsExtract(): AffiliationRow[] {
  const file = path.resolve(import.meta.dirname, "../data/sources/school-pages/affiliations.csv");
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as AffiliationRow[];
}

/** The stated rows by UNITID; a row that breaks the extract's rules throws, naming the school and the problem. */
export function statedAffiliations(rows: readonly AffiliationRow[]): Map<string, AffiliationRow> {
  const stated = new Map<string, AffiliationRow>();
  for (const row of rows) {
    const where = `${row.slug || row.unitid}: `;
    if (!STATUSES.has(row.status)) throw new Error(`${where}status must be one of ${[...STATUSES].join(", ")}`);
    if (row.status !== "stated") continue;
    if (!/^\d+$/.test(row.unitid)) throw new Error(`${where}a stated affiliation needs the school's UNITID`);
    if (stated.has(row.unitid)) throw new Error(`${where}the school has two stated rows`);
    if (!DENOMINATIONS.includes(row.family)) {
      throw new Error(`${where}family must be one of ${DENOMINATIONS.join(", ")} (got "${row.family}")`);
    }
    const affiliation = row.affiliation.trim();
    if (!affiliation || affiliation.length > AFFILIATION_MAX || affiliation !== row.affiliation) {
      throw new Error(`${where}the affiliation must be 1 to ${AFFILIATION_MAX} characters with no space around it`);
    }
    checkEvidence(where, { url: row.evidence_url, quote: row.evidence_quote, readOn: row.read_on });
    stated.set(row.unitid, row);
  }
  return stated;
}

/** The description's sentence for an affiliation the school's own site states. */
export function affiliationOnSite(row: Pick<AffiliationRow, "family" | "affiliation">): string {
  return row.family === "Non-denominational"
    ? `Its own site describes it as ${row.affiliation.toLowerCase()}.`
    : `Its own site names its church: ${row.affiliation}.`;
}

/**
 * Gives each U.S. row with a stated affiliation its family and church, the page as their source
 * (the affiliation_* columns) and a word in its "Source" line (its description says it too:
 * affiliationOnSite). Runs once every row has its slug. A stated row for a school that is not a U.S. row, whose slug is
 * not that school's, or whose page is not on the school's own site throws.
 */
export function addCheckedAffiliations(rows: readonly SeedRow[], extract: readonly AffiliationRow[]): number {
  const stated = statedAffiliations(extract);
  let added = 0;
  for (const row of rows) {
    const found = stated.get(row.source_id);
    if (!found) continue;
    const where = `${found.slug}: `;
    if (found.slug !== row.slug) throw new Error(`${where}the school's address is ${row.slug}`);
    const domain = schoolDomainOf(row.website);
    if (!domain || !isPageAtDomain(found.evidence_url, domain)) {
      throw new Error(`${where}the evidence page is not on the school's own site (${row.website || "no website"})`);
    }
    row.denomination = found.family;
    row.denomination_detail = found.affiliation;
    row.affiliation_source_url = found.evidence_url;
    row.affiliation_quote = found.evidence_quote;
    row.affiliation_read_on = found.read_on;
    row.data_source = `${row.data_source}; religious affiliation: its own site, read ${found.read_on}`;
    stated.delete(row.source_id);
    added++;
  }
  const unknown = [...stated.values()].map((row) => row.slug || row.unitid);
  if (unknown.length) throw new Error(`Affiliations for schools that are not U.S. rows: ${unknown.join(", ")}`);
  return added;
}
