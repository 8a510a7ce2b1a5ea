/**
 * Cost and outcome figures (College Scorecard) against the seeded PostgreSQL and over real HTTP:
 * the figures of a school with their sources, years and national medians; why a figure is missing;
 * compare; the seed keeping an administrator's figures; the data version following a change.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyOutcomeSeed, OUTCOME_MEASURE_COLUMNS, readOutcomeSeed } from "~/db/seed-outcomes.server";
import { INSTITUTION_FACT_MEASURES, OUTCOME_MEASURES } from "~/domain/outcomes/outcome-measures";
import { institutionOutcomes } from "~/db/schema/outcomes";
import { institutions } from "~/db/schema/institutions";
import { getInstitutionOutcomes } from "~/domain/outcomes/outcomes.server";
import { readDataVersion } from "~/domain/institutions/search-index.server";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { createTestDatabase } from "../setup/database";

/** Baylor University's average net price in the Scorecard 2023-24 file. */
const BAYLOR_NET_PRICE = 41942;

describe("cost and outcomes", async () => {
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
  const figure = (outcomes: Json, measure: string) =>
    outcomes.figures.find((f: { measure: string }) => f.measure === measure);
  const schoolId = async (slug: string) =>
    (await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, slug)))[0]!.id;

  it("seeds the measures the pages show, and only those (tuition is the institution's own fact)", () => {
    expect([...OUTCOME_MEASURE_COLUMNS].sort()).toEqual(
      OUTCOME_MEASURES.filter((measure) => !INSTITUTION_FACT_MEASURES.has(measure)).sort(),
    );
    const header = Object.keys(readOutcomeSeed().outcomes[0]!);
    expect(header).toEqual(expect.arrayContaining([...OUTCOME_MEASURE_COLUMNS]));
  });

  it("seeds a row for each U.S. school the Scorecard holds, and the national medians", async () => {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from institution_outcomes`);
    expect(rows[0]!.n).toBe(817);
    const medians = await db.execute<{ n: number }>(sql`select count(*)::int as n from outcome_medians`);
    expect(medians.rows[0]!.n).toBe(30);
  });

  it("GET /api/institutions/:slug gives each figure with its source, year and national median", async () => {
    const { status, body } = await get("/api/institutions/wheaton-college");
    expect(status).toBe(200);
    const { outcomes } = body.data;
    expect(outcomes.graduate_only).toBe(false);
    expect(figure(outcomes, "net_price")).toEqual({
      measure: "net_price",
      label: "Average net price",
      value: 26984,
      display: "$26,984",
      status: "reported",
      source: "College Scorecard institution file",
      source_year: "2023-24",
      national_median: {
        value: 22078,
        display: "$22,078",
        group: "private not-for-profit 4-year institutions",
        institutions: 1239,
        source: "College Scorecard institution file",
        source_year: "2023-24",
      },
    });
    // An income band is written in words a screen reader reads as a range, and wraps only between words.
    expect(figure(outcomes, "net_price_0_30k")).toMatchObject({
      label: "Net price, family income $0 to $30,000",
      display: "$17,966",
    });
    expect(figure(outcomes, "net_price_75_110k")).toMatchObject({
      label: "Net price, family income $75,001 to $110,000",
    });
    expect(figure(outcomes, "graduation_rate")).toMatchObject({ value: 0.8655, display: "86.6%" });
    expect(figure(outcomes, "median_earnings_10yr")).toMatchObject({
      value: 63756,
      source: "College Scorecard Most-Recent-Cohorts file",
      source_year: "2025",
    });
    // Debt comes from the Most-Recent-Cohorts file too; no national median is computed for it.
    expect(figure(outcomes, "median_debt")).toMatchObject({
      value: 23250,
      display: "$23,250",
      status: "reported",
      source: "College Scorecard Most-Recent-Cohorts file",
      source_year: "2025",
      national_median: null,
    });
    // No value without a source.
    for (const f of outcomes.figures) expect(f.value === null || (f.source && f.source_year)).toBeTruthy();
  });

  it("says 'Not reported' for a figure the source does not hold for a school", async () => {
    // Alaska Bible College: a net price, but its debt is not in the debt extract.
    const { body } = await get("/api/institutions/alaska-bible-college");
    expect(figure(body.data.outcomes, "net_price").status).toBe("reported");
    expect(figure(body.data.outcomes, "median_debt")).toMatchObject({
      value: null,
      display: "Not reported",
      status: "not_reported",
      source: null,
    });
  });

  it("says an undergraduate measure does not apply to a graduate-only school", async () => {
    const { body } = await get("/api/institutions/princeton-theological-seminary");
    expect(body.data.outcomes.graduate_only).toBe(true);
    expect(figure(body.data.outcomes, "graduation_rate")).toMatchObject({
      value: null,
      status: "not_applicable",
      display: "Not applicable: graduate-only institution",
    });
  });

  it("has no figures for a school outside the United States", async () => {
    const [world] = await db
      .select({ slug: institutions.slug })
      .from(institutions)
      .where(sql`country <> 'United States' and not needs_review`)
      .limit(1);
    const { body } = await get(`/api/institutions/${world!.slug}`);
    expect(body.data.outcomes).toBeNull();
  });

  it("says a privacy-suppressed figure is withheld by the source", async () => {
    const id = await schoolId("moody-bible-institute");
    await db
      .update(institutionOutcomes)
      .set({ medianEarnings10yr: null, suppressed: ["median_earnings_10yr"] })
      .where(eq(institutionOutcomes.institutionId, id));
    const outcomes = await getInstitutionOutcomes(db, { id, country: "United States" });
    expect(figure(outcomes, "median_earnings_10yr")).toMatchObject({
      value: null,
      status: "privacy_suppressed",
      display: "Privacy-suppressed by the source",
      source: null,
    });
  });

  it("compare shows each figure with its source and median, or why there is none", async () => {
    const { status, body } = await get("/api/compare?schools=wheaton-college,princeton-theological-seminary");
    expect(status).toBe(200);
    const row = body.data.rows.find((r: { key: string }) => r.key === "net_price");
    expect(row).toMatchObject({ label: "Average net price", group: "Cost and outcomes", differs: true });
    expect(row.cells[0]).toEqual({
      text: "$26,984",
      reported: true,
      note: "College Scorecard institution file, 2023-24; national median $22,078",
    });
    expect(row.cells[1]).toEqual({
      text: "Not applicable: graduate-only institution",
      reported: false,
      note: null,
    });
  });

  it("a new data release never overwrites the figures of a school an administrator edited", async () => {
    const wheaton = await schoolId("wheaton-college");
    const baylor = await schoolId("baylor-university");
    await db.execute(sql`update institutions set edited_fields = array['outcomes'] where id = ${wheaton}`);
    await db
      .update(institutionOutcomes)
      .set({ netPrice: 1000 })
      .where(sql`institution_id in (${wheaton}, ${baylor})`);
    const before = await readDataVersion(db);
    await db.transaction((tx) => applyOutcomeSeed(tx, readOutcomeSeed()));
    const prices = await db
      .select({ id: institutionOutcomes.institutionId, netPrice: institutionOutcomes.netPrice })
      .from(institutionOutcomes)
      .where(sql`institution_id in (${wheaton}, ${baylor})`);
    const netPrice = Object.fromEntries(prices.map((p) => [p.id, p.netPrice]));
    // Wheaton keeps the administrator's figure; Baylor gets the source's back.
    expect(netPrice[wheaton]).toBe(1000);
    expect(netPrice[baylor]).toBe(BAYLOR_NET_PRICE);
    // The figures are public data: changing them moves the institutions data version on.
    expect(await readDataVersion(db)).toBeGreaterThan(before);
  });

  describe("search by net price and graduation rate", () => {
    /** The slugs and figures of every listed (public) school, for checking the API's answers against the data. */
    const figures = async () => {
      const { rows } = await db.execute<{ slug: string; net_price: number | null; graduation_rate: number | null }>(
        sql`select i.slug, o.net_price, o.graduation_rate
              from institutions i left join institution_outcomes o on o.institution_id = i.id
              where not i.needs_review`,
      );
      return new Map(rows.map((row) => [row.slug, row]));
    };

    it("sorts by net price, lowest first, schools without one last", async () => {
      const bySlug = await figures();
      const { status, body } = await get("/api/institutions?sort=net_price&page_size=100");
      expect(status).toBe(200);
      const prices = body.data.institutions.map((school: Json) => bySlug.get(school.slug)!.net_price);
      expect(prices.every((price: number | null) => price !== null)).toBe(true);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
      const last = await get(`/api/institutions?sort=net_price&page_size=100&page=${body.data.pagination.totalPages}`);
      const tail = last.body.data.institutions.map((school: Json) => bySlug.get(school.slug)!.net_price);
      expect(tail.at(-1)).toBeNull();
    });

    it("sorts by graduation rate, highest first", async () => {
      const bySlug = await figures();
      const { body } = await get("/api/institutions?sort=graduation_rate&page_size=50&country=United%20States");
      const rates = body.data.institutions.map((school: Json) => bySlug.get(school.slug)!.graduation_rate);
      expect(rates.every((rate: number | null) => rate !== null)).toBe(true);
      expect(rates).toEqual([...rates].sort((a: number, b: number) => b - a));
    });

    it("keeps only schools with a net price at most the amount, with exact totals and facet counts", async () => {
      const bySlug = await figures();
      const expected = [...bySlug.values()].filter((row) => row.net_price !== null && row.net_price <= 20000).length;
      expect(expected).toBeGreaterThan(50);
      const { status, body } = await get("/api/institutions?max_net_price=20000&page_size=100");
      expect(status).toBe(200);
      expect(body.data.pagination.total).toBe(expected);
      for (const school of body.data.institutions)
        expect(bySlug.get(school.slug)!.net_price).toBeLessThanOrEqual(20000);
      const typeCounts = body.data.facets.institution_type.reduce((sum: number, f: Json) => sum + f.count, 0);
      expect(typeCounts).toBe(expected);
    });

    it("keeps only schools with a graduation rate at or above the percentage, combined with other filters", async () => {
      const bySlug = await figures();
      const expected = [...bySlug.values()].filter(
        (row) =>
          row.graduation_rate !== null &&
          row.graduation_rate >= 0.7 &&
          row.net_price !== null &&
          row.net_price <= 30000,
      ).length;
      const { body } = await get("/api/institutions?min_graduation_rate=70&max_net_price=30000&page_size=100");
      expect(body.data.pagination.total).toBe(expected);
      for (const school of body.data.institutions) {
        expect(bySlug.get(school.slug)!.graduation_rate).toBeGreaterThanOrEqual(0.7);
      }
      const wheaton = await get("/api/institutions?q=wheaton&min_graduation_rate=86");
      expect(wheaton.body.data.institutions.map((school: Json) => school.slug)).toContain("wheaton-college");
      const stricter = await get("/api/institutions?q=wheaton&min_graduation_rate=87");
      expect(stricter.body.data.institutions.map((school: Json) => school.slug)).not.toContain("wheaton-college");
    });

    it("gives each hit the figures the search is ordered or bounded by, with their source; none otherwise", async () => {
      const bySlug = await figures();
      const plain = await get("/api/institutions?page_size=20");
      for (const school of plain.body.data.institutions) expect(school.figures).toBeUndefined();

      const sorted = await get("/api/institutions?sort=net_price&page_size=20");
      for (const school of sorted.body.data.institutions) {
        expect(school.figures.map((figure: Json) => figure.measure)).toEqual(["net_price"]);
        expect(school.figures[0]).toMatchObject({
          value: bySlug.get(school.slug)!.net_price,
          status: "reported",
          source: "College Scorecard institution file",
          source_year: "2023-24",
        });
      }

      // Sorted by graduation rate and bounded by net price: the sort's figure first.
      const both = await get("/api/institutions?sort=graduation_rate&max_net_price=30000&q=wheaton");
      const wheaton = both.body.data.institutions.find((school: Json) => school.slug === "wheaton-college");
      expect(wheaton.figures.map((figure: Json) => [figure.measure, figure.value])).toEqual([
        ["graduation_rate", bySlug.get("wheaton-college")!.graduation_rate],
        ["net_price", bySlug.get("wheaton-college")!.net_price],
      ]);
      expect(wheaton.figures[0].display).toBe("86.6%");

      // The last page of a net price sort holds schools without one: they say why.
      const pages = (await get("/api/institutions?sort=net_price&page_size=100")).body.data.pagination.totalPages;
      const last = await get(`/api/institutions?sort=net_price&page_size=100&page=${pages}`);
      const missing = last.body.data.institutions.filter(
        (school: Json) => school.country === "United States" && bySlug.get(school.slug)?.net_price == null,
      );
      expect(missing.length).toBeGreaterThan(0);
      for (const school of missing)
        expect(school.figures[0]).toMatchObject({ measure: "net_price", value: null, source: null });
      expect(missing[0].figures[0].display).toMatch(/^(Not reported|Not applicable: graduate-only institution)$/);
      // A school outside the United States has none (the Scorecard covers U.S. schools only).
      const canada = await get("/api/institutions?sort=net_price&country=Canada");
      expect(canada.body.data.institutions.length).toBeGreaterThan(0);
      for (const school of canada.body.data.institutions) expect(school.figures).toEqual([]);
    });

    const refused: [string, string][] = [
      ["max_net_price=abc", "max_net_price"],
      ["max_net_price=-1", "max_net_price"],
      ["max_net_price=200001", "max_net_price"],
      ["max_net_price=1.5", "max_net_price"],
      ["min_graduation_rate=101", "min_graduation_rate"],
      ["min_graduation_rate=-5", "min_graduation_rate"],
      ["min_graduation_rate=high", "min_graduation_rate"],
    ];
    for (const [query, field] of refused) {
      it(`refuses ?${query} with 400 naming ${field}`, async () => {
        const { status, body } = await get(`/api/institutions?${query}`);
        expect(status).toBe(400);
        expect(body.error.fields[field]).toMatch(new RegExp(`^${field} must be a whole number from 0 to \\d+$`));
      });
    }

    it("is described in the OpenAPI document", async () => {
      const { body } = await get("/api/openapi.json");
      const search = body.paths["/api/institutions"].get.parameters.map((p: Json) => p.name);
      expect(search).toEqual(expect.arrayContaining(["max_net_price", "min_graduation_rate"]));
      const one = body.paths["/api/institutions/{slug}"].get.responses["200"].content["application/json"].schema;
      expect(JSON.stringify(one)).toContain("national_median");
    });
  });
});
