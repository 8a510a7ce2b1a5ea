/**
 * The facts a school may report for its page, each with the kind of value it takes, and how a value
 * reads in the review's diff. The federal facts (IPEDS, College Scorecard, ROR) are not among them:
 * a representative sends a correction note instead (FEDERAL_FACTS). Free of server code: the form
 * ships it.
 */
import {
  CHAPEL_KINDS,
  CHAPEL_LABELS,
  COVENANT_TOPIC_LABELS,
  COVENANT_TOPICS,
} from "~/domain/institutions/faith-profile";
import { SEMINARY_DEGREE_LABELS, SEMINARY_DEGREES } from "~/domain/institutions/seminary-degrees";

export type ReportableKind = "text" | "page" | "email" | "yes_no" | "chapel" | "times" | "credits" | "topics";

export interface ReportableFact {
  field: string;
  label: string;
  kind: ReportableKind;
  group: "Listing" | "Faith and campus life" | "Seminary degrees offered fully online";
  hint?: string;
}

export const DESCRIPTION_MAX = 2000;
export const NOTE_MAX = 1000;
export const REASON_MAX = 500;

const yesNo = (field: string, label: string): ReportableFact => ({
  field,
  label,
  kind: "yes_no",
  group: "Faith and campus life",
});

export const REPORTABLE_FACTS: readonly ReportableFact[] = [
  { field: "description", label: "Description", kind: "text", group: "Listing", hint: "Plain text, no HTML" },
  { field: "website", label: "Website", kind: "page", group: "Listing" },
  { field: "admissions_url", label: "Admissions page", kind: "page", group: "Listing" },
  { field: "tuition_url", label: "Tuition page", kind: "page", group: "Listing" },
  { field: "contact_email", label: "Contact e-mail for this listing", kind: "email", group: "Listing" },
  { field: "faith_statement_url", label: "Statement of faith (page)", kind: "page", group: "Faith and campus life" },
  yesNo("faith_affirmed_by_students", "Students affirm it"),
  yesNo("faith_affirmed_by_faculty", "Faculty affirm it"),
  yesNo("faith_affirmed_by_staff", "Staff affirm it"),
  yesNo("faith_affirmed_by_board", "Board affirms it"),
  { field: "chapel", label: "Chapel", kind: "chapel", group: "Faith and campus life" },
  {
    field: "chapel_times_per_week",
    label: "Chapel times a week",
    kind: "times",
    group: "Faith and campus life",
    hint: "Only with required chapel",
  },
  yesNo("lifestyle_covenant", "Lifestyle covenant"),
  {
    field: "covenant_topics",
    label: "Covenant topics",
    kind: "topics",
    group: "Faith and campus life",
    hint: "Only with a lifestyle covenant",
  },
  {
    field: "bible_credits_required",
    label: "Required Bible or theology credits",
    kind: "credits",
    group: "Faith and campus life",
  },
  yesNo("pastor_reference_required", "Pastor's reference for admission"),
  ...SEMINARY_DEGREES.map((degree): ReportableFact => ({
    field: `degree_${degree}_online`,
    label: `${SEMINARY_DEGREE_LABELS[degree]} fully online`,
    kind: "yes_no",
    group: "Seminary degrees offered fully online",
  })),
];

export const REPORTABLE_FIELDS = REPORTABLE_FACTS.map((fact) => fact.field);

export function reportableFact(field: string): ReportableFact | undefined {
  return REPORTABLE_FACTS.find((fact) => fact.field === field);
}

export { CHAPEL_KINDS, CHAPEL_LABELS, COVENANT_TOPICS, COVENANT_TOPIC_LABELS };

/** A stored or proposed value as the review's diff reads it ("Not reported" when there is none). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) {
    return "Not reported";
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    return value
      .map((item) => COVENANT_TOPIC_LABELS[item as keyof typeof COVENANT_TOPIC_LABELS] ?? String(item))
      .join(", ");
  }
  if (typeof value === "string" && value in CHAPEL_LABELS) return CHAPEL_LABELS[value as keyof typeof CHAPEL_LABELS];
  return String(value);
}
