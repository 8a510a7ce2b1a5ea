/**
 * Accreditation explained and grouped, on the real server and database: the grouped filter's
 * counts and results against the database, the exact statuses kept selectable beside it, the API's
 * message for an unknown group, and the explanation (with its caution) on institution pages.
 */
import { describe, expect, it } from "vitest";
import { ACCREDITATION_GROUPS, accreditationGroup } from "~/domain/institutions/accreditation";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

describe("accreditation groups and explanations", async () => {
  // Three schools given the statuses the seed does not hold, so every group has members.
  const changed: Record<string, string> = {
    "wheaton-college": "Accredited Institution on Probation",
    "moody-bible-institute": "Candidate Institution",
    "selma-university": "Accredited Institution on Show Cause",
  };
  const site = await siteUnderTest({
    prepare: async (database) => {
      for (const [slug, status] of Object.entries(changed)) {
        await database.pool.query("update institutions set accreditation_status = $2 where slug = $1", [slug, status]);
      }
    },
  });
  const { database, json, pageText } = site;

  const expectedGroups = async (where = "true") => {
    const { rows } = await database.pool.query<{ accreditation_status: string | null; n: number }>(
      // Only listed schools (listed.server.ts) are public.
      `select accreditation_status, count(*)::int as n from institutions where not needs_review and ${where} group by accreditation_status`,
    );
    const groups = new Map<string, number>();
    for (const { accreditation_status, n } of rows) {
      const group = accreditationGroup(accreditation_status);
      groups.set(group, (groups.get(group) ?? 0) + n);
    }
    return groups;
  };

  it("counts each group exactly as the database holds it, and narrows the search to it", async () => {
    const expected = await expectedGroups();
    expect(expected.get("sanction")).toBe(2);
    expect(expected.get("candidate")).toBe(1);
    const all = (await json("/api/institutions")).data;
    const facet = new Map(
      all.facets.accreditation_group.map((entry: { value: string; count: number }) => [entry.value, entry.count]),
    );
    expect(facet).toEqual(expected);
    for (const group of ACCREDITATION_GROUPS) {
      const result = (await json(`/api/institutions?accreditation_group=${group}&page_size=100`)).data;
      expect(result.pagination.total, group).toBe(expected.get(group));
      for (const card of result.institutions) expect(accreditationGroup(card.accreditation_status)).toBe(group);
    }
    const sanctioned = (await json("/api/institutions?accreditation_group=sanction")).data.institutions;
    expect(sanctioned.map((card: { slug: string }) => card.slug).sort()).toEqual([
      "selma-university",
      "wheaton-college",
    ]);
  });

  it("keeps the exact status filter, alone and within a group, with counts under the other filters", async () => {
    const exact = (await json(`/api/institutions?accreditation_status=${encodeURIComponent("Candidate Institution")}`))
      .data;
    expect(exact.institutions.map((card: { slug: string }) => card.slug)).toEqual(["moody-bible-institute"]);
    const both = (
      await json(
        `/api/institutions?accreditation_group=sanction&accreditation_status=${encodeURIComponent("Accredited Institution on Probation")}`,
      )
    ).data;
    expect(both.pagination.total).toBe(1);
    // Within Illinois, the groups are counted under the state filter.
    const illinois = (await json("/api/institutions?country=United+States&state=IL")).data;
    const expected = await expectedGroups("country = 'United States' and state_province = 'IL'");
    expect(
      new Map(
        illinois.facets.accreditation_group.map((entry: { value: string; count: number }) => [
          entry.value,
          entry.count,
        ]),
      ),
    ).toEqual(expected);
  });

  it("refuses an unknown group in the API with a message naming it, and documents it", async () => {
    const refused = await httpRequest(`${site.url}/api/institutions?accreditation_group=maybe`);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("accreditation_group must be one of accredited, candidate, sanction, none");
    // The page forgives it, as it does every mangled parameter.
    expect((await httpRequest(`${site.url}/search?accreditation_group=maybe`)).status).toBe(200);
    expect(JSON.stringify(await json("/api/openapi.json"))).toContain('"accreditation_group"');
  });

  it("offers the groups with counts and the exact statuses under their group on the search page", async () => {
    const page = await pageText("/search?accreditation_group=sanction");
    expect(page).toContain("Under sanction (warning, probation, show cause) (2)");
    // The exact statuses follow the group chosen: only the sanctions are offered under it.
    expect(page).toMatch(
      /<optgroup label="Under sanction \(warning, probation, show cause\)"><option value="Accredited Institution on Probation">/,
    );
    expect(page).not.toContain('<option value="Candidate Institution">');
    const whole = await pageText("/search");
    expect(whole).toMatch(/<optgroup label="Candidate or applicant"><option value="Candidate Institution">/);
    expect(whole).toMatch(/<optgroup label="Accredited"><option value="Accredited Institution">/);
  });

  it("explains the status and the accreditor on each page, with a caution only where it is due", async () => {
    const wheaton = await pageText("/institution/wheaton-college");
    expect(wheaton).toContain("What This Accreditation Means");
    expect(wheaton).toMatch(/data-caution="true"/);
    expect(wheaton).toContain("Probation: the accreditor found the school out of line");
    expect(wheaton).toContain("regional institutional accreditor");
    expect(wheaton).toContain('href="/resources/articles/understanding-accreditation"');
    const calvin = await pageText("/institution/calvin-university");
    expect(calvin).toMatch(/data-caution="false"/);
    // Every page defines the statuses, whichever one the school has.
    expect(calvin).toContain("What candidate, applicant, warning, probation and show cause mean");
    expect(calvin).toMatch(/Show cause:<\/dt> <dd[^>]*>Still accredited for now/);
    expect(calvin).toContain("Accredited: an outside accreditor has reviewed the whole school");
    const moody = await pageText("/institution/moody-bible-institute");
    expect(moody).toContain("Candidate: the school meets an accreditor");
    // A school abroad without a reported status: said to be not reported, without a caution.
    const { rows } = await database.pool.query<{ slug: string }>(
      "select slug from institutions where accreditation_status is null and country <> 'United States' and not needs_review order by slug limit 1",
    );
    const abroad = await pageText(`/institution/${rows[0]!.slug}`);
    expect(abroad).toMatch(/data-caution="false"/);
    expect(abroad).toContain("report no accreditation status for this school (not reported).");
    // With no accreditor named, it does not send the reader to an accreditor's database.
    expect(abroad).not.toContain("Check the accreditor&#x27;s own database");
    expect(abroad).not.toContain("Check the accreditor's own database");
    expect(abroad).toContain("ask the school which body accredits it");
  });
});
