/**
 * The review queue: rows that no source confirms wait here, hidden from the public, until an
 * administrator confirms them (institution-review.server.ts). Shared by the admin page and the API.
 */
import { z } from "zod";
import { clampedWholeNumber, firstText, firstValue, MAX_LIST_PAGE, withoutControls } from "~/lib/query-fields";
import { isWebUrl } from "./institution-form.schemas";
import { InstitutionCardSchema, InstitutionSummarySchema, ListedBecauseSchema } from "./institution.schemas";
import { EVIDENCE_QUOTE_MAX, PAGE_KINDS } from "./listed-because";
import { MAX_ROW_ID } from "~/lib/row-id";

export const REVIEW_PAGE_SIZE = 50;

export const ReviewQueueQuerySchema = z.object({
  page: clampedWholeNumber("page", 1, MAX_LIST_PAGE, 1).describe(`Page of ${REVIEW_PAGE_SIZE}, from 1`),
});
export type ReviewQueueQuery = z.output<typeof ReviewQueueQuerySchema>;

export const CONFIRM_ID_MESSAGE = "id must be the whole-number id of an institution";

const IdSchema = z.preprocess(
  (value) => {
    const first = firstValue(value);
    return typeof first === "string" && /^\d{1,10}$/.test(first.trim()) ? Number(first.trim()) : first;
  },
  z
    .number({ error: CONFIRM_ID_MESSAGE })
    .int(CONFIRM_ID_MESSAGE)
    .min(1, CONFIRM_ID_MESSAGE)
    .max(MAX_ROW_ID, CONFIRM_ID_MESSAGE),
);

/** What the confirmation's refusal says of a school reported closed: the page must show it open. */
export const OPEN_EVIDENCE_MESSAGES = {
  form: "Enter the official page that shows it open to confirm it, or delete it if it has closed.",
  url: "Evidence URL must be the web address (http:// or https://) of an official page that shows it open",
};

export const EVIDENCE_MESSAGES = {
  url: "Evidence URL must be the web address (http:// or https://) of the page that states the school's Christian identity",
  quote: `Quote the page's words that state it (1 to ${EVIDENCE_QUOTE_MAX} characters)`,
  kind: `Kind must be one of: ${PAGE_KINDS.join(", ")}`,
};

const text = (max: number, message: string) =>
  z.preprocess(
    (value) => {
      const first = firstText(value);
      return typeof first === "string" ? withoutControls(first).replace(/\s+/g, " ").trim() : first;
    },
    z.string({ error: message }).min(1, message).max(max, message),
  );

/**
 * The page an administrator read that states the school's Christian identity: its address, its
 * words (at most 200 characters) and its kind. Confirming a row requires it; it also replaces weaker
 * evidence later. The server dates it with the day it was entered.
 */
export const EvidenceInputSchema = z.object({
  url: text(500, EVIDENCE_MESSAGES.url).refine(isWebUrl, { message: EVIDENCE_MESSAGES.url }),
  quote: text(EVIDENCE_QUOTE_MAX, EVIDENCE_MESSAGES.quote),
  kind: z.preprocess(
    (value) => (firstValue(value) === undefined || firstValue(value) === "" ? "official-site" : firstValue(value)),
    z.enum(PAGE_KINDS, { error: EVIDENCE_MESSAGES.kind }),
  ),
});
export type EvidenceInput = z.output<typeof EvidenceInputSchema>;

/** The confirm form and the API: which institution an administrator confirms, and the evidence. */
export const ConfirmReviewSchema = EvidenceInputSchema.extend({ id: IdSchema });

/** The id in a path or form, alone. */
export const ReviewIdSchema = z.object({ id: IdSchema });

export const FOUNDED_SETTLE_MESSAGE = "Founded year must be a whole number from 1600 to this year, or left empty";

/** Settling a founding year in doubt: the year the administrator finds right, or none. */
export const SettleFoundedSchema = z.object({
  id: IdSchema,
  year: z.preprocess(
    (value) => {
      const first = firstValue(value);
      if (first === undefined || first === null || first === "") return null;
      return typeof first === "string" && /^\d{1,4}$/.test(first.trim()) ? Number(first.trim()) : first;
    },
    z
      .number({ error: FOUNDED_SETTLE_MESSAGE })
      .int(FOUNDED_SETTLE_MESSAGE)
      .min(1600, FOUNDED_SETTLE_MESSAGE)
      .refine((year) => year <= new Date().getFullYear(), { message: FOUNDED_SETTLE_MESSAGE })
      .nullable(),
  ),
});

export const ALREADY_CONFIRMED_MESSAGE = "This institution has already been confirmed.";

/**
 * How the reason of a school that news reports closed begins (the seed's closures extract,
 * scripts/us-closures.ts). Such a school already has its evidence of Christian identity; what an
 * administrator settles is whether it still operates: removed when it has closed, confirmed with a
 * page that shows it open (kept in the audit log) when it has not.
 */
export const CLOSURE_REPORT_PREFIX = "Reported closed, not yet confirmed by an official page: ";

/** Whether a waiting row waits because it is reported closed (and not for evidence of its identity). */
export function isClosureReport(row: { review_note: string | null; listed_because: unknown }): boolean {
  return row.listed_because !== null && (row.review_note ?? "").startsWith(CLOSURE_REPORT_PREFIX);
}

export const ReviewRowSchema = InstitutionSummarySchema.extend({
  denomination: InstitutionCardSchema.shape.denomination,
  website: z.string().nullable(),
  review_note: z.string().nullable().describe("Why the row waits: what no source confirms"),
  data_source: z.string().nullable(),
  listed_because: ListedBecauseSchema.nullable().describe("The evidence the row has (none until a source states it)"),
  closure_reported: z
    .boolean()
    .describe(
      "It waits because it is reported closed and has its evidence already: confirming it takes a page that shows it open, which is kept in the audit log while its evidence stays; a school that has closed is deleted",
    ),
});
export type ReviewRow = z.output<typeof ReviewRowSchema>;

export const FoundingDoubtSchema = z.object({
  id: z.number(),
  slug: z.string(),
  institution_name: z.string(),
  founded_year: z.number().nullable().describe("The year shown now (null: Not reported)"),
  founded_doubt: z.string().describe("What a source states and why it is in doubt"),
});
export type FoundingDoubt = z.output<typeof FoundingDoubtSchema>;
