/**
 * The founding year and the precise tradition on the real server and database: both in the API,
 * its OpenAPI document, the institution page, compare and search (the tradition filter with its
 * facet counts, by church body); and an administrator's founding year surviving a restart and a re-seed that
 * brings new founding years.
 */
import { describe, expect, it } from "vitest";
import { LISTED_SQL } from "~/domain/institutions/listed.server";
import { traditionGroup } from "~/domain/institutions/traditions";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

describe("founding year and tradition", async () => {
  const site = await siteUnderTest({ signIn: "admin" });
  const { database, json, pageText } = site;

  const founding = async (slug: string) =>
    (
      await database.pool.query(
        "select founded_year, founded_source, founded_source_year, edited_fields from institutions where slug = $1",
        [slug],
      )
    ).rows[0];

  it("gives the founding year with its source and year in the API, and null when no source states it", async () => {
    const wheaton = (await json("/api/institutions/wheaton-college")).data.institution;
    expect(wheaton).toMatchObject({ founded_year: 1860, founded_source: "ROR 0581k0452", founded_source_year: 2024 });
    // A year read from a checked page comes with the page and its words.
    const alaska = (await json("/api/institutions/alaska-christian-college")).data.institution;
    expect(alaska).toMatchObject({ founded_source: "peninsulaclarion.com" });
    expect(alaska.founded_source_url).toMatch(/^https?:\/\//);
    expect(alaska.founded_quote).toContain(String(alaska.founded_year));
    const yearSource = (institution: { fact_sources: { field: string }[] }) =>
      institution.fact_sources.find((source) => source.field === "founded_year");
    // A newspaper's page is not the school's: the year is named by its source, without a page of the school.
    expect(yearSource(alaska)).toMatchObject({ kind: "federal_file", label: "peninsulaclarion.com", source_url: null });
    // A year stated on the school's own site is "Stated on the school's site", with the page and its words.
    const jbu = (await json("/api/institutions/john-brown-university")).data.institution;
    expect(yearSource(jbu)).toEqual({
      field: "founded_year",
      kind: "school_site",
      label: "Stated on the school's site",
      source_url: "https://www.jbu.edu/archives/history/founding-family/",
      quote: jbu.founded_quote,
      quote_english: null,
      date: "2026",
      statement: null,
    });
    expect(jbu.founded_quote).toContain("1919");
    expect(yearSource(wheaton)).toMatchObject({ kind: "federal_file", label: "ROR 0581k0452", source_url: null });
    const huntsville = (await json("/api/institutions/huntsville-bible-college")).data.institution;
    expect(huntsville).toMatchObject({ founded_year: null, founded_source: null, founded_source_year: null });
  });

  it("documents the new fields and the tradition filter in the OpenAPI document", async () => {
    const text = JSON.stringify(await json("/api/openapi.json"));
    for (const name of ["founded_source", "founded_source_year", "tradition"]) expect(text).toContain(`"${name}"`);
  });

  it("shows the founding year with its source on the page, and 'Not reported' without one", async () => {
    expect(await pageText("/institution/wheaton-college")).toContain("1860 · ROR 0581k0452 (2024)");
    const moody = await pageText("/institution/huntsville-bible-college");
    expect(moody).toMatch(/Founded<\/dt><dd[^>]*>Not reported/);
  });

  it("shows the precise tradition instead of 'Other', on cards, pages and in compare", async () => {
    const page = await pageText("/institution/harding-university");
    expect(page).toMatch(/Denomination<\/dt><dd[^>]*>Churches of Christ</);
    // The badge at the top and the related schools name the tradition, never a bare "Other".
    expect(page).toMatch(/aria-label="At a glance".*?<li[^>]*>Churches of Christ<\/li>/s);
    expect(page).not.toMatch(/>Other<\/li>|· Other<\/p>/);
    const cards = (await json("/api/institutions?q=harding%20university")).data.institutions;
    expect(cards[0]).toMatchObject({
      slug: "harding-university",
      denomination: "Other",
      tradition: "Churches of Christ",
    });
    const search = await pageText("/search?q=harding%20university");
    expect(search).toContain("University · Churches of Christ");
    const compare = await pageText("/compare?schools=harding-university,wheaton-college");
    expect(compare).toContain("Churches of Christ");
    expect(compare).toContain("1860 · ROR 0581k0452 (2024)");
  });

  it("finds schools by their tradition's name and filters by it, with facet counts", async () => {
    const { rows } = await database.pool.query<{ n: number }>(
      "select count(*)::int as n from institutions where tradition = 'Churches of Christ'",
    );
    const expected = rows[0]!.n;
    expect(expected).toBeGreaterThan(10);
    const filtered = (await json("/api/institutions?tradition=Churches%20of%20Christ&page_size=100")).data;
    expect(filtered.pagination.total).toBe(expected);
    expect(filtered.institutions.every((card: { tradition: string }) => card.tradition === "Churches of Christ")).toBe(
      true,
    );
    // The tradition facet is counted without its own filter, the others under it.
    const facets = (await json("/api/institutions?denomination=Other")).data.facets;
    expect(facets.tradition).toContainEqual({ value: "Churches of Christ", count: expected });
    expect(facets.tradition.map((entry: { value: string }) => entry.value)).not.toContain("Other (none of the above)");
    const named = (await json("/api/institutions?q=assemblies%20of%20god&page_size=100")).data.institutions;
    expect(named.some((card: { tradition: string }) => card.tradition === "Assemblies of God Church")).toBe(true);
    const filterPage = await pageText("/search?tradition=Churches%20of%20Christ");
    expect(filterPage).toContain("All Traditions");
    expect(filterPage).toContain(`${expected} `);
  });

  it("filters by the church body, with the orders, dioceses and divisions schools abroad name inside it", async () => {
    const { rows } = await database.pool.query<{ tradition: string }>(
      `select tradition from institutions where ${LISTED_SQL} and tradition is not null`,
    );
    const inBody = (body: string) => rows.filter((row) => traditionGroup(row.tradition) === body).length;
    const slugs = (result: { institutions: { slug: string }[] }) => result.institutions.map((card) => card.slug);

    const catholic = (await json("/api/institutions?tradition=Roman%20Catholic&page_size=100")).data;
    expect(catholic.pagination.total).toBe(inBody("Roman Catholic"));
    // More than the schools whose source says only "Roman Catholic": the Jesuit universities abroad too.
    expect(catholic.pagination.total).toBeGreaterThan(rows.filter((row) => row.tradition === "Roman Catholic").length);
    const gregorian = (await json("/api/institutions?tradition=Roman%20Catholic&q=gregoriana")).data;
    // The card keeps the precise words its source gave.
    expect(gregorian.institutions).toEqual([
      expect.objectContaining({ slug: "pontificia-universita-gregoriana", tradition: "Roman Catholic (Jesuit)" }),
    ]);
    // A precise tradition in an address reads as its body, so an old link still finds its schools.
    const jesuit = (await json("/api/institutions?tradition=Roman%20Catholic%20(Jesuit)&page_size=100")).data;
    expect(jesuit.pagination.total).toBe(catholic.pagination.total);

    // IPEDS's "Seventh Day Adventist" and the church's own "Seventh-day Adventist (…Division)" are one body.
    const adventist = (await json("/api/institutions?tradition=Seventh-day%20Adventist&page_size=100")).data;
    expect(adventist.pagination.total).toBe(inBody("Seventh-day Adventist"));
    expect(slugs(adventist)).toEqual(expect.arrayContaining(["andrews-university", "avondale-university"]));
    const ipedsSpelling = (await json("/api/institutions?tradition=Seventh%20Day%20Adventist&page_size=100")).data;
    expect(ipedsSpelling.pagination.total).toBe(adventist.pagination.total);

    // The facet and the filter menu offer each body once, with no order or diocese in it.
    const facet: { value: string; count: number }[] = (await json("/api/institutions")).data.facets.tradition;
    expect(facet).toContainEqual({ value: "Roman Catholic", count: inBody("Roman Catholic") });
    expect(facet).toContainEqual({ value: "Protestant – EKD", count: inBody("Protestant – EKD") });
    expect(facet.filter((entry) => /Jesuit|Division|Seventh Day/.test(entry.value))).toEqual([]);
    const menu: string[] = (await json("/api/filters")).data.tradition;
    expect(new Set(menu)).toEqual(new Set(facet.map((entry) => entry.value)));
    expect(menu.length).toBeLessThan(new Set(rows.map((row) => row.tradition)).size);
  });

  it("names the church a school's own site states, with that page, in the API, on the page and in the filter", async () => {
    const lifePacific = (await json("/api/institutions/life-pacific-university")).data.institution;
    expect(lifePacific).toMatchObject({
      denomination: "Pentecostal",
      denomination_detail: "International Church of the Foursquare Gospel",
    });
    expect(
      lifePacific.fact_sources.filter((source: { field: string }) => source.field === "denomination_detail"),
    ).toEqual([
      {
        field: "denomination_detail",
        kind: "school_site",
        label: "Stated on the school's site",
        source_url: "https://lifepacific.edu/about/history-beliefs/",
        quote: expect.stringContaining("within the Foursquare tradition"),
        quote_english: null,
        date: "2026-12-08",
        statement: null,
      },
    ]);
    const page = await pageText("/institution/life-pacific-university");
    expect(page).toMatch(
      /Denomination<\/dt><dd[^>]*>Pentecostal \(International Church of the Foursquare Gospel\)<span[^>]*>Stated on the school(&#x27;|')s site \(<a href="https:\/\/lifepacific.edu\/about\/history-beliefs\/"/,
    );
    // A church the federal file words only as "Other Protestant" shows no page.
    expect(await pageText("/institution/urshan-university")).toMatch(
      /Denomination<\/dt><dd[^>]*>Other Protestant<\/dd>/,
    );
    const foursquare = (
      await json("/api/institutions?tradition=International%20Church%20of%20the%20Foursquare%20Gospel&page_size=100")
    ).data;
    expect(foursquare.institutions.map((card: { slug: string }) => card.slug).sort()).toEqual([
      "life-pacific-university",
      "new-hope-christian-college-eugene",
    ]);
  });

  it("keeps an administrator's founding year and family through a restart and a re-seed", async () => {
    const { id } = (await database.pool.query("select id from institutions where slug = 'wheaton-college'")).rows[0];
    const patched = await httpRequest(`${site.url}/api/admin/institutions/${id}`, {
      method: "PATCH",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ founded_year: 1861 }),
    });
    expect(patched.status).toBe(200);
    const year = new Date().getFullYear();
    expect(JSON.parse(patched.body).data.institution).toMatchObject({
      founded_year: 1861,
      founded_source: "Administrator",
      founded_source_year: year,
    });
    expect(await founding("wheaton-college")).toEqual({
      founded_year: 1861,
      founded_source: "Administrator",
      founded_source_year: year,
      edited_fields: ["founded_year"],
    });

    // An older database: one school without its year yet, and no record of the current founding data.
    await database.pool.query(
      "update institutions set founded_year = null, founded_source = null, founded_source_year = null where slug = 'harding-university'",
    );
    await database.pool.query("delete from app_settings where key like 'seed:founding-years:%'");
    // ... and without the churches schools' own sites state: one school as the federal file words
    // it, another whose family an administrator set.
    await database.pool.query(
      `update institutions set denomination = 'Other', denomination_detail = 'Other Protestant' where slug = 'life-pacific-university';
       delete from institution_fact_sources where field = 'denomination_detail';
       update institutions set denomination = 'Non-denominational', denomination_detail = 'Other Protestant', edited_fields = '{denomination}'
         where slug = 'new-hope-christian-college-eugene';
       delete from app_settings where key like 'seed:affiliations:%'`,
    );
    await site.restart();
    const affiliation = async (slug: string) =>
      (
        await database.pool.query(
          `select denomination, denomination_detail, (select count(*)::int from institution_fact_sources s
             where s.institution_id = i.id and s.field = 'denomination_detail' and s.kind = 'school_site') as pages
             from institutions i where slug = $1`,
          [slug],
        )
      ).rows[0];
    expect(await affiliation("life-pacific-university")).toEqual({
      denomination: "Pentecostal",
      denomination_detail: "International Church of the Foursquare Gospel",
      pages: 1,
    });
    expect(await affiliation("new-hope-christian-college-eugene")).toEqual({
      denomination: "Non-denominational",
      denomination_detail: "International Church of the Foursquare Gospel",
      pages: 1,
    });

    expect(await founding("wheaton-college")).toMatchObject({ founded_year: 1861, founded_source: "Administrator" });
    expect(await founding("harding-university")).toMatchObject({
      founded_year: 1924,
      founded_source: expect.stringMatching(/^ROR /),
    });
    expect(await pageText("/institution/wheaton-college")).toContain(`1861 · Administrator (${year})`);
    const { rows } = await database.pool.query("select key from app_settings where key like 'seed:founding-years:%'");
    expect(rows).toHaveLength(1);

    // A plain restart applies nothing again.
    await site.restart();
    expect(await founding("wheaton-college")).toMatchObject({ founded_year: 1861 });
    // Two server restarts and a re-seed: a loaded 2-core machine needs more than the default minute.
  }, 240_000);
});
