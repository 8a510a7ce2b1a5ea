/**
 * The discussion forums: signed-in people start discussions and answer them, and report a post
 * that breaks the guidelines; moderators (administrators and editors) hide it or keep it.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { users } from "~/db/schema/auth";
import { forumReplies, forumReports, forumThreads } from "~/db/schema/community";
import type { SessionUser } from "~/domain/accounts/account.schemas";
import { checkAttempt, RateLimited } from "~/domain/accounts/rate-limit.server";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import { COMMUNITY_MESSAGES, FORUMS, findForum, posterName, reportReasonLabel, type ForumSlug } from "./community";
import type { ReplyInput, ReportedWords, ThreadEditInput, ThreadInput, ThreadView } from "./community.schemas";
import { isRowId } from "~/lib/row-id";

export const THREADS_PAGE_SIZE = 20;
export const REPORTS_PAGE_SIZE = 20;

export interface ForumSummary {
  slug: ForumSlug;
  title: string;
  description: string;
  guides: string;
  discussions: number;
  replies: number;
  latest: { id: number; title: string; last_post_at: string } | null;
}

export interface ThreadListItem {
  id: number;
  title: string;
  author: string;
  created_at: string;
  last_post_at: string;
  reply_count: number;
}

/** A post: a discussion's opening post (replyId null) or one of its replies. */
export interface PostRef {
  threadId: number;
  replyId: number | null;
}

function checkId(id: number, message: string): void {
  if (!isRowId(id)) throw new AppError("not_found", message);
}

const visibleThread = isNull(forumThreads.hiddenAt);

/** Each forum with its visible discussions and replies, and the one with the newest post. */
export async function forumSummaries(db: Database): Promise<ForumSummary[]> {
  const [totals, latest] = await Promise.all([
    db
      .select({
        forum: forumThreads.forum,
        discussions: count(),
        replies: sql<number>`coalesce(sum(${forumThreads.replyCount}), 0)::int`,
      })
      .from(forumThreads)
      .where(visibleThread)
      .groupBy(forumThreads.forum),
    db
      .selectDistinctOn([forumThreads.forum], {
        forum: forumThreads.forum,
        id: forumThreads.id,
        title: forumThreads.title,
        lastPostAt: forumThreads.lastPostAt,
      })
      .from(forumThreads)
      .where(visibleThread)
      .orderBy(forumThreads.forum, desc(forumThreads.lastPostAt), desc(forumThreads.id)),
  ]);
  return FORUMS.map((forum) => {
    const total = totals.find((row) => row.forum === forum.slug);
    const newest = latest.find((row) => row.forum === forum.slug);
    return {
      ...forum,
      discussions: total?.discussions ?? 0,
      replies: total?.replies ?? 0,
      latest: newest ? { id: newest.id, title: newest.title, last_post_at: newest.lastPostAt.toISOString() } : null,
    };
  });
}

/** One forum's visible discussions, the most recently answered first. */
export async function listThreads(
  db: Database,
  forum: ForumSlug,
  page: number,
): Promise<{ threads: ThreadListItem[]; total: number; totalPages: number }> {
  const where = and(eq(forumThreads.forum, forum), visibleThread);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: forumThreads.id,
        title: forumThreads.title,
        name: users.name,
        createdAt: forumThreads.createdAt,
        lastPostAt: forumThreads.lastPostAt,
        replyCount: forumThreads.replyCount,
      })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.userId))
      .where(where)
      .orderBy(desc(forumThreads.lastPostAt), desc(forumThreads.id))
      .limit(THREADS_PAGE_SIZE)
      .offset((page - 1) * THREADS_PAGE_SIZE),
    db.select({ n: count() }).from(forumThreads).where(where),
  ]);
  return {
    threads: rows.map((row) => ({
      id: row.id,
      title: row.title,
      author: posterName(row.name),
      created_at: row.createdAt.toISOString(),
      last_post_at: row.lastPostAt.toISOString(),
      reply_count: row.replyCount,
    })),
    total: total?.n ?? 0,
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / THREADS_PAGE_SIZE)),
  };
}

/** A visible discussion with every reply in order (a hidden reply keeps its place, without its words). */
export async function getThread(db: Database, id: number, viewerId: string | null): Promise<ThreadView> {
  checkId(id, COMMUNITY_MESSAGES.discussionNotFound);
  const [thread] = await db
    .select({
      id: forumThreads.id,
      forum: forumThreads.forum,
      title: forumThreads.title,
      body: forumThreads.body,
      userId: forumThreads.userId,
      name: users.name,
      createdAt: forumThreads.createdAt,
      editedAt: forumThreads.editedAt,
      replyCount: forumThreads.replyCount,
    })
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.userId))
    .where(and(eq(forumThreads.id, id), visibleThread));
  const forum = findForum(thread?.forum);
  if (!thread || !forum) throw new AppError("not_found", COMMUNITY_MESSAGES.discussionNotFound);
  const [replies, reports] = await Promise.all([
    db
      .select({
        id: forumReplies.id,
        body: forumReplies.body,
        userId: forumReplies.userId,
        name: users.name,
        createdAt: forumReplies.createdAt,
        editedAt: forumReplies.editedAt,
        hiddenAt: forumReplies.hiddenAt,
      })
      .from(forumReplies)
      .innerJoin(users, eq(users.id, forumReplies.userId))
      .where(eq(forumReplies.threadId, id))
      .orderBy(forumReplies.createdAt, forumReplies.id),
    viewerId
      ? db
          .select({ replyId: forumReports.replyId })
          .from(forumReports)
          .where(and(eq(forumReports.threadId, id), eq(forumReports.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  const reported = new Set(reports.map((report) => report.replyId));
  const answeredByOthers = replies.some((reply) => reply.userId !== thread.userId);
  return {
    id: thread.id,
    forum: forum.slug,
    title: thread.title,
    reply_count: thread.replyCount,
    posts: [
      {
        reply_id: null,
        author: posterName(thread.name),
        own: thread.userId === viewerId,
        created_at: thread.createdAt.toISOString(),
        edited_at: thread.editedAt?.toISOString() ?? null,
        body: thread.body,
        reported: reported.has(null),
        deletable: thread.userId === viewerId && !answeredByOthers,
      },
      ...replies.map((reply) => ({
        reply_id: reply.id,
        author: posterName(reply.name),
        own: reply.userId === viewerId,
        created_at: reply.createdAt.toISOString(),
        edited_at: reply.editedAt?.toISOString() ?? null,
        body: reply.hiddenAt ? null : reply.body,
        reported: reported.has(reply.id),
        deletable: reply.userId === viewerId,
      })),
    ],
  };
}

/**
 * Posts, edits and reports are counted per account and per client (RATE_RULES): a class posting from
 * one address fits, a script does not.
 */
async function allow(
  db: Database,
  action: "community-post" | "community-edit" | "community-report",
  user: SessionUser,
  clientIp: string | null,
): Promise<void> {
  const decision = await checkAttempt(db, action, { email: user.email, clientIp });
  if (!decision.allowed) throw new RateLimited(decision.retryAfter);
}

/** Starts a discussion; answers its id. */
export async function createThread(
  db: Database,
  user: SessionUser,
  input: ThreadInput,
  clientIp: string | null,
): Promise<number> {
  await allow(db, "community-post", user, clientIp);
  const [row] = await db
    .insert(forumThreads)
    .values({ forum: input.forum, title: input.title, body: input.body, userId: user.id })
    .returning({ id: forumThreads.id });
  return row!.id;
}

/** Answers a visible discussion; answers the reply's id. */
export async function createReply(
  db: Database,
  user: SessionUser,
  threadId: number,
  input: ReplyInput,
  clientIp: string | null,
): Promise<number> {
  checkId(threadId, COMMUNITY_MESSAGES.discussionNotFound);
  await allow(db, "community-post", user, clientIp);
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .update(forumThreads)
      .set({ replyCount: sql`forum_threads.reply_count + 1`, lastPostAt: sql`now()` })
      .where(and(eq(forumThreads.id, threadId), visibleThread))
      .returning({ id: forumThreads.id });
    if (!thread) throw new AppError("not_found", COMMUNITY_MESSAGES.discussionNotFound);
    const [reply] = await tx
      .insert(forumReplies)
      .values({ threadId, body: input.body, userId: user.id })
      .returning({ id: forumReplies.id });
    return reply!.id;
  });
}

/** Reports a visible post for the moderators, once per person. */
export async function reportPost(
  db: Database,
  user: SessionUser,
  post: PostRef,
  reason: string,
  clientIp: string | null,
): Promise<void> {
  checkId(post.threadId, COMMUNITY_MESSAGES.postNotFound);
  if (post.replyId !== null) checkId(post.replyId, COMMUNITY_MESSAGES.postNotFound);
  await allow(db, "community-report", user, clientIp);
  const [thread] = await db
    .select({ title: forumThreads.title, body: forumThreads.body })
    .from(forumThreads)
    .where(and(eq(forumThreads.id, post.threadId), visibleThread));
  const [reply] =
    post.replyId === null
      ? [null]
      : await db
          .select({ body: forumReplies.body })
          .from(forumReplies)
          .where(
            and(
              eq(forumReplies.id, post.replyId),
              eq(forumReplies.threadId, post.threadId),
              isNull(forumReplies.hiddenAt),
            ),
          );
  if (!thread || reply === undefined) throw new AppError("not_found", COMMUNITY_MESSAGES.postNotFound);
  // The words as reported, for the moderators should the author change them before they decide.
  const words = reply ? { reportedBody: reply.body } : { reportedTitle: thread.title, reportedBody: thread.body };
  const inserted = await db
    .insert(forumReports)
    .values({ threadId: post.threadId, replyId: post.replyId, userId: user.id, reason, ...words })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  if (inserted.length === 0) throw new AppError("conflict", COMMUNITY_MESSAGES.reportedAlready);
}

/** A discussion or a reply, as the moderators' lists name it (reply_id null for a discussion). */
interface ModeratedPost {
  thread_id: number;
  reply_id: number | null;
  forum_title: string;
  thread_title: string;
  author: string;
  body: string;
}

export interface ReportedPost extends ModeratedPost {
  posted_at: string;
  /** When its author last changed it. */
  edited_at: string | null;
  reports: number;
  reasons: string[];
  first_reported_at: string;
  /**
   * The words the open reports were made on that differ from the post's words now (the author
   * changed them since), oldest first; empty while the post reads as it did when reported.
   */
  reported_words: ReportedWords[];
}

/** How many posts wait for a moderator (the admin menu's badge). */
export async function countReportedPosts(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${forumReports.threadId}, ${forumReports.replyId}))::int` })
    .from(forumReports)
    .where(isNull(forumReports.handledAt));
  return row?.n ?? 0;
}

/** The posts with reports nobody has dealt with yet, the longest-waiting first. */
export async function listReportedPosts(
  db: Database,
  page: number,
): Promise<{ posts: ReportedPost[]; total: number; totalPages: number }> {
  const open = isNull(forumReports.handledAt);
  const grouped = db
    .select({
      threadId: forumReports.threadId,
      replyId: forumReports.replyId,
      reports: count().as("reports"),
      reasons: sql<string[]>`array_agg(distinct ${forumReports.reason} order by ${forumReports.reason})`.as("reasons"),
      firstAt: sql<Date>`min(${forumReports.createdAt})`.as("first_at"),
    })
    .from(forumReports)
    .where(open)
    .groupBy(forumReports.threadId, forumReports.replyId)
    .as("grouped");
  const [rows, total] = await Promise.all([
    db
      .select({
        threadId: grouped.threadId,
        replyId: grouped.replyId,
        reports: grouped.reports,
        reasons: grouped.reasons,
        firstAt: grouped.firstAt,
        forum: forumThreads.forum,
        title: forumThreads.title,
        threadBody: forumThreads.body,
        threadAt: forumThreads.createdAt,
        threadEditedAt: forumThreads.editedAt,
        threadAuthor: forumThreads.userId,
        replyBody: forumReplies.body,
        replyAt: forumReplies.createdAt,
        replyEditedAt: forumReplies.editedAt,
        replyAuthor: forumReplies.userId,
      })
      .from(grouped)
      .innerJoin(forumThreads, eq(forumThreads.id, grouped.threadId))
      .leftJoin(forumReplies, eq(forumReplies.id, grouped.replyId))
      .orderBy(grouped.firstAt)
      .limit(REPORTS_PAGE_SIZE)
      .offset((page - 1) * REPORTS_PAGE_SIZE),
    countReportedPosts(db),
  ]);
  const authorIds = [...new Set(rows.map((row) => row.replyAuthor ?? row.threadAuthor))];
  const threadIds = [...new Set(rows.map((row) => row.threadId))];
  const [names, words] = await Promise.all([
    authorIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))
      : [],
    threadIds.length
      ? db
          .select({
            threadId: forumReports.threadId,
            replyId: forumReports.replyId,
            title: forumReports.reportedTitle,
            body: forumReports.reportedBody,
            firstAt: sql<Date>`min(${forumReports.createdAt})`,
          })
          .from(forumReports)
          .where(and(open, isNotNull(forumReports.reportedBody), inArray(forumReports.threadId, threadIds)))
          .groupBy(forumReports.threadId, forumReports.replyId, forumReports.reportedTitle, forumReports.reportedBody)
          .orderBy(sql`min(${forumReports.createdAt})`)
      : [],
  ]);
  return {
    posts: rows.map((row) => {
      const title = row.replyId === null ? row.title : null;
      const body = row.replyId === null ? row.threadBody : (row.replyBody ?? "");
      return {
        thread_id: row.threadId,
        reply_id: row.replyId,
        forum_title: findForum(row.forum)?.title ?? row.forum,
        thread_title: row.title,
        author: posterName(names.find((entry) => entry.id === (row.replyAuthor ?? row.threadAuthor))?.name ?? ""),
        body,
        posted_at: (row.replyId === null ? row.threadAt : (row.replyAt ?? row.threadAt)).toISOString(),
        edited_at: (row.replyId === null ? row.threadEditedAt : row.replyEditedAt)?.toISOString() ?? null,
        reports: Number(row.reports),
        reasons: row.reasons.map(reportReasonLabel),
        first_reported_at: new Date(row.firstAt).toISOString(),
        reported_words: words
          .filter(
            (entry) =>
              entry.threadId === row.threadId &&
              entry.replyId === row.replyId &&
              (entry.title !== title || entry.body !== body),
          )
          .map((entry) => ({
            title: entry.title,
            body: entry.body ?? "",
            first_reported_at: new Date(entry.firstAt).toISOString(),
          })),
      };
    }),
    total,
    totalPages: Math.max(1, Math.ceil(total / REPORTS_PAGE_SIZE)),
  };
}

/**
 * A moderator's decision on a reported post: "hide" takes it off the site (a discussion with its
 * replies; a reply keeps its place, without its words), "keep" leaves it. Either way every open
 * report of the post is closed, once (409 when none is open any more); the activity log has it.
 */
export async function moderatePost(
  db: Database,
  actor: AdminActor,
  post: PostRef,
  decision: "hide" | "keep",
): Promise<void> {
  checkId(post.threadId, COMMUNITY_MESSAGES.postNotFound);
  if (post.replyId !== null) checkId(post.replyId, COMMUNITY_MESSAGES.postNotFound);
  await db.transaction(async (tx) => {
    const samePost = and(
      eq(forumReports.threadId, post.threadId),
      post.replyId === null ? isNull(forumReports.replyId) : eq(forumReports.replyId, post.replyId),
      isNull(forumReports.handledAt),
    );
    const closed = await tx
      .update(forumReports)
      .set({ handledAt: new Date(), handledByUserId: actor.userId })
      .where(samePost)
      .returning({ id: forumReports.id });
    if (closed.length === 0) {
      const [exists] = await tx
        .select({ id: forumThreads.id })
        .from(forumThreads)
        .where(eq(forumThreads.id, post.threadId));
      throw exists
        ? new AppError("conflict", "The reports of this post were dealt with already")
        : new AppError("not_found", COMMUNITY_MESSAGES.postNotFound);
    }
    if (decision === "hide") await hide(tx, actor, post);
    await recordAudit(tx, actor, {
      action: decision === "hide" ? "hide" : "dismiss",
      entityType: "forum_post",
      entityId: post.replyId === null ? `discussion:${post.threadId}` : `reply:${post.replyId}`,
      summary:
        decision === "hide"
          ? `Hid a reported ${post.replyId === null ? "discussion" : "reply"} (${closed.length} reports)`
          : `Kept a reported ${post.replyId === null ? "discussion" : "reply"} (${closed.length} reports)`,
    });
  });
}

async function hide(tx: Executor, actor: AdminActor, post: PostRef) {
  const hidden = { hiddenAt: new Date(), hiddenByUserId: actor.userId };
  if (post.replyId === null) {
    await tx
      .update(forumThreads)
      .set(hidden)
      .where(and(eq(forumThreads.id, post.threadId), visibleThread));
    // Its replies leave the site with it: their reports need no moderator any more.
    await tx
      .update(forumReports)
      .set({ handledAt: new Date(), handledByUserId: actor.userId })
      .where(and(eq(forumReports.threadId, post.threadId), isNull(forumReports.handledAt)));
    return;
  }
  const [reply] = await tx
    .update(forumReplies)
    .set(hidden)
    .where(and(eq(forumReplies.id, post.replyId), isNull(forumReplies.hiddenAt)))
    .returning({ id: forumReplies.id });
  if (reply) await recount(tx, post.threadId);
}

export interface HiddenPost extends ModeratedPost {
  hidden_at: string;
}

export const HIDDEN_SHOWN = 20;

/**
 * The posts moderators hid, the most recent first (at most HIDDEN_SHOWN), and how many there are:
 * hidden discussions, and hidden replies in discussions still on the site.
 */
export async function listHiddenPosts(db: Database): Promise<{ posts: HiddenPost[]; total: number }> {
  const hiddenReply = and(isNotNull(forumReplies.hiddenAt), visibleThread);
  const [threads, replies, [threadCount], [replyCount]] = await Promise.all([
    db
      .select({
        threadId: forumThreads.id,
        forum: forumThreads.forum,
        title: forumThreads.title,
        body: forumThreads.body,
        name: users.name,
        hiddenAt: forumThreads.hiddenAt,
      })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.userId))
      .where(isNotNull(forumThreads.hiddenAt))
      .orderBy(desc(forumThreads.hiddenAt))
      .limit(HIDDEN_SHOWN),
    db
      .select({
        threadId: forumThreads.id,
        replyId: forumReplies.id,
        forum: forumThreads.forum,
        title: forumThreads.title,
        body: forumReplies.body,
        name: users.name,
        hiddenAt: forumReplies.hiddenAt,
      })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .innerJoin(users, eq(users.id, forumReplies.userId))
      .where(hiddenReply)
      .orderBy(desc(forumReplies.hiddenAt))
      .limit(HIDDEN_SHOWN),
    db.select({ n: count() }).from(forumThreads).where(isNotNull(forumThreads.hiddenAt)),
    db
      .select({ n: count() })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .where(hiddenReply),
  ]);
  const posts = [...threads.map((row) => ({ ...row, replyId: null })), ...replies]
    .sort((a, b) => b.hiddenAt!.getTime() - a.hiddenAt!.getTime())
    .slice(0, HIDDEN_SHOWN)
    .map((row) => ({
      thread_id: row.threadId,
      reply_id: row.replyId,
      forum_title: findForum(row.forum)?.title ?? row.forum,
      thread_title: row.title,
      author: posterName(row.name),
      body: row.body,
      hidden_at: row.hiddenAt!.toISOString(),
    }));
  return { posts, total: (threadCount?.n ?? 0) + (replyCount?.n ?? 0) };
}

/**
 * A moderator puts a hidden post back on the site (a discussion with its replies; a reply in its
 * place, counted again), in the activity log. 409 when it is not hidden, 404 when it does not exist.
 */
export async function restorePost(db: Database, actor: AdminActor, post: PostRef): Promise<void> {
  checkId(post.threadId, COMMUNITY_MESSAGES.postNotFound);
  if (post.replyId !== null) checkId(post.replyId, COMMUNITY_MESSAGES.postNotFound);
  await db.transaction(async (tx) => {
    const shown = { hiddenAt: null, hiddenByUserId: null };
    const restored =
      post.replyId === null
        ? await tx
            .update(forumThreads)
            .set(shown)
            .where(and(eq(forumThreads.id, post.threadId), isNotNull(forumThreads.hiddenAt)))
            .returning({ id: forumThreads.id })
        : await tx
            .update(forumReplies)
            .set(shown)
            .where(
              and(
                eq(forumReplies.id, post.replyId),
                eq(forumReplies.threadId, post.threadId),
                isNotNull(forumReplies.hiddenAt),
              ),
            )
            .returning({ id: forumReplies.id });
    if (restored.length === 0) {
      const [exists] =
        post.replyId === null
          ? await tx.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, post.threadId))
          : await tx
              .select({ id: forumReplies.id })
              .from(forumReplies)
              .where(and(eq(forumReplies.id, post.replyId), eq(forumReplies.threadId, post.threadId)));
      throw exists
        ? new AppError("conflict", COMMUNITY_MESSAGES.notHidden)
        : new AppError("not_found", COMMUNITY_MESSAGES.postNotFound);
    }
    if (post.replyId !== null) await recount(tx, post.threadId);
    await recordAudit(tx, actor, {
      action: "restore",
      entityType: "forum_post",
      entityId: post.replyId === null ? `discussion:${post.threadId}` : `reply:${post.replyId}`,
      summary: `Put a hidden ${post.replyId === null ? "discussion" : "reply"} back on the site`,
    });
  });
}

/** A discussion's figures count its visible replies, and its newest post is a visible one. */
async function recount(tx: Executor, threadId: number): Promise<void> {
  await tx
    .update(forumThreads)
    .set({
      replyCount: sql`(select count(*)::int from forum_replies r
        where r.thread_id = ${threadId} and r.hidden_at is null)`,
      lastPostAt: sql`coalesce((select max(r.created_at) from forum_replies r
        where r.thread_id = ${threadId} and r.hidden_at is null), forum_threads.created_at)`,
    })
    .where(eq(forumThreads.id, threadId));
}

/**
 * The author's own post, ready to change: its discussion is locked (so no reply lands between the
 * checks and the change). 404 for a post that is not on the site (a moderator's hidden reply counts
 * as gone unless `evenHidden`), 403 for someone else's.
 */
async function ownPost(tx: Executor, user: SessionUser, post: PostRef, evenHidden = false) {
  checkId(post.threadId, COMMUNITY_MESSAGES.postNotFound);
  if (post.replyId !== null) checkId(post.replyId, COMMUNITY_MESSAGES.postNotFound);
  const [thread] = await tx
    .select({ userId: forumThreads.userId, forum: forumThreads.forum })
    .from(forumThreads)
    .where(and(eq(forumThreads.id, post.threadId), visibleThread))
    .for("update");
  if (!thread) throw new AppError("not_found", COMMUNITY_MESSAGES.postNotFound);
  let authorId = thread.userId;
  if (post.replyId !== null) {
    const [reply] = await tx
      .select({ userId: forumReplies.userId, hiddenAt: forumReplies.hiddenAt })
      .from(forumReplies)
      .where(and(eq(forumReplies.id, post.replyId), eq(forumReplies.threadId, post.threadId)));
    if (!reply || (reply.hiddenAt && !evenHidden)) throw new AppError("not_found", COMMUNITY_MESSAGES.postNotFound);
    authorId = reply.userId;
  }
  if (authorId !== user.id) throw new AppError("forbidden", COMMUNITY_MESSAGES.notYourPost);
  return thread;
}

/**
 * The author changes their visible post: a discussion's title and message, or a reply. It keeps its
 * place and time and shows when it was edited; open reports stay open, and moderators read the new words.
 */
export async function editPost(
  db: Database,
  user: SessionUser,
  post: PostRef,
  input: ThreadEditInput | ReplyInput,
  clientIp: string | null,
): Promise<void> {
  await allow(db, "community-edit", user, clientIp);
  await db.transaction(async (tx) => {
    await ownPost(tx, user, post);
    const editedAt = new Date();
    if (post.replyId === null) {
      const change = "title" in input ? { title: input.title, body: input.body } : { body: input.body };
      await tx
        .update(forumThreads)
        .set({ ...change, editedAt })
        .where(eq(forumThreads.id, post.threadId));
    } else {
      await tx.update(forumReplies).set({ body: input.body, editedAt }).where(eq(forumReplies.id, post.replyId));
    }
  });
}

/**
 * The author deletes their post for good, with its reports. A reply leaves the discussion (its
 * figures counted again); a discussion goes with its own replies, but only while nobody else has
 * answered it (409): the others' answers are theirs. Answers the post's forum.
 */
export async function deletePost(
  db: Database,
  user: SessionUser,
  post: PostRef,
  clientIp: string | null,
): Promise<ForumSlug> {
  await allow(db, "community-edit", user, clientIp);
  return db.transaction(async (tx) => {
    const thread = await ownPost(tx, user, post, true);
    if (post.replyId !== null) {
      await tx.delete(forumReplies).where(eq(forumReplies.id, post.replyId));
      await recount(tx, post.threadId);
    } else {
      const [others] = await tx
        .select({ id: forumReplies.id })
        .from(forumReplies)
        .where(and(eq(forumReplies.threadId, post.threadId), ne(forumReplies.userId, user.id)))
        .limit(1);
      if (others) throw new AppError("conflict", COMMUNITY_MESSAGES.answeredDiscussion);
      await tx.delete(forumThreads).where(eq(forumThreads.id, post.threadId));
    }
    return thread.forum as ForumSlug;
  });
}

/** What a member wrote and reported, for their own data download. */
export async function memberPosts(db: Database, userId: string) {
  const [discussions, replies, reports] = await Promise.all([
    db
      .select({
        id: forumThreads.id,
        forum: forumThreads.forum,
        title: forumThreads.title,
        body: forumThreads.body,
        createdAt: forumThreads.createdAt,
        editedAt: forumThreads.editedAt,
        hiddenAt: forumThreads.hiddenAt,
      })
      .from(forumThreads)
      .where(eq(forumThreads.userId, userId))
      .orderBy(forumThreads.createdAt),
    db
      .select({
        id: forumReplies.id,
        discussionId: forumReplies.threadId,
        body: forumReplies.body,
        createdAt: forumReplies.createdAt,
        editedAt: forumReplies.editedAt,
        hiddenAt: forumReplies.hiddenAt,
      })
      .from(forumReplies)
      .where(eq(forumReplies.userId, userId))
      .orderBy(forumReplies.createdAt),
    db
      .select({
        discussionId: forumReports.threadId,
        replyId: forumReports.replyId,
        reason: forumReports.reason,
        createdAt: forumReports.createdAt,
      })
      .from(forumReports)
      .where(eq(forumReports.userId, userId))
      .orderBy(forumReports.createdAt),
  ]);
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  // A discussion and a reply carry the same three times.
  const withIsoTimes = <Post extends { createdAt: Date; editedAt: Date | null; hiddenAt: Date | null }>(
    post: Post,
  ) => ({
    ...post,
    createdAt: iso(post.createdAt),
    editedAt: iso(post.editedAt),
    hiddenAt: iso(post.hiddenAt),
  });
  return {
    discussions: discussions.map(withIsoTimes),
    replies: replies.map(withIsoTimes),
    reports: reports.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}
