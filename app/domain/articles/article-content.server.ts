/**
 * Article bodies come as Markdown-like text (the seed: bold, bullets, numbered items, Q:/A: pairs)
 * or as HTML from the admin editor. Both end as sanitised HTML: an allow-list of tags and
 * attributes, http(s)/mailto/tel links only, and iframes only for YouTube (privacy-enhanced) and
 * Vimeo players. Stored HTML is untrusted, even from administrators: sanitise on save and on render.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Faq } from "./article.schemas";
import { extractHtmlFaq, extractMarkdownFaq, htmlToText } from "./faq";

const WORDS_PER_MINUTE = 200;

const VIDEO_EMBED =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{1,12})(?:\?[\w=&%.-]*)?$/;
const YOUTUBE_EMBED = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\//;

const ALIGN = [/^(?:left|right|center|justify)$/];
/** The editor's indent levels (1 to 8), styled by app.css. */
const INDENT = { name: "data-indent", multiple: false, values: ["1", "2", "3", "4", "5", "6", "7", "8"] };

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "sub",
    "sup",
    "small",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "figure",
    "figcaption",
    "img",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    p: ["style", INDENT],
    h2: ["style", INDENT],
    h3: ["style", INDENT],
    h4: ["style", INDENT],
    h5: ["style", INDENT],
    h6: ["style", INDENT],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  // The editor's paragraph alignment is the only style that survives.
  allowedStyles: { "*": { "text-align": ALIGN } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "xmp", "noembed", "noframes"],
  transformTags: {
    // The page's own headline is the only h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === "_blank" ? { ...rest, target, rel: "noopener noreferrer" } : rest,
      };
    },
    // An image without alt text is treated as decorative rather than left unlabelled.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
    iframe: (tagName, attribs) => {
      const src = (attribs.src ?? "").replace(YOUTUBE_EMBED, "https://www.youtube-nocookie.com/embed/");
      return {
        tagName,
        attribs: {
          ...attribs,
          src,
          title: attribs.title?.trim() || "Embedded video",
          loading: "lazy",
          allowfullscreen: "",
        },
      };
    },
  },
  // A frame that is not exactly a YouTube or Vimeo player address is dropped, with its contents;
  // so is an image whose address did not survive.
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !VIDEO_EMBED.test(frame.attribs.src ?? "")) ||
    (frame.tag === "img" && !frame.attribs.src),
};

/** The one sanitiser for article HTML: the admin editor uses it on save, the pages on render. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** HTML from the editor starts with a block tag; anything else is the Markdown-like text form. */
export function isHtmlContent(content: string): boolean {
  return /^\s*<(?:p|h[1-6]|ul|ol|div|blockquote|figure|table|pre|section|article|img|iframe|hr|br)[\s>/]/i.test(
    content,
  );
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** '• item' lines (older article text) become Markdown bullets. */
function normaliseBullets(text: string) {
  return text.replace(/^(\s*)[•▪◦]\s+/gm, "$1- ");
}

interface RenderedContent {
  html: string;
  faqs: Faq[];
}

/** Safe HTML for the article body, with the embedded FAQ pairs taken out into `faqs`. */
export function renderArticleContent(content: string): RenderedContent {
  if (isHtmlContent(content)) {
    const { body, faqs } = extractHtmlFaq(sanitizeArticleHtml(content));
    return { html: body, faqs };
  }
  const { body, faqs } = extractMarkdownFaq(content);
  const html = markdown.parse(normaliseBullets(body)) as string;
  return { html: sanitizeArticleHtml(html).trim(), faqs };
}

export function countWords(content: string): number {
  const text = isHtmlContent(content) ? htmlToText(content) : content.replace(/[#*_>`|]+/g, " ");
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

/** Minutes to read at 200 words a minute, rounded up; at least one. */
export function readingTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
}

/**
 * The body as editor HTML: stored HTML as it is (sanitised), and the seed's Markdown-like text
 * converted, FAQ pairs included, so editing an older article keeps its formatting.
 */
export function articleContentForEditor(content: string): string {
  if (!content.trim()) return "";
  if (isHtmlContent(content)) return sanitizeArticleHtml(content);
  return sanitizeArticleHtml(markdown.parse(normaliseBullets(content)) as string).trim();
}
