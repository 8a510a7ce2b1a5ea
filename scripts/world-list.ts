/**
 * The institutions outside the United States, for the seed. Pure functions, so the seed build, its
 * test and the extraction script share them.
 *
 * - A row is confirmed (needs_review false) only when a public source states that it is Christian:
 *   today the CCCU's member list (its Canadian members, data/sources/cccu/).
 * - The world candidates (../shared/data/world_christian_candidates.csv: names from the Hipo list
 *   that contain a Christian keyword) stay in review, hidden from the public: a name is not a
 *   source. KEYWORD_RULES below is the written rule that turns the keyword into a family and a
 *   tradition, and the review note says so.
 * - Place, coordinates, website and founding year come from the institution's ROR record
 *   (data/sources/ror-world/), when exactly one record matches, it is in the same country and no
 *   other row claims it; a founding year only when every copy of the record states the same one.
 *   Otherwise the row keeps what its list says and the review note says why.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { CCCU_SOURCE } from "../app/domain/institutions/associations";
import { foldText } from "../app/lib/fold-text";
import type { SEED_COLUMNS } from "../app/db/seed-format";

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

/** ISO-style names in the world list, as people write them. */
const COUNTRY_NAMES: Record<string, string> = {
  "Korea, Republic of": "South Korea",
  "Bolivia, Plurinational State of": "Bolivia",
  "Venezuela, Bolivarian Republic of": "Venezuela",
  "Congo, the Democratic Republic of the": "Democratic Republic of the Congo",
  "Taiwan, Province of China": "Taiwan",
  "Holy See (Vatican City State)": "Vatican City",
};

/** A name for matching: accents, case and punctuation left out. */
export function foldName(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** 'https://www.twu.ca/about' -> 'twu.ca'. */
export function domainOf(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .split(/[/?#]/)[0]!
    .replace(/^www\d?\./, "");
}

/** How a world row is named in the match extract: its name and country code. */
export function worldKey(name: string, countryCode: string): string {
  return `${name}|${countryCode}`;
}

interface KeywordRule {
  family: string;
  tradition: string;
  /** Said in the denomination detail when the keyword needs explaining. */
  detail?: string;
}

/**
 * The written rule for candidates: the keyword found in the name (world_christian_candidates.csv,
 * matched_keyword) gives the family and tradition shown while the row waits for review. A keyword
 * that names no church body (Christian, Theology/Seminary, Bible) gives none, and such rows are
 * not loaded.
 *
 * "Evangelical" is only the English word. German "evangelisch(e)", Dutch "evangelische", Spanish
 * and Portuguese "evangélica" and French "évangélique" mean Protestant (in Germany the Lutheran,
 * Reformed and United churches of the EKD), not the Evangelical movement.
 */
export const KEYWORD_RULES: Record<string, KeywordRule> = {
  Catholic: { family: "Catholic", tradition: "Catholic" },
  Pontifical: { family: "Catholic", tradition: "Catholic" },
  "Catholic order/devotion": { family: "Catholic", tradition: "Catholic" },
  Adventist: { family: "Adventist", tradition: "Protestant" },
  Baptist: { family: "Baptist", tradition: "Protestant" },
  Methodist: { family: "Methodist", tradition: "Protestant" },
  Lutheran: { family: "Lutheran", tradition: "Protestant" },
  Presbyterian: { family: "Presbyterian", tradition: "Protestant" },
  Pentecostal: { family: "Pentecostal", tradition: "Protestant" },
  Nazarene: { family: "Nazarene", tradition: "Protestant" },
  Mennonite: { family: "Mennonite", tradition: "Protestant" },
  Reformed: { family: "Reformed", tradition: "Protestant" },
  "Anglican/Episcopal": { family: "Other", tradition: "Anglican" },
  Orthodox: { family: "Other", tradition: "Orthodox" },
  Evangelical: { family: "Evangelical", tradition: "Protestant" },
};

const PROTESTANT_NOT_EVANGELICAL: KeywordRule = {
  family: "Other",
  tradition: "Protestant",
  detail:
    'Protestant: "evangelisch" / "evangélica" in the name means Protestant, not Evangelical (rule in data/sources/ror-world/README.md)',
};

/** The rule for a candidate, or null when its keyword names no church body. */
export function keywordRule(name: string, keyword: string): KeywordRule | null {
  if (keyword === "Evangelical" && !/\bevangelical\b/i.test(name)) return PROTESTANT_NOT_EVANGELICAL;
  return KEYWORD_RULES[keyword] ?? null;
}

function worldType(name: string) {
  if (/seminar|theolog|teol[oó]g|divinity/i.test(name)) return "Seminary";
  if (/bible|b[ií]blic/i.test(name)) return "Bible College";
  if (/univers|universit|athenaeum|ateneo/i.test(name)) return "University";
  return "College";
}

export interface WorldSources {
  candidates: Row[];
  members: Row[];
  matches: Row[];
  records: Row[];
}

function readCsv(file: string): Row[] {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as Row[];
}

export function readWorldSources(sharedData: string): WorldSources {
  return {
    candidates: readCsv(path.join(sharedData, "world_christian_candidates.csv")),
    members: readCsv(path.join(sourcesDir, "cccu/cccu-non-us-members.csv")),
    matches: readCsv(path.join(sourcesDir, "ror-world/ror-world-matches.csv")),
    records: readCsv(path.join(sourcesDir, "ror-world/ror-world-records.csv")),
  };
}

export interface RorFacts {
  rorId: string;
  name: string;
  aliases: string[];
  city: string;
  latitude: string;
  longitude: string;
  website: string;
  /** Set only when every copy states the same year. */
  founded: { year: number; sourceYear: number } | null;
  /** Why the founding year is not given, when a copy states one. */
  foundedConflict: string | null;
}

export type RorResult = { facts: RorFacts } | { problem: string };

function releaseKey(release: string) {
  return release
    .slice(1)
    .split(".")
    .map((part) => part.padStart(4, "0"))
    .join(".");
}

/** The ROR facts (or why there are none) of each row of the match extract, by key. */
export function joinRor(matches: Row[], records: Row[]): Map<string, RorResult> {
  const copies = new Map<string, Row[]>();
  for (const record of records) copies.set(record.ror_id!, [...(copies.get(record.ror_id!) ?? []), record]);
  const idsOfKey = new Map<string, string[]>();
  const keysOfId = new Map<string, string[]>();
  for (const { key, ror_id: rorId } of matches) {
    idsOfKey.set(key!, [...(idsOfKey.get(key!) ?? []), rorId!]);
    keysOfId.set(rorId!, [...(keysOfId.get(rorId!) ?? []), key!]);
  }
  const results = new Map<string, RorResult>();
  for (const [key, ids] of idsOfKey) {
    const countryCode = key.slice(key.lastIndexOf("|") + 1);
    if (ids.length > 1) {
      results.set(key, { problem: `several ROR records match (${ids.join(", ")}), none is used` });
      continue;
    }
    const rorId = ids[0]!;
    const others = keysOfId.get(rorId)!.filter((other) => other !== key);
    if (others.length) {
      const names = others.map((other) => other.slice(0, other.lastIndexOf("|")));
      results.set(key, { problem: `ROR ${rorId} is also the record of ${names.join("; ")}, so it is not used` });
      continue;
    }
    const list = copies.get(rorId) ?? [];
    const newest = [...list].sort((a, b) => releaseKey(b.release!).localeCompare(releaseKey(a.release!)))[0];
    if (!newest) {
      results.set(key, { problem: `ROR ${rorId} has no copy in the extract` });
      continue;
    }
    if (newest.country_code !== countryCode) {
      results.set(key, { problem: `ROR ${rorId} is a record in ${newest.country_code}, not ${countryCode}` });
      continue;
    }
    const years = [...new Set(list.map((copy) => copy.established).filter(Boolean))].sort();
    const dated = newest.last_modified || newest.release_date!;
    results.set(key, {
      facts: {
        rorId,
        name: newest.name!,
        aliases: newest.aliases ? newest.aliases.split("|") : [],
        city: newest.city ?? "",
        latitude: newest.latitude ?? "",
        longitude: newest.longitude ?? "",
        website: newest.website ?? "",
        founded:
          years.length === 1 && newest.established
            ? { year: Number(newest.established), sourceYear: Number(dated.slice(0, 4)) }
            : null,
        foundedConflict:
          years.length > 1
            ? `ROR ${rorId} releases disagree (${years.join(", ")})`
            : years.length === 1 && !newest.established
              ? `the newest copy of ROR ${rorId} states no year`
              : null,
      },
    });
  }
  return results;
}

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
  associations: "",
  associations_source: "",
  associations_source_year: "",
});

/** The ROR part of a row: place, coordinates, website, founding year, and a note when unused. */
function applyRor(row: SeedRow, result: RorResult | undefined, notes: string[]): string | null {
  if (!result) {
    notes.push("No ROR record was found for it.");
    return null;
  }
  if ("problem" in result) {
    notes.push(`ROR not used: ${result.problem}.`);
    return null;
  }
  const { facts } = result;
  if (facts.city) row.city = facts.city;
  if (facts.latitude && facts.longitude) {
    row.latitude = facts.latitude;
    row.longitude = facts.longitude;
  }
  if (facts.website) row.website = facts.website;
  const aliases = [facts.name, ...facts.aliases].filter(
    (name) => name && foldName(name) !== foldName(row.institution_name),
  );
  row.alias = [...new Set(aliases)].join(" | ");
  if (facts.founded) {
    row.founded_year = String(facts.founded.year);
    row.founded_source = `ROR ${facts.rorId}`;
    row.founded_source_year = String(facts.founded.sourceYear);
  } else if (facts.foundedConflict) {
    notes.push(`Founding year not set: ${facts.foundedConflict}.`);
  }
  return facts.rorId;
}

function placeOf(row: SeedRow) {
  return [row.city, row.state_name, row.country].filter(Boolean).join(", ");
}

/** A CCCU member outside the United States: confirmed by the list. */
function memberRow(member: Row, ror: Map<string, RorResult>): SeedRow {
  const row = blankRow();
  row.institution_name = member.member_name!;
  row.city = member.city ?? "";
  row.state_province = member.province ?? "";
  row.state_name = PROVINCE_NAMES[member.province!] ?? "";
  row.country = "Canada";
  row.website = member.url ?? "";
  row.institution_type = worldType(row.institution_name);
  const notes: string[] = [];
  const rorId = applyRor(row, ror.get(worldKey(row.institution_name, "CA")), notes);
  row.needs_review = "false";
  row.review_note = notes.join(" ");
  row.associations = "CCCU";
  row.associations_source = CCCU_SOURCE;
  row.associations_source_year = String(CCCU_LIST_YEAR);
  row.data_source = ["CCCU member list (2026)", rorId ? `ROR ${rorId} (place, coordinates, founding year)` : ""]
    .filter(Boolean)
    .join("; ");
  row.description =
    `${row.institution_name} is a member of the Council for Christian Colleges & Universities (CCCU) in ${placeOf(row)}. ` +
    "Its denomination, accreditation and programs have not yet been verified by our editors.";
  return row;
}

/** A candidate from the name-keyword list: it waits for review, with the rule that brought it. */
function candidateRow(candidate: Row, rule: KeywordRule, ror: Map<string, RorResult>): SeedRow {
  const row = blankRow();
  row.institution_name = candidate.institution_name!;
  row.country = COUNTRY_NAMES[candidate.country!] ?? candidate.country!;
  row.state_province = candidate.state_province ?? "";
  row.state_name = candidate.state_province ?? "";
  row.website = candidate.website ?? "";
  row.institution_type = worldType(row.institution_name);
  row.denomination = rule.family;
  row.denomination_detail = rule.detail ?? "";
  row.christian_tradition = rule.tradition;
  const notes = [
    `Christian identity inferred from the name only (keyword "${candidate.matched_keyword}"); no source confirms its affiliation.`,
  ];
  const rorId = applyRor(row, ror.get(worldKey(row.institution_name, candidate.country_code!)), notes);
  row.needs_review = "true";
  row.review_note = notes.join(" ");
  row.data_source = [
    "Hipo university-domains-list (name, country, website)",
    rorId ? `ROR ${rorId} (place, coordinates, founding year)` : "",
    "Christian identity inferred from the name",
  ]
    .filter(Boolean)
    .join("; ");
  row.description =
    `${row.institution_name} is a higher-education institution in ${placeOf(row)}. ` +
    `Its name points to a ${rule.detail ? "Protestant" : rule.family} identity ("${candidate.matched_keyword}"); the affiliation, ` +
    "accreditation and programs have not yet been verified by our editors.";
  return row;
}

export interface WorldBuild {
  rows: SeedRow[];
  confirmed: number;
  rorMatched: number;
}

/** The world rows in seed order: the confirmed members first, then the candidates by country and name. */
export function buildWorldRows(sources: WorldSources): WorldBuild {
  const ror = joinRor(sources.matches, sources.records);
  const members = sources.members.map((member) => memberRow(member, ror));
  const memberNames = new Set(members.map((row) => foldName(row.institution_name)));
  const candidates = sources.candidates.flatMap((candidate) => {
    const rule = keywordRule(candidate.institution_name!, candidate.matched_keyword!);
    // A candidate the member list already names is that member's row.
    if (!rule || memberNames.has(foldName(candidate.institution_name!))) return [];
    return [candidateRow(candidate, rule, ror)];
  });
  const rows = [...members, ...candidates];
  return {
    rows,
    confirmed: rows.filter((row) => row.needs_review === "false").length,
    rorMatched: rows.filter((row) => /ROR /.test(row.data_source)).length,
  };
}
