/**
 * Updates a representative proposes for their school, and their review. Nothing a representative
 * sends is public until an administrator approves it, field by field: an approved fact is written
 * to the school's row (recorded in edited_fields, so no later seed overwrites it) with its
 * provenance ("Reported by the school", its source page, the day of the review); a rejected one
 * keeps its reason; a correction note on a federal fact is read and acknowledged. When every field
 * of a proposal is decided, the representative gets the outcome by e-mail. Every step is in the
 * activity log.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { institutions } from "~/db/schema/institutions";
import { institutionFactSources, schoolProposalItems, schoolProposals } from "~/db/schema/school-updates";
import type { SessionUser } from "~/domain/accounts/account.schemas";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { FEDERAL_FACTS, fieldValue } from "~/domain/institutions/fact-sources";
import { type FaithProfile, faithProfileProblems, FAITH_PROFILE_FIELDS } from "~/domain/institutions/faith-profile";
import { withEditedFields } from "~/domain/institutions/institution-admin.server";
import { degreeRuleErrors, type DegreeRecord } from "~/domain/institutions/institution-form.schemas";
import { toInstitution } from "~/domain/institutions/institutions.server";
import { readFactSources } from "~/domain/institutions/fact-sources.server";
import { SEMINARY_DEGREES } from "~/domain/institutions/seminary-degrees";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import type { ParsedProposal } from "./proposal-form";
import type { ProposalView } from "./proposal.schemas";
import { REASON_MAX, reportableFact } from "./reportable-facts";
import { reviewOutcomeEmail } from "./school-emails";
import { isRowId } from "~/lib/row-id";

type Row = typeof institutions.$inferSelect;

const camel = (field: string) => field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Sends a proposal (already read by parseProposalForm) for a school the user represents. */
export async function submitProposal(
  db: Database,
  user: SessionUser,
  institutionId: number,
  parsed: Pick<ParsedProposal, "facts" | "notes">,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(institutions).where(eq(institutions.id, institutionId));
    if (!row) throw new AppError("not_found", "School not found");
    const current = toInstitution(row, await readFactSources(tx, institutionId));
    // The profile the proposal asks for must hold together (times with required chapel, topics with
    // a covenant), judged with the facts it leaves as they are.
    const profile = Object.fromEntries(
      FAITH_PROFILE_FIELDS.map((field) => [
        field,
        parsed.facts.find((fact) => fact.field === field)?.value ?? current[field],
      ]),
    ) as unknown as FaithProfile;
    const problems = faithProfileProblems(profile, new Set(FAITH_PROFILE_FIELDS));
    const proposedProblem = Object.entries(problems).find(([field]) =>
      parsed.facts.some(
        (fact) => fact.field === field || (field === "chapel_times_per_week" && fact.field === "chapel"),
      ),
    );
    if (proposedProblem) {
      const [field, message] = proposedProblem;
      throw new AppError("invalid", message, { [`value.${field}`]: message });
    }
    const [proposal] = await tx
      .insert(schoolProposals)
      .values({ institutionId, userId: user.id, userEmail: user.email })
      .returning({ id: schoolProposals.id });
    const items = [
      ...parsed.facts.map((fact) => ({
        proposalId: proposal!.id,
        field: fact.field,
        kind: "fact" as const,
        currentValue: fieldValue(current, fact.field) ?? null,
        proposedValue: fact.value,
        sourceUrl: fact.source_url,
      })),
      ...parsed.notes.map((note) => ({
        proposalId: proposal!.id,
        field: note.field,
        kind: "correction" as const,
        currentValue: fieldValue(current, note.field) ?? null,
        note: note.note,
      })),
    ];
    await tx.insert(schoolProposalItems).values(items);
    await recordAudit(
      tx,
      { userId: user.id, email: user.email },
      {
        action: "propose",
        entityType: "school_proposal",
        entityId: proposal!.id,
        summary: `Proposed ${parsed.facts.length} fact(s) and ${parsed.notes.length} correction note(s) for "${row.institutionName}"`,
        details: { institution_id: institutionId, fields: items.map((item) => item.field) },
      },
    );
    return proposal!.id;
  });
}

const labelOf = (field: string) =>
  reportableFact(field)?.label ?? FEDERAL_FACTS.find((fact) => fact.field === field)?.label ?? field;

async function proposalsWhere(db: Database, where: SQL | undefined, limit: number) {
  const proposals = await db
    .select({
      id: schoolProposals.id,
      institutionId: schoolProposals.institutionId,
      slug: institutions.slug,
      name: institutions.institutionName,
      sender: schoolProposals.userEmail,
      createdAt: schoolProposals.createdAt,
    })
    .from(schoolProposals)
    .innerJoin(institutions, eq(institutions.id, schoolProposals.institutionId))
    .where(where)
    .orderBy(asc(schoolProposals.createdAt), asc(schoolProposals.id))
    .limit(limit);
  if (!proposals.length) return [];
  const items = await db
    .select()
    .from(schoolProposalItems)
    .where(
      inArray(
        schoolProposalItems.proposalId,
        proposals.map((proposal) => proposal.id),
      ),
    )
    .orderBy(asc(schoolProposalItems.id));
  return proposals.map((proposal): ProposalView => ({
    id: proposal.id,
    institution: { id: proposal.institutionId, slug: proposal.slug, name: proposal.name },
    sender: proposal.sender,
    created_at: proposal.createdAt.toISOString(),
    items: items
      .filter((item) => item.proposalId === proposal.id)
      .map((item) => ({
        id: item.id,
        field: item.field,
        label: labelOf(item.field),
        kind: item.kind,
        current: item.currentValue,
        proposed: item.proposedValue,
        source_url: item.sourceUrl,
        note: item.note,
        status: item.status,
        reason: item.reason,
      })),
  }));
}

/** The review queue: proposals with a field still to decide, oldest first. */
export async function listPendingProposals(db: Database, limit = 50): Promise<ProposalView[]> {
  const pending = sql`exists (select 1 from school_proposal_items p where p.proposal_id = ${schoolProposals.id} and p.status = 'pending')`;
  return proposalsWhere(db, pending, limit);
}

/** How many fields wait for review (the admin menu's count). */
export async function countPendingItems(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schoolProposalItems)
    .where(eq(schoolProposalItems.status, "pending"));
  return row?.n ?? 0;
}

/** A representative's own proposals for a school, newest first (their status page). */
export async function listOwnProposals(db: Database, userId: string, institutionId: number): Promise<ProposalView[]> {
  const mine = and(eq(schoolProposals.userId, userId), eq(schoolProposals.institutionId, institutionId));
  return (await proposalsWhere(db, mine, 20)).sort((a, b) => b.id - a.id);
}

export type Decision = "approve" | "reject" | "acknowledge";

function today() {
  return new Date().toISOString().slice(0, 10);
}

/** The column values an approved fact writes (a degree fully online is a degree offered, too). */
function approvedValues(field: string, value: unknown, row: Row, sourceUrl: string) {
  const values: Record<string, unknown> = { [camel(field)]: value };
  const edited = [field];
  const degree = /^degree_(\w+)_online$/.exec(field)?.[1];
  if (degree) {
    if (value === true && row[camel(`degree_${degree}`) as keyof Row] !== true) {
      values[camel(`degree_${degree}`)] = true;
      edited.push(`degree_${degree}`);
    }
    if (!row.degreesSourceUrl) {
      values.degreesSourceUrl = sourceUrl;
      values.degreesVerifiedOn = today();
      edited.push("degrees_source_url", "degrees_verified_on");
    }
  }
  return { values, edited };
}

/** The first rule the school's row would break once the approved value is in (null: none). */
function ruleProblem(row: Row, values: Record<string, unknown>, own: Set<string>): string | null {
  const merged = { ...row, ...values } as Row;
  const current = toInstitution(merged);
  const faith = Object.values(faithProfileProblems(current, own))[0];
  if (faith) return faith;
  const record = {
    degrees_online_approved: merged.degreesOnlineApproved,
    degrees_source_url: merged.degreesSourceUrl,
    degrees_verified_on: merged.degreesVerifiedOn,
  } as DegreeRecord;
  for (const degree of SEMINARY_DEGREES) {
    record[`degree_${degree}`] = current.seminary_degrees[degree].offered;
    record[`degree_${degree}_online`] = current.seminary_degrees[degree].online;
  }
  return Object.values(degreeRuleErrors(record))[0] ?? null;
}

/**
 * Approves, rejects (with a reason) or acknowledges one field of a proposal. An approval that
 * would break the profile's rules is refused, naming the rule; an item decided before answers 409.
 */
export async function decideProposalItem(
  services: Pick<Services, "db" | "mailer" | "env" | "log">,
  actor: AdminActor,
  itemId: number,
  decision: Decision,
  reasonInput: string | null,
): Promise<{ proposalDone: boolean }> {
  if (!isRowId(itemId)) {
    throw new AppError("not_found", "Proposed field not found");
  }
  const reason = reasonInput?.replace(/\s+/g, " ").trim() || null;
  if (reason && reason.length > REASON_MAX) {
    throw new AppError("invalid", `Reason must be at most ${REASON_MAX} characters`, {
      reason: `Reason must be at most ${REASON_MAX} characters`,
    });
  }
  if (decision === "reject" && !reason) {
    throw new AppError("invalid", "Reason is required to reject a field", {
      reason: "Reason is required to reject a field",
    });
  }
  const outcome = await services.db.transaction(async (tx) => {
    const [item] = await tx.select().from(schoolProposalItems).where(eq(schoolProposalItems.id, itemId)).for("update");
    if (!item) throw new AppError("not_found", "Proposed field not found");
    if (item.status !== "pending") throw new AppError("conflict", "This field was reviewed already");
    if ((decision === "acknowledge") !== (item.kind === "correction")) {
      throw new AppError(
        "invalid",
        item.kind === "correction"
          ? "A correction note is acknowledged, not approved or rejected"
          : "Approve or reject a proposed fact",
      );
    }
    const [proposal] = await tx.select().from(schoolProposals).where(eq(schoolProposals.id, item.proposalId));
    const [row] = await tx
      .select()
      .from(institutions)
      .where(eq(institutions.id, proposal!.institutionId))
      .for("update");
    if (!row) throw new AppError("not_found", "School not found");
    if (decision === "approve") {
      const { values, edited } = approvedValues(item.field, item.proposedValue, row, item.sourceUrl!);
      const own = new Set((await readFactSources(tx, row.id)).map((source) => source.field).concat(item.field));
      const problem = ruleProblem(row, values, own);
      if (problem) throw new AppError("invalid", `Cannot approve: ${problem}`, { decision: problem });
      await tx
        .update(institutions)
        .set({ ...values, editedFields: withEditedFields(edited), updatedAt: new Date() })
        .where(eq(institutions.id, row.id));
      await tx
        .insert(institutionFactSources)
        .values({
          institutionId: row.id,
          field: item.field,
          kind: "school_reported",
          sourceUrl: item.sourceUrl!,
          quote: null,
          observedOn: today(),
          reviewerUserId: actor.userId,
        })
        .onConflictDoUpdate({
          target: [institutionFactSources.institutionId, institutionFactSources.field],
          set: {
            kind: "school_reported",
            sourceUrl: item.sourceUrl!,
            quote: null,
            observedOn: today(),
            reviewerUserId: actor.userId,
            updatedAt: new Date(),
          },
        });
    }
    const status = decision === "approve" ? "approved" : decision === "reject" ? "rejected" : "acknowledged";
    await tx
      .update(schoolProposalItems)
      .set({ status, reason, reviewedByUserId: actor.userId, reviewedAt: new Date() })
      .where(eq(schoolProposalItems.id, itemId));
    await recordAudit(tx, actor, {
      action: decision,
      entityType: "school_proposal",
      entityId: proposal!.id,
      summary: `${status[0]!.toUpperCase()}${status.slice(1)} "${labelOf(item.field)}" for "${row.institutionName}"`,
      details: { item_id: itemId, field: item.field, institution_id: row.id, ...(reason ? { reason } : {}) },
    });
    const [left] = await tx
      .select({ n: count() })
      .from(schoolProposalItems)
      .where(and(eq(schoolProposalItems.proposalId, proposal!.id), eq(schoolProposalItems.status, "pending")));
    return { proposal: proposal!, school: row, done: (left?.n ?? 0) === 0 };
  });
  if (outcome.done) {
    const items = await services.db
      .select()
      .from(schoolProposalItems)
      .where(eq(schoolProposalItems.proposalId, outcome.proposal.id))
      .orderBy(asc(schoolProposalItems.id));
    try {
      await services.mailer.send(
        reviewOutcomeEmail(outcome.proposal.userEmail, {
          school: outcome.school.institutionName,
          link: `${services.env.PUBLIC_URL}/institution/${outcome.school.slug}`,
          lines: items.map((item) => ({
            label: labelOf(item.field),
            outcome: item.status as "approved" | "rejected" | "acknowledged",
            reason: item.reason,
          })),
        }),
      );
    } catch (error) {
      // The decisions stand; the e-mail is what failed.
      services.log.error({ err: error, proposal: outcome.proposal.id }, "the review outcome e-mail failed");
    }
  }
  return { proposalDone: outcome.done };
}
