import { describe, expect, it } from "vitest";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { buildCompareRows, COMPARE_ROWS } from "./compare-rows";
import { COMPARE_GROUPS, compareHref, splitSchools } from "./compare-options";
import { CompareQuerySchema } from "./compare.schemas";

function school(overrides: Partial<Institution>): Institution {
  return {
    id: 1,
    slug: "a",
    institution_name: "A",
    city: "Wheaton",
    state_province: "IL",
    country: "United States",
    institution_type: "College",
    denomination: null,
    tradition: null,
    accreditation_status: null,
    student_body_size: null,
    student_body_size_measure: null,
    student_body_size_display: null,
    student_body_size_source: null,
    student_body_size_year: null,
    image_path: null,
    online_programs: null,
    online_programs_source: null,
    online_programs_year: null,
    financial_aid_available: null,
    financial_aid_available_source: null,
    financial_aid_available_year: null,
    tuition: null,
    tuition_year: null,
    tuition_source: null,
    tuition_out_of_state: null,
    tuition_out_of_state_source: null,
    tuition_out_of_state_year: null,
    accreditor_source: null,
    accreditor_year: null,
    source_id: null,
    alias: null,
    street_address: null,
    state_name: null,
    postal_code: null,
    full_address: null,
    website: null,
    latitude: null,
    longitude: null,
    description: null,
    detailed_summary: null,
    key_programs: null,
    unique_features: null,
    why_choose: null,
    student_outcomes: null,
    denomination_detail: null,
    christian_tradition: null,
    control: null,
    highest_degree: null,
    accreditor: null,
    accreditor_type: null,
    associations: [],
    associations_source: null,
    associations_source_year: null,
    faith_statement_url: null,
    faith_affirmed_by_students: null,
    faith_affirmed_by_faculty: null,
    faith_affirmed_by_staff: null,
    faith_affirmed_by_board: null,
    chapel: null,
    chapel_times_per_week: null,
    lifestyle_covenant: null,
    covenant_topics: [],
    bible_credits_required: null,
    pastor_reference_required: null,
    faith_profile_source_url: null,
    faith_profile_verified_on: null,
    founded_year: null,
    founded_source: null,
    founded_source_year: null,
    founded_source_url: null,
    founded_quote: null,
    listed_because: null,
    location_precision: null,
    seminary_degrees: {
      mdiv: { offered: null, online: null },
      ma: { offered: null, online: null },
      thm: { offered: null, online: null },
      dmin: { offered: null, online: null },
      phd: { offered: null, online: null },
    },
    degrees_online_approved: null,
    degrees_source_url: null,
    degrees_verified_on: null,
    admissions_url: null,
    tuition_url: null,
    contact_email: null,
    fact_sources: [],
    campus_type: null,
    campus_setting: null,
    tuition_range: null,
    meta_title: null,
    meta_description: null,
    is_featured: false,
    needs_review: false,
    data_source: null,
    updated_at: "2025-01-30T12:00:00.000Z",
    ...overrides,
  };
}

describe("compare rows", () => {
  it("every row has a unique key and one of the groups, in group order", () => {
    expect(new Set(COMPARE_ROWS.map((row) => row.key)).size).toBe(COMPARE_ROWS.length);
    const groups = COMPARE_ROWS.map((row) => COMPARE_GROUPS.indexOf(row.group));
    expect(groups.every((group) => group >= 0)).toBe(true);
    expect([...groups].sort((a, b) => a - b)).toEqual(groups);
  });

  it("says Not reported for a missing fact and keeps the tuition's source and year beside it", () => {
    const rows = buildCompareRows([
      school({
        tuition: 41_200,
        tuition_source: "College Scorecard institution file",
        tuition_year: "2023-24",
        online_programs: false,
      }),
      school({ slug: "b", online_programs: false }),
    ]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.tuition!.cells).toEqual([
      { text: "$41,200", reported: true, note: "College Scorecard institution file, 2023-24" },
      { text: "Not reported", reported: false, note: null },
    ]);
    expect(byKey.tuition!.differs).toBe(true);
    expect(byKey.online_programs!.cells[0]!.text).toBe("Not Available");
    expect(byKey.online_programs!.differs).toBe(false);
    expect(byKey.founded_year!.differs).toBe(false);
  });

  it("says an accreditor type is not reported without an accreditor, and not yet verified for a name not placed yet", () => {
    const rows = buildCompareRows([
      school({ accreditor: "Higher Learning Commission", accreditor_type: "Institutional (regional)" }),
      school({ slug: "b", accreditor: null, accreditor_type: "Not reported" }),
      school({ slug: "c", accreditor: "A Commission Not In The Table", accreditor_type: null }),
    ]);
    expect(rows.find((row) => row.key === "accreditor_type")!.cells).toEqual([
      { text: "Institutional (regional)", reported: true, note: null },
      { text: "Not reported", reported: false, note: null },
      { text: "Not yet verified", reported: false, note: null },
    ]);
  });

  it("shows IPEDS's campus setting with its source, and the campus type an administrator gave as its own row", () => {
    const rows = buildCompareRows([
      school({ campus_setting: "Suburb: Large", campus_type: "Residential" }),
      school({ slug: "b", campus_setting: null, campus_type: null }),
    ]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.campus_setting!.cells).toEqual([
      { text: "Suburb: Large", reported: true, note: "IPEDS directory file (HD2024), 2024-25" },
      { text: "Not reported", reported: false, note: null },
    ]);
    // The type is a fact of its own: a setting does not hide it.
    expect(byKey.campus_type!.cells.map((cell) => cell.text)).toEqual(["Residential", "Not reported"]);
  });

  it("names the source of each school's federal aid answer: IPEDS, or the administrator who set it", () => {
    const rows = buildCompareRows([
      school({
        financial_aid_available: true,
        financial_aid_available_source: "IPEDS directory file (HD2024), federal student aid (Title IV)",
        financial_aid_available_year: "2024-25",
      }),
      school({
        slug: "b",
        financial_aid_available: false,
        financial_aid_available_source: "Administrator",
        financial_aid_available_year: "2026",
      }),
      school({ slug: "c", financial_aid_available: null }),
    ]);
    const aid = rows.find((row) => row.key === "financial_aid_available")!;
    expect(aid.cells).toEqual([
      {
        text: "Available",
        reported: true,
        note: "IPEDS directory file (HD2024), federal student aid (Title IV), 2024-25",
      },
      { text: "Not Available", reported: true, note: "Administrator, 2026" },
      { text: "Not reported", reported: false, note: null },
    ]);
  });
});

describe("the schools parameter", () => {
  it("splits, trims and drops repeats; refuses more than four", () => {
    expect(splitSchools(" a, b,,a ,")).toEqual(["a", "b"]);
    expect(CompareQuerySchema.parse({ schools: "a,b", diff: "1" })).toEqual({ schools: ["a", "b"], diff: true });
    expect(CompareQuerySchema.parse({})).toEqual({ schools: [], diff: false });
    expect(CompareQuerySchema.safeParse({ schools: "a,b,c,d,e" }).success).toBe(false);
    expect(compareHref(["a", "b"], true)).toBe("/compare?schools=a,b&diff=1");
    expect(compareHref([])).toBe("/compare");
  });
});
