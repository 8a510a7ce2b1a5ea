/** The public article calls of the JSON API, in-process against this file's own database. */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/db/schema/articles";
import { createApiRouter } from "../../server/api/router";
import { insertArticles } from "../factories/articles";
import { createTestDatabase } from "../setup/database";

describe("the article API", async () => {
  const { db, services } = await createTestDatabase();
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    await db.delete(articles);
    await insertArticles(db, [
      ...Array.from({ length: 13 }, (_, index) => ({
        slug: `guide-${index + 1}`,
        title: `Guide ${index + 1}`,
        category: "High School Students",
      })),
      {
        slug: "seminary-faq",
        title: "Séminaire questions",
        category: "Seminary Students",
        featured: true,
        content: "Intro.\n\n## Frequently Asked Questions\n\nQ: What is an MDiv?\nA: A graduate degree.",
      },
      { slug: "hidden-draft", title: "Hidden draft", status: "draft", featured: true },
    ]);
    const app = express();
    app.use("/api", createApiRouter(services));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: await response.json() };
  };

  describe("GET /api/articles", () => {
    it("answers the contract's shape: 12 published articles a page and the pagination", async () => {
      const { status, body } = await get("/articles");
      expect(status).toBe(200);
      expect(body.data.pagination).toEqual({ total: 14, page: 1, totalPages: 2 });
      expect(body.data.articles).toHaveLength(12);
      expect(body.data.articles[0]).toEqual({
        id: expect.any(Number),
        slug: expect.any(String),
        title: expect.any(String),
        headline: null,
        sub_headline: null,
        excerpt: "A short summary for cards.",
        snippet: "One sentence for the description.",
        category: expect.any(String),
        featured: expect.any(Boolean),
        header_image_path: null,
        tags: [],
        published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reading_time_minutes: 1,
      });
      expect((await get("/articles?page=2")).body.data.articles).toHaveLength(2);
    });

    it("filters by category, featured and search, ignoring unknown parameters", async () => {
      const category = await get("/articles?category=Seminary+Students&utm_source=mail");
      expect(category.body.data.articles.map((article: { slug: string }) => article.slug)).toEqual(["seminary-faq"]);
      const featured = await get("/articles?featured=true");
      expect(featured.body.data.articles.map((article: { slug: string }) => article.slug)).toEqual(["seminary-faq"]);
      const search = await get("/articles?search=SEMINAIRE");
      expect(search.body.data.pagination.total).toBe(1);
      const limited = await get("/articles?limit=5&page=3&category=");
      expect(limited.body.data.pagination).toEqual({ total: 14, page: 3, totalPages: 3 });
      expect(limited.body.data.articles).toHaveLength(4);
    });

    it("never reveals drafts: published=false answers an empty list", async () => {
      const { status, body } = await get("/articles?published=false");
      expect(status).toBe(200);
      expect(body.data).toEqual({ articles: [], pagination: { total: 0, page: 1, totalPages: 0 } });
      const all = await get("/articles?limit=100&published=true");
      expect(all.body.data.articles.map((article: { slug: string }) => article.slug)).not.toContain("hidden-draft");
    });

    it("answers 400 naming the field for malformed parameters", async () => {
      for (const [query, field] of [
        ["page=-1", "page"],
        ["page=abc", "page"],
        ["page=1.5", "page"],
        ["limit=100000", "limit"],
        ["limit=0", "limit"],
        ["featured=maybe", "featured"],
        [`search=${"x".repeat(201)}`, "search"],
        ["category=a&category=b", "category"],
      ]) {
        const { status, body } = await get(`/articles?${query}`);
        expect(status, query).toBe(400);
        expect(body.error.message).toBe("Some parameters are not valid");
        expect(Object.keys(body.error.fields), query).toEqual([field]);
      }
    });
  });

  describe("GET /api/articles/:slug", () => {
    it("answers the article with its rendered body and merged FAQ", async () => {
      const { status, body } = await get("/articles/seminary-faq");
      expect(status).toBe(200);
      const { article } = body.data;
      expect(article).toMatchObject({
        slug: "seminary-faq",
        title: "Séminaire questions",
        published: true,
        status: "published",
        content_html: "<p>Intro.</p>",
        view_count: 0,
      });
      expect(article.faqs[0]).toEqual({ question: "What is an MDiv?", answer: "A graduate degree." });
      expect(article.faqs.length).toBeGreaterThanOrEqual(3);
      expect(article).not.toHaveProperty("author_id");
      expect(article).not.toHaveProperty("authorId");
    });

    it("answers 404 for a draft and an unknown slug", async () => {
      for (const slug of ["hidden-draft", "no-such-article", "UPPER_case%20x"]) {
        const { status, body } = await get(`/articles/${slug}`);
        expect(status, slug).toBe(404);
        expect(body).toEqual({ error: { message: "Article not found" } });
      }
    });
  });

  describe("POST /api/articles/:slug/views", () => {
    it("answers 204 and counts exactly one view per call", async () => {
      const post = () => fetch(`${base}/articles/guide-3/views`, { method: "POST" });
      const first = await post();
      expect(first.status).toBe(204);
      expect(await first.text()).toBe("");
      await post();
      expect((await get("/articles/guide-3")).body.data.article.view_count).toBe(2);
    });

    it("answers 404 for drafts and unknown slugs", async () => {
      for (const slug of ["hidden-draft", "nothing"]) {
        const response = await fetch(`${base}/articles/${slug}/views`, { method: "POST" });
        expect(response.status).toBe(404);
      }
    });
  });

  it("describes the three calls in the OpenAPI document", async () => {
    const { body } = await get("/openapi.json");
    expect(Object.keys(body.paths["/api/articles"])).toEqual(["get"]);
    expect(body.paths["/api/articles"].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "category",
      "featured",
      "published",
      "search",
      "page",
      "limit",
    ]);
    expect(body.paths["/api/articles/{slug}"].get.responses).toHaveProperty("404");
    expect(body.paths["/api/articles/{slug}/views"].post.responses).toHaveProperty("204");
  });
});
