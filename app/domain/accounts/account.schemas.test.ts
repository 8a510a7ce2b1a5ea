import { describe, expect, it } from "vitest";
import {
  ageOn,
  createSignUpSchema,
  describeRetryAfter,
  MESSAGES,
  passwordProblem,
  safeRedirectPath,
} from "./account.schemas";
import { isCommonPassword } from "./common-passwords.server";
import list from "./common-passwords.json";

const TODAY = new Date(2026, 5, 15); // 15 June 2026
const schema = createSignUpSchema({ isCommonPassword, today: () => TODAY });

const VALID = {
  email: "Person@Example.com ",
  password: "Lantern-Orchard-57",
  confirmPassword: "Lantern-Orchard-57",
  fullName: " Ann  Lee ",
  userType: "ministry_student",
  dateOfBirth: "1990-06-15",
  acceptTerms: "on",
  dataProcessingConsent: "on",
};

/** The form-level message (the first failing rule) and each field's own message. */
function problems(input: Record<string, string>) {
  const result = schema.safeParse(input);
  if (result.success) return { first: undefined, fields: {} as Record<string, string> };
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) first ??= issue.message;
    else fields[String(issue.path[0])] ??= issue.message;
  }
  return { first, fields };
}

describe("sign-up rules", () => {
  it("accepts a complete form and normalises it", () => {
    expect(schema.parse(VALID)).toEqual({
      email: "person@example.com",
      password: "Lantern-Orchard-57",
      fullName: "Ann Lee",
      userType: "ministry_student",
      dateOfBirth: "1990-06-15",
      isOver18: true,
      hasParentalConsent: false,
    });
  });

  it("checks in a fixed order: match, length, age, date of birth, then the rest", () => {
    // Everything wrong at once: each fix reveals the next message.
    let form: Record<string, string> = {
      password: "abc",
      confirmPassword: "abd",
    };
    const order: string[] = [];
    const fixes: Array<(f: Record<string, string>) => Record<string, string>> = [
      (f) => ({ ...f, confirmPassword: "abc" }),
      (f) => ({ ...f, password: "Lantern-Orchard-57", confirmPassword: "Lantern-Orchard-57" }),
      (f) => ({ ...f, hasParentalConsent: "on" }),
      (f) => ({ ...f, dateOfBirth: "2012-01-01" }),
      (f) => ({ ...f, fullName: "Kid Lee" }),
      (f) => ({ ...f, email: "kid@example.com" }),
      (f) => ({ ...f, userType: "high_school_student" }),
      (f) => ({ ...f, acceptTerms: "on" }),
      (f) => ({ ...f, dataProcessingConsent: "on" }),
    ];
    for (const fix of fixes) {
      order.push(problems(form).first!);
      form = fix(form);
    }
    expect(order).toEqual([
      MESSAGES.passwordsDoNotMatch,
      "Password must be at least 8 characters long",
      "Age verification is required. If you are under 18, you must have parental consent.",
      "Date of birth is required for age verification",
      MESSAGES.fullNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.userTypeRequired,
      MESSAGES.termsRequired,
      MESSAGES.dataProcessingRequired,
    ]);
    expect(problems(form).first).toBeUndefined();
  });

  it("gives every failing field its own message beside the first one", () => {
    const { first, fields } = problems({ ...VALID, confirmPassword: "x", email: "not-an-email", acceptTerms: "" });
    expect(first).toBe(MESSAGES.passwordsDoNotMatch);
    expect(fields).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
      email: MESSAGES.emailInvalid,
      acceptTerms: MESSAGES.termsRequired,
    });
  });

  it("refuses the common passwords whatever their case, after the length rule", () => {
    expect(problems({ ...VALID, password: "PassWord123", confirmPassword: "PassWord123" }).first).toBe(
      MESSAGES.passwordTooCommon,
    );
    expect(problems({ ...VALID, password: "qwerty", confirmPassword: "qwerty" }).first).toBe(MESSAGES.passwordTooShort);
    expect(list).toHaveLength(1000);
    expect(new Set(list).size).toBe(1000);
    expect(list.every((entry) => entry.length >= 8 && entry === entry.toLowerCase())).toBe(true);
    for (const common of ["password", "12345678", "iloveyou", "sunshine1", "qwerty123", "Welcome1"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword("Lantern-Orchard-57")).toBe(false);
    expect(passwordProblem("x".repeat(129))).toBe(MESSAGES.passwordTooLong);
  });

  it("age logic: the date of birth decides; under 18 needs parental consent, which is dropped for adults", () => {
    // Turns 18 today.
    expect(schema.parse({ ...VALID, dateOfBirth: "2008-06-15", hasParentalConsent: "on" })).toMatchObject({
      isOver18: true,
      hasParentalConsent: false,
    });
    // 18 tomorrow: still a minor, even when the box says otherwise.
    expect(problems({ ...VALID, dateOfBirth: "2008-06-16", isOver18: "on" }).first).toBe(MESSAGES.ageVerification);
    expect(schema.parse({ ...VALID, dateOfBirth: "2008-06-16", hasParentalConsent: "on" })).toMatchObject({
      isOver18: false,
      hasParentalConsent: true,
    });
    expect(problems({ ...VALID, dateOfBirth: "2027-01-01" }).fields.dateOfBirth).toBe(MESSAGES.dateOfBirthInvalid);
    expect(problems({ ...VALID, dateOfBirth: "1990-02-30" }).fields.dateOfBirth).toBe(MESSAGES.dateOfBirthInvalid);
  });

  it("ageOn counts whole years", () => {
    expect(ageOn("2008-06-15", TODAY)).toBe(18);
    expect(ageOn("2008-06-16", TODAY)).toBe(17);
    expect(ageOn("2026-06-15", TODAY)).toBe(0);
    expect(ageOn("2026-06-16", TODAY)).toBeNull();
    expect(ageOn("15/06/2008", TODAY)).toBeNull();
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/search?q=a#top", "/search?q=a#top"],
    ["//evil.example", "/"],
    ["https:evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    // Dot segments that collapse to a protocol-relative '//evil.example'.
    ["/.//evil.example", "/"],
    ["/a/..//evil.example", "/"],
    ["/%2e%2e//evil.example", "/"],
    ["/admin/institutions/../../..//evil.example", "/"],
    ["/admin/../search?q=a", "/search?q=a"],
    ["/\tevil", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

it("describeRetryAfter speaks in seconds, then minutes", () => {
  expect(describeRetryAfter(1)).toBe("in 1 second");
  expect(describeRetryAfter(45)).toBe("in 45 seconds");
  expect(describeRetryAfter(61)).toBe("in 2 minutes");
  expect(describeRetryAfter(60)).toBe("in 1 minute");
});
