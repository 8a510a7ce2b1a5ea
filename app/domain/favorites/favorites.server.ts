/** Saved institutions ("favorites") of a signed-in user. */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { databaseErrorCode } from "~/db/database-errors.server";
import { favorites } from "~/db/schema/favorites";
import { institutions } from "~/db/schema/institutions";
import { LISTED } from "~/domain/institutions/listed.server";
import { toInstitutionCard } from "~/domain/institutions/institutions.server";
import type { InstitutionCard } from "~/domain/institutions/institution.schemas";
import { AppError } from "~/lib/errors";

export interface SavedInstitution {
  institution: InstitutionCard;
  savedAt: string;
}

/** Newest first. */
export async function listFavorites(db: Database, userId: string): Promise<SavedInstitution[]> {
  const rows = await db
    .select({ institution: institutions, savedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(institutions, eq(institutions.id, favorites.institutionId))
    .where(and(eq(favorites.userId, userId), LISTED))
    .orderBy(desc(favorites.createdAt), desc(favorites.institutionId));
  return rows.map((row) => ({ institution: toInstitutionCard(row.institution), savedAt: row.savedAt.toISOString() }));
}

/** For the institution page loader: whether the signed-in user has saved this institution. */
export async function isFavorite(db: Database, userId: string, institutionId: number): Promise<boolean> {
  const [row] = await db
    .select({ institutionId: favorites.institutionId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.institutionId, institutionId)))
    .limit(1);
  return Boolean(row);
}

/** For result lists: which of these institutions the signed-in user has saved. */
export async function savedAmong(db: Database, userId: string, institutionIds: number[]): Promise<number[]> {
  if (!institutionIds.length) return [];
  const rows = await db
    .select({ institutionId: favorites.institutionId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.institutionId, institutionIds)));
  return rows.map((row) => row.institutionId);
}

/** Saving twice is the same as saving once. Throws not_found for an unknown (or unlisted) institution. */
export async function addFavorite(db: Database, userId: string, institutionId: number): Promise<void> {
  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.id, institutionId), LISTED))
    .limit(1);
  if (!institution) throw new AppError("not_found", "Institution not found");
  try {
    await db.insert(favorites).values({ userId, institutionId }).onConflictDoNothing();
  } catch (error) {
    // Deleted in the meantime (foreign key violation).
    if (databaseErrorCode(error) === "23503") throw new AppError("not_found", "Institution not found");
    throw error;
  }
}

/** Removing one that is not saved is not an error. */
export async function removeFavorite(db: Database, userId: string, institutionId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.institutionId, institutionId)));
}
