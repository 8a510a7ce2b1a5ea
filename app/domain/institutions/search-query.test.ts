import { describe, expect, it } from "vitest";
import { foldText } from "~/lib/fold-text";
import { SearchParamsSchema } from "./institution.schemas";
import { MAX_QUERY_LENGTH } from "./search-options";
import { escapeLike, parseSearchQuery } from "./search-query";

describe("parseSearchQuery", () => {
  it("folds case, accents and spacing the way the database folds its columns", () => {
    expect(foldText("  Université   CATHOLIQUE ")).toBe("universite catholique");
    expect(foldText("Straße Ærø")).toBe("strasse aero");
    expect(parseSearchQuery("São Paulo").text).toBe("sao paulo");
  });

  it("spells St. and Saint (and Mt. and Mount) every way a name may use", () => {
    expect(parseSearchQuery("St. Olaf").variants).toEqual(["st. olaf", "saint olaf", "st olaf"]);
    expect(parseSearchQuery("Saint Leo").variants).toEqual(["saint leo", "st. leo", "st leo"]);
    expect(parseSearchQuery("Mount St. Mary's").variants).toContain("mt. st. mary's");
    expect(parseSearchQuery("Mount St. Mary's").variants).toContain("mount saint mary's");
    // 'st' inside a word is not a saint.
    expect(parseSearchQuery("west").variants).toEqual(["west"]);
  });

  it("makes every word a required term and the last one a prefix while typing", () => {
    const parsed = parseSearchQuery("college wheat");
    expect(parsed.terms).toEqual([[{ words: ["college"] }], [{ words: ["wheat"], prefix: true }]]);
    expect(parseSearchQuery("college wheat ").terms.at(-1)).toEqual([{ words: ["wheat"] }]);
  });

  it("offers state names and postal codes as alternatives of each other", () => {
    expect(parseSearchQuery("baptist Texas").terms[1]).toEqual([{ words: ["texas"] }, { words: ["tx"] }]);
    expect(parseSearchQuery("New York seminary").terms[0]).toEqual([{ words: ["new", "york"] }, { words: ["ny"] }]);
    expect(parseSearchQuery("Dallas TX").terms[1]).toEqual([{ words: ["tx"] }, { words: ["texas"] }]);
    expect(parseSearchQuery("Texas").stateCodes).toEqual(["TX"]);
    expect(parseSearchQuery("north carolina").stateCodes).toEqual(["NC"]);
    expect(parseSearchQuery("tx").stateCodes).toEqual(["TX"]);
  });

  it("reads a lower-case 'in' or 'or' as a word, an upper-case one as the state", () => {
    expect(parseSearchQuery("colleges in ohio").terms[1]).toEqual([{ words: ["in"] }]);
    expect(parseSearchQuery("in").stateCodes).toEqual([]);
    expect(parseSearchQuery("IN").stateCodes).toEqual(["IN"]);
    expect(parseSearchQuery("Portland OR").terms[1]).toEqual([{ words: ["or"] }, { words: ["oregon"] }]);
  });

  it("keeps only letters and digits in terms, so nothing typed can break the full-text syntax", () => {
    const parsed = parseSearchQuery(`a & b | !c:* 'd' (e) <-> "f"`);
    const words = parsed.terms.flatMap((term) => term.flatMap((alternative) => alternative.words));
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(parseSearchQuery("%%% ___").terms).toEqual([]);
  });

  it("caps the number and length of words; the query itself is cut once, by the search parameters", () => {
    const typed = `${"x".repeat(500)} ${"word ".repeat(30)}`;
    const parsed = parseSearchQuery(typed);
    expect(parsed.words.length).toBeLessThanOrEqual(8);
    expect(parsed.words[0]!.length).toBeLessThanOrEqual(40);
    const { q } = SearchParamsSchema.parse({ q: typed });
    expect(parseSearchQuery(q!).text.length).toBe(MAX_QUERY_LENGTH);
  });

  it("gives nothing to search for an empty query", () => {
    expect(parseSearchQuery("   ")).toEqual({ text: "", variants: [], words: [], terms: [], stateCodes: [] });
  });
});

describe("escapeLike", () => {
  it("makes % _ and \\ literal", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
