/**
 * The Programs section of a school's page and the Programs rows of compare, on the built server
 * (real HTTP, real PostgreSQL, the bundled extracts): Wheaton College's fields by family, largest
 * first, with levels, 2024 graduates, earnings and debt by series and their sources; the honest
 * message of a school abroad and of a U.S. school without completions; the drawn sections sent once
 * per page, in its document or in its data; the fields in common and
 * unique to each compared school; a chosen program's figures side by side; bad input on program.
 */
import { describe, expect, it } from "vitest";
import { FIELD_OUTCOMES_SOURCE } from "~/domain/programs/program-sources";
import { PROGRAMS_ABROAD_TEXT, PROGRAMS_NONE_TEXT } from "~/domain/programs/programs-section.server";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

describe("programs on the school page and in compare", async () => {
  const site = await siteUnderTest();
  const { database } = site;

  // Bodies are checked field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = async (path: string): Promise<{ status: number; body: any }> => {
    const response = await httpRequest(`${site.url}${path}`);
    return { status: response.status, body: JSON.parse(response.body) };
  };
  const page = async (path: string) => (await httpRequest(`${site.url}${path}`)).body;
  /** The page's text without tags, entities decoded the way the extracts write them. */
  const textOf = (html: string) =>
    html
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  const query = async <T extends object>(sql: string, params: unknown[] = []) =>
    (await database.pool.query<T & Record<string, unknown>>(sql, params)).rows;
  const section = (html: string) => {
    const start = html.indexOf('id="programs"');
    expect(start).toBeGreaterThan(0);
    return html.slice(start, html.indexOf("</section>", start));
  };

  describe("the school page", () => {
    it("lists Wheaton College's fields by family, largest first, with levels, 2024 graduates and earnings with their source", async () => {
      const html = section(await page("/institution/wheaton-college"));
      const text = textOf(html);
      // 52 six-digit fields in the completions extract (60 rows: some fields at two levels).
      expect(text).toContain("52 fields of study in which the school awarded degrees or certificates 2020-2024");

      // Families in the order of their 2024 graduates, counted by SQL of its own.
      const families = await query<{ family: string }>(
        `select left(p.cip, 2) as family from institution_programs p join institutions i on i.id = p.institution_id
          where i.slug = 'wheaton-college' group by 1
          order by sum(coalesce(p.graduates_2024, 0)) desc, min((select title from cip_codes c where c.code = left(p.cip, 2)))`,
      );
      const shown = [...html.matchAll(/data-family="(\d\d)"/g)].map((match) => match[1]);
      expect(shown).toEqual(families.map((row) => row.family));

      // Communication: its field, its level and graduates, and the series' Scorecard figures.
      expect(text).toContain("Communication, Journalism, and Related Programs");
      expect(text).toContain("Earnings and debt for all of Communication and Media Studies (CIP 09.01)");
      expect(text).toMatch(/Bachelor's degree 1 year after \$39,321 4 years after \$60,695 Median debt \$23,250/);
      // Computer science reports earnings 1 year after only.
      expect(text).toMatch(
        /Bachelor's degree 1 year after \$81,470 4 years after Not reported Median debt Not reported/,
      );
      // Nursing: a bachelor's with 7 graduates in 2024, each year but 2020; no Scorecard figures for its series.
      expect(text).toContain(
        "Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing, Other CIP 51.3899 Bachelor's: 7 graduates in 2024 · Awarded in 2021, 2022, 2023 and 2024",
      );
      expect(text).toContain("Earnings and debt (CIP 51.38): Not reported");
      // Health, general: bachelor's awarded until 2023, none in 2024.
      expect(text).toMatch(/CIP 51\.0000 Bachelor's: No graduates in 2024 · Awarded in 2020, 2021, 2022 and 2023/);
      // A field awarded in 2024 only.
      expect(text).toContain("CIP 26.0210 Bachelor's: 5 graduates in 2024 · Awarded in 2024");
      // Credit for the CC BY 4.0 data, and the completions' source and years.
      expect(text).toContain(`Earnings and debt by four-digit CIP series: ${FIELD_OUTCOMES_SOURCE.name}`);
      expect(text).toContain("Graduates: IPEDS Completions (first majors), 2020-2024");
      // Families are collapsed: every one a closed <details>.
      expect(html).not.toMatch(/<details[^>]* open/);
    });

    it("marks the families a school offers fully online, with the source", async () => {
      const text = textOf(section(await page("/institution/biola-university")));
      expect(text).toMatch(/Business, Management, Marketing, and Related Support Services [^.]*Fully online/);
      expect(text).toContain(
        "Offered fully online (undergraduate): Bachelor's. Source: College Scorecard institution file, 2023-24.",
      );
      expect(text).toContain(
        "Registered Nursing/Registered Nurse CIP 51.3801 Bachelor's: 59 graduates in 2024 · Awarded each year 2020-2024",
      );
    });

    it("sends the drawn sections once with the page's document, and with the page's data for a visit within the site", async () => {
      // A family's CIP code in its attribute (data-family="51"; its quotes escaped inside a script's strings).
      const families = (body: string) => body.match(/data-family=\\*"\d/g)?.length ?? 0;
      const html = await page("/institution/biola-university");
      const drawn = html.match(/<details[^>]* data-family=/g)?.length ?? 0;
      expect(drawn).toBeGreaterThan(10);
      // The whole document holds them once: not a second time in the data the browser hydrates with.
      expect(families(html)).toBe(drawn);
      expect(html.match(/Quick Overview/g)).toHaveLength(1);
      // A visit from another page of the site loads only the data, which carries the same sections.
      const data = await page("/institution/biola-university.data");
      expect(families(data)).toBe(drawn);
      expect(data).toContain("Quick Overview");
    });

    it("says honestly that a school abroad has no federal program data, and a U.S. school without completions none reported", async () => {
      const [abroad] = await query<{ slug: string }>(
        "select slug from institutions where country <> 'United States' and not needs_review order by slug limit 1",
      );
      expect(textOf(section(await page(`/institution/${abroad!.slug}`)))).toContain(PROGRAMS_ABROAD_TEXT);
      expect(PROGRAMS_ABROAD_TEXT).toBe(
        "Not reported: the directory holds federal program data for U.S. schools only.",
      );
      expect(textOf(section(await page("/institution/the-university-of-america")))).toContain(PROGRAMS_NONE_TEXT);
    });
  });

  describe("compare", () => {
    const rowOf = (body: { data: { rows: { key: string }[] } }, key: string) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      body.data.rows.find((row) => row.key === key) as any;

    it("shows the fields in common and each school's own, with links to its Programs section", async () => {
      const { status, body } = await json("/api/compare?schools=wheaton-college,biola-university");
      expect(status).toBe(200);
      const fieldsOf = async (slug: string) =>
        new Set(
          (
            await query<{ cip: string }>(
              "select distinct cip from institution_programs p join institutions i on i.id = p.institution_id where i.slug = $1",
              [slug],
            )
          ).map((row) => row.cip),
        );
      const wheaton = await fieldsOf("wheaton-college");
      const biola = await fieldsOf("biola-university");
      const common = [...wheaton].filter((code) => biola.has(code));
      expect(common.length).toBeGreaterThan(3);

      expect(rowOf(body, "programs_fields").cells).toEqual([
        expect.objectContaining({ text: "52 fields", href: "/institution/wheaton-college#programs" }),
        expect.objectContaining({ text: `${biola.size} fields`, href: "/institution/biola-university#programs" }),
      ]);
      const inCommon = rowOf(body, "programs_common");
      expect(inCommon.group).toBe("Programs");
      expect(inCommon.cells[0].text).toMatch(
        new RegExp(`^${common.length} fields: [^;]+; [^;]+; [^;]+ and ${common.length - 3} more$`),
      );
      expect(inCommon.cells[1].text).toBe(inCommon.cells[0].text);
      const unique = rowOf(body, "programs_unique");
      expect(unique.cells[0].text).toMatch(new RegExp(`^${wheaton.size - common.length} fields: `));
      expect(unique.cells[1].text).toMatch(new RegExp(`^${biola.size - common.length} fields: `));
      expect(unique.cells[0].href).toBe("/institution/wheaton-college#programs");
      // No program chosen: no side-by-side rows, and the choice lists every field of either school.
      expect(rowOf(body, "program_graduates")).toBeUndefined();
      expect(body.data.programs.chosen).toBeNull();
      expect(body.data.programs.options).toHaveLength(new Set([...wheaton, ...biola]).size);
    });

    it("puts a chosen program's graduates, earnings and debt side by side, Not reported where missing", async () => {
      const [abroad] = await query<{ slug: string }>(
        "select slug from institutions where country <> 'United States' and not needs_review order by slug limit 1",
      );
      const { status, body } = await json(
        `/api/compare?schools=biola-university,wheaton-college,${abroad!.slug}&program=51.3801`,
      );
      expect(status).toBe(200);
      expect(body.data.programs.chosen).toEqual({ code: "51.3801", title: "Registered Nursing/Registered Nurse" });
      const graduates = rowOf(body, "program_graduates");
      expect(graduates.label).toBe("Registered Nursing/Registered Nurse (CIP 51.3801): graduates");
      expect(graduates.cells.map((cell: { text: string }) => cell.text)).toEqual([
        "Bachelor's: 59 graduates in 2024",
        "No graduates reported 2020-2024",
        "Not reported",
      ]);
      expect(graduates.cells[0].note).toBe("IPEDS Completions (first majors), 2024");
      const texts = (key: string) => rowOf(body, key).cells.map((cell: { text: string }) => cell.text);
      expect(texts("program_earnings_1yr")).toEqual(["Bachelor's degree: $93,629", "Not reported", "Not reported"]);
      expect(texts("program_earnings_4yr")).toEqual(["Bachelor's degree: $111,200", "Not reported", "Not reported"]);
      expect(texts("program_debt")).toEqual(["Bachelor's degree: $29,000", "Not reported", "Not reported"]);
      expect(rowOf(body, "program_debt").cells[0].note).toContain("CC BY 4.0");
      expect(rowOf(body, "program_debt").label).toBe("Median debt, CIP series 51.38");
      // The school abroad has no program data: its cells say so, and the common fields are those of the two others.
      expect(rowOf(body, "programs_fields").cells[2].text).toBe("Not reported");
      expect(rowOf(body, "programs_common").cells[0].note).toBe(
        "Offered by every school compared that reports programs",
      );
    });

    it("shows the choice and the figures on the page, and forgives a bad program there while the API refuses it", async () => {
      const html = await page("/compare?schools=california-baptist-university,biola-university&program=51.3801");
      expect(html).toContain(
        '<option value="51.3801" selected="">Registered Nursing/Registered Nurse (51.3801)</option>',
      );
      const text = textOf(html);
      expect(text).toContain("Bachelor's degree: $92,441; Master's degree: $115,491");
      expect(text).toContain("Bachelor's: 188 graduates in 2024; Master's: 31 graduates in 2024");
      expect(html).toContain('href="/institution/biola-university#programs"');

      const forgiven = textOf(await page("/compare?schools=biola-university&program=nursing"));
      expect(forgiven).toContain("program must be the CIP code of a program, six digits such as 51.3801");
      expect(forgiven).toContain("Fields of study");

      for (const bad of ["nursing", "51.38", "99.9999"]) {
        const { status, body } = await json(`/api/compare?schools=biola-university&program=${bad}`);
        expect(status).toBe(400);
        expect(body.error.fields.program).toMatch(/program/);
      }
    });
  });
});
