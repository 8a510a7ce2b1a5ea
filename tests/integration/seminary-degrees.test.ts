/**
 * Seminary degrees on the real server and database: the migration's columns (nothing guessed in
 * the seed), what the federal completions answer where nobody verified a degree, every rule of the
 * admin API with its message per field and nothing saved, a change shown at once by the API, the
 * institution page, the search filters with exact counts (the search's SQL against the TypeScript
 * rule), compare and the OpenAPI document, and the bulk import applying the same rules.
 */
import { describe, expect, it } from "vitest";
import { latestVerifiableDate } from "~/domain/institutions/faith-profile";
import { LISTED_SQL } from "~/domain/institutions/listed.server";
import {
  DEGREE_FILTERS,
  passesDegreeFilter,
  SEMINARY_DEGREES,
  type SeminaryDegrees,
} from "~/domain/institutions/seminary-degrees";
import { listAwardedPrograms } from "~/domain/programs/institution-programs.server";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

/** The schools whose own page states that their MDiv can be completed fully online (data/sources/school-pages). */
const MDIV_ONLINE_STATED = 36;
/** The schools whose own page states that their DMin can be completed fully online, and those whose page names campus time. */
const DMIN_ONLINE_STATED = 9;
const DMIN_ON_CAMPUS_STATED = 34;

const DEGREE_COLUMNS = [
  "degree_mdiv",
  "degree_mdiv_online",
  "degree_ma",
  "degree_ma_online",
  "degree_thm",
  "degree_thm_online",
  "degree_dmin",
  "degree_dmin_online",
  "degree_phd",
  "degree_phd_online",
  "degrees_online_approved",
  "degrees_source_url",
  "degrees_verified_on",
];

/** The day after the latest date that is today somewhere (UTC+14): in the future everywhere, at any hour. */
const tomorrow = () => new Date(Date.parse(latestVerifiableDate()) + 24 * 3600 * 1000).toISOString().slice(0, 10);

describe("seminary degrees", async () => {
  const site = await siteUnderTest({ signIn: "admin" });
  const { database, json, pageText } = site;

  const idOf = async (slug: string) =>
    (await database.pool.query<{ id: number }>("select id from institutions where slug = $1", [slug])).rows[0]!.id;
  const degreesOf = async (slug: string) =>
    (await database.pool.query(`select ${DEGREE_COLUMNS.join(", ")} from institutions where slug = $1`, [slug]))
      .rows[0];
  const count = async (where: string) =>
    (await database.pool.query<{ n: number }>(`select count(*)::int as n from institutions where ${where}`)).rows[0]!.n;
  /** Each degree filter's count by the TypeScript rule (passesDegreeFilter), over the listed schools `where` holds. */
  const expectedCounts = async (where = "true") => {
    const { rows } = await database.pool.query<Record<string, boolean | null> & { id: number }>(
      `select id, ${DEGREE_COLUMNS.join(", ")} from institutions where ${LISTED_SQL} and ${where}`,
    );
    const awarded = await listAwardedPrograms(
      database.services.db,
      rows.map((row) => row.id),
    );
    const degreesOfRow = (row: Record<string, boolean | null>) =>
      Object.fromEntries(
        SEMINARY_DEGREES.map((degree) => [
          degree,
          { offered: row[`degree_${degree}`], online: row[`degree_${degree}_online`] },
        ]),
      ) as SeminaryDegrees;
    return Object.fromEntries(
      DEGREE_FILTERS.map((filter) => [
        filter,
        rows.filter((row) => passesDegreeFilter(degreesOfRow(row), awarded.get(row.id) ?? null, filter)).length,
      ]),
    );
  };
  const patch = (id: number, body: unknown) =>
    httpRequest(`${site.url}/api/admin/institutions/${id}`, {
      method: "PATCH",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const importItems = async (items: unknown[]) => {
    const post = (path: string, body: unknown) =>
      httpRequest(`${site.url}/api/admin/import${path}`, {
        method: "POST",
        headers: { Cookie: site.cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const run = JSON.parse((await post("/runs", { file_name: "degrees.json", total_items: items.length })).body).data
      .run;
    const answer = await post(`/runs/${run.id}/items`, { start_index: 0, items });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body).data.results as { outcome: string; message: string | null }[];
  };

  it("adds the columns, with nothing guessed in the seed: only a degree fully online that a school's own page states", async () => {
    const { rows } = await database.pool.query<{ column_name: string; data_type: string }>(
      "select column_name, data_type from information_schema.columns where table_name = 'institutions' and (column_name like 'degree%')",
    );
    expect(new Map(rows.map((row) => [row.column_name, row.data_type]))).toEqual(
      new Map(
        DEGREE_COLUMNS.map((column) => [
          column,
          column === "degrees_source_url" ? "text" : column === "degrees_verified_on" ? "date" : "boolean",
        ]),
      ),
    );
    const online = DEGREE_COLUMNS.filter((column) => column.endsWith("_online"));
    const answered = (columns: string[]) => columns.map((column) => `${column} is not null`).join(" or ");
    expect(await count(answered(DEGREE_COLUMNS.filter((column) => !online.includes(column))))).toBe(0);
    // Each answer the seed gives has the page that states it, with its quote and the day it was read.
    for (const column of online) {
      expect(
        await count(`${column} is not null and not exists (select 1 from institution_fact_sources s
          where s.institution_id = institutions.id and s.field = '${column}' and s.kind = 'school_site'
            and s.source_url like 'http%' and s.quote <> '' and s.observed_on is not null)`),
        column,
      ).toBe(0);
    }
    expect(await count("degree_mdiv_online is true")).toBe(MDIV_ONLINE_STATED);
    expect(await count("degree_dmin_online is true")).toBe(DMIN_ONLINE_STATED);
    expect(await count("degree_dmin_online is false")).toBe(DMIN_ON_CAMPUS_STATED);
    const moody = (await json("/api/institutions/moody-bible-institute")).data.institution;
    expect(moody.seminary_degrees.mdiv.offered).toBeNull();
    expect(moody.degrees_source_url).toBeNull();
    // A seminary's page says what the completions show where nobody verified a degree, and never
    // reads "no graduates" as "not offered".
    const dts = await pageText("/institution/dallas-theological-seminary");
    expect(dts).toContain("Seminary Degrees");
    expect(dts).toMatch(/MDiv<\/abbr><\/th><td[^>]*>Awarded each year 2020-2024<\/td><td[^>]*>Not yet verified</);
    expect(dts).toMatch(/ThM<\/abbr><\/th><td[^>]*>Awarded each year 2020-2024 \(as an MA or ThM\)</);
    expect(dts).toMatch(/DMin<\/abbr><\/th><td[^>]*>No graduates reported 2020-2024</);
    expect(dts).toContain("Offered, where nobody has verified it: IPEDS Completions (first majors), 2020-2024.");
    expect(dts).not.toMatch(/<td[^>]*>(Not )?[Oo]ffered</);
    // A seminary abroad has no completions: every degree is not yet verified.
    const { rows: abroad } = await database.pool.query<{ slug: string }>(
      `select slug from institutions where institution_type = 'Seminary' and country <> 'United States' and ${LISTED_SQL} order by slug limit 1`,
    );
    const page = await pageText(`/institution/${abroad[0]!.slug}`);
    expect(page).toContain("Seminary Degrees");
    expect(page).toContain("Not yet verified: no source has been checked for these degrees yet.");
    expect(page).not.toMatch(/<td[^>]*>(Offered|Awarded)/);
  });

  it("shows a fully online MDiv that the school's page states, with its page, quote and date, and keeps it through an edit of other fields", async () => {
    const { rows } = await database.pool.query<{ id: number; slug: string; source_url: string; quote: string }>(
      `select i.id, i.slug, s.source_url, s.quote from institutions i
         join institution_fact_sources s on s.institution_id = i.id and s.field = 'degree_mdiv_online'
        where s.kind = 'school_site' and i.degree_mdiv_online is true and ${LISTED_SQL}
          and i.slug not in ('dallas-theological-seminary', 'moody-bible-institute', 'wheaton-college', 'asbury-theological-seminary')
        order by i.slug limit 1`,
    );
    const school = rows[0]!;
    const host = new URL(school.source_url).host;
    const api = (await json(`/api/institutions/${school.slug}`)).data.institution;
    expect(api.seminary_degrees.mdiv).toEqual({ offered: null, online: true });
    expect(api.fact_sources).toContainEqual(
      expect.objectContaining({
        field: "degree_mdiv_online",
        kind: "school_site",
        label: "Stated on the school's site",
        source_url: school.source_url,
        quote: school.quote,
      }),
    );
    // The page: offered by the completions, fully online by the school's page, named in the cell.
    const page = await pageText(`/institution/${school.slug}`);
    expect(page).toMatch(
      /MDiv<\/abbr><\/th><td[^>]*>Awarded[^<]*<\/td><td[^>]*>Fully online<span[^>]*>Stated on the school(&#x27;|')s site \(<a[^>]*>/,
    );
    expect(page).toContain(`>${host}<`);
    expect(page).toContain(
      "The accreditor&#x27;s approval, and fully online where no source is named: not yet verified",
    );
    // The filter finds it, and compare names the page.
    const found = (await json(`/api/institutions?seminary_degree=mdiv_online&page_size=100`)).data;
    expect(found.institutions.map((card: { slug: string }) => card.slug)).toContain(school.slug);
    // A school whose page names required time on campus: "Not fully online", with its page too.
    const { rows: campus } = await database.pool.query<{ slug: string; source_url: string }>(
      `select i.slug, s.source_url from institutions i
         join institution_fact_sources s on s.institution_id = i.id and s.field = 'degree_mdiv_online'
        where s.kind = 'school_site' and i.degree_mdiv_online is false and ${LISTED_SQL} order by i.slug limit 1`,
    );
    const onCampus = campus[0]!;
    expect(await pageText(`/institution/${onCampus.slug}`)).toMatch(
      /MDiv<\/abbr><\/th><td[^>]*>[^<]*<\/td><td[^>]*>Not fully online<span[^>]*>Stated on the school(&#x27;|')s site/,
    );
    const compare = (await json(`/api/compare?schools=${school.slug},${onCampus.slug}`)).data;
    const row = compare.rows.find((candidate: { key: string }) => candidate.key === "seminary_degrees");
    expect(row.cells[0].text).toMatch(/^MDiv \(fully online\)/);
    expect(row.cells[0].note).toContain(`MDiv fully online: Stated on the school's site (${host}), read `);
    expect(row.cells[1].text).not.toContain("fully online");
    expect(row.cells[1].note).toContain(
      `MDiv not fully online: Stated on the school's site (${new URL(onCampus.source_url).host}), read `,
    );

    // The editor sends every field back: the page's fact needs no source of the administrator's.
    const unchanged = await patch(school.id, { degree_mdiv_online: true, meta_description: "Seminary in the test" });
    expect(unchanged.status, unchanged.body).toBe(200);
    const sources = await database.pool.query(
      "select kind from institution_fact_sources where institution_id = $1 and field = 'degree_mdiv_online'",
      [school.id],
    );
    expect(sources.rows).toEqual([{ kind: "school_site" }]);
    // Changing it makes it the administrator's fact, which needs the degrees' source and date.
    const changed = await patch(school.id, { degree_mdiv_online: false });
    expect(changed.status).toBe(400);
    expect(JSON.parse(changed.body).error.fields.degrees_source_url).toBe(
      "Degrees source is required when any degree is answered Yes or No",
    );
    expect((await degreesOf(school.slug)).degree_mdiv_online).toBe(true);
  });

  it("shows whether a DMin can be completed fully online where the school's page states it, in its row and in compare", async () => {
    const stated = async (online: boolean) =>
      (
        await database.pool.query<{ slug: string; source_url: string; quote: string }>(
          `select i.slug, s.source_url, s.quote from institutions i
             join institution_fact_sources s on s.institution_id = i.id and s.field = 'degree_dmin_online'
            where s.kind = 'school_site' and i.degree_dmin_online is ${online} and ${LISTED_SQL}
            order by i.slug limit 1`,
        )
      ).rows[0]!;
    const [online, onCampus] = [await stated(true), await stated(false)];
    const api = (await json(`/api/institutions/${online.slug}`)).data.institution;
    expect(api.seminary_degrees.dmin.online).toBe(true);
    expect(api.fact_sources).toContainEqual(
      expect.objectContaining({ field: "degree_dmin_online", kind: "school_site", quote: online.quote }),
    );
    // The DMin row: offered as the completions show it, fully online (or not) with the page that says so.
    expect(await pageText(`/institution/${online.slug}`)).toMatch(
      /DMin<\/abbr><\/th><td[^>]*>Awarded[^<]*<\/td><td[^>]*>Fully online<span[^>]*>Stated on the school(&#x27;|')s site \(<a[^>]*>/,
    );
    expect(await pageText(`/institution/${onCampus.slug}`)).toMatch(
      /DMin<\/abbr><\/th><td[^>]*>Awarded[^<]*<\/td><td[^>]*>Not fully online<span[^>]*>Stated on the school(&#x27;|')s site/,
    );
    const compare = (await json(`/api/compare?schools=${online.slug},${onCampus.slug}`)).data;
    const row = compare.rows.find((candidate: { key: string }) => candidate.key === "seminary_degrees");
    expect(row.cells[0].text).toContain("DMin (fully online)");
    expect(row.cells[0].note).toContain(
      `DMin fully online: Stated on the school's site (${new URL(online.source_url).host}), read `,
    );
    expect(row.cells[1].text).toContain("DMin");
    expect(row.cells[1].text).not.toContain("DMin (fully online)");
    expect(row.cells[1].note).toContain(
      `DMin not fully online: Stated on the school's site (${new URL(onCampus.source_url).host}), read `,
    );
  });

  it("refuses each broken rule with a message naming the field, and saves nothing", async () => {
    const id = await idOf("dallas-theological-seminary");
    const before = await degreesOf("dallas-theological-seminary");
    const good = { degrees_source_url: "https://www.dts.edu/degrees/", degrees_verified_on: "2026-01-15" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, degree_mdiv: "maybe" }, "degree_mdiv", "Choose Yes, No or Not reported"],
      [{ ...good, degrees_online_approved: "soon" }, "degrees_online_approved", "Choose Yes, No or Not reported"],
      [
        { degrees_online_approved: true, degrees_verified_on: "2026-01-15" },
        "degrees_source_url",
        "Degrees source is required when any degree is answered Yes or No",
      ],
      [
        { degree_mdiv: true, degrees_source_url: "ftp://dts.edu/degrees", degrees_verified_on: "2026-01-15" },
        "degrees_source_url",
        "Degrees source must be a web address starting with http:// or https://",
      ],
      [
        { degree_mdiv: true, degrees_source_url: "javascript:alert(1)", degrees_verified_on: "2026-01-15" },
        "degrees_source_url",
        "Degrees source must be a web address starting with http:// or https://",
      ],
      [
        { ...good, degree_mdiv: true, degrees_verified_on: tomorrow() },
        "degrees_verified_on",
        "Degrees last verified cannot be in the future",
      ],
      [
        { ...good, degree_mdiv: true, degrees_verified_on: "2026-02-30" },
        "degrees_verified_on",
        "Degrees last verified must be a date (YYYY-MM-DD)",
      ],
      [
        { ...good, degree_mdiv: false, degree_mdiv_online: true },
        "degree_mdiv_online",
        "MDiv fully online cannot be Yes when MDiv is not offered",
      ],
      [
        { degree_dmin: true, degrees_verified_on: "2026-01-15" },
        "degrees_source_url",
        "Degrees source is required when any degree is answered Yes or No",
      ],
      [
        { degree_dmin: true, degrees_source_url: "https://www.dts.edu/degrees/" },
        "degrees_verified_on",
        "Degrees last verified is required when any degree is answered Yes or No",
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await patch(id, body);
      expect(answer.status, field).toBe(400);
      expect(JSON.parse(answer.body).error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await degreesOf("dallas-theological-seminary")).toEqual(before);
  });

  it("shows an administrator's degrees at once in the API, the page, the filters with exact counts, and compare", async () => {
    const source = { degrees_source_url: "https://www.dts.edu/degrees/", degrees_verified_on: "2026-01-15" };
    const dts = await idOf("dallas-theological-seminary");
    const moody = await idOf("moody-bible-institute");
    const wheaton = await idOf("wheaton-college");
    expect(
      (
        await patch(dts, {
          ...source,
          degrees_online_approved: true,
          degree_mdiv: true,
          degree_mdiv_online: false,
          degree_dmin: true,
          degree_thm: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await patch(moody, {
          degrees_source_url: "https://www.moody.edu/graduate/",
          degrees_verified_on: "2026-02-01",
          degree_mdiv: true,
          degree_mdiv_online: true,
          degree_dmin: false,
        })
      ).status,
    ).toBe(200);
    // A "no" alone is a fact too: it needs its source, and it is never counted as offered.
    expect(
      (
        await patch(wheaton, {
          degrees_source_url: "https://www.wheaton.edu/",
          degrees_verified_on: "2026-03-01",
          degree_mdiv: false,
        })
      ).status,
    ).toBe(200);

    const api = (await json("/api/institutions/dallas-theological-seminary")).data.institution;
    expect(api.seminary_degrees).toEqual({
      mdiv: { offered: true, online: false },
      ma: { offered: null, online: null },
      thm: { offered: true, online: null },
      dmin: { offered: true, online: null },
      phd: { offered: null, online: null },
    });
    expect(api).toMatchObject({ ...source, degrees_online_approved: true });
    expect((await json("/api/institutions/moody-bible-institute")).data.institution.degrees_online_approved).toBeNull();

    const page = await pageText("/institution/dallas-theological-seminary");
    expect(page).toMatch(/MDiv<\/abbr><\/th><td[^>]*>Offered<\/td><td[^>]*>Not fully online</);
    // Nobody verified the PhD: the completions answer.
    expect(page).toMatch(/PhD\/ThD<\/abbr><\/th><td[^>]*>Awarded each year 2020-2024<\/td><td[^>]*>Not yet verified</);
    expect(page).toContain("https://www.dts.edu/degrees/");
    expect(page).toContain("last verified 2026-01-15");
    expect(page).toMatch(/Accreditor(&#x27;|')s approval of fully online degrees:<\/span> <span[^>]*>Approved</);

    // The search's counts (its SQL) are the TypeScript rule's: a verified answer, else the completions.
    const expected = await expectedCounts();
    expect(expected.mdiv_online).toBeGreaterThanOrEqual(MDIV_ONLINE_STATED);
    expect(expected.mdiv).toBeGreaterThanOrEqual(200);
    const all = (await json("/api/institutions")).data;
    expect(all.degree_counts).toEqual(expected);
    for (const [filter, has, lacks] of [
      ["mdiv", ["dallas-theological-seminary", "moody-bible-institute"], ["wheaton-college"]],
      ["mdiv_online", ["moody-bible-institute"], ["dallas-theological-seminary"]],
      ["theology_master", ["dallas-theological-seminary", "moody-bible-institute", "wheaton-college"], []],
      ["dmin", ["dallas-theological-seminary"], ["moody-bible-institute"]],
      ["phd", ["dallas-theological-seminary", "wheaton-college"], ["moody-bible-institute"]],
    ] as const) {
      const result = (await json(`/api/institutions?seminary_degree=${filter}&page_size=100&q=`)).data;
      expect(result.pagination.total, filter).toBe(expected[filter]);
      const slugs: string[] = [];
      for (let pageNumber = 1; slugs.length < result.pagination.total; pageNumber += 1) {
        const found = (await json(`/api/institutions?seminary_degree=${filter}&page_size=100&page=${pageNumber}`)).data;
        slugs.push(...found.institutions.map((card: { slug: string }) => card.slug));
      }
      expect(slugs, filter).toEqual(expect.arrayContaining([...has]));
      for (const slug of lacks) expect(slugs, `${filter} ${slug}`).not.toContain(slug);
      // The counts of the other degree filters are under this one's siblings, not under itself.
      expect(result.degree_counts).toEqual(expected);
    }
    // Under another filter: counted within Texas only.
    const texas = (await json("/api/institutions?country=United+States&state=TX")).data;
    expect(texas.degree_counts).toEqual(await expectedCounts("country = 'United States' and state_province = 'TX'"));
    const refused = await httpRequest(`${site.url}/api/institutions?seminary_degree=thm`);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("seminary_degree must be one of mdiv, mdiv_online, theology_master, dmin, phd");

    const search = await pageText("/search?seminary_degree=mdiv_online");
    expect(search).toContain(`MDiv fully online (${expected.mdiv_online})`);
    expect(search).toContain(`Offers an MDiv (${expected.mdiv!.toLocaleString("en-US")})`);

    const compare = (
      await json("/api/compare?schools=dallas-theological-seminary,moody-bible-institute,selma-university")
    ).data;
    const row = compare.rows.find((candidate: { key: string }) => candidate.key === "seminary_degrees");
    expect(row.cells.map((cell: { text: string }) => cell.text)).toEqual([
      "MDiv, MA (ministry or theology), ThM, DMin, PhD/ThD",
      "MDiv (fully online), MA or ThM",
      "Not reported",
    ]);
    expect(row.cells[0].note).toBe(
      "dts.edu, verified 2026-01-15; IPEDS Completions (first majors), 2020-2024 (awarded at least once)",
    );

    const openapi = JSON.stringify(await json("/api/openapi.json"));
    for (const name of [
      "seminary_degree",
      "seminary_degrees",
      "degrees_source_url",
      "degrees_verified_on",
      "degree_counts",
    ]) {
      expect(openapi).toContain(`"${name}"`);
    }
  });

  it("imports degrees under the same rules: a bad field is named and nothing of the item is saved", async () => {
    const id = await idOf("asbury-theological-seminary");
    const name = "Asbury Theological Seminary";
    const before = await degreesOf("asbury-theological-seminary");
    const results = await importItems([
      {
        id,
        institution_name: name,
        key_programs: "Divinity (MDiv)",
        degree_mdiv: "perhaps",
      },
      {
        id,
        institution_name: name,
        degree_mdiv: true,
        degrees_source_url: "ftp://asbury.edu",
        degrees_verified_on: "2026-01-01",
      },
      {
        id,
        institution_name: name,
        degree_mdiv: true,
        degrees_source_url: "https://asbury.edu/",
        degrees_verified_on: tomorrow(),
      },
      {
        id,
        institution_name: name,
        degree_mdiv: false,
        degree_mdiv_online: true,
        degrees_source_url: "https://asbury.edu/",
        degrees_verified_on: "2026-01-01",
      },
      { id, institution_name: name, degree_dmin: true },
    ]);
    expect(results.map((result) => [result.outcome, result.message])).toEqual([
      ["error", "degree_mdiv: Choose Yes, No or Not reported"],
      ["error", "degrees_source_url: Degrees source must be a web address starting with http:// or https://"],
      ["error", "degrees_verified_on: Degrees last verified cannot be in the future"],
      ["error", "degree_mdiv_online: MDiv fully online cannot be Yes when MDiv is not offered"],
      ["error", "degrees_source_url: Degrees source is required when any degree is answered Yes or No"],
    ]);
    expect(await degreesOf("asbury-theological-seminary")).toEqual(before);
    const { rows: content } = await database.pool.query("select key_programs from institutions where id = $1", [id]);
    expect(content[0].key_programs).not.toBe("Divinity (MDiv)");

    const [saved] = await importItems([
      {
        id,
        institution_name: name,
        degree_mdiv: true,
        degree_mdiv_online: true,
        degree_dmin: true,
        degrees_source_url: "https://asbury.edu/academics/",
        degrees_verified_on: "2026-04-01",
      },
    ]);
    expect(saved).toMatchObject({ outcome: "updated", message: null });
    expect(await degreesOf("asbury-theological-seminary")).toMatchObject({
      degree_mdiv: true,
      degree_mdiv_online: true,
      degree_dmin: true,
      degree_ma: null,
      degrees_source_url: "https://asbury.edu/academics/",
    });
    const { rows: edited } = await database.pool.query("select edited_fields from institutions where id = $1", [id]);
    expect(edited[0].edited_fields).toEqual(expect.arrayContaining(["degree_mdiv", "degrees_source_url"]));
    expect(
      (await json("/api/institutions?seminary_degree=mdiv_online")).data.institutions.map(
        (card: { slug: string }) => card.slug,
      ),
    ).toContain("asbury-theological-seminary");
  });
});
