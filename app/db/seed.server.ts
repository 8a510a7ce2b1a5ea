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
 * outcome figures are applied the same way (seed-outcomes.server.ts), the programs of the U.S.
 * schools with their titles and earnings by field (seed-programs.server.ts), and the facts held from
 * several sources, each at its newest source's value (seed-current-facts.server.ts). Why a row is
 * listed (listed_because) and whether it waits for review (needs_review, with its reason) follow the
 * seed the same way, by slug, except what an administrator has confirmed or entered; so does each
 * U.S. school's religious affiliation, with the page of its own site that states it
 * (seed-affiliations.server.ts). Schools a later
 * seed adds, renames or folds into another reach a database seeded before (seed-rows.server.ts).
 */
import { createHash } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import { ALL_CATEGORIES, AUDIENCE_CATEGORIES, CATEGORY_DESCRIPTIONS } from "~/db/article-categories";
import { slugify } from "~/lib/slug";
import type { Database, Transaction } from "./client.server";
import { SETUP_LOCK_ID } from "./migrate.server";
import { articleCategories, articles } from "./schema/articles";
import { institutions } from "./schema/institutions";
import { appSettings } from "./schema/settings";
import { articleFromSeed, readSeedArticles } from "./seed-articles.server";
import {
  institutionFromSeed,
  listedBecauseOf,
  listOf,
  readInstitutionSeed,
  readRemovedSeedRows,
  syncSeedRows,
  text,
} from "./seed-rows.server";
import { applyOutcomeSeed, readOutcomeSeed } from "./seed-outcomes.server";
import { applyProgramSeed, programJoiners, programSeedKey, readProgramSeed } from "./seed-programs.server";
import { applyCurrentFactSeed, readCurrentFactSeed } from "./seed-current-facts.server";
import { applyRecognitionSeed, readRecognitionSeed } from "./seed-recognition.server";
import { applySchoolFactSeed, readSchoolFactSeed } from "./seed-school-facts.server";
import { affiliationFacts, applyAffiliationFacts } from "./seed-affiliations.server";

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
    const seedRows = readInstitutionSeed();
    const removed = readRemovedSeedRows();
    await once(`seed:rows:${digestOf({ seedRows, removed })}`, () => syncSeedRows(tx, seedRows, removed));
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
    const currentFacts = readCurrentFactSeed(readInstitutionSeed());
    await once(`seed:current-facts:${digestOf(currentFacts)}`, () => applyCurrentFactSeed(tx, currentFacts));
    const doubts = readFoundingDoubts();
    await once(`seed:founded-doubt:${digestOf(doubts)}`, () => applyFoundingDoubts(tx, doubts));
    const listings = readListingFacts();
    await once(`seed:listing:${digestOf(listings)}`, () => applyListingFacts(tx, listings));
    const affiliations = affiliationFacts(readInstitutionSeed());
    await once(`seed:affiliations:${digestOf(affiliations)}`, () => applyAffiliationFacts(tx, affiliations));
    const schoolFacts = readSchoolFactSeed();
    await once(`seed:school-facts:${digestOf(schoolFacts)}`, () => applySchoolFactSeed(tx, schoolFacts));
    const recognitions = readRecognitionSeed();
    await once(`seed:recognition:${digestOf(recognitions)}`, () => applyRecognitionSeed(tx, recognitions));
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

interface FoundingFactRow {
  sourceId: number;
  year: number;
  source: string;
  sourceYear: number;
  url: string | null;
  quote: string | null;
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
      url: text(row.founded_source_url),
      quote: text(row.founded_quote),
    }));
}

/** Rows per statement of the seed's batch writes: well under PostgreSQL's limit of bound parameters. */
const SEED_BATCH = 250;

/**
 * Runs `statement` over `rows` a batch at a time, the batch given as the list of their `row`
 * tuples (for a VALUES list), and returns how many rows the statements changed.
 */
async function updateInBatches<T>(
  tx: Transaction,
  rows: T[],
  row: (item: T) => SQL,
  statement: (values: SQL) => SQL,
): Promise<number> {
  let changed = 0;
  for (let start = 0; start < rows.length; start += SEED_BATCH) {
    const values = sql.join(rows.slice(start, start + SEED_BATCH).map(row), sql`, `);
    changed += (await tx.execute(statement(values))).rowCount ?? 0;
  }
  return changed;
}

function digestOf(value: unknown) {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/**
 * Writes the founding years into the rows that exist (a deleted school stays deleted), leaving
 * every row whose founding year an administrator has edited as it is.
 */
export async function applyFoundingFacts(tx: Transaction, facts: FoundingFactRow[]) {
  return updateInBatches(
    tx,
    facts,
    (f) =>
      sql`(${f.sourceId}::int, ${f.year}::int, ${f.source}::text, ${f.sourceYear}::int, ${f.url}::text, ${f.quote}::text)`,
    (values) => sql`
        update institutions i
           set founded_year = v.year, founded_source = v.source, founded_source_year = v.source_year,
               founded_source_url = v.url, founded_quote = v.quote, updated_at = now()
          from (values ${values}) as v(source_id, year, source, source_year, url, quote)
         where i.source_id = v.source_id
           and not ('founded_year' = any(i.edited_fields))
           and (i.founded_year, i.founded_source, i.founded_source_year, i.founded_source_url, i.founded_quote)
               is distinct from (v.year, v.source, v.source_year, v.url, v.quote)`,
  );
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
  const updated = await updateInBatches(
    tx,
    facts,
    (f) =>
      sql`(${f.sourceId}::int, ${`{${f.associations.join(",")}}`}::text[], ${f.source}::text, ${f.sourceYear}::int)`,
    (values) => sql`
        update institutions i
           set associations = v.associations, associations_source = v.source,
               associations_source_year = v.source_year, updated_at = now()
          from (values ${values}) as v(source_id, associations, source, source_year)
         where i.source_id = v.source_id
           and not ('associations' = any(i.edited_fields))
           and (i.associations, i.associations_source, i.associations_source_year)
               is distinct from (v.associations, v.source, v.source_year)`,
  );
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

interface FoundingDoubtRow {
  sourceId: number;
  doubt: string;
}

/** The founding years in doubt, by IPEDS id. */
function readFoundingDoubts(): FoundingDoubtRow[] {
  return readInstitutionSeed()
    .filter((row) => row.source_id && row.founded_doubt)
    .map((row) => ({ sourceId: Number(row.source_id), doubt: row.founded_doubt }));
}

/**
 * Puts each founding year in doubt in front of an administrator (the review queue), and takes it
 * away where the seed no longer doubts; a row whose founding year an administrator has settled
 * (edited_fields founded_year) stays as it is.
 */
export async function applyFoundingDoubts(tx: Transaction, doubts: FoundingDoubtRow[]) {
  const ids = `{${doubts.map((d) => d.sourceId).join(",")}}`;
  const texts = doubts.map((d) => d.doubt);
  const set = await tx.execute(sql`
    update institutions i
       set founded_doubt = v.doubt, updated_at = now()
      from unnest(${ids}::int[], ${sql.param(texts)}::text[]) as v(source_id, doubt)
     where i.source_id = v.source_id
       and not ('founded_year' = any(i.edited_fields))
       and i.founded_doubt is distinct from v.doubt`);
  const cleared = await tx.execute(sql`
    update institutions
       set founded_doubt = null, updated_at = now()
     where founded_doubt is not null
       and source_id is not null
       and not (source_id = any(${ids}::int[]))
       and not ('founded_year' = any(edited_fields))`);
  return (set.rowCount ?? 0) + (cleared.rowCount ?? 0);
}

interface ListingFactRow {
  slug: string;
  needsReview: boolean;
  reviewNote: string | null;
  listedBecause: ReturnType<typeof listedBecauseOf>;
}

/** Why each seed row is listed, or why it waits for review, by slug. */
function readListingFacts(): ListingFactRow[] {
  return readInstitutionSeed().map((row) => ({
    slug: row.slug,
    needsReview: row.needs_review === "true",
    reviewNote: text(row.review_note),
    listedBecause: listedBecauseOf(row),
  }));
}

/**
 * Brings why each existing row is listed, and whether it waits for review, in line with the seed
 * (a source now confirms a row, or no longer does). What an administrator did stays: a row they
 * confirmed (edited_fields needs_review) stays listed, evidence they entered (listed_because) stays.
 */
export async function applyListingFacts(tx: Transaction, facts: ListingFactRow[]) {
  return updateInBatches(
    tx,
    facts,
    (f) =>
      sql`(${f.slug}::text, ${f.needsReview}::boolean, ${f.reviewNote}::text, ${f.listedBecause ? JSON.stringify(f.listedBecause) : null}::jsonb)`,
    (values) => sql`
        update institutions i
           set needs_review = case when 'needs_review' = any(i.edited_fields) then i.needs_review else v.needs_review end,
               review_note = case when 'needs_review' = any(i.edited_fields) then i.review_note else v.review_note end,
               listed_because = case when 'listed_because' = any(i.edited_fields) then i.listed_because else v.listed_because end,
               updated_at = now()
          from (values ${values}) as v(slug, needs_review, review_note, listed_because)
         where i.slug = v.slug
           and (not ('needs_review' = any(i.edited_fields)) or not ('listed_because' = any(i.edited_fields)))
           and (
             (not ('needs_review' = any(i.edited_fields))
               and (i.needs_review, i.review_note) is distinct from (v.needs_review, v.review_note))
             or (not ('listed_because' = any(i.edited_fields)) and i.listed_because is distinct from v.listed_because)
           )`,
  );
}

async function seedInstitutions(tx: Transaction) {
  const rows = readInstitutionSeed().map(institutionFromSeed);
  for (let start = 0; start < rows.length; start += SEED_BATCH) {
    await tx
      .insert(institutions)
      .values(rows.slice(start, start + SEED_BATCH))
      .onConflictDoNothing({ target: institutions.slug });
  }
  return rows.length;
}
