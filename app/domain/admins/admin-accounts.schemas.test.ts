import { describe, expect, it } from "vitest";
import { adminSignupProblem } from "./admin-accounts.schemas";

const form = {
  full_name: "Ruth Admin",
  email: "ruth@example.org",
  password: "Lantern-Orchard-57",
  confirm_password: "Lantern-Orchard-57",
};

describe("the admin sign-up checks, first failure first", () => {
  it("want every field first", () => {
    for (const blank of ["full_name", "email", "password"] as const) {
      expect(adminSignupProblem({ ...form, [blank]: "  ".slice(blank === "password" ? 2 : 0) })).toBe(
        "All fields are required",
      );
    }
    // Even with everything else wrong too, the first rule speaks.
    expect(adminSignupProblem({ full_name: "", email: "bad", password: "x", confirm_password: "y" })).toBe(
      "All fields are required",
    );
  });

  it("then the password length (the accounts' minimum of 8), then the common list", () => {
    expect(adminSignupProblem({ ...form, password: "short", confirm_password: "other", email: "bad" })).toBe(
      "Password must be at least 8 characters long",
    );
    const isCommonPassword = (password: string) => password === "password123";
    expect(
      adminSignupProblem({ ...form, password: "password123", confirm_password: "password123" }, { isCommonPassword }),
    ).toMatch(/most common passwords/);
  });

  it("then the confirmation, then the e-mail shape", () => {
    expect(adminSignupProblem({ ...form, confirm_password: "Lantern-Orchard-58", email: "bad" })).toBe(
      "Passwords do not match",
    );
    expect(adminSignupProblem({ ...form, confirm_password: "" })).toBe("Passwords do not match");
    expect(adminSignupProblem({ ...form, email: "not-an-email" })).toBe("Please enter a valid email address");
    expect(adminSignupProblem(form)).toBeNull();
  });

  it("skips the confirmation for API calls, which carry their payload without it", () => {
    const { confirm_password: _confirm, ...payload } = form;
    expect(adminSignupProblem(payload)).toBeNull();
  });
});
