/**
 * Why each U.S. row is listed, for the seed: the first source that states its Christian identity.
 * Pure functions, so the seed build and its test share them.
 *
 * 1. Its IPEDS religious affiliation, from any extract, with the collection year (a branch without
 *    its own record: its parent's, named as such). "Other (none of the above)" names no body.
 * 2. Otherwise an institutional accreditor that admits only Christian institutions: the Association
 *    for Biblical Higher Education (ABHE) or the Transnational Association of Christian Colleges and
 *    Schools (TRACS), from the College Scorecard's accreditor field. ATS accredits theological schools
 *    of other faiths too, so it is never enough on its own.
 * 3. Otherwise the CCCU's member list (data/sources/cccu/).
 * 4. Otherwise a checked page that states it (data/sources/us-checked-pages/).
 * A row none of them confirms waits in the review queue with the reason.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { ListedBecause, PageKind } from "../app/domain/institutions/listed-because";
import { siteName } from "../app/lib/counts";

type Row = Record<string, string>;

const sourcesDir = path.resolve(import.meta.dirname, "../data/sources");

/** The accreditors whose members must be Christian institutions, as the Scorecard names them. */
export const CHRISTIAN_ACCREDITORS: Record<string, string> = {
  "Association for Biblical Higher Education": "ABHE",
  "Transnational Association of Christian Colleges and Schools": "TRACS",
};

/** The College Scorecard release the accreditor field comes from. */
const SCORECARD_YEAR = "2022";
/** The year the CCCU list was read (its crawl, 2026-10-04). */
const CCCU_YEAR = "2026";

export interface CheckedPage {
  unitid: string;
  status: "verified" | "not-confirmed";
  url: string;
  quote: string;
  kind: PageKind;
  retrieved: string;
  notes: string;
}

export function readCheckedPages(): Map<string, CheckedPage> {
  const rows = parse(readFileSync(path.join(sourcesDir, "us-checked-pages/us-checked-pages.csv")), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
  return new Map(
    rows.map((row) => [
      row.unitid!,
      {
        unitid: row.unitid!,
        status: row.status === "verified" ? "verified" : "not-confirmed",
        url: row.evidence_url ?? "",
        quote: row.evidence_quote ?? "",
        kind: (row.evidence_kind || "other") as PageKind,
        retrieved: row.retrieved ?? "",
        notes: row.notes ?? "",
      },
    ]),
  );
}

const collegeNavigator = (unitid: string) => `https://nces.ed.gov/collegenavigator/?id=${unitid}`;
const scorecardPage = (unitid: string) => `https://collegescorecard.ed.gov/school/?${unitid}`;

/** "IPEDS RELAFFIL (2021-22) of parent institution 'Evangel University'" -> the year and the parent. */
function ipedsSource(source: string): { year: string; parent: string | null } | null {
  const match = /^IPEDS RELAFFIL \((\d{4}-\d{2})\)(?: of parent institution '(.+)')?$/.exec(source);
  return match ? { year: match[1]!, parent: match[2] ?? null } : null;
}

export type UsListing = { listed: ListedBecause } | { waiting: string };

interface ListingSources {
  checked: Map<string, CheckedPage>;
  cccu: ReadonlySet<string>;
}

/** The evidence that lists a federal row (institutions.csv columns), or why it waits. */
export function listUsRow(row: Row, sources: ListingSources): UsListing {
  const unitid = row.source_id!;
  const ipeds = ipedsSource(row.denomination_source ?? "");
  if (ipeds && row.denomination && !row.denomination.startsWith("Other (")) {
    return {
      listed: {
        kind: "ipeds",
        source: "IPEDS (NCES)",
        url: collegeNavigator(unitid),
        quote: ipeds.parent
          ? `Religious affiliation of its parent institution, ${ipeds.parent}: ${row.denomination}`
          : `Religious affiliation: ${row.denomination}`,
        year: ipeds.year,
      },
    };
  }
  const accreditor = CHRISTIAN_ACCREDITORS[row.accreditation ?? ""];
  if (accreditor) {
    return {
      listed: {
        kind: "accreditor",
        source: "College Scorecard",
        url: scorecardPage(unitid),
        quote: `Institutional accreditor: ${row.accreditation} (${accreditor})`,
        year: SCORECARD_YEAR,
      },
    };
  }
  if (sources.cccu.has(unitid)) {
    return {
      listed: {
        kind: "member-list",
        source: "CCCU member list",
        url: "https://www.cccu.org/",
        quote: "Member of the Council for Christian Colleges & Universities",
        year: CCCU_YEAR,
      },
    };
  }
  const page = sources.checked.get(unitid);
  if (page?.status === "verified") {
    return {
      listed: { kind: page.kind, source: siteName(page.url), url: page.url, quote: page.quote, year: page.retrieved },
    };
  }
  const reasons = [row.review_note || "No source states its Christian identity."];
  if (page) reasons.push(`Checked pages (${page.retrieved}): ${page.notes}`);
  return { waiting: reasons.join(" ") };
}
