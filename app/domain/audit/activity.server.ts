/** The Activity page and /api/admin/activity: the audit log, filtered by person and kind, paged. */
import { z } from "zod";
import { firstText } from "~/lib/query-fields";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "./audit.schemas";

export const ACTIVITY_PAGE_SIZE = 25;

export const ActivityQuerySchema = z.object({
  person: z
    .preprocess(
      firstText,
      z.string({ error: "person must be text" }).max(100, "person is not a known account").optional(),
    )
    .describe("User id of the person who made the changes"),
  action: z
    .preprocess(
      firstText,
      z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(", ")}` }).optional(),
    )
    .describe("Kind of change"),
  entity_type: z
    .preprocess(
      firstText,
      z.enum(AUDIT_ENTITY_TYPES, { error: `entity_type must be one of ${AUDIT_ENTITY_TYPES.join(", ")}` }).optional(),
    )
    .describe("Kind of record changed"),
  page: z
    .preprocess(
      firstText,
      z
        .string({ error: "page must be a whole number" })
        .regex(/^\d{1,9}$/, "page must be a whole number")
        .optional(),
    )
    .transform((value) => Math.max(1, Number(value) || 1))
    .describe(`Page of ${ACTIVITY_PAGE_SIZE}, from 1`),
});
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;
