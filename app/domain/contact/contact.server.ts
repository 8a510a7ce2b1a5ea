/** Contact Us: keeps each message for the administrators, who read them in the admin area and answer by e-mail. */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema/contact";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { checkAttempt, RateLimited } from "~/domain/accounts/rate-limit.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import { contactTopicLabel } from "./contact";
import type { ContactMessageInput } from "./contact.schemas";
import { isRowId } from "~/lib/row-id";

export const CONTACT_PAGE_SIZE = 20;

export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  topic: string;
  topic_label: string;
  message: string;
  created_at: string;
  handled_at: string | null;
}

/** Keeps a message, counted per sender's address and per client (429 with Retry-After over a limit). */
export async function sendContactMessage(
  db: Database,
  input: ContactMessageInput,
  sender: { userId: string | null; clientIp: string | null },
): Promise<void> {
  const decision = await checkAttempt(db, "contact-message", { email: input.email, clientIp: sender.clientIp });
  if (!decision.allowed) throw new RateLimited(decision.retryAfter);
  await db.insert(contactMessages).values({ ...input, userId: sender.userId });
}

/** The inbox, newest first; `open` keeps only those nobody has answered yet. */
export async function listContactMessages(
  db: Database,
  { page, open }: { page: number; open: boolean },
): Promise<{ messages: ContactMessageView[]; total: number; open: number; totalPages: number }> {
  const where = open ? isNull(contactMessages.handledAt) : undefined;
  const [rows, [total], [unanswered]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((page - 1) * CONTACT_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      topic: row.topic,
      topic_label: contactTopicLabel(row.topic),
      message: row.message,
      created_at: row.createdAt.toISOString(),
      handled_at: row.handledAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    open: unanswered?.n ?? 0,
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / CONTACT_PAGE_SIZE)),
  };
}

/** Marks a message answered, once (409 when it was already), in the activity log. */
export async function markContactMessageAnswered(db: Database, actor: AdminActor, id: number): Promise<void> {
  if (!isRowId(id)) throw new AppError("not_found", "Message not found");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: new Date(), handledByUserId: actor.userId })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id, email: contactMessages.email });
    if (!row) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      throw exists
        ? new AppError("conflict", "This message was marked answered already")
        : new AppError("not_found", "Message not found");
    }
    await recordAudit(tx, actor, {
      action: "answer",
      entityType: "contact_message",
      entityId: id,
      summary: `Marked the message from ${row.email} answered`,
    });
  });
}
