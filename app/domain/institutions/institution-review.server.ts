/**
 * The review queue. A row that no source confirms (needs_review) is hidden from the public
 * (listed.server.ts) and listed here with its reason until an administrator confirms it, entering
 * the page that states its Christian identity (listed_because). A confirmation is written with its
 * audit entry in one transaction and recorded in edited_fields (needs_review, listed_because), so a
 * later seed never puts the row back in the queue nor replaces the evidence. The queue also holds
 * the founding years a source gives but that are in doubt, for an administrator to settle.
 */
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { institutions } from "~/db/schema/institutions";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import {
  ADMIN_SOURCE,
  INSTITUTION_LIST_COLUMNS,
  pageOfInstitutions,
  withEditedFields,
} from "./institution-admin.server";
import {
  ALREADY_CONFIRMED_MESSAGE,
  isClosureReport,
  REVIEW_PAGE_SIZE,
  type EvidenceInput,
  type FoundingDoubt,
  type ReviewQueueQuery,
  type ReviewRow,
} from "./institution-review.schemas";
import type { Institution, Pagination } from "./institution.schemas";
import { evidenceOf } from "./listed-because.server";
import { listedBecauseOf, toInstitution } from "./institutions.server";

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
      listed_because: institutions.listedBecause,
    })
    .from(institutions)
    .where(waiting)
    .orderBy(asc(institutions.country), asc(institutions.institutionName), asc(institutions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    institutions: rows.map((row) => {
      const listed = { ...row, listed_because: listedBecauseOf(row.listed_because) };
      return { ...listed, closure_reported: isClosureReport(listed) };
    }),
    pagination: { total, page, pageSize, totalPages },
  };
}

/**
 * The page of the review queue that lists this waiting row (by country, name and id, as the queue
 * orders them); null when the row does not wait.
 */
export async function reviewQueuePageOf(db: Database, id: number, pageSize = REVIEW_PAGE_SIZE): Promise<number | null> {
  const [row] = await db
    .select({ country: institutions.country, name: institutions.institutionName })
    .from(institutions)
    .where(and(eq(institutions.id, id), eq(institutions.needsReview, true)))
    .limit(1);
  if (!row) return null;
  const [before] = await db
    .select({ total: count() })
    .from(institutions)
    .where(
      and(
        eq(institutions.needsReview, true),
        sql`(${institutions.country}, ${institutions.institutionName}, ${institutions.id}) < (${row.country}::text, ${row.name}::text, ${id}::integer)`,
      ),
    );
  return Math.floor((before?.total ?? 0) / pageSize) + 1;
}

/** Whether the row waits because it is reported closed, with its evidence already (isClosureReport). */
export async function waitsAsReportedClosed(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ review_note: institutions.reviewNote, listed_because: institutions.listedBecause })
    .from(institutions)
    .where(and(eq(institutions.id, id), eq(institutions.needsReview, true)))
    .limit(1);
  return row ? isClosureReport(row) : false;
}

/** The row, locked for this transaction's change; not_found when there is none. */
async function lockedRow(tx: Transaction, id: number) {
  const [current] = await tx.select().from(institutions).where(eq(institutions.id, id)).for("update").limit(1);
  if (!current) throw new AppError("not_found", "Institution not found");
  return current;
}

// Confirming a row and replacing its evidence are two actions with their own rules and audit
// lines; they open alike (the evidence checked, the row locked) and each reads whole in one place.

/**
 * An administrator confirms a row: it joins the public directory at once (the data version moves
 * on). The page entered becomes why it is listed; for a school reported closed that has its
 * evidence already, the page is the one that shows it open, kept in the audit entry, and its
 * evidence stays. Unknown ids are not_found; a row already confirmed is a conflict (nothing is
 * recorded).
 */
export async function confirmInstitution(
  db: Database,
  actor: AdminActor,
  id: number,
  evidence: EvidenceInput,
): Promise<Institution> {
  const listedBecause = evidenceOf(evidence);
  return db.transaction(async (tx) => {
    const current = await lockedRow(tx, id);
    if (!current.needsReview) throw new AppError("conflict", ALREADY_CONFIRMED_MESSAGE);
    const reopened = isClosureReport({ review_note: current.reviewNote, listed_because: current.listedBecause });
    const fields = reopened ? ["needs_review"] : ["needs_review", "listed_because"];
    const [saved] = await tx
      .update(institutions)
      .set({
        needsReview: false,
        ...(reopened ? {} : { listedBecause }),
        editedFields: withEditedFields(fields),
        updatedAt: sql`now()`,
      })
      .where(and(eq(institutions.id, id), eq(institutions.needsReview, true)))
      .returning();
    await recordAudit(tx, actor, {
      action: "status_change",
      entityType: "institution",
      entityId: id,
      summary: reopened
        ? `Confirmed institution "${saved!.institutionName}" is open, for the public directory`
        : `Confirmed institution "${saved!.institutionName}" for the public directory`,
      details: {
        fields,
        review_note: current.reviewNote,
        ...(reopened ? { open_evidence: listedBecause } : { listed_because: listedBecause }),
      },
    });
    return toInstitution(saved!);
  });
}

/**
 * An administrator replaces why a school is listed (a weaker source by a stronger one, or a page
 * that moved). The new evidence stays through later seeds (edited_fields listed_because).
 */
export async function replaceListedBecause(
  db: Database,
  actor: AdminActor,
  id: number,
  evidence: EvidenceInput,
): Promise<Institution> {
  const listedBecause = evidenceOf(evidence);
  return db.transaction(async (tx) => {
    const current = await lockedRow(tx, id);
    const [saved] = await tx
      .update(institutions)
      .set({ listedBecause, editedFields: withEditedFields(["listed_because"]), updatedAt: sql`now()` })
      .where(eq(institutions.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "institution",
      entityId: id,
      summary: `Replaced why "${saved!.institutionName}" is listed`,
      details: { fields: ["listed_because"], previous: current.listedBecause, listed_because: listedBecause },
    });
    return toInstitution(saved!);
  });
}

/** The founding years in doubt, by name: what a source states and why it is not shown. */
export async function listFoundingDoubts(db: Database): Promise<FoundingDoubt[]> {
  const rows = await db
    .select({
      id: institutions.id,
      slug: institutions.slug,
      institution_name: institutions.institutionName,
      founded_year: institutions.foundedYear,
      founded_doubt: institutions.foundedDoubt,
    })
    .from(institutions)
    .where(isNotNull(institutions.foundedDoubt))
    .orderBy(asc(institutions.institutionName), asc(institutions.id));
  return rows.map((row) => ({ ...row, founded_doubt: row.founded_doubt ?? "" }));
}

/**
 * An administrator settles a founding year in doubt: the year they found right (sourced
 * "Administrator", dated by the edit) or none ("Not reported"). The doubt leaves the queue, and a
 * later seed leaves the year as it is (edited_fields founded_year).
 */
export async function settleFoundingYear(
  db: Database,
  actor: AdminActor,
  id: number,
  year: number | null,
): Promise<Institution> {
  return db.transaction(async (tx) => {
    const current = await lockedRow(tx, id);
    const [saved] = await tx
      .update(institutions)
      .set({
        foundedYear: year,
        foundedSource: year === null ? null : ADMIN_SOURCE,
        foundedSourceYear: year === null ? null : new Date().getFullYear(),
        foundedSourceUrl: null,
        foundedQuote: null,
        foundedDoubt: null,
        editedFields: withEditedFields(["founded_year"]),
        updatedAt: sql`now()`,
      })
      .where(eq(institutions.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "institution",
      entityId: id,
      summary: `Settled the founding year of "${saved!.institutionName}"`,
      details: { fields: ["founded_year"], founded_year: year, founded_doubt: current.foundedDoubt },
    });
    return toInstitution(saved!);
  });
}
