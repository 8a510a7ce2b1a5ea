/**
 * Public reads of the guidance articles. Only published articles are ever returned here; drafts
 * and archived articles belong to the admin area.
 */
import { and, asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { articles } from "~/db/schema/articles";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import { readingTimeMinutes, renderArticleContent } from "./article-content.server";
import {
  ARTICLES_PER_PAGE,
  type Article,
  type ArticleList,
  type ArticleListQuery,
  type ArticleSummary,
  type CategoryCount,
} from "./article.schemas";
import { AUDIENCE_CATEGORIES, TESTIMONIALS_CATEGORY } from "~/db/article-categories";
import { mergeFaqs } from "./faq";

type Row = typeof articles.$inferSelect;

const FEATURED_ARTICLES_LIMIT = 3;
const TESTIMONIALS_LIMIT = 3;
const RELATED_ARTICLES_LIMIT = 3;
/** Previous/next: this many from the article's category, topped up from all articles when fewer than the minimum. */
const NEIGHBOUR_FETCH = 20;
const NEIGHBOUR_MINIMUM = 10;

const isPublished = eq(articles.status, "published");
const newestFirst = [sql`${articles.publishedAt} desc nulls last`, desc(articles.id)];

function toArticleSummary(row: Row): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    headline: row.headline,
    sub_headline: row.subHeadline,
    excerpt: row.excerpt,
    snippet: row.snippet,
    category: row.category,
    featured: row.featured,
    header_image_path: row.headerImagePath,
    tags: row.tags,
    published_at: row.publishedAt?.toISOString() ?? null,
    reading_time_minutes: readingTimeMinutes(row.content),
  };
}

function toArticle(row: Row): Article {
  const rendered = renderArticleContent(row.content);
  return {
    ...toArticleSummary(row),
    tldr: row.tldr,
    content: row.content,
    content_html: rendered.html,
    faqs: mergeFaqs(rendered.faqs, row.category),
    published: row.status === "published",
    status: row.status,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    search_terms: row.searchTerms,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Backslash-escapes LIKE's wildcards so a typed '%' or '_' matches itself. */
function likeEscape(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every word of the query must appear somewhere in the article, ignoring case and accents. */
export function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 12);
  if (!words.length) return undefined;
  const haystack = sql`f_unaccent(lower(concat_ws(' ', ${articles.title}, ${articles.excerpt}, ${articles.content}, array_to_string(${articles.tags}, ' '), array_to_string(${articles.searchTerms}, ' '))))`;
  return and(...words.map((word) => sql`${haystack} like '%' || f_unaccent(lower(${likeEscape(word)})) || '%'`));
}

function listConditions(query: ArticleListQuery): SQL | undefined {
  return and(
    isPublished,
    query.category ? sql`lower(${articles.category}) = lower(${query.category})` : undefined,
    query.featured === undefined ? undefined : eq(articles.featured, query.featured),
    query.search ? searchCondition(query.search) : undefined,
  );
}

/**
 * The public article list: category, featured and search filters, newest first, `limit` per page
 * (12 by default). Asking for unpublished articles (`published=false`) finds none here.
 */
export async function listArticles(db: Database, query: ArticleListQuery = {}): Promise<ArticleList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? ARTICLES_PER_PAGE;
  if (query.published === false) return { articles: [], pagination: { total: 0, page, totalPages: 0 } };
  const where = listConditions(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { articles: rows.map(toArticleSummary), pagination: { total, page, totalPages: Math.ceil(total / limit) } };
}

/** Featured Articles on /resources: at most three, newest first. */
export async function listFeaturedArticles(db: Database, limit = FEATURED_ARTICLES_LIMIT): Promise<ArticleSummary[]> {
  const { articles: featured } = await listArticles(db, { featured: true, limit });
  return featured;
}

/** One story on the home page: what the person said, who they are, and the article that tells it. */
export interface Testimonial {
  slug: string;
  quote: string;
  name: string;
}

/**
 * 'What families and students say' on the home page: the three newest published articles of the
 * Testimonials category, which administrators write in the article editor with the person's
 * permission. The excerpt is the quote and the title names who said it (an imported article's
 * sub-headline, when it has one). None are invented: with none published, the page says so.
 */
export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  const { articles: stories } = await listArticles(db, { category: TESTIMONIALS_CATEGORY, limit: TESTIMONIALS_LIMIT });
  return stories.map((story) => ({
    slug: story.slug,
    quote: story.excerpt || story.snippet || story.title,
    name: story.sub_headline || story.title,
  }));
}

/**
 * Published articles per category: every audience category (zero included), then any other
 * category that has published articles.
 */
export async function getCategoryCounts(db: Database): Promise<CategoryCount[]> {
  const rows = await db
    .select({ category: articles.category, count: count() })
    .from(articles)
    .where(isPublished)
    .groupBy(articles.category)
    .orderBy(asc(articles.category));
  const counts = new Map(rows.filter((row) => row.category).map((row) => [row.category!, row.count]));
  const audience = AUDIENCE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  const others = [...counts]
    .filter(([category]) => !(AUDIENCE_CATEGORIES as readonly string[]).includes(category))
    .map(([category, total]) => ({ category, count: total }));
  return [...audience, ...others];
}

/** No slug holds a control character (and PostgreSQL cannot even compare text holding a NUL). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

async function findPublishedRow(db: Database, slug: string): Promise<Row | undefined> {
  if (CONTROL.test(slug)) return undefined;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), isPublished));
  return row;
}

/** A published article with its rendered body and merged FAQ; null when there is none. */
export async function getArticleBySlug(db: Database, slug: string): Promise<Article | null> {
  const row = await findPublishedRow(db, slug);
  return row ? toArticle(row) : null;
}

interface ArticleNeighbours {
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
}

/**
 * Previous and next article: the sequence is up to 20 articles of the same category, newest
 * first, topped up with up to 20 of all articles when the category has fewer than 10. An article
 * outside the sequence gets the sequence's first article as its next one.
 */
export async function getArticleNeighbours(
  db: Database,
  article: Pick<ArticleSummary, "id" | "category">,
): Promise<ArticleNeighbours> {
  const fetch = (where: SQL | undefined) =>
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(NEIGHBOUR_FETCH);
  let sequence = article.category ? await fetch(and(isPublished, eq(articles.category, article.category))) : [];
  if (sequence.length < NEIGHBOUR_MINIMUM) {
    const seen = new Set(sequence.map((row) => row.id));
    sequence = [...sequence, ...(await fetch(isPublished)).filter((row) => !seen.has(row.id))];
  }
  const position = sequence.findIndex((row) => row.id === article.id);
  const at = (index: number) => {
    const row = sequence[index];
    return row && row.id !== article.id ? toArticleSummary(row) : null;
  };
  if (position === -1) return { previous: null, next: at(0) };
  return { previous: at(position - 1), next: at(position + 1) };
}

/** Other articles for the same reader: same category first, then shared tags, then the newest. */
export async function listRelatedArticles(
  db: Database,
  article: Pick<ArticleSummary, "id" | "category">,
  limit = RELATED_ARTICLES_LIMIT,
): Promise<ArticleSummary[]> {
  const tags = sql`(select tags from articles where id = ${article.id})`;
  const rows = await db
    .select()
    .from(articles)
    .where(and(isPublished, ne(articles.id, article.id)))
    .orderBy(
      sql`(${articles.category} is not distinct from ${article.category}) desc`,
      sql`cardinality(array(select unnest(${articles.tags}) intersect select unnest(${tags}))) desc`,
      ...newestFirst,
    )
    .limit(limit);
  return rows.map(toArticleSummary);
}

/** Counts one view of a published article (and records it for the admin analytics). */
export async function countArticleView(
  services: Pick<Services, "db" | "analytics">,
  slug: string,
  visitId?: string,
): Promise<void> {
  if (CONTROL.test(slug)) throw new AppError("not_found", "Article not found");
  const [row] = await services.db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.slug, slug), isPublished))
    .returning({ id: articles.id });
  if (!row) throw new AppError("not_found", "Article not found");
  services.analytics.record([{ kind: "article_view", subject: slug, articleId: row.id, visitId }]);
}
