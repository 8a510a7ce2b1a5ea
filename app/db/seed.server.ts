/**
 * First-start data: the article categories, the bundled institutions (data/seed/institutions.csv,
 * built from the federal data by scripts/build-seed.ts) and the guidance articles
 * (data/seed/articles/*.md, see seed-articles.server.ts). Each batch is
 * applied once and recorded in app_settings, so later starts never overwrite or resurrect what an
 * administrator has changed or deleted.
 *
 * Sourced facts (the founding year, association memberships, each with its source) are applied again whenever the seed file brings
 * new values: a batch keyed by a digest of those values fills existing rows by IPEDS id, except the
 * fields an administrator has edited (institutions.edited_fields). The College Scorecard cost and
 * outcome figures are applied the same way (seed-outcomes.server.ts), and the programs of the U.S.
 * schools with their titles and earnings by field (seed-programs.server.ts). Whether a row waits for review
 * (needs_review, with its reason) follows the seed the same way, by slug, except on rows an
 * administrator has confirmed.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { ALL_CATEGORIES, AUDIENCE_CATEGORIES, CATEGORY_DESCRIPTIONS } from "~/db/article-categories";
import { findProjectRoot } from "~/lib/paths.server";
import { slugify } from "~/lib/slug";
import type { Database, Transaction } from "./client.server";
import { SETUP_LOCK_ID } from "./migrate.server";
import { articleCategories, articles } from "./schema/articles";
import { institutions } from "./schema/institutions";
import { appSettings } from "./schema/settings";
import { articleFromSeed, readSeedArticles } from "./seed-articles.server";
import { applyOutcomeSeed, readOutcomeSeed } from "./seed-outcomes.server";
import { applyProgramSeed, programJoiners, programSeedKey, readProgramSeed } from "./seed-programs.server";
import type { SEED_COLUMNS } from "./seed-format";

type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

interface SeedReport {
  applied: string[];
}

interface SeedOptions {
  /** Folder of the article files (default data/seed/articles); tests use fixtures. */
  articlesDir?: string;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_ID})`);
    const once = async (key: string, apply: () => Promise<number | null>) => {
      const [done] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
      if (done) return;
      const count = await apply();
      // Nothing to load yet (no article files): leave the batch for a later start.
      if (count === null) return;
      await tx.insert(appSettings).values({ key, value: { count, appliedAt: new Date().toISOString() } });
      applied.push(`${key} (${count})`);
    };
    await once("seed:article-categories", () => seedCategories(tx));
    await once("seed:institutions", () => seedInstitutions(tx));
    const facts = readFoundingFacts();
    await once(`seed:founding-years:${digestOf(facts)}`, () => applyFoundingFacts(tx, facts));
    const memberships = readMembershipFacts();
    await once(`seed:associations:${digestOf(memberships)}`, () => applyMembershipFacts(tx, memberships));
    const outcomes = readOutcomeSeed();
    await once(`seed:outcomes:${digestOf(outcomes)}`, () => applyOutcomeSeed(tx, outcomes));
    const programs = readProgramSeed();
    await once(programSeedKey(programs), () => applyProgramSeed(tx, programs));
    const joiners = await programJoiners(tx, programs);
    if (joiners.length) applied.push(`programs of new schools (${await applyProgramSeed(tx, programs, joiners)})`);
    const reviews = readReviewFacts();
    await once(`seed:review:${digestOf(reviews)}`, () => applyReviewFacts(tx, reviews));
    await once("seed:articles", () => seedArticles(tx, options.articlesDir));
  });
  return { applied };
}

async function seedCategories(tx: Transaction) {
  const rows = ALL_CATEGORIES.map((name, index) => ({
    name,
    slug: slugify(name),
    description: CATEGORY_DESCRIPTIONS[name] ?? null,
    isPublic: (AUDIENCE_CATEGORIES as readonly string[]).includes(name),
    sortOrder: index,
  }));
  await tx.insert(articleCategories).values(rows).onConflictDoNothing();
  return rows.length;
}

/** A bad article file throws (and start-up stops, naming the file); no files at all waits for later. */
async function seedArticles(tx: Transaction, dir: string | undefined) {
  const rows = readSeedArticles(dir).map(articleFromSeed);
  if (!rows.length) return null;
  await tx.insert(articles).values(rows).onConflictDoNothing({ target: articles.slug });
  return rows.length;
}

export function readInstitutionSeed(): SeedRow[] {
  const file = path.join(findProjectRoot(), "data/seed/institutions.csv");
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as SeedRow[];
}

const text = (value: string) => (value === "" ? null : value);
const int = (value: string) => (value === "" ? null : Math.round(Number(value)));
const float = (value: string) => (value === "" ? null : Number(value));
const bool = (value: string) => (value === "" ? null : value === "true");

export function institutionFromSeed(row: SeedRow): typeof institutions.$inferInsert {
  return {
    sourceId: int(row.source_id),
    slug: row.slug,
    institutionName: row.institution_name,
    alias: text(row.alias),
    streetAddress: text(row.street_address),
    city: text(row.city),
    stateProvince: text(row.state_province),
    stateName: text(row.state_name),
    country: row.country,
    postalCode: text(row.postal_code),
    fullAddress: text(row.full_address),
    website: text(row.website),
    latitude: float(row.latitude),
    longitude: float(row.longitude),
    description: text(row.description),
    institutionType: row.institution_type,
    denomination: text(row.denomination),
    denominationDetail: text(row.denomination_detail),
    christianTradition: text(row.christian_tradition),
    accreditationStatus: text(row.accreditation_status),
    accreditor: text(row.accreditor),
    onlinePrograms: bool(row.online_programs),
    financialAidAvailable: bool(row.financial_aid_available),
    studentBodySize: int(row.student_body_size),
    campusType: text(row.campus_type),
    campusSetting: text(row.campus_setting),
    control: text(row.control),
    highestDegree: text(row.highest_degree),
    tuition: int(row.tuition),
    tuitionYear: text(row.tuition_year),
    tuitionRange: text(row.tuition_range),
    isFeatured: row.is_featured === "true",
    needsReview: row.needs_review === "true",
    reviewNote: text(row.review_note),
    dataSource: text(row.data_source),
    foundedYear: int(row.founded_year),
    foundedSource: text(row.founded_source),
    foundedSourceYear: int(row.founded_source_year),
    associations: listOf(row.associations),
    associationsSource: text(row.associations_source),
    associationsSourceYear: int(row.associations_source_year),
  };
}

/** The seed's "|"-joined list ("CCCU|ABHE"), empty when blank. */
const listOf = (value: string | undefined) => (value ? value.split("|").filter(Boolean) : []);

interface FoundingFactRow {
  sourceId: number;
  year: number;
  source: string;
  sourceYear: number;
}

/** The seed's founding years, by IPEDS id, in file order. */
function readFoundingFacts(): FoundingFactRow[] {
  return readInstitutionSeed()
    .filter((row) => row.source_id && row.founded_year && row.founded_source && row.founded_source_year)
    .map((row) => ({
      sourceId: Number(row.source_id),
      year: Number(row.founded_year),
      source: row.founded_source,
      sourceYear: Number(row.founded_source_year),
    }));
}

function digestOf(value: unknown) {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/**
 * Writes the founding years into the rows that exist (a deleted school stays deleted), leaving
 * every row whose founding year an administrator has edited as it is.
 */
export async function applyFoundingFacts(tx: Transaction, facts: FoundingFactRow[]) {
  let updated = 0;
  for (let start = 0; start < facts.length; start += 250) {
    const chunk = facts.slice(start, start + 250);
    const values = sql.join(
      chunk.map((f) => sql`(${f.sourceId}::int, ${f.year}::int, ${f.source}::text, ${f.sourceYear}::int)`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update institutions i
         set founded_year = v.year, founded_source = v.source, founded_source_year = v.source_year,
             updated_at = now()
        from (values ${values}) as v(source_id, year, source, source_year)
       where i.source_id = v.source_id
         and not ('founded_year' = any(i.edited_fields))
         and (i.founded_year, i.founded_source, i.founded_source_year)
             is distinct from (v.year, v.source, v.source_year)`);
    updated += result.rowCount ?? 0;
  }
  return updated;
}

interface MembershipFactRow {
  sourceId: number;
  associations: string[];
  source: string;
  sourceYear: number;
}

/** The seed's association memberships, by IPEDS id, in file order. */
function readMembershipFacts(): MembershipFactRow[] {
  return readInstitutionSeed()
    .filter((row) => row.source_id && row.associations && row.associations_source && row.associations_source_year)
    .map((row) => ({
      sourceId: Number(row.source_id),
      associations: listOf(row.associations),
      source: row.associations_source,
      sourceYear: Number(row.associations_source_year),
    }));
}

/**
 * Writes the member lists' memberships into the rows that exist, and takes them off the federal
 * rows the lists no longer name; a row whose memberships an administrator has edited stays as it is.
 */
export async function applyMembershipFacts(tx: Transaction, facts: MembershipFactRow[]) {
  let updated = 0;
  for (let start = 0; start < facts.length; start += 250) {
    const chunk = facts.slice(start, start + 250);
    const values = sql.join(
      chunk.map(
        (f) =>
          sql`(${f.sourceId}::int, ${`{${f.associations.join(",")}}`}::text[], ${f.source}::text, ${f.sourceYear}::int)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update institutions i
         set associations = v.associations, associations_source = v.source,
             associations_source_year = v.source_year, updated_at = now()
        from (values ${values}) as v(source_id, associations, source, source_year)
       where i.source_id = v.source_id
         and not ('associations' = any(i.edited_fields))
         and (i.associations, i.associations_source, i.associations_source_year)
             is distinct from (v.associations, v.source, v.source_year)`);
    updated += result.rowCount ?? 0;
  }
  const listed = `{${facts.map((f) => f.sourceId).join(",")}}`;
  const cleared = await tx.execute(sql`
    update institutions
       set associations = '{}', associations_source = null, associations_source_year = null, updated_at = now()
     where source_id is not null
       and not (source_id = any(${listed}::int[]))
       and not ('associations' = any(edited_fields))
       and (associations <> '{}' or associations_source is not null)`);
  return updated + (cleared.rowCount ?? 0);
}

interface ReviewFactRow {
  slug: string;
  needsReview: boolean;
  reviewNote: string | null;
}

/** Whether each seed row waits for review, and why, by slug. */
function readReviewFacts(): ReviewFactRow[] {
  return readInstitutionSeed().map((row) => ({
    slug: row.slug,
    needsReview: row.needs_review === "true",
    reviewNote: text(row.review_note),
  }));
}

/**
 * Brings the review state of the rows that exist in line with the seed (a source now confirms a
 * row, or no longer does), leaving every row an administrator has confirmed (edited_fields
 * needs_review) as it is.
 */
export async function applyReviewFacts(tx: Transaction, facts: ReviewFactRow[]) {
  let updated = 0;
  for (let start = 0; start < facts.length; start += 250) {
    const chunk = facts.slice(start, start + 250);
    const values = sql.join(
      chunk.map((f) => sql`(${f.slug}::text, ${f.needsReview}::boolean, ${f.reviewNote}::text)`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update institutions i
         set needs_review = v.needs_review, review_note = v.review_note, updated_at = now()
        from (values ${values}) as v(slug, needs_review, review_note)
       where i.slug = v.slug
         and not ('needs_review' = any(i.edited_fields))
         and (i.needs_review, i.review_note) is distinct from (v.needs_review, v.review_note)`);
    updated += result.rowCount ?? 0;
  }
  return updated;
}

async function seedInstitutions(tx: Transaction) {
  const rows = readInstitutionSeed().map(institutionFromSeed);
  for (let start = 0; start < rows.length; start += 250) {
    await tx
      .insert(institutions)
      .values(rows.slice(start, start + 250))
      .onConflictDoNothing({ target: institutions.slug });
  }
  return rows.length;
}
