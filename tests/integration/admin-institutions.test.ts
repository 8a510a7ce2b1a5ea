/**
 * Institutions in the admin area, on the real server: the list (search, type filter, pages of
 * 50), creating, editing and deleting through the JSON API and through the page forms (which work
 * without JavaScript), every validation rule with its message, unique slugs, the audit log, and the
 * public pages showing each change at once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { tuitionRangeFor } from "~/db/seed-format";
import { httpRequest, postForm } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { siteUnderTest } from "../setup/site";

const REQUIRED = {
  institution_name: "Cedar Ridge Bible College",
  institution_type: "Bible College",
  denomination: "Baptist",
  accreditation_status: "Candidate Institution",
};
/** Why a created school is listed: with it the public pages show the school at once. */
const EVIDENCE = {
  listed_because_url: "https://www.cedarridge.example.edu/about/",
  listed_because_quote: "Cedar Ridge is a Christian college in the Baptist tradition.",
  listed_because_kind: "official-site",
};

describe("admin institutions", async () => {
  const site = await siteUnderTest();
  const { database } = site;
  let cookie: string;
  let adminEmail: string;

  beforeAll(async () => {
    ({ cookie, email: adminEmail } = await signedIn(site.url, database.services, "admin"));
  });

  function api(method: string, path: string, body?: unknown) {
    return httpRequest(`${site.url}/api/admin/institutions${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const json = (answer: { body: string }) => JSON.parse(answer.body);
  const page = (path: string) => httpRequest(`${site.url}${path}`, { headers: { Cookie: cookie } });
  const publicPage = (path: string) => httpRequest(`${site.url}${path}`);
  async function auditFor(id: number | string) {
    const { rows } = await database.pool.query(
      "select action, entity_type, entity_id, summary, details, actor_email from audit_log where entity_type = 'institution' and entity_id = $1 order by id",
      [String(id)],
    );
    return rows;
  }

  describe("the list", () => {
    it("pages through every institution 50 at a time, by name, with Previous and Next", async () => {
      const { rows } = await database.pool.query<{ total: number }>("select count(*)::int as total from institutions");
      const total = rows[0]!.total;
      const first = json(await api("GET", ""));
      expect(first.data.pagination).toEqual({ total, page: 1, pageSize: 50, totalPages: Math.ceil(total / 50) });
      expect(first.data.institutions).toHaveLength(50);
      const second = json(await api("GET", "?page=2"));
      expect(second.data.institutions[0].institution_name >= first.data.institutions[49].institution_name).toBe(true);
      expect(
        new Set([...first.data.institutions, ...second.data.institutions].map((row: { id: number }) => row.id)).size,
      ).toBe(100);

      const html = (await page("/admin/institutions")).body;
      expect(html).toContain(`Showing 1 to 50 of ${total.toLocaleString("en-US")}`);
      expect(html).toContain('href="/admin/institutions?page=2"');
      const html2 = (await page("/admin/institutions?page=2")).body;
      expect(html2).toContain(`Showing 51 to 100 of ${total.toLocaleString("en-US")}`);
      expect(html2).toMatch(/href="\/admin\/institutions"[^>]*>.*Previous/s);
    });

    it("searches name, city and state/province, and filters by type", async () => {
      const byName = json(await api("GET", "?q=wheaton")).data.institutions;
      expect(byName.map((row: { institution_name: string }) => row.institution_name)).toContain("Wheaton College");
      const byCity = json(await api("GET", "?q=Waco")).data.institutions;
      expect(byCity.length).toBeGreaterThan(0);
      expect(byCity.every((row: { city: string }) => row.city === "Waco")).toBe(true);
      const byState = json(await api("GET", "?q=TX")).data;
      const { rows } = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from institutions where state_province ilike '%tx%' or institution_name ilike '%tx%' or city ilike '%tx%' or state_name ilike '%tx%'",
      );
      expect(byState.pagination.total).toBe(rows[0]!.n);

      const check = async (type: string, sql: string) => {
        const answer = json(await api("GET", `?type=${type}`)).data.pagination.total;
        const { rows: expected } = await database.pool.query<{ n: number }>(
          `select count(*)::int as n from institutions where ${sql}`,
        );
        expect(answer, type).toBe(expected[0]!.n);
        expect(answer, type).toBeGreaterThan(0);
      };
      await check("accredited", "accreditation_status like '%Accredited%'");
      await check("bible_college", "institution_type in ('Bible College', 'Seminary')");
      await check("university", "institution_type = 'University'");
      await check("college", "institution_type = 'College'");
      const combined = json(await api("GET", "?q=baptist&type=university")).data.institutions;
      expect(combined.every((row: { institution_type: string }) => row.institution_type === "University")).toBe(true);
    });

    it("answers malformed list parameters with 400 in the API and forgives them on the page", async () => {
      expect((await api("GET", "?page=abc")).status).toBe(400);
      expect(json(await api("GET", "?type=seminary")).error.fields.type).toMatch(/^type must be one of/);
      const html = await page("/admin/institutions?page=abc&type=seminary");
      expect(html.status).toBe(200);
      expect(html.body).toContain("Showing 1 to 50");
    });
  });

  describe("creating and editing through the API", () => {
    it("creates with a slug from the name, unknown numbers as null, and with its evidence shows it publicly at once", async () => {
      const answer = await api("POST", "", {
        ...REQUIRED,
        ...EVIDENCE,
        city: "Amarillo",
        state_province: "TX",
        student_body_size: "",
        founded_year: null,
      });
      expect(answer.status).toBe(201);
      const { institution } = json(answer).data;
      expect(institution).toMatchObject({
        slug: "cedar-ridge-bible-college",
        institution_name: "Cedar Ridge Bible College",
        state_name: "Texas",
        country: "United States",
        student_body_size: null,
        founded_year: null,
        needs_review: false,
        listed_because: {
          kind: "official-site",
          source: "cedarridge.example.edu",
          url: EVIDENCE.listed_because_url,
          quote: EVIDENCE.listed_because_quote,
          year: new Date().toISOString().slice(0, 10),
        },
      });
      const publicAnswer = await publicPage("/institution/cedar-ridge-bible-college");
      expect(publicAnswer.status).toBe(200);
      expect(publicAnswer.body).toContain("Cedar Ridge Bible College");
      expect(publicAnswer.body).toContain("Listed because: </span>");
      expect(publicAnswer.body).toContain(`“${EVIDENCE.listed_because_quote}”`);
      const search = json(await publicPage("/api/institutions?q=cedar%20ridge"));
      expect(search.data.institutions.map((row: { slug: string }) => row.slug)).toContain("cedar-ridge-bible-college");
      // Texas written out finds it too: the search columns read the state's name.
      const byState = json(await publicPage("/api/institutions?q=cedar%20ridge%20texas"));
      expect(byState.data.pagination.total).toBeGreaterThan(0);
      expect(await auditFor(institution.id)).toEqual([
        expect.objectContaining({
          action: "create",
          summary: 'Created institution "Cedar Ridge Bible College"',
          actor_email: adminEmail,
          details: expect.objectContaining({ listed_because: institution.listed_because }),
        }),
      ]);
    });

    it("creates a school without evidence as waiting for review: not public, listed in the review queue", async () => {
      const answer = await api("POST", "", { ...REQUIRED, institution_name: "Quiet Harbor Seminary" });
      expect(answer.status).toBe(201);
      const { institution } = json(answer).data;
      expect(institution).toMatchObject({ slug: "quiet-harbor-seminary", needs_review: true, listed_because: null });
      expect((await publicPage("/institution/quiet-harbor-seminary")).status).toBe(404);
      expect((await publicPage("/api/institutions/quiet-harbor-seminary")).status).toBe(404);
      expect(json(await publicPage("/api/institutions?q=quiet%20harbor")).data.pagination.total).toBe(0);
      const queue = httpRequest(`${site.url}/api/admin/institutions/review?page=1`, { headers: { Cookie: cookie } });
      const waiting = json(await queue).data.institutions.find((row: { id: number }) => row.id === institution.id);
      expect(waiting).toMatchObject({
        institution_name: "Quiet Harbor Seminary",
        review_note: "Added in the editor; waits for the page that states its Christian identity.",
        data_source: "Admin editor",
        listed_because: null,
      });
      // Confirmed with its evidence, it is public.
      const confirmed = await api("POST", `/${institution.id}/confirm`, {
        url: "https://quietharbor.example.edu/",
        quote: "A seminary of the church.",
        kind: "official-site",
      });
      expect(confirmed.status).toBe(200);
      expect((await publicPage("/institution/quiet-harbor-seminary")).status).toBe(200);
    });

    it("refuses evidence given in part, naming each missing field, and saves nothing", async () => {
      const before = await database.pool.query("select count(*)::int as n from institutions");
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { listed_because_url: EVIDENCE.listed_because_url },
          {
            listed_because_quote:
              "Quote is required too: give the evidence URL, quote and kind together, or none of them (the school then waits in the review queue)",
            listed_because_kind:
              "Kind of page is required too: give the evidence URL, quote and kind together, or none of them (the school then waits in the review queue)",
          },
        ],
        [
          { listed_because_quote: EVIDENCE.listed_because_quote, listed_because_kind: "wikipedia" },
          {
            listed_because_url:
              "Evidence URL is required too: give the evidence URL, quote and kind together, or none of them (the school then waits in the review queue)",
          },
        ],
        // All three given: each is checked as a confirmation checks it.
        [
          { ...EVIDENCE, listed_because_url: "cedarridge.example.edu" },
          {
            listed_because_url:
              "Evidence URL must be the web address (http:// or https://) of the page that states the school's Christian identity",
          },
        ],
        [
          { ...EVIDENCE, listed_because_quote: "x".repeat(201) },
          { listed_because_quote: "Quote the page's words that state it (1 to 200 characters)" },
        ],
        [
          { ...EVIDENCE, listed_because_kind: "ipeds" },
          { listed_because_kind: "Kind must be one of: official-site, association, wikipedia, other" },
        ],
      ];
      for (const [change, fields] of cases) {
        const answer = await api("POST", "", { ...REQUIRED, institution_name: "Partial Proof College", ...change });
        expect(answer.status, JSON.stringify(change)).toBe(400);
        expect(json(answer).error.fields, JSON.stringify(change)).toEqual(fields);
      }
      const after = await database.pool.query("select count(*)::int as n from institutions");
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it("keeps slugs unique: a second school of the same name gets -2, a taken slug asked for is refused", async () => {
      const second = json(await api("POST", "", REQUIRED)).data.institution;
      expect(second.slug).toBe("cedar-ridge-bible-college-2");
      const taken = await api("POST", "", { ...REQUIRED, slug: "wheaton-college" });
      expect(taken.status).toBe(409);
      expect(json(taken).error.fields).toEqual({ slug: "This slug is already used by another institution" });
      const concurrent = await Promise.all(
        Array.from({ length: 8 }, () => api("POST", "", { ...REQUIRED, institution_name: "Twin Pines Seminary" })),
      );
      expect(concurrent.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(concurrent.map((answer) => json(answer).data.institution.slug).sort()).toEqual(
        ["", "-2", "-3", "-4", "-5", "-6", "-7", "-8"].map((suffix) => `twin-pines-seminary${suffix}`),
      );
    });

    it("refuses each broken rule with its message, and saves nothing", async () => {
      const before = await database.pool.query("select count(*)::int as n from institutions");
      const cases: [Record<string, unknown>, string, string][] = [
        [{ institution_name: " " }, "institution_name", "Institution name is required"],
        [{ institution_type: "" }, "institution_type", "Institution type is required"],
        [{ denomination: undefined }, "denomination", "Denomination is required"],
        [{ accreditation_status: "" }, "accreditation_status", "Accreditation status is required"],
        [
          { institution_type: "Bible College/Seminary" },
          "institution_type",
          "Choose one of: University, College, Seminary, Bible College, Graduate School, Other",
        ],
        [{ website: "example.edu" }, "website", "Website must be a valid URL starting with http:// or https://"],
        [{ founded_year: 1599 }, "founded_year", "Founded year must be 1600 or later"],
        [
          { founded_year: new Date().getFullYear() + 1 },
          "founded_year",
          `Founded year cannot be later than ${new Date().getFullYear()}`,
        ],
        [{ founded_year: "old" }, "founded_year", "Founded year must be a whole number"],
        [{ student_body_size: -3 }, "student_body_size", "Student body size cannot be negative"],
        [{ student_body_size: 2.5 }, "student_body_size", "Student body size must be a whole number"],
        [{ online_programs: "maybe" }, "online_programs", "Choose Yes, No or Not reported"],
        [{ meta_title: "x".repeat(61) }, "meta_title", "Meta title must be at most 60 characters"],
      ];
      for (const [change, field, message] of cases) {
        const answer = await api("POST", "", { ...REQUIRED, ...change });
        expect(answer.status, field).toBe(400);
        expect(json(answer).error.fields[field], field).toBe(message);
      }
      expect((await api("POST", "", [REQUIRED])).status).toBe(400);
      const notJson = await httpRequest(`${site.url}/api/admin/institutions`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: "{oops",
      });
      expect(notJson.status).toBe(400);
      const after = await database.pool.query("select count(*)::int as n from institutions");
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it("patches only the fields sent, records which changed, and the public page follows", async () => {
      const { rows } = await database.pool.query(
        "select id, slug, city from institutions where slug = 'wheaton-college'",
      );
      const { id, city } = rows[0];
      const answer = await api("PATCH", `/${id}`, {
        student_body_size: "",
        detailed_summary: "A new summary of Wheaton.",
      });
      expect(answer.status).toBe(200);
      const saved = json(answer).data.institution;
      expect(saved.student_body_size).toBeNull();
      expect(saved.city).toBe(city);
      expect(saved.detailed_summary).toBe("A new summary of Wheaton.");
      expect((await publicPage("/institution/wheaton-college")).body).toContain("A new summary of Wheaton.");
      const entries = await auditFor(id);
      expect(entries.at(-1)).toMatchObject({
        action: "update",
        details: { fields: ["student_body_size", "detailed_summary"] },
      });
      // The same values again: nothing changes, nothing is recorded.
      await api("PATCH", `/${id}`, { student_body_size: "", detailed_summary: "A new summary of Wheaton." });
      expect(await auditFor(id)).toHaveLength(entries.length);
      expect((await api("PATCH", `/${id}`, { founded_year: 1400 })).status).toBe(400);
      expect((await api("PATCH", "/2000000000", { city: "Nowhere" })).status).toBe(404);
      expect((await api("GET", "/abc")).status).toBe(400);
    });
  });

  describe("the tuition range", () => {
    it("follows the tuition: a new tuition sets it, a cleared one clears it, and another range is refused", async () => {
      const { rows } = await database.pool.query(
        "select id, tuition, tuition_range from institutions where slug = 'abilene-christian-university'",
      );
      const { id } = rows[0];
      const stored = async () =>
        (await database.pool.query("select tuition, tuition_range from institutions where id = $1", [id])).rows[0];
      const before = await stored();
      expect(before.tuition_range).toBe(tuitionRangeFor(before.tuition));
      const refusal = (range: string) => `Tuition range must be ${range}, the range the tuition falls in`;

      // Another range than the tuition's: refused, naming the right one, and nothing saved.
      let answer = await api("PATCH", `/${id}`, { tuition_range: "Under $10,000" });
      expect(answer.status).toBe(400);
      expect(json(answer).error.fields.tuition_range).toBe(refusal(tuitionRangeFor(before.tuition)));
      expect(await stored()).toEqual(before);

      answer = await api("PATCH", `/${id}`, { tuition: 9000 });
      expect(answer.status).toBe(200);
      expect(json(answer).data.institution).toMatchObject({ tuition: 9000, tuition_range: "Under $10,000" });
      answer = await api("PATCH", `/${id}`, { tuition: 25000, tuition_range: "Over $50,000" });
      expect(answer.status).toBe(400);
      expect(json(answer).error.fields.tuition_range).toBe(refusal("$20,000 - $30,000"));
      expect(await stored()).toEqual({ tuition: 9000, tuition_range: "Under $10,000" });
      answer = await api("PATCH", `/${id}`, { tuition: 25000, tuition_range: "$20,000 - $30,000" });
      expect(answer.status).toBe(200);

      // Compare names the tuition's source and year under the range too.
      const compareRow = async (key: string) => {
        const body = json(await publicPage("/api/compare?schools=abilene-christian-university"));
        return body.data.rows.find((row: { key: string }) => row.key === key).cells[0];
      };
      const tuitionCell = await compareRow("tuition");
      expect(tuitionCell).toMatchObject({ text: "$25,000", reported: true });
      expect(tuitionCell.note).toMatch(/\b20\d\d\b/);
      expect(await compareRow("tuition_range")).toMatchObject({ text: "$20,000 - $30,000", note: tuitionCell.note });

      // A cleared tuition takes its range with it: no range is left from a figure no longer shown.
      answer = await api("PATCH", `/${id}`, { tuition: "" });
      expect(answer.status).toBe(200);
      expect(await stored()).toEqual({ tuition: null, tuition_range: null });
      expect(await compareRow("tuition_range")).toMatchObject({ reported: false });

      // Creating: the same rule.
      answer = await api("POST", "", { ...REQUIRED, tuition: 12000, tuition_range: "Under $10,000" });
      expect(answer.status).toBe(400);
      expect(json(answer).error.fields.tuition_range).toBe(refusal("$10,000 - $20,000"));
    });
  });

  describe("the editor page (a plain form post, as without JavaScript)", () => {
    it("shows the option lists and the editor's fields", async () => {
      const html = (await page("/admin/institutions/new")).body;
      expect(html).toContain("Add New Institution");
      for (const option of ["University", "College", "Seminary", "Bible College", "Graduate School", "Other"]) {
        expect(html).toContain(`<option value="${option}">`);
      }
      for (const option of [
        "Non-denominational",
        "Mennonite",
        "Accredited Institution on Show Cause",
        "Programmatic - Accredited",
        "Hybrid",
        "Over $50,000",
      ]) {
        expect(html).toContain(`value="${option.replace("$", "$")}"`);
      }
      for (const label of [
        "Detailed Summary (250-400 words)",
        "Key Programs",
        "Unique Features",
        "Student Outcomes",
        "Founded Year",
        "Student Body Size",
        "Tuition Range",
        "Campus Type",
        "Why it is listed",
        "Evidence URL",
        "Choose the kind of page",
      ]) {
        expect(html).toContain(label);
      }
    });

    it("answers bad input with 400 and each message beside its field, keeping what was typed", async () => {
      const answer = await postForm(
        site.url,
        "/admin/institutions/new",
        { institution_name: "Half Done College", founded_year: "1500", website: "nope", student_body_size: "-1" },
        { cookie },
      );
      expect(answer.status).toBe(400);
      for (const message of [
        "Institution type is required",
        "Denomination is required",
        "Accreditation status is required",
        "Founded year must be 1600 or later",
        "Website must be a valid URL starting with http:// or https://",
        "Student body size cannot be negative",
      ]) {
        expect(answer.body).toContain(message);
      }
      expect(answer.body).toContain('value="Half Done College"');
    });

    it("creates, then edits, with the change on the public page and search at once", async () => {
      const created = await postForm(
        site.url,
        "/admin/institutions/new",
        {
          ...REQUIRED,
          ...EVIDENCE,
          institution_name: "Lampstand Graduate School",
          institution_type: "Graduate School",
          student_body_size: "",
          founded_year: "1988",
          financial_aid_available: "true",
          online_programs: "",
        },
        { cookie },
      );
      expect(created.status).toBe(302);
      const location = created.headers.location!;
      expect(location).toMatch(/^\/admin\/institutions\/\d+\/edit\?saved=created$/);
      const id = Number(location.split("/")[3]);
      const { rows } = await database.pool.query(
        "select student_body_size, founded_year, founded_source, financial_aid_available, online_programs, slug from institutions where id = $1",
        [id],
      );
      expect(rows[0]).toEqual({
        student_body_size: null,
        founded_year: 1988,
        founded_source: "Administrator",
        financial_aid_available: true,
        online_programs: null,
        slug: "lampstand-graduate-school",
      });
      expect((await page(location)).body).toContain("Institution created. The public pages show it now.");

      const form = {
        ...REQUIRED,
        institution_name: "Lampstand Graduate School",
        institution_type: "Graduate School",
        slug: "lampstand-graduate-school",
        city: "Boise",
        state_province: "ID",
        key_programs: "Theology (ThM)",
      };
      const edited = await postForm(site.url, `/admin/institutions/${id}/edit`, form, { cookie });
      expect(edited.status).toBe(302);
      expect(edited.headers.location).toBe(`/admin/institutions/${id}/edit?saved=updated`);
      const publicAnswer = await publicPage("/institution/lampstand-graduate-school");
      expect(publicAnswer.body).toContain("Boise");
      expect(publicAnswer.body).toContain("Theology (ThM)");
      const search = await publicPage("/search?q=lampstand");
      expect(search.body).toContain("Lampstand Graduate School");
      expect(search.body).toContain("Boise");
      expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["create", "update"]);
    });

    it("creates without evidence to wait for review, says so with a link to confirm it, and names a missing evidence field", async () => {
      const partial = await postForm(
        site.url,
        "/admin/institutions/new",
        { ...REQUIRED, institution_name: "Gleaning Field College", listed_because_url: EVIDENCE.listed_because_url },
        { cookie },
      );
      expect(partial.status).toBe(400);
      expect(partial.body).toContain("Quote is required too: give the evidence URL, quote and kind together");
      expect(partial.body).toContain(`value="${EVIDENCE.listed_because_url}"`);
      expect(
        (await database.pool.query("select 1 from institutions where slug = 'gleaning-field-college'")).rowCount,
      ).toBe(0);

      const created = await postForm(
        site.url,
        "/admin/institutions/new",
        { ...REQUIRED, institution_name: "Gleaning Field College", listed_because_kind: "" },
        { cookie },
      );
      expect(created.status).toBe(302);
      const id = Number(created.headers.location!.split("/")[3]);
      const html = (await page(created.headers.location!)).body;
      expect(html).toContain("Institution created. It waits in the review queue");
      expect(html).not.toContain("The public pages show it now.");
      const link = /href="(\/admin\/institutions\/review\?page=\d+#review-\d+)"/.exec(html)?.[1];
      expect(link).toBe(`/admin/institutions/review?page=1#review-${id}`);
      const queue = (await page(link!.split("#")[0]!)).body;
      expect(queue).toContain(`id="review-${id}"`);
      expect(queue).toContain("Gleaning Field College");
      expect((await publicPage("/institution/gleaning-field-college")).status).toBe(404);
    });

    it("answers anything but 'new' or a whole number with 404", async () => {
      for (const path of [
        "/admin/institutions/abc/edit",
        "/admin/institutions/1.5/edit",
        "/admin/institutions/-1/edit",
        "/admin/institutions/2000000000/edit",
        "/admin/institutions/99999999999/edit",
      ]) {
        const answer = await page(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).toContain("Page Not Found");
      }
      expect((await page("/admin/institutions/new/edit")).body).toContain("Add New Institution");
    });
  });

  describe("deleting", () => {
    async function makeSchool(name: string) {
      return json(await api("POST", "", { ...REQUIRED, institution_name: name })).data.institution as {
        id: number;
        slug: string;
      };
    }

    it("deletes one through the API, 404 the second time, and the public page is gone", async () => {
      const school = await makeSchool("Short Lived College");
      const answer = await api("DELETE", `/${school.id}`);
      expect(answer.status).toBe(200);
      expect(json(answer).data.deleted).toEqual([
        { id: school.id, institution_name: "Short Lived College", slug: school.slug },
      ]);
      expect((await api("DELETE", `/${school.id}`)).status).toBe(404);
      expect((await publicPage(`/institution/${school.slug}`)).status).toBe(404);
      expect((await auditFor(school.id)).at(-1)).toMatchObject({
        action: "delete",
        summary: 'Deleted institution "Short Lived College"',
      });
    });

    it("deletes several at once through the confirmation page, naming one by name and several by number", async () => {
      const a = await makeSchool("Bulk Alpha College");
      const b = await makeSchool("Bulk Beta College");
      const single = await page(`/admin/institutions/delete?ids=${a.id}`);
      expect(single.body).toContain(
        "Are you sure you want to delete &quot;Bulk Alpha College&quot;? This action cannot be undone.",
      );
      const confirm = await page(
        `/admin/institutions/delete?ids=${a.id}&ids=${b.id}&returnTo=${encodeURIComponent("/admin/institutions?q=bulk")}`,
      );
      expect(confirm.body).toContain("Are you sure you want to delete 2 institutions? This action cannot be undone.");

      const body = new URLSearchParams([
        ["ids", String(a.id)],
        ["ids", String(b.id)],
        ["returnTo", "/admin/institutions?q=bulk&page=3"],
      ]);
      const answer = await httpRequest(`${site.url}/admin/institutions/delete`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/admin/institutions?q=bulk&deleted=2");
      const { rowCount } = await database.pool.query("select 1 from institutions where id = any($1)", [[a.id, b.id]]);
      expect(rowCount).toBe(0);
      expect((await page("/admin/institutions?q=bulk&deleted=2")).body).toContain("Deleted 2 institutions.");

      // Again: they are gone, so the delete says it failed.
      const again = await httpRequest(`${site.url}/admin/institutions/delete`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      expect(again.status).toBe(404);
      expect(again.body).toContain("Failed to delete institutions. Please try again.");
      const one = await postForm(site.url, "/admin/institutions/delete", { ids: String(a.id) }, { cookie });
      expect(one.body).toContain("Failed to delete institution. Please try again.");
    });

    it("never follows a returnTo outside the institutions list", async () => {
      const school = await makeSchool("Redirect Check College");
      const answer = await postForm(
        site.url,
        "/admin/institutions/delete",
        { ids: String(school.id), returnTo: "https://evil.example/" },
        { cookie },
      );
      expect(answer.headers.location).toBe("/admin/institutions?deleted=1");
    });

    it("takes saved favorites with the institution", async () => {
      const school = await makeSchool("Favorite Gone College");
      const { userId } = await signedIn(site.url, database.services, "user");
      await database.pool.query("insert into favorites (user_id, institution_id) values ($1, $2)", [userId, school.id]);
      expect((await api("POST", "/delete", { ids: [school.id, 2000000000] })).status).toBe(200);
      const { rowCount } = await database.pool.query("select 1 from favorites where institution_id = $1", [school.id]);
      expect(rowCount).toBe(0);
      expect((await api("POST", "/delete", { ids: [] })).status).toBe(400);
      expect((await api("POST", "/delete", { ids: ["1"] })).status).toBe(400);
    });
  });
});
