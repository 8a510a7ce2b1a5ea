/**
 * Re-creates data/sources/cccu/cccu-non-us-members.csv from a local copy of the public file it
 * comes from (see the README there):
 *
 *   npx tsx scripts/extract-cccu-non-us.ts <college-stats data/directories/unmatched/cccu.json>
 *
 * raywross/college-stats, data/directories/unmatched/cccu.json: the CCCU's members without a UNITID;
 * the Canadian ones (a province for their state) are kept. The seed build (scripts/build-seed.ts)
 * reads only the extract, never this file.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "csv-stringify/sync";
import { CANADIAN_PROVINCES } from "./world-list";

const [cccuUnmatched] = process.argv.slice(2);
if (!cccuUnmatched) {
  console.error("usage: tsx scripts/extract-cccu-non-us.ts <unmatched/cccu.json>");
  process.exit(2);
}

interface UnmatchedEntry {
  campus: string;
  city: string;
  state: string;
  url: string;
}
const unmatched = JSON.parse(readFileSync(cccuUnmatched, "utf8")) as { crawled: string; entries: UnmatchedEntry[] };
const members = unmatched.entries
  .filter((entry) => CANADIAN_PROVINCES.has(entry.state))
  .map((entry) => ({ member_name: entry.campus, city: entry.city, province: entry.state, url: entry.url }));

const dir = path.resolve(import.meta.dirname, "../data/sources/cccu");
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, "cccu-non-us-members.csv"),
  stringify(members, { header: true, columns: ["member_name", "city", "province", "url"] }),
);
console.log(`${members.length} CCCU members outside the US; list crawled ${unmatched.crawled}`);
