/**
 * The institution editor's fields, option lists and rules: one schema for the browser (instant
 * feedback), the page action and the /api/admin/institutions calls. Form posts send every value as
 * text; the JSON API may send numbers, booleans and null. Both arrive at the same output.
 */
import { z } from "zod";
import { clampedWholeNumber, firstValue, MAX_LIST_PAGE } from "~/lib/query-fields";
import { ASSOCIATIONS, isAssociation, orderedAssociations } from "./associations";
import {
  BIBLE_CREDITS_MAX,
  CHAPEL_TIMES_MAX,
  CHAPEL_TIMES_MIN,
  FAITH_MESSAGES,
  isChapelKind,
  isCovenantTopic,
  latestVerifiableDate,
  orderedCovenantTopics,
  type ChapelKind,
} from "./faith-profile";
import {
  DEGREE_FIELDS,
  degreeField,
  degreeOnlineField,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREES,
  type DegreeField,
} from "./seminary-degrees";

export const INSTITUTION_TYPES = ["University", "College", "Seminary", "Bible College", "Graduate School", "Other"];
export const DENOMINATIONS = [
  "Baptist",
  "Methodist",
  "Lutheran",
  "Presbyterian",
  "Pentecostal",
  "Catholic",
  "Adventist",
  "Nazarene",
  "Evangelical",
  "Reformed",
  "Mennonite",
  "Non-denominational",
  "Other",
];
export const ACCREDITATION_STATUSES = [
  "Accredited Institution",
  "Programmatic - Accredited",
  "Candidate Institution",
  "Applicant Institution",
  "Accredited - Other",
  "Accredited Institution on Warning",
  "Accredited Institution on Probation",
  "Accredited Institution on Show Cause",
];
export const CAMPUS_TYPES = ["Traditional", "Commuter", "Residential", "Online", "Hybrid"];
export const TUITION_RANGES = [
  "Under $10,000",
  "$10,000 - $20,000",
  "$20,000 - $30,000",
  "$30,000 - $40,000",
  "$40,000 - $50,000",
  "Over $50,000",
];

export const FOUNDED_YEAR_MIN = 1600;
/** The highest yearly tuition the editor accepts, in dollars. */
export const TUITION_MAX = 200_000;
const STUDENT_BODY_MAX = 10_000_000;
export const SUMMARY_WORDS_MIN = 250;
export const SUMMARY_WORDS_MAX = 400;
export const LONG_TEXT_MAX = 20_000;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const DEFAULT_COUNTRY = "United States";

/** The five long texts a bulk import may change. */
export const DETAILED_CONTENT_FIELDS = [
  "detailed_summary",
  "key_programs",
  "unique_features",
  "why_choose",
  "student_outcomes",
] as const;
export type DetailedContentField = (typeof DETAILED_CONTENT_FIELDS)[number];

export const INSTITUTION_MESSAGES = {
  nameRequired: "Institution name is required",
  typeRequired: "Institution type is required",
  denominationRequired: "Denomination is required",
  accreditationRequired: "Accreditation status is required",
  websiteInvalid: "Website must be a valid URL starting with http:// or https://",
  yearNotNumber: "Founded year must be a whole number",
  yearTooEarly: `Founded year must be ${FOUNDED_YEAR_MIN} or later`,
  yearTooLate: (year: number) => `Founded year cannot be later than ${year}`,
  associationUnknown: `Associations must be among ${ASSOCIATIONS.join(", ")}`,
  sizeNotNumber: "Student body size must be a whole number",
  sizeNegative: "Student body size cannot be negative",
  sizeTooLarge: `Student body size must be at most ${STUDENT_BODY_MAX.toLocaleString("en-US")}`,
  tuitionInvalid: (label: string) =>
    `${label} must be a whole number of dollars from 0 to ${TUITION_MAX.toLocaleString("en-US")}`,
  tuitionRangeMismatch: (range: string) => `Tuition range must be ${range}, the range the tuition falls in`,
  degreesSourceInvalid: "Degrees source must be a web address starting with http:// or https://",
  degreesSourceRequired: "Degrees source is required when any degree is answered Yes or No",
  degreesVerifiedInvalid: "Degrees last verified must be a date (YYYY-MM-DD)",
  degreesVerifiedFuture: "Degrees last verified cannot be in the future",
  degreesVerifiedRequired: "Degrees last verified is required when any degree is answered Yes or No",
  degreeOnlineWithoutDegree: (label: string) => `${label} fully online cannot be Yes when ${label} is not offered`,
  slugInvalid: "Slug may contain only lower-case letters, digits and single hyphens",
  slugTaken: "This slug is already used by another institution",
  imageInvalid: "Image must be a web address (https://...) or a path on this site (/images/...)",
  loadFailed: "Failed to load institution data",
  saveFailed: "Failed to save institution",
} as const;

/** The delete confirmations: one institution by name, several by number. */
export function deleteConfirmText(names: readonly string[]) {
  return names.length === 1
    ? `Are you sure you want to delete "${names[0]}"? This action cannot be undone.`
    : `Are you sure you want to delete ${names.length} institutions? This action cannot be undone.`;
}

/** How many institutions a delete just removed, from the address it returned to (?deleted=N), or null. */
export function deletedCountOf(params: URLSearchParams): number | null {
  const deleted = Number(params.get("deleted"));
  return Number.isSafeInteger(deleted) && deleted > 0 ? deleted : null;
}

export function deletedText(count: number) {
  return `Deleted ${count} ${count === 1 ? "institution" : "institutions"}.`;
}

export function deleteFailedText(count: number) {
  return count === 1
    ? "Failed to delete institution. Please try again."
    : "Failed to delete institutions. Please try again.";
}

/** Words in a text, as the live counter under the detailed summary shows them. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text in, trimmed and without control characters (a NUL byte cannot be stored); blank -> null. */
function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? null : value),
    z
      .string({ error: `${label} must be text` })
      .transform((value) => value.replace(CONTROL, "").trim())
      .pipe(z.string().max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`))
      .transform((value) => value || null)
      .nullable(),
  );
}

/** One of `options`; `required` gives the message for a missing value. */
function choice(options: readonly string[], required: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: required })
      .min(1, required)
      .refine((value) => options.includes(value), { message: `Choose one of: ${options.join(", ")}` }),
  );
}

function optionalChoice(label: string, options: readonly string[]) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
    z
      .string({ error: `${label} must be text` })
      .refine((value) => options.includes(value), { message: `${label} must be one of: ${options.join(", ")}` })
      .nullable(),
  );
}

/** A whole number or nothing: an empty field means 'not known' and is stored as null, never 0. */
function optionalWholeNumber(notNumber: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === "string") {
        const trimmed = value.trim().replace(/,/g, "");
        if (!trimmed) return null;
        return /^[+-]?\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      }
      return value;
    },
    z.number({ error: notNumber }).int(notNumber).nullable(),
  );
}

/** Yes, No or not yet verified (null), for the faith profile's facts. */
function verifiedFlag(label: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return null;
      if (value === "true" || value === "yes") return true;
      if (value === "false" || value === "no") return false;
      return value;
    },
    z.boolean({ error: FAITH_MESSAGES.flagInvalid(label) }).nullable(),
  );
}

/** A web address (http or https) or nothing. */
function optionalWebUrl(label: string, message: string) {
  return optionalText(label, 500).refine((value) => value === null || isWebUrl(value), { message });
}

/** A calendar date (YYYY-MM-DD) no later than `latest`, or nothing; each problem with its message. */
function optionalPastDate(
  latest: string,
  messages: { invalid: string; future: string } = {
    invalid: FAITH_MESSAGES.verifiedOnInvalid,
    future: FAITH_MESSAGES.verifiedOnFuture,
  },
) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null ? null : typeof value === "string" ? value.trim() || null : value,
    z
      .string({ error: messages.invalid })
      .refine(isCalendarDate, { message: messages.invalid, abort: true })
      .refine((value) => value <= latest, { message: messages.future })
      .nullable(),
  );
}

function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A whole number in a range, or nothing; one message for anything else. */
function optionalNumberIn(min: number, max: number, message: string) {
  return optionalWholeNumber(message).refine((value) => value === null || (value >= min && value <= max), {
    message,
  });
}

/** Yes, No or not reported (null): the federal data leaves many of these unknown. */
const optionalFlag = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return null;
    if (value === "true" || value === "yes") return true;
    if (value === "false" || value === "no") return false;
    return value;
  },
  z.boolean({ error: "Choose Yes, No or Not reported" }).nullable(),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isWebUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const degreeFlags = Object.fromEntries(DEGREE_FIELDS.map((field) => [field, optionalFlag])) as Record<
  DegreeField,
  typeof optionalFlag
>;

/** The seminary degree fields: each Yes, No or not yet verified, their source and the day verified. */
function degreeShape(today: string) {
  return {
    ...degreeFlags,
    degrees_online_approved: optionalFlag,
    degrees_source_url: optionalText("Degrees source", 500).refine((value) => value === null || isWebUrl(value), {
      message: INSTITUTION_MESSAGES.degreesSourceInvalid,
    }),
    degrees_verified_on: optionalPastDate(today, {
      invalid: INSTITUTION_MESSAGES.degreesVerifiedInvalid,
      future: INSTITUTION_MESSAGES.degreesVerifiedFuture,
    }),
  };
}

/** The degree fields alone, each optional (a bulk import changes only the fields it gives). */
export function createDegreePatchSchema(options: { today?: string } = {}) {
  return z.object(degreeShape(options.today ?? latestVerifiableDate())).partial();
}
export const DEGREE_INPUT_FIELDS = [
  ...DEGREE_FIELDS,
  "degrees_online_approved",
  "degrees_source_url",
  "degrees_verified_on",
] as const;

/**
 * `latestDate` (and `today`, the same for the degree fields): the latest date a verification may
 * carry, by default today wherever an administrator may be (latestVerifiableDate).
 */
export function createInstitutionInputSchema(
  options: { currentYear?: number; latestDate?: string; today?: string } = {},
) {
  const currentYear = options.currentYear ?? new Date().getFullYear();
  const latestDate = options.latestDate ?? options.today ?? latestVerifiableDate();
  const today = options.today ?? latestDate;
  return z.object({
    institution_name: z.preprocess(
      (value) => (value === undefined || value === null ? "" : value),
      z
        .string({ error: INSTITUTION_MESSAGES.nameRequired })
        .transform((value) => value.replace(CONTROL, "").trim().replace(/\s+/g, " "))
        .pipe(
          z
            .string()
            .min(1, INSTITUTION_MESSAGES.nameRequired)
            .max(200, "Institution name must be at most 200 characters"),
        ),
    ),
    slug: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
      z
        .string({ error: INSTITUTION_MESSAGES.slugInvalid })
        .max(100, "Slug must be at most 100 characters")
        .regex(SLUG, INSTITUTION_MESSAGES.slugInvalid)
        .nullable(),
    ),
    institution_type: choice(INSTITUTION_TYPES, INSTITUTION_MESSAGES.typeRequired),
    denomination: choice(DENOMINATIONS, INSTITUTION_MESSAGES.denominationRequired),
    accreditation_status: choice(ACCREDITATION_STATUSES, INSTITUTION_MESSAGES.accreditationRequired),
    accreditor: optionalText("Accreditor", 200),
    website: optionalText("Website", 500).refine((value) => value === null || isWebUrl(value), {
      message: INSTITUTION_MESSAGES.websiteInvalid,
    }),
    full_address: optionalText("Full address", 300),
    street_address: optionalText("Street address", 200),
    city: optionalText("City", 100),
    state_province: optionalText("State or province", 100),
    country: optionalText("Country", 100).transform((value) => value ?? DEFAULT_COUNTRY),
    postal_code: optionalText("Postal code", 20),
    student_body_size: optionalWholeNumber(INSTITUTION_MESSAGES.sizeNotNumber)
      .refine((value) => value === null || value <= STUDENT_BODY_MAX, { message: INSTITUTION_MESSAGES.sizeTooLarge })
      .refine((value) => value === null || value >= 0, { message: INSTITUTION_MESSAGES.sizeNegative }),
    founded_year: optionalWholeNumber(INSTITUTION_MESSAGES.yearNotNumber)
      .refine((value) => value === null || value >= FOUNDED_YEAR_MIN, { message: INSTITUTION_MESSAGES.yearTooEarly })
      .refine((value) => value === null || value <= currentYear, {
        message: INSTITUTION_MESSAGES.yearTooLate(currentYear),
      }),
    // The form sends one value per ticked box (none: the field is absent); JSON sends a list.
    associations: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
      // One message for the whole field, beside the boxes (not one per position).
      z
        .array(z.unknown(), { error: INSTITUTION_MESSAGES.associationUnknown })
        .refine((values) => values.every((value) => typeof value === "string" && isAssociation(value)), {
          message: INSTITUTION_MESSAGES.associationUnknown,
        })
        .transform((values) => orderedAssociations(values as string[])),
    ),
    ...faithProfileFields(latestDate),
    campus_type: optionalChoice("Campus type", CAMPUS_TYPES),
    tuition_range: optionalChoice("Tuition range", TUITION_RANGES),
    tuition: optionalNumberIn(0, TUITION_MAX, INSTITUTION_MESSAGES.tuitionInvalid("Tuition (in-state)")),
    tuition_out_of_state: optionalNumberIn(
      0,
      TUITION_MAX,
      INSTITUTION_MESSAGES.tuitionInvalid("Tuition (out-of-state)"),
    ),
    financial_aid_available: optionalFlag,
    online_programs: optionalFlag,
    ...degreeShape(today),
    description: optionalText("Description", LONG_TEXT_MAX),
    detailed_summary: optionalText("Detailed summary", LONG_TEXT_MAX),
    key_programs: optionalText("Key programs", LONG_TEXT_MAX),
    unique_features: optionalText("Unique features", LONG_TEXT_MAX),
    why_choose: optionalText("Why choose", LONG_TEXT_MAX),
    student_outcomes: optionalText("Student outcomes", LONG_TEXT_MAX),
    image_path: optionalText("Image", 500).refine(
      (value) => value === null || isWebUrl(value) || /^\/(?!\/)[^\s]*$/.test(value),
      { message: INSTITUTION_MESSAGES.imageInvalid },
    ),
    meta_title: optionalText("Meta title", META_TITLE_MAX),
    meta_description: optionalText("Meta description", META_DESCRIPTION_MAX),
  });
}
export type InstitutionInput = z.output<ReturnType<typeof createInstitutionInputSchema>>;

/**
 * The faith and campus-life profile's fields, one rule each (the rules that tie fields together
 * are checked on the profile as it will be stored: faithProfileProblems). Shared with the import.
 */
export function faithProfileFields(latestDate: string = latestVerifiableDate()) {
  return {
    faith_statement_url: optionalWebUrl("Statement of faith", FAITH_MESSAGES.statementUrlInvalid),
    faith_affirmed_by_students: verifiedFlag("Students affirm"),
    faith_affirmed_by_faculty: verifiedFlag("Faculty affirm"),
    faith_affirmed_by_staff: verifiedFlag("Staff affirm"),
    faith_affirmed_by_board: verifiedFlag("Board affirms"),
    chapel: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() || null : (value ?? null)),
      z
        .string({ error: FAITH_MESSAGES.chapelUnknown })
        .refine(isChapelKind, { message: FAITH_MESSAGES.chapelUnknown })
        .transform((value) => value as ChapelKind)
        .nullable(),
    ),
    chapel_times_per_week: optionalNumberIn(CHAPEL_TIMES_MIN, CHAPEL_TIMES_MAX, FAITH_MESSAGES.chapelTimesInvalid),
    lifestyle_covenant: verifiedFlag("Lifestyle covenant"),
    // The form sends one value per ticked box; JSON sends a list.
    covenant_topics: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.unknown(), { error: FAITH_MESSAGES.covenantTopicUnknown })
        .refine((values) => values.every(isCovenantTopic), { message: FAITH_MESSAGES.covenantTopicUnknown })
        .transform((values) => orderedCovenantTopics(values as string[])),
    ),
    bible_credits_required: optionalNumberIn(0, BIBLE_CREDITS_MAX, FAITH_MESSAGES.bibleCreditsInvalid),
    pastor_reference_required: verifiedFlag("Pastor's reference"),
    faith_profile_source_url: optionalWebUrl("Profile source", FAITH_MESSAGES.sourceUrlInvalid),
    faith_profile_verified_on: optionalPastDate(latestDate),
  };
}
export type InstitutionField = keyof InstitutionInput;

/** For PATCH: only the fields sent change; a field that is sent obeys the same rules. */
export function createInstitutionPatchSchema(options: { currentYear?: number; today?: string } = {}) {
  return createInstitutionInputSchema(options).partial();
}

// ---------------------------------------------------------------------------------------------
// The admin list

export const INSTITUTION_LIST_PAGE_SIZE = 50;
export const INSTITUTION_TYPE_FILTERS = [
  { value: "all", label: "All Types" },
  { value: "accredited", label: "Accredited" },
  { value: "bible_college", label: "Bible Colleges & Seminaries" },
  { value: "university", label: "Universities" },
  { value: "college", label: "Colleges" },
] as const;
type InstitutionTypeFilter = (typeof INSTITUTION_TYPE_FILTERS)[number]["value"];
const TYPE_FILTER_VALUES = INSTITUTION_TYPE_FILTERS.map((filter) => filter.value) as [
  InstitutionTypeFilter,
  ...InstitutionTypeFilter[],
];

export const AdminInstitutionListQuerySchema = z.object({
  q: z
    .preprocess(firstValue, z.string({ error: "q must be text" }).optional())
    .transform((value) => value?.replace(CONTROL, "").trim().slice(0, 200) || undefined)
    .describe("Text in the name, city or state/province"),
  type: z
    .preprocess(
      (value) => firstValue(value) || undefined,
      z.enum(TYPE_FILTER_VALUES, { error: `type must be one of ${TYPE_FILTER_VALUES.join(", ")}` }).optional(),
    )
    .transform((value) => value ?? "all")
    .describe("all (default); accredited (status contains 'Accredited'); bible_college; university; college"),
  page: clampedWholeNumber("page", 1, MAX_LIST_PAGE, 1).describe(`Page of ${INSTITUTION_LIST_PAGE_SIZE}, from 1`),
});
export type AdminInstitutionListQuery = z.output<typeof AdminInstitutionListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Seminary degrees: rules across fields, checked on the whole record as it would be saved

export type DegreeRecord = Record<DegreeField, boolean | null> & {
  degrees_online_approved: boolean | null;
  degrees_source_url: string | null;
  degrees_verified_on: string | null;
};

/**
 * The messages, per field, of a degree record that breaks a rule: a degree cannot be fully online
 * when it is not offered, and any Yes or No needs its source and the day it was verified. A field
 * in `ownSources` has a provenance of its own (the school's page, or its approved report) and needs
 * no source for the record.
 */
export function degreeRuleErrors(
  record: DegreeRecord,
  ownSources: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const degree of SEMINARY_DEGREES) {
    if (record[degreeField(degree)] === false && record[degreeOnlineField(degree)] === true) {
      errors[degreeOnlineField(degree)] = INSTITUTION_MESSAGES.degreeOnlineWithoutDegree(
        SEMINARY_DEGREE_LABELS[degree],
      );
    }
  }
  const answered =
    DEGREE_FIELDS.some((field) => record[field] !== null && !ownSources.has(field)) ||
    record.degrees_online_approved !== null;
  if (answered && !record.degrees_source_url) errors.degrees_source_url = INSTITUTION_MESSAGES.degreesSourceRequired;
  if (answered && !record.degrees_verified_on)
    errors.degrees_verified_on = INSTITUTION_MESSAGES.degreesVerifiedRequired;
  return errors;
}
