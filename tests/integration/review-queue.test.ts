/**
 * Rows that no source confirms (needs_review) on the real server and database: invisible on every
 * public surface (API, search, facets, map, pages, compare, sitemap, home totals), listed with
 * their reason in the admin review queue (page and API), and published by a validated,
 * audit-logged confirmation that survives a restart and a re-seed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../setup/database";
import { httpRequest, postForm } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { type ServerProcess, startServerOnDatabase } from "../setup/server-process";

interface Waiting {
  id: number;
  slug: string;
  institution_name: string;
  country: string;
  review_note: string;
}

describe("the review queue", async () => {
  const database = await createTestDatabase();
  let server: ServerProcess;
  let cookie: string;
  let waiting: Waiting[];

  beforeAll(async () => {
    server = await startServerOnDatabase(database.url);
    ({ cookie } = await signedIn(server.url, database.services, "admin"));
    waiting = (
      await database.pool.query<Waiting>(
        `select id, slug, institution_name, country, review_note from institutions
          where needs_review and country <> 'United States' order by id limit 3`,
      )
    ).rows;
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  // Bodies are checked field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = async (path: string): Promise<any> => JSON.parse((await httpRequest(`${server.url}${path}`)).body);
  const get = (path: string, withCookie = false) =>
    httpRequest(`${server.url}${path}`, withCookie ? { headers: { Cookie: cookie } } : {});
  const listedCount = async () =>
    (await database.pool.query("select count(*)::int as n from institutions where not needs_review")).rows[0].n;
  const confirmApi = (id: number | string) =>
    httpRequest(`${server.url}/api/admin/institutions/${id}/confirm`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{}",
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
    // Abroad, only the CCCU's Canadian members are confirmed in the bundled data: every other
    // country's schools wait for review, so the country facet and menu hold two countries.
    expect(all.facets.country.map((entry: { value: string }) => entry.value).sort()).toEqual([
      "Canada",
      "United States",
    ]);
    expect((await json("/api/filters")).data.country).toEqual(["Canada", "United States"]);
    expect((await json(`/api/institutions?country=${encodeURIComponent(row!.country)}`)).data.pagination.total).toBe(0);

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
    expect(home).toContain(listed.toLocaleString("en-US"));
  });

  it("lists the waiting rows with their reason in the admin queue, page and API, and only for administrators", async () => {
    const page = await get("/admin/institutions/review", true);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Review Queue");
    const api = await httpRequest(`${server.url}/api/admin/institutions/review?page=1`, {
      headers: { Cookie: cookie },
    });
    expect(api.status).toBe(200);
    const queue = JSON.parse(api.body).data;
    const waitingTotal = (await database.pool.query("select count(*)::int as n from institutions where needs_review"))
      .rows[0].n;
    expect(queue.pagination.total).toBe(waitingTotal);
    expect(queue.institutions).toHaveLength(50);
    // Sorted by country, then name: the first page is the first fifty waiting rows in that order.
    const first = queue.institutions[0];
    expect(first.review_note).toBeTruthy();
    expect(page.body).toContain(first.review_note.replaceAll("'", "&#x27;").replaceAll('"', "&quot;"));

    const list = await httpRequest(
      `${server.url}/api/admin/institutions?q=${encodeURIComponent(waiting[0]!.institution_name)}`,
      { headers: { Cookie: cookie } },
    );
    expect(JSON.parse(list.body).data.institutions[0]).toMatchObject({ id: waiting[0]!.id, needs_review: true });

    expect((await httpRequest(`${server.url}/api/admin/institutions/review`)).status).toBe(401);
    const guest = await httpRequest(`${server.url}/admin/institutions/review`);
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toContain("/login");
  });

  it("refuses a confirmation that names no institution, clearly, and saves nothing", async () => {
    const before = await database.pool.query("select count(*)::int as n from audit_log");
    const bad = await postForm(server.url, "/admin/institutions/review", { id: "abc" }, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("id must be the whole-number id of an institution");
    const missing = await postForm(server.url, "/admin/institutions/review", {}, { cookie });
    expect(missing.status).toBe(400);
    const unknown = await postForm(server.url, "/admin/institutions/review", { id: "2147483000" }, { cookie });
    expect(unknown.status).toBe(404);
    expect((await confirmApi("x1")).status).toBe(400);
    expect(JSON.parse((await confirmApi("x1")).body).error.message).toBeTruthy();
    expect((await confirmApi(2_147_483_000)).status).toBe(404);
    const after = await database.pool.query("select count(*)::int as n from audit_log");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const stillWaiting = await database.pool.query("select count(*)::int as n from institutions where needs_review");
    expect(stillWaiting.rows[0].n).toBeGreaterThan(0);
  });

  it("publishes a row an administrator confirms, with an audit entry; confirming again is a conflict", async () => {
    const [, viaPage, viaApi] = waiting;
    const before = await listedCount();
    const answer = await postForm(server.url, "/admin/institutions/review", { id: String(viaPage!.id) }, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`Confirmed ${viaPage!.institution_name.replaceAll("'", "&#x27;")}`);
    const confirmed = await confirmApi(viaApi!.id);
    expect(confirmed.status).toBe(200);
    expect(JSON.parse(confirmed.body).data.institution).toMatchObject({ slug: viaApi!.slug, needs_review: false });

    const again = await confirmApi(viaApi!.id);
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).error.message).toBe("This institution has already been confirmed.");

    expect(await listedCount()).toBe(before + 2);
    expect((await get(`/api/institutions/${viaPage!.slug}`)).status).toBe(200);
    expect((await get(`/institution/${viaApi!.slug}`)).status).toBe(200);
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
    expect(rows[1].details).toMatchObject({ fields: ["needs_review"], review_note: viaApi!.review_note });
  });

  it("keeps a confirmation through a restart and a re-seed, which still restores rows no administrator confirmed", async () => {
    const [untouched, viaPage] = waiting;
    // A row published outside the admin area (no edited_fields), as an older seed might have left it.
    await database.pool.query("update institutions set needs_review = false where id = $1", [untouched!.id]);
    await database.pool.query("delete from app_settings where key like 'seed:review:%'");
    expect(await server.stop()).toBe(0);
    server = await startServerOnDatabase(database.url);

    const state = async (id: number) =>
      (await database.pool.query("select needs_review, edited_fields from institutions where id = $1", [id])).rows[0];
    expect(await state(viaPage!.id)).toEqual({ needs_review: false, edited_fields: ["needs_review"] });
    expect(await state(untouched!.id)).toEqual({ needs_review: true, edited_fields: [] });
    expect((await get(`/institution/${viaPage!.slug}`)).status).toBe(200);
    expect((await get(`/institution/${untouched!.slug}`)).status).toBe(404);
    const { rows } = await database.pool.query("select key from app_settings where key like 'seed:review:%'");
    expect(rows).toHaveLength(1);
  });
});
