/**
 * The faith and campus-life profile: who must affirm the statement of faith, chapel, a lifestyle
 * covenant, required Bible or theology credits, a pastor's reference. No public source gives these
 * facts in structured form, so every one stays null ("Not yet verified") until an administrator or
 * a data team's import records it from the school's own pages, with the address and the date.
 * Free of Zod and server code: this module ships to browsers.
 */
export const CHAPEL_KINDS = ["required", "credit_based", "voluntary", "none"] as const;
export type ChapelKind = (typeof CHAPEL_KINDS)[number];

export const CHAPEL_LABELS: Record<ChapelKind, string> = {
  required: "Required",
  credit_based: "Credit-based",
  voluntary: "Voluntary",
  none: "None",
};

export const CHAPEL_TIMES_MIN = 1;
export const CHAPEL_TIMES_MAX = 14;
export const BIBLE_CREDITS_MAX = 60;

export const COVENANT_TOPICS = ["alcohol", "tobacco", "drugs", "sexuality", "dress", "curfew", "dorm_visits"] as const;
export type CovenantTopic = (typeof COVENANT_TOPICS)[number];

export const COVENANT_TOPIC_LABELS: Record<CovenantTopic, string> = {
  alcohol: "Alcohol",
  tobacco: "Tobacco",
  drugs: "Drugs",
  sexuality: "Sexuality",
  dress: "Dress",
  curfew: "Curfew",
  dorm_visits: "Visits in residence halls",
};

export const isChapelKind = (value: unknown): value is ChapelKind =>
  typeof value === "string" && (CHAPEL_KINDS as readonly string[]).includes(value);
export const isCovenantTopic = (value: unknown): value is CovenantTopic =>
  typeof value === "string" && (COVENANT_TOPICS as readonly string[]).includes(value);

/** Topics without repeats, in the directory's order. */
export function orderedCovenantTopics(topics: readonly string[]): CovenantTopic[] {
  return COVENANT_TOPICS.filter((topic) => topics.includes(topic));
}

/** The profile's fields, by their public names (the API, the editor and the import use them). */
export const FAITH_PROFILE_FIELDS = [
  "faith_statement_url",
  "faith_affirmed_by_students",
  "faith_affirmed_by_faculty",
  "faith_affirmed_by_staff",
  "faith_affirmed_by_board",
  "chapel",
  "chapel_times_per_week",
  "lifestyle_covenant",
  "covenant_topics",
  "bible_credits_required",
  "pastor_reference_required",
  "faith_profile_source_url",
  "faith_profile_verified_on",
] as const;
export type FaithProfileField = (typeof FAITH_PROFILE_FIELDS)[number];

/**
 * The profile as the directory holds it, field for field (institution.schemas.ts describes the same
 * fields for the API, with these kinds and topics).
 */
export interface FaithProfile {
  faith_statement_url: string | null;
  faith_affirmed_by_students: boolean | null;
  faith_affirmed_by_faculty: boolean | null;
  faith_affirmed_by_staff: boolean | null;
  faith_affirmed_by_board: boolean | null;
  chapel: ChapelKind | null;
  chapel_times_per_week: number | null;
  lifestyle_covenant: boolean | null;
  covenant_topics: CovenantTopic[];
  bible_credits_required: number | null;
  pastor_reference_required: boolean | null;
  faith_profile_source_url: string | null;
  faith_profile_verified_on: string | null;
}

export const NOT_YET_VERIFIED = "Not yet verified";

/** One fact of the profile as a page or compare shows it: null means "Not yet verified". */
export interface FaithFact {
  key: string;
  label: string;
  text: string | null;
  /** A web address the text links to (the statement of faith). */
  href?: string | null;
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? "Yes" : "No");

function chapelText(profile: FaithProfile): string | null {
  if (!profile.chapel) return null;
  const label = CHAPEL_LABELS[profile.chapel];
  if (profile.chapel !== "required" || !profile.chapel_times_per_week) return label;
  const times = profile.chapel_times_per_week;
  return `${label}, ${times} ${times === 1 ? "time" : "times"} a week`;
}

function covenantText(profile: FaithProfile): string | null {
  if (profile.lifestyle_covenant === null) return null;
  if (!profile.lifestyle_covenant) return "No";
  const topics = profile.covenant_topics.map((topic) => COVENANT_TOPIC_LABELS[topic]);
  return topics.length ? `Yes: ${topics.join(", ")}` : "Yes";
}

function affirmedText(profile: FaithProfile): string | null {
  const groups: Array<[string, boolean | null]> = [
    ["students", profile.faith_affirmed_by_students],
    ["faculty", profile.faith_affirmed_by_faculty],
    ["staff", profile.faith_affirmed_by_staff],
    ["board", profile.faith_affirmed_by_board],
  ];
  if (groups.every(([, value]) => value === null)) return null;
  return groups.map(([group, value]) => `${group}: ${yesNo(value) ?? NOT_YET_VERIFIED.toLowerCase()}`).join("; ");
}

/** The profile's facts in reading order, each with its text or null ("Not yet verified"). */
export function faithFacts(profile: FaithProfile): FaithFact[] {
  return [
    {
      key: "faith_statement_url",
      label: "Statement of faith",
      text: profile.faith_statement_url ? "Read the statement" : null,
      href: profile.faith_statement_url,
    },
    { key: "faith_affirmed_by_students", label: "Students affirm it", text: yesNo(profile.faith_affirmed_by_students) },
    { key: "faith_affirmed_by_faculty", label: "Faculty affirm it", text: yesNo(profile.faith_affirmed_by_faculty) },
    { key: "faith_affirmed_by_staff", label: "Staff affirm it", text: yesNo(profile.faith_affirmed_by_staff) },
    { key: "faith_affirmed_by_board", label: "Board affirms it", text: yesNo(profile.faith_affirmed_by_board) },
    { key: "chapel", label: "Chapel", text: chapelText(profile) },
    { key: "lifestyle_covenant", label: "Lifestyle covenant", text: covenantText(profile) },
    {
      key: "bible_credits_required",
      label: "Required Bible or theology credits",
      text: profile.bible_credits_required === null ? null : String(profile.bible_credits_required),
    },
    {
      key: "pastor_reference_required",
      label: "Pastor's reference for admission",
      text:
        profile.pastor_reference_required === null
          ? null
          : profile.pastor_reference_required
            ? "Required"
            : "Not required",
    },
  ];
}

/** A short summary for compare rows: who affirms, in one line. */
export function affirmationSummary(profile: FaithProfile): string | null {
  return affirmedText(profile);
}

/** Whether any fact of the profile is verified. */
export function hasFaithProfile(profile: FaithProfile): boolean {
  return faithFacts(profile).some((fact) => fact.text !== null);
}

/** "Verified 12 March 2026" style date, from YYYY-MM-DD (no time zone shifts). */
export function verifiedDateLabel(date: string | null): string | null {
  if (!date) return null;
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${day} ${months[month - 1]} ${year}`;
}

// ---------------------------------------------------------------------------------------------
// Rules (the editor's schema, the API and the import apply them; the server always checks)

export const FAITH_MESSAGES = {
  statementUrlInvalid: "Statement of faith must be a web address starting with http:// or https://",
  sourceUrlInvalid: "Profile source must be a web address starting with http:// or https://",
  chapelUnknown: `Chapel must be one of: ${CHAPEL_KINDS.join(", ")}`,
  chapelTimesInvalid: `Chapel times per week must be a whole number from ${CHAPEL_TIMES_MIN} to ${CHAPEL_TIMES_MAX}`,
  chapelTimesWithoutRequired: "Chapel times per week applies only when chapel is required",
  covenantTopicUnknown: `Covenant topics must be among ${COVENANT_TOPICS.join(", ")}`,
  covenantTopicsWithoutCovenant: "Covenant topics apply only when there is a lifestyle covenant",
  bibleCreditsInvalid: `Required Bible or theology credits must be a whole number from 0 to ${BIBLE_CREDITS_MAX}`,
  verifiedOnInvalid: "Last verified must be a date (YYYY-MM-DD)",
  verifiedOnFuture: "Last verified cannot be in the future",
  sourceRequired: "Profile source is required when any faith and campus-life fact is given",
  verifiedOnRequired: "Last verified is required when any faith and campus-life fact is given",
  flagInvalid: (label: string) => `${label} must be yes, no or not yet verified`,
} as const;

/** The latest date that is not in the future anywhere (the date at UTC+14), as YYYY-MM-DD. */
export function latestVerifiableDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The rules that tie the profile's fields together, on the profile as it will be stored: a
 * message per field that breaks one (empty when the profile holds together).
 */
export function faithProfileProblems(profile: FaithProfile): Partial<Record<FaithProfileField, string>> {
  const problems: Partial<Record<FaithProfileField, string>> = {};
  if (profile.chapel_times_per_week !== null && profile.chapel !== "required") {
    problems.chapel_times_per_week = FAITH_MESSAGES.chapelTimesWithoutRequired;
  }
  if (profile.covenant_topics.length > 0 && profile.lifestyle_covenant !== true) {
    problems.covenant_topics = FAITH_MESSAGES.covenantTopicsWithoutCovenant;
  }
  if (hasFaithProfile(profile)) {
    if (!profile.faith_profile_source_url) problems.faith_profile_source_url = FAITH_MESSAGES.sourceRequired;
    if (!profile.faith_profile_verified_on) problems.faith_profile_verified_on = FAITH_MESSAGES.verifiedOnRequired;
  }
  return problems;
}
