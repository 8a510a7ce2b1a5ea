/**
 * Bulk content import runs. Each item is applied in its own transaction together with its result
 * row and the run's counts, so a crash leaves every item either fully applied (and recorded) or
 * untouched, and a batch sent twice is not applied twice. Running the same file again changes
 * nothing: its items come out 'unchanged'. The run's audit entry is written with the last item.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { importRunItems, importRuns } from "~/db/schema/imports";
import { institutions } from "~/db/schema/institutions";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import {
  ADMIN_SOURCE,
  changedDegreeValues,
  degreeRuleProblems,
  faithProfileChangeProblems,
  faithProfileChanges,
  withEditedFields,
} from "~/domain/institutions/institution-admin.server";
import { forgetFactSources, readFactSources } from "~/domain/institutions/fact-sources.server";
import { toInstitution } from "~/domain/institutions/institutions.server";
import type { DetailedContentField } from "~/domain/institutions/institution-form.schemas";
import { AppError } from "~/lib/errors";
import {
  checkImportItem,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_ITEMS,
  IMPORT_MESSAGES,
  type ImportItemResult,
  type ImportRun,
} from "./import.schemas";
import { isRowId } from "~/lib/row-id";

type RunRow = typeof importRuns.$inferSelect;

const COLUMN: Record<
  DetailedContentField,
  "detailedSummary" | "keyPrograms" | "uniqueFeatures" | "whyChoose" | "studentOutcomes"
> = {
  detailed_summary: "detailedSummary",
  key_programs: "keyPrograms",
  unique_features: "uniqueFeatures",
  why_choose: "whyChoose",
  student_outcomes: "studentOutcomes",
};

/** How many failures the run's audit entry lists (all of them are in import_run_items). */
const AUDIT_FAILURES_LISTED = 20;

function toRun(row: RunRow): ImportRun {
  return {
    id: row.id,
    file_name: row.fileName,
    total_items: row.totalItems,
    processed: row.updatedCount + row.unchangedCount + row.failedCount,
    updated: row.updatedCount,
    unchanged: row.unchangedCount,
    failed: row.failedCount,
    status: row.status,
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function startImportRun(
  db: Database,
  actor: AdminActor,
  input: { file_name: string; total_items: number },
): Promise<ImportRun> {
  if (input.total_items < 1) throw new AppError("invalid", IMPORT_MESSAGES.empty);
  if (input.total_items > IMPORT_MAX_ITEMS) throw new AppError("too_large", IMPORT_MESSAGES.tooMany);
  const [row] = await db
    .insert(importRuns)
    .values({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      fileName: input.file_name,
      totalItems: input.total_items,
    })
    .returning();
  return toRun(row!);
}

export async function getImportRun(db: Database, runId: number): Promise<ImportRun | null> {
  if (!isRowId(runId)) return null;
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, runId)).limit(1);
  return row ? toRun(row) : null;
}

export async function listRecentImportRuns(db: Database, limit = 5): Promise<ImportRun[]> {
  const rows = await db.select().from(importRuns).orderBy(desc(importRuns.createdAt), desc(importRuns.id)).limit(limit);
  return rows.map(toRun);
}

function describe(raw: unknown): Pick<ImportItemResult, "id" | "institution_name"> {
  const item = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const id =
    typeof item.id === "number"
      ? item.id
      : typeof item.id === "string" && /^\d{1,9}$/.test(item.id.trim())
        ? Number(item.id)
        : null;
  const name = typeof item.institution_name === "string" ? item.institution_name.slice(0, 200) : null;
  return { id: id !== null && Number.isSafeInteger(id) ? id : null, institution_name: name };
}

/** The audit entry of a finished run, in the transaction of its last item. */
async function recordRunFinished(tx: Transaction, actor: AdminActor, run: RunRow) {
  const failures = await tx
    .select({
      index: importRunItems.itemIndex,
      institutionId: importRunItems.institutionId,
      message: importRunItems.message,
    })
    .from(importRunItems)
    .where(and(eq(importRunItems.runId, run.id), eq(importRunItems.outcome, "error")))
    .orderBy(importRunItems.itemIndex)
    .limit(AUDIT_FAILURES_LISTED);
  const noun = run.updatedCount === 1 ? "institution" : "institutions";
  await recordAudit(tx, actor, {
    action: "import",
    entityType: "import",
    entityId: run.id,
    summary: `Imported content from "${run.fileName}": ${run.updatedCount} ${noun} updated, ${run.unchangedCount} unchanged, ${run.failedCount} failed`,
    details: {
      fileName: run.fileName,
      total: run.totalItems,
      updated: run.updatedCount,
      unchanged: run.unchangedCount,
      failed: run.failedCount,
      failures,
    },
  });
}

/** One item, in its own transaction: the change, its result row, the run's counts (and its end). */
async function applyItem(
  db: Database,
  actor: AdminActor,
  runId: number,
  index: number,
  raw: unknown,
): Promise<ImportItemResult> {
  const described = describe(raw);
  return db.transaction(async (tx) => {
    // The run row serialises the items of a run, whichever request carries them.
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for("update");
    if (!run) throw new AppError("not_found", "Import run not found");
    if (index >= run.totalItems) {
      throw new AppError("invalid", `Item ${index} is beyond the ${run.totalItems} items this run was started with`);
    }
    const [done] = await tx
      .select()
      .from(importRunItems)
      .where(and(eq(importRunItems.runId, runId), eq(importRunItems.itemIndex, index)));
    if (done) return { index, ...described, outcome: done.outcome, message: done.message };

    let outcome: ImportItemResult["outcome"];
    let message: string | null = null;
    let institutionId: number | null = null;
    const checked = checkImportItem(raw);
    if (!checked.ok) {
      outcome = "error";
      message = checked.message;
    } else {
      const { item } = checked;
      const [current] = await tx.select().from(institutions).where(eq(institutions.id, item.id)).for("update");
      // The profile's and the degrees' rules are checked when the item changes them, with the facts' own provenance.
      const sources = current && (item.faith || item.degrees) ? await readFactSources(tx, current.id) : [];
      const degreeProblems = current && item.degrees ? degreeRuleProblems(item.degrees, current, sources) : {};
      const profile = current && item.faith ? toInstitution(current, sources) : null;
      if (!current) {
        outcome = "error";
        message = IMPORT_MESSAGES.notFound(item.id);
      } else if (profile && Object.keys(faithProfileChangeProblems(profile, item.faith ?? {})).length) {
        // The profile would not hold together: the item is refused whole, each problem named.
        institutionId = current.id;
        outcome = "error";
        message = Object.entries(faithProfileChangeProblems(profile, item.faith ?? {}))
          .map(([field, text]) => `${field}: ${text}`)
          .join("; ");
      } else if (Object.keys(degreeProblems).length) {
        // Nothing of the item is saved: its degrees would break a rule with the values it leaves alone.
        const [field, problem] = Object.entries(degreeProblems)[0]!;
        outcome = "error";
        message = `${field}: ${problem}`;
      } else {
        institutionId = current.id;
        const changes: Partial<typeof institutions.$inferInsert> = {};
        const edited: string[] = [];
        for (const [field, value] of Object.entries(item.content) as [DetailedContentField, string | null][]) {
          if (current[COLUMN[field]] !== value) {
            changes[COLUMN[field]] = value;
            edited.push(field);
          }
        }
        if (item.associations && item.associations.join(",") !== current.associations.join(",")) {
          // Imported memberships are the administrator's, dated by the import.
          const any = item.associations.length > 0;
          changes.associations = item.associations;
          changes.associationsSource = any ? ADMIN_SOURCE : null;
          changes.associationsSourceYear = any ? new Date().getFullYear() : null;
          edited.push("associations");
        }
        const faith = faithProfileChanges(current, item.faith ?? {});
        Object.assign(changes, faith.changes);
        edited.push(...faith.edited);
        if (item.degrees) {
          const degrees = changedDegreeValues(item.degrees, current);
          Object.assign(changes, degrees.values);
          edited.push(...degrees.fields);
        }
        if (Object.keys(changes).length) {
          await tx
            .update(institutions)
            .set({
              ...changes,
              editedFields: withEditedFields(edited),
              updatedAt: new Date(),
            })
            .where(eq(institutions.id, current.id));
          await forgetFactSources(tx, current.id, edited);
          outcome = "updated";
        } else outcome = "unchanged";
      }
    }

    await tx.insert(importRunItems).values({ runId, itemIndex: index, institutionId, outcome, message });
    const [counted] = await tx
      .update(importRuns)
      .set({
        updatedCount: sql`${importRuns.updatedCount} + ${outcome === "updated" ? 1 : 0}`,
        unchangedCount: sql`${importRuns.unchangedCount} + ${outcome === "unchanged" ? 1 : 0}`,
        failedCount: sql`${importRuns.failedCount} + ${outcome === "error" ? 1 : 0}`,
      })
      .where(eq(importRuns.id, runId))
      .returning();
    const after = counted!;
    if (after.updatedCount + after.unchangedCount + after.failedCount === after.totalItems) {
      const [finished] = await tx
        .update(importRuns)
        .set({ status: "completed", finishedAt: new Date() })
        .where(eq(importRuns.id, runId))
        .returning();
      await recordRunFinished(tx, actor, finished!);
    }
    return { index, ...described, outcome, message };
  });
}

/**
 * A batch of at most ten items starting at `startIndex` (their positions in the file). Items are
 * applied one after another, each in its own transaction.
 */
export async function applyImportBatch(
  db: Database,
  actor: AdminActor,
  runId: number,
  startIndex: number,
  items: unknown[],
): Promise<{ results: ImportItemResult[]; run: ImportRun }> {
  if (items.length > IMPORT_BATCH_SIZE) {
    throw new AppError("invalid", `A batch may contain at most ${IMPORT_BATCH_SIZE} items`);
  }
  const run = await getImportRun(db, runId);
  if (!run) throw new AppError("not_found", "Import run not found");
  if (run.actor_user_id !== actor.userId) {
    throw new AppError("forbidden", "This import was started by another administrator");
  }
  if (startIndex + items.length > run.total_items) {
    throw new AppError("invalid", `This run was started with ${run.total_items} items; the batch goes beyond them`);
  }
  const results: ImportItemResult[] = [];
  for (const [offset, raw] of items.entries())
    results.push(await applyItem(db, actor, runId, startIndex + offset, raw));
  return { results, run: (await getImportRun(db, runId))! };
}

/** A whole file at once (the JSON API and the page without JavaScript): one run, item by item. */
export async function importItems(
  db: Database,
  actor: AdminActor,
  fileName: string,
  items: unknown[],
): Promise<{ results: ImportItemResult[]; run: ImportRun }> {
  const run = await startImportRun(db, actor, { file_name: fileName, total_items: items.length });
  const results: ImportItemResult[] = [];
  for (const [index, raw] of items.entries()) results.push(await applyItem(db, actor, run.id, index, raw));
  return { results, run: (await getImportRun(db, run.id))! };
}
