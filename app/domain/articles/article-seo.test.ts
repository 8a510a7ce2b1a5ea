import { describe, expect, it } from "vitest";
import {
  articleDescription,
  articleKeywords,
  articleMeta,
  articlePageTitle,
  ARTICLE_TITLE_SUFFIX,
} from "./article-seo";

const article = {
  slug: "paying-for-seminary",
  title: "Paying for Seminary",
  headline: "How to Pay for Seminary Without Drowning in Debt",
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  snippet: "Ways to fund a seminary degree",
  excerpt: "An excerpt.",
  category: "Seminary Students",
  tags: ["seminary", "financial aid"],
  header_image_path: null,
  published_at: "2025-01-30T12:00:00.000Z",
  updated_at: "2025-02-01T12:00:00.000Z",
};

describe("article page titles", () => {
  it("use the SEO title as written", () => {
    expect(articlePageTitle({ ...article, meta_title: "Seminary Costs Explained" })).toBe("Seminary Costs Explained");
    const long = articlePageTitle({ ...article, meta_title: "x".repeat(70) });
    expect(long).toBe(`${"x".repeat(57)}...`);
  });

  it("otherwise add the default suffix, shortening the title so the whole fits in 60 characters", () => {
    expect(ARTICLE_TITLE_SUFFIX).toBe(" | Find Your Path in Christian Education");
    expect(articlePageTitle({ ...article, title: "Seminary FAQ" })).toBe(
      "Seminary FAQ | Find Your Path in Christian Education",
    );
    const shortened = articlePageTitle({ ...article, title: "Paying for Seminary Without Debt" });
    expect(shortened).toBe("Paying for Semina... | Find Your Path in Christian Education");
    expect(shortened).toHaveLength(60);
  });
});

describe("article descriptions", () => {
  it("use an SEO description of 120+ characters as given, up to 160", () => {
    const given = "d".repeat(130);
    expect(articleDescription({ ...article, meta_description: given })).toBe(given);
    expect(articleDescription({ ...article, meta_description: "e".repeat(200) })).toBe(`${"e".repeat(157)}...`);
  });

  it("otherwise build one from the snippet and the category's tagline, at most 155 characters", () => {
    expect(articleDescription({ ...article, meta_description: "Too short to use." })).toBe(
      "Ways to fund a seminary degree. Guidance for choosing and thriving in seminary.",
    );
    const long = articleDescription({ ...article, snippet: "s".repeat(160) });
    expect(long).toHaveLength(155);
    expect(long).toBe(`${"s".repeat(152)}...`);
    expect(articleDescription({ ...article, snippet: null, category: "News" })).toBe(
      "An excerpt. Guidance for finding your path in Christian education.",
    );
  });
});

describe("article metadata", () => {
  const tags = articleMeta({
    article,
    faqs: [{ question: "Is aid available?", answer: "Often." }],
    publicUrl: "https://example.org",
  });
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
  const jsonLd = tags
    .filter((tag) => "script:ld+json" in tag)
    .map((tag) => (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);

  it("carries keywords, canonical address and social cards with the 1200x630 image", () => {
    expect(articleKeywords(article)).toBe("seminary, financial aid, Seminary Students");
    expect(find("name", "keywords")?.content).toBe("seminary, financial aid, Seminary Students");
    expect(find("rel", "canonical")?.href).toBe("https://example.org/resources/articles/paying-for-seminary");
    expect(find("property", "og:type")?.content).toBe("article");
    expect(find("property", "og:image")?.content).toBe("https://example.org/images/article-share.jpg");
    expect(find("property", "og:image:width")?.content).toBe("1200");
    expect(find("property", "og:image:height")?.content).toBe("630");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(tags[0]).toEqual({ title: "Paying for Seminary | Find Your Path in Christian Education" });
  });

  it("describes the article, its FAQ and its breadcrumbs as structured data", () => {
    expect(jsonLd.map((block) => block["@type"])).toEqual(["Article", "FAQPage", "BreadcrumbList"]);
    expect(jsonLd[0]).toMatchObject({
      headline: "How to Pay for Seminary Without Drowning in Debt",
      image: { url: "https://example.org/images/article-share.jpg", width: 1200, height: 630 },
      datePublished: "2025-01-30T12:00:00.000Z",
      dateModified: "2025-02-01T12:00:00.000Z",
      mainEntityOfPage: { "@id": "https://example.org/resources/articles/paying-for-seminary" },
    });
    expect(jsonLd[1]!.mainEntity).toEqual([
      { "@type": "Question", name: "Is aid available?", acceptedAnswer: { "@type": "Answer", text: "Often." } },
    ]);
    expect(
      (jsonLd[2]!.itemListElement as Array<{ name: string; item: string }>).map((crumb) => [crumb.name, crumb.item]),
    ).toEqual([
      ["Home", "https://example.org/"],
      ["Resources", "https://example.org/resources"],
      ["Seminary Students", "https://example.org/resources?category=Seminary%20Students"],
      ["Paying for Seminary", "https://example.org/resources/articles/paying-for-seminary"],
    ]);
  });
});
