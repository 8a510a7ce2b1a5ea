/**
 * Rows that no source confirms (needs_review) on the real server and database: invisible on every
 * public surface (API, search, facets, map, pages, compare, sitemap, home totals), listed with
 * their reason and evidence in the admin review queue (page and API), and published by a validated,
 * audit-logged confirmation that needs the evidence and survives a restart and a re-seed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { httpRequest, postForm } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

interface Waiting {
  id: number;
  slug: string;
  institution_name: string;
  country: string;
  review_note: string;
}

describe("the review queue", async () => {
  const site = await siteUnderTest({ signIn: "admin" });
  const { database } = site;
  let waiting: Waiting[];

  beforeAll(async () => {
    waiting = (
      await database.pool.query<Waiting>(
        `select id, slug, institution_name, country, review_note from institutions
          where needs_review and country <> 'United States' order by id limit 3`,
      )
    ).rows;
  });

  const { json } = site;
  const get = (path: string, withCookie = false) =>
    httpRequest(`${site.url}${path}`, withCookie ? { headers: { Cookie: site.cookie } } : {});
  const listedCount = async () =>
    (await database.pool.query("select count(*)::int as n from institutions where not needs_review")).rows[0].n;
  const evidence = {
    url: "https://www.example.edu/about/",
    quote: "A Catholic university founded by the diocese.",
    kind: "official-site",
  };
  const confirmApi = (id: number | string, body: object = evidence) =>
    httpRequest(`${site.url}/api/admin/institutions/${id}/confirm`, {
      method: "POST",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("starts with rows waiting for review, each with its reason", () => {
    expect(waiting).toHaveLength(3);
    for (const row of waiting) expect(row.review_note).toBeTruthy();
  });

  it("keeps a waiting row off the public API, its page, search, the facets, the map, compare and the sitemap", async () => {
    const [row] = waiting;
    expect((await get(`/api/institutions/${row!.slug}`)).status).toBe(404);
    expect((await get(`/institution/${row!.slug}`)).status).toBe(404);
    expect((await get(`/api/institutions/${row!.slug}/related`)).status).toBe(404);

    const search = (await json(`/api/institutions?q=${encodeURIComponent(row!.institution_name)}&page_size=100`)).data;
    expect(search.institutions.map((card: { slug: string }) => card.slug)).not.toContain(row!.slug);
    expect((await get(`/search?q=${encodeURIComponent(row!.institution_name)}`)).body).not.toContain(
      `/institution/${row!.slug}"`,
    );

    const listed = await listedCount();
    const all = (await json("/api/institutions")).data;
    expect(all.pagination.total).toBe(listed);
    // The country's facet and filter count only its listed schools.
    const inCountry = (
      await database.pool.query("select count(*)::int as n from institutions where country = $1 and not needs_review", [
        row!.country,
      ])
    ).rows[0].n;
    const facet = all.facets.country.find((entry: { value: string }) => entry.value === row!.country);
    expect(facet?.count ?? 0).toBe(inCountry);
    expect((await json(`/api/institutions?country=${encodeURIComponent(row!.country)}`)).data.pagination.total).toBe(
      inCountry,
    );

    const map = (await json("/api/institutions/map")).data;
    expect(map.total).toBe(listed);
    expect(map.points.map((point: { slug: string }) => point.slug)).not.toContain(row!.slug);

    const compare = (await json(`/api/compare?schools=${row!.slug},wheaton-college`)).data;
    expect(compare.institutions.map((card: { slug: string }) => card.slug)).toEqual(["wheaton-college"]);
    expect(compare.missing).toEqual([row!.slug]);

    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("/institution/wheaton-college<");
    expect(sitemap).not.toContain(`/institution/${row!.slug}<`);

    const home = (await get("/")).body;
    expect(home).toContain("1,000+");
  });

  it("lists the waiting rows with their reason in the admin queue, page and API, and only for administrators", async () => {
    const page = await get("/admin/institutions/review", true);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Review Queue");
    const api = await httpRequest(`${site.url}/api/admin/institutions/review?page=1`, {
      headers: { Cookie: site.cookie },
    });
    expect(api.status).toBe(200);
    const queue = JSON.parse(api.body).data;
    const waitingTotal = (await database.pool.query("select count(*)::int as n from institutions where needs_review"))
      .rows[0].n;
    expect(queue.pagination.total).toBe(waitingTotal);
    expect(queue.institutions).toHaveLength(Math.min(50, waitingTotal));
    // Sorted by country, then name: the first page is the first fifty waiting rows in that order.
    const first = queue.institutions[0];
    expect(first.review_note).toBeTruthy();
    // No source states it yet: the queue says so, and asks for the page that would.
    expect(first.listed_because).toBeNull();
    expect(page.body).toContain("Evidence: </span>none yet");
    expect(page.body).toContain("Evidence URL");
    expect(page.body).toContain(first.review_note.replaceAll("'", "&#x27;").replaceAll('"', "&quot;"));

    const list = await httpRequest(
      `${site.url}/api/admin/institutions?q=${encodeURIComponent(waiting[0]!.institution_name)}`,
      { headers: { Cookie: site.cookie } },
    );
    expect(JSON.parse(list.body).data.institutions[0]).toMatchObject({ id: waiting[0]!.id, needs_review: true });

    expect((await httpRequest(`${site.url}/api/admin/institutions/review`)).status).toBe(401);
    const guest = await httpRequest(`${site.url}/admin/institutions/review`);
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toContain("/login");
  });

  it("refuses a confirmation without its evidence or naming no institution, clearly, and saves nothing", async () => {
    const before = await database.pool.query("select count(*)::int as n from audit_log");
    const bad = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: "abc", ...evidence },
      { cookie: site.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("id must be the whole-number id of an institution");
    const missing = await postForm(site.url, "/admin/institutions/review", {}, { cookie: site.cookie });
    expect(missing.status).toBe(400);
    // No evidence: each field says what it needs, beside the field.
    const bare = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: String(waiting[0]!.id) },
      { cookie: site.cookie },
    );
    expect(bare.status).toBe(400);
    expect(bare.body).toContain("Evidence URL must be the web address");
    expect(bare.body).toContain("Quote the page&#x27;s words that state it");
    const notUrl = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: String(waiting[0]!.id), url: "javascript:alert(1)", quote: "x".repeat(201) },
      { cookie: site.cookie },
    );
    expect(notUrl.status).toBe(400);
    expect(notUrl.body).toContain("Evidence URL must be the web address");
    expect(notUrl.body).toContain("1 to 200 characters");
    const unknown = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: "2147483000", ...evidence },
      { cookie: site.cookie },
    );
    expect(unknown.status).toBe(404);
    expect((await confirmApi("x1")).status).toBe(400);
    expect(JSON.parse((await confirmApi("x1")).body).error.message).toBeTruthy();
    const noEvidence = await confirmApi(waiting[0]!.id, {});
    expect(noEvidence.status).toBe(400);
    expect(Object.keys(JSON.parse(noEvidence.body).error.fields).sort()).toEqual(["quote", "url"]);
    expect((await confirmApi(2_147_483_000)).status).toBe(404);
    const after = await database.pool.query("select count(*)::int as n from audit_log");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const stillWaiting = await database.pool.query("select count(*)::int as n from institutions where needs_review");
    expect(stillWaiting.rows[0].n).toBeGreaterThan(0);
  });

  it("publishes a row an administrator confirms, with an audit entry; confirming again is a conflict", async () => {
    const [, viaPage, viaApi] = waiting;
    const before = await listedCount();
    const answer = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: String(viaPage!.id), ...evidence, kind: "association" },
      { cookie: site.cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`Confirmed ${viaPage!.institution_name.replaceAll("'", "&#x27;")}`);
    const confirmed = await confirmApi(viaApi!.id);
    expect(confirmed.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.parse(confirmed.body).data.institution).toMatchObject({
      slug: viaApi!.slug,
      needs_review: false,
      listed_because: {
        kind: "official-site",
        source: "example.edu",
        url: evidence.url,
        quote: evidence.quote,
        year: today,
      },
    });

    const again = await confirmApi(viaApi!.id);
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).error.message).toBe("This institution has already been confirmed.");

    expect(await listedCount()).toBe(before + 2);
    expect((await get(`/api/institutions/${viaPage!.slug}`)).status).toBe(200);
    const pageOfApi = await get(`/institution/${viaApi!.slug}`);
    expect(pageOfApi.status).toBe(200);
    expect(pageOfApi.body).toContain("Listed because: </span>");
    expect(pageOfApi.body).toContain(`read ${today}`);
    const search = (await json(`/api/institutions?q=${encodeURIComponent(viaApi!.institution_name)}&page_size=100`))
      .data;
    expect(search.institutions.map((card: { slug: string }) => card.slug)).toContain(viaApi!.slug);
    expect((await get("/sitemap.xml")).body).toContain(`/institution/${viaPage!.slug}<`);
    expect((await json("/api/filters")).data.country).toContain(viaApi!.country);

    const { rows } = await database.pool.query(
      "select action, entity_id, summary, details from audit_log where entity_type = 'institution' and action = 'status_change' order by id",
    );
    expect(rows.map((row) => row.entity_id)).toEqual([String(viaPage!.id), String(viaApi!.id)]);
    expect(rows[1].summary).toContain(viaApi!.institution_name);
    expect(rows[1].details).toMatchObject({
      fields: ["needs_review", "listed_because"],
      review_note: viaApi!.review_note,
      listed_because: { url: evidence.url },
    });
  });

  it("settles a school reported closed: confirmed open with a page that shows it, its evidence kept; or deleted", async () => {
    const reported = async (slug: string) =>
      (
        await database.pool.query(
          "select id, institution_name, listed_because, review_note from institutions where slug = $1 and needs_review",
          [slug],
        )
      ).rows[0];
    const open = await reported("fontbonne-university");
    const closed = await reported("bacone-college");
    expect(open.review_note).toMatch(/^Reported closed, not yet confirmed by an official page: /);
    expect(open.listed_because).not.toBeNull();
    // The queue says which rows wait for a closure report, in the API and on the page.
    const api = await get("/api/admin/institutions/review?page=1", true);
    const queue = JSON.parse(api.body).data.institutions as { slug: string; closure_reported: boolean }[];
    const flags = (slug: string) => queue.find((row) => row.slug === slug)?.closure_reported;
    expect(flags("fontbonne-university")).toBe(true);
    expect(flags(waiting[0]!.slug)).toBe(false);
    const page = (await get("/admin/institutions/review", true)).body;
    expect(page).toContain("Confirm it is open");
    expect(page).toContain(`/admin/institutions/delete?ids=${closed.id}&amp;returnTo=%2Fadmin%2Finstitutions%2Freview`);

    // Without a page, the refusal asks for one that shows it open, and nothing changes.
    const bare = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: String(open.id) },
      { cookie: site.cookie },
    );
    expect(bare.status).toBe(400);
    expect(bare.body).toContain(
      "Enter the official page that shows it open to confirm it, or delete it if it has closed.",
    );
    expect(bare.body).toContain("of an official page that shows it open");
    expect((await reported("fontbonne-university")).id).toBe(open.id);

    const calendar = {
      url: "https://www.fontbonne.edu/academics/calendar-2026-27/",
      quote: "Fall 2026 classes begin August 24.",
      kind: "official-site",
    };
    const confirmed = await postForm(
      site.url,
      "/admin/institutions/review",
      { id: String(open.id), ...calendar },
      { cookie: site.cookie },
    );
    expect(confirmed.status).toBe(200);
    const after = (
      await database.pool.query("select needs_review, listed_because, edited_fields from institutions where id = $1", [
        open.id,
      ])
    ).rows[0];
    // Listed again on the evidence of its Christian identity it had; the open page is in the audit log.
    expect(after).toEqual({
      needs_review: false,
      listed_because: open.listed_because,
      edited_fields: ["needs_review"],
    });
    const [entry] = (
      await database.pool.query(
        "select summary, details from audit_log where entity_type = 'institution' and entity_id = $1 and action = 'status_change'",
        [String(open.id)],
      )
    ).rows;
    expect(entry.summary).toBe(`Confirmed institution "${open.institution_name}" is open, for the public directory`);
    expect(entry.details).toMatchObject({
      fields: ["needs_review"],
      open_evidence: { url: calendar.url, quote: calendar.quote },
    });
    expect((await get("/institution/fontbonne-university")).status).toBe(200);

    // The delete link's confirmation removes the other and comes back to the queue.
    const deleted = await postForm(
      site.url,
      "/admin/institutions/delete",
      { ids: String(closed.id), returnTo: "/admin/institutions/review" },
      { cookie: site.cookie },
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.location).toBe("/admin/institutions/review?deleted=1");
    expect((await get("/admin/institutions/review?deleted=1", true)).body).toContain("Deleted 1 institution.");
    expect(await reported("bacone-college")).toBeUndefined();
  });

  it("keeps a confirmation through a restart and a re-seed, which still restores rows no administrator confirmed", async () => {
    const [untouched, viaPage] = waiting;
    // A row published outside the admin area (no edited_fields), as an older seed might have left it.
    await database.pool.query("update institutions set needs_review = false where id = $1", [untouched!.id]);
    await database.pool.query("delete from app_settings where key like 'seed:listing:%' or key like 'seed:rows:%'");
    await site.restart();

    const state = async (id: number) =>
      (await database.pool.query("select needs_review, edited_fields from institutions where id = $1", [id])).rows[0];
    expect(await state(viaPage!.id)).toEqual({
      needs_review: false,
      edited_fields: ["listed_because", "needs_review"],
    });
    expect(await state(untouched!.id)).toEqual({ needs_review: true, edited_fields: [] });
    // A school deleted as closed does not come back, and one confirmed open stays listed.
    expect((await get("/institution/bacone-college")).status).toBe(404);
    expect((await get("/institution/fontbonne-university")).status).toBe(200);
    expect((await get(`/institution/${viaPage!.slug}`)).status).toBe(200);
    expect((await get(`/institution/${untouched!.slug}`)).status).toBe(404);
    const { rows } = await database.pool.query("select key from app_settings where key like 'seed:listing:%'");
    expect(rows).toHaveLength(1);
  });
});
