/**
 * Searching near a place against the real seeded data in PostgreSQL: the radius keeps exactly the
 * schools a great-circle distance computed here keeps, combined with the text query, the filters
 * and the facet counts; distance sorting; unknown places refused with a message.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { institutions } from "~/db/schema/institutions";
import { SearchParamsSchema } from "~/domain/institutions/institution.schemas";
import { searchInstitutions } from "~/domain/institutions/institution-search.server";
import { findPlace } from "~/domain/places/places.server";
import { AppError } from "~/lib/errors";
import { createTestDatabase } from "../setup/database";

/** Haversine miles, written independently of the SQL. */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe("distance search", async () => {
  const { db } = await createTestDatabase();
  // The listed schools: those waiting for review are in no search.
  const rows = await db.select().from(institutions).where(eq(institutions.needsReview, false));
  const located = rows.filter((row) => row.latitude !== null && row.longitude !== null) as ((typeof rows)[number] & {
    latitude: number;
    longitude: number;
  })[];

  const search = (input: Record<string, string>) => searchInstitutions(db, SearchParamsSchema.parse(input));

  async function allIds(input: Record<string, string>) {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const result = await search({ ...input, page: String(page), page_size: "100" });
      ids.push(...result.institutions.map((card) => card.id));
      if (page >= result.pagination.totalPages) return { ids, total: result.pagination.total };
    }
  }

  const within = (place: { latitude: number; longitude: number }, radius: number) =>
    located.filter((row) => miles(place, row) <= radius);

  it("ZIP 60187 puts Wheaton College first, with its distance", async () => {
    const result = await search({ near: "60187" });
    expect(result.near).toMatchObject({ label: "60187 (Wheaton, IL)", radius_miles: 50 });
    const first = result.institutions[0]!;
    expect(first.institution_name).toMatch(/^Wheaton College/);
    expect(first.state_province).toBe("IL");
    expect(first.distance_miles).toBeLessThan(3);
    // Nearest first: every distance at least the one before.
    const distances = result.institutions.map((card) => card.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it.each([10, 25, 50, 100, 250, 500])("keeps exactly the schools within %i miles of Wheaton, IL", async (radius) => {
    const place = findPlace("Wheaton, IL")!;
    const expected = within(place, radius);
    const { ids, total } = await allIds({ near: "Wheaton, IL", radius: String(radius) });
    // Rows right at the edge may round either way in floating point; none is that close here.
    expect(new Set(ids)).toEqual(new Set(expected.map((row) => row.id)));
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(0);
  });

  it("any distance keeps every school and still sorts by distance, those without coordinates last", async () => {
    const result = await search({ near: "Lynchburg, VA", radius: "any", page_size: "100" });
    expect(result.pagination.total).toBe(rows.length);
    expect(result.institutions.slice(0, 3).map((card) => card.city)).toEqual(["Lynchburg", "Lynchburg", "Lynchburg"]);
    const last = await search({ near: "Lynchburg, VA", radius: "any", page: String(Math.ceil(rows.length / 20)) });
    const missing = rows.length - located.length;
    if (missing > 0) expect(last.institutions.at(-1)!.distance_miles).toBeNull();
    else expect(last.institutions.at(-1)!.distance_miles).toBeGreaterThan(1000);
  });

  it("combines with the text query, the filters and the facet counts", async () => {
    const place = findPlace("60187")!;
    const nearby = within(place, 100);
    const baptist = nearby.filter((row) => row.denomination === "Baptist");
    const result = await search({ near: "60187", radius: "100", denomination: "Baptist", page_size: "100" });
    expect(result.pagination.total).toBe(baptist.length);
    // Each facet counts under the other filters, distance included.
    const denominations = new Map(result.facets.denomination.map((entry) => [entry.value, entry.count]));
    for (const [value, count] of denominations) {
      expect(count).toBe(nearby.filter((row) => row.denomination === value).length);
    }
    const states = new Map(result.facets.state.map((entry) => [entry.value, entry.count]));
    expect([...states.keys()].sort()).toEqual([...new Set(baptist.map((row) => row.stateProvince!))].sort());

    const text = await search({ q: "bible", near: "60187", radius: "100", page_size: "100" });
    expect(text.pagination.total).toBeGreaterThan(0);
    expect(text.pagination.total).toBeLessThan((await search({ q: "bible" })).pagination.total);
    for (const card of text.institutions) expect(card.distance_miles).toBeLessThanOrEqual(100);
  });

  it("sorts by distance on request, and falls back without a place", async () => {
    const sorted = await search({ q: "college", near: "Grand Rapids, MI", sort: "distance", page_size: "30" });
    const distances = sorted.institutions.map((card) => card.distance_miles!);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const noPlace = await search({ sort: "distance", page_size: "5" });
    expect(noPlace.near).toBeNull();
    expect(noPlace.institutions[0]).not.toHaveProperty("distance_miles");
  });

  it("pages nearest first exactly, page after page, however far the circles it looks in must grow", async () => {
    const place = findPlace("Wheaton, IL")!;
    for (const radius of ["500", "any"]) {
      const ids: number[] = [];
      const distances: number[] = [];
      for (let page = 1; ; page++) {
        const result = await search({
          near: "Wheaton, IL",
          radius,
          sort: "distance",
          page: String(page),
          page_size: "7",
        });
        ids.push(...result.institutions.map((card) => card.id));
        distances.push(...result.institutions.map((card) => card.distance_miles ?? Infinity));
        if (page >= result.pagination.totalPages) break;
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const expected = radius === "any" ? rows : within(place, 500);
      expect(new Set(ids)).toEqual(new Set(expected.map((row) => row.id)));
    }
  });

  it("finds places outside the United States and by coordinates", async () => {
    // Schools outside the United States carry no coordinates yet; those across the border do.
    const toronto = await search({ near: "Toronto", radius: "100" });
    expect(toronto.near?.label).toBe("Toronto, Canada");
    expect(toronto.pagination.total).toBeGreaterThan(0);
    for (const card of toronto.institutions) expect(card.distance_miles).toBeLessThanOrEqual(100);
    const coordinates = await search({ near: "41.87,-88.1", radius: "10" });
    expect(coordinates.near?.label).toBe("your location");
    expect(coordinates.institutions.map((card) => card.institution_name)).toContain(
      rows.find((row) => row.institutionName.startsWith("Wheaton College") && row.stateProvince === "IL")!
        .institutionName,
    );
  });

  it("refuses a place it does not know with a message naming the field", async () => {
    for (const near of ["99999", "Nowhereville, ZZ", "zzzz qqqq"]) {
      const error = await search({ near }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("invalid");
      expect((error as AppError).fields?.near).toContain(`We could not find "${near}"`);
    }
  });
});
