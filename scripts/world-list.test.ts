import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { buildWorldRows, joinRor, keywordRule, readWorldSources } from "./world-list";

const sharedData = path.resolve(import.meta.dirname, "../../shared/data");
const seedFile = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
const seed = parse(readFileSync(seedFile), { columns: true }) as Record<string, string>[];
const world = seed.filter((row) => row.country !== "United States");

const copy = (rorId: string, release: string, extra: Record<string, string> = {}) => ({
  ror_id: rorId,
  release,
  release_date: "2023-05-01",
  last_modified: "",
  name: "Example University",
  aliases: "",
  country_code: "CA",
  city: "Calgary",
  latitude: "51.05",
  longitude: "-114.08",
  website: "https://example.ca",
  established: "1921",
  wikidata_id: "",
  status: "active",
  ...extra,
});

describe("the world list in the seed build", () => {
  const sources = readWorldSources(sharedData);
  const built = buildWorldRows(sources);

  it("reads the committed extracts: the CCCU's Canadian members and the ROR records of the rows", () => {
    expect(sources.members.map((row) => row.member_name)).toEqual([
      "Ambrose University",
      "Trinity Western University",
      "Redeemer University",
    ]);
    expect(sources.candidates).toHaveLength(235);
    const keys = new Set(sources.matches.map((row) => row.key));
    // 106 of the 238 rows looked up match a ROR record.
    expect(keys.size).toBe(106);
    const copies = sources.records.map((row) => `${row.ror_id}/${row.release}`);
    expect(new Set(copies).size).toBe(copies.length);
  });

  it("confirms only what a member list states; every candidate waits for review with its reason", () => {
    expect(built.rows).toHaveLength(193);
    expect(built.confirmed).toBe(3);
    const confirmed = built.rows.filter((row) => row.needs_review === "false");
    expect(confirmed.map((row) => row.institution_name).sort()).toEqual([
      "Ambrose University",
      "Redeemer University",
      "Trinity Western University",
    ]);
    for (const row of confirmed) {
      expect(row).toMatchObject({ country: "Canada", associations: "CCCU", associations_source: "CCCU member list" });
      expect(row.data_source).toMatch(/^CCCU member list \(2026\)/);
    }
    for (const row of built.rows.filter((row) => row.needs_review === "true")) {
      expect(row.review_note, row.institution_name).toMatch(/^Christian identity inferred from the name only/);
      expect(row.data_source).toContain("Christian identity inferred from the name");
    }
    // 89 rows (the 3 members among them) take their facts from their ROR record.
    expect(built.rorMatched).toBe(89);
    expect(new Set(built.rows.map((row) => row.country)).size).toBe(46);
  });

  it("writes no value without its source: coordinates, city and founding year only from ROR", () => {
    for (const row of world) {
      const ror = /ROR ([0-9a-z]{9})/.exec(row.data_source ?? "")?.[1];
      if (row.founded_year) {
        expect(row.founded_source, row.slug).toBe(`ROR ${ror}`);
        expect(Number(row.founded_source_year)).toBeGreaterThanOrEqual(2019);
      } else {
        expect(row.founded_source, row.slug).toBe("");
      }
      if (row.latitude || row.city) expect(ror, row.slug).toBeTruthy();
      if (row.associations) expect(row.associations_source, row.slug).toBe("CCCU member list");
    }
    const leuven = world.find((row) => row.institution_name === "Katholieke Universiteit Leuven")!;
    expect(leuven).toMatchObject({ city: "Leuven", founded_year: "1425", founded_source: "ROR 05f950310" });
    expect(world.find((row) => row.slug === "trinity-western-university")).toMatchObject({
      city: "Langley",
      state_province: "BC",
      state_name: "British Columbia",
      founded_year: "1962",
      founded_source: "ROR 01j2kd606",
      needs_review: "false",
    });
  });

  it("matches the seed file the build wrote", () => {
    expect(world.map((row) => row.institution_name)).toEqual(built.rows.map((row) => row.institution_name));
    expect(world.map((row) => row.needs_review)).toEqual(built.rows.map((row) => row.needs_review));
  });

  it("reads 'evangelisch' and 'evangélica' as Protestant, never as Evangelical", () => {
    expect(keywordRule("Evangelische Fachhochschule Darmstadt", "Evangelical")).toMatchObject({
      family: "Other",
      tradition: "Protestant",
    });
    expect(keywordRule("Universidad Evangélica de El Salvador", "Evangelical")).toMatchObject({ family: "Other" });
    expect(keywordRule("Evangelical Theological Seminary", "Evangelical")).toMatchObject({ family: "Evangelical" });
    expect(keywordRule("Some Christian College", "Christian")).toBeNull();
    const german = world.filter((row) => /^Evangelische/.test(row.institution_name ?? ""));
    expect(german.length).toBeGreaterThanOrEqual(12);
    for (const row of german) {
      expect(row.denomination, row.institution_name).toBe("Other");
      expect(row.christian_tradition).toBe("Protestant");
      expect(row.denomination_detail).toMatch(/means Protestant, not Evangelical/);
      expect(row.description).not.toMatch(/Evangelical identity/);
    }
  });

  it("flags conflicts instead of choosing: two records, a shared record, another country, years that disagree", () => {
    const joined = joinRor(
      [
        { key: "A|CA", ror_id: "0aaaaaa11", match_method: "name" },
        { key: "A|CA", ror_id: "0bbbbbb22", match_method: "name" },
        { key: "B|CA", ror_id: "0cccccc33", match_method: "domain" },
        { key: "C|CA", ror_id: "0cccccc33", match_method: "domain" },
        { key: "D|DE", ror_id: "0dddddd44", match_method: "name" },
        { key: "E|CA", ror_id: "0eeeeee55", match_method: "name" },
        { key: "F|CA", ror_id: "0ffffff66", match_method: "name" },
      ],
      [
        copy("0aaaaaa11", "v1.2"),
        copy("0bbbbbb22", "v1.2"),
        copy("0cccccc33", "v1.2"),
        copy("0dddddd44", "v1.2"),
        copy("0eeeeee55", "v1.2", { established: "1850" }),
        copy("0eeeeee55", "v1.10", { established: "1852", last_modified: "2024-02-03" }),
        copy("0ffffff66", "v1.9"),
        copy("0ffffff66", "v1.10", { last_modified: "2024-02-03", release_date: "2024-02-05" }),
      ],
    );
    expect(joined.get("A|CA")).toEqual({ problem: "several ROR records match (0aaaaaa11, 0bbbbbb22), none is used" });
    expect(joined.get("B|CA")).toEqual({ problem: "ROR 0cccccc33 is also the record of C, so it is not used" });
    expect(joined.get("D|DE")).toEqual({ problem: "ROR 0dddddd44 is a record in CA, not DE" });
    const disagree = joined.get("E|CA");
    expect(disagree && "facts" in disagree ? disagree.facts : null).toMatchObject({
      city: "Calgary",
      founded: null,
      foundedConflict: "ROR 0eeeeee55 releases disagree (1850, 1852)",
    });
    const agreed = joined.get("F|CA");
    expect(agreed && "facts" in agreed ? agreed.facts.founded : null).toEqual({ year: 1921, sourceYear: 2024 });
  });
});
