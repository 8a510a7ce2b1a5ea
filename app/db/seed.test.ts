import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/setup/database";
import { auditLog } from "./schema/activity";
import { institutions } from "./schema/institutions";
import { appSettings } from "./schema/settings";
import { articleCategories } from "./schema/articles";
import { readInstitutionSeed } from "./seed-rows.server";
import { seedDatabase } from "./seed.server";

/** The federal values of every US row, written beside the seed by scripts/build-seed.ts. */
const federalFixture = path.resolve(import.meta.dirname, "../../tests/fixtures/federal-institutions.csv");
const scorecardExtract = path.resolve(
  import.meta.dirname,
  "../../data/sources/college-scorecard/scorecard-2023-24.csv",
);

describe("the first-start seed", async () => {
  const { db } = await createTestDatabase();

  it("loads every US institution and the checked world list, with unique slugs and counts per status", async () => {
    const [totals] = await db
      .select({
        all: sql<number>`count(*)::int`,
        us: sql<number>`count(*) filter (where country = 'United States')::int`,
        countries: sql<number>`count(distinct country)::int`,
        listedCountries: sql<number>`count(distinct country) filter (where not needs_review)::int`,
        slugs: sql<number>`count(distinct slug)::int`,
        ipedsIds: sql<number>`count(distinct source_id)::int`,
        listed: sql<number>`count(*) filter (where not needs_review)::int`,
        listedUs: sql<number>`count(*) filter (where not needs_review and country = 'United States')::int`,
        waitingUs: sql<number>`count(*) filter (where needs_review and country = 'United States')::int`,
        waitingAbroad: sql<number>`count(*) filter (where needs_review and country <> 'United States')::int`,
        cityCentre: sql<number>`count(*) filter (where location_precision = 'city')::int`,
        redirects: sql<number>`coalesce(sum(cardinality(former_slugs)), 0)::int`,
        doubts: sql<number>`count(*) filter (where founded_doubt is not null)::int`,
      })
      .from(institutions);
    // 825 federal rows and the 6 CCCU members IPEDS records no affiliation for, less the 4 that
    // have closed (data/sources/us-closures; 7 more reported closed wait for review); 271 verified
    // rows abroad in 101 countries and the 5 unverifiable ones.
    expect(totals).toEqual({
      all: 1103,
      us: 827,
      countries: 103,
      listedCountries: 102,
      slugs: 1103,
      ipedsIds: 827,
      listed: 1088,
      listedUs: 817,
      waitingUs: 10,
      waitingAbroad: 5,
      cityCentre: 259,
      redirects: 36,
      doubts: 33,
    });
    const kinds = await db.execute<{ kind: string; n: number }>(sql`
      select listed_because->>'kind' as kind, count(*)::int as n from institutions
       where not needs_review group by 1 order by 1`);
    expect(Object.fromEntries(kinds.rows.map((row) => [row.kind, row.n]))).toEqual({
      accreditor: 10,
      association: 2 + 29,
      ipeds: 786,
      "member-list": 7,
      "official-site": 10 + 107,
      other: 1 + 69,
      wikipedia: 1 + 66,
    });
  });

  it("gives every public row the source that states why it is listed", async () => {
    const missing = await db
      .select({ slug: institutions.slug })
      .from(institutions)
      .where(
        sql`not needs_review and (listed_because is null or listed_because->>'url' !~ '^https?://' or coalesce(listed_because->>'quote', '') = '' or coalesce(listed_because->>'year', '') = '')`,
      );
    expect(missing).toEqual([]);
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
          seed.founded_year,
          seed.listed_because_year,
          seed.denomination_detail,
          seed.institution_name,
          seed.alias,
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
        expect(row.foundedSource, row.slug).toBe(seed.founded_source);
        expect(row.foundedSource, row.slug).toMatch(/^(ROR 0[0-9a-z]{8}|Checked world list|[a-z0-9.-]+\.[a-z]+)$/);
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
    // A church the school's own site states replaces the federal file's family (scripts/affiliations.ts).
    const onOwnSite = new Map(
      readInstitutionSeed()
        .filter((row) => row.affiliation_source_url)
        .map((row) => [row.source_id, row.denomination]),
    );
    expect(onOwnSite.size).toBe(21);
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
      expect(row.denomination).toBe(onOwnSite.get(source.source_id!) ?? source.denomination_family);
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

  it("brings a database seeded before up to date: renamed, folded, added and removed schools, edits kept", async () => {
    // As an older seed left it: Darmstadt under its old name and address, a KU Leuven campus row,
    // a closed school, no John Brown University, and a school an administrator deleted.
    await db
      .update(institutions)
      .set({ slug: "evangelische-fachhochschule-darmstadt", institutionName: "Evangelische Fachhochschule Darmstadt" })
      .where(eq(institutions.slug, "evangelische-hochschule-darmstadt"));
    const [leuven] = await db
      .select()
      .from(institutions)
      .where(eq(institutions.slug, "katholieke-universiteit-leuven"));
    const { id: _id, tradition: _t, nameSearch: _n, searchText: _s, searchDocument: _d, ...copy } = leuven!;
    await db.insert(institutions).values([
      { ...copy, slug: "katholieke-universiteit-brussel", needsReview: true, formerSlugs: [] },
      { ...copy, slug: "evangelische-fachhochschule-hannover", needsReview: true, formerSlugs: [] },
      {
        ...copy,
        slug: "katholische-fachhochschule-norddeutschland",
        needsReview: true,
        formerSlugs: [],
        editedFields: ["description"],
      },
    ]);
    // Two U.S. schools that have closed since (data/sources/us-closures); an administrator edited one.
    const [wheaton] = await db.select().from(institutions).where(eq(institutions.slug, "wheaton-college"));
    const { id: _wid, tradition: _wt, nameSearch: _wn, searchText: _ws, searchDocument: _wd, ...usCopy } = wheaton!;
    await db.insert(institutions).values([
      { ...usCopy, slug: "eastern-nazarene-college", sourceId: 165644, institutionName: "Eastern Nazarene College" },
      {
        ...usCopy,
        slug: "northland-college",
        sourceId: 239512,
        institutionName: "Northland College",
        editedFields: ["description"],
      },
    ]);
    await db.delete(institutions).where(eq(institutions.slug, "john-brown-university"));
    await db.delete(institutions).where(eq(institutions.slug, "regent-university"));
    await db.insert(auditLog).values({
      action: "delete",
      entityType: "institution",
      summary: "Deleted institution",
      details: { slug: "regent-university" },
    });
    // An administrator confirmed a waiting school with a page of their own.
    const evidence = {
      kind: "official-site",
      source: "gtu.edu",
      url: "https://www.gtu.edu/about",
      quote: "Christian",
      year: "2026-11-20",
    };
    await db
      .update(institutions)
      .set({ needsReview: false, listedBecause: evidence, editedFields: ["needs_review", "listed_because"] })
      .where(eq(institutions.slug, "graduate-theological-union"));
    await db
      .delete(appSettings)
      .where(sql`${appSettings.key} like 'seed:rows:%' or ${appSettings.key} like 'seed:listing:%'`);

    const report = await seedDatabase(db);
    // The school added back gets its programs too.
    const batch = (entry: string) => (entry.startsWith("seed:") ? entry.split(":")[1] : entry.split(" (")[0]);
    expect(report.applied.map(batch)).toEqual(["rows", "programs of new schools", "listing"]);
    const slugs = async (...wanted: string[]) =>
      (
        await db
          .select({ slug: institutions.slug })
          .from(institutions)
          .where(sql`${institutions.slug} in ${wanted}`)
      )
        .map((row) => row.slug)
        .sort();
    const [darmstadt] = await db
      .select()
      .from(institutions)
      .where(eq(institutions.slug, "evangelische-hochschule-darmstadt"));
    expect(darmstadt).toMatchObject({
      institutionName: "Evangelische Hochschule Darmstadt (EHD)",
      formerSlugs: ["evangelische-fachhochschule-darmstadt"],
      needsReview: false,
    });
    expect(
      await slugs(
        "evangelische-fachhochschule-darmstadt",
        "katholieke-universiteit-brussel",
        "evangelische-fachhochschule-hannover",
        "katholische-fachhochschule-norddeutschland",
        "john-brown-university",
        "regent-university",
        "eastern-nazarene-college",
        "northland-college",
      ),
    ).toEqual(["john-brown-university", "katholische-fachhochschule-norddeutschland", "northland-college"]);
    const [gtu] = await db.select().from(institutions).where(eq(institutions.slug, "graduate-theological-union"));
    expect(gtu).toMatchObject({ needsReview: false, listedBecause: evidence });
  });
});
