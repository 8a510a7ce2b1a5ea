import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { SEED_COLUMNS } from "../app/db/seed-format";
import {
  addCheckedAffiliations,
  affiliationOnSite,
  readAffiliationsExtract,
  statedAffiliations,
  type AffiliationRow,
} from "./affiliations";

type SeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

const seed = parse(readFileSync(path.resolve(import.meta.dirname, "../data/seed/institutions.csv")), {
  columns: true,
}) as SeedRow[];

const good: AffiliationRow = {
  unitid: "1",
  slug: "example-college",
  institution_name: "Example College",
  status: "stated",
  family: "Pentecostal",
  affiliation: "International Church of the Foursquare Gospel",
  evidence_url: "https://www.example.edu/about/affiliation",
  evidence_quote: "Example College is an affiliate college of the International Church of the Foursquare Gospel.",
  read_on: "2026-12-08",
  notes: "",
};

/** A U.S. seed row of the federal file's words, as the build makes it before the extract applies. */
const federalRow = (): SeedRow =>
  ({
    ...Object.fromEntries(Object.keys(seed[0]!).map((column) => [column, ""])),
    source_id: "1",
    slug: "example-college",
    website: "https://www.example.edu/",
    denomination: "Other",
    denomination_detail: "Other Protestant",
    data_source: "IPEDS HD2024; IPEDS RELAFFIL (2021-22)",
  }) as SeedRow;

describe("church affiliations stated on schools' own sites", () => {
  it("gives each stated school its family and church in the seed, with the page, and leaves review rows alone", () => {
    const extract = readAffiliationsExtract();
    const stated = statedAffiliations(extract);
    expect(stated.size).toBe(21);
    for (const [unitid, row] of stated) {
      const seeded = seed.find((one) => one.source_id === unitid)!;
      expect(seeded, row.slug).toBeDefined();
      expect(seeded).toMatchObject({
        slug: row.slug,
        denomination: row.family,
        denomination_detail: row.affiliation,
        affiliation_source_url: row.evidence_url,
        affiliation_quote: row.evidence_quote,
        affiliation_read_on: row.read_on,
      });
      expect(seeded.data_source).toContain(`religious affiliation: its own site, read ${row.read_on}`);
      expect(seeded.description).toContain(affiliationOnSite(row));
    }
    expect(seed.find((row) => row.slug === "life-pacific-university")).toMatchObject({
      denomination: "Pentecostal",
      denomination_detail: "International Church of the Foursquare Gospel",
    });
    // A school the reader found only elsewhere keeps the federal file's words and no page.
    for (const row of extract.filter((one) => one.status !== "stated")) {
      const seeded = seed.find((one) => one.source_id === row.unitid);
      if (seeded) expect(seeded.affiliation_source_url, row.slug).toBe("");
    }
    expect(seed.find((row) => row.slug === "urshan-university")!.denomination_detail).toBe("Other Protestant");
  });

  it("writes the family, church, page, Source line and nothing else into the school's row", () => {
    const row = federalRow();
    expect(addCheckedAffiliations([row], [good])).toBe(1);
    expect(row).toMatchObject({
      denomination: "Pentecostal",
      denomination_detail: "International Church of the Foursquare Gospel",
      affiliation_source_url: good.evidence_url,
      affiliation_quote: good.evidence_quote,
      affiliation_read_on: "2026-12-08",
      data_source: "IPEDS HD2024; IPEDS RELAFFIL (2021-22); religious affiliation: its own site, read 2026-12-08",
    });
    expect(affiliationOnSite(good)).toBe(
      "Its own site names its church: International Church of the Foursquare Gospel.",
    );
    expect(affiliationOnSite({ family: "Non-denominational", affiliation: "Interdenominational" })).toBe(
      "Its own site describes it as interdenominational.",
    );
  });

  it("refuses a row that breaks the extract's rules, naming the school and the problem", () => {
    const refusal = (change: Partial<AffiliationRow>, rows = [federalRow()]) => {
      try {
        addCheckedAffiliations(rows, [{ ...good, ...change }]);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ status: "maybe" })).toBe("example-college: status must be one of stated, review, none");
    expect(refusal({ family: "Foursquare" })).toMatch(
      /^example-college: family must be one of Baptist, .* \(got "Foursquare"\)$/,
    );
    expect(refusal({ affiliation: " Foursquare" })).toBe(
      "example-college: the affiliation must be 1 to 120 characters with no space around it",
    );
    expect(refusal({ affiliation: "x".repeat(121) })).toMatch(/the affiliation must be 1 to 120 characters/);
    expect(refusal({ evidence_quote: "" })).toBe("example-college: the quote must be 1 to 200 characters");
    expect(refusal({ read_on: "8 December" })).toBe("example-college: read_on must be a date (YYYY-MM-DD)");
    // The page must be on the school's own site: another domain of the school is kept for review.
    expect(refusal({ evidence_url: "https://example.org/about" })).toBe(
      "example-college: the evidence page is not on the school's own site (https://www.example.edu/)",
    );
    expect(refusal({ evidence_url: "https://example.edu.evil.test/about" })).toMatch(/not on the school's own site/);
    expect(refusal({ slug: "another-college" })).toBe("another-college: the school's address is example-college");
    expect(refusal({ unitid: "2" })).toBe("Affiliations for schools that are not U.S. rows: example-college");
    expect(refusal({ unitid: "x1" })).toBe("example-college: a stated affiliation needs the school's UNITID");
    expect(() => statedAffiliations([good, good])).toThrow("example-college: the school has two stated rows");
    // A review or none row is never applied, whatever it holds.
    expect(refusal({ status: "review", family: "Foursquare" })).toBeNull();
  });
});
