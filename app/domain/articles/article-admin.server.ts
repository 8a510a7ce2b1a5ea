/**
 * Writing and managing articles in the admin area: every status, the editor's saves, status
 * changes and deletions, each recorded in the audit log in the same transaction.
 */
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { articles } from "~/db/schema/articles";
import { allocateSlug, retryOnSlugClash } from "~/db/slugs.server";
import { users } from "~/db/schema/auth";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import { slugifyShort } from "~/lib/slug";
import {
  EXCERPT_AUTO_LENGTH,
  STATUS_LABELS,
  type AdminArticle,
  type AdminArticleListQuery,
  type AdminArticleSummary,
  type ArticleInput,
  type ArticleStatus,
} from "./article-admin.schemas";
import { articleContentForEditor, sanitizeArticleHtml } from "./article-content.server";
import { ALL_CATEGORIES } from "~/db/article-categories";
import { htmlToText } from "./faq";

type Row = typeof articles.$inferSelect;

/** Shown when the article has no known author (the seed, or an author whose account was removed). */
const UNKNOWN_AUTHOR = "Admin";

function toSummary(row: Row, authorName: string | null): AdminArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    status: row.status,
    author_name: authorName?.trim() || UNKNOWN_AUTHOR,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

function toAdminArticle(row: Row, authorName: string | null): AdminArticle {
  return {
    ...toSummary(row, authorName),
    content: articleContentForEditor(row.content),
    featured_image_url: row.headerImagePath ?? "",
    tags: row.tags,
    meta_title: row.metaTitle ?? "",
    meta_description: row.metaDescription ?? "",
  };
}

function likeEscape(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every article, newest first: search in title or excerpt (case ignored), status and category. */
export async function listAdminArticles(
  db: Database,
  query: Partial<AdminArticleListQuery> = {},
): Promise<AdminArticleSummary[]> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    conditions.push(or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern)));
  }
  if (query.status && query.status !== "all") conditions.push(eq(articles.status, query.status));
  if (query.category) conditions.push(eq(articles.category, query.category));
  const rows = await db
    .select({ article: articles, authorName: users.name })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(and(...conditions))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map((row) => toSummary(row.article, row.authorName));
}

/** The categories the article editor offers (a category in use elsewhere is kept when editing). */
export function editorCategories(): readonly string[] {
  return ALL_CATEGORIES;
}

/** Categories for the list's filter: the editor's options plus any other category in use. */
export async function listArticleCategories(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ category: articles.category }).from(articles);
  const used = rows.map((row) => row.category).filter((category): category is string => !!category);
  return [...new Set([...ALL_CATEGORIES, ...used.sort()])];
}

export async function getAdminArticle(db: Database, id: number): Promise<AdminArticle | null> {
  const [row] = await db
    .select({ article: articles, authorName: users.name })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.id, id));
  return row ? toAdminArticle(row.article, row.authorName) : null;
}

export async function articleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  return !!row;
}

/** The first 160 characters of the text without markup, plus '...' when there is more. */
function generateExcerpt(content: string): string {
  const text = htmlToText(content);
  return text.length > EXCERPT_AUTO_LENGTH ? `${text.slice(0, EXCERPT_AUTO_LENGTH)}...` : text;
}

/** A slug from the title, with -2, -3 ... when another article already has it. */
function slugFromTitle(db: Executor, title: string, exceptId?: number): Promise<string> {
  return allocateSlug(db, "articles", slugifyShort(title, 80) || "article", exceptId);
}

/**
 * A featured image on this site is kept as a path (/files/12/photo.jpg), so it still works when the
 * site moves to another address; `siteOrigins` are the addresses this site answers on.
 */
function normaliseImageAddress(value: string, siteOrigins: string[]): string {
  if (!value || value.startsWith("/")) return value;
  try {
    const url = new URL(value);
    return siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : value;
  } catch {
    return value;
  }
}

function checkCategory(category: string, current: string | null) {
  if (category && category !== current && !(ALL_CATEGORIES as string[]).includes(category)) {
    throw new AppError("invalid", "Some fields are not valid", {
      category: "Category must be one of the listed categories",
    });
  }
}

/** Columns written from the editor's form (content sanitised, excerpt generated when empty). */
function formColumns(input: ArticleInput, siteOrigins: string[]) {
  const content = input.content.trim() ? sanitizeArticleHtml(input.content) : "";
  const excerpt = input.excerpt || (content ? generateExcerpt(content) : "");
  return {
    title: input.title,
    content,
    excerpt: excerpt || null,
    headerImagePath: normaliseImageAddress(input.featured_image_url, siteOrigins) || null,
    category: input.category || null,
    tags: input.tags,
    status: input.status,
    metaTitle: input.meta_title || null,
    metaDescription: input.meta_description || null,
  };
}

interface SaveOptions {
  /** Origins of this site (PUBLIC_URL and the request's), for keeping own images as paths. */
  siteOrigins?: string[];
}

export async function createArticle(
  db: Database,
  actor: AdminActor,
  input: ArticleInput,
  options: SaveOptions = {},
): Promise<AdminArticle> {
  checkCategory(input.category, null);
  const id = await retryOnSlugClash("articles", () =>
    db.transaction(async (tx) => {
      const columns = formColumns(input, options.siteOrigins ?? []);
      const [row] = await tx
        .insert(articles)
        .values({
          ...columns,
          slug: await slugFromTitle(tx, input.title),
          authorId: actor.userId,
          publishedAt: input.status === "published" ? new Date() : null,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: "create",
        entityType: "article",
        entityId: row!.id,
        summary: `Created article "${row!.title}"`,
        details: { slug: row!.slug, status: row!.status },
      });
      return row!.id;
    }),
  );
  return (await getAdminArticle(db, id))!;
}

/** Saves the whole form over an article. Its slug follows the title until it is first published. */
export async function updateArticle(
  db: Database,
  actor: AdminActor,
  id: number,
  input: ArticleInput,
  options: SaveOptions = {},
): Promise<AdminArticle> {
  await retryOnSlugClash("articles", () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
      if (!current) throw new AppError("not_found", "Article not found");
      checkCategory(input.category, current.category);
      const columns = formColumns(input, options.siteOrigins ?? []);
      const slug =
        !current.publishedAt && input.title !== current.title ? await slugFromTitle(tx, input.title, id) : current.slug;
      const publishedAt = current.publishedAt ?? (input.status === "published" ? new Date() : null);
      await tx
        .update(articles)
        .set({ ...columns, slug, publishedAt, updatedAt: new Date() })
        .where(eq(articles.id, id));
      await recordAudit(tx, actor, {
        action: "update",
        entityType: "article",
        entityId: id,
        summary: `Updated article "${input.title}"`,
        details: { slug, ...(slug !== current.slug ? { previousSlug: current.slug } : {}) },
      });
      if (current.status !== input.status) await recordStatusChange(tx, actor, current, input.status, input.title);
    }),
  );
  return (await getAdminArticle(db, id))!;
}

const STATUS_SUMMARY: Record<ArticleStatus, string> = {
  published: "Published article",
  draft: "Moved article to draft:",
  archived: "Archived article",
};

async function recordStatusChange(tx: Executor, actor: AdminActor, current: Row, to: ArticleStatus, title: string) {
  await recordAudit(tx, actor, {
    action: "status_change",
    entityType: "article",
    entityId: current.id,
    summary: `${STATUS_SUMMARY[to]} "${title}"`,
    details: { from: current.status, to, fromLabel: STATUS_LABELS[current.status], toLabel: STATUS_LABELS[to] },
  });
}

/** Publish, Move to Draft, Archive. First publication sets published_at. */
export async function setArticleStatus(
  db: Database,
  actor: AdminActor,
  id: number,
  status: ArticleStatus,
): Promise<AdminArticle> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!current) throw new AppError("not_found", "Article not found");
    if (current.status === status) return;
    await tx
      .update(articles)
      .set({
        status,
        updatedAt: new Date(),
        publishedAt: current.publishedAt ?? (status === "published" ? new Date() : null),
      })
      .where(eq(articles.id, id));
    await recordStatusChange(tx, actor, current, status, current.title);
  });
  return (await getAdminArticle(db, id))!;
}

export async function deleteArticle(db: Database, actor: AdminActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!row) throw new AppError("not_found", "Article not found");
    await recordAudit(tx, actor, {
      action: "delete",
      entityType: "article",
      entityId: id,
      summary: `Deleted article "${row.title}"`,
      details: { slug: row.slug, status: row.status },
    });
  });
}
