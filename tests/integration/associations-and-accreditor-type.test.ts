/**
 * Association memberships and the accreditor type on the real server and database: the accreditor
 * type rule on every seeded row, its facet counts and filter; the association filter narrowing the
 * search with exact counts; both in the API, its OpenAPI document, the institution page and
 * compare; and an administrator's memberships surviving a restart and a re-seed.
 */
import { describe, expect, it } from "vitest";
import { ACCREDITOR_TYPES, accreditorType } from "~/domain/institutions/accreditor-types";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

describe("association memberships and accreditor type", async () => {
  const site = await siteUnderTest({ signIn: "admin" });
  const { database, json, pageText } = site;

  const count = async (where: string) =>
    (await database.pool.query<{ n: number }>(`select count(*)::int as n from institutions where ${where}`)).rows[0]!.n;
  const memberships = async (slug: string) =>
    (
      await database.pool.query(
        "select associations, associations_source, associations_source_year, edited_fields from institutions where slug = $1",
        [slug],
      )
    ).rows[0];
  const patch = (id: number, body: unknown) =>
    httpRequest(`${site.url}/api/admin/institutions/${id}`, {
      method: "PATCH",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  describe("accreditor type", () => {
    it("places every accreditor in the seed, and says 'Not reported' without one", async () => {
      const { rows } = await database.pool.query<{ accreditor: string | null }>(
        "select distinct accreditor from institutions",
      );
      for (const { accreditor } of rows) expect(accreditorType(accreditor), String(accreditor)).not.toBeNull();
      expect(accreditorType("Higher Learning Commission")).toBe("Institutional (regional)");
      expect(accreditorType("Transnational Association of Christian Colleges and Schools")).toBe(
        "Faith-based institutional",
      );
      expect(accreditorType("American Bar Association")).toBe("Programmatic only");
      expect(accreditorType(null)).toBe("Not reported");
      // A name the table does not hold gets no type rather than a guess.
      expect(accreditorType("Some Commission We Have Never Heard Of")).toBeNull();
    });

    it("answers it in the API, shows it on the page and in compare", async () => {
      const wheaton = (await json("/api/institutions/wheaton-college")).data.institution;
      expect(wheaton).toMatchObject({
        accreditor: "Higher Learning Commission",
        accreditor_type: "Institutional (regional)",
      });
      const champion = (await json("/api/institutions/champion-christian-college")).data.institution;
      expect(champion.accreditor_type).toBe("Faith-based institutional");
      // No accreditor in the sources: a seminary outside the federal aid programs, a school abroad.
      for (const slug of ["the-southwestern-baptist-theological-seminary", "universidade-catolica-de-angola"]) {
        const school = (await json(`/api/institutions/${slug}`)).data.institution;
        expect(school).toMatchObject({ accreditor: null, accreditor_type: "Not reported" });
        const page = await pageText(`/institution/${slug}`);
        expect(page).toMatch(/Accreditor Type<\/dt><dd[^>]*>Not reported</);
        expect(page).toContain("The directory&#x27;s sources do not name an accreditor for this school (not reported)");
        expect(page).not.toContain("None known");
        expect(page).toContain("Sources read, which name neither a status nor an accreditor: ");
      }
      expect(await pageText("/institution/ave-maria-school-of-law")).toMatch(
        /Accreditor Type<\/dt><dd[^>]*>Programmatic only</,
      );
      const compare = (await json("/api/compare?schools=wheaton-college,champion-christian-college")).data;
      const row = compare.rows.find((candidate: { key: string }) => candidate.key === "accreditor_type");
      expect(row.cells.map((cell: { text: string }) => cell.text)).toEqual([
        "Institutional (regional)",
        "Faith-based institutional",
      ]);
    });

    it("counts each type exactly as the database does, and filters by it", async () => {
      const facets = (await json("/api/institutions")).data.facets.accreditor_type as {
        value: string;
        count: number;
      }[];
      const { rows } = await database.pool.query<{ accreditor: string | null; n: number }>(
        "select accreditor, count(*)::int as n from institutions where not needs_review group by accreditor",
      );
      const expected = new Map<string, number>();
      for (const { accreditor, n } of rows) {
        const type = accreditorType(accreditor)!;
        expected.set(type, (expected.get(type) ?? 0) + n);
      }
      expect(new Map(facets.map(({ value, count }) => [value, count]))).toEqual(expected);
      expect(facets.every(({ value }) => (ACCREDITOR_TYPES as readonly string[]).includes(value))).toBe(true);
      const faithBased = await json(
        `/api/institutions?accreditor_type=${encodeURIComponent("Faith-based institutional")}`,
      );
      expect(faithBased.data.pagination.total).toBe(expected.get("Faith-based institutional"));
      expect(expected.get("Faith-based institutional")).toBeGreaterThan(100);
    });
  });

  describe("associations", () => {
    it("seeds the CCCU members with their source and year, and gives them in the API", async () => {
      // 105 US rows and the 3 Canadian members.
      expect(await count("'CCCU' = any(associations)")).toBe(114);
      expect(
        await count("associations <> '{}' and (associations_source is null or associations_source_year is null)"),
      ).toBe(0);
      const wheaton = (await json("/api/institutions/wheaton-college")).data.institution;
      expect(wheaton).toMatchObject({
        associations: ["CCCU"],
        associations_source: "CCCU member list",
        associations_source_year: 2026,
      });
      const moody = (await json("/api/institutions/moody-bible-institute")).data.institution;
      expect(moody).toMatchObject({ associations: [], associations_source: null, associations_source_year: null });
    });

    it("makes the schools ATS's and ABHE's Commission accredits their members, with the association's page as the source", async () => {
      const ats = "Commission on Accrediting of the Association of Theological Schools";
      expect(await count("'ATS' = any(associations)")).toBe(
        await count(`accreditor = '${ats}' and source_id is not null`),
      );
      expect(await count("'ABHE' = any(associations)")).toBe(
        await count("accreditor = 'Association for Biblical Higher Education' and source_id is not null"),
      );
      const denver = (await json("/api/institutions/denver-seminary")).data.institution;
      expect(denver).toMatchObject({
        accreditor: ats,
        associations: ["ATS"],
        associations_source: "ats.edu: the schools its Commission accredits are members",
        associations_source_year: 2026,
      });
      expect(await pageText("/institution/denver-seminary")).toMatch(
        /Associations<\/dt><dd[^>]*>ATS · ats.edu: the schools its Commission accredits are members \(2026\)</,
      );
      const listed = await count(`'ATS' = any(associations) and not needs_review`);
      expect(listed).toBeGreaterThan(50);
      expect((await json("/api/institutions?association=ATS&page_size=1")).data.pagination.total).toBe(listed);
    });

    it("documents the new fields and filters in the OpenAPI document", async () => {
      const text = JSON.stringify(await json("/api/openapi.json"));
      for (const name of [
        "accreditor_type",
        "associations",
        "associations_source",
        "associations_source_year",
        "association",
      ]) {
        expect(text).toContain(`"${name}"`);
      }
    });

    it("narrows the search to members, with a total and facet counts equal to the database's", async () => {
      // Listed members only: a member waiting for review is in no search.
      const expected = await count("'CCCU' = any(associations) and not needs_review");
      const result = (await json("/api/institutions?association=CCCU&page_size=100")).data;
      expect(result.pagination.total).toBe(expected);
      const { rows } = await database.pool.query<{ slug: string }>(
        "select slug from institutions where 'CCCU' = any(associations) and not needs_review",
      );
      const members = new Set(rows.map((row) => row.slug));
      expect(result.institutions.every((card: { slug: string }) => members.has(card.slug))).toBe(true);
      const { rows: byFamily } = await database.pool.query<{ denomination: string; n: number }>(
        "select denomination, count(*)::int as n from institutions where 'CCCU' = any(associations) and not needs_review and denomination is not null group by denomination",
      );
      expect(
        new Map(
          result.facets.denomination.map((entry: { value: string; count: number }) => [entry.value, entry.count]),
        ),
      ).toEqual(new Map(byFamily.map((row) => [row.denomination, row.n])));
      // With another filter: the yes/no narrowing and the facet filter together.
      const baptist = (await json("/api/institutions?association=cccu&denomination=Baptist")).data;
      expect(baptist.pagination.total).toBe(await count("'CCCU' = any(associations) and denomination = 'Baptist'"));
      // A text query with the filter.
      const wheaton = (await json("/api/institutions?q=wheaton&association=CCCU")).data;
      expect(wheaton.institutions.map((card: { slug: string }) => card.slug)).toEqual(["wheaton-college"]);
      // Unknown associations are refused by the API and dropped by the page.
      const refused = await httpRequest(`${site.url}/api/institutions?association=XYZ`);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("association must be one of CCCU, ABHE, ATS");
      expect((await httpRequest(`${site.url}/search?association=XYZ`)).status).toBe(200);
      const page = await pageText("/search?association=CCCU");
      expect(page).toContain(`${expected} `);
      expect(page).toContain("Any or none");
    });

    it("shows the badge, what membership means, and its source on the page and in compare", async () => {
      const page = await pageText("/institution/wheaton-college");
      expect(page).toContain("Association Membership");
      expect(page).toContain("Christ-centred mission and hire Christians for full-time faculty and staff");
      expect(page).toContain("CCCU member list (2026)");
      expect(page).toMatch(/Associations<\/dt><dd[^>]*>CCCU · CCCU member list \(2026\)</);
      expect(await pageText("/institution/moody-bible-institute")).toMatch(/Associations<\/dt><dd[^>]*>Not reported</);
      const compare = (await json("/api/compare?schools=wheaton-college,moody-bible-institute")).data;
      const row = compare.rows.find((candidate: { key: string }) => candidate.key === "associations");
      expect(row.cells[0]).toMatchObject({
        text: "CCCU · CCCU member list (2026)",
        note: expect.stringContaining("Christ-centred mission"),
      });
      expect(row.cells[1]).toMatchObject({ text: "Not reported", reported: false });
    });

    it("takes memberships from the editor's ticked boxes, and shows an unknown one's message beside them", async () => {
      const post = (path: string, fields: [string, string][]) =>
        httpRequest(`${site.url}${path}`, {
          method: "POST",
          headers: { Cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        });
      const required: [string, string][] = [
        ["institution_name", "Cedar Ridge Bible College"],
        ["institution_type", "Bible College"],
        ["denomination", "Baptist"],
        ["accreditation_status", "Candidate Institution"],
      ];
      const created = await post("/admin/institutions/new", [
        ...required,
        ["associations", "ATS"],
        ["associations", "CCCU"],
      ]);
      expect(created.status).toBe(302);
      const id = Number(created.headers.location!.split("/")[3]);
      const { rows } = await database.pool.query(
        "select slug, associations, associations_source, associations_source_year from institutions where id = $1",
        [id],
      );
      expect(rows[0]).toMatchObject({
        associations: ["CCCU", "ATS"],
        associations_source: "Administrator",
        associations_source_year: new Date().getFullYear(),
      });
      const editor = (
        await httpRequest(`${site.url}/admin/institutions/${id}/edit`, { headers: { Cookie: site.cookie } })
      ).body;
      expect(editor).toContain("Association Membership");
      const box = (association: string) => editor.match(new RegExp(`<input[^>]*value="${association}"[^>]*>`))?.[0];
      expect(box("CCCU")).toContain('checked=""');
      expect(box("ABHE")).not.toContain('checked=""');

      const refused = await post(`/admin/institutions/${id}/edit`, [...required, ["associations", "XYZ"]]);
      expect(refused.body).toContain("Associations must be among CCCU, ABHE, ATS");
      expect((await database.pool.query("select associations from institutions where id = $1", [id])).rows[0]).toEqual({
        associations: ["CCCU", "ATS"],
      });
      // No box ticked: no membership, as the administrator's choice.
      const cleared = await post(`/admin/institutions/${id}/edit`, [...required, ["slug", rows[0].slug]]);
      expect(cleared.status).toBe(302);
      expect(
        (await database.pool.query("select associations, associations_source from institutions where id = $1", [id]))
          .rows[0],
      ).toEqual({ associations: [], associations_source: null });
    });

    it("refuses an unknown association from an administrator and saves nothing", async () => {
      const { id } = (await database.pool.query("select id from institutions where slug = 'wheaton-college'")).rows[0];
      const refused = await patch(id, { associations: ["CCCU", "XYZ"] });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("Associations must be among CCCU, ABHE, ATS");
      expect(await memberships("wheaton-college")).toMatchObject({ associations: ["CCCU"], edited_fields: [] });
    });

    it("keeps an administrator's memberships through a restart and a re-seed, and audits the edit", async () => {
      const { id } = (await database.pool.query("select id from institutions where slug = 'wheaton-college'")).rows[0];
      const patched = await patch(id, { associations: ["ABHE", "CCCU"] });
      expect(patched.status).toBe(200);
      const year = new Date().getFullYear();
      expect(JSON.parse(patched.body).data.institution).toMatchObject({
        associations: ["CCCU", "ABHE"],
        associations_source: "Administrator",
        associations_source_year: year,
      });
      const audit = await database.pool.query(
        "select details from audit_log where entity_type = 'institution' and entity_id = $1 order by id desc limit 1",
        [String(id)],
      );
      expect(audit.rows[0].details.fields).toEqual(["associations"]);

      // An older database: one member without its membership yet, and no record of the current list.
      await database.pool.query(
        "update institutions set associations = '{}', associations_source = null, associations_source_year = null where slug = 'harding-university'",
      );
      await database.pool.query("delete from app_settings where key like 'seed:associations:%'");
      await site.restart();

      expect(await memberships("wheaton-college")).toEqual({
        associations: ["CCCU", "ABHE"],
        associations_source: "Administrator",
        associations_source_year: year,
        edited_fields: ["associations"],
      });
      expect(await memberships("harding-university")).toMatchObject({
        associations: ["CCCU"],
        associations_source: "CCCU member list",
        associations_source_year: 2026,
      });
      expect(await pageText("/institution/wheaton-college")).toContain(`CCCU, ABHE · Administrator (${year})`);
      // Wheaton joins the schools the ABHE's Commission accredits.
      const abhe = (await json("/api/institutions?association=ABHE&page_size=100")).data;
      expect(abhe.pagination.total).toBe(
        1 + (await count("accreditor = 'Association for Biblical Higher Education' and not needs_review")),
      );
      expect(abhe.institutions.map((card: { slug: string }) => card.slug)).toContain("wheaton-college");
    });
  });
});
