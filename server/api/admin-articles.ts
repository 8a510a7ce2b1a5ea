/** /api/admin/articles: every article whatever its status; create, update, change status, delete. */
import express, { type Request } from "express";
import { z } from "zod";
import {
  AdminArticleListQuerySchema,
  ARTICLE_STATUSES,
  ArticleFormSchema,
  ArticleIdSchema,
  ArticlePatchSchema,
} from "~/domain/articles/article-admin.schemas";
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  setArticleStatus,
  updateArticle,
} from "~/domain/articles/article-admin.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOf, adminOnly } from "./session";

/** The addresses this site answers on: its PUBLIC_URL and the one this request came to. */
function siteOrigins(services: Services, req: Request): string[] {
  const origins = [new URL(services.env.PUBLIC_URL).origin];
  if (req.headers.host) origins.push(`${req.protocol}://${req.headers.host}`);
  return origins;
}

export function createAdminArticlesRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "articles"));

  router.get("/", async (req, res) => {
    const query = parseInput(AdminArticleListQuerySchema, req.query);
    res.json({ data: { articles: await listAdminArticles(services.db, query) } });
  });

  router.post("/", async (req, res) => {
    const input = parseInput(ArticleFormSchema, req.body ?? {}, "Some fields are not valid");
    const article = await createArticle(services.db, adminOf(res), input, { siteOrigins: siteOrigins(services, req) });
    res.status(201).json({ data: { article } });
  });

  router.get("/:id", async (req, res) => {
    const { id } = parseInput(ArticleIdSchema, req.params);
    const article = await getAdminArticle(services.db, id);
    if (!article) throw new AppError("not_found", "Article not found");
    res.json({ data: { article } });
  });

  router.patch("/:id", async (req, res) => {
    const { id } = parseInput(ArticleIdSchema, req.params);
    const patch = parseInput(ArticlePatchSchema, req.body ?? {}, "Some fields are not valid");
    const actor = adminOf(res);
    const keys = Object.keys(patch).filter((key) => patch[key as keyof typeof patch] !== undefined);
    if (keys.length === 1 && patch.status) {
      res.json({ data: { article: await setArticleStatus(services.db, actor, id, patch.status) } });
      return;
    }
    const current = await getAdminArticle(services.db, id);
    if (!current) throw new AppError("not_found", "Article not found");
    // Fields left out keep their values; the merged whole is checked as the editor's form is.
    const input = parseInput(ArticleFormSchema, { ...current, ...patch }, "Some fields are not valid");
    const article = await updateArticle(services.db, actor, id, input, { siteOrigins: siteOrigins(services, req) });
    res.json({ data: { article } });
  });

  router.delete("/:id", async (req, res) => {
    const { id } = parseInput(ArticleIdSchema, req.params);
    await deleteArticle(services.db, adminOf(res), id);
    res.status(204).end();
  });

  return router;
}

const statusSchema = z.enum(ARTICLE_STATUSES);

const AdminArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: z.string().nullable(),
  status: statusSchema,
  author_name: z.string().describe("'Admin' when the author is unknown"),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable().describe("Set on first publication"),
});

const AdminArticleSchema = AdminArticleSummarySchema.extend({
  content: z.string().describe("Sanitised HTML"),
  featured_image_url: z.string(),
  tags: z.array(z.string()),
  meta_title: z.string(),
  meta_description: z.string(),
});

const articleAnswer = z.object({ data: z.object({ article: AdminArticleSchema }) });
const ROLES = "Roles: editor, admin, super_admin.";

export const adminArticleOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/articles",
    operationId: "listAdminArticles",
    summary: `Every article (any status), newest first; q matches title or excerpt. ${ROLES}`,
    tag: "Admin: articles",
    query: AdminArticleListQuerySchema,
    auth: "admin",
    responses: {
      200: {
        description: "The articles",
        schema: z.object({ data: z.object({ articles: z.array(AdminArticleSummarySchema) }) }),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/articles",
    operationId: "createArticle",
    summary: `Creates an article. Content is sanitised, an empty excerpt is made from the text, the slug comes from the title. ${ROLES}`,
    tag: "Admin: articles",
    body: ArticleFormSchema,
    auth: "admin",
    responses: {
      201: { description: "Created", schema: articleAnswer },
    },
  },
  {
    method: "get",
    path: "/api/admin/articles/{id}",
    operationId: "getAdminArticle",
    summary: `One article with its editor fields. ${ROLES}`,
    tag: "Admin: articles",
    params: ArticleIdSchema,
    auth: "admin",
    responses: { 200: { description: "The article", schema: articleAnswer }, 404: { description: "Not found" } },
  },
  {
    method: "patch",
    path: "/api/admin/articles/{id}",
    operationId: "updateArticle",
    summary: `Updates an article: the whole form or any part of it; only {status} is a status change (publishing sets published_at the first time). ${ROLES}`,
    tag: "Admin: articles",
    params: ArticleIdSchema,
    body: ArticlePatchSchema,
    auth: "admin",
    responses: {
      200: { description: "Updated", schema: articleAnswer },
      404: { description: "Not found" },
    },
  },
  {
    method: "delete",
    path: "/api/admin/articles/{id}",
    operationId: "deleteArticle",
    summary: `Deletes an article. ${ROLES}`,
    tag: "Admin: articles",
    params: ArticleIdSchema,
    auth: "admin",
    responses: { 204: { description: "Deleted" }, 404: { description: "Not found" } },
  },
];
