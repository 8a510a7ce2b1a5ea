/**
 * Builds data/seed/institutions.csv from the federal data in ../shared/data (see its README) and
 * the extracts in data/sources/. Reproducible: the same inputs always give the same file. Run with
 * `npm run seed:build`.
 *
 * - Every row of institutions.csv (825 US institutions from IPEDS and the College Scorecard), and
 *   the CCCU members the federal build leaves out because IPEDS reports no affiliation for them
 *   (scripts/cccu-additions.ts, from the same federal files).
 * - Why each U.S. row is listed (scripts/us-listing.ts): its IPEDS affiliation, a Christian
 *   accreditor, the CCCU's list or a checked page; a row none confirms waits for review.
 * - The institutions outside the United States (scripts/world-list.ts): the checked world list, with
 *   the public body that recognises each one where a page states it (scripts/recognition.ts), in
 *   the rows and in data/seed/recognition.csv.
 * - Founding years (scripts/founding-years.ts): ROR records, ROR's full export and checked pages,
 *   each with its source; a year in doubt is kept for an administrator, never shown.
 * - Association memberships from the member lists in data/sources/ (CCCU), and ATS and ABHE
 *   membership from the accreditation those associations' own pages say makes a member, by
 *   UNITID, with the list or the page as their source and its year.
 * - Cost and outcome measures from the College Scorecard extracts (scripts/scorecard-outcomes.ts)
 *   into data/seed/institution-outcomes.csv and data/seed/outcome-medians.csv.
 * - data/seed/removed-institutions.csv: addresses of schools that left the list with no listed
 *   successor, and of U.S. schools that have closed with their IPEDS id (scripts/us-closures.ts);
 *   a database seeded before removes them.
 *
 * - Facts held from several sources (tuition, the accreditor, enrolment, online-only, federal aid) at the value
 *   of the newest source that reports them, with that source and year (scripts/current-facts.ts),
 *   in the rows and in data/seed/institution-facts.csv.
 *
 * Descriptions are composed from the data only: type, place, affiliation, size, accreditor,
 * highest degree, tuition and locale. Nothing is invented.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { slugifyShort } from "../app/lib/slug";
import { SEED_COLUMNS, tuitionRangeFor } from "../app/db/seed-format";
import { CURRENT_FACTS } from "../app/db/current-facts";
import {
  joinMemberships,
  membersByAccreditation,
  readMembershipLists,
  type Memberships,
} from "./association-memberships";
import { findCity } from "../app/domain/places/places.server";
import { cccuAdditions } from "./cccu-additions";
import { currentFactsOf, readFactSources, withCurrentFacts, writeCurrentFactsSeed } from "./current-facts";
import { addFoundingExtras, joinFoundingYears, readFoundingSources, type FoundingResult } from "./founding-years";
import { writeOutcomeSeed } from "./scorecard-outcomes";
import { describeRecognised, writeRecognitionSeed } from "./recognition";
import { writeSchoolFactSeed } from "./school-facts";
import { listUsRow, readCheckedPages, type UsListing } from "./us-listing";
import { addCheckedWebsites, buildWorldRows, readWebsitesExtract, readWorldSources } from "./world-list";
import { readClosuresExtract, usClosures } from "./us-closures";
import {
  addCheckedAffiliations,
  affiliationOnSite,
  readAffiliationsExtract,
  statedAffiliations,
  type AffiliationRow,
} from "./affiliations";

const sharedData = path.resolve(import.meta.dirname, "../../shared/data");
const output = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
const removedOutput = path.resolve(import.meta.dirname, "../data/seed/removed-institutions.csv");
/** The federal values the seed test compares row for row, so the test runs without ../shared/data. */
const federalFixture = path.resolve(import.meta.dirname, "../tests/fixtures/federal-institutions.csv");
const FEDERAL_FIXTURE_COLUMNS = [
  "source_id",
  "institution_name",
  "city",
  "website",
  "accreditation",
  "denomination_family",
  "title_iv_federal_aid",
  "tuition",
] as const;

type Row = Record<string, string>;
type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

/** Six featured institutions, one spread over the types: IPEDS UNITIDs. */
const FEATURED_SOURCE_IDS = new Set([
  "152080", // University of Notre Dame (University, Catholic)
  "223232", // Baylor University (University, Baptist)
  "149781", // Wheaton College (College, Non-denominational)
  "147369", // Moody Bible Institute (Bible College)
  "186122", // Princeton Theological Seminary (Seminary, Presbyterian)
  "445869", // Divine Mercy University (Graduate School, Catholic)
]);

function readCsv(file: string): Row[] {
  return parse(readFileSync(path.join(sharedData, file)), { columns: true, skip_empty_lines: true });
}

function article(word: string) {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** IPEDS HLOFFER labels as a phrase: "a bachelor's degree", "an award of 2 to 4 years". */
function describeAward(label: string) {
  if (label.startsWith("At least 2, but less than 4"))
    return "an award of at least two but less than four academic years";
  const lower = label.toLowerCase();
  return `${article(lower)} ${lower}`;
}

function formatNumber(n: number) {
  return n.toLocaleString("en-US");
}

function affiliationSentence(row: Row, listing: UsListing) {
  const detail = row.denomination ?? "";
  if (!("listed" in listing)) {
    return "IPEDS holds no religious affiliation that names a church for it, and no source the directory holds confirms its Christian identity yet.";
  }
  const { kind } = listing.listed;
  if (kind === "ipeds") return `Its religious affiliation, as reported to IPEDS, is ${detail}.`;
  const ipeds = "IPEDS records no church affiliation for it";
  if (kind === "accreditor") {
    return `${ipeds}; its institutional accreditor, the ${row.accreditation}, accredits only Christian institutions.`;
  }
  if (kind === "member-list") return `${ipeds}; it is a member of the Council for Christian Colleges & Universities.`;
  return `${ipeds}; its Christian identity is stated on ${listing.listed.source} (read ${listing.listed.year}).`;
}

function describeUs(row: Row, listing: UsListing, affiliation: AffiliationRow | undefined): string {
  const type = row.institution_type!.toLowerCase().replace("bible", "Bible");
  const place = `${row.city}, ${row.state_name}`;
  const parts = [
    `${row.institution_name} is a private, not-for-profit ${type} in ${place}.`,
    affiliationSentence(row, listing),
    affiliation ? affiliationOnSite(affiliation) : "",
  ].filter(Boolean);
  const size = Number(row.student_body_size);
  // The enrolment, tuition, accreditor and online-only flag are the current facts (withCurrentFacts).
  if (row.student_body_size && size > 0)
    parts.push(`It enrolled ${formatNumber(size)} ${row.student_body_size_basis}.`);
  if (row.accreditation) parts.push(`Its institutional accreditor is the ${row.accreditation.replace(/^the /i, "")}.`);
  if (row.highest_degree) parts.push(`The highest award it offers is ${describeAward(row.highest_degree)}.`);
  if (row.tuition) {
    parts.push(
      `Published tuition and fees for full-time undergraduates were $${formatNumber(Number(row.tuition))} in ${row.tuition_year}.`,
    );
  }
  if (row.online_only === "true") parts.push("All of its programs are offered completely through distance education.");
  if (row.campus_setting) parts.push(`IPEDS classifies its location as ${row.campus_setting}.`);
  return parts.join(" ");
}

function usRow(
  row: Row,
  founding: FoundingResult | undefined,
  memberships: Memberships | undefined,
  listing: UsListing,
  affiliation: AffiliationRow | undefined,
): SeedRow {
  const fact = founding && "fact" in founding ? founding.fact : null;
  const listed = "listed" in listing ? listing.listed : null;
  const reviewNote = [
    "waiting" in listing ? listing.waiting : row.review_note,
    founding && "conflict" in founding ? founding.conflict : "",
  ]
    .filter(Boolean)
    .join(" ");
  const tuition = row.tuition ? String(Math.round(Number(row.tuition))) : "";
  const fullAddress = [row.street_address, row.city, `${row.state_province} ${row.postal_code}`.trim()]
    .filter(Boolean)
    .join(", ");
  return {
    source_id: row.source_id!,
    slug: "",
    institution_name: row.institution_name!,
    alias: row.alias ?? "",
    street_address: row.street_address ?? "",
    city: row.city ?? "",
    state_province: row.state_province ?? "",
    state_name: row.state_name ?? "",
    country: "United States",
    postal_code: row.postal_code ?? "",
    full_address: fullAddress,
    website: row.website ?? "",
    latitude: row.latitude ?? "",
    longitude: row.longitude ?? "",
    description: describeUs(row, listing, affiliation),
    institution_type: row.institution_type!,
    denomination: row.denomination_family!,
    denomination_detail: row.denomination ?? "",
    christian_tradition: row.christian_tradition ?? "",
    accreditation_status: row.accreditation ? "Accredited Institution" : "",
    accreditor: row.accreditation ?? "",
    online_programs: row.online_only === "true" ? "true" : "false",
    financial_aid_available: row.title_iv_federal_aid ?? "",
    student_body_size: row.student_body_size ?? "",
    campus_type: row.online_only === "true" ? "Online" : "",
    campus_setting: row.campus_setting ?? "",
    control: row.control ?? "",
    highest_degree: row.highest_degree ?? "",
    tuition,
    tuition_year: tuition ? (row.tuition_year ?? "") : "",
    tuition_range: tuition ? tuitionRangeFor(Number(tuition)) : "",
    is_featured: FEATURED_SOURCE_IDS.has(row.source_id!) ? "true" : "false",
    needs_review: listed ? "false" : "true",
    review_note: reviewNote,
    data_source: `IPEDS HD2024, IC2021 and IC2023 (NCES); College Scorecard 2022 and 2023-24; ${row.denomination_source}`,
    listed_because_kind: listed?.kind ?? "",
    listed_because_source: listed?.source ?? "",
    listed_because_url: listed?.url ?? "",
    listed_because_quote: listed?.quote ?? "",
    listed_because_year: listed?.year ?? "",
    former_slugs: "",
    location_precision: row.latitude ? "campus" : "",
    founded_year: fact ? String(fact.year) : "",
    founded_source: fact?.source ?? "",
    founded_source_year: fact ? String(fact.sourceYear) : "",
    founded_source_url: fact?.url ?? (fact?.source.startsWith("ROR ") ? `https://ror.org/${fact.source.slice(4)}` : ""),
    founded_quote: fact?.quote ?? "",
    founded_doubt: founding && "doubt" in founding ? founding.doubt : "",
    associations: memberships?.associations.join("|") ?? "",
    associations_source: memberships?.source ?? "",
    associations_source_year: memberships ? String(memberships.sourceYear) : "",
    affiliation_source_url: "",
    affiliation_quote: "",
    affiliation_read_on: "",
  };
}

function assignSlugs(rows: SeedRow[]) {
  // A row abroad the directory already had keeps its address: those are taken first.
  const taken = new Set<string>();
  for (const row of rows) {
    if (!row.slug) continue;
    if (taken.has(row.slug)) throw new Error(`Two rows claim the slug ${row.slug}`);
    taken.add(row.slug);
  }
  for (const row of rows) {
    if (row.slug) continue;
    const candidates = [
      slugifyShort(row.institution_name),
      slugifyShort(`${row.institution_name} ${row.city || row.country}`),
      slugifyShort(`${row.institution_name} ${row.city} ${row.state_province || row.country}`),
      slugifyShort(`${row.institution_name} ${row.source_id || row.country}`),
    ];
    const slug = candidates.find((c) => c && !taken.has(c));
    if (!slug) throw new Error(`No unique slug for ${row.institution_name}`);
    taken.add(slug);
    row.slug = slug;
  }
}

const federal = readCsv("institutions.csv");
const { identifiers, records, rorExport, pages } = readFoundingSources();
const fromRecords = joinFoundingYears(identifiers, records);
const founding = addFoundingExtras(fromRecords, rorExport, pages);
const lists = readMembershipLists();
const cccu = lists.find((list) => list.association === "CCCU")!.unitids;
const federalIds = new Set(federal.map((row) => row.source_id!));
const added = cccuAdditions(
  path.join(sharedData, "source"),
  new Set([...cccu].filter((unitid) => !federalIds.has(unitid))),
);
const checked = readCheckedPages();
const factSources = readFactSources(sharedData);
const usSources = [...federal, ...added];
const affiliationsExtract = readAffiliationsExtract();
const affiliations = statedAffiliations(affiliationsExtract);
const currentFacts = new Map(usSources.map((row) => [row.source_id!, currentFactsOf(row, factSources)]));
const accredited = membersByAccreditation(
  new Map([...currentFacts].map(([unitid, facts]) => [unitid, facts.accreditor?.value ?? null])),
);
const memberships = joinMemberships([...lists, ...accredited]);
const federalRows = usSources.map((source) => {
  const row = withCurrentFacts(source, currentFacts.get(source.source_id!)!);
  return usRow(
    row,
    founding.get(row.source_id!),
    memberships.get(row.source_id!),
    listUsRow(row, { checked, cccu }),
    affiliations.get(row.source_id!),
  );
});
const world = buildWorldRows(readWorldSources(), (city, country) => findCity(city, country));
// Every row takes part in the addresses, so a school that closes never moves another one's.
assignSlugs([...federalRows, ...world.rows]);
// A school the federal file still lists but that has closed leaves the seed, with its page as the reason.
const closures = usClosures(readClosuresExtract());
const closed = federalRows.filter((row) => closures.closed.has(row.source_id));
const us = federalRows.filter((row) => !closures.closed.has(row.source_id));
// A school news reports closed, with no official page found, waits for an administrator.
for (const row of us) {
  const reported = closures.reported.get(row.source_id);
  if (!reported) continue;
  row.needs_review = "true";
  row.review_note = [reported, row.review_note].filter(Boolean).join(" ");
}
for (const row of closed) currentFacts.delete(row.source_id);
const rows = [...us, ...world.rows];
const affiliationsAdded = addCheckedAffiliations(us, affiliationsExtract);
const websitesAdded = addCheckedWebsites(world.rows, readWebsitesExtract());
// The body that recognises a school abroad is its accreditor, in the rows as in their own seed file.
const recognitions = writeRecognitionSeed(new Set(world.rows.map((row) => row.slug)));
const recognitionBySlug = new Map(recognitions.map((row) => [row.slug, row]));
for (const row of world.rows) {
  const recognition = recognitionBySlug.get(row.slug);
  if (!recognition) continue;
  row.accreditor = recognition.accreditor;
  row.accreditation_status = recognition.accreditation_status;
  row.description = describeRecognised(row.description, recognition.accreditor);
}

writeFileSync(output, stringify(rows, { header: true, columns: [...SEED_COLUMNS] }));
const removed = [
  ...world.removed.map((row) => ({ ...row, source_id: "" })),
  ...closed.map((row) => ({ slug: row.slug, reason: closures.closed.get(row.source_id)!, source_id: row.source_id })),
];
writeFileSync(removedOutput, stringify(removed, { header: true, columns: ["slug", "reason", "source_id"] }));
writeFileSync(
  federalFixture,
  stringify(
    federal.filter((row) => !closures.closed.has(row.source_id!)),
    { header: true, columns: [...FEDERAL_FIXTURE_COLUMNS] },
  ),
);
const outcomes = writeOutcomeSeed(us.map((row) => row.source_id));
const factsBySource = writeCurrentFactsSeed(currentFacts);
for (const fact of CURRENT_FACTS) {
  console.log(`Current ${fact}: ${factsBySource(fact)}`);
}
const schoolFacts = writeSchoolFactSeed().rows;
console.log(`school-facts.csv: ${schoolFacts.length} facts stated on schools' own pages`);
console.log(`recognition.csv: ${recognitions.length} schools abroad with the body that recognises them`);
console.log(`Affiliations: ${affiliationsAdded} U.S. schools' church as their own sites state it`);
console.log(`Websites abroad: ${websitesAdded} from the websites extract (data/sources/world-websites)`);
console.log(
  `Cost and outcomes: ${outcomes.joined} of ${outcomes.of} US rows in the College Scorecard 2023-24 file; ` +
    `net price ${outcomes.count("net_price")}, graduation rate ${outcomes.count("graduation_rate")}, ` +
    `earnings ${outcomes.count("median_earnings_10yr")}, median debt ${outcomes.count("median_debt")}; ` +
    `${outcomes.medians} national medians`,
);
const listed = rows.filter((row) => row.needs_review === "false");
const countries = new Set(listed.map((r) => r.country));
const usListed = us.filter((row) => row.needs_review === "false");
const byKind = new Map<string, number>();
for (const row of usListed) byKind.set(row.listed_because_kind, (byKind.get(row.listed_because_kind) ?? 0) + 1);
console.log(
  `Listed: ${listed.length} institutions in ${countries.size} countries; U.S. ${usListed.length} of ${us.length} ` +
    `(${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}); abroad ${world.listed}, ${world.waiting} waiting; ` +
    `${world.located} placed at their city's centre; ${world.removed.length} removed; ` +
    `U.S. closed or merged: ${closed.map((row) => row.slug).join(", ") || "none"}`,
);
const share = (part: number, whole: number) => `${part} of ${whole} (${((100 * part) / whole).toFixed(1)}%)`;
const bySource = (group: SeedRow[]) => {
  const counts = new Map<string, number>();
  for (const row of group.filter((r) => r.founded_year)) {
    const record = fromRecords.get(row.source_id);
    const source =
      record && "fact" in record
        ? "ROR records"
        : row.founded_source.startsWith("ROR ")
          ? "ROR export"
          : row.founded_source === "Checked world list"
            ? "world list"
            : "checked pages";
    counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  return [...counts].map(([source, n]) => `${source} ${n}`).join(", ");
};
console.log(
  `Founding year: U.S. listed ${share(usListed.filter((r) => r.founded_year).length, usListed.length)} ` +
    `[${bySource(usListed)}]; ${us.filter((r) => r.founded_doubt).length} in doubt for review; ` +
    `abroad listed ${share(world.rows.filter((r) => r.needs_review === "false" && r.founded_year).length, world.listed)}`,
);
for (const list of [...lists, ...accredited]) {
  const found = us.filter((r) => r.associations.split("|").includes(list.association)).length;
  console.log(`${list.association}: ${found} of the list's ${list.unitids.size} UNITIDs are directory rows`);
}
console.log(
  `Wrote ${rows.length} institutions (${us.length} US, ${world.rows.length} world) to ${path.relative(process.cwd(), output)}`,
);
