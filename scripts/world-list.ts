/**
 * The institutions outside the United States, for the seed: the checked world list
 * (data/sources/world-verified/, see its README). Pure functions, so the seed build and its test
 * share them.
 *
 * - A `verified` row is listed: a page states its Christian affiliation, and that page (its words,
 *   link, kind and the day it was read) is the row's listed_because.
 * - An `unverifiable` row waits in the review queue with the checker's notes as its reason.
 * - A `closed-or-merged`, `campus` or `duplicate` row leaves the list. Where its notes name a listed
 *   successor or parent (FOLDED_INTO), its old address becomes one of that row's former slugs and
 *   redirects there; otherwise it is removed.
 * - A school renamed since the directory listed it keeps one row under its new name, and an address
 *   that misspelt the name is corrected (MISSPELT_SLUGS); the old address is a former slug. Every
 *   other row keeps its address.
 * - Coordinates are the centre of its city, from the bundled GeoNames places (`locate`), and say so
 *   (location_precision "city"). Country names are ISO 3166 names (countries.server.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { CCCU_SOURCE } from "../app/domain/institutions/associations";
import { DENOMINATIONS } from "../app/domain/institutions/institution-form.schemas";
import type { PageKind } from "../app/domain/institutions/listed-because";
import { countryCode, countryName } from "../app/domain/places/countries.server";
import { foldText } from "../app/lib/fold-text";
import { slugifyShort } from "../app/lib/slug";
import type { SEED_COLUMNS } from "../app/db/seed-format";
import { siteName } from "../app/lib/counts";
import { checkEvidence } from "./extract-evidence";

type Row = Record<string, string>;
export type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

const sourcesDir = path.resolve(import.meta.dirname, "../data/sources");

/** Canada's province and territory codes, as the CCCU list writes them, and their names. */
export const PROVINCE_NAMES: Record<string, string> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};
export const CANADIAN_PROVINCES = new Set(Object.keys(PROVINCE_NAMES));

/** The year the CCCU list was read (its crawl date, 2026-10-04). */
const CCCU_LIST_YEAR = 2026;

/** Country names in the world list that ISO 3166 spells otherwise. */
const COUNTRY_CODES: Record<string, string> = { "Macau (China)": "MO" };

/**
 * Where a row that leaves the list goes, as its notes say: its input slug -> the input slug of the
 * listed row it folds into. A closed school whose successor is not listed is not here: it is removed.
 */
export const FOLDED_INTO: Record<string, string> = {
  // Merged into UCLouvain (its Mons site).
  "facultes-universitaires-catholiques-de-mons": "universite-catholique-de-louvain",
  // Campuses and merged schools of KU Leuven.
  "katholieke-universiteit-leuven-campus-kortrijk": "katholieke-universiteit-leuven",
  "katholieke-universiteit-brussel": "katholieke-universiteit-leuven",
  // Regional seats of the Universidad Católica Boliviana "San Pablo".
  "universidad-catolica-boliviana-cochabamba": "universidad-catolica-boliviana-la-paz",
  "universidad-catolica-boliviana-santa-cruz": "universidad-catolica-boliviana-la-paz",
  "universidad-catolica-boliviana-tarija": "universidad-catolica-boliviana-la-paz",
  // Merged into the Evangelische Hochschule Dresden (2020).
  "evangelische-fachhochschule-fur-religionspadagogik-und-gemeindediakonie":
    "evangelische-hochschule-fur-soziale-arbeit-dresden-fh",
  // Its teaching went to the Benediktbeuern campus of the Katholische Stiftungshochschule München.
  "philosophisch-theologische-hochschule-der-salesianer-don-boscos": "katholische-stiftungsfachhochschule-munchen",
  // Merged into the Pontifical Gregorian University (2024).
  "pontificio-istituto-orientale": "pontifica-universita-gregoriana",
  // Duplicates: the same institution as another row.
  "universita-pontifcia-salesiana": "universita-pontificia-salesiana",
  "catolica-lisbon-school-of-business-and-economics": "universidade-catolica-portuguesa",
};

/**
 * Addresses the directory had that misspell the school's name, and the right spelling. The row
 * takes the right address and keeps the old one as a former slug, so old links redirect.
 */
export const MISSPELT_SLUGS: Record<string, string> = {
  "pontifica-universita-gregoriana": "pontificia-universita-gregoriana",
};

/** The directory's denomination families (the admin form's list); any other family is "Other". */
const FAMILIES = new Set(DENOMINATIONS);

/** The directory's institution types; the world list's "University of Applied Sciences" is a University. */
const TYPES: Record<string, string> = { "University of Applied Sciences": "University" };

/** The notes say the school has a new name. */
const RENAMED = /\brenam|\bformerly\b/i;

export interface WorldSources {
  verified: Row[];
  members: Row[];
}

function readCsv(file: string): Row[] {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as Row[];
}

export function readWorldSources(): WorldSources {
  return {
    verified: readCsv(path.join(sourcesDir, "world-verified/world_christian_verified.csv")),
    members: readCsv(path.join(sourcesDir, "cccu/cccu-non-us-members.csv")),
  };
}

/** The official websites found for schools the world list gave none (data/sources/world-websites). */
export function readWebsitesExtract(): Row[] {
  return readCsv(path.join(sourcesDir, "world-websites/websites.csv"));
}

/** A name for matching: accents, case and punctuation left out. */
export function foldName(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The name shown: the official name when it is written in Latin letters, else the English one. */
export function displayName(row: Row): string {
  const official = row.official_name!.trim();
  return /\p{Script=Latin}/u.test(official) || !row.english_name ? official : row.english_name.trim();
}

/** Local names of cities that GeoNames' place list writes in English or otherwise. */
export const CITY_EXONYMS: Record<string, string> = {
  München: "Munich",
  Praha: "Prague",
  Aarhus: "Århus",
  Heraklion: "Irákleion",
  "New Taipei City": "Banqiao",
  Legazpi: "Legaspi",
  // Muhanga is the town GeoNames still lists under its name before 2006.
  Muhanga: "Gitarama",
};

/** The spellings to look a city up by: as written, then the place list's other forms of it. */
function cityVariants(name: string): string[] {
  const variants = [name];
  const shorter = name.replace(/\s+(im|am|an der|an|bei|ob der)\s+.+$/i, "");
  variants.push(shorter, name.replace(/\s+City$/i, ""), `${name} City`, `${name}-si`);
  if (name.includes("-")) variants.push(...name.split("-"));
  return [...new Set(variants.flatMap((variant) => [variant, CITY_EXONYMS[variant] ?? ""]).filter(Boolean))];
}

/** 'Ongata Rongai (Nairobi)' -> ['Ongata Rongai', 'Nairobi']; 'Maynooth, Co. Kildare' -> ['Maynooth', ...]. */
export function cityNames(city: string): string[] {
  const main = city.split(/[(,;]/)[0]!.trim();
  const inner = [...city.matchAll(/\(([^)]*)\)/g)].flatMap((match) => match[1]!.split(/[;,]/));
  const rest = city.split(",").slice(1);
  const names = [main, ...inner, ...rest]
    .map((name) =>
      name
        .replace(/^(and|also|near|formerly|study site|branch campus|campus(es)?)\s+/i, "")
        .replace(/\s+campus$/i, "")
        .trim(),
    )
    .filter(Boolean);
  return [...new Set(names)];
}

export type Locate = (city: string, countryCode: string) => { latitude: number; longitude: number } | undefined;

const blankRow = (): SeedRow => ({
  source_id: "",
  slug: "",
  institution_name: "",
  alias: "",
  street_address: "",
  city: "",
  state_province: "",
  state_name: "",
  country: "",
  postal_code: "",
  full_address: "",
  website: "",
  latitude: "",
  longitude: "",
  description: "",
  institution_type: "",
  denomination: "",
  denomination_detail: "",
  christian_tradition: "",
  accreditation_status: "",
  accreditor: "",
  online_programs: "",
  financial_aid_available: "",
  student_body_size: "",
  campus_type: "",
  campus_setting: "",
  control: "",
  highest_degree: "",
  tuition: "",
  tuition_year: "",
  tuition_range: "",
  is_featured: "false",
  needs_review: "true",
  review_note: "",
  data_source: "",
  founded_year: "",
  founded_source: "",
  founded_source_year: "",
  founded_source_url: "",
  founded_quote: "",
  founded_doubt: "",
  associations: "",
  associations_source: "",
  associations_source_year: "",
  listed_because_kind: "",
  listed_because_source: "",
  listed_because_url: "",
  listed_because_quote: "",
  listed_because_year: "",
  former_slugs: "",
  location_precision: "",
  affiliation_source_url: "",
  affiliation_quote: "",
  affiliation_read_on: "",
});

function christianTradition(family: string, tradition: string): string {
  if (family === "Catholic") return "Catholic";
  if (family === "Orthodox") return "Orthodox";
  if (family === "Anglican" || /^Anglican|Episcopal Church/i.test(tradition)) return "Anglican";
  return "Protestant";
}

function article(word: string) {
  return /^(?!uni|use|eu)[aeiou]/i.test(word) ? "an" : "a";
}

function describe(row: SeedRow, source: Row): string {
  const type = (source.institution_type || row.institution_type).toLowerCase().replace("bible", "Bible");
  const place = [row.city, row.country].filter(Boolean).join(", ");
  const parts = [`${row.institution_name} is ${article(type)} ${type} in ${place}.`];
  if (source.english_name && foldName(source.english_name) !== foldName(row.institution_name)) {
    parts.push(`Its name in English: ${source.english_name}.`);
  }
  if (source.tradition) parts.push(`Its church affiliation: ${source.tradition}.`);
  if (row.founded_year) parts.push(`It was founded in ${row.founded_year}.`);
  parts.push(`${UNVERIFIED_SENTENCE}.`);
  return parts.join(" ");
}

/** The description's last sentence, until a page states the body that recognises the school. */
export const UNVERIFIED_SENTENCE =
  "Its accreditation, enrolment and programs have not yet been verified by our editors";

/**
 * The rows of the websites extract that found a site, by slug; a row that breaks the extract's
 * rules (data/sources/world-websites/README.md) throws, naming the school and the problem.
 */
export function checkedWebsites(rows: readonly Row[]): Map<string, Row> {
  const found = new Map<string, Row>();
  for (const row of rows) {
    if (!row.website) continue;
    const where = `${row.slug}: `;
    if (!/^https:\/\/[a-z0-9.-]+\.[a-z]+\/(?:\S*\/)?$/.test(row.website)) {
      throw new Error(`${where}the website must be https:// and a lower-case host, ending in "/" (${row.website})`);
    }
    const evidence = checkEvidence(where, { url: row.evidence_url, quote: row.evidence_quote, readOn: row.read_on });
    if (evidence.host !== new URL(row.website).host) {
      throw new Error(`${where}the evidence page (${evidence.host}) is not on the website's host`);
    }
    found.set(row.slug!, row);
  }
  return found;
}

/**
 * Gives each school abroad without a website the one the extract found, and says so in its
 * "Source" line. Runs once every row has its slug; a site for a school the world list already gives
 * one, or for a school that is not a row, throws.
 */
export function addCheckedWebsites(rows: readonly SeedRow[], extract: readonly Row[]): number {
  const websites = checkedWebsites(extract);
  let added = 0;
  for (const row of rows) {
    const found = websites.get(row.slug);
    if (!found) continue;
    if (row.website) throw new Error(`${row.slug}: the world list already gives its website (${row.website})`);
    row.website = found.website!;
    row.data_source = `${row.data_source}; website: its own site, read ${found.read_on}`;
    websites.delete(row.slug);
    added++;
  }
  const unknown = [...websites.keys()];
  if (unknown.length) throw new Error(`Websites for schools not in the world list: ${unknown.join(", ")}`);
  return added;
}

/** One row of the world list as a seed row (its slug is set by the caller). */
function worldRow(source: Row, locate: Locate, members: Map<string, Row>): SeedRow {
  const row = blankRow();
  row.institution_name = displayName(source);
  const other = [source.official_name, source.english_name].filter(
    (name): name is string => !!name && foldName(name) !== foldName(row.institution_name),
  );
  row.alias = [...new Set(other)].join(" | ");
  const code = COUNTRY_CODES[source.country!] ?? countryCode(source.country!);
  if (!code) throw new Error(`Unknown country "${source.country}" (${source.official_name})`);
  row.country = countryName(code)!;
  const names = cityNames(source.city ?? "");
  row.city = names[0] ?? "";
  const place = names
    .flatMap(cityVariants)
    .map((name) => locate(name, code))
    .find(Boolean);
  if (place) {
    row.latitude = String(place.latitude);
    row.longitude = String(place.longitude);
    row.location_precision = "city";
  }
  row.website = source.website ?? "";
  row.institution_type = TYPES[source.institution_type!] ?? source.institution_type!;
  const family = source.denomination ?? "";
  row.denomination = FAMILIES.has(family) ? family : "Other";
  row.denomination_detail = source.tradition ?? "";
  row.christian_tradition = christianTradition(family, source.tradition ?? "");
  const host = siteName(source.evidence_url ?? "");
  if (source.founded_year) {
    row.founded_year = source.founded_year;
    row.founded_source = "Checked world list";
    row.founded_source_url = source.evidence_url ?? "";
    row.founded_source_year = source.retrieved!.slice(0, 4);
  }
  const member = members.get(foldName(row.institution_name));
  if (member) {
    row.state_province = member.province ?? "";
    row.state_name = PROVINCE_NAMES[member.province!] ?? "";
    row.associations = "CCCU";
    row.associations_source = CCCU_SOURCE;
    row.associations_source_year = String(CCCU_LIST_YEAR);
  }
  if (source.status === "verified") {
    row.needs_review = "false";
    row.listed_because_kind = source.evidence_kind as PageKind;
    row.listed_because_source = host;
    row.listed_because_url = source.evidence_url ?? "";
    row.listed_because_quote = source.evidence_quote ?? "";
    row.listed_because_year = source.retrieved ?? "";
  } else {
    row.needs_review = "true";
    row.review_note = `Not verified: no page found that states its Christian affiliation. ${source.notes ?? ""}`.trim();
  }
  row.data_source = [
    `Checked world list (read ${source.retrieved})`,
    place ? "coordinates: GeoNames, the centre of its city" : "",
  ]
    .filter(Boolean)
    .join("; ");
  row.description = describe(row, source);
  return row;
}

export interface WorldBuild {
  rows: SeedRow[];
  /** Addresses of schools that left the list with no listed successor, and why. */
  removed: { slug: string; reason: string }[];
  listed: number;
  waiting: number;
  located: number;
}

/**
 * The world rows in file order, with their slugs: a row the directory had keeps its address unless
 * it was renamed; a new row's slug is set later (the caller's slug allocation).
 */
export function buildWorldRows(sources: WorldSources, locate: Locate): WorldBuild {
  const members = new Map(sources.members.map((member) => [foldName(member.member_name!), member]));
  const kept = sources.verified.filter((row) => row.status === "verified" || row.status === "unverifiable");
  const rows = kept.map((source) => {
    const row = worldRow(source, locate, members);
    if (source.input_slug) {
      const renamedSlug = slugifyShort(row.institution_name.replace(/\s*\([^)]*\)\s*$/, ""));
      const renamed = RENAMED.test(source.notes ?? "") && renamedSlug && renamedSlug !== source.input_slug;
      const corrected = MISSPELT_SLUGS[source.input_slug];
      row.slug = renamed ? renamedSlug : (corrected ?? source.input_slug);
      if (renamed || corrected) row.former_slugs = source.input_slug;
    }
    return { row, inputSlug: source.input_slug ?? "" };
  });
  const byInputSlug = new Map(rows.filter((entry) => entry.inputSlug).map((entry) => [entry.inputSlug, entry.row]));
  const removed: WorldBuild["removed"] = [];
  for (const source of sources.verified) {
    if (source.status === "verified" || source.status === "unverifiable") continue;
    const target = byInputSlug.get(FOLDED_INTO[source.input_slug!] ?? "");
    if (target && target.needs_review === "false") {
      target.former_slugs = [target.former_slugs, source.input_slug].filter(Boolean).join("|");
    } else if (source.input_slug) {
      removed.push({ slug: source.input_slug, reason: `${source.status}: ${source.notes}` });
    }
  }
  const list = rows.map((entry) => entry.row);
  return {
    rows: list,
    removed,
    listed: list.filter((row) => row.needs_review === "false").length,
    waiting: list.filter((row) => row.needs_review === "true").length,
    located: list.filter((row) => row.location_precision === "city").length,
  };
}
