import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/http.server";
import {
  FAITH_MESSAGES,
  type FaithProfileField,
  faithFacts,
  faithProfileProblems,
  latestVerifiableDate,
  verifiedDateLabel,
} from "./faith-profile";
import { createInstitutionInputSchema } from "./institution-form.schemas";
import type { Institution } from "./institution.schemas";

const schema = createInstitutionInputSchema({ currentYear: 2026, latestDate: "2026-11-25" });
const valid = {
  institution_name: "Grace Hill College",
  institution_type: "College",
  denomination: "Baptist",
  accreditation_status: "Accredited Institution",
};

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrors(result.error);
}

const unverified: Pick<Institution, FaithProfileField> = {
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
};

describe("the faith profile's fields in the editor's rules", () => {
  it("leave every fact not yet verified (null) when the form leaves it empty", () => {
    const parsed = schema.parse({ ...valid, chapel: "", faith_affirmed_by_faculty: "", bible_credits_required: " " });
    expect(parsed).toMatchObject(unverified);
  });

  it("take form text and JSON values alike", () => {
    const parsed = schema.parse({
      ...valid,
      chapel: " Required ",
      chapel_times_per_week: "3",
      faith_affirmed_by_faculty: "true",
      faith_affirmed_by_students: false,
      lifestyle_covenant: "yes",
      covenant_topics: ["dress", "alcohol", "dress"],
      bible_credits_required: 0,
      faith_profile_verified_on: "2026-11-25",
    });
    expect(parsed).toMatchObject({
      chapel: "required",
      chapel_times_per_week: 3,
      faith_affirmed_by_faculty: true,
      faith_affirmed_by_students: false,
      lifestyle_covenant: true,
      covenant_topics: ["alcohol", "dress"],
      bible_credits_required: 0,
      faith_profile_verified_on: "2026-11-25",
    });
  });

  it("refuse each bad value with a message naming the field", () => {
    expect(
      errorsOf({
        chapel: "daily",
        chapel_times_per_week: "15",
        faith_statement_url: "javascript:alert(1)",
        faith_profile_source_url: "ftp://example.edu/life",
        faith_profile_verified_on: "2026-11-26",
        bible_credits_required: "-1",
        covenant_topics: ["alcohol", "gambling"],
        pastor_reference_required: "sometimes",
      }),
    ).toEqual({
      chapel: FAITH_MESSAGES.chapelUnknown,
      chapel_times_per_week: "Chapel times per week must be a whole number from 1 to 14",
      faith_statement_url: "Statement of faith must be a web address starting with http:// or https://",
      faith_profile_source_url: "Profile source must be a web address starting with http:// or https://",
      faith_profile_verified_on: "Last verified cannot be in the future",
      bible_credits_required: "Required Bible or theology credits must be a whole number from 0 to 60",
      covenant_topics: FAITH_MESSAGES.covenantTopicUnknown,
      pastor_reference_required: "Pastor's reference must be yes, no or not yet verified",
    });
    expect(errorsOf({ faith_profile_verified_on: "12/03/2026" }).faith_profile_verified_on).toBe(
      "Last verified must be a date (YYYY-MM-DD)",
    );
    expect(errorsOf({ bible_credits_required: "61" }).bible_credits_required).toMatch(/0 to 60/);
    expect(errorsOf({ chapel_times_per_week: "2.5" }).chapel_times_per_week).toMatch(/whole number from 1 to 14/);
  });

  it("count as the future only what is the future everywhere (the date at UTC+14)", () => {
    expect(latestVerifiableDate(new Date("2026-11-25T09:59:00Z"))).toBe("2026-11-25");
    expect(latestVerifiableDate(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-26");
  });
});

describe("the profile's rules across fields", () => {
  it("tie times per week to required chapel, topics to a covenant, and facts to their source and date", () => {
    expect(faithProfileProblems(unverified)).toEqual({});
    expect(
      faithProfileProblems({
        ...unverified,
        chapel: "voluntary",
        chapel_times_per_week: 2,
        covenant_topics: ["dress"],
      }),
    ).toEqual({
      chapel_times_per_week: FAITH_MESSAGES.chapelTimesWithoutRequired,
      covenant_topics: FAITH_MESSAGES.covenantTopicsWithoutCovenant,
      faith_profile_source_url: FAITH_MESSAGES.sourceRequired,
      faith_profile_verified_on: FAITH_MESSAGES.verifiedOnRequired,
    });
    expect(
      faithProfileProblems({
        ...unverified,
        chapel: "required",
        chapel_times_per_week: 2,
        lifestyle_covenant: true,
        covenant_topics: ["dress"],
        faith_profile_source_url: "https://example.edu/life",
        faith_profile_verified_on: "2026-01-01",
      }),
    ).toEqual({});
  });
});

describe("the profile's facts as pages read them", () => {
  it("say null (Not yet verified) for every unverified fact, never a guess", () => {
    expect(faithFacts(unverified).every((fact) => fact.text === null)).toBe(true);
  });

  it("word the verified ones", () => {
    const facts = Object.fromEntries(
      faithFacts({
        ...unverified,
        faith_statement_url: "https://example.edu/beliefs",
        faith_affirmed_by_board: true,
        chapel: "required",
        chapel_times_per_week: 1,
        lifestyle_covenant: false,
        bible_credits_required: 0,
        pastor_reference_required: true,
      }).map((fact) => [fact.key, fact.text]),
    );
    expect(facts).toEqual({
      faith_statement_url: "Read the statement",
      faith_affirmed_by_students: null,
      faith_affirmed_by_faculty: null,
      faith_affirmed_by_staff: null,
      faith_affirmed_by_board: "Yes",
      chapel: "Required, 1 time a week",
      lifestyle_covenant: "No",
      bible_credits_required: "0",
      pastor_reference_required: "Required",
    });
    expect(verifiedDateLabel("2026-03-01")).toBe("1 March 2026");
    expect(verifiedDateLabel(null)).toBeNull();
  });
});
