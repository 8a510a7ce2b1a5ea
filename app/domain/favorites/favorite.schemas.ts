import { z } from "zod";
import { MAX_ROW_ID } from "~/lib/row-id";

/** An institution id in a path or form: a positive 32-bit integer. */
const InstitutionIdSchema = z.coerce
  .number({ error: "Must be an institution id" })
  .int("Must be an institution id")
  .min(1, "Must be an institution id")
  .max(MAX_ROW_ID, "Must be an institution id");

export const FavoriteParamsSchema = z.object({ institutionId: InstitutionIdSchema });

export const FavoriteFormSchema = z.object({
  intent: z.enum(["save", "remove"], "Unknown action"),
  institutionId: InstitutionIdSchema,
  /** Where a browser without JavaScript goes back to. */
  returnTo: z.string().optional(),
});
