import { describe, expect, it } from "vitest";
import { ACCREDITATION_STATUSES } from "./institution-form.schemas";
import { SearchParamsSchema } from "./institution.schemas";
import { accreditationGroup } from "./accreditation";
import { explainAccreditation } from "./accreditation-explained";

describe("accreditation groups", () => {
  it("puts every status an administrator can choose in the group a student expects", () => {
    expect(Object.fromEntries(ACCREDITATION_STATUSES.map((status) => [status, accreditationGroup(status)]))).toEqual({
      "Accredited Institution": "accredited",
      "Programmatic - Accredited": "accredited",
      "Candidate Institution": "candidate",
      "Applicant Institution": "candidate",
      "Accredited - Other": "accredited",
      "Accredited Institution on Warning": "sanction",
      "Accredited Institution on Probation": "sanction",
      "Accredited Institution on Show Cause": "sanction",
    });
  });

  it("groups free text by its words, and no status as not accredited or unknown", () => {
    expect(accreditationGroup("Candidate for Accreditation")).toBe("candidate");
    expect(accreditationGroup("Accredited - Probation")).toBe("sanction");
    expect(accreditationGroup("Not accredited")).toBe("none");
    expect(accreditationGroup("Unaccredited")).toBe("none");
    expect(accreditationGroup("")).toBe("none");
    expect(accreditationGroup(null)).toBe("none");
  });

  it("accepts a group in the search address and refuses an unknown one with a message", () => {
    expect(SearchParamsSchema.parse({ accreditation_group: " Sanction " }).accreditation_group).toBe("sanction");
    const refused = SearchParamsSchema.safeParse({ accreditation_group: "maybe" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe(
      "accreditation_group must be one of accredited, candidate, sanction, none",
    );
  });
});

describe("accreditation explained", () => {
  const explain = (status: string | null, type: Parameters<typeof explainAccreditation>[0]["accreditor_type"]) =>
    explainAccreditation({ accreditation_status: status, accreditor_type: type });

  it("says what each sanction means, with a caution that it is still accredited", () => {
    for (const [status, word] of [
      ["Accredited Institution on Warning", /^Warning:/],
      ["Accredited Institution on Probation", /^Probation:/],
      ["Accredited Institution on Show Cause", /^Show cause:/],
    ] as const) {
      const explained = explain(status, "Institutional (regional)");
      expect(explained.status).toMatch(word);
      expect(explained.status).toMatch(/remains accredited|still accredited/);
      expect(explained.caution).toBe(true);
      expect(explained.group).toBe("sanction");
    }
  });

  it("separates candidate from applicant, both with a caution", () => {
    expect(explain("Candidate Institution", "Faith-based institutional")).toMatchObject({
      caution: true,
      status: expect.stringMatching(/^Candidate:.*not accreditation/),
    });
    expect(explain("Applicant Institution", null)).toMatchObject({
      caution: true,
      status: expect.stringMatching(/^Applicant:.*not yet accredited/),
    });
  });

  it("explains federal aid and credit transfer for each accreditor type", () => {
    expect(explain("Accredited Institution", "Institutional (regional)")).toMatchObject({
      caution: false,
      accreditor: expect.stringMatching(/federal aid.*credits usually transfer/),
    });
    expect(explain("Accredited Institution", "Faith-based institutional").accreditor).toMatch(/ABHE, ATS or TRACS/);
    expect(explain("Accredited Institution", "Institutional (national)").accreditor).toMatch(/case by case/);
    expect(explain("Accredited Institution", "Programmatic only").accreditor).toMatch(/one program/);
    // No accreditor named: the sources do not say, which is not "unaccredited".
    expect(explain(null, "Not reported").accreditor).toMatch(
      /do not name an accreditor for this school \(not reported\)/,
    );
    expect(explain(null, "Not reported").accreditor).not.toMatch(/cannot be assumed|not accredited/);
    expect(explain("Accredited Institution", null).accreditor).toMatch(/not yet verified/);
  });

  it("says a missing status is not reported, without a caution", () => {
    expect(explain(null, "Not reported")).toMatchObject({
      group: "none",
      caution: false,
      status: expect.stringMatching(/not reported/),
    });
    expect(explain("Not accredited", "Not reported").caution).toBe(true);
  });
});
