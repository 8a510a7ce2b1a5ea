/**
 * Re-creates the trimmed founding-year source extracts in data/sources/ from local git copies of
 * the two public repositories they come from (see the README beside each extract):
 *
 *   npx tsx scripts/extract-founding-sources.ts <institution-identifiers git dir> <ror-records git dir>
 *
 * - opensyllabus/institution-identifiers, latest.csv: UNITID -> ROR id (and Wikidata id), only the
 *   UNITIDs of the directory's US rows.
 * - ror-community/ror-records: every release's copy of each of those ROR records (a release folder
 *   holds the records added or changed in that release), trimmed to the fields the seed uses.
 *
 * The seed build (scripts/build-seed.ts) reads only the extracts, never these repositories.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

const [identifiersGit, rorGit] = process.argv.slice(2);
if (!identifiersGit || !rorGit) {
  console.error(
    "usage: tsx scripts/extract-founding-sources.ts <institution-identifiers git dir> <ror-records git dir>",
  );
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

const seed = parse(readFileSync(path.join(root, "data/seed/institutions.csv")), { columns: true }) as Record<
  string,
  string
>[];
const unitids = new Set(seed.filter((row) => row.source_id).map((row) => row.source_id!));

const identifiers = (
  parse(git(identifiersGit, "show", "HEAD:latest.csv"), { columns: true }) as Record<string, string>[]
)
  .filter((row) => row.unitid && unitids.has(String(Math.trunc(Number(row.unitid)))))
  .map((row) => ({
    unitid: String(Math.trunc(Number(row.unitid))),
    ror_id: row.ror_id!,
    wikidata_id: row.wikidata_id ?? "",
  }))
  .sort((a, b) => Number(a.unitid) - Number(b.unitid));

const wanted = new Set(identifiers.map((row) => row.ror_id));
const releaseOrder = (release: string) => release.slice(1).split(".").map(Number);
const compareReleases = (a: string, b: string) => {
  const [x, y] = [releaseOrder(a), releaseOrder(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d) return d;
  }
  return 0;
};

interface RorRecord {
  established?: number | null;
  admin?: { last_modified?: { date?: string } };
  locations?: { geonames_details?: { country_code?: string } }[];
  addresses?: unknown[];
  country?: { country_code?: string };
  status?: string;
}

/** The day a release folder first appeared in the repository: the age of the copies in it. */
const releaseDates = new Map<string, string>();
const releaseDate = (release: string) => {
  if (!releaseDates.has(release)) {
    const days = git(rorGit, "log", "--format=%cs", "--diff-filter=A", "HEAD", "--", `${release}/`).trim().split("\n");
    releaseDates.set(release, days.at(-1) ?? "");
  }
  return releaseDates.get(release)!;
};

const records: Record<string, string>[] = [];
for (const line of git(rorGit, "ls-tree", "-r", "HEAD").split("\n")) {
  const match = /^\d+ blob ([0-9a-f]+)\t(v[\d.]+)\/([0-9a-z]{9})\.json$/.exec(line);
  if (!match || !wanted.has(match[3]!)) continue;
  const [, blob, release, rorId] = match;
  const record = JSON.parse(git(rorGit, "cat-file", "-p", blob!)) as RorRecord;
  records.push({
    ror_id: rorId!,
    release: release!,
    release_date: releaseDate(release!),
    last_modified: record.admin?.last_modified?.date ?? "",
    established: record.established ? String(record.established) : "",
    country_code: record.locations?.[0]?.geonames_details?.country_code ?? record.country?.country_code ?? "",
    status: record.status ?? "",
  });
}
records.sort((a, b) => a.ror_id!.localeCompare(b.ror_id!) || compareReleases(a.release!, b.release!));

const write = (folder: string, file: string, rows: Record<string, string>[]) => {
  const dir = path.join(root, "data/sources", folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), stringify(rows, { header: true }));
};
write("institution-identifiers", "unitid-ror.csv", identifiers);
write("ror-records", "ror-established.csv", records);
console.log(
  `Wrote ${identifiers.length} UNITID -> ROR rows and ${records.length} ROR record versions (${new Set(records.map((r) => r.ror_id)).size} records)`,
);
console.log(`institution-identifiers HEAD ${git(identifiersGit, "rev-parse", "HEAD").trim()}`);
console.log(`ror-records HEAD ${git(rorGit, "rev-parse", "HEAD").trim()}`);
