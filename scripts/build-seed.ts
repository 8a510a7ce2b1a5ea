/**
 * Builds data/seed/institutions.csv from the federal data in ../shared/data (see its README).
 * Reproducible: the same inputs always give the same file. Run with `npm run seed:build`.
 *
 * - Every row of institutions.csv (825 US institutions from IPEDS and the College Scorecard).
 * - The institutions outside the United States (scripts/world-list.ts): the members of a Christian
 *   association's list, confirmed, and the name-keyword candidates of world_christian_candidates.csv,
 *   waiting for review (hidden from the public) with the written keyword rule as their reason.
 *
 * - Founding years from the committed extracts in data/sources/ (UNITID -> ROR -> established),
 *   each with its source and the year of the record; a conflict leaves the year empty and says why
 *   in the review note.
 *
 * - Association memberships from the member lists in data/sources/ (CCCU), by UNITID, with the
 *   list as their source and its year.
 *
 * - Cost and outcome measures from the College Scorecard extracts (scripts/scorecard-outcomes.ts)
 *   into data/seed/institution-outcomes.csv and data/seed/outcome-medians.csv.
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
import { joinMemberships, readMembershipLists, type Memberships } from "./association-memberships";
import { joinFoundingYears, readFoundingSources, type FoundingResult } from "./founding-years";
import { writeOutcomeSeed } from "./scorecard-outcomes";
import { writeSchoolFactSeed } from "./school-facts";
import { buildWorldRows, readWorldSources } from "./world-list";

const sharedData = path.resolve(import.meta.dirname, "../../shared/data");
const output = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
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

function affiliationSentence(row: Row) {
  const detail = row.denomination ?? "";
  if (detail.startsWith("Independent")) {
    return "It reports no church affiliation to IPEDS and is classified as a faith-related (theological) institution.";
  }
  if (detail.startsWith("Not reported")) {
    return "IPEDS holds no religious-affiliation record for it; it is listed here because its name or Carnegie classification marks it as a Christian institution.";
  }
  return `Its religious affiliation, as reported to IPEDS, is ${detail}.`;
}

function describeUs(row: Row): string {
  const type = row.institution_type!.toLowerCase().replace("bible", "Bible");
  const place = `${row.city}, ${row.state_name}`;
  const parts = [`${row.institution_name} is a private, not-for-profit ${type} in ${place}.`, affiliationSentence(row)];
  const size = Number(row.student_body_size);
  if (row.student_body_size && size > 0) {
    const basis = row.student_body_size_basis?.includes("12-month")
      ? "students over the 2020-21 academic year (12-month headcount)"
      : "students in fall 2022";
    parts.push(`It enrolled ${formatNumber(size)} ${basis}.`);
  }
  if (row.accreditation) parts.push(`Its institutional accreditor is the ${row.accreditation.replace(/^the /i, "")}.`);
  if (row.highest_degree) parts.push(`The highest award it offers is ${describeAward(row.highest_degree)}.`);
  if (row.tuition) {
    const year = row.tuition_year?.startsWith("2020-21") ? "2020-21" : "2021-22";
    parts.push(
      `Published tuition and fees for full-time undergraduates were $${formatNumber(Number(row.tuition))} in ${year}.`,
    );
  }
  if (row.online_only === "true") parts.push("All of its programs are offered completely through distance education.");
  if (row.campus_setting) parts.push(`IPEDS classifies its location as ${row.campus_setting}.`);
  return parts.join(" ");
}

/**
 * A review note that says only that the affiliation comes from an older IPEDS extract: that
 * extract is a public source stating the affiliation (named with its year in data_source), so the
 * row is confirmed. Every other note (no affiliation reported, "Other", inferred from the name,
 * inherited from a parent campus, Latter-day Saints) leaves the row waiting for an administrator.
 */
const OLDER_IPEDS_AFFILIATION = /^religious affiliation from older IPEDS extract \(\d{4}-\d{2}\)$/;

function isConfirmedBySource(reviewNote: string | undefined): boolean {
  return !reviewNote || OLDER_IPEDS_AFFILIATION.test(reviewNote.trim());
}

function usRow(row: Row, founding: FoundingResult | undefined, memberships: Memberships | undefined): SeedRow {
  const fact = founding && "fact" in founding ? founding.fact : null;
  const reviewNote = [row.review_note, founding && "conflict" in founding ? founding.conflict : ""]
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
    description: describeUs(row),
    institution_type: row.institution_type!,
    denomination: row.denomination_family!,
    denomination_detail: row.denomination ?? "",
    christian_tradition: row.christian_tradition ?? "",
    accreditation_status: row.accreditation ? "Accredited Institution" : "",
    accreditor: row.accreditation ?? "",
    online_programs: row.online_only === "true" ? "true" : "false",
    financial_aid_available: row.title_iv_federal_aid === "true" ? "true" : "false",
    student_body_size: row.student_body_size ?? "",
    campus_type: row.online_only === "true" ? "Online" : "",
    campus_setting: row.campus_setting ?? "",
    control: row.control ?? "",
    highest_degree: row.highest_degree ?? "",
    tuition,
    tuition_year: tuition ? (row.tuition_year ?? "") : "",
    tuition_range: tuition ? tuitionRangeFor(Number(tuition)) : "",
    is_featured: FEATURED_SOURCE_IDS.has(row.source_id!) ? "true" : "false",
    needs_review: isConfirmedBySource(row.review_note) ? "false" : "true",
    review_note: reviewNote,
    data_source: `IPEDS HD2024 and IC2021 (NCES); College Scorecard 2022; ${row.denomination_source}`,
    founded_year: fact ? String(fact.year) : "",
    founded_source: fact?.source ?? "",
    founded_source_year: fact ? String(fact.sourceYear) : "",
    associations: memberships?.associations.join("|") ?? "",
    associations_source: memberships?.source ?? "",
    associations_source_year: memberships ? String(memberships.sourceYear) : "",
  };
}

function assignSlugs(rows: SeedRow[]) {
  const taken = new Set<string>();
  // Two passes so that a plain name slug goes to the first school that needs it, in file order.
  for (const row of rows) {
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
const { identifiers, records } = readFoundingSources();
const founding = joinFoundingYears(identifiers, records);
const lists = readMembershipLists();
const memberships = joinMemberships(lists);
const us = federal.map((row) => usRow(row, founding.get(row.source_id!), memberships.get(row.source_id!)));
const world = buildWorldRows(readWorldSources(sharedData));
const rows = [...us, ...world.rows];
assignSlugs(rows);

writeFileSync(output, stringify(rows, { header: true, columns: [...SEED_COLUMNS] }));
writeFileSync(federalFixture, stringify(federal, { header: true, columns: [...FEDERAL_FIXTURE_COLUMNS] }));
const outcomes = writeOutcomeSeed(us.map((row) => row.source_id));
const schoolFacts = writeSchoolFactSeed().rows;
console.log(`school-facts.csv: ${schoolFacts.length} facts stated on schools' own pages`);
console.log(
  `Cost and outcomes: ${outcomes.joined} of ${outcomes.of} US rows in the College Scorecard 2023-24 file; ` +
    `net price ${outcomes.count("net_price")}, graduation rate ${outcomes.count("graduation_rate")}, ` +
    `earnings ${outcomes.count("median_earnings_10yr")}, median debt ${outcomes.count("median_debt")}; ` +
    `${outcomes.medians} national medians`,
);
const countries = new Set(rows.map((r) => r.country));
const conflicts = [...founding.values()].filter((result) => "conflict" in result).length;
console.log(
  `Founding year: ${us.filter((r) => r.founded_year).length} of ${us.length} US rows (ROR); ${conflicts} left empty for a conflict`,
);
for (const list of lists) {
  const found = us.filter((r) => r.associations.split("|").includes(list.association)).length;
  console.log(`${list.association}: ${found} of the list's ${list.unitids.size} UNITIDs are directory rows`);
}
console.log(
  `Wrote ${rows.length} institutions (${us.length} US, ${world.rows.length} world) in ${countries.size} countries to ${path.relative(process.cwd(), output)}`,
);
console.log(
  `World: ${world.confirmed} confirmed by a member list, ${world.rows.length - world.confirmed} waiting for review; ${world.rorMatched} with facts from their ROR record`,
);
