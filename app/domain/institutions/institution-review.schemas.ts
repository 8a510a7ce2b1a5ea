/**
 * The review queue: rows that no source confirms wait here, hidden from the public, until an
 * administrator confirms them (institution-review.server.ts). Shared by the admin page and the API.
 */
import { z } from "zod";
import { clampedWholeNumber, firstValue, MAX_LIST_PAGE } from "~/lib/query-fields";
import { InstitutionCardSchema, InstitutionSummarySchema } from "./institution.schemas";

export const REVIEW_PAGE_SIZE = 50;

export const ReviewQueueQuerySchema = z.object({
  page: clampedWholeNumber("page", 1, MAX_LIST_PAGE, 1).describe(`Page of ${REVIEW_PAGE_SIZE}, from 1`),
});
export type ReviewQueueQuery = z.output<typeof ReviewQueueQuerySchema>;

export const CONFIRM_ID_MESSAGE = "id must be the whole-number id of an institution";

/** The confirm form and the API body: which institution an administrator confirms. */
export const ConfirmReviewSchema = z.object({
  id: z.preprocess(
    (value) => {
      const first = firstValue(value);
      return typeof first === "string" && /^\d{1,10}$/.test(first.trim()) ? Number(first.trim()) : first;
    },
    z
      .number({ error: CONFIRM_ID_MESSAGE })
      .int(CONFIRM_ID_MESSAGE)
      .min(1, CONFIRM_ID_MESSAGE)
      .max(2_147_483_647, CONFIRM_ID_MESSAGE),
  ),
});

export const ALREADY_CONFIRMED_MESSAGE = "This institution has already been confirmed.";

export const ReviewRowSchema = InstitutionSummarySchema.extend({
  denomination: InstitutionCardSchema.shape.denomination,
  website: z.string().nullable(),
  review_note: z.string().nullable().describe("Why the row waits: what no source confirms"),
  data_source: z.string().nullable(),
});
export type ReviewRow = z.output<typeof ReviewRowSchema>;
