/**
 * Searching the directory by program and level, against the seeded PostgreSQL and over real HTTP:
 * the program and level filters agree with the completions counted by SQL of their own, the level
 * counts, the order by graduates, the card's program line, bad input answered with a 400 naming
 * the field, and the CSV download of every match (headers, one row per match, formula-like cells
 * made inert).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { createTestDatabase } from "../setup/database";

describe("search by program and level", async () => {
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
  /** Listed schools that awarded a code (a prefix) at these IPEDS award levels, by SQL of its own. */
  const awardedBy = async (cipLike: string, awardLevels: number[]) =>
    (
      await db.execute<{ slug: string }>(sql`select distinct i.slug from institution_programs p
        join institutions i on i.id = p.institution_id and not i.needs_review
        where p.cip like ${cipLike} and p.award_level = any(${sql.param(awardLevels)}::int[])`)
    ).rows.map((row) => row.slug);
  const everySlug = async (query: string) => {
    const slugs: string[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await get(`/api/institutions?${query}&page_size=100&page=${page}`);
      slugs.push(...body.data.institutions.map((hit: Json) => hit.slug));
      if (page >= body.data.pagination.totalPages) return { slugs, total: body.data.pagination.total };
    }
  };

  it("keeps the schools that awarded the program, at the levels asked, and counts each level", async () => {
    const nursing = await everySlug("program=51.3801");
    const expected = await awardedBy("51.3801", [20, 21, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19]);
    expect(nursing.total).toBe(expected.length);
    expect(nursing.slugs.sort()).toEqual(expected.sort());

    const bachelors = await everySlug("program=51.3801&level=bachelor");
    const expectedBachelors = await awardedBy("51.3801", [5]);
    expect(bachelors.total).toBeGreaterThan(100);
    expect(bachelors.slugs.sort()).toEqual(expectedBachelors.sort());

    // A family takes in every program within it.
    const theology = await everySlug("program=39&level=master");
    expect(theology.slugs.sort()).toEqual((await awardedBy("39.%", [7])).sort());

    // Each level counted under every other filter, its own choice aside.
    const { body } = await get("/api/institutions?program=51.3801&level=bachelor&country=United+States");
    expect(body.data.program).toEqual({ code: "51.3801", title: expect.stringMatching(/Registered Nurs/) });
    const counts = Object.fromEntries(body.data.level_counts.map((entry: Json) => [entry.level, entry.count]));
    expect(counts.bachelor).toBe(expectedBachelors.length);
    expect(counts.associate).toBe((await awardedBy("51.3801", [3])).length);
    expect(body.data.level_counts.find((entry: Json) => entry.level === "bachelor").label).toBe("Bachelor's");

    // Without program, level keeps the schools that awarded anything at that level.
    const doctoral = await everySlug("level=doctoral_research");
    expect(doctoral.slugs.sort()).toEqual((await awardedBy("%", [17])).sort());
  });

  it("shows the matched program on each card and sorts by its graduates, most first", async () => {
    const { body } = await get("/api/institutions?program=51.3801&level=bachelor&sort=graduates&page_size=50");
    const hits = body.data.institutions;
    expect(hits.length).toBe(50);
    const graduates = hits.map((hit: Json) => hit.program.graduates ?? -1);
    expect(graduates).toEqual([...graduates].sort((a: number, b: number) => b - a));
    const first = hits[0];
    const { rows } = await db.execute<{ g: number }>(sql`select graduates_2024 as g from institution_programs p
      join institutions i on i.id = p.institution_id where i.slug = ${first.slug} and p.cip = '51.3801' and p.award_level = 5`);
    expect(first.program).toMatchObject({
      code: "51.3801",
      levels: [{ level: "bachelor", label: "Bachelor's" }],
      graduates: rows[0]!.g,
      year: 2024,
      source: "IPEDS Completions (first majors), 2024",
    });
    expect(first.program.text).toMatch(
      new RegExp(`^Registered Nurs.* — Bachelor's, ${rows[0]!.g.toLocaleString("en-US")} graduates in 2024$`),
    );
    // Without a program the order by graduates means nothing: the default order is used.
    const plain = await get("/api/institutions?sort=graduates&page_size=3");
    expect(plain.status).toBe(200);
    const byName = await get("/api/institutions?page_size=3");
    expect(plain.body.data.institutions.map((hit: Json) => hit.slug)).toEqual(
      byName.body.data.institutions.map((hit: Json) => hit.slug),
    );
    expect(plain.body.data.institutions[0].program).toBeUndefined();
  });

  it("refuses a malformed or unknown program and an unknown level, naming the field", async () => {
    for (const bad of ["5138", "51.3", "nursing", "51.38011"]) {
      const { status, body } = await get(`/api/institutions?program=${bad}`);
      expect(status).toBe(400);
      expect(body.error.fields.program).toMatch(/CIP code/);
    }
    const unknown = await get("/api/institutions?program=99.9999");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.program).toBe("program 99.9999 is not a CIP 2020 code");
    const level = await get("/api/institutions?program=51&level=phd");
    expect(level.status).toBe(400);
    expect(level.body.error.fields.level).toMatch(/level must be one or more of/);
  });

  describe("the CSV download", () => {
    const download = async (query: string) => {
      const response = await fetch(`${base}/api/institutions.csv?${query}`);
      const text = await response.text();
      return { response, text };
    };
    const rowsOf = (text: string) => parse(text, { bom: true, relax_column_count: false }) as string[][];

    it("holds every match of the search, in its order, with its program's graduates", async () => {
      const query = "program=51.3801&level=bachelor&sort=graduates";
      const { response, text } = await download(query);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="christian-schools-51.3801.csv"');
      // Streamed: sent as it is written, its length unknown in advance.
      expect(response.headers.get("transfer-encoding")).toBe("chunked");
      expect(response.headers.get("content-length")).toBeNull();
      const [header, ...rows] = rowsOf(text);
      expect(header).toEqual([
        "Name",
        "Slug",
        "City",
        "State/Province",
        "Country",
        "Type",
        "Denomination",
        "Tuition (USD a year)",
        "Tuition year",
        "Tuition source",
        "Enrolment",
        "Enrolment counts",
        "Enrolment year",
        "Enrolment source",
        "Accreditor",
        "Accreditor source",
        "Website",
        "Page",
        "Program",
        "Program levels",
        "Program graduates",
        "Graduates year",
        "Graduates source",
      ]);
      const api = await everySlug(query);
      expect(rows.length).toBe(api.total);
      expect(rows.map((row) => row[1])).toEqual(api.slugs);
      const { body } = await get(`/api/institutions?${query}&page_size=1`);
      const first = body.data.institutions[0];
      expect(rows[0]![0]).toBe(first.institution_name);
      expect(rows[0]!.slice(18)).toEqual([
        first.program.title,
        "Bachelor's",
        String(first.program.graduates),
        "2024",
        "IPEDS Completions (first majors), 2024",
      ]);
      expect(rows[0]![17]).toMatch(new RegExp(`/institution/${first.slug}$`));
    });

    it("lists the whole directory without a program, and no program columns", async () => {
      const { text } = await download("");
      const [header, ...rows] = rowsOf(text);
      expect(header).toHaveLength(18);
      const { body } = await get("/api/institutions?page_size=1");
      expect(rows.length).toBe(body.data.pagination.total);
      expect(rows.length).toBeGreaterThan(1000);
    });

    it("makes cells a spreadsheet would run inert, and quotes what needs quoting", async () => {
      await db.execute(sql`update institutions set institution_name = '=HYPERLINK("http://evil.example","Click")',
        city = '+1, "quoted"', denomination = '@SUM(A1)', website = '-2+3' where slug = 'wheaton-college'`);
      const { text } = await download("q=wheaton+college&state=IL");
      const rows = rowsOf(text).slice(1);
      const wheaton = rows.find((row) => row[1] === "wheaton-college")!;
      expect(wheaton[0]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
      expect(wheaton[2]).toBe(`'+1, "quoted"`);
      expect(wheaton[6]).toBe("'@SUM(A1)");
      expect(wheaton[16]).toBe("'-2+3");
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    });

    it("refuses a bad program, naming it, before sending anything", async () => {
      for (const query of ["program=nursing", "program=99.9999"]) {
        const response = await fetch(`${base}/api/institutions.csv?${query}`);
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/application\/json/);
        const body = (await response.json()) as Json;
        expect(body.error.fields.program).toBeTruthy();
      }
    });

    it("is described in the OpenAPI document, public, with its errors", async () => {
      const { body } = await get("/api/openapi.json");
      const operation = body.paths["/api/institutions.csv"].get;
      expect(operation.operationId).toBe("downloadInstitutionsCsv");
      expect(operation.security).toEqual([]);
      expect(Object.keys(operation.responses["200"].content)).toEqual(["text/csv"]);
      expect(operation.responses["400"]).toBeTruthy();
      expect(operation.responses["429"]).toBeTruthy();
      expect(operation.parameters.map((parameter: Json) => parameter.name)).toEqual(
        expect.arrayContaining(["program", "level", "q", "sort"]),
      );
    });
  });
});
