/**
 * Re-creates the trimmed College Scorecard extracts in data/sources/college-scorecard/ from local
 * git copies of the public repositories they come from (see the README there):
 *
 *   npx tsx scripts/extract-scorecard-sources.ts <CollegeScorecard git dir> <edu-accountability git dir>
 *
 * - Amherst-Statistics/CollegeScorecard, inst/extdata/MERGED2023_24_PP.csv.bz2 (the Scorecard
 *   2023-24 institution file): the measures the institution page shows, for the directory's UNITIDs.
 * - malpasocodes/edu-accountability, data/raw/college_scorecard/scorecard_earnings.csv (from the
 *   May 2025 Most-Recent-Cohorts institution file): median earnings 10 years after entry.
 * - ../shared/data/source/ipeds_hd2024.csv.gz (IPEDS HD2024): the institutional category, which
 *   marks graduate-only institutions.
 *
 * It also writes the national medians, computed over every institution of the full files (not only
 * the directory's) grouped by level (4-year, 2-year) among private not-for-profit institutions.
 * The seed build reads only the extracts, never these repositories.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { MEDIAN_GROUPS, SCORECARD_COLUMNS, medianOf } from "./scorecard-outcomes";

const [scorecardGit, accountabilityGit] = process.argv.slice(2);
if (!scorecardGit || !accountabilityGit) {
  console.error(
    "usage: tsx scripts/extract-scorecard-sources.ts <CollegeScorecard git dir> <edu-accountability git dir>",
  );
  process.exit(2);
}

const SCORECARD_PATH = "inst/extdata/MERGED2023_24_PP.csv.bz2";
const EARNINGS_PATH = "data/raw/college_scorecard/scorecard_earnings.csv";
const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "data/sources/college-scorecard");
const big = { maxBuffer: 512 * 1024 * 1024 };
const git = (dir: string, ...args: string[]) => execFileSync("git", ["--git-dir", dir, ...args], big);

const unitids = new Set(
  (
    parse(readFileSync(path.resolve(root, "../shared/data/institutions.csv")), { columns: true }) as Record<
      string,
      string
    >[]
  )
    .map((row) => row.source_id!)
    .filter(Boolean),
);

/** The full 2023-24 file (3,306 columns), trimmed to the used columns while it is read. */
function readScorecard(): Record<string, string>[] {
  const compressed = git(scorecardGit!, "show", `HEAD:${SCORECARD_PATH}`);
  const text = execFileSync("bunzip2", ["-c"], { ...big, input: compressed });
  let indexes: number[] | null = null;
  const rows: Record<string, string>[] = [];
  parse(text, {
    bom: true,
    on_record: (record: string[]) => {
      if (!indexes) {
        indexes = SCORECARD_COLUMNS.map((column) => {
          const index = record.indexOf(column);
          if (index < 0) throw new Error(`${SCORECARD_PATH} has no column ${column}`);
          return index;
        });
        return null;
      }
      rows.push(Object.fromEntries(SCORECARD_COLUMNS.map((column, i) => [column, record[indexes![i]!]!])));
      return null;
    },
  });
  return rows;
}

const scorecard = readScorecard();
const earnings = parse(git(accountabilityGit, "show", `HEAD:${EARNINGS_PATH}`), { columns: true }) as Record<
  string,
  string
>[];
const hd = parse(gunzipSync(readFileSync(path.resolve(root, "../shared/data/source/ipeds_hd2024.csv.gz"))), {
  columns: true,
  bom: true,
}) as Record<string, string>[];

const byUnitid = (a: { UNITID?: string }, b: { UNITID?: string }) => Number(a.UNITID) - Number(b.UNITID);
const ours = scorecard.filter((row) => unitids.has(row.UNITID!)).sort(byUnitid);
/** Earnings values are whole dollars written as "63756.0" in the carrier file. */
const dollars = (value: string | undefined) => (value ? String(Math.round(Number(value))) : "");
const earningsRows = earnings
  .filter((row) => unitids.has(row.UNITID!))
  .map((row) => ({ UNITID: row.UNITID!, MD_EARN_WNE_P10: dollars(row.MD_EARN_WNE_P10) }))
  .sort(byUnitid);
const hdRows = hd
  .filter((row) => unitids.has(row.UNITID!))
  .map((row) => ({ UNITID: row.UNITID!, INSTCAT: row.INSTCAT! }))
  .sort(byUnitid);

// National medians over every institution of the full files, by group.
const earningsAll = new Map(earnings.map((row) => [row.UNITID!, dollars(row.MD_EARN_WNE_P10)]));
const medians: Record<string, string>[] = [];
for (const group of MEDIAN_GROUPS) {
  const members = scorecard.filter((row) => row.CONTROL === "2" && row.ICLEVEL === group.iclevel);
  for (const [measure, column] of Object.entries(group.columns)) {
    const values = members
      .map((row) => (column === "MD_EARN_WNE_P10" ? earningsAll.get(row.UNITID!) : row[column]))
      .filter((value): value is string => !!value && value !== "NA" && value !== "PrivacySuppressed")
      .map(Number);
    const median = medianOf(values);
    medians.push({
      group: group.key,
      measure,
      column,
      median: median === null ? "" : String(median),
      institutions: String(values.length),
    });
  }
}

mkdirSync(outDir, { recursive: true });
const write = (file: string, rows: Record<string, string>[]) =>
  writeFileSync(path.join(outDir, file), stringify(rows, { header: true }));
write("scorecard-2023-24.csv", ours);
write("earnings-most-recent-cohorts-2025.csv", earningsRows);
write("ipeds-hd2024-instcat.csv", hdRows);
write("national-medians.csv", medians);
console.log(
  `Scorecard 2023-24: ${scorecard.length} institutions, ${ours.length} of ${unitids.size} directory UNITIDs; ` +
    `earnings: ${earnings.length} institutions, ${earningsRows.length} directory rows; IPEDS HD2024: ${hdRows.length} rows`,
);
console.log(`CollegeScorecard HEAD ${git(scorecardGit, "rev-parse", "HEAD").toString().trim()}`);
console.log(`edu-accountability HEAD ${git(accountabilityGit, "rev-parse", "HEAD").toString().trim()}`);
