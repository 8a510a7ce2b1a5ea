/**
 * The facts that schools' own pages state (data/sources/school-pages, see its README): the faith and
 * campus-life profile, and whether a seminary degree can be completed fully online. Made into
 * data/seed/school-facts.csv: the `stated` rows only (rows kept for `review` are for administrators,
 * never shown), each value checked against the profile's own types, and the profile's rules applied
 * to what each school's pages state together: times a week only with chapel required, covenant
 * topics only with a covenant (a topics row whose covenant is not stated is dropped). Pure
 * functions, so the seed build and its test share them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import {
  BIBLE_CREDITS_MAX,
  CHAPEL_TIMES_MAX,
  CHAPEL_TIMES_MIN,
  faithProfileProblems,
  isChapelKind,
  isCovenantTopic,
  orderedCovenantTopics,
  type FaithProfileField,
} from "../app/domain/institutions/faith-profile";
import { DEGREE_ONLINE_FIELDS } from "../app/domain/institutions/fact-sources";
import { SCHOOL_FACT_SEED_COLUMNS, type SchoolFactSeedRow } from "../app/db/seed-format";

const extracts = [
  "faith-facts.csv",
  "faith-facts-more.csv",
  "faith-facts-further.csv",
  "mdiv-online.csv",
  "dmin-online.csv",
].map((file) => path.resolve(import.meta.dirname, "../data/sources/school-pages", file));
const output = path.resolve(import.meta.dirname, "../data/seed/school-facts.csv");

type ExtractRow = Record<
  "unitid" | "fact" | "value" | "evidence_url" | "evidence_quote" | "read_on" | "status",
  string
>;

const FLAGS = new Set([
  "faith_affirmed_by_students",
  "faith_affirmed_by_faculty",
  "faith_affirmed_by_staff",
  "faith_affirmed_by_board",
  "lifestyle_covenant",
  ...DEGREE_ONLINE_FIELDS,
]);

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? String(Number(value)) : null;

const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The value as the seed stores it ("true"/"false", a number, topics joined by "|"), or null when it is not one. */
export function seedValue(fact: string, value: string): string | null {
  const trimmed = value.trim();
  if (FLAGS.has(fact)) return trimmed === "yes" ? "true" : trimmed === "no" ? "false" : null;
  switch (fact) {
    case "faith_statement_url":
      return isWebAddress(trimmed) ? trimmed : null;
    case "chapel":
      return isChapelKind(trimmed) ? trimmed : null;
    case "chapel_times_per_week":
      return wholeNumber(trimmed, CHAPEL_TIMES_MIN, CHAPEL_TIMES_MAX);
    case "bible_credits_required":
      return wholeNumber(trimmed, 0, BIBLE_CREDITS_MAX);
    case "covenant_topics": {
      const topics = trimmed.split(";").map((topic) => topic.trim());
      return topics.length && topics.every(isCovenantTopic) ? orderedCovenantTopics(topics).join("|") : null;
    }
    default:
      return null;
  }
}

/** What is left out and why, for the build's report. */
export interface SchoolFactReport {
  rows: SchoolFactSeedRow[];
  dropped: { unitid: string; fact: string; reason: string }[];
}

/** The stated facts the seed shows, in the extract's order. */
export function schoolFactRows(extractRows: ExtractRow[]): SchoolFactReport {
  const dropped: SchoolFactReport["dropped"] = [];
  const bySchool = new Map<string, SchoolFactSeedRow[]>();
  for (const row of extractRows) {
    if (row.status !== "stated") continue;
    const value = seedValue(row.fact, row.value);
    if (value === null || !isWebAddress(row.evidence_url) || !/^\d{4}-\d{2}-\d{2}$/.test(row.read_on)) {
      dropped.push({ unitid: row.unitid, fact: row.fact, reason: `value, page or date not usable: ${row.value}` });
      continue;
    }
    const facts = bySchool.get(row.unitid) ?? [];
    if (facts.some((fact) => fact.field === row.fact)) {
      dropped.push({ unitid: row.unitid, fact: row.fact, reason: "stated twice; the first row is kept" });
      continue;
    }
    facts.push({
      source_id: row.unitid,
      field: row.fact,
      value,
      source_url: row.evidence_url,
      quote: row.evidence_quote.slice(0, 200),
      read_on: row.read_on,
    });
    bySchool.set(row.unitid, facts);
  }
  const rows: SchoolFactSeedRow[] = [];
  for (const [unitid, facts] of bySchool) {
    const get = (field: string) => facts.find((fact) => fact.field === field)?.value ?? null;
    const problems = faithProfileProblems({
      faith_statement_url: get("faith_statement_url"),
      faith_affirmed_by_students: null,
      faith_affirmed_by_faculty: null,
      faith_affirmed_by_staff: null,
      faith_affirmed_by_board: null,
      chapel: (get("chapel") as never) ?? null,
      chapel_times_per_week: get("chapel_times_per_week") === null ? null : Number(get("chapel_times_per_week")),
      lifestyle_covenant: get("lifestyle_covenant") === null ? null : get("lifestyle_covenant") === "true",
      covenant_topics: (get("covenant_topics")?.split("|") ?? []) as never,
      bible_credits_required: null,
      pastor_reference_required: null,
      // Each stated fact carries its own page and date.
      faith_profile_source_url: "https://example.invalid/",
      faith_profile_verified_on: "2000-01-01",
    });
    for (const fact of facts) {
      const problem = problems[fact.field as FaithProfileField];
      if (problem) dropped.push({ unitid, fact: fact.field, reason: problem });
      else rows.push(fact);
    }
  }
  return { rows, dropped };
}

export function writeSchoolFactSeed(): SchoolFactReport {
  const extractRows = extracts.flatMap(
    (extract) => parse(readFileSync(extract), { columns: true, skip_empty_lines: true }) as ExtractRow[],
  );
  const report = schoolFactRows(extractRows);
  writeFileSync(output, stringify(report.rows, { header: true, columns: [...SCHOOL_FACT_SEED_COLUMNS] }));
  return report;
}

if (process.argv[1] === import.meta.filename) {
  const { rows, dropped } = writeSchoolFactSeed();
  console.log(`school-facts.csv: ${rows.length} facts for ${new Set(rows.map((row) => row.source_id)).size} schools`);
  for (const item of dropped) console.log(`  left out ${item.unitid} ${item.fact}: ${item.reason}`);
}
