import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/http.server";
import {
  createDegreePatchSchema,
  createInstitutionInputSchema,
  degreeRuleErrors,
  type DegreeRecord,
} from "./institution-form.schemas";
import {
  DEGREE_FIELDS,
  degreeOffered,
  degreeOfferedLabel,
  offeredDegreesSummary,
  passesDegreeFilter,
  type SeminaryDegrees,
} from "./seminary-degrees";

const today = "2026-06-15";
const schema = createInstitutionInputSchema({ currentYear: 2026, today });
const valid = {
  institution_name: "Grace Hill Seminary",
  institution_type: "Seminary",
  denomination: "Baptist",
  accreditation_status: "Accredited Institution",
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrors(result.error);
};

describe("seminary degree fields", () => {
  it("take Yes, No or nothing (not yet verified) from the form and the API alike", () => {
    const parsed = schema.parse({ ...valid, degree_mdiv: "true", degree_mdiv_online: false, degree_dmin: "" });
    expect(parsed).toMatchObject({ degree_mdiv: true, degree_mdiv_online: false, degree_dmin: null, degree_phd: null });
    expect(errorsOf({ degree_thm: "maybe" })).toEqual({ degree_thm: "Choose Yes, No or Not reported" });
  });

  it("accept only an http or https source address", () => {
    for (const address of ["ftp://example.edu/degrees", "example.edu/degrees", "javascript:alert(1)", "mailto:a@b.c"]) {
      expect(errorsOf({ degrees_source_url: address }), address).toEqual({
        degrees_source_url: "Degrees source must be a web address starting with http:// or https://",
      });
    }
    expect(schema.parse({ ...valid, degrees_source_url: " https://example.edu/degrees " }).degrees_source_url).toBe(
      "https://example.edu/degrees",
    );
  });

  it("accept a real calendar date up to today, and refuse a later one", () => {
    expect(schema.parse({ ...valid, degrees_verified_on: today }).degrees_verified_on).toBe(today);
    expect(errorsOf({ degrees_verified_on: "2026-06-16" })).toEqual({
      degrees_verified_on: "Degrees last verified cannot be in the future",
    });
    for (const date of ["2026-02-30", "15/06/2026", "yesterday", 20260101]) {
      expect(errorsOf({ degrees_verified_on: date }), String(date)).toEqual({
        degrees_verified_on: "Degrees last verified must be a date (YYYY-MM-DD)",
      });
    }
  });

  it("parse only the fields an import gives", () => {
    expect(createDegreePatchSchema({ today }).parse({ degree_dmin: true })).toEqual({ degree_dmin: true });
  });
});

describe("the rules across degree fields", () => {
  const record = (overrides: Partial<DegreeRecord>): DegreeRecord => ({
    ...(Object.fromEntries(DEGREE_FIELDS.map((field) => [field, null])) as Record<
      (typeof DEGREE_FIELDS)[number],
      null
    >),
    degrees_online_approved: null,
    degrees_source_url: null,
    degrees_verified_on: null,
    ...overrides,
  });

  it("leave a record with nothing answered alone", () => {
    expect(degreeRuleErrors(record({}))).toEqual({});
  });

  it("ask for the source and the date beside any Yes or No", () => {
    expect(degreeRuleErrors(record({ degree_phd: false }))).toEqual({
      degrees_source_url: "Degrees source is required when any degree is answered Yes or No",
      degrees_verified_on: "Degrees last verified is required when any degree is answered Yes or No",
    });
    expect(
      degreeRuleErrors(record({ degree_phd: false, degrees_source_url: "https://x.edu", degrees_verified_on: today })),
    ).toEqual({});
    // A fact with its own provenance (stated on the school's page, or its approved report) needs none.
    expect(degreeRuleErrors(record({ degree_mdiv_online: true }), new Set(["degree_mdiv_online"]))).toEqual({});
    expect(
      Object.keys(
        degreeRuleErrors(record({ degree_mdiv_online: true, degree_phd: false }), new Set(["degree_mdiv_online"])),
      ),
    ).toEqual(["degrees_source_url", "degrees_verified_on"]);
    // The accreditor's approval of online degrees is a fact like the others.
    expect(Object.keys(degreeRuleErrors(record({ degrees_online_approved: true })))).toEqual([
      "degrees_source_url",
      "degrees_verified_on",
    ]);
  });

  it("refuse a degree fully online that is not offered", () => {
    const sourced = { degrees_source_url: "https://x.edu", degrees_verified_on: today };
    expect(degreeRuleErrors(record({ ...sourced, degree_ma: false, degree_ma_online: true }))).toEqual({
      degree_ma_online:
        "MA (ministry or theology) fully online cannot be Yes when MA (ministry or theology) is not offered",
    });
    // Not yet verified as offered, but known to be online: allowed (the online page may be all the source says).
    expect(degreeRuleErrors(record({ ...sourced, degree_ma_online: true }))).toEqual({});
  });
});

describe("degree filters and summaries", () => {
  const none = { offered: null, online: null };
  const degrees = (overrides: Partial<SeminaryDegrees>): SeminaryDegrees => ({
    mdiv: none,
    ma: none,
    thm: none,
    dmin: none,
    phd: none,
    ...overrides,
  });

  const awardedAll = { mdiv: true, theology_master: true, dmin: true, phd: true };
  const awardedNone = { mdiv: false, theology_master: false, dmin: false, phd: false };

  it("take a verified answer first, else the completions, and MDiv fully online only verified", () => {
    expect(passesDegreeFilter(degrees({ mdiv: { offered: true, online: null } }), null, "mdiv")).toBe(true);
    expect(passesDegreeFilter(degrees({ mdiv: { offered: null, online: true } }), null, "mdiv_online")).toBe(false);
    expect(passesDegreeFilter(degrees({ mdiv: { offered: true, online: true } }), null, "mdiv_online")).toBe(true);
    expect(passesDegreeFilter(degrees({ dmin: { offered: false, online: null } }), null, "dmin")).toBe(false);
    // Nobody verified: the completions answer.
    expect(passesDegreeFilter(degrees({}), awardedAll, "mdiv")).toBe(true);
    expect(passesDegreeFilter(degrees({}), awardedAll, "phd")).toBe(true);
    expect(passesDegreeFilter(degrees({}), awardedNone, "mdiv")).toBe(false);
    expect(passesDegreeFilter(degrees({}), awardedAll, "mdiv_online")).toBe(false);
    expect(passesDegreeFilter(degrees({ mdiv: { offered: null, online: true } }), awardedAll, "mdiv_online")).toBe(
      true,
    );
    // A verified no outweighs the completions; the MA-or-ThM filter takes either degree.
    expect(passesDegreeFilter(degrees({ dmin: { offered: false, online: null } }), awardedAll, "dmin")).toBe(false);
    expect(passesDegreeFilter(degrees({ ma: { offered: false, online: null } }), awardedAll, "theology_master")).toBe(
      true,
    );
    expect(
      passesDegreeFilter(
        degrees({ ma: { offered: false, online: null }, thm: { offered: false, online: null } }),
        awardedAll,
        "theology_master",
      ),
    ).toBe(false);
  });

  it("never read no graduates as not offered", () => {
    expect(degreeOffered(degrees({}), "mdiv", awardedNone)).toBeNull();
    expect(degreeOffered(degrees({}), "mdiv", null)).toBeNull();
    expect(degreeOffered(degrees({}), "thm", awardedAll)).toBe(true);
  });

  it("word each degree on the page: verified, else the completions' words, else not yet verified", () => {
    const awarded = { offered: true, text: "Awarded each year 2020-2024" };
    expect(degreeOfferedLabel({ offered: true, online: null }, "mdiv", awarded)).toBe("Offered");
    expect(degreeOfferedLabel({ offered: false, online: null }, "mdiv", awarded)).toBe("Not offered");
    expect(degreeOfferedLabel(none, "mdiv", awarded)).toBe("Awarded each year 2020-2024");
    expect(degreeOfferedLabel(none, "thm", awarded)).toBe("Awarded each year 2020-2024 (as an MA or ThM)");
    expect(degreeOfferedLabel(none, "dmin", { offered: false, text: "No graduates reported 2020-2024" })).toBe(
      "No graduates reported 2020-2024",
    );
    expect(degreeOfferedLabel(none, "mdiv", null)).toBe("Not yet verified");
  });

  it("summarise the offered degrees, and say nothing when nothing is known", () => {
    expect(offeredDegreesSummary(degrees({}))).toBeNull();
    expect(offeredDegreesSummary(degrees({}), awardedNone)).toBeNull();
    expect(
      offeredDegreesSummary(degrees({ mdiv: { offered: true, online: true }, dmin: { offered: true, online: false } })),
    ).toBe("MDiv (fully online), DMin");
    const allNo = { offered: false, online: null };
    expect(offeredDegreesSummary({ mdiv: allNo, ma: allNo, thm: allNo, dmin: allNo, phd: allNo })).toBe(
      "None of these",
    );
    // From the completions, an MA and a ThM are one: IPEDS does not tell them apart.
    expect(offeredDegreesSummary(degrees({}), awardedAll)).toBe("MDiv, MA or ThM, DMin, PhD/ThD");
    expect(
      offeredDegreesSummary(degrees({ thm: { offered: true, online: null } }), {
        ...awardedNone,
        theology_master: true,
      }),
    ).toBe("MA (ministry or theology), ThM");
  });
});
