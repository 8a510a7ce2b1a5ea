import type { Database } from "~/db/client.server";
import { articles } from "~/db/schema/articles";

type ArticleInsert = typeof articles.$inferInsert;

let sequence = 0;

/** A published article with plausible defaults; pass what the test cares about. */
function articleRow(overrides: Partial<ArticleInsert> = {}): ArticleInsert {
  sequence += 1;
  const slug = overrides.slug ?? `test-article-${sequence}`;
  return {
    slug,
    title: `Test article ${sequence}`,
    excerpt: "A short summary for cards.",
    snippet: "One sentence for the description.",
    content: "Some words of body text.",
    category: "General Guidance",
    status: "published",
    publishedAt: new Date(Date.UTC(2024, 0, 1) + sequence * 86_400_000),
    ...overrides,
  };
}

export async function insertArticles(db: Database, rows: Partial<ArticleInsert>[]) {
  return db.insert(articles).values(rows.map(articleRow)).returning();
}
