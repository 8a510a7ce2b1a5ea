/**
 * The world list and why each school is listed, on the real server and database: listed_because in
 * the API and its OpenAPI document, the line on the page, a renamed school's old address answering
 * 301, and searches near places abroad.
 */
import { describe, expect, it } from "vitest";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

describe("the world list and why each school is listed", async () => {
  const site = await siteUnderTest();
  const { json } = site;

  it("gives every institution's listed_because in the API, and documents it", async () => {
    const wheaton = (await json("/api/institutions/wheaton-college")).data.institution;
    expect(wheaton.listed_because).toEqual({
      kind: "ipeds",
      source: "IPEDS (NCES)",
      url: "https://nces.ed.gov/collegenavigator/?id=149781",
      quote: "Religious affiliation: Undenominational",
      year: "2021-22",
    });
    const gordonConwell = (await json("/api/institutions/gordon-conwell-theological-seminary")).data.institution;
    expect(gordonConwell.listed_because).toMatchObject({ kind: "official-site", source: "gordonconwell.edu" });
    expect(gordonConwell.founded_year).toBeNull();
    const leuven = (await json("/api/institutions/katholieke-universiteit-leuven")).data.institution;
    expect(leuven).toMatchObject({ country: "Belgium", location_precision: "city" });
    expect(leuven.listed_because.year).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const openapi = JSON.stringify(await json("/api/openapi.json"));
    expect(openapi).toContain("listed_because");
    expect(openapi).toContain("Why the school is listed");
  });

  it("shows the line on the page with the kind of page, and says a school abroad is placed at its city's centre", async () => {
    const page = (await httpRequest(`${site.url}/institution/catholic-university-of-eastern-africa`)).body;
    expect(page).toContain("Listed because: </span>");
    expect(page).toContain("Marked at the centre of Nairobi (GeoNames), not at the campus itself.");
    const wheaton = (await httpRequest(`${site.url}/institution/wheaton-college`)).body;
    expect(wheaton).toMatch(/Listed because: <\/span>.*Religious affiliation: Undenominational/s);
    expect(wheaton).not.toContain("Marked at the centre of");
    // A checked page says what kind of page it is: here a copy of an encyclopedia article.
    const leuven = (await httpRequest(`${site.url}/institution/katholieke-universiteit-leuven`)).body;
    expect(leuven).toMatch(
      /informasilengkap\.com<span class="sr-only"> \(opens in a new tab\)<\/span><\/a> \(encyclopedia article\), read 2026-11-27/,
    );
  });

  it("answers a renamed, misspelt or folded school's old address with a permanent redirect", async () => {
    const page = await httpRequest(`${site.url}/institution/evangelische-fachhochschule-darmstadt`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe("/institution/evangelische-hochschule-darmstadt");
    const campus = await httpRequest(`${site.url}/api/institutions/katholieke-universiteit-leuven-campus-kortrijk`);
    expect(campus.status).toBe(301);
    expect(campus.headers.location).toBe("/api/institutions/katholieke-universiteit-leuven");
    const related = await httpRequest(
      `${site.url}/api/institutions/katholieke-universiteit-leuven-campus-kortrijk/related?limit=2`,
    );
    expect(related.status).toBe(301);
    expect(related.headers.location).toBe("/api/institutions/katholieke-universiteit-leuven/related?limit=2");
    // An address that misspelt the name, and the institute merged into the same university.
    for (const old of ["pontifica-universita-gregoriana", "pontificio-istituto-orientale"]) {
      const gregorian = await httpRequest(`${site.url}/institution/${old}`);
      expect(gregorian.status, old).toBe(301);
      expect(gregorian.headers.location).toBe("/institution/pontificia-universita-gregoriana");
    }
    // A closed school with no listed successor is gone.
    expect((await httpRequest(`${site.url}/institution/evangelische-fachhochschule-hannover`)).status).toBe(404);
  });

  it("finds schools near Seoul and Nairobi, and in the area of a school abroad", async () => {
    const seoul = (await json("/api/institutions?near=Seoul&radius=25&page_size=100")).data;
    expect(seoul.near.label).toBe("Seoul, South Korea");
    expect(seoul.pagination.total).toBeGreaterThanOrEqual(3);
    expect(seoul.institutions.every((card: { country: string }) => card.country === "South Korea")).toBe(true);
    const nairobi = (await json("/api/institutions?near=Nairobi&radius=50&page_size=100")).data;
    const slugs = nairobi.institutions.map((card: { slug: string }) => card.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        "catholic-university-of-eastern-africa",
        "adventist-university-of-africa",
        "presbyterian-university-of-east-africa",
      ]),
    );
    const kenya = (await json("/api/institutions?country=Kenya")).data;
    expect(kenya.pagination.total).toBe(5);
    const map = (await json("/api/institutions/map?country=Kenya")).data;
    expect(map.points).toHaveLength(5);
  });
});
