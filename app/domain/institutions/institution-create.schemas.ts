/**
 * Creating an institution: the editor's fields and, optionally, why it is listed: the page that
 * states its Christian identity, checked by the same rules as a confirmation in the review queue
 * (EvidenceInputSchema). With it the school is listed at once; without it, it waits in the review
 * queue. Shared by the editor (browser and action) and POST /api/admin/institutions.
 */
import { z } from "zod";
import { firstValue } from "~/lib/query-fields";
import { createInstitutionInputSchema, type InstitutionInput } from "./institution-form.schemas";
import { EvidenceInputSchema, type EvidenceInput } from "./institution-review.schemas";
import { EVIDENCE_QUOTE_MAX, PAGE_KINDS } from "./listed-because";

/** The evidence's fields in the create form and body, named apart from the institution's own. */
export const LISTED_BECAUSE_FIELDS = {
  url: "listed_because_url",
  quote: "listed_because_quote",
  kind: "listed_because_kind",
} as const;
type EvidenceKey = keyof typeof LISTED_BECAUSE_FIELDS;
export type ListedBecauseField = (typeof LISTED_BECAUSE_FIELDS)[EvidenceKey];
const EVIDENCE_KEYS = Object.keys(LISTED_BECAUSE_FIELDS) as EvidenceKey[];

const EVIDENCE_LABELS: Record<EvidenceKey, string> = { url: "Evidence URL", quote: "Quote", kind: "Kind of page" };

/** What a field missing from evidence given in part says: the field it names, and the rule. */
export function partialEvidenceMessage(key: EvidenceKey): string {
  return `${EVIDENCE_LABELS[key]} is required too: give the evidence URL, quote and kind together, or none of them (the school then waits in the review queue)`;
}

/** An institution to create, with the evidence of why it is listed (null: it waits for review). */
export type NewInstitutionInput = InstitutionInput & { listed_because: EvidenceInput | null };

const isGiven = (value: unknown) => {
  const first = firstValue(value);
  return first !== undefined && first !== null && !(typeof first === "string" && first.trim() === "");
};

type EvidenceCheck =
  | { evidence: EvidenceInput | null; problems?: undefined }
  | { evidence?: undefined; problems: [ListedBecauseField, string][] };

/** All three fields or none; the three given are checked as a confirmation checks them. */
function checkEvidence(input: Partial<Record<ListedBecauseField, unknown>>): EvidenceCheck {
  const raw = Object.fromEntries(EVIDENCE_KEYS.map((key) => [key, input[LISTED_BECAUSE_FIELDS[key]]]));
  const missing = EVIDENCE_KEYS.filter((key) => !isGiven(raw[key]));
  if (missing.length === EVIDENCE_KEYS.length) return { evidence: null };
  if (missing.length) {
    return { problems: missing.map((key) => [LISTED_BECAUSE_FIELDS[key], partialEvidenceMessage(key)]) };
  }
  const parsed = EvidenceInputSchema.safeParse(raw);
  if (parsed.success) return { evidence: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => [LISTED_BECAUSE_FIELDS[issue.path[0] as EvidenceKey], issue.message]),
  };
}

/**
 * A raw evidence field: any value passes here and checkEvidence judges the three together (one
 * message per field). The description says what the body takes.
 */
const evidenceField = (description: string, json: Record<string, unknown> = {}) =>
  z
    .unknown()
    .optional()
    .meta({ type: "string", ...json, description });

/**
 * The editor's fields plus listed_because_url, listed_because_quote and listed_because_kind. The
 * evidence is checked even when other fields fail, so a form shows every message at once.
 */
export function createNewInstitutionSchema(options: Parameters<typeof createInstitutionInputSchema>[0] = {}) {
  return createInstitutionInputSchema(options)
    .extend({
      listed_because_url: evidenceField(
        "Why it is listed: the web address (http:// or https://) of the page that states the school's Christian identity. Give the URL, quote and kind together (the school is listed at once) or none (it waits in the review queue).",
      ),
      listed_because_quote: evidenceField(
        `Why it is listed: the page's own words that state it, 1 to ${EVIDENCE_QUOTE_MAX} characters.`,
      ),
      listed_because_kind: evidenceField(`Why it is listed: the kind of page (${PAGE_KINDS.join(", ")}).`, {
        enum: [...PAGE_KINDS],
      }),
    })
    .superRefine(
      (input, ctx) => {
        for (const [field, message] of checkEvidence(input).problems ?? []) {
          ctx.addIssue({ code: "custom", path: [field], message });
        }
      },
      // Also when other fields fail (not when the body is no object at all).
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform((input): NewInstitutionInput => {
      const { listed_because_url, listed_because_quote, listed_because_kind, ...institution } = input;
      const { evidence } = checkEvidence({ listed_because_url, listed_because_quote, listed_because_kind });
      return { ...institution, listed_because: evidence ?? null };
    });
}
