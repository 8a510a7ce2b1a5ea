/**
 * Schools side by side, and the compare list a signed-in user keeps with their account (guests
 * keep theirs in the browser and the page address).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { compareSelections } from "~/db/schema/compare";
import { institutions } from "~/db/schema/institutions";
import { LISTED } from "~/domain/institutions/listed.server";
import { cardOfInstitution, isPossibleSlug, listInstitutionsBySlugs } from "~/domain/institutions/institutions.server";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { listInstitutionOutcomes } from "~/domain/outcomes/outcomes.server";
import { requirePlace } from "~/domain/places/places.server";
import { AppError } from "~/lib/errors";
import { databaseErrorCode } from "~/db/database-errors.server";
import { listAwardedPrograms } from "~/domain/programs/institution-programs.server";
import { listComparedPrograms } from "~/domain/programs/program-comparison.server";
import { buildProgramRows } from "./compare-program-rows";
import { buildCompareRows } from "./compare-rows";
import { COMPARE_LIMIT_MESSAGE, MAX_COMPARE } from "./compare-options";
import type { CompareList, Comparison } from "./compare.schemas";

/**
 * The schools named by `slugs` in that order, their rows, and the slugs that name no school; with
 * `near`, each school's distance from that place (an unknown place is an `invalid` error on near);
 * with `program` (a six-digit CIP code), that program side by side (an unknown code is an
 * `invalid` error on program).
 */
export async function compareInstitutions(
  db: Database,
  slugs: readonly string[],
  near?: string,
  program?: string,
): Promise<Comparison> {
  const origin = near ? { query: near, ...requirePlace(near) } : null;
  const found = new Map((await listInstitutionsBySlugs(db, slugs)).map((school) => [school.slug, school]));
  const schools = slugs.map((slug) => found.get(slug)).filter((school): school is Institution => !!school);
  const [outcomes, awarded, programs] = await Promise.all([
    listInstitutionOutcomes(db, schools),
    listAwardedPrograms(
      db,
      schools.map((school) => school.id),
    ),
    listComparedPrograms(
      db,
      schools.map((school) => school.id),
      program ?? null,
    ),
  ]);
  return {
    institutions: schools.map(cardOfInstitution),
    rows: [
      ...buildCompareRows(schools, origin, outcomes, awarded),
      ...(schools.length ? buildProgramRows(schools, programs) : []),
    ],
    missing: slugs.filter((slug) => !found.has(slug)),
    near: origin,
    programs: {
      options: programs.options.map(({ code, title, family }) => ({ code, title, family })),
      chosen: programs.chosen && { code: programs.chosen.code, title: programs.chosen.title },
    },
  };
}

/** The user's list, oldest first (the order the schools were added). */
export async function listCompareSelection(db: Database, userId: string): Promise<CompareList["institutions"]> {
  return db
    .select({ slug: institutions.slug, institution_name: institutions.institutionName })
    .from(compareSelections)
    .innerJoin(institutions, eq(institutions.id, compareSelections.institutionId))
    .where(and(eq(compareSelections.userId, userId), LISTED))
    .orderBy(asc(compareSelections.addedAt), asc(compareSelections.institutionId));
}

/**
 * Adds the schools named by `slugs` (in order) after those already on the list, while there is
 * room; one user's additions wait for each other, so two devices can never make five.
 */
async function addSlugs(db: Database, userId: string, slugs: readonly string[]): Promise<CompareList> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('compare_selections'), hashtext(${userId}))`);
      const current = await tx
        .select({ institutionId: compareSelections.institutionId })
        .from(compareSelections)
        .where(eq(compareSelections.userId, userId));
      const onList = new Set(current.map((row) => row.institutionId));
      const possible = slugs.filter(isPossibleSlug);
      const found = possible.length
        ? await tx
            .select({ id: institutions.id, slug: institutions.slug })
            .from(institutions)
            .where(and(inArray(institutions.slug, possible), LISTED))
        : [];
      const idBySlug = new Map(found.map((row) => [row.slug, row.id]));
      const skipped: string[] = [];
      // Distinct times keep the order of this call's additions.
      let offset = 0;
      for (const slug of slugs) {
        const id = idBySlug.get(slug);
        if (id === undefined || (!onList.has(id) && onList.size >= MAX_COMPARE)) {
          skipped.push(slug);
          continue;
        }
        if (onList.has(id)) continue;
        onList.add(id);
        await tx
          .insert(compareSelections)
          .values({ userId, institutionId: id, addedAt: sql`now() + ${`${offset++} milliseconds`}::interval` })
          .onConflictDoNothing();
      }
      return { institutions: [], skipped };
    });
  } catch (error) {
    // The account was deleted in the meantime (foreign key violation).
    if (databaseErrorCode(error) === "23503") throw new AppError("not_found", "Account not found");
    throw error;
  }
}

/**
 * Adds one school. Adding one already on the list changes nothing; an unknown slug is not_found
 * and a full list a conflict, with the message the tray shows.
 */
export async function addToCompareSelection(db: Database, userId: string, slug: string): Promise<CompareList> {
  const { skipped } = await addSlugs(db, userId, [slug]);
  if (skipped.length) {
    const [exists] = !isPossibleSlug(slug)
      ? []
      : await db
          .select({ id: institutions.id })
          .from(institutions)
          .where(and(eq(institutions.slug, slug), LISTED))
          .limit(1);
    throw exists ? new AppError("conflict", COMPARE_LIMIT_MESSAGE) : new AppError("not_found", "Institution not found");
  }
  return { institutions: await listCompareSelection(db, userId), skipped: [] };
}

/**
 * A guest who signs in brings the list kept in their browser: its schools join the account's
 * (the account's first), up to the limit; the others come back as `skipped`.
 */
export async function mergeCompareSelection(
  db: Database,
  userId: string,
  slugs: readonly string[],
): Promise<CompareList> {
  const { skipped } = await addSlugs(db, userId, [...new Set(slugs)]);
  return { institutions: await listCompareSelection(db, userId), skipped };
}

/** Removing a school that is not on the list is not an error. */
export async function removeFromCompareSelection(db: Database, userId: string, slug: string): Promise<CompareList> {
  if (!isPossibleSlug(slug)) return { institutions: await listCompareSelection(db, userId), skipped: [] };
  await db
    .delete(compareSelections)
    .where(
      and(
        eq(compareSelections.userId, userId),
        inArray(
          compareSelections.institutionId,
          db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, slug)),
        ),
      ),
    );
  return { institutions: await listCompareSelection(db, userId), skipped: [] };
}
