import { describe, expect, it } from "vitest";
import { describeRecognised, recognitionRows, type RecognitionExtractRow } from "./recognition";
import { UNVERIFIED_SENTENCE } from "./world-list";

const row = (overrides: Partial<RecognitionExtractRow> = {}): RecognitionExtractRow => ({
  slug: "avondale-university",
  status: "stated",
  accreditor: "Tertiary Education Quality and Standards Agency (TEQSA)",
  body_kind: "agency",
  evidence_url: "https://www.teqsa.gov.au/national-register/provider/avondale",
  evidence_source: "authority",
  evidence_quote: "TEQSA changed the category of Avondale to Australian University.",
  quote_english: "",
  read_on: "2026-12-07",
  ...overrides,
});
const abroad = new Set(["avondale-university", "crandall-university"]);

describe("the recognition seed", () => {
  it("keeps stated civil rows of schools abroad, with the page's kind, host and year", () => {
    expect(recognitionRows([row()], abroad)).toEqual([
      {
        slug: "avondale-university",
        accreditor: "Tertiary Education Quality and Standards Agency (TEQSA)",
        accreditation_status: "Accredited Institution",
        accreditor_source: "Stated on the recognising body's site (www.teqsa.gov.au)",
        accreditor_year: "2026",
        kind: "authority_site",
        source_url: "https://www.teqsa.gov.au/national-register/provider/avondale",
        quote: "TEQSA changed the category of Avondale to Australian University.",
        quote_english: "",
        read_on: "2026-12-07",
      },
    ]);
    const own = recognitionRows(
      [
        row({
          slug: "crandall-university",
          accreditor: "Province of New Brunswick",
          evidence_source: "school_site",
          evidence_url: "https://www.crandallu.ca/accreditation/",
        }),
      ],
      abroad,
    );
    expect(own[0]).toMatchObject({
      kind: "school_site",
      accreditor_source: "Stated on the school's site (www.crandallu.ca)",
    });
  });

  it("leaves out review and none rows, the Church's recognition and schools the seed does not list", () => {
    expect(
      recognitionRows(
        [
          row({ status: "review" }),
          row({ status: "none" }),
          row({ body_kind: "church", accreditor: "" }),
          row({ slug: "a-school-not-in-the-seed" }),
        ],
        abroad,
      ),
    ).toEqual([]);
  });

  it("refuses a row that breaks a rule, naming the school and the problem", () => {
    expect(() => recognitionRows([row({ accreditor: "Some Ministry Not In The Table" })], abroad)).toThrow(
      'avondale-university: "Some Ministry Not In The Table" has no type in accreditor-types.ts',
    );
    expect(() => recognitionRows([row({ accreditor: " " })], abroad)).toThrow("needs the body's name");
    expect(() => recognitionRows([row({ evidence_quote: "x".repeat(201) })], abroad)).toThrow("1 to 200 characters");
    expect(() => recognitionRows([row({ evidence_url: "teqsa.gov.au" })], abroad)).toThrow("not a web address");
    expect(() => recognitionRows([row({ read_on: "December 2026" })], abroad)).toThrow("read_on must be a date");
    expect(() => recognitionRows([row({ evidence_source: "news" })], abroad)).toThrow("evidence_source must be");
  });

  it("says in the description which body recognises the school", () => {
    expect(describeRecognised(`A university in Cooranbong. ${UNVERIFIED_SENTENCE}.`, "Province of Ontario")).toBe(
      "A university in Cooranbong. It is recognised by the Province of Ontario. Its enrolment and programs have not yet been verified by our editors.",
    );
  });
});
