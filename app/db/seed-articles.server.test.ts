import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { renderArticleContent } from "~/domain/articles/article-content.server";
import { AUDIENCE_CATEGORIES } from "~/db/article-categories";
import { FOOTER_ARTICLES } from "~/lib/site";
import { createTestDatabase } from "../../tests/setup/database";
import { makeTempDir } from "../../tests/setup/server-process";
import { articles } from "./schema/articles";
import { appSettings } from "./schema/settings";
import { defaultArticlesDir, readSeedArticles, SeedArticleError } from "./seed-articles.server";
import { seedDatabase } from "./seed.server";

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/articles");
const valid = fs.readFileSync(path.join(fixtures, "application-timeline.md"), "utf8");

/** A new folder in the test run's folder (removed with it). */
function emptyFolder() {
  return makeTempDir("ced-articles-");
}

/** A folder holding one article file, for the failure cases. */
function folderWith(name: string, source: string) {
  const dir = emptyFolder();
  fs.writeFileSync(path.join(dir, name), source);
  return dir;
}

function withField(field: string, line: string) {
  return valid.replace(new RegExp(`^${field}:.*$`, "m"), line);
}

describe("reading the article files", () => {
  it("parses every fixture file's front matter and body", () => {
    const seeds = readSeedArticles(fixtures);
    expect(seeds.map((seed) => seed.slug)).toEqual([
      "adult-learner-success-guide",
      "application-timeline",
      "bible-school-vs-seminary-guide",
      "campus-visit-questions",
      "choosing-christian-college-guide",
      "financial-aid-christian-education",
    ]);
    const timeline = seeds[1]!;
    expect(timeline).toMatchObject({
      title: "Fixture: Application Timeline",
      category: "High School Students",
      featured: false,
      tags: ["college applications", "timeline", "fafsa"],
      search_terms: ["college application timeline", "when to apply"],
    });
    expect(timeline.published_at.toISOString()).toBe("2024-09-10T12:00:00.000Z");
    expect(timeline.content.startsWith("Applying to college is a series")).toBe(true);
    expect(timeline.content).not.toContain("---");
  });

  it("holds nothing when the folder does not exist", () => {
    expect(readSeedArticles(path.join(os.tmpdir(), "no-such-articles-folder"))).toEqual([]);
  });

  const failures: Array<[string, string, string, RegExp]> = [
    [
      "a missing field",
      "application-timeline.md",
      valid.replace(/^title:.*\n/m, ""),
      /application-timeline\.md: title/,
    ],
    [
      "an unknown category",
      "application-timeline.md",
      withField("category", "category: Parents"),
      /category must be one of: High School Students/,
    ],
    [
      "featured that is not a boolean",
      "application-timeline.md",
      withField("featured", "featured: maybe"),
      /featured must be true or false/,
    ],
    [
      "a date that is not a date",
      "application-timeline.md",
      withField("published_at", "published_at: soon"),
      /published_at must be a date like 2025-01-15/,
    ],
    [
      "a short meta description",
      "application-timeline.md",
      withField("meta_description", "meta_description: Too short."),
      /meta_description must be at least 120 characters/,
    ],
    ["a misspelt field", "application-timeline.md", valid.replace("tldr:", "tl_dr:"), /tl_dr|Unrecognized key/],
    ["a slug that is not the file name", "timeline.md", valid, /timeline\.md: slug "application-timeline" must equal/],
    ["no front matter", "application-timeline.md", "# Just a body\n", /must start with YAML front matter/],
    [
      "front matter that is not YAML",
      "application-timeline.md",
      valid.replace(/^tags:.*$/m, "tags: [unclosed"),
      /not valid YAML/,
    ],
    ["an empty body", "application-timeline.md", valid.slice(0, valid.indexOf("\n---\n") + 5), /body is empty/],
  ];

  for (const [problem, name, source, message] of failures) {
    it(`fails loudly, naming the file and field, on ${problem}`, () => {
      const dir = folderWith(name, source);
      expect(() => readSeedArticles(dir)).toThrow(SeedArticleError);
      expect(() => readSeedArticles(dir)).toThrow(message);
    });
  }
});

describe("the seed:articles batch", async () => {
  const { db } = await createTestDatabase();

  it("loads the files once as published articles; later starts change nothing", async () => {
    await db.delete(articles);
    await db.delete(appSettings).where(eq(appSettings.key, "seed:articles"));

    const report = await seedDatabase(db, { articlesDir: fixtures });
    expect(report.applied).toEqual(["seed:articles (6)"]);
    const rows = await db.select().from(articles);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.status === "published" && row.published)).toBe(true);
    const guide = rows.find((row) => row.slug === "choosing-christian-college-guide")!;
    expect(guide).toMatchObject({
      headline: "Choosing a Christian College That Fits Your Faith and Your Goals",
      subHeadline: "A short test fixture that walks through comparing schools.",
      featured: true,
      metaTitle: "Choosing a Christian College",
      metaKeywords: "christian college, choosing a college",
      viewCount: 0,
    });
    expect(guide.publishedAt!.toISOString().slice(0, 10)).toBe("2025-01-30");
    expect(guide.content).toMatch(/^Choosing a college is a big decision\./);

    await db.update(articles).set({ title: "Edited" }).where(eq(articles.slug, "application-timeline"));
    await db.delete(articles).where(eq(articles.slug, "campus-visit-questions"));
    expect((await seedDatabase(db, { articlesDir: fixtures })).applied).toEqual([]);
    const [edited] = await db.select().from(articles).where(eq(articles.slug, "application-timeline"));
    expect(edited!.title).toBe("Edited");
    expect(await db.select().from(articles).where(eq(articles.slug, "campus-visit-questions"))).toEqual([]);
  });

  it("waits for a later start when there are no files yet, and stops on a bad file", async () => {
    await db.delete(appSettings).where(eq(appSettings.key, "seed:articles"));
    const empty = emptyFolder();
    expect((await seedDatabase(db, { articlesDir: empty })).applied).toEqual([]);
    expect(await db.select().from(appSettings).where(eq(appSettings.key, "seed:articles"))).toEqual([]);

    const bad = folderWith("application-timeline.md", withField("category", "category: Parents"));
    await expect(seedDatabase(db, { articlesDir: bad })).rejects.toThrow(/application-timeline\.md: category/);
    expect(await db.select().from(appSettings).where(eq(appSettings.key, "seed:articles"))).toEqual([]);
  });
});

describe("the bundled guidance articles", () => {
  const bundled = readSeedArticles(defaultArticlesDir());

  it("cover every audience category and the five footer articles, with three featured", () => {
    expect(bundled.length).toBeGreaterThanOrEqual(16);
    const categories = new Set(bundled.map((seed) => seed.category));
    for (const category of AUDIENCE_CATEGORIES) expect(categories, category).toContain(category);
    const slugs = bundled.map((seed) => seed.slug);
    for (const { slug } of FOOTER_ARTICLES) expect(slugs).toContain(slug);
    expect(bundled.filter((seed) => seed.featured)).toHaveLength(3);
  });

  it("are full articles: 900+ words, dated 2024-2025, with at least three FAQ pairs shown once", () => {
    for (const seed of bundled) {
      const year = seed.published_at.getUTCFullYear();
      expect([2024, 2025], seed.slug).toContain(year);
      const { html, faqs } = renderArticleContent(seed.content);
      const words = seed.content.split(/\s+/).filter(Boolean).length;
      expect(words, seed.slug).toBeGreaterThanOrEqual(900);
      expect(faqs.length, seed.slug).toBeGreaterThanOrEqual(3);
      expect(html, seed.slug).not.toMatch(/<p>\s*(?:<strong>)?[QA]:/);
      expect(html, seed.slug).not.toMatch(/Frequently Asked Questions/i);
    }
  });
});
