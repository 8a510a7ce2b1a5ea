import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { readClosuresExtract, usClosures } from "./us-closures";
import { listUsRow, readCheckedPages } from "./us-listing";

const seedFile = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
const seed = parse(readFileSync(seedFile), { columns: true }) as Record<string, string>[];
const us = seed.filter((row) => row.country === "United States");
const checked = readCheckedPages();

const federal = (extra: Record<string, string>) => ({
  source_id: "1",
  denomination: "",
  denomination_source: "",
  accreditation: "",
  review_note: "",
  ...extra,
});

describe("why a U.S. school is listed", () => {
  const sources = { checked, cccu: new Set(["3"]) };

  it("takes the IPEDS affiliation first, with its year, a parent's named as such", () => {
    expect(
      listUsRow(federal({ denomination: "Roman Catholic", denomination_source: "IPEDS RELAFFIL (2018-19)" }), sources),
    ).toEqual({
      listed: {
        kind: "ipeds",
        source: "IPEDS (NCES)",
        url: "https://nces.ed.gov/collegenavigator/?id=1",
        quote: "Religious affiliation: Roman Catholic",
        year: "2018-19",
      },
    });
    const branch = listUsRow(
      federal({
        denomination: "Assemblies of God Church",
        denomination_source: "IPEDS RELAFFIL (2021-22) of parent institution 'Evangel University'",
      }),
      sources,
    );
    expect(branch).toMatchObject({
      listed: {
        quote: "Religious affiliation of its parent institution, Evangel University: Assemblies of God Church",
      },
    });
  });

  it("takes ABHE or TRACS where IPEDS says 'Other' or nothing; never ATS alone", () => {
    const other = { denomination: "Other (none of the above)", denomination_source: "IPEDS RELAFFIL (2021-22)" };
    expect(
      listUsRow(federal({ ...other, accreditation: "Association for Biblical Higher Education" }), sources),
    ).toMatchObject({ listed: { kind: "accreditor", source: "College Scorecard", year: "2022" } });
    expect(
      listUsRow(federal({ accreditation: "Transnational Association of Christian Colleges and Schools" }), sources),
    ).toMatchObject({ listed: { kind: "accreditor" } });
    const ats = listUsRow(
      federal({
        ...other,
        accreditation: "Commission on Accrediting of the Association of Theological Schools",
        review_note: "verify",
      }),
      sources,
    );
    expect(ats).toEqual({ waiting: "verify" });
  });

  it("takes the CCCU's list, then a checked page; otherwise the row waits with the reason", () => {
    expect(listUsRow(federal({ source_id: "3" }), sources)).toMatchObject({
      listed: { kind: "member-list", source: "CCCU member list" },
    });
    expect(listUsRow(federal({ source_id: "165945" }), sources)).toMatchObject({
      listed: {
        kind: "official-site",
        source: "gordonconwell.edu",
        year: "2026-11-27",
      },
    });
    const waiting = listUsRow(
      federal({ source_id: "115214", review_note: "IPEDS reports no church affiliation" }),
      sources,
    );
    expect(waiting).toEqual({ waiting: expect.stringMatching(/^IPEDS reports no church affiliation Checked pages/) });
  });

  it("lists 817 of the 827 U.S. rows, each with its evidence; the 31 schools IPEDS did not code come back", () => {
    const listed = us.filter((row) => row.needs_review === "false");
    // 828 of 831 before 4 schools closed and 7 reported closed went to the review queue (us-closures).
    expect(listed).toHaveLength(817);
    const kinds = new Map<string, number>();
    for (const row of listed) kinds.set(row.listed_because_kind!, (kinds.get(row.listed_because_kind!) ?? 0) + 1);
    expect(Object.fromEntries(kinds)).toEqual({
      ipeds: 786,
      accreditor: 10,
      "member-list": 7,
      "official-site": 10,
      association: 2,
      wikipedia: 1,
      other: 1,
    });
    for (const row of listed) {
      expect(row.listed_because_url, row.slug).toMatch(/^https:\/\//);
      expect(row.listed_because_quote, row.slug).not.toBe("");
    }
    for (const unitid of ["165945", "213400", "125718", "196884", "173142", "444103"]) {
      expect(us.find((row) => row.source_id === unitid)?.needs_review, unitid).toBe("false");
    }
    const waiting = us.filter((row) => row.needs_review === "true");
    // Three no page confirms, and the seven that news or an official page's hint reports closed with no official page found.
    const reported = usClosures(readClosuresExtract()).reported;
    expect(
      waiting
        .filter((row) => !reported.has(row.source_id!))
        .map((row) => row.source_id)
        .sort(),
    ).toEqual(["115214", "246789", "500041"]);
    expect(waiting.filter((row) => reported.has(row.source_id!))).toHaveLength(7);
    for (const row of waiting.filter((one) => reported.has(one.source_id!))) {
      expect(row.review_note, row.slug).toMatch(/^Reported closed, not yet confirmed by an official page: /);
    }
  });

  it("lists the Latter-day Saints schools with their tradition (decision 023)", () => {
    const lds = us.filter((row) => row.denomination_detail === "The Church of Jesus Christ of Latter-day Saints");
    expect(lds).toHaveLength(4);
    for (const row of lds) {
      expect(row).toMatchObject({
        needs_review: "false",
        listed_because_kind: "ipeds",
        christian_tradition: "Latter-day Saints",
      });
    }
  });

  it("keeps every checked page's quote short, dated and linked", () => {
    for (const page of checked.values()) {
      expect(page.quote.length, page.unitid).toBeLessThanOrEqual(200);
      expect(page.retrieved, page.unitid).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (page.status === "verified") expect(page.url, page.unitid).toMatch(/^https?:\/\//);
    }
  });
});
