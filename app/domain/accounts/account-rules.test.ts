import { describe, expect, it } from "vitest";
import {
  checkSignUp,
  emailProblem,
  MESSAGES,
  readSignUpForm,
  signInProblems,
  toFormErrors,
  type FormErrors,
} from "./account-rules";
import { createSignUpSchema, SignInSchema } from "./account.schemas";

/** The errors a Zod schema reports, in the shape the forms show. */
function schemaErrors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  if (result.success) return null;
  const errors: FormErrors = {};
  for (const issue of result.error!.issues) errors[String(issue.path[0] ?? "")] ??= [issue.message];
  return errors;
}

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("the browser's checks and the server's schemas agree", () => {
  const today = () => new Date(2026, 5, 15);
  const forms: Array<Record<string, string>> = [
    {},
    { password: "abc", confirmPassword: "abd" },
    { password: "Lantern-Orchard-57", confirmPassword: "Lantern-Orchard-57", dateOfBirth: "2010-01-01" },
    {
      email: "not-an-address",
      password: "Lantern-Orchard-57",
      confirmPassword: "Lantern-Orchard-57",
      fullName: "Ann Lee",
      dateOfBirth: "1990-06-15",
      userType: "parent",
    },
    {
      email: "ann@example.com",
      password: "Lantern-Orchard-57",
      confirmPassword: "Lantern-Orchard-57",
      fullName: "Ann Lee",
      dateOfBirth: "1990-06-15",
      userType: "parent",
      acceptTerms: "on",
      dataProcessingConsent: "on",
    },
  ];

  it.each(forms)("sign-up %#", (values) => {
    const browser = toFormErrors(checkSignUp(readSignUpForm(formData(values)), { today }).problems, { headline: true });
    expect(browser).toEqual(schemaErrors(createSignUpSchema({ today }).safeParse(values)));
  });

  it.each([{}, { email: "x" }, { email: " Ann@Example.com ", password: "secret" }])("sign-in %#", (values) => {
    const email = typeof values.email === "string" ? values.email.trim().toLowerCase() : "";
    const password = "password" in values && typeof values.password === "string" ? values.password : "";
    expect(toFormErrors(signInProblems({ email, password }))).toEqual(schemaErrors(SignInSchema.safeParse(values)));
  });
});

describe("e-mail addresses", () => {
  it("needs a name, a host and a top-level domain", () => {
    expect(emailProblem("")).toBe(MESSAGES.emailRequired);
    expect(emailProblem("ann@example")).toBe(MESSAGES.emailInvalid);
    expect(emailProblem("ann.lee+school@mail.example.org")).toBeUndefined();
  });
});
