/**
 * The account rules as plain functions, without a validation library, so that the sign-in and
 * sign-up pages can run them in the browser for instant feedback at little weight. The Zod schemas
 * of `account.schemas.ts` call these same functions on the server, which repeats every check: each
 * rule and message is written once, here.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ADULT_AGE = 18;
export const MAX_NAME = 100;

export const USER_TYPE_OPTIONS = [
  { value: "high_school_student", label: "High School Student" },
  { value: "career_switcher", label: "Career Switcher" },
  { value: "ministry_student", label: "Ministry / Seminary Student" },
  { value: "parent", label: "Parent or Guardian" },
  { value: "educator", label: "Educator or Counselor" },
] as const;
export type UserType = (typeof USER_TYPE_OPTIONS)[number]["value"];
export const USER_TYPE_VALUES = USER_TYPE_OPTIONS.map((option) => option.value) as [UserType, ...UserType[]];

export const MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon: "This password is one of the most common passwords. Please choose one that is harder to guess.",
  ageVerification: "Age verification is required. If you are under 18, you must have parental consent.",
  dateOfBirthRequired: "Date of birth is required for age verification",
  dateOfBirthInvalid: "Enter a real date of birth in the past",
  fullNameRequired: "Full name is required",
  fullNameTooLong: `Full name must be at most ${MAX_NAME} characters long`,
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  userTypeRequired: "Please tell us which of these describes you",
  termsRequired: "You must agree to the Terms of Service and Privacy Policy",
  dataProcessingRequired: "You must consent to the processing of your data",
  passwordRequired: "Password is required",
  currentPasswordRequired: "Enter your current password",
  unexpected: "An unexpected error occurred",
} as const;

/** A form field's text: anything else (a missing field, a file) counts as empty. */
export function formText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A checkbox's value as browsers send it ("on"), or as JSON callers may. */
export function formCheckbox(value: unknown): boolean {
  return value === "on" || value === "true" || value === true;
}

/** E-mail addresses are compared trimmed and in lower case. */
export function normaliseEmail(value: unknown): string {
  return formText(value).trim().toLowerCase();
}

/** The shape of an address (the one Zod's `z.email()` checks by default): name@host.tld. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Required, then well formed; `email` already normalised. */
export function emailProblem(email: string): string | undefined {
  if (!email) return MESSAGES.emailRequired;
  if (!isEmailAddress(email)) return MESSAGES.emailInvalid;
  return undefined;
}

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

/** One broken rule: the field it concerns and its message. */
export interface Problem {
  field: string;
  message: string;
}

/**
 * Problems as the forms show them (the shape Conform replies with): each field's first message
 * and, under "", the message that heads the form. Null when there is none.
 */
export type FormErrors = Record<string, string[]>;

export function toFormErrors(problems: Problem[], options: { headline?: boolean } = {}): FormErrors | null {
  if (!problems.length) return null;
  const errors: FormErrors = {};
  if (options.headline) errors[""] = [problems[0]!.message];
  for (const problem of problems) errors[problem.field] ??= [problem.message];
  return errors;
}

export function signInProblems(form: { email: string; password: string }): Problem[] {
  const problems: Problem[] = [];
  const email = emailProblem(form.email);
  if (email) problems.push({ field: "email", message: email });
  if (!form.password) problems.push({ field: "password", message: MESSAGES.passwordRequired });
  return problems;
}

export function emailOnlyProblems(form: { email: string }): Problem[] {
  const email = emailProblem(form.email);
  return email ? [{ field: "email", message: email }] : [];
}

/** A new password typed twice (reset and change): match, then length, then the common list. */
export function newPasswordProblems(
  form: { password: string; confirmPassword: string },
  options: PasswordRuleOptions = {},
): Problem[] {
  const problems: Problem[] = [];
  if (form.password !== form.confirmPassword) {
    problems.push({ field: "confirmPassword", message: MESSAGES.passwordsDoNotMatch });
  }
  const problem = passwordProblem(form.password, options);
  if (problem) problems.push({ field: "password", message: problem });
  return problems;
}

export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  userType: string;
  dateOfBirth: string;
  isOver18: boolean;
  hasParentalConsent: boolean;
  acceptTerms: boolean;
  dataProcessingConsent: boolean;
}

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  userType: UserType;
  dateOfBirth: string;
  isOver18: boolean;
  hasParentalConsent: boolean;
}

export interface SignUpRuleOptions extends PasswordRuleOptions {
  today?: () => Date;
}

/** The sign-up form's fields from form data, as the browser posts them. */
export function readSignUpForm(formData: FormData): SignUpForm {
  const text = (name: string) => formText(formData.get(name));
  const box = (name: string) => formCheckbox(formData.get(name));
  return {
    email: text("email"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    fullName: text("fullName"),
    userType: text("userType"),
    dateOfBirth: text("dateOfBirth"),
    isOver18: box("isOver18"),
    hasParentalConsent: box("hasParentalConsent"),
    acceptTerms: box("acceptTerms"),
    dataProcessingConsent: box("dataProcessingConsent"),
  };
}

/**
 * The sign-up rules in a fixed order (match, length, age, date of birth, name, e-mail, type, terms,
 * consent): the problems, and the normalised input when there are none.
 */
export function checkSignUp(
  form: SignUpForm,
  options: SignUpRuleOptions = {},
): { problems: Problem[]; input: SignUpInput | null } {
  const problems: Problem[] = [];
  const today = options.today?.() ?? new Date();
  const email = form.email.trim().toLowerCase();
  const fullName = form.fullName.trim().replace(/\s+/g, " ");
  const dateOfBirth = form.dateOfBirth.trim();
  const age = dateOfBirth ? ageOn(dateOfBirth, today) : null;
  // The date of birth decides when there is one; the checkbox only counts without it.
  const isOver18 = age !== null ? age >= ADULT_AGE : form.isOver18;
  const hasParentalConsent = isOver18 ? false : form.hasParentalConsent;

  problems.push(...newPasswordProblems(form, options));
  if (!isOver18 && !hasParentalConsent) {
    problems.push({ field: "hasParentalConsent", message: MESSAGES.ageVerification });
  }
  if (!dateOfBirth) problems.push({ field: "dateOfBirth", message: MESSAGES.dateOfBirthRequired });
  else if (age === null) problems.push({ field: "dateOfBirth", message: MESSAGES.dateOfBirthInvalid });
  if (!fullName) problems.push({ field: "fullName", message: MESSAGES.fullNameRequired });
  else if (fullName.length > MAX_NAME) problems.push({ field: "fullName", message: MESSAGES.fullNameTooLong });
  const emailMessage = emailProblem(email);
  if (emailMessage) problems.push({ field: "email", message: emailMessage });
  if (!USER_TYPE_VALUES.includes(form.userType as UserType)) {
    problems.push({ field: "userType", message: MESSAGES.userTypeRequired });
  }
  if (!form.acceptTerms) problems.push({ field: "acceptTerms", message: MESSAGES.termsRequired });
  if (!form.dataProcessingConsent) {
    problems.push({ field: "dataProcessingConsent", message: MESSAGES.dataProcessingRequired });
  }
  if (problems.length) return { problems, input: null };
  return {
    problems,
    input: {
      email,
      password: form.password,
      fullName,
      userType: form.userType as UserType,
      dateOfBirth,
      isOver18,
      hasParentalConsent,
    },
  };
}
