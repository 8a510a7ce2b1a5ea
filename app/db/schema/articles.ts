import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

const ARTICLE_STATUSES = ["draft", "published", "archived"] as const;

export const articleCategories = pgTable("article_categories", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text(),
  /** Shown on the public resources pages (the audience categories); editor-only ones are not. */
  isPublic: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    headline: text(),
    subHeadline: text(),
    tldr: text(),
    excerpt: text(),
    snippet: text(),
    /** Markdown-like text (seed) or HTML (admin editor); both are sanitised when rendered. */
    content: text().notNull().default(""),
    category: text(),
    featured: boolean().notNull().default(false),
    status: text({ enum: ARTICLE_STATUSES }).notNull().default("draft"),
    published: boolean().generatedAlwaysAs(sql`status = 'published'`),
    headerImagePath: text(),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    searchTerms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    viewCount: integer().notNull().default(0),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("articles_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
    index("articles_status_published_at_idx").on(t.status, t.publishedAt),
    index("articles_category_idx").on(t.category),
  ],
);
