/** The "Represent this school" form and the administrators' grant form, read on the server. */
import { z } from "zod";

export const REPRESENTATIVE_TEXT_MAX = 120;
export const EMAIL_MAX = 254;
/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 24;

export const SCHOOL_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${REPRESENTATIVE_TEXT_MAX} characters`,
  roleRequired: "Role is required",
  roleTooLong: `Role must be at most ${REPRESENTATIVE_TEXT_MAX} characters`,
  emailInvalid: "E-mail must be an address such as name@school.edu",
  emailNotAtSchool: (domain: string) =>
    `E-mail must be an address at ${domain}, the school's own domain, or one of its subdomains`,
  emailPublicProvider: "E-mail must be an address of the school, not of a public mail provider",
  noSchoolDomain:
    "This school has no website on record, so no address can be checked against it: an administrator can add you instead",
  sent: `If that address can receive mail, we have sent it a confirmation link. It works once, for ${CONFIRMATION_HOURS} hours.`,
  linkInvalid: "This confirmation link is not valid: it may have been used already or have expired. Ask for a new one.",
  linkOtherAccount: "This confirmation link was sent for another account. Sign in with the account that asked for it.",
  notRepresentative: "You do not represent this school.",
} as const;

const collapse = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value);
// Control characters (NUL above all) are never part of a name or an address.
// eslint-disable-next-line no-control-regex
const printable = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

const personText = (required: string, tooLong: string, label: string) =>
  z.preprocess(
    collapse,
    z
      .string({ error: required })
      .min(1, required)
      .max(REPRESENTATIVE_TEXT_MAX, tooLong)
      .refine(printable, `${label} must not contain control characters`),
  );

export const schoolEmail = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z
    .string({ error: SCHOOL_MESSAGES.emailInvalid })
    .max(EMAIL_MAX, SCHOOL_MESSAGES.emailInvalid)
    .pipe(z.email({ error: SCHOOL_MESSAGES.emailInvalid })),
);

export const RepresentRequestSchema = z.object({
  name: personText(SCHOOL_MESSAGES.nameRequired, SCHOOL_MESSAGES.nameTooLong, "Name"),
  role: personText(SCHOOL_MESSAGES.roleRequired, SCHOOL_MESSAGES.roleTooLong, "Role"),
  email: schoolEmail,
});
export type RepresentRequest = z.infer<typeof RepresentRequestSchema>;

/** An administrator adds a representative by their account's e-mail address and the school's slug. */
export const GrantRepresentativeSchema = z.object({
  account_email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ error: "Account e-mail is required" })
      .max(EMAIL_MAX, "Account e-mail is not an address")
      .pipe(z.email({ error: "Account e-mail is not an address" })),
  ),
  school: z.preprocess(
    collapse,
    z
      .string({ error: "School is required" })
      .min(1, "School is required")
      .max(200, "School must be the last part of its page address")
      .regex(/^[\w.~-]+$/, "School must be the last part of its page address, such as wheaton-college"),
  ),
  name: personText(SCHOOL_MESSAGES.nameRequired, SCHOOL_MESSAGES.nameTooLong, "Name"),
  role: personText(SCHOOL_MESSAGES.roleRequired, SCHOOL_MESSAGES.roleTooLong, "Role"),
});
export type GrantRepresentative = z.infer<typeof GrantRepresentativeSchema>;

/** A school a user represents, as their list and the admin list show it. */
export interface RepresentedSchool {
  id: number;
  institution_id: number;
  slug: string;
  institution_name: string;
  name: string;
  role: string;
  email: string | null;
  granted_via: "email" | "administrator";
  created_at: string;
}

/** A representative as the administrators' list shows them. */
export interface RepresentativeRow extends RepresentedSchool {
  user_id: string;
  account_email: string;
}
