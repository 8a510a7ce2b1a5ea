/**
 * Re-creates data/sources/college-scorecard/debt-most-recent-cohorts-2025.csv (median debt of
 * graduates, GRAD_DEBT_MDN, by UNITID) from the pages of
 * skofoed-1/college-scorecard-roi @ 9e4d21b60008ade9ab3d6eec71e17d417e5a72c0 :
 * data/processed/college_scorecard_roi.csv, as saved to a local raw file (see the README there):
 *
 *   npx tsx scripts/extract-debt-source.ts <raw file>
 *
 * The raw file holds, for every "Private nonprofit" row of that file, UNITID, STABBR,
 * MD_EARN_WNE_P10 and GRAD_DEBT_MDN (the repository's `state`, `median_earnings_10yr` and
 * `median_grad_debt` columns). A row is kept only when it is a directory UNITID and its median
 * earnings equal those of the May 2025 Most-Recent-Cohorts file already extracted
 * (earnings-most-recent-cohorts-2025.csv): the check that the carrier was built from that release and
 * that the row was read right. Rows that fail the check are listed and left out.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

type Row = Record<string, string>;

const [rawFile] = process.argv.slice(2);
if (!rawFile) {
  console.error("usage: tsx scripts/extract-debt-source.ts <raw file>");
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "data/sources/college-scorecard");
const readCsv = (file: string) =>
  parse(readFileSync(file), { columns: true, skip_empty_lines: true, bom: true }) as Row[];

const unitids = new Set(
  readCsv(path.resolve(root, "../shared/data/institutions.csv"))
    .map((row) => row.source_id!)
    .filter(Boolean),
);
const earnings = new Map(
  readCsv(path.join(outDir, "earnings-most-recent-cohorts-2025.csv")).map((row) => [row.UNITID!, row.MD_EARN_WNE_P10!]),
);

const raw = readCsv(rawFile);
const seen = new Set<string>();
const kept: Row[] = [];
const rejected: string[] = [];
for (const row of raw) {
  const unitid = row.UNITID!;
  if (seen.has(unitid)) throw new Error(`${rawFile}: UNITID ${unitid} twice`);
  seen.add(unitid);
  if (!unitids.has(unitid)) continue;
  const debt = Number(row.GRAD_DEBT_MDN);
  if (!Number.isInteger(debt) || debt <= 0) throw new Error(`${rawFile}: UNITID ${unitid} has no debt value`);
  if (earnings.get(unitid) !== String(Number(row.MD_EARN_WNE_P10))) {
    rejected.push(`${unitid} (earnings ${row.MD_EARN_WNE_P10}, May 2025 file ${earnings.get(unitid) ?? "none"})`);
    continue;
  }
  kept.push({ UNITID: unitid, GRAD_DEBT_MDN: String(debt) });
}
kept.sort((a, b) => Number(a.UNITID) - Number(b.UNITID));
writeFileSync(path.join(outDir, "debt-most-recent-cohorts-2025.csv"), stringify(kept, { header: true }));
console.log(
  `raw rows: ${raw.length}; directory rows with median debt: ${kept.length} of ${unitids.size} directory UNITIDs; ` +
    `left out (earnings differ from the May 2025 file): ${rejected.length}`,
);
for (const line of rejected) console.log(`  left out: ${line}`);
