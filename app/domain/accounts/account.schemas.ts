/**
 * Account forms and rules shared by the browser (instant feedback through Conform) and the server
 * (which repeats every check). The sign-up checks run in a fixed order, and the first
 * failing one is also reported for the whole form.
 */
import { z } from "zod";

export const ADMIN_ROLE_VALUES = ["super_admin", "admin", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLE_VALUES)[number];

/** The signed-in person as every page sees it (root loader data). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Active admin role, when the person is an administrator. */
  adminRole: AdminRole | null;
}

export const USER_TYPE_OPTIONS = [
  { value: "high_school_student", label: "High School Student" },
  { value: "career_switcher", label: "Career Switcher" },
  { value: "ministry_student", label: "Ministry / Seminary Student" },
  { value: "parent", label: "Parent or Guardian" },
  { value: "educator", label: "Educator or Counselor" },
] as const;
export type UserType = (typeof USER_TYPE_OPTIONS)[number]["value"];
const USER_TYPE_VALUES = USER_TYPE_OPTIONS.map((option) => option.value) as [UserType, ...UserType[]];

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
export const ADULT_AGE = 18;

export const MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon: "This password is one of the most common passwords. Please choose one that is harder to guess.",
  ageVerification: "Age verification is required. If you are under 18, you must have parental consent.",
  dateOfBirthRequired: "Date of birth is required for age verification",
  dateOfBirthInvalid: "Enter a real date of birth in the past",
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Full name must be at most 100 characters long",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  userTypeRequired: "Please tell us which of these describes you",
  termsRequired: "You must agree to the Terms of Service and Privacy Policy",
  dataProcessingRequired: "You must consent to the processing of your data",
  passwordRequired: "Password is required",
  currentPasswordRequired: "Enter your current password",
  unexpected: "An unexpected error occurred",
} as const;

/** Whole years between a date of birth (YYYY-MM-DD) and `today`; null when it is not a real past date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  let age = ty - year;
  if (tm < month || (tm === month && td < day)) age -= 1;
  // Negative: a date still to come.
  return age < 0 || age > 130 ? null : age;
}

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

export interface PasswordRuleOptions {
  /** Server only: the common-password list stays off the browser bundle. */
  isCommonPassword?: (password: string) => boolean;
}

/** Length, then the common-password list: the message for the first rule a new password breaks. */
export function passwordProblem(password: string, options: PasswordRuleOptions = {}): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (options.isCommonPassword?.(password)) return MESSAGES.passwordTooCommon;
  return undefined;
}

const EMAIL = z.email();
const MAX_NAME = 100;

interface SignUpRuleOptions extends PasswordRuleOptions {
  today?: () => Date;
}

/** The sign-up form; checks in a fixed order (see the module comment). */
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
    .transform((form, ctx) => {
      const issues: Array<{ path: string; message: string }> = [];
      const today = options.today?.() ?? new Date();
      const email = form.email.trim().toLowerCase();
      const fullName = form.fullName.trim().replace(/\s+/g, " ");
      const dateOfBirth = form.dateOfBirth.trim();
      const age = dateOfBirth ? ageOn(dateOfBirth, today) : null;
      // The date of birth decides when there is one; the checkbox only counts without it.
      const isOver18 = age !== null ? age >= ADULT_AGE : form.isOver18;
      const hasParentalConsent = isOver18 ? false : form.hasParentalConsent;

      if (form.password !== form.confirmPassword) {
        issues.push({ path: "confirmPassword", message: MESSAGES.passwordsDoNotMatch });
      }
      const problem = passwordProblem(form.password, options);
      if (problem) issues.push({ path: "password", message: problem });
      if (!isOver18 && !hasParentalConsent) {
        issues.push({ path: "hasParentalConsent", message: MESSAGES.ageVerification });
      }
      if (!dateOfBirth) issues.push({ path: "dateOfBirth", message: MESSAGES.dateOfBirthRequired });
      else if (age === null) issues.push({ path: "dateOfBirth", message: MESSAGES.dateOfBirthInvalid });
      if (!fullName) issues.push({ path: "fullName", message: MESSAGES.fullNameRequired });
      else if (fullName.length > MAX_NAME) issues.push({ path: "fullName", message: MESSAGES.fullNameTooLong });
      if (!email) issues.push({ path: "email", message: MESSAGES.emailRequired });
      else if (!EMAIL.safeParse(email).success) issues.push({ path: "email", message: MESSAGES.emailInvalid });
      if (!USER_TYPE_VALUES.includes(form.userType as UserType)) {
        issues.push({ path: "userType", message: MESSAGES.userTypeRequired });
      }
      if (!form.acceptTerms) issues.push({ path: "acceptTerms", message: MESSAGES.termsRequired });
      if (!form.dataProcessingConsent) {
        issues.push({ path: "dataProcessingConsent", message: MESSAGES.dataProcessingRequired });
      }

      if (issues.length) {
        // The first problem in that order heads the form; every field keeps its own.
        ctx.addIssue({ code: "custom", path: [], message: issues[0]!.message });
        const seen = new Set<string>();
        for (const issue of issues) {
          if (seen.has(issue.path)) continue;
          seen.add(issue.path);
          ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
        }
        return z.NEVER;
      }
      return {
        email,
        password: form.password,
        fullName,
        userType: form.userType as UserType,
        dateOfBirth,
        isOver18,
        hasParentalConsent,
      };
    });
}
export type SignUpInput = z.output<ReturnType<typeof createSignUpSchema>>;

export const SignInSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : ""),
    z.string().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.emailInvalid)),
  ),
  password: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().min(1, MESSAGES.passwordRequired),
  ),
  rememberMe: checkbox,
  redirectTo: z.string().optional(),
});

export const EmailOnlySchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : ""),
    z.string().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.emailInvalid)),
  ),
});

/** A new password typed twice (reset and change): match, then length, then the common list. */
function newPasswordChecks(
  form: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  options: PasswordRuleOptions,
) {
  if (form.password !== form.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDoNotMatch });
  }
  const problem = passwordProblem(form.password, options);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
}

export function createResetPasswordSchema(options: PasswordRuleOptions = {}) {
  return z
    .object({ token: text, password: text, confirmPassword: text })
    .superRefine((form, ctx) => newPasswordChecks(form, ctx, options));
}

export function createChangePasswordSchema(options: PasswordRuleOptions = {}) {
  return z
    .object({
      intent: z.literal("change-password"),
      currentPassword: z.preprocess(
        (value) => (typeof value === "string" ? value : ""),
        z.string().min(1, MESSAGES.currentPasswordRequired),
      ),
      password: text,
      confirmPassword: text,
    })
    .superRefine((form, ctx) => newPasswordChecks(form, ctx, options));
}

export const UpdateProfileSchema = z.object({
  intent: z.literal("update-profile"),
  fullName: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : ""),
    z.string().min(1, MESSAGES.fullNameRequired).max(MAX_NAME, MESSAGES.fullNameTooLong),
  ),
  userType: z.enum(USER_TYPE_VALUES, MESSAGES.userTypeRequired),
});

export const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  password: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().min(1, "Enter your password to confirm"),
  ),
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
