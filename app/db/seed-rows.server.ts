/**
 * Schools a later seed adds, renames or folds into another, for a database seeded before (the
 * institutions batch runs once). Applied once per seed file, like the sourced facts:
 *
 * - a seed row the database lacks is inserted, unless an administrator deleted that school (the
 *   audit log keeps the slug of every deletion): deleted rows never come back;
 * - a school the seed renamed (its old slug is among its former_slugs) becomes the new row in place,
 *   so its favorites and its history stay with it;
 * - a row abroad that no administrator has edited takes the seed's values (checked names, places,
 *   coordinates, affiliation);
 * - rows folded into another school (a campus, a duplicate, a merged school) and schools that left
 *   the list (data/seed/removed-institutions.csv) are deleted, unless an administrator edited them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { findProjectRoot } from "~/lib/paths.server";
import type { Transaction } from "./client.server";
import { institutions } from "./schema/institutions";
import type { SEED_COLUMNS } from "./seed-format";

export type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

let seedFile: SeedRow[] | undefined;

/** The bundled institutions, parsed once per process (every batch of a start reads them). */
export function readInstitutionSeed(): SeedRow[] {
  const file = path.join(findProjectRoot(), "data/seed/institutions.csv");
  seedFile ??= parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as SeedRow[];
  return seedFile;
}

export const text = (value: string) => (value === "" ? null : value);
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
    foundedSourceUrl: text(row.founded_source_url),
    foundedQuote: text(row.founded_quote),
    foundedDoubt: text(row.founded_doubt),
    listedBecause: listedBecauseOf(row),
    formerSlugs: listOf(row.former_slugs),
    locationPrecision: text(row.location_precision),
    associations: listOf(row.associations),
    associationsSource: text(row.associations_source),
    associationsSourceYear: int(row.associations_source_year),
  };
}

/** The seed's "|"-joined list ("CCCU|ABHE"), empty when blank. */
export const listOf = (value: string | undefined) => (value ? value.split("|").filter(Boolean) : []);

/** The seed's listed_because_* columns as the row's evidence, or null when no source lists it. */
export function listedBecauseOf(row: SeedRow) {
  if (!row.listed_because_kind) return null;
  return {
    kind: row.listed_because_kind,
    source: row.listed_because_source,
    url: row.listed_because_url,
    quote: row.listed_because_quote,
    year: row.listed_because_year,
  };
}

export interface RemovedRow {
  slug: string;
  reason: string;
  /** The IPEDS id of a U.S. school that has closed; empty for a school abroad. */
  source_id: string;
}

export function readRemovedSeedRows(): RemovedRow[] {
  const file = path.join(findProjectRoot(), "data/seed/removed-institutions.csv");
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as RemovedRow[];
}

/** The fields compared to decide whether a row abroad still holds what an older seed wrote. */
const COMPARED = ["institutionName", "city", "latitude", "longitude", "description", "website"] as const;

export async function syncSeedRows(tx: Transaction, seedRows: SeedRow[], removed: RemovedRow[]) {
  const existing = await tx.select().from(institutions);
  const bySlug = new Map(existing.map((row) => [row.slug, row]));
  const sourceIds = new Set(existing.map((row) => row.sourceId).filter((id) => id !== null));
  const deleted = await tx.execute<{ slug: string }>(sql`
    select details->>'slug' as slug from audit_log
     where entity_type = 'institution' and action = 'delete' and details ? 'slug'`);
  const deletedSlugs = new Set(deleted.rows.map((row) => row.slug));
  let changed = 0;
  for (const row of seedRows) {
    const values = institutionFromSeed(row);
    const current = bySlug.get(row.slug);
    if (current) {
      const stale = COMPARED.some((field) => current[field] !== values[field]);
      if (current.sourceId === null && current.editedFields.length === 0 && stale) {
        await tx
          .update(institutions)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(institutions.id, current.id));
        changed++;
      }
      continue;
    }
    if (values.sourceId !== null && sourceIds.has(values.sourceId!)) continue;
    const previous = listOf(row.former_slugs)
      .map((slug) => bySlug.get(slug))
      .find((found) => found && found.editedFields.length === 0);
    if (previous) {
      await tx
        .update(institutions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(institutions.id, previous.id));
      bySlug.delete(previous.slug);
      bySlug.set(row.slug, { ...previous, slug: row.slug });
      changed++;
    } else if (!deletedSlugs.has(row.slug)) {
      const inserted = await tx
        .insert(institutions)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: institutions.id });
      changed += inserted.length;
    }
  }
  const gone = [...seedRows.flatMap((row) => listOf(row.former_slugs)), ...removed.map((row) => row.slug)].filter(
    (slug) => bySlug.has(slug),
  );
  if (gone.length) {
    const result = await tx
      .delete(institutions)
      .where(
        and(
          inArray(institutions.slug, gone),
          isNull(institutions.sourceId),
          sql`${institutions.editedFields} = '{}'::text[]`,
        ),
      );
    changed += result.rowCount ?? 0;
  }
  // A U.S. school that has closed goes by its IPEDS id and its address together.
  for (const row of removed.filter((one) => one.source_id)) {
    const result = await tx
      .delete(institutions)
      .where(
        and(
          eq(institutions.sourceId, Number(row.source_id)),
          eq(institutions.slug, row.slug),
          sql`${institutions.editedFields} = '{}'::text[]`,
        ),
      );
    changed += result.rowCount ?? 0;
  }
  return changed;
}
