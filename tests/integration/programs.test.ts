/**
 * Programs against the seeded PostgreSQL and over real HTTP: the seed loading the extracts for the
 * schools that exist (and again when a school joins), a school's programs with earnings by field
 * and their sources, the seminary degree filters (and so the Ministry Pathways) from the completions, the
 * catalogue search with the words people use, and bad input answered with a 400 naming the field.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/db/seed.server";
import { getInstitutionPrograms } from "~/domain/programs/institution-programs.server";
import { searchPrograms } from "~/domain/programs/program-catalogue.server";
import { ProgramSearchParamsSchema } from "~/domain/programs/programs.schemas";
import { searchInstitutions } from "~/domain/institutions/institution-search.server";
import { SearchParamsSchema } from "~/domain/institutions/institution.schemas";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { createTestDatabase } from "../setup/database";

describe("programs", async () => {
  const database = await createTestDatabase();
  const { services, db } = database;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = createApp({ services, health: services.health as DatabaseHealth });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // The bodies are checked field by field below; typing them would only repeat the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = any;
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: (await response.json()) as Json };
  };
  const count = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query)).rows[0]!.n;
  const idOf = async (slug: string) =>
    (await db.execute<{ id: number }>(sql`select id from institutions where slug = ${slug}`)).rows[0]!.id;
  const search = (query: Record<string, string>) => searchPrograms(db, ProgramSearchParamsSchema.parse(query));
  /** Listed schools that awarded a program at these IPEDS award levels, counted by SQL of its own. */
  const awardedBy = (cipLike: string, awardLevels: number[], except: string[] = []) =>
    count(sql`select count(distinct p.institution_id)::int as n from institution_programs p
      join institutions i on i.id = p.institution_id and not i.needs_review
      where p.cip like ${cipLike} and not (p.cip = any(${sql.param(except)}::text[]))
        and p.award_level = any(${sql.param(awardLevels)}::int[])`);

  describe("the seed", () => {
    it("loads the programs, titles, earnings and online fields of the U.S. schools that exist", async () => {
      expect(await count(sql`select count(*)::int as n from cip_codes`)).toBe(2686);
      expect(
        await count(sql`select count(distinct institution_id)::int as n from institution_programs`),
      ).toBeGreaterThanOrEqual(800);
      expect(
        await count(sql`select count(*)::int as n from institution_programs p join institutions i on i.id = p.institution_id
          where i.country <> 'United States' or i.source_id is null`),
      ).toBe(0);
      expect(
        await count(sql`select count(distinct institution_id)::int as n from institution_field_outcomes`),
      ).toBeGreaterThanOrEqual(600);
      expect(
        await count(sql`select count(distinct institution_id)::int as n from institution_online_fields`),
      ).toBeGreaterThanOrEqual(300);
    });

    it("loads a school that joins with an IPEDS id on the next start, once; a school removed takes its programs along", async () => {
      // The University of Southern California is private not-for-profit and degree-granting, without
      // a religious affiliation: in the extracts, not in the directory.
      const unitid = 123961;
      expect(await count(sql`select count(*)::int as n from institutions where source_id = ${unitid}`)).toBe(0);
      await db.execute(sql`insert into institutions (slug, source_id, institution_name, country, institution_type)
        values ('programs-test-school', ${unitid}, 'Programs Test School', 'United States', 'University')`);
      const id = await idOf("programs-test-school");
      const first = await seedDatabase(db);
      expect(first.applied).toEqual([expect.stringMatching(/^programs of new schools \(\d+\)$/)]);
      expect(
        await count(sql`select count(*)::int as n from institution_programs where institution_id = ${id}`),
      ).toBeGreaterThan(5);
      expect((await seedDatabase(db)).applied).toEqual([]);

      await db.execute(sql`delete from institutions where id = ${id}`);
      expect(await count(sql`select count(*)::int as n from institution_programs where institution_id = ${id}`)).toBe(
        0,
      );
    });
  });

  describe("a school's programs", () => {
    it("groups Wheaton College's fields by family, with levels, graduates per year and earnings by field", async () => {
      const programs = await getInstitutionPrograms(db, { id: await idOf("wheaton-college") });
      expect(programs.reported).toBe(true);
      expect(programs.latest_year).toBe(2024);
      const titles = programs.families.map((family) => family.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      const communication = programs.families.find((family) => family.code === "09")!;
      expect(communication.title).toBe("Communication, Journalism, and Related Programs");
      expect(communication.earnings).toContainEqual({
        series: "09.01",
        title: "Communication and Media Studies",
        credential_level: 3,
        credential: "Bachelor's degree",
        earnings_1yr: { value: 39321, display: "$39,321" },
        earnings_4yr: { value: 60695, display: "$60,695" },
        debt: { value: 23250, display: "$23,250" },
      });
      const computing = programs.families.find((family) => family.code === "11")!;
      expect(computing.earnings[0]!.earnings_4yr).toEqual({ value: null, display: "Not reported" });
      expect(programs.sources.field_outcomes.name).toContain("CC BY 4.0");
      for (const family of programs.families) {
        for (const program of family.programs) {
          for (const level of program.levels) {
            expect(level.graduates.map((entry) => entry.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
            expect(level.years_awarded.length).toBeGreaterThan(0);
          }
        }
      }
      const total = await count(sql`select coalesce(sum(graduates_2024), 0)::int as n from institution_programs
        where institution_id = ${await idOf("wheaton-college")}`);
      expect(programs.families.reduce((sum, family) => sum + family.latest_graduates, 0)).toBe(total);
    });

    it("says which seminary degrees a school awarded, and in which years", async () => {
      const princeton = await getInstitutionPrograms(db, { id: await idOf("princeton-theological-seminary") });
      const degree = (key: string) => princeton.seminary.find((entry) => entry.program === key)!;
      expect(degree("mdiv")).toMatchObject({ offered: true, text: "Awarded each year 2020-2024" });
      // Theology (39.0601) and other theological studies (39.0699) master's: none in 2024 for the latter.
      expect(degree("theology_master").years_awarded).toEqual([2020, 2021, 2022, 2023, 2024]);
      expect(degree("phd")).toMatchObject({ offered: true, text: "Awarded each year 2020-2024" });
      expect(degree("dmin")).toMatchObject({ offered: false, text: "No graduates reported 2020-2024" });
    });

    it("reports nothing for a school without completions, and says so", async () => {
      const programs = await getInstitutionPrograms(db, { id: await idOf("the-university-of-america") });
      expect(programs).toMatchObject({ reported: false, families: [] });
      expect(programs.seminary.every((entry) => entry.text === "Not reported")).toBe(true);
    });

    it("GET /api/institutions/{slug}/programs answers the page's data, 404 for an unknown school, 400 for a bad slug", async () => {
      const { status, body } = await get("/api/institutions/wheaton-college/programs");
      expect(status).toBe(200);
      expect(body.data).toEqual(
        JSON.parse(JSON.stringify(await getInstitutionPrograms(db, { id: await idOf("wheaton-college") }))),
      );
      expect((await get("/api/institutions/no-such-school/programs")).status).toBe(404);
      const bad = await get(`/api/institutions/${"x".repeat(201)}/programs`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.slug).toMatch(/slug/);
    });
  });

  describe("seminary degrees from the completions", () => {
    /** The search's degree filter counts: the Ministry Pathways show these. */
    const degreeCounts = async () =>
      (await searchInstitutions(db, SearchParamsSchema.parse({ page_size: "1" }))).degree_counts;

    it("count, in the search's degree filters, the listed schools that awarded each degree, MDiv at 200+", async () => {
      const counts = await degreeCounts();
      expect(counts.mdiv).toBeGreaterThanOrEqual(200);
      // 35: Trinity Evangelical Divinity School's university waits for review, reported closed (us-closures).
      expect(counts.mdiv_online).toBeGreaterThanOrEqual(35);
      // Nobody has verified a degree in the seed: each count is the completions' own; fully online is
      // what the schools' own pages state, among the schools that awarded an MDiv.
      expect(counts).toEqual({
        mdiv: await awardedBy("39.0602", [7]),
        mdiv_online: await count(sql`select count(distinct p.institution_id)::int as n from institution_programs p
          join institutions i on i.id = p.institution_id and not i.needs_review and i.degree_mdiv_online
          where p.cip = '39.0602' and p.award_level = 7`),
        theology_master: await awardedBy("39.06%", [7], ["39.0602"]),
        dmin: await awardedBy("39.06%", [18, 19]),
        phd: await awardedBy("39.%", [17]),
      });
    });

    it("let a verified answer decide over the completions, and leave out a school waiting for review", async () => {
      const before = (await degreeCounts()).mdiv;
      const slug = "princeton-theological-seminary";
      await db.execute(sql`update institutions set needs_review = true where slug = ${slug}`);
      try {
        expect((await degreeCounts()).mdiv).toBe(before - 1);
      } finally {
        await db.execute(sql`update institutions set needs_review = false where slug = ${slug}`);
      }
      expect((await degreeCounts()).mdiv).toBe(before);
      // An administrator's verified "no" (the school no longer offers it) outweighs the completions.
      await db.execute(sql`update institutions set degree_mdiv = false, degrees_source_url = 'https://ptsem.edu/',
        degrees_verified_on = '2026-01-01' where slug = ${slug}`);
      try {
        expect((await degreeCounts()).mdiv).toBe(before - 1);
      } finally {
        await db.execute(sql`update institutions set degree_mdiv = null, degrees_source_url = null,
          degrees_verified_on = null where slug = ${slug}`);
      }
      expect((await degreeCounts()).mdiv).toBe(before);
    });
  });

  describe("the catalogue search", () => {
    it("finds a degree by its short name: MDiv is Divinity/Ministry at the master's level", async () => {
      const { programs } = await search({ q: "MDiv" });
      expect(programs[0]).toMatchObject({
        code: "39.0602",
        title: "Divinity/Ministry",
        kind: "program",
        family: { code: "39", title: "Theology and Religious Vocations" },
        levels: ["master"],
        label: "Divinity/Ministry, Master's (MDiv)",
        matched_alias: "MDiv",
        schools: await awardedBy("39.0602", [7]),
      });
      expect((await search({ q: "m.div." })).programs[0]!.code).toBe("39.0602");
    });

    it("answers the words people use: nursing, pre-law, worship, teaching", async () => {
      const nursing = (await search({ q: "nursing" })).programs;
      expect(nursing[0]).toMatchObject({ code: "51.38", matched_alias: "Nursing", levels: null });
      const bachelors = nursing[0]!.schools_by_level.find((entry: { level: string }) => entry.level === "bachelor");
      expect(bachelors!.schools).toBe(await awardedBy("51.38%", [5]));
      expect(nursing.some((match) => match.code === "51.3801" && match.matched_alias === null)).toBe(true);

      expect((await search({ q: "pre-law" })).programs[0]).toMatchObject({ code: "22.0001", title: "Pre-Law Studies" });
      expect((await search({ q: "prelaw" })).programs[0]!.code).toBe("22.0001");
      const worship = (await search({ q: "worship" })).programs;
      expect(worship[0]).toMatchObject({ code: "39.0501", title: "Religious/Sacred Music", matched_alias: "Worship" });
      expect(worship.map((match) => match.code)).toContain("39.0502");
      expect((await search({ q: "teaching" })).programs[0]).toMatchObject({ code: "13", title: "Education" });
    });

    it("counts every level, or only the levels asked for", async () => {
      const all = (await search({ q: "nursing" })).programs[0]!;
      const doctors = (await search({ q: "nursing", level: "doctoral_professional" })).programs[0]!;
      expect(doctors.schools).toBe(await awardedBy("51.38%", [18]));
      expect(doctors.schools).toBeLessThan(all.schools);
      expect(doctors.schools_by_level.map((entry) => entry.level)).toEqual(["doctoral_professional"]);
      const dmin = (await search({ q: "dmin", level: "master" })).programs;
      expect(dmin.some((match) => match.matched_alias === "DMin")).toBe(false);
    });

    it("finds by CIP code, offers only what some school awarded, and keeps to the limit", async () => {
      const codes = (await search({ q: "39.06", limit: "25" })).programs.map((match) => match.code);
      expect(codes).toContain("39.06");
      expect(codes).toContain("39.0602");
      expect(codes.every((code) => code.startsWith("39.06"))).toBe(true);
      const { programs } = await search({ q: "studies", limit: "5" });
      expect(programs).toHaveLength(5);
      expect(programs.every((match) => match.schools > 0)).toBe(true);
      expect((await search({ q: "zzqxj" })).programs).toEqual([]);
    });

    it("GET /api/programs answers the typeahead, and refuses bad input naming the field", async () => {
      const { status, body } = await get("/api/programs?q=MDiv&limit=3");
      expect(status).toBe(200);
      expect(body.data.q).toBe("MDiv");
      expect(body.data.programs[0].code).toBe("39.0602");
      expect(body.data.programs.length).toBeLessThanOrEqual(3);
      expect(body.data.source).toEqual({ name: "IPEDS Completions (first majors)", year: "2020-2024" });

      const REFUSED: [string, string][] = [
        ["", "q"],
        ["q=", "q"],
        [`q=${"n".repeat(101)}`, "q"],
        ["q=nursing&level=phd", "level"],
        ["q=nursing&level=master,bogus", "level"],
        ["q=nursing&limit=many", "limit"],
      ];
      for (const [query, field] of REFUSED) {
        const refused = await get(`/api/programs?${query}`);
        expect(refused.status, query).toBe(400);
        expect(refused.body.error.fields[field], query).toMatch(new RegExp(field));
      }
      for (const query of ["q=%00nursing", "q=nursing&limit=1000", "q=nursing&level=", "q=%27%3B--", "q=a&q=b"]) {
        expect((await get(`/api/programs?${query}`)).status, query).toBe(200);
      }
    });

    it("follows a change at once: a school's programs removed leave the counts", async () => {
      const before = (await search({ q: "MDiv" })).programs[0]!.schools;
      const princeton = await idOf("princeton-theological-seminary");
      await db.execute(sql`delete from institution_programs where institution_id = ${princeton} and cip = '39.0602'`);
      expect((await search({ q: "MDiv" })).programs[0]!.schools).toBe(before - 1);
    });
  });

  it("documents both calls in the OpenAPI document, public, with their names", async () => {
    const { body } = await get("/api/openapi.json");
    const list = body.paths["/api/programs"].get;
    expect(list.operationId).toBe("listPrograms");
    expect(list.security).toEqual([]);
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(["q", "level", "limit"]);
    const school = body.paths["/api/institutions/{slug}/programs"].get;
    expect(school.operationId).toBe("getInstitutionPrograms");
    expect(Object.keys(school.responses)).toEqual(expect.arrayContaining(["200", "400", "404"]));
  });
});
