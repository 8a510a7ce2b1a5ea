import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { addFoundingExtras, joinFoundingYears, readFoundingSources } from "./founding-years";
import { readClosuresExtract, usClosures } from "./us-closures";

const seedFile = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
const seed = parse(readFileSync(seedFile), { columns: true }) as Record<string, string>[];
const us = seed.filter((row) => row.country === "United States");

const record = (rorId: string, release: string, established: string, extra: Record<string, string> = {}) => ({
  ror_id: rorId,
  release,
  release_date: "2023-05-01",
  last_modified: "",
  established,
  country_code: "US",
  status: "active",
  ...extra,
});

describe("founding years in the seed build", () => {
  const { identifiers, records, rorExport, pages } = readFoundingSources();

  it("reads the committed extracts: our UNITIDs only, each ROR copy once", () => {
    // The extracts were made for the federal build, which also had the schools that closed since.
    const closed = [...usClosures(readClosuresExtract()).closed.keys()];
    const unitids = new Set([...us.map((row) => row.source_id), ...closed]);
    expect(identifiers).toHaveLength(811);
    expect(identifiers.every((row) => unitids.has(row.unitid!))).toBe(true);
    expect(new Set(identifiers.map((row) => row.unitid)).size).toBe(identifiers.length);
    const copies = records.map((row) => `${row.ror_id}/${row.release}`);
    expect(new Set(copies).size).toBe(copies.length);
  });

  it("joins UNITID -> ROR -> established for the rows the source covers", () => {
    const joined = joinFoundingYears(identifiers, records);
    const facts = [...joined.values()].filter((result) => "fact" in result);
    // 811 of the 825 federal rows have a ROR id; 270 of those records are in the extract, 269 with a year.
    expect(identifiers.length / 825).toBeGreaterThan(0.98);
    expect(facts).toHaveLength(269);
    expect(joined.get("149781")).toEqual({ fact: { year: 1860, source: "ROR 0581k0452", sourceYear: 2024 } });
  });

  it("adds the years of ROR's full export and of checked pages; a year in doubt is kept apart, never shown", () => {
    const joined = addFoundingExtras(joinFoundingYears(identifiers, records), rorExport, pages);
    const results = [...joined.values()];
    // Checked pages: 90 of the shared data's, 5 + 6 of the directory's own readings of schools' sites.
    expect(results.filter((result) => "fact" in result)).toHaveLength(269 + 403 + 90 + 5 + 6);
    // The second reading settled 3 of ROR's 8 doubts and 3 of the shared pages' 27 from the schools' own sites.
    expect(results.filter((result) => "doubt" in result)).toHaveLength(8 - 3 + (27 - 3) + 4);
    // Gordon-Conwell: ROR says 1800, which cannot be this seminary's year.
    expect(joined.get("165945")).toEqual({
      doubt: expect.stringMatching(/^ROR 032hvdr57 states 1800: /) as unknown as string,
    });
    // A school's own page where the ROR copies disagreed: John Brown University, founded in 1919.
    expect(joined.get("107141")).toMatchObject({ fact: { year: 1919, source: "jbu.edu", sourceYear: 2026 } });
    expect(us.find((row) => row.source_id === "107141")).toMatchObject({
      founded_year: "1919",
      founded_source: "jbu.edu",
      founded_source_url: "https://www.jbu.edu/archives/history/founding-family/",
    });
    // A branch whose own start the pages do not state gets no year, never its parent's.
    expect(joined.get("454582")).toBeUndefined();
    const gordonConwell = us.find((row) => row.source_id === "165945")!;
    expect(gordonConwell).toMatchObject({ founded_year: "", founded_source: "" });
    expect(gordonConwell.founded_doubt).toMatch(/1800/);
    // A checked page: the year with the page and its words.
    const berkeley = joined.get("108861");
    expect(berkeley).toEqual({
      fact: {
        year: 1871,
        source: "bst.edu",
        sourceYear: 2026,
        url: "https://www.bst.edu/about-bst/",
        quote: "As a charter member of the Graduate Theological Union (1962), BST was founded in 1871",
      },
    });
  });

  it("gives nine listed U.S. schools in ten a founding year", () => {
    const listed = us.filter((row) => row.needs_review === "false");
    expect(listed.filter((row) => row.founded_year).length / listed.length).toBeGreaterThanOrEqual(0.9);
  });

  it("writes a founding year into the US rows only with its source and the source's year", () => {
    const joined = addFoundingExtras(joinFoundingYears(identifiers, records), rorExport, pages);
    const withYear = us.filter((row) => row.founded_year);
    // Less the years of the 4 schools that have closed (data/sources/us-closures).
    expect(withYear).toHaveLength(269 + 403 + 90 + 5 + 6 - 4);
    // The world rows' years come from their own ROR records (world-list.test.ts).
    for (const row of us) {
      if (!row.founded_year) {
        expect(row.founded_source, row.slug).toBe("");
        expect(row.founded_source_year, row.slug).toBe("");
        continue;
      }
      const result = joined.get(row.source_id!);
      const fact = result && "fact" in result ? result.fact : null;
      expect(fact && { year: fact.year, source: fact.source, sourceYear: fact.sourceYear }, row.slug).toEqual({
        year: Number(row.founded_year),
        source: row.founded_source,
        sourceYear: Number(row.founded_source_year),
      });
      expect(row.founded_source_url, row.slug).toMatch(/^https?:\/\//);
      if (fact?.quote) expect(row.founded_quote).toBe(fact.quote);
      expect(Number(row.founded_year)).toBeGreaterThanOrEqual(1600);
      expect(Number(row.founded_year)).toBeLessThanOrEqual(2026);
    }
  });

  it("takes the newest copy of a record, dated by its own date or its release", () => {
    const joined = joinFoundingYears(
      [{ unitid: "1", ror_id: "0aaaaaa11" }],
      [
        record("0aaaaaa11", "v1.9", "1890"),
        record("0aaaaaa11", "v1.10", "1890", { last_modified: "2024-02-03", release_date: "2024-02-05" }),
      ],
    );
    expect(joined.get("1")).toEqual({ fact: { year: 1890, source: "ROR 0aaaaaa11", sourceYear: 2024 } });
  });

  it("flags conflicts instead of choosing a year", () => {
    const joined = joinFoundingYears(
      [
        { unitid: "1", ror_id: "0aaaaaa11" },
        { unitid: "2", ror_id: "0bbbbbb22" },
        { unitid: "3", ror_id: "0bbbbbb22" },
        { unitid: "4", ror_id: "0cccccc33" },
        { unitid: "5", ror_id: "0dddddd44" },
      ],
      [
        record("0aaaaaa11", "v1.2", "1850"),
        record("0aaaaaa11", "v1.3", "1852"),
        record("0bbbbbb22", "v1.2", "1901"),
        record("0cccccc33", "v1.2", "1920", { country_code: "CA" }),
        record("0dddddd44", "v1.2", ""),
      ],
    );
    expect(joined.get("1")).toEqual({
      conflict: "Founding year not set: ROR 0aaaaaa11 releases disagree (1850, 1852).",
    });
    expect(joined.get("2")).toEqual({
      conflict: "Founding year not set: ROR 0bbbbbb22 is also the record of UNITID 3.",
    });
    expect(joined.get("4")).toEqual({ conflict: "Founding year not set: ROR 0cccccc33 is a record in CA." });
    // A record that states no year gives none, and no note.
    expect(joined.has("5")).toBe(false);
  });
});
