/**
 * An article page's metadata: title and description length rules, keywords, canonical
 * address, social cards, and structured data (Article, FAQPage, BreadcrumbList).
 */
import { pageMeta, TITLE_MAX, truncate } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Article, Faq } from "./article.schemas";
import { CATEGORY_TAGLINES, DEFAULT_TAGLINE } from "./category-taglines";

export const ARTICLE_TITLE_SUFFIX = " | Find Your Path in Christian Education";
const ARTICLE_DESCRIPTION_MIN = 120;
const ARTICLE_DESCRIPTION_GENERATED_MAX = 155;
const ARTICLE_DESCRIPTION_MAX = 160;
/** The shared image when an article has no header image; structured data states its size. */
const ARTICLE_SHARE_IMAGE = { path: "/images/article-share.jpg", width: 1200, height: 630 };

type ArticleForMeta = Pick<
  Article,
  | "slug"
  | "title"
  | "headline"
  | "meta_title"
  | "meta_description"
  | "meta_keywords"
  | "snippet"
  | "excerpt"
  | "category"
  | "tags"
  | "header_image_path"
  | "published_at"
  | "updated_at"
>;

/**
 * The editor's SEO title as written (at most 60 characters); otherwise the title with the default
 * suffix, the title shortened so that the whole stays within 60 characters.
 */
export function articlePageTitle(article: Pick<ArticleForMeta, "title" | "meta_title">): string {
  const seoTitle = article.meta_title?.trim();
  if (seoTitle) return truncate(seoTitle, TITLE_MAX);
  return `${truncate(article.title.trim(), TITLE_MAX - ARTICLE_TITLE_SUFFIX.length)}${ARTICLE_TITLE_SUFFIX}`;
}

/**
 * An SEO description of 120 characters or more is used as given (up to 160); otherwise the
 * snippet (or excerpt, or title) plus the category's tagline, cut to 155 characters.
 */
export function articleDescription(
  article: Pick<ArticleForMeta, "meta_description" | "snippet" | "excerpt" | "title" | "category">,
): string {
  const given = article.meta_description?.replace(/\s+/g, " ").trim();
  if (given && given.length >= ARTICLE_DESCRIPTION_MIN) return truncate(given, ARTICLE_DESCRIPTION_MAX);
  const lead = (article.snippet || article.excerpt || article.title).replace(/\s+/g, " ").trim();
  const tagline = (article.category && CATEGORY_TAGLINES[article.category]) || DEFAULT_TAGLINE;
  const sentence = /[.!?]$/.test(lead) ? lead : `${lead}.`;
  return truncate(`${sentence} ${tagline}`, ARTICLE_DESCRIPTION_GENERATED_MAX);
}

export function articleKeywords(article: Pick<ArticleForMeta, "meta_keywords" | "tags" | "category">): string {
  const given = article.meta_keywords?.trim();
  if (given) return given;
  return [...article.tags, article.category].filter(Boolean).join(", ");
}

function articlePath(slug: string) {
  return `/resources/articles/${slug}`;
}

export function articleBreadcrumbs(article: Pick<ArticleForMeta, "title" | "category" | "slug">) {
  return [
    { name: "Home", path: "/" },
    { name: "Resources", path: "/resources" },
    ...(article.category
      ? [{ name: article.category, path: `/resources?category=${encodeURIComponent(article.category)}` }]
      : []),
    { name: article.title, path: articlePath(article.slug) },
  ];
}

function absolute(publicUrl: string, path: string) {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
}

/** Everything for React Router's meta(): tags, canonical link and three JSON-LD blocks. */
export function articleMeta({ article, faqs, publicUrl }: { article: ArticleForMeta; faqs: Faq[]; publicUrl: string }) {
  const title = articlePageTitle(article);
  const description = articleDescription(article);
  const path = articlePath(article.slug);
  const url = absolute(publicUrl, path);
  const image = absolute(publicUrl, article.header_image_path || ARTICLE_SHARE_IMAGE.path);
  const imageObject = {
    "@type": "ImageObject",
    url: image,
    width: ARTICLE_SHARE_IMAGE.width,
    height: ARTICLE_SHARE_IMAGE.height,
  };
  const organisation = {
    "@type": "Organization",
    name: SITE_NAME,
    url: absolute(publicUrl, "/"),
    logo: { "@type": "ImageObject", url: absolute(publicUrl, "/favicon.svg") },
  };
  return [
    ...pageMeta({ title, description, publicUrl, path, type: "article", image, rawTitle: true, rawDescription: true }),
    { name: "keywords", content: articleKeywords(article) },
    { property: "og:image:width", content: String(ARTICLE_SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(ARTICLE_SHARE_IMAGE.height) },
    { property: "og:image:alt", content: article.headline || article.title },
    ...(article.published_at ? [{ property: "article:published_time", content: article.published_at }] : []),
    { property: "article:modified_time", content: article.updated_at },
    ...(article.category ? [{ property: "article:section", content: article.category }] : []),
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: truncate(article.headline || article.title, 110),
        description,
        image: imageObject,
        datePublished: article.published_at ?? undefined,
        dateModified: article.updated_at,
        author: { "@type": "Organization", name: SITE_NAME, url: absolute(publicUrl, "/") },
        publisher: organisation,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        articleSection: article.category ?? undefined,
        keywords: articleKeywords(article),
        url,
      },
    },
    ...(faqs.length
      ? [
          {
            "script:ld+json": {
              "@context": "https://schema.org",
              "@type": "FAQPage",
              mainEntity: faqs.map((faq) => ({
                "@type": "Question",
                name: faq.question,
                acceptedAnswer: { "@type": "Answer", text: faq.answer },
              })),
            },
          },
        ]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: articleBreadcrumbs(article).map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absolute(publicUrl, crumb.path),
        })),
      },
    },
  ];
}
