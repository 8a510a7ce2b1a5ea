/**
 * Account forms as Zod schemas for the server's actions and the JSON API. The rules themselves are
 * the plain functions of `account-rules.ts`, which the pages also run in the browser; these schemas
 * read the form data and report the rules' problems.
 */
import { z } from "zod";
import {
  checkSignUp,
  emailOnlyProblems,
  formCheckbox,
  formText,
  MAX_NAME,
  MESSAGES,
  newPasswordProblems,
  normaliseEmail,
  signInProblems,
  toFormErrors,
  USER_TYPE_VALUES,
  type PasswordRuleOptions,
  type Problem,
  type SignUpInput,
  type SignUpRuleOptions,
} from "./account-rules";

export {
  ADULT_AGE,
  ageOn,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  USER_TYPE_OPTIONS,
  type PasswordRuleOptions,
  type SignUpInput,
  type UserType,
} from "./account-rules";

export const ADMIN_ROLE_VALUES = ["super_admin", "admin", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLE_VALUES)[number];

/** The signed-in person as every page sees it (root loader data). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Active admin role, when the person is an administrator. */
  adminRole: AdminRole | null;
  /** How many schools the person represents ("Your schools" in the profile menu). */
  representedSchools: number;
}

const checkbox = z.preprocess(formCheckbox, z.boolean());
const text = z.preprocess(formText, z.string());
const email = z.preprocess(normaliseEmail, z.string());

/** Reports the rules' problems as Zod issues, in the same shape the forms show them. */
function reportProblems(ctx: z.RefinementCtx, problems: Problem[], options: { headline?: boolean } = {}) {
  for (const [field, messages] of Object.entries(toFormErrors(problems, options) ?? {})) {
    ctx.addIssue({ code: "custom", path: field ? [field] : [], message: messages[0]! });
  }
}

/** The sign-up form; checks in a fixed order, the first problem also heading the form. */
export function createSignUpSchema(options: SignUpRuleOptions = {}) {
  return z
    .object({
      email: text,
      password: text,
      confirmPassword: text,
      fullName: text,
      userType: text,
      dateOfBirth: text,
      isOver18: checkbox,
      hasParentalConsent: checkbox,
      acceptTerms: checkbox,
      dataProcessingConsent: checkbox,
    })
    .transform((form, ctx): SignUpInput => {
      const { problems, input } = checkSignUp(form, options);
      if (!input) {
        reportProblems(ctx, problems, { headline: true });
        return z.NEVER;
      }
      return input;
    });
}

export const SignInSchema = z
  .object({ email, password: text, rememberMe: checkbox, redirectTo: z.string().optional() })
  .superRefine((form, ctx) => reportProblems(ctx, signInProblems(form)));

export const EmailOnlySchema = z
  .object({ email })
  .superRefine((form, ctx) => reportProblems(ctx, emailOnlyProblems(form)));

export function createResetPasswordSchema(options: PasswordRuleOptions = {}) {
  return z
    .object({ token: text, password: text, confirmPassword: text })
    .superRefine((form, ctx) => reportProblems(ctx, newPasswordProblems(form, options)));
}

export function createChangePasswordSchema(options: PasswordRuleOptions = {}) {
  return z
    .object({
      intent: z.literal("change-password"),
      currentPassword: z.preprocess(formText, z.string().min(1, MESSAGES.currentPasswordRequired)),
      password: text,
      confirmPassword: text,
    })
    .superRefine((form, ctx) => reportProblems(ctx, newPasswordProblems(form, options)));
}

export const UpdateProfileSchema = z.object({
  intent: z.literal("update-profile"),
  fullName: z.preprocess(
    (value) => formText(value).trim().replace(/\s+/g, " "),
    z.string().min(1, MESSAGES.fullNameRequired).max(MAX_NAME, MESSAGES.fullNameTooLong),
  ),
  userType: z.enum(USER_TYPE_VALUES, MESSAGES.userTypeRequired),
});

export const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  password: z.preprocess(formText, z.string().min(1, "Enter your password to confirm")),
});

/**
 * A `redirect` parameter is followed only when it is a path on this site: '//evil.example',
 * 'https:evil.example' and '/\evil.example' (which browsers read as another host) land on /. The
 * answer is the normalised path, so dot segments that collapse to '//evil.example' ('/.//evil.example',
 * '/a/..//evil.example') are refused too: sent back as a Location, that would leave the site.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** 'in 45 seconds', 'in 3 minutes': when a rate-limited visitor may try again. */
export function describeRetryAfter(seconds: number): string {
  if (seconds < 60) return `in ${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
