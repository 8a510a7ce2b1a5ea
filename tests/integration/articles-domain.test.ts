import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/activity";
import { articles } from "~/db/schema/articles";
import { AppError } from "~/lib/errors";
import { insertArticles } from "../factories/articles";
import { createTestDatabase } from "../setup/database";
import {
  countArticleView,
  getArticleBySlug,
  getArticleNeighbours,
  getCategoryCounts,
  listArticles,
  listFeaturedArticles,
  listRelatedArticles,
} from "~/domain/articles/articles.server";

const day = (n: number) => new Date(Date.UTC(2024, 0, n));

describe("public article reads", async () => {
  const { db, services } = await createTestDatabase();

  beforeAll(async () => {
    // The bundled articles may be in the template: start from a set this file knows.
    await db.delete(articles);
    await insertArticles(db, [
      // 14 for high school students, newest first: hs-14 (Jan 14) ... hs-1 (Jan 1).
      ...Array.from({ length: 14 }, (_, index) => ({
        slug: `hs-${index + 1}`,
        title: `High school guide ${index + 1}`,
        category: "High School Students",
        publishedAt: day(index + 1),
        tags: index % 2 ? ["campus visits"] : ["applications"],
      })),
      {
        slug: "theology-primer",
        title: "Théologie for beginners",
        excerpt: "What the first year of seminary covers.",
        category: "Seminary Students",
        featured: true,
        publishedAt: day(20),
        tags: ["seminary", "applications"],
      },
      {
        slug: "paying-for-school",
        title: "Paying for school",
        content: "Grants, **scholarships** and the FAFSA explained.",
        category: "General Guidance",
        featured: true,
        publishedAt: day(21),
        searchTerms: ["tuition help"],
      },
      {
        slug: "ordination-paths",
        title: "Paths to ordination",
        category: "Ministry Students",
        featured: true,
        publishedAt: day(22),
        tags: ["Ordination"],
      },
      {
        slug: "older-featured",
        title: "An older featured piece",
        category: "Career Switchers",
        featured: true,
        publishedAt: day(15),
      },
      {
        slug: "percent-sign",
        title: "Is 100% online study right for you?",
        category: "Adult Learners",
        publishedAt: day(16),
      },
      // Never public, even when they match.
      { slug: "secret-draft", title: "Secret draft scholarships", status: "draft", category: "General Guidance" },
      {
        slug: "old-archived",
        title: "Archived scholarships",
        status: "archived",
        category: "High School Students",
        featured: true,
        publishedAt: day(30),
      },
    ]);
  });

  describe("listing", () => {
    it("gives 12 published articles a page, newest first, with the pagination", async () => {
      const first = await listArticles(db);
      expect(first.pagination).toEqual({ total: 19, page: 1, totalPages: 2 });
      expect(first.articles).toHaveLength(12);
      expect(first.articles.slice(0, 4).map((article) => article.slug)).toEqual([
        "ordination-paths",
        "paying-for-school",
        "theology-primer",
        "percent-sign",
      ]);
      const second = await listArticles(db, { page: 2 });
      expect(second.articles).toHaveLength(7);
      expect(second.pagination).toEqual({ total: 19, page: 2, totalPages: 2 });
      const slugs = [...first.articles, ...second.articles].map((article) => article.slug);
      expect(new Set(slugs).size).toBe(19);
      expect(slugs).not.toContain("secret-draft");
      expect(slugs).not.toContain("old-archived");
    });

    it("honours a smaller limit and an out-of-range page", async () => {
      const page = await listArticles(db, { limit: 5, page: 4 });
      expect(page.articles.map((article) => article.slug)).toEqual(["hs-4", "hs-3", "hs-2", "hs-1"]);
      expect(page.pagination).toEqual({ total: 19, page: 4, totalPages: 4 });
      const beyond = await listArticles(db, { page: 9 });
      expect(beyond.articles).toEqual([]);
      expect(beyond.pagination.total).toBe(19);
    });

    it("filters by category, ignoring case", async () => {
      const list = await listArticles(db, { category: "High School Students" });
      expect(list.pagination.total).toBe(14);
      expect(list.articles.every((article) => article.category === "High School Students")).toBe(true);
      expect((await listArticles(db, { category: "high school students" })).pagination.total).toBe(14);
      expect((await listArticles(db, { category: "Nobody" })).pagination.total).toBe(0);
    });

    it("filters featured articles, and Featured Articles shows the newest three", async () => {
      const featured = await listArticles(db, { featured: true });
      expect(featured.articles.map((article) => article.slug)).toEqual([
        "ordination-paths",
        "paying-for-school",
        "theology-primer",
        "older-featured",
      ]);
      expect((await listFeaturedArticles(db)).map((article) => article.slug)).toEqual([
        "ordination-paths",
        "paying-for-school",
        "theology-primer",
      ]);
      expect((await listArticles(db, { featured: false })).pagination.total).toBe(15);
      const combined = await listArticles(db, { featured: true, category: "Seminary Students" });
      expect(combined.articles.map((article) => article.slug)).toEqual(["theology-primer"]);
    });

    it("searches title, excerpt, content, tags and search terms, ignoring case and accents", async () => {
      const slugsFor = async (search: string) =>
        (await listArticles(db, { search, limit: 100 })).articles.map((article) => article.slug).sort();
      expect(await slugsFor("theologie")).toEqual(["theology-primer"]); // accent in the title
      expect(await slugsFor("FIRST YEAR OF SEMINARY")).toEqual(["theology-primer"]); // excerpt
      expect(await slugsFor("scholarships")).toEqual(["paying-for-school"]); // content; the draft stays hidden
      expect(await slugsFor("ordination")).toEqual(["ordination-paths"]); // title and tag
      expect(await slugsFor("tuition help")).toEqual(["paying-for-school"]); // search term
      expect(await slugsFor("campus visits")).toHaveLength(7); // tags
      expect(await slugsFor("fafsa grants")).toEqual(["paying-for-school"]); // every word must match
      expect(await slugsFor("fafsa ordination")).toEqual([]);
      expect(await slugsFor("100%")).toEqual(["percent-sign"]);
      expect(await slugsFor("%")).toEqual(["percent-sign"]); // a wildcard character matches itself
      expect(await slugsFor("_")).toEqual([]);
    });

    it("never shows drafts: published=false finds nothing for the public", async () => {
      expect(await listArticles(db, { published: false })).toEqual({
        articles: [],
        pagination: { total: 0, page: 1, totalPages: 0 },
      });
      expect((await listArticles(db, { published: true })).pagination.total).toBe(19);
      expect((await listArticles(db, { search: "secret draft" })).articles).toEqual([]);
    });

    it("gives each card its reading time", async () => {
      const [article] = (await listArticles(db, { search: "paying for school" })).articles;
      expect(article).toMatchObject({ slug: "paying-for-school", reading_time_minutes: 1, featured: true });
      expect(article).not.toHaveProperty("content");
    });
  });

  it("counts published articles per category, every audience category included", async () => {
    const counts = await getCategoryCounts(db);
    expect(counts).toEqual([
      { category: "High School Students", count: 14 },
      { category: "Career Switchers", count: 1 },
      { category: "General Guidance", count: 1 },
      { category: "Ministry Students", count: 1 },
      { category: "Adult Learners", count: 1 },
      { category: "Seminary Students", count: 1 },
      { category: "Professional Development", count: 0 },
      { category: "Ministry Training", count: 0 },
    ]);
  });

  describe("one article", () => {
    it("is found by slug with its rendered body and merged FAQ", async () => {
      const article = await getArticleBySlug(db, "paying-for-school");
      expect(article).toMatchObject({
        slug: "paying-for-school",
        published: true,
        status: "published",
        content: "Grants, **scholarships** and the FAFSA explained.",
        content_html: "<p>Grants, <strong>scholarships</strong> and the FAFSA explained.</p>",
        published_at: day(21).toISOString(),
      });
      expect(article!.faqs).toHaveLength(3); // the category's fixed questions
    });

    it("is null for a draft, an archived article or an unknown slug", async () => {
      expect(await getArticleBySlug(db, "secret-draft")).toBeNull();
      expect(await getArticleBySlug(db, "old-archived")).toBeNull();
      expect(await getArticleBySlug(db, "no-such-article")).toBeNull();
    });
  });

  describe("previous and next", () => {
    const neighbours = async (slug: string) => {
      const article = (await getArticleBySlug(db, slug))!;
      const { previous, next } = await getArticleNeighbours(db, article);
      return { previous: previous?.slug ?? null, next: next?.slug ?? null };
    };

    it("walks a category of 10 or more in list order (newest first)", async () => {
      expect(await neighbours("hs-14")).toEqual({ previous: null, next: "hs-13" });
      expect(await neighbours("hs-8")).toEqual({ previous: "hs-9", next: "hs-7" });
      expect(await neighbours("hs-1")).toEqual({ previous: "hs-2", next: null });
    });

    it("tops up a small category from all articles", async () => {
      // Seminary Students has one article: the sequence continues with the newest of the rest.
      expect(await neighbours("theology-primer")).toEqual({ previous: null, next: "ordination-paths" });
      expect(await neighbours("percent-sign")).toEqual({ previous: null, next: "ordination-paths" });
    });

    it("only fetches 20 of the category: an older article starts at the top of the sequence", async () => {
      await insertArticles(
        db,
        Array.from({ length: 21 }, (_, index) => ({
          slug: `pd-${index + 1}`,
          category: "Professional Development",
          publishedAt: day(100 + index),
        })),
      );
      try {
        expect(await neighbours("pd-21")).toEqual({ previous: null, next: "pd-20" });
        expect(await neighbours("pd-2")).toEqual({ previous: "pd-3", next: null });
        expect(await neighbours("pd-1")).toEqual({ previous: null, next: "pd-21" });
      } finally {
        await db.delete(articles).where(eq(articles.category, "Professional Development"));
      }
    });
  });

  it("relates articles of the same category first, then by shared tags", async () => {
    const hs = (await getArticleBySlug(db, "hs-3"))!;
    const related = await listRelatedArticles(db, hs);
    expect(related).toHaveLength(3);
    expect(related.every((article) => article.category === "High School Students")).toBe(true);
    expect(related.every((article) => article.tags.includes("applications"))).toBe(true);
    expect(related.map((article) => article.slug)).not.toContain("hs-3");

    const theology = (await getArticleBySlug(db, "theology-primer"))!;
    const forTheology = await listRelatedArticles(db, theology, 2);
    // No other seminary article: those sharing the 'applications' tag come first.
    expect(forTheology.map((article) => article.slug)).toEqual(["hs-13", "hs-11"]);
  });

  describe("view counting", () => {
    it("adds one view per call and records an article_view event", async () => {
      const before = (await getArticleBySlug(db, "ordination-paths"))!;
      await countArticleView(services, "ordination-paths");
      await countArticleView(services, "ordination-paths");
      const after = (await getArticleBySlug(db, "ordination-paths"))!;
      expect(after.view_count).toBe(before.view_count + 2);
      await expect
        .poll(async () =>
          (await db.select().from(analyticsEvents).where(eq(analyticsEvents.articleId, before.id))).map((event) => [
            event.kind,
            event.subject,
          ]),
        )
        .toEqual([
          ["article_view", "ordination-paths"],
          ["article_view", "ordination-paths"],
        ]);
    });

    it("is not found for drafts and unknown slugs, and counts nothing", async () => {
      await expect(countArticleView(services, "secret-draft")).rejects.toMatchObject({
        code: "not_found",
        message: "Article not found",
      });
      await expect(countArticleView(services, "missing")).rejects.toBeInstanceOf(AppError);
      const [draft] = await db.select().from(articles).where(eq(articles.slug, "secret-draft"));
      expect(draft!.viewCount).toBe(0);
    });
  });
});
