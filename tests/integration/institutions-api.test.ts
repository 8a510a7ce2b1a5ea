/**
 * The institution calls of the JSON API over real HTTP (Express app, real PostgreSQL): the shapes
 * of the contract, the OpenAPI listing, and malformed input that must never reach a 5xx.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/activity";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { createTestDatabase } from "../setup/database";

describe("institution API", async () => {
  const database = await createTestDatabase();
  const { services } = database;
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
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };

  describe("GET /api/institutions", () => {
    it("answers with institutions, pagination and facets", async () => {
      const { status, body, headers } = await get("/api/institutions?q=university&country=United%20States&page_size=5");
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("public, max-age=60");
      const { institutions, pagination, facets } = body.data;
      expect(institutions).toHaveLength(5);
      expect(Object.keys(institutions[0]).sort()).toEqual(
        [
          "id",
          "slug",
          "institution_name",
          "city",
          "state_province",
          "country",
          "institution_type",
          "denomination",
          "tradition",
          "accreditation_status",
          "student_body_size",
          "student_body_size_measure",
          "student_body_size_display",
          "image_path",
          "online_programs",
          "financial_aid_available",
          "tuition",
          "tuition_year",
          "tuition_source",
        ].sort(),
      );
      expect(pagination).toEqual({
        total: expect.any(Number),
        page: 1,
        pageSize: 5,
        totalPages: Math.ceil(pagination.total / 5),
      });
      expect(Object.keys(facets).sort()).toEqual(
        [
          "accreditation_status",
          "accreditation_group",
          "country",
          "denomination",
          "institution_type",
          "state",
          "tradition",
          "accreditor_type",
        ].sort(),
      );
      // The country facet is counted without the country filter: the United States entry is the total.
      expect(facets.country.find((entry: { value: string }) => entry.value === "United States").count).toBe(
        pagination.total,
      );
      expect(facets.country.length).toBeGreaterThan(1);
    });

    it("finds a misspelt school and records the search (once, on page 1)", async () => {
      const { body } = await get("/api/institutions?q=Wheaten");
      expect(body.data.institutions.map((card: { institution_name: string }) => card.institution_name)).toContain(
        "Wheaton College",
      );
      await get("/api/institutions?q=Wheaten&page=2");
      await new Promise((resolve) => setTimeout(resolve, 200));
      const events = await database.db.select().from(analyticsEvents);
      expect(events.filter((event) => event.kind === "search" && event.subject === "wheaten")).toHaveLength(1);
    });

    // Malformed or hostile parameters: each answers 200 (clamped or ignored) or 400 naming the field.
    const MALFORMED: [string, 200 | 400, string?][] = [
      ["page=-1", 200],
      ["page=0", 200],
      ["page=abc", 400, "page"],
      ["page=1.5", 400, "page"],
      ["page=1e3", 400, "page"],
      ["page=99999999999999999999", 400, "page"],
      ["page=%20", 200],
      ["page_size=100000", 200],
      ["page_size=-5", 200],
      ["page_size=abc", 400, "page_size"],
      ["page=1&page=2", 200],
      ["page[]=1", 200],
      ["sort=price", 400, "sort"],
      ["sort=", 200],
      ["sort=relevance&sort=name", 200],
      ["online_programs=maybe", 400, "online_programs"],
      ["financial_aid_available=2", 400, "financial_aid_available"],
      ["online_programs=TRUE", 200],
      ["q=%00", 200],
      ["q=%25%25%25", 200],
      ["q=___", 200],
      ["q=%27%3B%20drop%20table%20institutions%3B--", 200],
      ["q=a%20%26%20b%20%7C%20!c%3A*%20%3C-%3E", 200],
      ["q=%5C", 200],
      ["q=%E2%80%8B%F0%9F%98%80", 200],
      ["q=%FF%FE", 200],
      [`q=${"x".repeat(5000)}`, 200],
      [`q=${"word%20".repeat(200)}`, 200],
      ["q=st", 200],
      ["q=the", 200],
      ["q=", 200],
      [`country=${"y".repeat(300)}`, 400, "country"],
      ["country=%00", 200],
      ["state=TX", 200],
      ["denomination=Baptist&denomination=Catholic", 200],
      ["unknown=1&foo[bar]=2", 200],
      ["institution_type=%25", 200],
    ];
    for (const [query, expected, field] of MALFORMED) {
      it(`?${query.slice(0, 60)} -> ${expected}`, async () => {
        const { status, body } = await get(`/api/institutions?${query}`);
        expect(status).toBe(expected);
        if (expected === 400) {
          expect(body.error.message).toBe("Some parameters are not valid");
          expect(body.error.fields[field!]).toMatch(new RegExp(field!));
        } else {
          expect(Array.isArray(body.data.institutions)).toBe(true);
          expect(body.data.pagination.pageSize).toBeLessThanOrEqual(100);
          expect(body.data.pagination.page).toBeGreaterThanOrEqual(1);
        }
      });
    }
  });

  describe("GET /api/institutions near a place", () => {
    it("answers with the place found, and each school's distance, nearest first", async () => {
      const { status, body } = await get("/api/institutions?near=60187&radius=25&page_size=5");
      expect(status).toBe(200);
      expect(body.data.near).toEqual({
        query: "60187",
        label: "60187 (Wheaton, IL)",
        latitude: 41.8724,
        longitude: -88.1123,
        radius_miles: 25,
      });
      const distances = body.data.institutions.map((card: Json) => card.distance_miles);
      expect(body.data.institutions[0].institution_name).toBe("Wheaton College");
      expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    });

    it("answers without a place with near null and no distances", async () => {
      const { body } = await get("/api/institutions?page_size=1");
      expect(body.data.near).toBeNull();
      expect(body.data.institutions[0]).not.toHaveProperty("distance_miles");
    });

    it.each([
      ["near=Nowhereville%2C%20ZZ", "near", 'We could not find "Nowhereville, ZZ"'],
      ["near=60187&radius=7", "radius", "radius must be one of 10, 25, 50, 100, 250, 500, any (miles)"],
      [`near=${"x".repeat(101)}`, "near", "near must be at most 100 characters"],
    ])("refuses %s with 400 naming the field", async (query, field, message) => {
      const { status, body } = await get(`/api/institutions?${query}`);
      expect(status).toBe(400);
      expect(body.error.fields[field]).toContain(message);
    });
  });

  describe("GET /api/institutions/:slug", () => {
    it("answers with the institution", async () => {
      const { status, body } = await get("/api/institutions/wheaton-college");
      expect(status).toBe(200);
      expect(body.data.institution).toMatchObject({
        slug: "wheaton-college",
        institution_name: "Wheaton College",
        state_province: "IL",
        source_id: 149781,
      });
    });

    it("answers 404 with the contract's message for an unknown slug", async () => {
      for (const slug of ["no-such-school", "%00", "x".repeat(150), "%E0%A4%A"]) {
        const { status, body } = await get(`/api/institutions/${slug}`);
        expect(status, slug).toBeGreaterThanOrEqual(400);
        expect(status, slug).toBeLessThan(500);
        expect(typeof body.error.message).toBe("string");
      }
      expect(await get("/api/institutions/no-such-school")).toMatchObject({
        status: 404,
        body: { error: { message: "Institution not found" } },
      });
      expect((await get(`/api/institutions/${"x".repeat(300)}`)).status).toBe(400);
    });
  });

  describe("GET /api/institutions/:slug/related", () => {
    it("answers four related schools by default of the page (limit=4), three without", async () => {
      const four = await get("/api/institutions/baylor-university/related?limit=4");
      expect(four.status).toBe(200);
      expect(four.body.data.institutions).toHaveLength(4);
      expect((await get("/api/institutions/baylor-university/related")).body.data.institutions).toHaveLength(3);
    });

    it("clamps or refuses a malformed limit, and 404s an unknown school", async () => {
      expect(
        (await get("/api/institutions/baylor-university/related?limit=100000")).body.data.institutions,
      ).toHaveLength(12);
      expect((await get("/api/institutions/baylor-university/related?limit=-3")).body.data.institutions).toHaveLength(
        1,
      );
      expect((await get("/api/institutions/baylor-university/related?limit=lots")).status).toBe(400);
      expect((await get("/api/institutions/nobody/related")).status).toBe(404);
    });
  });

  describe("GET /api/filters", () => {
    it("lists distinct sorted values of each filter", async () => {
      const { status, body } = await get("/api/filters");
      expect(status).toBe(200);
      expect(body.data.institution_type).toEqual([
        "Bible College",
        "College",
        "Graduate School",
        "Seminary",
        "University",
      ]);
      expect(body.data.country).toContain("United States");
      expect(body.data.denomination).toContain("Catholic");
      expect(body.data.tradition).toContain("Churches of Christ");
      expect(body.data.tradition).not.toContain("Other (none of the above)");
      expect(body.data.accreditation_status).toEqual(["Accredited Institution"]);
    });

    it("lists the states of a country and refuses a missing country", async () => {
      const { body } = await get("/api/filters/states?country=United%20States");
      expect(body.data.country).toBe("United States");
      expect(body.data.states).toContain("TX");
      expect(body.data.states).toEqual([...body.data.states].sort());
      expect(await get("/api/filters/states")).toMatchObject({
        status: 400,
        body: { error: { fields: { country: "country is required" } } },
      });
      expect((await get("/api/filters/states?country=")).status).toBe(400);
      expect((await get("/api/filters/states?country=Atlantis")).body.data.states).toEqual([]);
    });
  });

  it("documents every institution call in the OpenAPI document", async () => {
    const { body } = await get("/api/openapi.json");
    for (const path of [
      "/api/institutions",
      "/api/institutions/{slug}",
      "/api/institutions/{slug}/related",
      "/api/filters",
      "/api/filters/states",
    ]) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    const parameters = body.paths["/api/institutions"].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining(["q", "near", "radius", "country", "state", "sort", "page", "page_size"]),
    );
  });
});
