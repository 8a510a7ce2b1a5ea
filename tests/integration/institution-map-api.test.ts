/**
 * GET /api/institutions/map over real HTTP (Express app, real PostgreSQL): every match of a search
 * that has coordinates, not one page; the same filters and the same 400s as the search call.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { createTestDatabase } from "../setup/database";

describe("institution map API", async () => {
  const database = await createTestDatabase();
  const { services } = database;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // A fixed data stamp switches the guest response cache on, as the server does.
    const app = createApp({ services, health: services.health as DatabaseHealth, dataStamp: async () => "1" });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = any;
  interface Point {
    slug: string;
    name: string;
    state_province: string | null;
    country: string;
    institution_type: string;
    latitude: number;
    longitude: number;
  }
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const count = async (where: string) => {
    const { rows } = await services.db.execute<{ n: number }>(
      // The listed schools: those waiting for review are on no map.
      sql.raw(`select count(*)::int as n from institutions where not needs_review and (${where})`),
    );
    return rows[0]!.n;
  };

  it("answers with every placeable match, not one page", async () => {
    const { status, body, headers } = await get("/api/institutions/map?page_size=5&page=2&sort=name");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    const { points, total, without_coordinates } = body.data;
    expect(total).toBe(await count("true"));
    expect(without_coordinates).toBe(
      await count("latitude is null or longitude is null or abs(latitude) > 90 or abs(longitude) > 180"),
    );
    expect(points).toHaveLength(total - without_coordinates);
    expect(points.length).toBeGreaterThan(100);
    expect(Object.keys(points[0]).sort()).toEqual(
      ["slug", "name", "city", "state_province", "country", "institution_type", "latitude", "longitude"].sort(),
    );
    for (const point of points as Point[]) {
      expect(typeof point.latitude).toBe("number");
      expect(typeof point.longitude).toBe("number");
      expect(Math.abs(point.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(point.longitude)).toBeLessThanOrEqual(180);
    }
    expect(new Set(points.map((point: Point) => point.slug)).size).toBe(points.length);
  });

  it("matches exactly what the search finds, filters and text alike", async () => {
    const query = "q=baptist&country=United%20States&state=TX";
    const map = (await get(`/api/institutions/map?${query}`)).body.data;
    const list = (await get(`/api/institutions?${query}&page_size=100`)).body.data;
    expect(map.total).toBe(list.pagination.total);
    const listed = new Set(list.institutions.map((card: { slug: string }) => card.slug));
    expect(map.points.length).toBe(map.total - map.without_coordinates);
    for (const point of map.points as Point[]) {
      expect(listed.has(point.slug)).toBe(true);
      expect(point.state_province).toBe("TX");
      expect(point.country).toBe("United States");
    }
  });

  it("respects the type filter and the boolean filters", async () => {
    const { body } = await get("/api/institutions/map?institution_type=Seminary&online_programs=true");
    expect(body.data.total).toBe(await count("institution_type = 'Seminary' and online_programs = true"));
    expect(body.data.points.length).toBeGreaterThan(0);
    for (const point of body.data.points as Point[]) expect(point.institution_type).toBe("Seminary");
  });

  it("maps a distance search: the schools within the radius of the place", async () => {
    const query = "near=60187&radius=25";
    const map = (await get(`/api/institutions/map?${query}`)).body.data;
    const list = (await get(`/api/institutions?${query}&page_size=100`)).body.data;
    expect(map.total).toBe(list.pagination.total);
    expect(map.points.length).toBeGreaterThan(0);
    expect(new Set(map.points.map((point: Point) => point.slug))).toEqual(
      new Set(list.institutions.map((card: { slug: string }) => card.slug)),
    );
    const unknown = await get("/api/institutions/map?near=Nowhereville%2C%20ZZ");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.near).toMatch(/Nowhereville/);
  });

  it("answers an empty map when nothing matches", async () => {
    const { status, body } = await get("/api/institutions/map?q=zzzzqqqqxxxx");
    expect(status).toBe(200);
    expect(body.data).toEqual({ points: [], total: 0, without_coordinates: 0 });
  });

  for (const [query, field] of [
    ["online_programs=maybe", "online_programs"],
    ["financial_aid_available=2", "financial_aid_available"],
    [`country=${"y".repeat(300)}`, "country"],
    ["page=abc", "page"],
    ["sort=price", "sort"],
  ] as const) {
    it(`?${query.slice(0, 40)} -> 400 naming ${field}`, async () => {
      const { status, body } = await get(`/api/institutions/map?${query}`);
      expect(status).toBe(400);
      expect(body.error.message).toBe("Some parameters are not valid");
      expect(body.error.fields[field]).toMatch(new RegExp(field));
    });
  }

  it("is a guest answer the response cache keeps (ETag, 304)", async () => {
    const first = await fetch(`${base}/api/institutions/map?state=IL`);
    expect(first.headers.get("x-cache")).toBeNull();
    const second = await fetch(`${base}/api/institutions/map?state=IL`);
    expect(second.headers.get("x-cache")).toBe("hit");
    const etag = second.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/api/institutions/map?state=IL`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("is described in the OpenAPI document", async () => {
    const { body } = await get("/api/openapi.json");
    const operation = body.paths["/api/institutions/map"].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toContain("state");
    expect(operation.responses["200"].content["application/json"].schema.properties.data.properties.points.type).toBe(
      "array",
    );
  });

  it("lets images come from the tile host only when MAP_TILE_URL is set", async () => {
    const imgSrc = (csp: string | null) => csp!.split(";").find((part) => part.trim().startsWith("img-src"))!;
    expect(imgSrc((await fetch(`${base}/healthz`)).headers.get("content-security-policy"))).not.toContain("tiles");
    const env = {
      ...services.env,
      MAP_TILE_URL: "http://{s}.tiles.example.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "Example",
    };
    const tiled = createApp({ services: { ...services, env }, health: services.health as DatabaseHealth });
    const other = tiled.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/healthz`);
      expect(imgSrc(response.headers.get("content-security-policy"))).toContain("http://*.tiles.example.org");
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
