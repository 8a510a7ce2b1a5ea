/** The audit log: every change made in the admin area, with who, what, which record and when. */
import { and, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema/activity";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import type { AuditAction, AuditEntityType, AuditEntry } from "./audit.schemas";

interface AuditInput {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  /** One readable line, e.g. 'Updated institution "Wheaton College"'. */
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Pass the transaction that makes the change, so the change and its record commit together. The
 * actor is an administrator, or a signed-in person acting for a school (representatives).
 */
export async function recordAudit(db: Executor, actor: Pick<AdminActor, "userId" | "email">, entry: AuditInput) {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary,
    details: entry.details ?? null,
  });
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

interface AuditFilter {
  actorUserId?: string;
  entityType?: AuditEntityType;
  action?: AuditAction;
  page: number;
  pageSize: number;
}

export async function listAuditEntries(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actorUserId) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    entries: rows.map(toEntry),
    pagination: {
      total: totalCount,
      page: filter.page,
      pageSize: filter.pageSize,
      totalPages: Math.max(1, Math.ceil(totalCount / filter.pageSize)),
    },
  };
}

export async function latestAuditEntries(db: Database, limit = 10): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map(toEntry);
}

/** Everyone who appears in the audit log, by e-mail address: the Activity page's person filter. */
export async function listAuditActors(db: Database): Promise<{ userId: string; email: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.actorUserId], { userId: auditLog.actorUserId, email: auditLog.actorEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.actorUserId))
    .orderBy(auditLog.actorUserId, desc(auditLog.createdAt));
  return rows
    .map((row) => ({ userId: row.userId!, email: row.email ?? row.userId! }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
