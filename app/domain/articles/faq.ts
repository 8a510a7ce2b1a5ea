/**
 * An article's FAQ: the `Q:` / `A:` pairs written in its body are lifted out (the page shows them
 * once, in the FAQ list) and merged with the fixed questions of the article's category.
 */
import type { Faq } from "./article.schemas";
import { DEFAULT_FIXED_FAQS, FIXED_FAQS } from "./fixed-faqs";
import { foldText } from "~/lib/fold-text";

interface ExtractedFaq {
  /** The content without the pairs (and without an FAQ heading left with nothing under it). */
  body: string;
  faqs: Faq[];
}

const QUESTION = /^\s*(?:\*\*|__)?\s*Q(?:uestion)?\s*[:.]\s*(?:\*\*|__)?\s*(.*)$/i;
const ANSWER = /^\s*(?:\*\*|__)?\s*A(?:nswer)?\s*[:.]\s*(?:\*\*|__)?\s*(.*)$/i;
const FAQ_HEADING = /^\s*#{1,6}\s*(?:frequently asked questions|faqs?|common questions)\s*:?\s*#*\s*$/i;
const MARKDOWN_HEADING = /^\s*#{1,6}\s/;

/** Plain text of a Markdown line: emphasis markers and stray bold around the label removed. */
function plainMarkdown(text: string) {
  return text
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, "$1$2")
    .replace(/^(\*\*|__)|(\*\*|__)$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function extractMarkdownFaq(content: string): ExtractedFaq {
  const lines = content.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  const faqs: Faq[] = [];
  let index = 0;
  while (index < lines.length) {
    const question = QUESTION.exec(lines[index]!);
    if (!question) {
      kept.push(lines[index]!);
      index += 1;
      continue;
    }
    // The question may run over several lines until the A: line.
    let cursor = index + 1;
    const questionParts = [question[1]!];
    while (cursor < lines.length && lines[cursor]!.trim() && !ANSWER.test(lines[cursor]!)) {
      questionParts.push(lines[cursor]!);
      cursor += 1;
    }
    while (cursor < lines.length && !lines[cursor]!.trim()) cursor += 1;
    const answer = cursor < lines.length ? ANSWER.exec(lines[cursor]!) : null;
    if (!answer) {
      kept.push(lines[index]!);
      index += 1;
      continue;
    }
    // The answer is its paragraph: up to a blank line, the next question or a heading.
    const answerParts = [answer[1]!];
    cursor += 1;
    while (
      cursor < lines.length &&
      lines[cursor]!.trim() &&
      !QUESTION.test(lines[cursor]!) &&
      !MARKDOWN_HEADING.test(lines[cursor]!)
    ) {
      answerParts.push(lines[cursor]!);
      cursor += 1;
    }
    const faq = { question: plainMarkdown(questionParts.join(" ")), answer: plainMarkdown(answerParts.join(" ")) };
    if (faq.question && faq.answer) faqs.push(faq);
    index = cursor;
  }
  return { body: dropEmptyFaqHeadings(kept).join("\n").trim(), faqs };
}

function dropEmptyFaqHeadings(lines: string[]) {
  return lines.filter((line, index) => {
    if (!FAQ_HEADING.test(line)) return true;
    for (let next = index + 1; next < lines.length; next += 1) {
      if (MARKDOWN_HEADING.test(lines[next]!)) return false;
      if (lines[next]!.trim()) return true;
    }
    return false;
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text of an HTML fragment (tags dropped, common entities decoded), whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|div|td|th|tr|blockquote|figcaption|pre)\s*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const HTML_BLOCK = /<(p|h[1-6])\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
const HTML_FAQ_HEADING = /^(?:frequently asked questions|faqs?|common questions):?$/i;
const TEXT_QUESTION = /^Q(?:uestion)?\s*[:.]\s*/i;
const TEXT_ANSWER = /^A(?:nswer)?\s*[:.]\s*/i;

interface Block {
  tag: string;
  start: number;
  end: number;
  html: string;
  text: string;
}

/**
 * The same for HTML from the admin editor: a paragraph starting 'Q:' followed by one starting
 * 'A:', or one paragraph holding both, split by a line break. Expects sanitised HTML.
 */
export function extractHtmlFaq(html: string): ExtractedFaq {
  const blocks: Block[] = [...html.matchAll(HTML_BLOCK)].map((match) => ({
    tag: match[1]!.toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
    html: match[2]!,
    text: htmlToText(match[2]!),
  }));
  const faqs: Faq[] = [];
  const removed = new Set<Block>();
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.tag !== "p" || !TEXT_QUESTION.test(block.text)) continue;
    const lines = block.html.split(/<br\s*\/?>/i).map(htmlToText);
    const answerLine = lines.findIndex((line, position) => position > 0 && TEXT_ANSWER.test(line));
    if (answerLine > 0) {
      const question = lines.slice(0, answerLine).join(" ").replace(TEXT_QUESTION, "").trim();
      const answer = lines.slice(answerLine).join(" ").replace(TEXT_ANSWER, "").trim();
      if (question && answer) {
        faqs.push({ question, answer });
        removed.add(block);
      }
      continue;
    }
    const next = blocks[index + 1];
    const between = next ? html.slice(block.end, next.start) : "";
    if (next && next.tag === "p" && TEXT_ANSWER.test(next.text) && !between.trim()) {
      const question = block.text.replace(TEXT_QUESTION, "").trim();
      const answer = next.text.replace(TEXT_ANSWER, "").trim();
      if (question && answer) {
        faqs.push({ question, answer });
        removed.add(block).add(next);
        index += 1;
      }
    }
  }
  // An FAQ heading with nothing left between it and the next heading (or the end) goes too.
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (!block.tag.startsWith("h") || !HTML_FAQ_HEADING.test(block.text)) continue;
    const nextHeading = blocks.slice(index + 1).find((other) => other.tag.startsWith("h"));
    const sectionEnd = nextHeading ? nextHeading.start : html.length;
    let rest = html.slice(block.end, sectionEnd);
    for (const gone of removed) {
      if (gone.start >= block.end && gone.end <= sectionEnd) rest = rest.replace(html.slice(gone.start, gone.end), "");
    }
    if (!htmlToText(rest)) removed.add(block);
  }
  let body = html;
  for (const block of [...removed].sort((a, b) => b.start - a.start)) {
    body = body.slice(0, block.start) + body.slice(block.end);
  }
  return { body: body.trim(), faqs };
}

/**
 * Words that carry a question's meaning. Little words ('what', 'is', 'a') are left out, or any
 * two questions starting 'What is a...' would count as the same question.
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can could do does for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this to was we were what when where which who whom why will with would you your".split(
    " ",
  ),
);

function questionWords(question: string): Set<string> {
  const words = foldText(question)
    .replace(/['’]/g, "")
    .match(/[a-z0-9]+/g);
  return new Set((words ?? []).filter((word) => !STOP_WORDS.has(word)));
}

/** More than half of the shorter question's words appear in the other one. */
export function questionsOverlap(first: string, second: string): boolean {
  const a = questionWords(first);
  const b = questionWords(second);
  const [shorter, longer] = a.size <= b.size ? [a, b] : [b, a];
  if (shorter.size === 0) return false;
  let shared = 0;
  for (const word of shorter) if (longer.has(word)) shared += 1;
  return shared > shorter.size / 2;
}

export function fixedFaqsFor(category: string | null | undefined): Faq[] {
  return (category && FIXED_FAQS[category]) || DEFAULT_FIXED_FAQS;
}

/** The article's own questions first, then each fixed question that does not repeat one already listed. */
export function mergeFaqs(own: Faq[], category: string | null | undefined): Faq[] {
  const merged = [...own];
  for (const fixed of fixedFaqsFor(category)) {
    if (!merged.some((existing) => questionsOverlap(existing.question, fixed.question))) merged.push(fixed);
  }
  return merged;
}
