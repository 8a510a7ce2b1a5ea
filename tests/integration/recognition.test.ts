/**
 * Schools abroad: the public body that recognises each one, where a page of the school or of that
 * body states it (data/sources/world-recognition), is its accreditor, with the page, its quote and
 * the day read; the others still say "Not reported". An administrator's accreditor takes over.
 */
import { describe, expect, it } from "vitest";
import { applyRecognitionSeed, readRecognitionSeed } from "~/db/seed-recognition.server";
import { readRecognitionExtract } from "../../scripts/recognition";
import { httpRequest } from "../setup/http-client";
import { siteUnderTest } from "../setup/site";

const extract = readRecognitionExtract();
const TYPE = "National recognition (outside the U.S.)";

describe("the body that recognises a school abroad", async () => {
  const site = await siteUnderTest({ signIn: "admin" });
  const { database, json, pageText } = site;

  const recognitionOf = async (slug: string) =>
    (
      await database.pool.query(
        `select i.id, i.accreditor, i.accreditation_status, i.accreditor_source, i.accreditor_year,
                s.kind, s.source_url, s.quote, s.observed_on::text as read_on
           from institutions i
           left join institution_fact_sources s on s.institution_id = i.id and s.field = 'accreditor'
          where i.slug = $1`,
        [slug],
      )
    ).rows[0];

  it("gives every school a page states the body of, and only those, that body with its page, quote and date", async () => {
    const stated = extract.filter((row) => row.status === "stated" && row.body_kind !== "church");
    expect(stated.length).toBe(77);
    for (const row of stated) {
      const host = new URL(row.evidence_url).host;
      const kind = row.evidence_source === "authority" ? "authority_site" : "school_site";
      const label = kind === "authority_site" ? "Stated on the recognising body's site" : "Stated on the school's site";
      expect(await recognitionOf(row.slug), row.slug).toMatchObject({
        accreditor: row.accreditor,
        accreditation_status: "Accredited Institution",
        accreditor_source: `${label} (${host})`,
        accreditor_year: row.read_on.slice(0, 4),
        kind,
        source_url: row.evidence_url,
        quote: row.evidence_quote,
        read_on: row.read_on,
      });
    }
    // Kept for review, found nothing, or recognised by the Church only: nothing is shown.
    for (const row of extract.filter((candidate) => !stated.includes(candidate))) {
      expect(await recognitionOf(row.slug), row.slug).toMatchObject({ accreditor: null, kind: null });
    }
    const abroad = await database.pool.query<{ n: number }>(
      "select count(*)::int as n from institutions where source_id is null and accreditor is not null",
    );
    expect(abroad.rows[0]!.n).toBe(stated.length);
  });

  it("shows the body, what its recognition means and the quoted page on the page, in the API, compare and the filter", async () => {
    const avondale = extract.find((row) => row.slug === "avondale-university")!;
    expect(avondale.evidence_source).toBe("authority");
    const api = (await json("/api/institutions/avondale-university")).data.institution;
    expect(api).toMatchObject({
      accreditor: "Tertiary Education Quality and Standards Agency (TEQSA)",
      accreditor_type: TYPE,
      accreditation_status: "Accredited Institution",
    });
    expect(api.fact_sources).toContainEqual({
      field: "accreditor",
      kind: "authority_site",
      label: "Stated on the recognising body's site",
      source_url: avondale.evidence_url,
      quote: avondale.evidence_quote,
      quote_english: null,
      date: avondale.read_on,
      statement: null,
    });
    const page = await pageText("/institution/avondale-university");
    expect(page).toMatch(/Accreditor Type<\/dt><dd[^>]*>National recognition \(outside the U\.S\.\)</);
    expect(page).toContain("Recognised: a public body of the school&#x27;s country recognises it");
    expect(page).toContain("That body is not a U.S. accreditor");
    expect(page).toContain(`>${new URL(avondale.evidence_url).host}<`);
    expect(page).toContain("What the source says");
    expect(page).toContain(avondale.evidence_quote.slice(0, 60).replace(/'/g, "&#x27;").replace(/"/g, "&quot;"));
    expect(page).toContain("It is recognised by the Tertiary Education Quality and Standards Agency (TEQSA).");

    // A quote in another language comes with the directory's English translation.
    const paderborn = extract.find((row) => row.slug === "theologische-fakultat-paderborn")!;
    const german = await pageText("/institution/theologische-fakultat-paderborn");
    expect(german).toContain("In English (the directory’s translation): “");
    expect(german).toContain(paderborn.quote_english.slice(0, 60).replace(/'/g, "&#x27;").replace(/"/g, "&quot;"));
    const germanApi = (await json("/api/institutions/theologische-fakultat-paderborn")).data.institution;
    expect(germanApi.fact_sources).toContainEqual(
      expect.objectContaining({ field: "accreditor", quote_english: paderborn.quote_english }),
    );

    // A school abroad no page states a body for still says so, with the advice to ask.
    const angola = (await json("/api/institutions/universidade-catolica-de-angola")).data.institution;
    expect(angola).toMatchObject({ accreditor: null, accreditor_type: "Not reported" });
    expect(angola.fact_sources.some((source: { field: string }) => source.field === "accreditor")).toBe(false);

    const compare = (
      await json("/api/compare?schools=avondale-university,universidade-catolica-de-angola,wheaton-college")
    ).data;
    const row = compare.rows.find((candidate: { key: string }) => candidate.key === "accreditor");
    expect(row.cells[0]).toMatchObject({
      text: "Tertiary Education Quality and Standards Agency (TEQSA)",
      note: "Stated on the recognising body's site (www.teqsa.gov.au), read 7 December 2026",
    });
    expect(row.cells[1].text).toBe("Not reported");
    // A U.S. school's accreditor still names the federal file and its year, on the page and in compare.
    const wheaton = (await json("/api/institutions/wheaton-college")).data.institution;
    const federal = `${wheaton.accreditor_source}, ${wheaton.accreditor_year}`;
    expect(row.cells[2]).toMatchObject({ text: "Higher Learning Commission", note: federal });
    expect(await pageText("/institution/wheaton-college")).toContain(
      `Status and accreditor source: ${federal}; last updated`,
    );

    const found = (await json(`/api/institutions?accreditor_type=${encodeURIComponent(TYPE)}&page_size=100`)).data;
    const listed = await database.pool.query<{ slug: string }>(
      "select slug from institutions where source_id is null and accreditor is not null and not needs_review",
    );
    expect(found.institutions.map((card: { slug: string }) => card.slug).sort()).toEqual(
      listed.rows.map((school) => school.slug).sort(),
    );
  });

  it("gives an administrator's accreditor the fact: the page's provenance goes, and a later seed leaves it", async () => {
    const school = await recognitionOf("katholieke-universiteit-leuven");
    expect(school.kind).toBe("authority_site");
    // The editor names the page under the field, and says an edit is kept.
    const editor = (
      await httpRequest(`${site.url}/admin/institutions/${school.id}/edit`, { headers: { Cookie: site.cookie } })
    ).body;
    expect(editor).toContain(
      `Source: Stated on the recognising body&#x27;s site (${new URL(school.source_url).host}), read 7 December 2026; a value entered here replaces it, and later updates of the data leave it.`,
    );
    const answer = await httpRequest(`${site.url}/api/admin/institutions/${school.id}`, {
      method: "PATCH",
      headers: { Cookie: site.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ accreditor: "Flemish Community (Belgium)" }),
    });
    expect(answer.status, answer.body).toBe(200);
    expect(await recognitionOf("katholieke-universiteit-leuven")).toMatchObject({
      accreditor: "Flemish Community (Belgium)",
      accreditor_source: "Administrator",
      kind: null,
    });
    // The batch again (a new extract): the edited school keeps the administrator's accreditor.
    await database.db.transaction((tx) => applyRecognitionSeed(tx, readRecognitionSeed()));
    expect(await recognitionOf("katholieke-universiteit-leuven")).toMatchObject({
      accreditor: "Flemish Community (Belgium)",
      kind: null,
    });
    // A recognition the file no longer states is taken off where the page's provenance holds it.
    const without = readRecognitionSeed().filter((row) => row.slug !== "avondale-university");
    await database.db.transaction((tx) => applyRecognitionSeed(tx, without));
    expect(await recognitionOf("avondale-university")).toMatchObject({
      accreditor: null,
      accreditation_status: null,
      kind: null,
    });
    await database.db.transaction((tx) => applyRecognitionSeed(tx, readRecognitionSeed()));
    expect((await recognitionOf("avondale-university")).kind).toBe("authority_site");
  });
});
