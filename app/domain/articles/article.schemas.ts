/** Shapes of articles as the public pages and the JSON API see them (their public field names). */
import { z } from "zod";
import { withoutControls } from "~/lib/query-fields";

export const ARTICLES_PER_PAGE = 12;
const MAX_ARTICLES_PER_PAGE = 100;

export interface Faq {
  question: string;
  answer: string;
}

/** What cards and lists show. */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  headline: string | null;
  sub_headline: string | null;
  excerpt: string | null;
  snippet: string | null;
  category: string | null;
  featured: boolean;
  header_image_path: string | null;
  tags: string[];
  published_at: string | null;
  reading_time_minutes: number;
}

export interface Article extends ArticleSummary {
  tldr: string | null;
  /** As stored: Markdown-like text from the seed, or HTML from the admin editor. */
  content: string;
  /** The content rendered and sanitised, without the FAQ pairs (they are in `faqs`). */
  content_html: string;
  /** The article's own questions merged with the fixed questions of its category. */
  faqs: Faq[];
  published: boolean;
  status: "draft" | "published" | "archived";
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  search_terms: string[];
  view_count: number;
  created_at: string;
  updated_at: string;
}

interface ArticlePagination {
  total: number;
  page: number;
  totalPages: number;
}

export interface ArticleList {
  articles: ArticleSummary[];
  pagination: ArticlePagination;
}

export interface CategoryCount {
  category: string;
  count: number;
}

/** An empty value counts as absent ('?category=' is "all categories"). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const booleanParam = z
  .enum(["true", "false", "1", "0", "on"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "on");

/** GET /api/articles (and the listing pages) query parameters. Unknown parameters are ignored. */
export const ArticleListQuerySchema = z.object({
  category: optional(z.string().transform(withoutControls).pipe(z.string().max(100, "must be at most 100 characters"))),
  featured: optional(booleanParam),
  published: optional(booleanParam),
  search: optional(z.string().transform(withoutControls).pipe(z.string().max(200, "must be at most 200 characters"))),
  page: optional(
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(100_000, "is too large"),
  ),
  limit: optional(
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(MAX_ARTICLES_PER_PAGE, `must be at most ${MAX_ARTICLES_PER_PAGE}`),
  ),
});

export type ArticleListQuery = z.output<typeof ArticleListQuerySchema>;

/** Any slug that is not an article's is simply not found (404), so only the length is checked. */
export const ArticleSlugSchema = z.object({
  slug: z.string().min(1, "is required").max(200, "must be at most 200 characters"),
});

/**
 * The listing pages' URL (?search, ?category, ?featured, ?page). Pages are forgiving: a value that
 * makes no sense falls back to its default instead of an error page.
 */
const ArticlePageParamsSchema = z.object({
  search: z
    .string()
    .catch("")
    .default("")
    .transform((value) => withoutControls(value).slice(0, 200)),
  category: z
    .string()
    .catch("")
    .default("")
    .transform((value) => withoutControls(value).slice(0, 100)),
  featured: z
    .string()
    .optional()
    .transform((value) => value === "true" || value === "1" || value === "on")
    .catch(false),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

type ArticlePageParams = z.output<typeof ArticlePageParamsSchema>;

export function readArticlePageParams(url: URL): ArticlePageParams {
  return ArticlePageParamsSchema.parse(Object.fromEntries(url.searchParams));
}
