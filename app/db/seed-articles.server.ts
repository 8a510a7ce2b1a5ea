/**
 * The bundled guidance articles: one Markdown file per article in data/seed/articles/<slug>.md,
 * YAML front matter then the body (the format is agreed with the article writer). Every file is
 * checked by a Zod schema; one bad file stops the seed with a message naming the file and field,
 * because a half-loaded article set would go unnoticed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { z } from "zod";
import { AUDIENCE_CATEGORIES } from "~/db/article-categories";
import { findProjectRoot } from "~/lib/paths.server";
import type { articles } from "./schema/articles";

export function defaultArticlesDir(): string {
  return path.join(findProjectRoot(), "data/seed/articles");
}

const text = (max?: number) => {
  const base = z.string().trim().min(1, "must not be empty");
  return max ? base.max(max, `must be at most ${max} characters`) : base;
};

const wordList = z.array(text(80)).min(1, "needs at least one entry");

/** A date written as 2025-01-15 (YAML may hand it over as a string or, with other schemas, a Date). */
const publishedAt = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-01-15"), z.date()])
  .transform((value) => (value instanceof Date ? value : new Date(`${value}T12:00:00Z`)))
  .refine((date) => !Number.isNaN(date.getTime()), "must be a real date");

const SeedArticleFrontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case (a-z, 0-9 and dashes)"),
  title: text(70),
  headline: text(),
  sub_headline: text(),
  category: z.enum(AUDIENCE_CATEGORIES, { error: `must be one of: ${AUDIENCE_CATEGORIES.join(", ")}` }),
  featured: z.boolean({ error: "must be true or false" }),
  published_at: publishedAt,
  tldr: text(),
  excerpt: text(200),
  snippet: text(150),
  tags: wordList,
  search_terms: wordList,
  meta_title: text(60),
  meta_description: text(160).min(120, "must be at least 120 characters"),
  meta_keywords: text(),
  header_image_path: z.string().startsWith("/", "must be a site path starting with /").optional(),
});

type SeedArticle = z.output<typeof SeedArticleFrontMatterSchema> & { content: string; file: string };

export class SeedArticleError extends Error {
  override name = "SeedArticleError";
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function parseSeedArticle(file: string, source: string): SeedArticle {
  const name = path.basename(file);
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ""));
  if (!match) throw new SeedArticleError(`${name}: must start with YAML front matter between --- lines`);
  const document = parseDocument(match[1]!);
  if (document.errors.length) {
    throw new SeedArticleError(`${name}: the front matter is not valid YAML: ${document.errors[0]!.message}`);
  }
  const result = SeedArticleFrontMatterSchema.safeParse(document.toJS());
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "front matter"} ${issue.message}`);
    throw new SeedArticleError(`${name}: ${problems.join("; ")}`);
  }
  if (`${result.data.slug}.md` !== name) {
    throw new SeedArticleError(`${name}: slug "${result.data.slug}" must equal the file name`);
  }
  const content = match[2]!.trim();
  if (!content) throw new SeedArticleError(`${name}: the article body is empty`);
  return { ...result.data, content, file };
}

/** Every article file in the folder, sorted by name; an absent folder holds none. */
export function readSeedArticles(dir: string = defaultArticlesDir()): SeedArticle[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const seen = new Set<string>();
  return files.map((name) => {
    const file = path.join(dir, name);
    const article = parseSeedArticle(file, readFileSync(file, "utf8"));
    if (seen.has(article.slug)) throw new SeedArticleError(`${name}: duplicate slug "${article.slug}"`);
    seen.add(article.slug);
    return article;
  });
}

export function articleFromSeed(seed: SeedArticle): typeof articles.$inferInsert {
  return {
    slug: seed.slug,
    title: seed.title,
    headline: seed.headline,
    subHeadline: seed.sub_headline,
    tldr: seed.tldr,
    excerpt: seed.excerpt,
    snippet: seed.snippet,
    content: seed.content,
    category: seed.category,
    featured: seed.featured,
    status: "published",
    headerImagePath: seed.header_image_path ?? null,
    metaTitle: seed.meta_title,
    metaDescription: seed.meta_description,
    metaKeywords: seed.meta_keywords,
    searchTerms: seed.search_terms,
    tags: seed.tags,
    createdAt: seed.published_at,
    updatedAt: seed.published_at,
    publishedAt: seed.published_at,
  };
}
