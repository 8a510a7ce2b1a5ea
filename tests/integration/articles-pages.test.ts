/**
 * The article pages as the built server renders them (no JavaScript): status codes, the HTML a
 * crawler sees, and the failure states when reading articles breaks.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles } from "~/db/schema/articles";
import { insertArticles } from "../factories/articles";
import { siteUnderTest } from "../setup/site";

describe("article pages from the built server", async () => {
  const site = await siteUnderTest({
    prepare: async (database) => {
      await database.db.delete(articles);
      await insertArticles(database.db, [
        {
          slug: "rendered-article",
          title: "Rendered article",
          headline: "A headline for the rendered article",
          tldr: "The short answer.",
          category: "Adult Learners",
          publishedAt: new Date("2025-01-30T12:00:00Z"),
          content: 'Body with **bold** text.\n\n<script>alert("x")</script>\n\nQ: Is this a question?\nA: It is.',
        },
        { slug: "draft-article", title: "Draft", status: "draft" },
      ]);
    },
  });
  const { database } = site;

  const get = async (path: string) => {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it("renders the article in the HTML: body, FAQ, date, reading time and structured data", async () => {
    const { status, html } = await get("/resources/articles/rendered-article");
    expect(status).toBe(200);
    expect(html).toContain("A headline for the rendered article</h1>");
    expect(html).toContain("Body with <strong>bold</strong> text.");
    expect(html).not.toContain('alert("x")');
    expect(html).toMatch(/<summary[^>]*>Is this a question\?/);
    expect(html).not.toMatch(/<p>Q: Is this a question\?/);
    expect(html).toContain("January 30, 2025");
    expect(html).toMatch(/>1(<!-- -->)? min read/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/resources\/articles\/rendered-article"/);
  });

  it("answers 404 with the not-found page for unknown and draft articles", async () => {
    for (const slug of ["no-such-article", "draft-article"]) {
      const { status, html } = await get(`/resources/articles/${slug}`);
      expect(status, slug).toBe(404);
      expect(html).toContain("The article you&#x27;re looking for doesn&#x27;t exist or has been moved.");
      expect(html).toContain("Browse All Resources");
    }
  });

  it("shows on the home page only published stories of the Testimonials category, and says so when there are none", async () => {
    const before = await get("/");
    expect(before.status).toBe(200);
    expect(before.html).toContain("What families and students say");
    expect(before.html).toContain(
      "No stories yet: we publish only what real students, families and counselors tell us",
    );
    expect(before.html).toMatch(/<a[^>]*href="\/contact\?topic=story"[^>]*>Share your story<\/a>/);
    expect(before.html).not.toContain("<blockquote");

    await insertArticles(database.db, [
      {
        slug: "story-from-logistics",
        title: "From logistics to seminary",
        subHeadline: "Marcus, career switcher",
        excerpt: "The directory showed me which seminaries I could attend without quitting my job.",
        category: "Testimonials",
      },
      { slug: "story-untitled-speaker", title: "Grace, high school senior", excerpt: "", category: "Testimonials" },
      {
        slug: "story-draft",
        title: "Draft story",
        excerpt: "Not approved yet.",
        category: "Testimonials",
        status: "draft",
      },
      { slug: "guide-not-a-story", title: "A guide", excerpt: "Not a story either.", category: "Guides" },
    ]);
    // The guest cache follows the articles' data version: the same address shows them at once.
    const { html } = await get("/");
    expect(html).not.toContain("No stories yet");
    const quotes = [...html.matchAll(/<blockquote[^>]*>([^<]*)<\/blockquote>/g)].map((match) => match[1]);
    // Newest first; an empty excerpt falls back to the article's one-sentence snippet.
    expect(quotes).toEqual([
      "One sentence for the description.",
      "The directory showed me which seminaries I could attend without quitting my job.",
    ]);
    expect(html).toMatch(
      /<figcaption[^>]*>Marcus, career switcher<a[^>]*href="\/resources\/articles\/story-from-logistics"/,
    );
    expect(html).toMatch(
      /<figcaption[^>]*>Grace, high school senior<a[^>]*href="\/resources\/articles\/story-untitled-speaker"/,
    );
    expect(html).not.toContain("Not approved yet.");
    expect(html).not.toContain("Not a story either.");
    // The community hub counts the same stories, and the other published articles as guidance.
    const figures = (await get("/community")).html.replace(/<!-- -->/g, "");
    expect(figures).toMatch(/>2<\/p><p[^>]*>Success Stories</);
    expect(figures).toMatch(/>2<\/p><p[^>]*>Guidance Articles</);
  });

  it("moves /articles/{slug} permanently", async () => {
    const { status, headers } = await get("/articles/rendered-article");
    expect(status).toBe(301);
    expect(headers.get("location")).toBe("/resources/articles/rendered-article");
  });

  it("shows the failure states when articles cannot be read", async () => {
    await database.db.execute(sql`alter table articles rename to articles_away`);
    // Renaming a table changes no data, so guests' cached answers stay valid: ask for addresses that
    // have not been rendered yet.
    try {
      const article = await get("/resources/articles/rendered-article?fresh=1");
      expect(article.status).toBe(500);
      expect(article.html).toContain("Error Loading Article");
      expect(article.html).toContain("Back to Resources");

      for (const path of ["/resources/articles?search=x", "/resources?fresh=1"]) {
        const list = await get(path);
        expect(list.status, path).toBe(500);
        expect(list.html).toContain("Unable to load articles at this time.");
        expect(list.html).toContain("Try Again");
      }
    } finally {
      await database.db.execute(sql`alter table articles_away rename to articles`);
    }
    expect((await get("/resources/articles/rendered-article")).status).toBe(200);
  });
});
