/**
 * The community hub's events: administrators and editors schedule them in a time zone of their
 * choosing, and the hub lists those that have not ended, the soonest first, in that time zone.
 */
import { asc, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { communityEvents } from "~/db/schema/community";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import { COMMUNITY_MESSAGES, eventKindLabel, timeZoneLabel } from "./community";
import type { EventInput, EventView } from "./community.schemas";
import { isRowId } from "~/lib/row-id";

/** Built on the server only and sent as text, so that the browser shows exactly what the server wrote. */
function describe(row: typeof communityEvents.$inferSelect): EventView {
  const date = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: row.timeZone,
  }).format(row.startsAt);
  const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: row.timeZone });
  return {
    id: row.id,
    title: row.title,
    kind_label: eventKindLabel(row.kind),
    date,
    time: `${clock.format(row.startsAt)} – ${clock.format(row.endsAt)} ${timeZoneLabel(row.timeZone)}`,
    starts_at: row.startsAt.toISOString(),
    description: row.description,
    url: row.url,
  };
}

const notEnded = gt(communityEvents.endsAt, sql`now()`);

/** Events that have not ended yet, the soonest first (`offset` skips as many, for a later page). */
export async function upcomingEvents(db: Database, limit: number, offset = 0): Promise<EventView[]> {
  const rows = await db
    .select()
    .from(communityEvents)
    .where(notEnded)
    .orderBy(asc(communityEvents.startsAt), asc(communityEvents.id))
    .limit(limit)
    .offset(offset);
  return rows.map(describe);
}

/** How many events have not ended yet. */
export async function countUpcomingEvents(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communityEvents).where(notEnded);
  return row?.n ?? 0;
}

/** For the admin page: what is still to come, and the latest ten that have ended. */
export async function eventsForAdmin(db: Database): Promise<{ upcoming: EventView[]; past: EventView[] }> {
  const [upcoming, past] = await Promise.all([
    upcomingEvents(db, 200),
    db
      .select()
      .from(communityEvents)
      .where(lte(communityEvents.endsAt, sql`now()`))
      .orderBy(desc(communityEvents.startsAt))
      .limit(10),
  ]);
  return { upcoming, past: past.map(describe) };
}

/**
 * Schedules an event. The date and time are read in the chosen time zone by PostgreSQL (so daylight
 * saving time is right), and the start must be in the future.
 */
export async function createEvent(db: Database, actor: AdminActor, input: EventInput): Promise<number> {
  const local = `${input.date} ${input.time}`;
  return db.transaction(async (tx) => {
    const [times] = await tx
      .execute<{ starts_at: Date; future: boolean }>(
        sql`select (${local}::timestamp at time zone ${input.timeZone}) as starts_at,
        (${local}::timestamp at time zone ${input.timeZone}) > now() as future`,
      )
      .then((result) => result.rows);
    if (!times?.future) {
      throw new AppError("invalid", COMMUNITY_MESSAGES.eventInPast, { date: COMMUNITY_MESSAGES.eventInPast });
    }
    const startsAt = new Date(times.starts_at);
    const [row] = await tx
      .insert(communityEvents)
      .values({
        title: input.title,
        kind: input.kind,
        startsAt,
        endsAt: new Date(startsAt.getTime() + input.minutes * 60_000),
        timeZone: input.timeZone,
        description: input.description,
        url: input.url ?? null,
        createdByUserId: actor.userId,
      })
      .returning({ id: communityEvents.id });
    await recordAudit(tx, actor, {
      action: "create",
      entityType: "community_event",
      entityId: row!.id,
      summary: `Scheduled the event "${input.title}" for ${local} ${input.timeZone}`,
    });
    return row!.id;
  });
}

/** Takes an event off the calendar. */
export async function deleteEvent(db: Database, actor: AdminActor, id: number): Promise<void> {
  if (!isRowId(id)) {
    throw new AppError("not_found", COMMUNITY_MESSAGES.eventNotFound);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(communityEvents)
      .where(eq(communityEvents.id, id))
      .returning({ title: communityEvents.title });
    if (!row) throw new AppError("not_found", COMMUNITY_MESSAGES.eventNotFound);
    await recordAudit(tx, actor, {
      action: "delete",
      entityType: "community_event",
      entityId: id,
      summary: `Removed the event "${row.title}"`,
    });
  });
}
