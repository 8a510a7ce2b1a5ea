/**
 * The faith and campus-life profile on the real server and database: every seeded school starts
 * "Not yet verified"; an administrator's profile (PATCH and the editor form) is validated field by
 * field with nothing saved on a refusal, audited, kept through a re-seed, and shown on the page with
 * its source and date; the search filters narrow with counts equal to the database's; compare,
 * the API, OpenAPI and the bulk import carry the fields.
 */
import { describe, expect, it } from "vitest";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

const PROFILE_COLUMNS = [
  "faith_statement_url",
  "faith_affirmed_by_students",
  "faith_affirmed_by_faculty",
  "faith_affirmed_by_staff",
  "faith_affirmed_by_board",
  "chapel",
  "chapel_times_per_week",
  "lifestyle_covenant",
  "bible_credits_required",
  "pastor_reference_required",
  "faith_profile_source_url",
  "faith_profile_verified_on",
];

const VERIFIED = {
  faith_statement_url: "https://www.wheaton.edu/about-wheaton/statement-of-faith-and-educational-purpose/",
  faith_affirmed_by_students: false,
  faith_affirmed_by_faculty: true,
  faith_affirmed_by_staff: true,
  faith_affirmed_by_board: true,
  chapel: "required",
  chapel_times_per_week: 3,
  lifestyle_covenant: true,
  covenant_topics: ["sexuality", "alcohol"],
  bible_credits_required: 14,
  pastor_reference_required: false,
  faith_profile_source_url: "https://www.wheaton.edu/life-at-wheaton/",
  faith_profile_verified_on: "2026-03-12",
};

describe("faith and campus-life profile", async () => {
  const site = await siteUnderTest({ signIn: "admin" });
  const { database, json, pageText } = site;

  const count = async (where: string) =>
    (await database.pool.query<{ n: number }>(`select count(*)::int as n from institutions where ${where}`)).rows[0]!.n;
  /** Among the schools the public sees (listed.server.ts). */
  const listed = (where: string) => count(`not needs_review and (${where})`);
  const idOf = async (slug: string) =>
    (await database.pool.query<{ id: number }>("select id from institutions where slug = $1", [slug])).rows[0]!.id;
  const profileOf = async (slug: string) =>
    (
      await database.pool.query(
        // The date as text (YYYY-MM-DD), as the API gives it.
        `select ${PROFILE_COLUMNS.join(", ")}, faith_profile_verified_on::text as faith_profile_verified_on, covenant_topics, edited_fields from institutions where slug = $1`,
        [slug],
      )
    ).rows[0];
  const patch = (id: number, body: unknown) =>
    httpRequest(`${site.url}/api/admin/institutions/${id}`, {
      method: "PATCH",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const importItems = (items: unknown[]) =>
    httpRequest(`${site.url}/api/admin/import?file_name=faith.json`, {
      method: "POST",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(items),
    });

  it("adds the columns, and seeds only facts stated on schools' own pages, each with its page", async () => {
    const { rows } = await database.pool.query<{ column_name: string; is_nullable: string }>(
      "select column_name, is_nullable from information_schema.columns where table_name = 'institutions' and column_name = any($1)",
      [PROFILE_COLUMNS],
    );
    expect(rows.map((row) => row.column_name).sort()).toEqual([...PROFILE_COLUMNS].sort());
    expect(rows.every((row) => row.is_nullable === "YES")).toBe(true);
    expect(await count("true")).toBeGreaterThan(800);
    const anyFact = `(${PROFILE_COLUMNS.map((column) => `${column} is not null`).join(" or ")} or covenant_topics <> '{}')`;
    expect(await count(anyFact)).toBeGreaterThanOrEqual(80);
    expect(
      await count(
        `${anyFact} and not exists (select 1 from institution_fact_sources s where s.institution_id = institutions.id)`,
      ),
    ).toBe(0);
    // The database refuses what the rules refuse, whatever writes the row.
    await expect(
      database.pool.query("update institutions set chapel = 'daily' where slug = 'wheaton-college'"),
    ).rejects.toThrow(/institutions_chapel_check/);
    await expect(
      database.pool.query(
        "update institutions set chapel = 'voluntary', chapel_times_per_week = 2 where slug = 'wheaton-college'",
      ),
    ).rejects.toThrow(/institutions_chapel_check/);
    // The rest of this file is about an administrator's own profile: the stated facts are taken off.
    await database.pool.query(
      `update institutions set ${PROFILE_COLUMNS.map((column) => `${column} = null`).join(", ")}, covenant_topics = '{}'`,
    );
    await database.pool.query("delete from institution_fact_sources");
    const wheaton = (await json("/api/institutions/wheaton-college")).data.institution;
    expect(wheaton).toMatchObject({ chapel: null, faith_affirmed_by_faculty: null, covenant_topics: [] });
  });

  it("refuses bad input with a message per field, and saves nothing", async () => {
    const id = await idOf("wheaton-college");
    const before = await profileOf("wheaton-college");
    const refused = await patch(id, {
      chapel: "daily",
      faith_profile_source_url: "ftp://files.wheaton.edu/life",
      faith_profile_verified_on: "2999-01-01",
      bible_credits_required: 61,
      covenant_topics: ["alcohol", "gambling"],
      faith_affirmed_by_faculty: "perhaps",
    });
    expect(refused.status).toBe(400);
    const fields = JSON.parse(refused.body).error.fields;
    expect(fields).toMatchObject({
      chapel: "Chapel must be one of: required, credit_based, voluntary, none",
      faith_profile_source_url: "Profile source must be a web address starting with http:// or https://",
      faith_profile_verified_on: "Last verified cannot be in the future",
      bible_credits_required: "Required Bible or theology credits must be a whole number from 0 to 60",
      covenant_topics: expect.stringContaining("Covenant topics must be among alcohol"),
      faith_affirmed_by_faculty: "Faculty affirm must be yes, no or not yet verified",
    });
    // Rules across fields, on the profile as it would be stored.
    const crossed = await patch(id, {
      chapel: "voluntary",
      chapel_times_per_week: 3,
      lifestyle_covenant: false,
      covenant_topics: ["alcohol"],
      faith_profile_verified_on: "2026-01-05",
    });
    expect(crossed.status).toBe(400);
    expect(JSON.parse(crossed.body).error.fields).toEqual({
      chapel_times_per_week: "Chapel times per week applies only when chapel is required",
      covenant_topics: "Covenant topics apply only when there is a lifestyle covenant",
      faith_profile_source_url: "Profile source is required when any faith and campus-life fact is given",
    });
    const invalidDate = await patch(id, { faith_profile_verified_on: "2026-02-30" });
    expect(JSON.parse(invalidDate.body).error.fields.faith_profile_verified_on).toBe(
      "Last verified must be a date (YYYY-MM-DD)",
    );
    expect(await profileOf("wheaton-college")).toEqual(before);
  });

  it("saves an administrator's verified profile, audits it, and shows it with its source and date", async () => {
    const id = await idOf("wheaton-college");
    const saved = await patch(id, VERIFIED);
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body).data.institution).toMatchObject({
      ...VERIFIED,
      covenant_topics: ["alcohol", "sexuality"],
    });
    const row = await profileOf("wheaton-college");
    expect(row.edited_fields).toEqual(
      expect.arrayContaining(["chapel", "faith_affirmed_by_faculty", "faith_profile_verified_on", "covenant_topics"]),
    );
    const audit = await database.pool.query(
      "select details from audit_log where entity_type = 'institution' and entity_id = $1 order by id desc limit 1",
      [String(id)],
    );
    expect(audit.rows[0].details.fields).toEqual(expect.arrayContaining(["chapel", "lifestyle_covenant"]));

    // A later PATCH of one field leaves the others as they are.
    expect((await patch(id, { bible_credits_required: 12 })).status).toBe(200);
    expect(await profileOf("wheaton-college")).toMatchObject({
      bible_credits_required: 12,
      chapel: "required",
      covenant_topics: ["alcohol", "sexuality"],
    });

    const page = await pageText("/institution/wheaton-college");
    expect(page).toContain("Faith &amp; Campus Life");
    expect(page).toMatch(/Chapel<\/dt><dd[^>]*>Required, 3 times a week</);
    expect(page).toMatch(/Faculty affirm it<\/dt><dd[^>]*>Yes</);
    expect(page).toMatch(/Students affirm it<\/dt><dd[^>]*>No</);
    expect(page).toMatch(/Lifestyle covenant<\/dt><dd[^>]*>Yes: Alcohol, Sexuality</);
    expect(page).toMatch(/Pastor&#x27;s reference for admission<\/dt><dd[^>]*>Not required</);
    expect(page).toContain('href="https://www.wheaton.edu/life-at-wheaton/"');
    // Each fact names the administrator's source and date.
    expect(page).toContain("Checked by the directory");
    expect(page).toContain("verified 12 March 2026");
    // Another school: every fact unverified, with the way for the school to report them.
    const moody = await pageText("/institution/moody-bible-institute");
    expect(moody.match(/<dd[^>]*>Not yet verified<\/dd>/g)?.length).toBe(9);
    // The way for the school's own staff to report the facts.
    expect(moody).toContain("Work at this school?");
    expect(moody).toContain('href="/institution/moody-bible-institute/represent"');

    const compare = (await json("/api/compare?schools=wheaton-college,moody-bible-institute")).data;
    const rowOf = (key: string) => compare.rows.find((candidate: { key: string }) => candidate.key === key);
    expect(rowOf("chapel")).toMatchObject({
      group: "Faith and campus life",
      cells: [
        { text: "Required, 3 times a week", reported: true },
        { text: "Not yet verified", reported: false },
      ],
      differs: true,
    });
    expect(rowOf("faith_affirmed_by").cells[0].text).toBe("students: No; faculty: Yes; staff: Yes; board: Yes");
    expect(rowOf("faith_profile_verified_on").cells[0]).toMatchObject({
      text: "12 March 2026",
      note: VERIFIED.faith_profile_source_url,
    });

    // Clearing the facts: back to "Not yet verified", still the administrator's choice.
    const cleared = await patch(await idOf("moody-bible-institute"), { chapel: null, lifestyle_covenant: null });
    expect(cleared.status).toBe(200);
  });

  it("takes the profile from the editor form, and shows a refused field's message beside it", async () => {
    const id = await idOf("moody-bible-institute");
    const editor = (
      await httpRequest(`${site.url}/admin/institutions/${id}/edit`, { headers: { Cookie: site.cookie } })
    ).body;
    expect(editor).toContain("Faith &amp; Campus Life");
    const current = (await json("/api/institutions/moody-bible-institute")).data.institution;
    const post = (extra: [string, string][]) =>
      httpRequest(`${site.url}/admin/institutions/${id}/edit`, {
        method: "POST",
        headers: { Cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams([
          ["institution_name", current.institution_name],
          ["slug", current.slug],
          ["institution_type", current.institution_type],
          ["denomination", current.denomination],
          ["accreditation_status", current.accreditation_status],
          ...extra,
        ]).toString(),
      });
    const refused = await post([
      ["chapel", "required"],
      ["faith_profile_source_url", "https://www.moody.edu/student-life/"],
      ["faith_profile_verified_on", "2999-01-01"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Last verified cannot be in the future");
    expect((await profileOf("moody-bible-institute")).chapel).toBeNull();
    const saved = await post([
      ["chapel", "required"],
      ["chapel_times_per_week", "4"],
      ["lifestyle_covenant", "true"],
      ["covenant_topics", "tobacco"],
      ["covenant_topics", "alcohol"],
      ["faith_profile_source_url", "https://www.moody.edu/student-life/"],
      ["faith_profile_verified_on", "2026-04-01"],
    ]);
    expect(saved.status).toBe(302);
    expect(await profileOf("moody-bible-institute")).toMatchObject({
      chapel: "required",
      chapel_times_per_week: 4,
      covenant_topics: ["alcohol", "tobacco"],
      faith_profile_verified_on: "2026-04-01",
    });
    // Leave Moody as the seed had it for the searches below.
    expect(
      (
        await post([
          ["chapel", ""],
          ["lifestyle_covenant", ""],
        ])
      ).status,
    ).toBe(302);
    expect(await profileOf("moody-bible-institute")).toMatchObject({ chapel: null, covenant_topics: [] });
  });

  it("imports a verified batch with per-item results, refusing bad items whole", async () => {
    const ids = await Promise.all(["biola-university", "calvin-university", "hope-college"].map(idOf));
    const answer = await importItems([
      {
        id: ids[0],
        institution_name: "Biola University",
        faith_affirmed_by_students: true,
        faith_affirmed_by_faculty: true,
        chapel: "credit_based",
        lifestyle_covenant: true,
        covenant_topics: ["alcohol", "tobacco"],
        faith_profile_source_url: "https://www.biola.edu/community-life",
        faith_profile_verified_on: "2026-02-01",
      },
      {
        id: ids[1],
        institution_name: "Calvin University",
        faith_affirmed_by_faculty: true,
        chapel: "voluntary",
        lifestyle_covenant: false,
        faith_profile_source_url: "https://calvin.edu/about",
        faith_profile_verified_on: "2026-02-02",
      },
      {
        id: ids[2],
        institution_name: "Hope College",
        chapel: "weekly",
        faith_profile_source_url: "javascript:alert(1)",
        faith_profile_verified_on: "2999-12-31",
      },
      { id: ids[2], institution_name: "Hope College", chapel: "voluntary", chapel_times_per_week: 2 },
    ]);
    expect(answer.status).toBe(200);
    const { results } = JSON.parse(answer.body).data;
    expect(results.map((result: { outcome: string }) => result.outcome)).toEqual([
      "updated",
      "updated",
      "error",
      "error",
    ]);
    expect(results[2].message).toBe(
      [
        "chapel: Chapel must be one of: required, credit_based, voluntary, none",
        "faith_profile_source_url: Profile source must be a web address starting with http:// or https://",
        "faith_profile_verified_on: Last verified cannot be in the future",
      ].join("; "),
    );
    expect(results[3].message).toContain(
      "chapel_times_per_week: Chapel times per week applies only when chapel is required",
    );
    expect(await profileOf("hope-college")).toMatchObject({
      chapel: null,
      faith_profile_source_url: null,
      edited_fields: [],
    });
    expect(await profileOf("biola-university")).toMatchObject({
      chapel: "credit_based",
      covenant_topics: ["alcohol", "tobacco"],
      faith_profile_verified_on: "2026-02-01",
    });
    expect((await profileOf("biola-university")).edited_fields).toContain("chapel");
  });

  it("narrows the search to verified facts, with counts equal to the database's", async () => {
    const expected = {
      faculty_affirm_faith: await listed("faith_affirmed_by_faculty"),
      students_affirm_faith: await listed("faith_affirmed_by_students"),
      chapel_required: await listed("chapel = 'required'"),
      no_covenant: await listed("lifestyle_covenant = false"),
    };
    // Wheaton, Biola and Calvin: faculty; Biola: students; Wheaton: chapel; Calvin: no covenant.
    expect(expected).toEqual({ faculty_affirm_faith: 3, students_affirm_faith: 1, chapel_required: 1, no_covenant: 1 });
    const all = (await json("/api/institutions")).data;
    expect(all.faith_counts).toEqual(expected);

    const faculty = (await json("/api/institutions?faculty_affirm_faith=true")).data;
    expect(faculty.pagination.total).toBe(3);
    expect(faculty.institutions.map((card: { slug: string }) => card.slug).sort()).toEqual([
      "biola-university",
      "calvin-university",
      "wheaton-college",
    ]);
    // Counts follow the other filters: what ticking each box would leave.
    expect(faculty.faith_counts).toEqual({
      faculty_affirm_faith: 3,
      students_affirm_faith: 1,
      chapel_required: 1,
      no_covenant: 1,
    });
    const both = (await json("/api/institutions?faculty_affirm_faith=true&no_covenant=1")).data;
    expect(both.institutions.map((card: { slug: string }) => card.slug)).toEqual(["calvin-university"]);
    const state = (await json("/api/institutions?faculty_affirm_faith=true&country=United+States&state=IL")).data;
    expect(state.pagination.total).toBe(1);
    expect(state.faith_counts.students_affirm_faith).toBe(0);
    // false is no filter; a value that is not yes/no is refused by the API, dropped by the page.
    expect((await json("/api/institutions?chapel_required=false")).data.pagination.total).toBe(await listed("true"));
    const refused = await httpRequest(`${site.url}/api/institutions?no_covenant=maybe`);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("no_covenant must be true or false");

    // React separates text parts with empty comments; read the text as a person does.
    const page = (await pageText("/search?chapel_required=true")).replaceAll("<!-- -->", "");
    expect(page).toContain("Chapel required (1)");
    expect(page).toContain("Faculty affirm a statement of faith (1)");
    expect(page).toContain("Wheaton College");
    expect(page).not.toContain("Biola University");
  });

  it("documents the fields and filters in the OpenAPI document", async () => {
    const text = JSON.stringify(await json("/api/openapi.json"));
    for (const name of [...PROFILE_COLUMNS, "covenant_topics", "faith_counts", "faculty_affirm_faith", "no_covenant"]) {
      expect(text, name).toContain(`"${name}"`);
    }
  });

  it("keeps an administrator's profile through a restart and a re-seed", async () => {
    await database.pool.query(
      "delete from app_settings where key = 'seed:institutions' or key like 'seed:founding-years:%' or key like 'seed:associations:%'",
    );
    await site.restart();
    expect(await profileOf("wheaton-college")).toMatchObject({
      chapel: "required",
      faith_affirmed_by_faculty: true,
      bible_credits_required: 12,
      faith_profile_verified_on: "2026-03-12",
    });
    expect((await json("/api/institutions?chapel_required=true")).data.pagination.total).toBe(1);
  });
});
