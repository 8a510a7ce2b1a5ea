/**
 * Turns what a visitor typed into the pieces the search SQL needs: the folded text for substring
 * and trigram matching, its St./Saint and Mt./Mount spellings, full-text terms whose words may
 * come in any order (with state names and postal codes as alternatives), and the states the whole
 * query names. Pure, so the rules are unit-tested without a database.
 */
import { foldText, stripMarks } from "~/lib/fold-text";
import { US_STATES } from "./us-states";

/** One alternative of a term: a single word, a phrase ('new york'), or a word prefix. */
export interface TermAlternative {
  words: string[];
  prefix?: boolean;
}

export interface ParsedQuery {
  /** Lower-case, accent-free, single-spaced: what the substring and trigram matches look for. */
  text: string;
  /** `text` plus its other spellings ('st. olaf' -> 'saint olaf', 'st olaf'), without duplicates. */
  variants: string[];
  /** The folded words, at most MAX_QUERY_WORDS. */
  words: string[];
  /** Full-text terms: every term is required, in any order; a term matches any of its alternatives. */
  terms: TermAlternative[][];
  /** Postal codes when the whole query is a U.S. state name or code ('Texas', 'TX', 'new york'). */
  stateCodes: string[];
}

export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;

function wordsOf(value: string): string[] {
  return value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [wordsOf(foldText(name)).join(" "), code]),
);
const LONGEST_STATE_NAME = Math.max(...[...STATE_BY_NAME.keys()].map((name) => name.split(" ").length));

/** Postal codes that are also English stop words: only an upper-case 'IN' or 'OR' means the state. */
const STOP_WORD_CODES = new Set(["in", "or", "me", "as"]);

function stateCodeOf(word: string, raw: string): string | undefined {
  const code = word.toUpperCase();
  if (word.length !== 2 || !US_STATES[code]) return undefined;
  const isUpperCase = raw === raw.toUpperCase();
  return isUpperCase || !STOP_WORD_CODES.has(word) ? code : undefined;
}

const SAINT = /\b(?:st\.?|saint)(?=\s|$)/g;
const MOUNT = /\b(?:mt\.?|mount)(?=\s|$)/g;

function spellings(text: string): string[] {
  const long = text.replace(SAINT, "saint").replace(MOUNT, "mount");
  const abbreviated = text.replace(SAINT, "st.").replace(MOUNT, "mt.");
  const bare = text.replace(SAINT, "st").replace(MOUNT, "mt");
  return [...new Set([text, long, abbreviated, bare])];
}

const stateWords = (code: string) => wordsOf(foldText(US_STATES[code]!));

export function parseSearchQuery(input: string): ParsedQuery {
  // The text is already at most MAX_QUERY_LENGTH characters (SearchParamsSchema).
  const text = foldText(input);
  const rawWords = wordsOf(stripMarks(input)).slice(0, MAX_QUERY_WORDS);
  const words = rawWords.map((word) => foldText(word).slice(0, MAX_WORD_LENGTH));

  const terms: TermAlternative[][] = [];
  for (let i = 0; i < words.length;) {
    let length = Math.min(LONGEST_STATE_NAME, words.length - i);
    let stateCode: string | undefined;
    for (; length >= 1; length--) {
      stateCode = STATE_BY_NAME.get(words.slice(i, i + length).join(" "));
      if (stateCode) break;
    }
    if (stateCode) {
      terms.push([{ words: words.slice(i, i + length) }, { words: [stateCode.toLowerCase()] }]);
      i += length;
      continue;
    }
    const word = words[i]!;
    const code = stateCodeOf(word, rawWords[i]!);
    if (word === "st" || word === "saint") {
      terms.push([{ words: ["saint"] }, { words: ["st"] }]);
    } else if (word === "mt" || word === "mount") {
      terms.push([{ words: ["mount"] }, { words: ["mt"] }]);
    } else if (code) {
      terms.push([{ words: [word] }, { words: stateWords(code) }]);
    } else {
      terms.push([{ words: [word] }]);
    }
    i += 1;
  }
  // While typing, the last word is usually unfinished: 'wheat' should find Wheaton.
  const last = terms.at(-1);
  if (last?.length === 1 && !/\s$/.test(input)) last[0]!.prefix = true;

  const whole = words.join(" ");
  const singleCode = words.length === 1 ? stateCodeOf(words[0]!, rawWords[0]!) : undefined;
  const stateCodes = STATE_BY_NAME.has(whole) ? [STATE_BY_NAME.get(whole)!] : singleCode ? [singleCode] : [];

  return { text, variants: text ? spellings(text) : [], words, terms, stateCodes };
}

/** Escapes LIKE wildcards so that '50%' and 'a_b' match literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, "\\$&");
}
