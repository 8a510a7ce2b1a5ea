import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/setup/database";
import { institutions } from "./schema/institutions";
import { appSettings } from "./schema/settings";
import { articleCategories } from "./schema/articles";
import { readInstitutionSeed, seedDatabase } from "./seed.server";

/** The federal values of every US row, written beside the seed by scripts/build-seed.ts. */
const federalFixture = path.resolve(import.meta.dirname, "../../tests/fixtures/federal-institutions.csv");
const scorecardExtract = path.resolve(
  import.meta.dirname,
  "../../data/sources/college-scorecard/scorecard-2023-24.csv",
);

describe("the first-start seed", async () => {
  const { db } = await createTestDatabase();

  it("loads every US institution and the Christian world candidates, with unique slugs", async () => {
    const [totals] = await db
      .select({
        all: sql<number>`count(*)::int`,
        us: sql<number>`count(*) filter (where country = 'United States')::int`,
        countries: sql<number>`count(distinct country)::int`,
        slugs: sql<number>`count(distinct slug)::int`,
        ipedsIds: sql<number>`count(distinct source_id)::int`,
        review: sql<number>`count(*) filter (where needs_review)::int`,
      })
      .from(institutions);
    expect(totals).toMatchObject({ all: 1018, us: 825, countries: 47, slugs: 1018, ipedsIds: 825 });
    // 44 US rows carry a review note, and 35 of them wait for an administrator: the other 9 say only
    // that the affiliation comes from an older IPEDS extract, a source that states it. The 190 world
    // candidates need review; the 3 CCCU members abroad do not.
    expect(totals!.review).toBe(35 + 190);
    const olderIpeds = await db
      .select({ needsReview: institutions.needsReview, note: institutions.reviewNote })
      .from(institutions)
      .where(sql`review_note ~ '^religious affiliation from older IPEDS extract \\(\\d{4}-\\d{2}\\)$'`);
    expect(olderIpeds).toHaveLength(9);
    expect(olderIpeds.every((row) => !row.needsReview)).toBe(true);
  });

  it("features six institutions spread over the types", async () => {
    const featured = await db.select().from(institutions).where(eq(institutions.isFeatured, true));
    expect(featured).toHaveLength(6);
    expect(new Set(featured.map((row) => row.institutionType)).size).toBeGreaterThanOrEqual(5);
  });

  it("maps the federal columns to the directory's fields", async () => {
    const [wheaton] = await db.select().from(institutions).where(eq(institutions.sourceId, 149781));
    expect(wheaton).toMatchObject({
      slug: "wheaton-college",
      institutionName: "Wheaton College",
      city: "Wheaton",
      stateProvince: "IL",
      stateName: "Illinois",
      country: "United States",
      institutionType: "College",
      denomination: "Non-denominational",
      accreditationStatus: "Accredited Institution",
      accreditor: "Higher Learning Commission",
      accreditorSource: "College Scorecard institution file",
      accreditorYear: "2023-24",
      financialAidAvailable: true,
      onlinePrograms: false,
      onlineProgramsSource: "IPEDS institutional characteristics survey",
      onlineProgramsYear: "2023-24",
      // The newest source of each fact: the Scorecard's 2023-24 undergraduates and tuition, not
      // IPEDS's fall 2022 headcount (2,885) and 2021-22 tuition ($40,820).
      studentBodySize: 2087,
      studentBodySizeMeasure: "undergraduate",
      studentBodySizeSource: "College Scorecard institution file",
      studentBodySizeYear: "2023-24",
      tuition: 43930,
      tuitionSource: "College Scorecard institution file",
      tuitionYear: "2023-24",
      tuitionOutOfState: 43930,
      tuitionRange: "$40,000 - $50,000",
      campusSetting: "Suburb: Large",
      foundedYear: 1860,
      foundedSource: "ROR 0581k0452",
      foundedSourceYear: 2024,
      keyPrograms: null,
    });
    expect(wheaton!.fullAddress).toBe("501 College Ave, Wheaton, IL 60187-5593");
  });

  it("invents nothing: every figure in a description comes from its source row", async () => {
    const source = new Map(readInstitutionSeed().map((row) => [row.slug, row]));
    const rows = await db.select().from(institutions);
    for (const row of rows) {
      const seed = source.get(row.slug)!;
      const figures = (row.description ?? "").match(/\d[\d,]*/g) ?? [];
      for (const figure of figures) {
        const plain = figure.replace(/,/g, "");
        const known = [
          seed.student_body_size,
          seed.tuition,
          seed.postal_code,
          "2023",
          "2022",
          "2021",
          "2020",
          "24",
          "22",
          "21",
          "12",
        ];
        expect(
          known.some((value) => value.includes(plain)),
          `${row.slug}: ${figure}`,
        ).toBe(true);
      }
      // A founding year always comes with its source and that source's year, and matches the seed.
      if (row.foundedYear !== null) {
        expect(row.foundedSource, row.slug).toMatch(/^ROR 0[0-9a-z]{8}$/);
        expect(row.foundedSourceYear, row.slug).toBeGreaterThanOrEqual(2019);
        expect(String(row.foundedYear)).toBe(seed.founded_year);
      } else expect(row.foundedSource).toBeNull();
      // Fields the sources do not have stay empty rather than being made up.
      expect(
        row.keyPrograms ?? row.uniqueFeatures ?? row.whyChoose ?? row.studentOutcomes ?? row.detailedSummary,
      ).toBeNull();
    }
  });

  it("matches the federal data row for row, each many-source fact at its newest source", async () => {
    const federal = parse(readFileSync(federalFixture), { columns: true }) as Record<string, string>[];
    expect(federal.length).toBeGreaterThan(800);
    const rows = await db.select().from(institutions);
    const byId = new Map(rows.map((row) => [row.sourceId, row]));
    // The College Scorecard 2023-24 file is newer than the federal rows' tuition (2021-22) and
    // accreditor (2022 release): where it reports them, they are the seed's values.
    const scorecard = new Map(
      (parse(readFileSync(scorecardExtract), { columns: true }) as Record<string, string>[]).map((row) => [
        row.UNITID,
        row,
      ]),
    );
    const reported = (value: string | undefined) => (value && value !== "NA" ? value : null);
    for (const source of federal) {
      const row = byId.get(Number(source.source_id));
      if (!row) throw new Error(`The seed lacks federal row ${source.source_id} (${source.institution_name})`);
      expect(row.institutionName).toBe(source.institution_name);
      expect(row.city).toBe(source.city);
      expect(row.website).toBe(source.website);
      const card = scorecard.get(source.source_id!);
      expect(row.accreditor ?? "").toBe(reported(card?.ACCREDAGENCY) ?? source.accreditation);
      expect(row.denomination).toBe(source.denomination_family);
      expect(row.financialAidAvailable).toBe(source.title_iv_federal_aid === "true");
      const tuition = reported(card?.TUITIONFEE_IN) ?? source.tuition;
      expect(row.tuition).toBe(tuition ? Math.round(Number(tuition)) : null);
      // An older figure keeps its older year.
      if (tuition)
        expect(row.tuitionYear).toEqual(
          reported(card?.TUITIONFEE_IN) ? "2023-24" : expect.stringMatching(/^202[01]-2[12]$/),
        );
    }
  });

  it("seeds the article categories of both readings", async () => {
    const names = (await db.select().from(articleCategories)).map((row) => row.name);
    for (const name of [
      "High School Students",
      "Career Switchers",
      "General Guidance",
      "Ministry Students",
      "Adult Learners",
      "Seminary Students",
      "Professional Development",
      "Ministry Training",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("never overwrites edits or brings deleted rows back on later starts", async () => {
    await db
      .update(institutions)
      .set({ institutionName: "Wheaton College (edited)" })
      .where(eq(institutions.slug, "wheaton-college"));
    await db.delete(institutions).where(eq(institutions.slug, "alaska-bible-college"));
    const report = await seedDatabase(db);
    expect(report.applied).toEqual([]);
    const [wheaton] = await db.select().from(institutions).where(eq(institutions.slug, "wheaton-college"));
    expect(wheaton!.institutionName).toBe("Wheaton College (edited)");
    expect(await db.select().from(institutions).where(eq(institutions.slug, "alaska-bible-college"))).toEqual([]);
    const markers = await db.select().from(appSettings);
    expect(markers.map((marker) => marker.key)).toEqual(
      expect.arrayContaining(["seed:institutions", "seed:article-categories"]),
    );
  });
});
