/** The public article calls: list, one by slug, count a view. Only published articles are visible. */
import express from "express";
import { z } from "zod";
import { ArticleListQuerySchema, ArticleSlugSchema } from "~/domain/articles/article.schemas";
import { countArticleView, getArticleBySlug, listArticles } from "~/domain/articles/articles.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";

export function createArticlesRouter(services: Services) {
  const router = express.Router();

  router.get("/articles", async (req, res) => {
    const query = parseInput(ArticleListQuerySchema, req.query);
    res.json({ data: await listArticles(services.db, query) });
  });

  router.get("/articles/:slug", async (req, res) => {
    const { slug } = parseInput(ArticleSlugSchema, req.params);
    const article = await getArticleBySlug(services.db, slug);
    if (!article) throw new AppError("not_found", "Article not found");
    res.json({ data: { article } });
  });

  router.post("/articles/:slug/views", async (req, res) => {
    const { slug } = parseInput(ArticleSlugSchema, req.params);
    await countArticleView(services, slug, typeof res.locals.visitId === "string" ? res.locals.visitId : undefined);
    res.status(204).end();
  });

  return router;
}

const FaqSchema = z.object({ question: z.string(), answer: z.string() });

const ArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  headline: z.string().nullable(),
  sub_headline: z.string().nullable(),
  excerpt: z.string().nullable(),
  snippet: z.string().nullable(),
  category: z.string().nullable(),
  featured: z.boolean(),
  header_image_path: z.string().nullable(),
  tags: z.array(z.string()),
  published_at: z.string().nullable().describe("ISO 8601"),
  reading_time_minutes: z.number().int().describe("At 200 words a minute, rounded up"),
});

const ArticleSchema = ArticleSummarySchema.extend({
  tldr: z.string().nullable(),
  content: z.string().describe("As stored: Markdown-like text or editor HTML"),
  content_html: z.string().describe("Rendered and sanitised, without the FAQ pairs"),
  faqs: z.array(FaqSchema).describe("The article's own questions merged with its category's fixed questions"),
  published: z.boolean(),
  status: z.enum(["draft", "published", "archived"]),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  search_terms: z.array(z.string()),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const articleOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/articles",
    operationId: "listArticles",
    guestCache: true,
    summary:
      "Published guidance articles, newest first: filter by category, featured and a search over title, excerpt, content, tags and search terms (case and accents ignored). published=false finds nothing for the public.",
    tag: "Articles",
    query: ArticleListQuerySchema,
    responses: {
      200: {
        description: "One page of articles (12 by default)",
        schema: z.object({
          data: z.object({
            articles: z.array(ArticleSummarySchema),
            pagination: z.object({ total: z.number().int(), page: z.number().int(), totalPages: z.number().int() }),
          }),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/articles/{slug}",
    operationId: "getArticle",
    summary: "One published article with its rendered body and FAQ",
    tag: "Articles",
    params: ArticleSlugSchema,
    responses: {
      200: { description: "The article", schema: z.object({ data: z.object({ article: ArticleSchema }) }) },
      404: { description: "Article not found (or not published)" },
    },
  },
  {
    method: "post",
    path: "/api/articles/{slug}/views",
    operationId: "countArticleView",
    summary: "Counts one view of a published article",
    tag: "Articles",
    params: ArticleSlugSchema,
    responses: {
      204: { description: "Counted" },
      404: { description: "Article not found (or not published)" },
    },
  },
];
