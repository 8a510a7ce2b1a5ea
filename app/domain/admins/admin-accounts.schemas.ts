/**
 * Administrator accounts: the /admin/signup form (its checks in a fixed order, with the account
 * rules' password length and common-password refusal) and the role changes of /admin/users.
 */
import { z } from "zod";
import { clampedWholeNumber, firstValue, MAX_LIST_PAGE } from "~/lib/query-fields";
import {
  ADMIN_ROLE_VALUES,
  MESSAGES,
  passwordProblem,
  type AdminRole,
  type PasswordRuleOptions,
} from "~/domain/accounts/account.schemas";

export const ADMIN_ROLE_OPTIONS: ReadonlyArray<{ value: AdminRole; label: string }> = [
  { value: "admin", label: "Administrator" },
  { value: "super_admin", label: "Super Administrator" },
  { value: "editor", label: "Content Editor" },
];

export const SIGNUP_REDIRECT_MS = 2000;

export const ADMIN_SIGNUP_MESSAGES = {
  allRequired: "All fields are required",
  passwordsDoNotMatch: "Passwords do not match",
  emailInvalid: "Please enter a valid email address",
  failed: "Failed to create admin account. Please try again.",
  emailTaken: "An account with this email address already exists",
  signInFirst:
    "Admin accounts can only be created by a Super Administrator. Please sign in with a Super Administrator account.",
  superAdminOnly: "Only a Super Administrator can create admin accounts.",
  created: "Your admin account has been successfully created. You will be redirected to the login page shortly.",
} as const;

interface AdminSignupForm {
  full_name: string;
  email: string;
  password: string;
  /** Absent in JSON API calls, which carry only the account's fields (email, password, full_name, role). */
  confirm_password?: string;
  role?: string;
}

const EMAIL = z.email();
const MAX_NAME = 100;

/**
 * The first rule the form breaks, in this order: all fields, password length (and the
 * common-password list), confirmation, e-mail shape. Null when the form is fine.
 */
export function adminSignupProblem(form: AdminSignupForm, options: PasswordRuleOptions = {}): string | null {
  const email = form.email.trim();
  const fullName = form.full_name.trim();
  if (!email || !form.password || !fullName) return ADMIN_SIGNUP_MESSAGES.allRequired;
  if (fullName.length > MAX_NAME) return MESSAGES.fullNameTooLong;
  const weak = passwordProblem(form.password, options);
  if (weak) return weak;
  if (form.confirm_password !== undefined && form.password !== form.confirm_password) {
    return ADMIN_SIGNUP_MESSAGES.passwordsDoNotMatch;
  }
  if (!EMAIL.safeParse(email).success) return ADMIN_SIGNUP_MESSAGES.emailInvalid;
  return null;
}

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

/** The API body and the page's form data alike; `role` is honoured only for a super admin. */
export const AdminSignupInputSchema = z.object({
  full_name: text,
  email: text,
  password: text,
  confirm_password: z.preprocess((value) => (typeof value === "string" ? value : undefined), z.string().optional()),
  role: z.preprocess(
    (value) => (typeof value === "string" && value ? value : undefined),
    z.enum(ADMIN_ROLE_VALUES, { error: "Choose Administrator, Super Administrator or Content Editor" }).optional(),
  ),
});
export type AdminSignupInput = z.output<typeof AdminSignupInputSchema>;

/** 'none' takes the administrator role away (the account stays, as an ordinary user). */
const ROLE_CHOICES = [...ADMIN_ROLE_VALUES, "none"] as const;

export const LAST_SUPER_ADMIN_MESSAGE =
  "The last active Super Administrator cannot be deactivated, demoted or removed. Make another account a Super Administrator first.";

export const ACCOUNT_LIST_PAGE_SIZE = 50;
export const ACCOUNT_ROLE_FILTERS = [
  { value: "all", label: "All accounts" },
  { value: "admins", label: "Administrators only" },
  { value: "super_admin", label: "Super Administrators" },
  { value: "admin", label: "Administrators" },
  { value: "editor", label: "Content Editors" },
  { value: "inactive", label: "Deactivated administrators" },
] as const;
type AccountRoleFilter = (typeof ACCOUNT_ROLE_FILTERS)[number]["value"];
const ROLE_FILTER_VALUES = ACCOUNT_ROLE_FILTERS.map((filter) => filter.value) as [
  AccountRoleFilter,
  ...AccountRoleFilter[],
];

export const AccountListQuerySchema = z.object({
  q: z
    .preprocess(firstValue, z.string({ error: "q must be text" }).optional())
    .transform((value) => value?.trim().slice(0, 200) || undefined)
    .describe("Text in the name or e-mail address"),
  role: z
    .preprocess(
      (value) => firstValue(value) || undefined,
      z.enum(ROLE_FILTER_VALUES, { error: `role must be one of ${ROLE_FILTER_VALUES.join(", ")}` }).optional(),
    )
    .transform((value) => value ?? "admins")
    .describe("admins (default), all, super_admin, admin, editor, inactive"),
  page: clampedWholeNumber("page", 1, MAX_LIST_PAGE, 1).describe(`Page of ${ACCOUNT_LIST_PAGE_SIZE}, from 1`),
});
export type AccountListQuery = z.output<typeof AccountListQuerySchema>;

export const AccountChangeSchema = z
  .object({
    role: z.enum(ROLE_CHOICES, { error: "role must be super_admin, admin, editor or none" }).optional(),
    is_active: z.boolean({ error: "is_active must be true or false" }).optional(),
  })
  .refine((change) => change.role !== undefined || change.is_active !== undefined, {
    message: "Send a role or is_active",
  });
export type AccountChange = z.output<typeof AccountChangeSchema>;
