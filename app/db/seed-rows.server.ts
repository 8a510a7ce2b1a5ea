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
import { institutionFromSeed, listOf } from "./seed.server";

type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

export interface RemovedRow {
  slug: string;
  reason: string;
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
  return changed;
}
