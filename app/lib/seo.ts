import { SITE_NAME } from "./site";

export const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;
const DESCRIPTION_SUFFIX = " Start your journey today!";

export function truncate(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`;
}

/** 'title | site name', at most 60 characters: the title is shortened, never the site name. */
export function pageTitle(title?: string): string {
  if (!title || title === SITE_NAME) return SITE_NAME;
  return `${truncate(title.trim(), TITLE_MAX - 3 - SITE_NAME.length)} | ${SITE_NAME}`;
}

/** Description with the call to action, at most 160 characters (text over 134 is cut to 131 + '...'). */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const room = DESCRIPTION_MAX - DESCRIPTION_SUFFIX.length;
  return `${truncate(clean, room)}${DESCRIPTION_SUFFIX}`;
}

interface PageMetaInput {
  title?: string;
  description: string;
  /** Absolute base (PUBLIC_URL) and path of the canonical address. */
  publicUrl: string;
  path: string;
  type?: "website" | "article";
  image?: string;
  /** Description used as is (already within limits), without the call to action. */
  rawDescription?: boolean;
  /** Title used as is (already within limits), without ' | site name'. */
  rawTitle?: boolean;
}

/** The tags every public page carries: title, description, canonical and social cards. */
export function pageMeta(input: PageMetaInput) {
  const title = input.rawTitle && input.title ? input.title : pageTitle(input.title);
  const description = input.rawDescription ? input.description : metaDescription(input.description);
  const url = `${input.publicUrl}${input.path}`;
  const tags = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (input.image) {
    const image = input.image.startsWith("http") ? input.image : `${input.publicUrl}${input.image}`;
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  return tags;
}
