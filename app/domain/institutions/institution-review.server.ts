/**
 * The review queue. A row that no source confirms (needs_review) is hidden from the public
 * (listed.server.ts) and listed here with its reason until an administrator confirms it. A
 * confirmation is written with its audit entry in one transaction and recorded in edited_fields
 * (needs_review), so a later seed never puts the row back in the queue.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { institutions } from "~/db/schema/institutions";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import { INSTITUTION_LIST_COLUMNS, pageOfInstitutions, withEditedFields } from "./institution-admin.server";
import {
  ALREADY_CONFIRMED_MESSAGE,
  REVIEW_PAGE_SIZE,
  type ReviewQueueQuery,
  type ReviewRow,
} from "./institution-review.schemas";
import type { Institution, Pagination } from "./institution.schemas";
import { toInstitution } from "./institutions.server";

interface ReviewQueue {
  institutions: ReviewRow[];
  pagination: Pagination;
}

/** The rows waiting for review, by country then name, REVIEW_PAGE_SIZE a page. */
export async function listReviewQueue(
  db: Database,
  query: ReviewQueueQuery,
  pageSize = REVIEW_PAGE_SIZE,
): Promise<ReviewQueue> {
  const waiting = eq(institutions.needsReview, true);
  const { total, totalPages, page } = await pageOfInstitutions(db, waiting, query.page, pageSize);
  const rows = await db
    .select({
      ...INSTITUTION_LIST_COLUMNS,
      website: institutions.website,
      review_note: institutions.reviewNote,
      data_source: institutions.dataSource,
    })
    .from(institutions)
    .where(waiting)
    .orderBy(asc(institutions.country), asc(institutions.institutionName), asc(institutions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { institutions: rows, pagination: { total, page, pageSize, totalPages } };
}

/**
 * An administrator confirms a row: it joins the public directory at once (the data version moves
 * on). Unknown ids are not_found; a row already confirmed is a conflict (nothing is recorded).
 */
export async function confirmInstitution(db: Database, actor: AdminActor, id: number): Promise<Institution> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(institutions).where(eq(institutions.id, id)).for("update").limit(1);
    if (!current) throw new AppError("not_found", "Institution not found");
    if (!current.needsReview) throw new AppError("conflict", ALREADY_CONFIRMED_MESSAGE);
    const [saved] = await tx
      .update(institutions)
      .set({ needsReview: false, editedFields: withEditedFields(["needs_review"]), updatedAt: sql`now()` })
      .where(and(eq(institutions.id, id), eq(institutions.needsReview, true)))
      .returning();
    await recordAudit(tx, actor, {
      action: "status_change",
      entityType: "institution",
      entityId: id,
      summary: `Confirmed institution "${saved!.institutionName}" for the public directory`,
      details: { fields: ["needs_review"], review_note: current.reviewNote },
    });
    return toInstitution(saved!);
  });
}
