/**
 * Re-creates the program extracts in data/sources/programs/ from local git copies of the public
 * repositories they come from (see the README there), each read at the commit the README names:
 *
 *   npx tsx scripts/extract-program-sources.ts <ipeds-labor-tool git dir> \
 *     <public-comparative-data git dir> <truewise git dir> <CollegeScorecard git dir>
 *
 * - nfapu-dot/ipeds-labor-tool, data/processed/c2020_a.parquet ... c2024_a.parquet (IPEDS
 *   Completions, first majors): graduates per school, six-digit CIP code and award level.
 * - jasonpcasey/public-comparative-data, data/CIPCode2020.csv: the titles of CIP 2020.
 * - ndranandraj/truewise, published/value_check.parquet (College Scorecard Field of Study,
 *   release of 2026-06-10): earnings and debt per school, four-digit CIP code and credential.
 * - Amherst-Statistics/CollegeScorecard, inst/extdata/MERGED2023_24_PP.csv.bz2 (the Scorecard
 *   2023-24 institution file): the undergraduate fields offered fully online.
 *
 * Kept: the schools of programUniverse (program-sources.ts), read from ../shared/data and
 * data/sources/cccu. The seed reads only the extracts, never these repositories.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { parquetReadObjects } from "hyparquet";
import {
  COMPLETION_YEARS,
  COMPLETIONS_COLUMNS,
  PROGRAMS_DIR,
  PROGRAM_FILES,
  fullyOnlineRows,
  mergeCompletions,
  programUniverse,
  readCipTitles,
  trimFieldOutcomes,
  type CompletionRecord,
  type FieldOutcomeRecord,
} from "./program-sources";

const [laborToolGit, comparativeGit, truewiseGit, scorecardGit] = process.argv.slice(2);
if (!laborToolGit || !comparativeGit || !truewiseGit || !scorecardGit) {
  console.error(
    "usage: tsx scripts/extract-program-sources.ts <ipeds-labor-tool git dir> <public-comparative-data git dir> <truewise git dir> <CollegeScorecard git dir>",
  );
  process.exit(2);
}

/** The commits the README names. */
const COMMITS = {
  laborTool: "74814d908f4a503dcce6e44e4d40fdb7cb298594",
  comparative: "38ac9fdd42d89a9c742eee0c092484b7aad42837",
  truewise: "ee01390b0b02f1cdbee6e287e0778307c1ea40b0",
  scorecard: "5779027632b69a169fcd54389db52e769f51686c",
};

const root = path.resolve(import.meta.dirname, "..");
const big = { maxBuffer: 1024 * 1024 * 1024 };
const show = (dir: string, commit: string, file: string) =>
  execFileSync("git", ["--git-dir", dir, "show", `${commit}:${file}`], big);
/** A parquet file for hyparquet: the bytes in an ArrayBuffer of their own. */
const arrayBuffer = (bytes: Buffer): ArrayBuffer => new Uint8Array(bytes).buffer;
type Row = Record<string, string>;
const readCsv = (file: string) => parse(readFileSync(file), { columns: true, bom: true }) as Row[];

const directory = readCsv(path.resolve(root, "../shared/data/institutions.csv")).map((row) => row.source_id!);
const cccu = readCsv(path.join(root, "data/sources/cccu/cccu-members.csv")).map((row) => row.unitid!);
const hd2024 = parse(gunzipSync(readFileSync(path.resolve(root, "../shared/data/source/ipeds_hd2024.csv.gz"))), {
  columns: true,
  bom: true,
}) as Row[];
const universe = programUniverse(directory, cccu, hd2024);

// IPEDS Completions, one file a year.
const byYear = new Map<number, CompletionRecord[]>();
for (const year of COMPLETION_YEARS) {
  const records = (await parquetReadObjects({
    file: arrayBuffer(show(laborToolGit, COMMITS.laborTool, `data/processed/c${year}_a.parquet`)),
    columns: ["UNITID", "CIPCODE", "MAJORNUM", "AWLEVEL", "CTOTALT"],
  })) as { UNITID: bigint; CIPCODE: string; MAJORNUM: bigint; AWLEVEL: bigint; CTOTALT: bigint | null }[];
  if (records.some((record) => record.MAJORNUM !== 1n)) throw new Error(`c${year}_a holds second majors`);
  byYear.set(
    year,
    records
      .filter((record) => record.CTOTALT !== null)
      .map((record) => ({
        unitid: String(record.UNITID),
        cipcode: record.CIPCODE,
        awlevel: Number(record.AWLEVEL),
        graduates: Number(record.CTOTALT),
      })),
  );
}
const completions = mergeCompletions(byYear, universe);

const cip = readCipTitles(show(comparativeGit, COMMITS.comparative, "data/CIPCode2020.csv").toString("utf8"));

const fieldOutcomes = trimFieldOutcomes(
  (await parquetReadObjects({
    file: arrayBuffer(show(truewiseGit, COMMITS.truewise, "published/value_check.parquet")),
    columns: ["unitid", "cip_code", "credential_level", "earnings_median_1yr", "earnings_median_4yr", "debt_median"],
  })) as FieldOutcomeRecord[],
  universe,
);

const scorecardText = execFileSync("bunzip2", ["-c"], {
  ...big,
  input: show(scorecardGit, COMMITS.scorecard, "inst/extdata/MERGED2023_24_PP.csv.bz2"),
});
const scorecard = parse(scorecardText, { bom: true }) as string[][];
const fullyOnline = fullyOnlineRows(scorecard[0]!, scorecard.slice(1), universe);

mkdirSync(PROGRAMS_DIR, { recursive: true });
const write = (file: string, rows: Row[], columns?: readonly string[]) => {
  const target = path.join(PROGRAMS_DIR, file);
  writeFileSync(target, stringify(rows, { header: true, columns: columns ? [...columns] : undefined }));
  return `${file}: ${rows.length} rows, ${statSync(target).size} bytes`;
};
console.log(`kept schools: ${universe.size}`);
console.log(write(PROGRAM_FILES.completions, completions, COMPLETIONS_COLUMNS));
console.log(write(PROGRAM_FILES.cip, cip as unknown as Row[], ["code", "title", "definition"]));
console.log(write(PROGRAM_FILES.fieldOutcomes, fieldOutcomes));
console.log(write(PROGRAM_FILES.fullyOnline, fullyOnline));
console.log(
  `schools with programs: ${new Set(completions.map((row) => row.unitid)).size}; with field earnings or debt: ${
    new Set(fieldOutcomes.map((row) => row.unitid)).size
  }; with a field fully online: ${new Set(fullyOnline.map((row) => row.unitid)).size}`,
);
