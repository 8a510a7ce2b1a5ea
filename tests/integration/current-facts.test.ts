/**
 * The rule for facts held from several sources (app/db/current-facts.ts), pinned on schools whose
 * sources differ, over HTTP on the built server: the newest source wins and names itself and its
 * year; an older source stands only where the newest has nothing, labelled with its older year; an
 * administrator's edit stays, named on the form, until a source of a later year arrives.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyCurrentFactSeed, readCurrentFactSeed } from "~/db/seed-current-facts.server";
import { readInstitutionSeed } from "~/db/seed-rows.server";
import { institutions } from "~/db/schema/institutions";
import { useAdminServer } from "../setup/admin-session";
import { createTestDatabase } from "../setup/database";

// The bodies are read field by field below; typing them would only repeat the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const SCORECARD = "College Scorecard institution file";

describe("each fact at the value of its newest source", async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const server = useAdminServer(database);

  const school = async (slug: string): Promise<Json> => {
    const response = await server.fetch("guest", `/api/institutions/${slug}`);
    expect(response.status, slug).toBe(200);
    return (await response.json()).data;
  };
  const page = async (path: string, caller: "guest" | "admin" = "guest") => {
    const response = await server.fetch(caller, path);
    expect(response.status, path).toBe(200);
    return (await response.text()).replace(/<!-- -->/g, "");
  };
  const figure = (outcomes: Json, measure: string) =>
    outcomes.figures.find((candidate: Json) => candidate.measure === measure);
  /** The Quick Overview's text for a term. */
  const overview = (html: string, term: string) => html.match(new RegExp(`>${term}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];

  it("Abilene Christian University: $42,380 (2023-24, College Scorecard), not $39,350 (2021-22, IPEDS)", async () => {
    const { institution, outcomes } = await school("abilene-christian-university");
    expect(institution).toMatchObject({ tuition: 42_380, tuition_year: "2023-24", tuition_source: SCORECARD });
    expect(figure(outcomes, "tuition_in_state")).toMatchObject({
      value: 42_380,
      source: SCORECARD,
      source_year: "2023-24",
    });
    const html = await page("/institution/abilene-christian-university");
    expect(overview(html, "Tuition and Fees")).toBe(`$42,380 · ${SCORECARD}, 2023-24`);
    expect(html).not.toContain("39,350");
  });

  it("labels an older source's figure with its older year where the newest has none", async () => {
    // Warner Pacific's adult programmes: no tuition in the 2023-24 file; IPEDS's 2021-22 figure
    // in-state, the Scorecard's 2022 release (2020-21) out-of-state.
    const warner = await school("warner-pacific-university-professional-and-graduate-studies");
    expect(warner.institution).toMatchObject({
      tuition: 6_240,
      tuition_year: "2021-22",
      tuition_source: "IPEDS tuition and fees survey",
      tuition_out_of_state: 6_310,
      tuition_out_of_state_year: "2020-21",
      tuition_out_of_state_source: "College Scorecard 2022 release",
    });
    expect(figure(warner.outcomes, "tuition_in_state")).toMatchObject({ value: 6_240, source_year: "2021-22" });
    expect(figure(warner.outcomes, "tuition_out_of_state")).toMatchObject({
      value: 6_310,
      source: "College Scorecard 2022 release",
      source_year: "2020-21",
    });
    const html = await page("/institution/warner-pacific-university-professional-and-graduate-studies");
    expect(overview(html, "Tuition and Fees")).toBe("$6,240 · IPEDS tuition and fees survey, 2021-22");
    expect(html).toMatch(/data-measure="tuition_in_state">[\s\S]*?Source: IPEDS tuition and fees survey, 2021-22/);

    const amridge = await school("amridge-university");
    expect(amridge.institution).toMatchObject({
      tuition: 6_950,
      tuition_year: "2020-21",
      tuition_source: "College Scorecard 2022 release",
    });
  });

  it("takes the accreditor of the 2023-24 file, or the 2022 release's, and its type and status follow", async () => {
    // Wesley Biblical Seminary: ATS in the 2022 release, ABHE in 2023-24.
    const wesley = (await school("wesley-biblical-seminary")).institution;
    expect(wesley).toMatchObject({
      accreditor: "Association for Biblical Higher Education",
      accreditor_source: SCORECARD,
      accreditor_year: "2023-24",
      accreditor_type: "Faith-based institutional",
    });
    // Bennett College: SACSCOC in the 2022 release, TRACS in 2023-24: a faith-based accreditor now,
    // in its page and in the search's accreditor-type filter alike.
    const bennett = (await school("bennett-college")).institution;
    expect(bennett).toMatchObject({
      accreditor: "Transnational Association of Christian Colleges and Schools",
      accreditor_type: "Faith-based institutional",
      accreditation_status: "Accredited Institution",
    });
    const faithBased = await server.fetch(
      "guest",
      `/api/institutions?q=bennett&accreditor_type=${encodeURIComponent("Faith-based institutional")}`,
    );
    expect((await faithBased.json()).data.institutions.map((card: Json) => card.slug)).toContain("bennett-college");
    // Lancaster Theological Seminary: no accreditor in the 2023-24 file; the 2022 release's, dated 2022.
    const lancaster = (await school("lancaster-theological-seminary")).institution;
    expect(lancaster).toMatchObject({
      accreditor: "Commission on Accrediting of the Association of Theological Schools",
      accreditor_source: "College Scorecard 2022 release",
      accreditor_year: "2022",
    });
    const html = await page("/institution/lancaster-theological-seminary");
    expect(overview(html, "Accreditor")).toBe(
      "Commission on Accrediting of the Association of Theological Schools · College Scorecard 2022 release, 2022",
    );
    expect(html).toContain("Status and accreditor source: College Scorecard 2022 release, 2022");
  });

  it("says which enrolment it is: undergraduates in 2023-24, or all students in fall 2022", async () => {
    const wheaton = await school("wheaton-college");
    expect(wheaton.institution).toMatchObject({
      student_body_size: 2_087,
      student_body_size_measure: "undergraduate",
      student_body_size_year: "2023-24",
    });
    // The same figure as the cost section's undergraduate enrolment.
    expect(figure(wheaton.outcomes, "undergraduate_enrollment").value).toBe(2_087);
    expect(overview(await page("/institution/wheaton-college"), "Student Body Size")).toBe(
      `2,087 undergraduates · ${SCORECARD}, 2023-24`,
    );
    // A graduate school: the Scorecard counts no undergraduates, so IPEDS's fall headcount stands.
    const princeton = await school("princeton-theological-seminary");
    expect(princeton.institution).toMatchObject({
      student_body_size: 323,
      student_body_size_measure: "total",
      student_body_size_source: "IPEDS fall enrollment survey",
      student_body_size_year: "fall 2022",
    });
    expect(overview(await page("/institution/princeton-theological-seminary"), "Student Body Size")).toBe(
      "323 students · IPEDS fall enrollment survey, fall 2022",
    );
  });

  it("between two sources of one year, keeps the publisher's online-only answer", async () => {
    // America Evangelical University: IPEDS IC2023 says every program is online; the 2023-24
    // Scorecard, which copies IPEDS, says not. IPEDS is listed first.
    const { institution } = await school("america-evangelical-university");
    expect(institution).toMatchObject({
      online_programs: true,
      online_programs_source: "IPEDS institutional characteristics survey",
      online_programs_year: "2023-24",
    });
  });

  it("names IPEDS's directory file beside the campus setting, and shows an administrator's campus type beside it", async () => {
    const setting = "IPEDS directory file (HD2024), 2024-25";
    const before = await page("/institution/wheaton-college");
    expect(overview(before, "Campus Setting")).toBe(`Suburb: Large · ${setting}`);
    expect(overview(before, "Campus Type")).toBe("Not reported");

    const [row] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.slug, "wheaton-college"));
    const answer = await server.fetch("admin", `/api/admin/institutions/${row!.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ campus_type: "Residential" }),
    });
    expect(answer.status).toBe(200);
    const after = await page("/institution/wheaton-college");
    expect(overview(after, "Campus Type")).toBe("Residential");
    expect(overview(after, "Campus Setting")).toBe(`Suburb: Large · ${setting}`);
  });

  it("says where each school's federal aid answer comes from, and what it is about", async () => {
    const federal = "IPEDS directory file (HD2024), federal student aid (Title IV), 2024-25";
    expect(overview(await page("/institution/wheaton-college"), "Financial Aid")).toBe(`Available · ${federal}`);
    // Hillsdale takes no federal aid: the answer names what is not available, not aid of its own.
    expect(overview(await page("/institution/hillsdale-college"), "Financial Aid")).toBe(`Not Available · ${federal}`);
    // No source reports it for a school abroad.
    expect(overview(await page("/institution/universidad-adventista-del-plata"), "Financial Aid")).toBe("Not reported");

    const [row] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.slug, "universidad-adventista-del-plata"));
    const answer = await server.fetch("admin", `/api/admin/institutions/${row!.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ financial_aid_available: false }),
    });
    expect(answer.status).toBe(200);
    const year = String(new Date().getFullYear());
    expect((await school("universidad-adventista-del-plata")).institution).toMatchObject({
      financial_aid_available: false,
      financial_aid_available_source: "Administrator",
      financial_aid_available_year: year,
    });
    expect(overview(await page("/institution/universidad-adventista-del-plata"), "Financial Aid")).toBe(
      `Not Available · Administrator, ${year}`,
    );
    expect(await page(`/admin/institutions/${row!.id}/edit`, "admin")).toContain(
      `Takes part in federal student aid (Title IV). Source: Administrator, ${year};`,
    );
  });

  it("keeps an administrator's edit, naming it on the form, until a source of a later year replaces it", async () => {
    const [row] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.slug, "abilene-christian-university"));
    const id = row!.id;
    const editForm = `/admin/institutions/${id}/edit`;
    expect(await page(editForm, "admin")).toContain(
      `Source: ${SCORECARD}, 2023-24; a value entered here is kept until a source of a later year reports it.`,
    );

    const answer = await server.fetch("admin", `/api/admin/institutions/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tuition: 41_000 }),
    });
    expect(answer.status).toBe(200);
    const year = String(new Date().getFullYear());
    const edited = { tuition: 41_000, tuition_source: "Administrator", tuition_year: year };
    expect((await answer.json()).data.institution).toMatchObject({ ...edited, tuition_range: "$40,000 - $50,000" });
    expect((await school("abilene-christian-university")).institution).toMatchObject(edited);
    expect(overview(await page("/institution/abilene-christian-university"), "Tuition and Fees")).toBe(
      `$41,000 · Administrator, ${year}`,
    );
    expect(await page(editForm, "admin")).toContain(`Source: Administrator, ${year};`);

    // The seed's 2023-24 figure is older than the edit: the administrator's value stays.
    const seed = readCurrentFactSeed(readInstitutionSeed());
    await db.transaction((tx) => applyCurrentFactSeed(tx, seed));
    expect((await school("abilene-christian-university")).institution).toMatchObject(edited);

    // A release of a later year replaces it, and the fact is no longer the administrator's.
    const later = `${Number(year) + 1}-${String((Number(year) + 2) % 100).padStart(2, "0")}`;
    const release = seed.map((fact) =>
      fact.source_id === "222178" ? { ...fact, tuition: "44000", tuition_year: later } : fact,
    );
    await db.transaction((tx) => applyCurrentFactSeed(tx, release));
    expect((await school("abilene-christian-university")).institution).toMatchObject({
      tuition: 44_000,
      tuition_source: SCORECARD,
      tuition_year: later,
    });
    const [after] = await db
      .select({ editedFields: institutions.editedFields })
      .from(institutions)
      .where(eq(institutions.id, id));
    expect(after!.editedFields).not.toContain("tuition");
  });
});
