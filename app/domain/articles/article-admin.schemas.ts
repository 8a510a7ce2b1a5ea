/**
 * Articles as the admin screens and /api/admin/articles see them: the editor's form, the list
 * filter, and the limits both the browser and the server apply.
 */
import { z } from "zod";
import { MAX_ROW_ID } from "~/lib/row-id";

/** The same values as the articles.status column (app/db/schema/articles.ts). */
export const ARTICLE_STATUSES = ["draft", "published", "archived"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

export const TITLE_MAX = 200;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
const EXCERPT_MAX = 1000;
/** An empty excerpt becomes this many characters of the text, plus '...' when longer. */
export const EXCERPT_AUTO_LENGTH = 160;
const TAG_MAX = 50;
const TAGS_MAX = 30;
const CONTENT_MAX = 500_000;
const IMAGE_URL_MAX = 2000;

/** The list shows these on each article; the editor loads this plus the form fields. */
export interface AdminArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  status: ArticleStatus;
  /** The author's name, or 'Admin' when the article has no known author (e.g. the seed). */
  author_name: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface AdminArticle extends AdminArticleSummary {
  content: string;
  featured_image_url: string;
  tags: string[];
  meta_title: string;
  meta_description: string;
}

/** What the editor holds; a new article starts empty, without tags, as a draft. */
export interface ArticleForm {
  title: string;
  content: string;
  excerpt: string;
  featured_image_url: string;
  category: string;
  tags: string[];
  status: ArticleStatus;
  meta_title: string;
  meta_description: string;
}

export const EMPTY_ARTICLE_FORM: ArticleForm = {
  title: "",
  content: "",
  excerpt: "",
  featured_image_url: "",
  category: "",
  tags: [],
  status: "draft",
  meta_title: "",
  meta_description: "",
};

/** Adds a tag when it is non-empty after trimming and not already there. */
export function addTag(tags: string[], input: string): string[] {
  const tag = input.trim();
  return tag && !tags.includes(tag) ? [...tags, tag] : tags;
}

const text = (max: number, message: string) =>
  z.preprocess((value) => (value == null ? "" : value), z.string({ error: message }).trim().max(max, message));

/** A web address (http/https) or a path on this site, such as an uploaded file's /files/... */
function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const ArticleFormSchema = z.object({
  title: z.preprocess(
    (value) => (value == null ? "" : value),
    z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  ),
  content: z.preprocess(
    (value) => (value == null ? "" : value),
    z.string({ error: "Content must be text" }).max(CONTENT_MAX, "Content is too long"),
  ),
  excerpt: text(EXCERPT_MAX, `Excerpt must be at most ${EXCERPT_MAX} characters`),
  featured_image_url: text(IMAGE_URL_MAX, `Featured image URL must be at most ${IMAGE_URL_MAX} characters`).refine(
    (value) => !value || isImageAddress(value),
    "Featured image URL must be a web address (https://...) or a path on this site",
  ),
  category: text(100, "Category must be at most 100 characters"),
  tags: z.preprocess(
    (value) => (value == null ? [] : typeof value === "string" ? [value] : value),
    z
      .array(
        z
          .string({ error: "Each tag must be text" })
          .trim()
          .max(TAG_MAX, `Tags must be at most ${TAG_MAX} characters each`),
        {
          error: "Tags must be a list",
        },
      )
      .transform((tags) => tags.reduce<string[]>(addTag, []))
      .refine((tags) => tags.length <= TAGS_MAX, `At most ${TAGS_MAX} tags`),
  ),
  status: z.preprocess(
    (value) => (value == null || value === "" ? "draft" : value),
    z.enum(ARTICLE_STATUSES, { error: "Status must be draft, published or archived" }),
  ),
  meta_title: text(META_TITLE_MAX, `Meta title must be at most ${META_TITLE_MAX} characters`),
  meta_description: text(META_DESCRIPTION_MAX, `Meta description must be at most ${META_DESCRIPTION_MAX} characters`),
});
export type ArticleInput = z.output<typeof ArticleFormSchema>;

/** PATCH: any subset of the form (e.g. only the status). */
export const ArticlePatchSchema = ArticleFormSchema.partial();

export const ArticleStatusSchema = z.object({
  status: z.enum(ARTICLE_STATUSES, { error: "Status must be draft, published or archived" }),
});

export const ArticleIdSchema = z.object({
  id: z.coerce
    .number({ error: "Article id must be a whole number" })
    .int("Article id must be a whole number")
    .min(1, "Article id must be a whole number")
    .max(MAX_ROW_ID, "Article id is too large"),
});

/** The list's search (title or excerpt), status and category filters. */
export const AdminArticleListQuerySchema = z.object({
  q: text(200, "Search must be at most 200 characters"),
  status: z.preprocess(
    (value) => (value == null || value === "" ? "all" : value),
    z.enum(["all", ...ARTICLE_STATUSES], { error: "Status must be all, published, draft or archived" }),
  ),
  category: z.preprocess(
    (value) => (value === "all" ? "" : value),
    text(100, "Category must be at most 100 characters"),
  ),
});
export type AdminArticleListQuery = z.output<typeof AdminArticleListQuerySchema>;
