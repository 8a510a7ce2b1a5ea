import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { findCity } from "~/domain/places/places.server";
import { countryName } from "~/domain/places/countries.server";
import {
  addCheckedWebsites,
  buildWorldRows,
  checkedWebsites,
  cityNames,
  displayName,
  FOLDED_INTO,
  readWebsitesExtract,
  readWorldSources,
  type SeedRow,
} from "./world-list";

const seedFile = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
const seed = parse(readFileSync(seedFile), { columns: true }) as Record<string, string>[];
const world = seed.filter((row) => row.country !== "United States");

describe("the world list in the seed build", () => {
  const sources = readWorldSources();
  const built = buildWorldRows(sources, (city, country) => findCity(city, country));

  it("reads the checked world list from its committed extract in data/sources", () => {
    expect(sources.verified).toHaveLength(294);
    const statuses = new Map<string, number>();
    for (const row of sources.verified) statuses.set(row.status!, (statuses.get(row.status!) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({
      verified: 271,
      "closed-or-merged": 12,
      campus: 4,
      duplicate: 2,
      unverifiable: 5,
    });
    expect(sources.members.map((row) => row.member_name)).toEqual([
      "Ambrose University",
      "Trinity Western University",
      "Redeemer University",
    ]);
  });

  it("lists every verified row in 101 countries, and keeps the unverifiable ones waiting", () => {
    expect(built.listed).toBe(271);
    expect(built.waiting).toBe(5);
    const listed = built.rows.filter((row) => row.needs_review === "false");
    expect(new Set(listed.map((row) => row.country)).size).toBe(101);
    for (const row of built.rows.filter((one) => one.needs_review === "true")) {
      expect(row.review_note, row.institution_name).toMatch(/^Not verified/);
      expect(row.listed_because_kind).toBe("");
    }
  });

  it("gives every listed row abroad the page that states its affiliation", () => {
    for (const row of built.rows.filter((one) => one.needs_review === "false")) {
      expect(["official-site", "association", "wikipedia", "other"], row.institution_name).toContain(
        row.listed_because_kind,
      );
      expect(row.listed_because_url, row.institution_name).toMatch(/^https?:\/\//);
      expect(row.listed_because_quote.length, row.institution_name).toBeGreaterThan(0);
      expect(row.listed_because_quote.length, row.institution_name).toBeLessThanOrEqual(200);
      expect(row.listed_because_year, row.institution_name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("folds campuses, duplicates and merged schools into the row their notes name, and removes the rest", () => {
    const bySlug = new Map(built.rows.map((row) => [row.slug, row]));
    for (const [from, into] of Object.entries(FOLDED_INTO)) {
      const target = [...bySlug.values()].find(
        (row) => row.slug === into || row.former_slugs.split("|").includes(into),
      );
      expect(target?.former_slugs.split("|"), from).toContain(from);
      expect(target?.needs_review, into).toBe("false");
    }
    const leuven = bySlug.get("katholieke-universiteit-leuven")!;
    expect(leuven.former_slugs.split("|").sort()).toEqual([
      "katholieke-universiteit-brussel",
      "katholieke-universiteit-leuven-campus-kortrijk",
    ]);
    // Closed schools whose successor is public or not listed leave no row and no redirect.
    expect(built.removed.map((row) => row.slug)).toContain("evangelische-fachhochschule-hannover");
    expect(built.removed).toHaveLength(7);
    const gone = new Set([...built.removed.map((row) => row.slug), ...Object.keys(FOLDED_INTO)]);
    for (const row of built.rows) expect(gone.has(row.slug), row.slug).toBe(false);
  });

  it("keeps a renamed or misspelt school's old address as a former slug, and every other row's address", () => {
    const darmstadt = built.rows.find((row) => row.slug === "evangelische-hochschule-darmstadt")!;
    expect(darmstadt).toMatchObject({
      institution_name: "Evangelische Hochschule Darmstadt (EHD)",
      former_slugs: "evangelische-fachhochschule-darmstadt",
    });
    const gregorian = built.rows.find((row) => row.slug === "pontificia-universita-gregoriana")!;
    expect(gregorian.institution_name).toBe("Pontificia Università Gregoriana");
    expect(gregorian.former_slugs.split("|")).toContain("pontifica-universita-gregoriana");
    const inputs = sources.verified.filter((row) => row.input_slug && row.status === "verified");
    const kept = inputs.filter((row) => built.rows.some((one) => one.slug === row.input_slug));
    expect(kept.length).toBeGreaterThan(140);
  });

  it("names rows in Latin letters, with the other name as an alias", () => {
    expect(displayName({ official_name: "가톨릭대학교", english_name: "Catholic University of Korea" })).toBe(
      "Catholic University of Korea",
    );
    const korea = built.rows.find((row) => row.slug === "catholic-university-of-korea")!;
    expect(korea.institution_name).toBe("The Catholic University of Korea");
    expect(korea.alias).toBe("가톨릭대학교");
    expect(korea.country).toBe("South Korea");
  });

  it("places a school at its city's centre from the bundled GeoNames places, and says so", () => {
    expect(cityNames("Ongata Rongai (Nairobi)")).toEqual(["Ongata Rongai", "Nairobi"]);
    expect(cityNames("Maynooth, Co. Kildare")).toEqual(["Maynooth", "Co. Kildare"]);
    const seoul = findCity("Seoul", "KR")!;
    const placed = built.rows.filter((row) => row.location_precision === "city");
    expect(placed.length).toBeGreaterThanOrEqual(250);
    for (const row of built.rows) {
      if (row.latitude) expect(row.location_precision, row.slug).toBe("city");
      else expect(row.location_precision, row.slug).toBe("");
    }
    const sogang = built.rows.find((row) => row.city === "Seoul" && row.country === "South Korea")!;
    expect(Number(sogang.latitude)).toBeCloseTo(seoul.latitude, 4);
    expect(Number(sogang.longitude)).toBeCloseTo(seoul.longitude, 4);
    // A city that GeoNames lists under another name: Legazpi City as Legaspi, Muhanga as Gitarama.
    for (const [slug, place] of [
      ["divine-word-college-of-legazpi", findCity("Legaspi", "PH")!],
      ["universite-catholique-de-kabgayi", findCity("Gitarama", "RW")!],
    ] as const) {
      const row = built.rows.find((candidate) => candidate.slug === slug)!;
      expect(Number(row.latitude), slug).toBeCloseTo(place.latitude, 4);
      expect(row.location_precision, slug).toBe("city");
    }
  });

  it("writes country names as ISO 3166 names from the package", () => {
    expect(countryName("US")).toBe("United States");
    expect(countryName("KR")).toBe("South Korea");
    for (const row of built.rows) expect(row.country, row.slug).not.toMatch(/\(/);
    expect(built.rows.some((row) => row.country === "Macao")).toBe(true);
  });

  it("matches the seed file the build wrote", () => {
    expect(world.map((row) => row.institution_name)).toEqual(built.rows.map((row) => row.institution_name));
    for (const [index, row] of built.rows.entries()) if (row.slug) expect(world[index]!.slug).toBe(row.slug);
    expect(world.map((row) => row.needs_review)).toEqual(built.rows.map((row) => row.needs_review));
    expect(world.map((row) => row.latitude)).toEqual(built.rows.map((row) => row.latitude));
  });

  it("writes a founding year abroad only with its source: nine schools in ten have one", () => {
    const listed = world.filter((row) => row.needs_review === "false");
    const dated = listed.filter((row) => row.founded_year);
    expect(dated.length / listed.length).toBeGreaterThanOrEqual(0.9);
    for (const row of dated) {
      expect(row.founded_source, row.slug).toBe("Checked world list");
      expect(row.founded_source_url, row.slug).toMatch(/^https?:\/\//);
    }
  });

  it("gives a school the world list left without a website the official site the websites extract found, and says so", () => {
    const extract = readWebsitesExtract();
    expect(extract).toHaveLength(30);
    const found = extract.filter((row) => row.website);
    expect(found).toHaveLength(22);
    for (const row of extract) {
      const seeded = world.find((one) => one.slug === row.slug);
      expect(seeded, row.slug).toBeDefined();
      expect(seeded!.website, row.slug).toBe(row.website);
      if (row.website) expect(seeded!.data_source, row.slug).toContain(`website: its own site, read ${row.read_on}`);
      else expect(seeded!.data_source, row.slug).not.toContain("website:");
    }
    expect(world.find((row) => row.slug === "codrington-college")!.website).toBe("https://codringtoncollege.edu.bb/");
  });

  it("refuses a website that breaks the extract's rules, naming the school and the problem", () => {
    const good = {
      slug: "example-college",
      website: "https://www.example.edu/",
      evidence_url: "https://www.example.edu/about",
      evidence_quote: "Example College was founded in 1901.",
      read_on: "2026-12-07",
    };
    expect(checkedWebsites([good]).get("example-college")?.website).toBe("https://www.example.edu/");
    expect(checkedWebsites([{ ...good, website: "" }]).size).toBe(0);
    const refusals: [Partial<typeof good>, RegExp][] = [
      [{ website: "http://www.example.edu/" }, /example-college: the website must be https:\/\//],
      [{ website: "https://WWW.Example.edu/" }, /lower-case host/],
      [{ website: "https://www.example.edu" }, /ending in "\/"/],
      [
        { evidence_url: "https://example.org/about" },
        /example-college: the evidence page \(example\.org\) is not on the website's host/,
      ],
      [{ evidence_url: "about" }, /evidence_url is not a web address/],
      [{ evidence_quote: "" }, /the quote must be 1 to 200 characters/],
      [{ evidence_quote: "x".repeat(201) }, /the quote must be 1 to 200 characters/],
      [{ read_on: "7 December 2026" }, /read_on must be a date/],
    ];
    for (const [change, problem] of refusals) expect(() => checkedWebsites([{ ...good, ...change }])).toThrow(problem);
    const row = (slug: string, website: string) => ({ slug, website, data_source: "Checked world list" }) as SeedRow;
    expect(() => addCheckedWebsites([row("example-college", "https://example.org/")], [good])).toThrow(
      /example-college: the world list already gives its website/,
    );
    expect(() => addCheckedWebsites([row("another-college", "")], [good])).toThrow(
      /Websites for schools not in the world list: example-college/,
    );
    const school = row("example-college", "");
    expect(addCheckedWebsites([school], [good])).toBe(1);
    expect(school).toMatchObject({
      website: "https://www.example.edu/",
      data_source: "Checked world list; website: its own site, read 2026-12-07",
    });
  });
});
