/**
 * Comparing schools on the built server (real HTTP, real PostgreSQL): GET /api/compare and the
 * /compare page as the server renders it, with unknown and removed schools, too many schools,
 * differences only and facts a school does not report.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { institutions } from "~/db/schema/institutions";
import { COMPARE_ROWS } from "~/domain/compare/compare-rows";
import { COMPARE_GROUPS } from "~/domain/compare/compare-options";
import { siteUnderTest } from "../setup/site";

describe("comparing schools", async () => {
  const site = await siteUnderTest({
    prepare: async (database) => {
      // A school with facts left out, and one that is gone from the directory.
      await database.db
        .update(institutions)
        .set({ foundedYear: null, accreditor: null, tuition: null, tuitionRange: null, keyPrograms: null })
        .where(eq(institutions.slug, "hope-college"));
      await database.db.delete(institutions).where(eq(institutions.slug, "taylor-university"));
    },
  });

  // The bodies are checked field by field below; typing them would only repeat the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = any;
  const api = async (query: string) => {
    const response = await fetch(`${site.url}/api/compare${query}`);
    return { status: response.status, body: (await response.json()) as Json };
  };
  const page = async (query: string) => {
    const response = await fetch(`${site.url}/compare${query}`);
    return { status: response.status, html: await response.text() };
  };
  const row = (body: Json, key: string) => body.data.rows.find((candidate: Json) => candidate.key === key);

  describe("distances from a place", () => {
    it("adds each school's distance under Location when near names a place", async () => {
      const { status, body } = await api("?schools=wheaton-college,baylor-university&near=60187");
      expect(status).toBe(200);
      expect(body.data.near).toMatchObject({ query: "60187", label: "60187 (Wheaton, IL)" });
      const distance = row(body, "distance");
      expect(distance.group).toBe("Location");
      expect(distance.cells[0]).toEqual({
        text: "Less than 1 mile away",
        reported: true,
        note: "from 60187 (Wheaton, IL)",
      });
      expect(distance.cells[1].text).toMatch(/^[\d,]+ miles away$/);
      expect(Number(distance.cells[1].text.replace(/\D/g, ""))).toBeGreaterThan(800);
    });

    it("refuses an unknown place in the API and names it on the page, still comparing", async () => {
      const refused = await api("?schools=wheaton-college&near=Nowhereville%2C%20ZZ");
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.near).toContain('We could not find "Nowhereville, ZZ"');
      const shown = await page("?schools=wheaton-college,baylor-university&near=Nowhereville%2C%20ZZ");
      expect(shown.status).toBe(200);
      expect(shown.html).toContain("We could not find &quot;Nowhereville, ZZ&quot;");
      expect(shown.html).toContain("Baylor University");
    });

    it("shows the distances on the page, and Remove keeps the place", async () => {
      const { html } = await page("?schools=wheaton-college,baylor-university&near=Wheaton%2C%20IL");
      expect(html).toContain("Less than 1 mile away");
      expect(html).toContain("from Wheaton, IL");
      expect(html).toContain('href="/compare?schools=baylor-university&amp;near=Wheaton%2C%20IL"');
    });
  });

  describe("GET /api/compare", () => {
    it("answers the schools in the order given, with every row of the one row list", async () => {
      const { status, body } = await api("?schools=wheaton-college,baylor-university");
      expect(status).toBe(200);
      expect(body.data.institutions.map((school: Json) => school.slug)).toEqual([
        "wheaton-college",
        "baylor-university",
      ]);
      expect(body.data.institutions[0].institution_name).toBe("Wheaton College");
      expect(body.data.missing).toEqual([]);
      // Every row of the one list, then the Programs rows that depend on the set of schools.
      expect(body.data.rows.map((candidate: Json) => candidate.key)).toEqual([
        ...COMPARE_ROWS.filter((definition) => !definition.needsOrigin).map((definition) => definition.key),
        "programs_fields",
        "programs_common",
        "programs_unique",
      ]);
      expect(body.data.near).toBeNull();
      for (const candidate of body.data.rows) {
        expect(COMPARE_GROUPS).toContain(candidate.group);
        expect(candidate.cells).toHaveLength(2);
      }
      // The tuition keeps its source and school year, as on the institution page.
      expect(row(body, "tuition").cells[0]).toMatchObject({
        reported: true,
        note: "College Scorecard institution file, 2023-24",
      });
      expect(row(body, "tuition").cells[0].text).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    });

    it("names unknown and removed schools in missing and still compares the rest", async () => {
      const { status, body } = await api("?schools=no-such-school,wheaton-college,taylor-university");
      expect(status).toBe(200);
      expect(body.data.institutions.map((school: Json) => school.slug)).toEqual(["wheaton-college"]);
      expect(body.data.missing).toEqual(["no-such-school", "taylor-university"]);
    });

    it("says 'Not reported' for a fact the school does not report", async () => {
      const { body } = await api("?schools=hope-college,wheaton-college");
      for (const key of ["founded_year", "accreditor", "tuition", "key_programs"]) {
        expect(row(body, key).cells[0], key).toEqual({ text: "Not reported", reported: false, note: null });
      }
    });

    it("refuses more than four schools with a 400 naming the schools parameter", async () => {
      const { status, body } = await api(
        "?schools=wheaton-college,baylor-university,hope-college,biola-university,gordon-college",
      );
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/schools/);
      expect(body.error.fields.schools).toBe("schools may name at most 4 institutions");
      // The same school twice counts once.
      expect(
        (await api("?schools=hope-college,hope-college,wheaton-college,biola-university,gordon-college")).status,
      ).toBe(200);
    });

    it("never answers 5xx to malformed lists", async () => {
      for (const query of [
        "",
        "?schools=",
        "?schools=,,,",
        "?schools=%00",
        "?schools[]=a",
        `?schools=${"x".repeat(5000)}`,
      ]) {
        const { status, body } = await api(query);
        expect(status, query).toBeLessThan(500);
        if (status === 200) expect(body.data.institutions, query).toEqual([]);
      }
      expect((await api("?schools=wheaton-college&diff=maybe")).status).toBe(400);
    });

    it("with diff=1 answers only the rows where the schools differ", async () => {
      const all = await api("?schools=wheaton-college,baylor-university");
      const { body } = await api("?schools=wheaton-college,baylor-university&diff=1");
      expect(body.data.rows.length).toBeGreaterThan(0);
      expect(body.data.rows.length).toBeLessThan(all.body.data.rows.length);
      expect(body.data.rows.every((candidate: Json) => candidate.differs)).toBe(true);
      expect(body.data.rows.map((candidate: Json) => candidate.key)).not.toContain("country");
    });

    it("is described in the OpenAPI document", async () => {
      const document = (await (await fetch(`${site.url}/api/openapi.json`)).json()) as Json;
      const operation = document.paths["/api/compare"].get;
      expect(operation.parameters.map((parameter: Json) => parameter.name)).toEqual([
        "schools",
        "diff",
        "near",
        "program",
      ]);
      const data = operation.responses["200"].content["application/json"].schema.properties.data;
      expect(Object.keys(data.properties).sort()).toEqual(["institutions", "missing", "near", "programs", "rows"]);
    });
  });

  describe("the /compare page", () => {
    it("renders the comparison in the HTML, naming a school that is not found", async () => {
      const { status, html } = await page("?schools=wheaton-college,no-such-school,hope-college");
      expect(status).toBe(200);
      expect(html).toContain("We could not find “no-such-school”");
      expect(html).toContain("The other schools are compared below.");
      expect(html).toMatch(/<th scope="col"[^>]*>.*?Wheaton College/s);
      expect(html).toMatch(/<th scope="col"[^>]*>.*?Hope College/s);
      expect(html).toMatch(/<th scope="row"[^>]*>Tuition and fees, in-state<\/th>/);
      expect(html).toContain(">Not reported</span>");
      expect(html).toContain('name="robots" content="noindex"');
    });

    it("says when more than four schools are asked for and shows the first four", async () => {
      const { status, html } = await page(
        "?schools=wheaton-college,baylor-university,hope-college,biola-university,gordon-college",
      );
      expect(status).toBe(200);
      expect(html).toContain("You asked to compare 5 schools, but up to 4 can be compared at a time.");
      expect(html.match(/<th scope="col"/g)).toHaveLength(4);
      expect(html).not.toMatch(/<th scope="col"[^>]*>.*?Gordon College/s);
    });

    it("shows only differences with diff=1, without JavaScript", async () => {
      const all = await page("?schools=wheaton-college,baylor-university");
      expect(all.html).toMatch(/<th scope="row"[^>]*>Country<\/th>/);
      const { html } = await page("?schools=wheaton-college,baylor-university&diff=1");
      expect(html).not.toMatch(/<th scope="row"[^>]*>Country<\/th>/);
      expect(html).toMatch(/<th scope="row"[^>]*>Enrollment<\/th>/);
      expect(html).toMatch(/<input[^>]*name="diff"[^>]*checked=""/);
      // Remove keeps the other schools and the setting.
      expect(html).toContain('href="/compare?schools=baylor-university&amp;diff=1"');
    });

    it("explains how to add schools when there are none", async () => {
      const { status, html } = await page("");
      expect(status).toBe(200);
      expect(html).toContain("No schools to compare yet");
      expect(html).toContain("Press Compare on a school in the search results");
      const unknown = await page("?schools=no-such-school");
      expect(unknown.html).toContain("None of these schools could be found");
      // A slug is named as text, never as markup.
      const hostile = await page(`?schools=${encodeURIComponent("<script>alert(1)</script>")}`);
      expect(hostile.html).toContain("We could not find “&lt;script&gt;alert(1)&lt;/script&gt;”");
      expect(hostile.html).not.toContain("<script>alert(1)");
    });
  });
});
