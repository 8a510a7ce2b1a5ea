/**
 * Re-creates the source extracts of the world list in data/sources/ from local copies of the
 * public files they come from (see the README beside each extract):
 *
 *   npx tsx scripts/extract-world-sources.ts <ror-records git dir> <college-stats unmatched/cccu.json>
 *
 * - raywross/college-stats, data/directories/unmatched/cccu.json: the CCCU's members without a
 *   UNITID; the Canadian ones (a province for their state) go to cccu/cccu-non-us-members.csv.
 * - ror-community/ror-records: the ROR records of the world candidates
 *   (../shared/data/world_christian_candidates.csv) and of those members, found by the name in the
 *   same country or else by the website's domain; every release's copy of each, trimmed to the
 *   fields the seed uses (ror-world/ror-world-records.csv), and which record each row matched and
 *   how (ror-world/ror-world-matches.csv).
 *
 * The seed build (scripts/build-seed.ts) reads only the extracts, never these files.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { CANADIAN_PROVINCES, domainOf, foldName, worldKey } from "./world-list";

const [rorGit, cccuUnmatched] = process.argv.slice(2);
if (!rorGit || !cccuUnmatched) {
  console.error("usage: tsx scripts/extract-world-sources.ts <ror-records git dir> <unmatched/cccu.json>");
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", rorGit, ...args], { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });

// --- The CCCU members outside the United States
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

// --- Who we look up in ROR: each candidate (name, country code, domains) and each member
const candidates = parse(readFileSync(path.join(root, "../shared/data/world_christian_candidates.csv")), {
  columns: true,
}) as Record<string, string>[];
const wanted = [
  ...candidates.map((row) => ({
    key: worldKey(row.institution_name!, row.country_code!),
    name: row.institution_name!,
    country: row.country_code!,
    domains: (row.domains || domainOf(row.website ?? "")).split("|").filter(Boolean),
  })),
  ...members.map((member) => ({
    key: worldKey(member.member_name, "CA"),
    name: member.member_name,
    country: "CA",
    domains: [domainOf(member.url)],
  })),
];

// --- Every copy of every record in the repository (a release folder holds the records it changed)
interface RorCopy {
  ror_id: string;
  release: string;
  last_modified: string;
  name: string;
  names: string[];
  country_code: string;
  city: string;
  latitude: string;
  longitude: string;
  website: string;
  established: string;
  wikidata_id: string;
  status: string;
}

interface RorJson {
  id?: string;
  name?: string;
  aliases?: string[];
  acronyms?: string[];
  labels?: { label: string }[];
  names?: { value: string; types?: string[] }[];
  established?: number | null;
  status?: string;
  links?: (string | { type?: string; value?: string })[];
  country?: { country_code?: string };
  addresses?: { city?: string; lat?: number; lng?: number }[];
  locations?: { geonames_details?: { country_code?: string; name?: string; lat?: number; lng?: number } }[];
  external_ids?: unknown;
  admin?: { last_modified?: { date?: string } };
}

function wikidataOf(record: RorJson): string {
  const ids = record.external_ids;
  if (Array.isArray(ids)) {
    const found = ids.find((id: { type?: string }) => id.type === "wikidata") as
      { preferred?: string | null; all?: string[] } | undefined;
    return found?.preferred ?? found?.all?.[0] ?? "";
  }
  const found = (ids as Record<string, { preferred?: string | null; all?: string[] | string }> | undefined)?.Wikidata;
  const all = found?.all;
  return found?.preferred ?? (Array.isArray(all) ? all[0] : all) ?? "";
}

function copyOf(rorId: string, release: string, record: RorJson): RorCopy {
  const v2 = Array.isArray(record.names);
  const location = record.locations?.[0]?.geonames_details;
  const address = record.addresses?.[0];
  const names = v2
    ? record.names!.map((name) => name.value)
    : [record.name ?? "", ...(record.aliases ?? []), ...(record.labels ?? []).map((label) => label.label)];
  const display = v2
    ? (record.names!.find((name) => name.types?.includes("ror_display"))?.value ?? names[0] ?? "")
    : (record.name ?? "");
  const website = v2
    ? (
        (record.links ?? []).find((link) => typeof link === "object" && link.type === "website") as
          { value?: string } | undefined
      )?.value
    : (record.links ?? [])[0];
  const number = (value: number | undefined) => (value === undefined || value === null ? "" : String(value));
  return {
    ror_id: rorId,
    release,
    last_modified: record.admin?.last_modified?.date ?? "",
    name: display,
    names: names.filter(Boolean),
    country_code: (v2 ? location?.country_code : record.country?.country_code) ?? "",
    city: (v2 ? location?.name : address?.city) ?? "",
    latitude: number(v2 ? location?.lat : address?.lat),
    longitude: number(v2 ? location?.lng : address?.lng),
    website: typeof website === "string" ? website : "",
    established: record.established ? String(record.established) : "",
    wikidata_id: wikidataOf(record),
    status: record.status ?? "",
  };
}

// From release v1.45 a folder holds each record twice, in schema 2 and (under v1/) in schema 1:
// the schema 2 copy is kept.
const listed = git("ls-tree", "-r", "HEAD")
  .split("\n")
  .map((line) => /^\d+ blob ([0-9a-f]+)\t(v[\d.]+)\/(v1\/)?([0-9a-z]{9})\.json$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null);
const schema2 = new Set(listed.filter((match) => !match[3]).map((match) => `${match[2]}/${match[4]}`));
const files = listed
  .filter((match) => !match[3] || !schema2.has(`${match[2]}/${match[4]}`))
  .map((match) => [match[0], match[1], match[2], match[4]] as const);
const batch = spawnSync("git", ["--git-dir", rorGit, "cat-file", "--batch"], {
  input: files.map((match) => match[1]).join("\n") + "\n",
  maxBuffer: 1024 * 1024 * 1024,
});
const out = batch.stdout;
const copies: RorCopy[] = [];
let at = 0;
for (const [, , release, rorId] of files) {
  const headerEnd = out.indexOf(10, at);
  const size = Number(out.subarray(at, headerEnd).toString().split(" ")[2]);
  const body = out.subarray(headerEnd + 1, headerEnd + 1 + size).toString("utf8");
  at = headerEnd + 1 + size + 1;
  try {
    copies.push(copyOf(rorId!, release!, JSON.parse(body) as RorJson));
  } catch {
    // A file that is not a record (none today) is skipped.
  }
}

const releaseOrder = (release: string) => release.slice(1).split(".").map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [releaseOrder(a), releaseOrder(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) > (y[i] ?? -1);
  return false;
};
const newest = new Map<string, RorCopy>();
for (const copy of copies) {
  const known = newest.get(copy.ror_id);
  if (!known || newer(copy.release, known.release)) newest.set(copy.ror_id, copy);
}
const byName = new Map<string, Set<string>>();
const byDomain = new Map<string, Set<string>>();
const add = (index: Map<string, Set<string>>, key: string, id: string) => {
  if (!key) return;
  index.set(key, (index.get(key) ?? new Set()).add(id));
};
for (const record of newest.values()) {
  for (const name of record.names) add(byName, `${foldName(name)}|${record.country_code}`, record.ror_id);
  add(byDomain, domainOf(record.website), record.ror_id);
}

const matches: Record<string, string>[] = [];
for (const row of wanted) {
  let ids = [...(byName.get(`${foldName(row.name)}|${row.country}`) ?? [])];
  let method = "name";
  if (!ids.length) {
    ids = [...new Set(row.domains.flatMap((domain) => [...(byDomain.get(domain) ?? [])]))];
    method = "domain";
  }
  for (const id of ids.sort()) matches.push({ key: row.key, ror_id: id, match_method: method });
}
const matched = new Set(matches.map((row) => row.ror_id));

const releaseDates = new Map<string, string>();
const releaseDate = (release: string) => {
  if (!releaseDates.has(release)) {
    const days = git("log", "--format=%cs", "--diff-filter=A", "HEAD", "--", `${release}/`).trim().split("\n");
    releaseDates.set(release, days.at(-1) ?? "");
  }
  return releaseDates.get(release)!;
};
const records = copies
  .filter((copy) => matched.has(copy.ror_id))
  .map(({ names, ...copy }) => ({
    ...copy,
    aliases: names.filter((name) => name !== copy.name).join("|"),
    release_date: releaseDate(copy.release),
  }))
  .sort(
    (a, b) =>
      a.ror_id.localeCompare(b.ror_id) || (newer(a.release, b.release) ? 1 : newer(b.release, a.release) ? -1 : 0),
  );

const write = (folder: string, file: string, rows: Record<string, string>[], columns: string[]) => {
  const dir = path.join(root, "data/sources", folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), stringify(rows, { header: true, columns }));
};
write("cccu", "cccu-non-us-members.csv", members, ["member_name", "city", "province", "url"]);
write("ror-world", "ror-world-matches.csv", matches, ["key", "ror_id", "match_method"]);
write("ror-world", "ror-world-records.csv", records, [
  "ror_id",
  "release",
  "release_date",
  "last_modified",
  "name",
  "aliases",
  "country_code",
  "city",
  "latitude",
  "longitude",
  "website",
  "established",
  "wikidata_id",
  "status",
]);
console.log(
  `${members.length} CCCU members outside the US; ${new Set(matches.map((row) => row.key)).size} of ${wanted.length} rows matched ${matched.size} ROR records (${records.length} copies) among ${newest.size} records`,
);
console.log(`ror-records HEAD ${git("rev-parse", "HEAD").trim()}; CCCU list crawled ${unmatched.crawled}`);
