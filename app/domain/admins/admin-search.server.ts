/**
 * The admin header's search (/admin/search): institutions through the directory search, articles
 * of every status through the articles' text match; each list only for roles that may edit it.
 */
import { count, desc, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { articles } from "~/db/schema/articles";
import { searchCondition } from "~/domain/articles/articles.server";
import { institutionSummary, searchInstitutions } from "~/domain/institutions/institution-search.server";
import { SearchParamsSchema, type InstitutionSummary } from "~/domain/institutions/institution.schemas";
import { canAccess, type AdminActor } from "./admin.schemas";

export const ADMIN_SEARCH_LIMIT = 20;

interface AdminSearchResult {
  q: string;
  institutions: {
    total: number;
    items: InstitutionSummary[];
  } | null;
  articles: {
    total: number;
    items: { id: number; slug: string; title: string; status: string; category: string | null; updated_at: string }[];
  } | null;
}

export async function searchAdminRecords(
  db: Database,
  actor: Pick<AdminActor, "role">,
  q: string,
): Promise<AdminSearchResult> {
  const query = q.trim().slice(0, 200);
  const mayInstitutions = canAccess(actor.role, "institutions");
  const mayArticles = canAccess(actor.role, "articles");
  if (!query) {
    return {
      q: query,
      institutions: mayInstitutions ? { total: 0, items: [] } : null,
      articles: mayArticles ? { total: 0, items: [] } : null,
    };
  }
  const [institutionResult, articleResult] = await Promise.all([
    mayInstitutions
      ? searchInstitutions(db, SearchParamsSchema.parse({ q: query, page_size: String(ADMIN_SEARCH_LIMIT) }))
      : null,
    mayArticles ? searchArticles(db, query) : null,
  ]);
  return {
    q: query,
    institutions: institutionResult
      ? {
          total: institutionResult.pagination.total,
          items: institutionResult.institutions.map(institutionSummary),
        }
      : null,
    articles: articleResult,
  };
}

async function searchArticles(db: Database, query: string) {
  const where = searchCondition(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        status: articles.status,
        category: articles.category,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .where(where)
      // Title matches first, then the most recently changed.
      .orderBy(
        sql`position(lower(${query}) in lower(${articles.title})) = 0`,
        desc(articles.updatedAt),
        desc(articles.id),
      )
      .limit(ADMIN_SEARCH_LIMIT),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    items: rows.map(({ updatedAt, ...row }) => ({ ...row, updated_at: updatedAt.toISOString() })),
  };
}
