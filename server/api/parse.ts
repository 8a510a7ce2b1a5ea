import type { z } from "zod";
import { invalid } from "~/lib/http.server";

/**
 * Parses a query string, path parameters or a JSON body with a Zod schema; a failure becomes a 400
 * with one message per field. Unknown query parameters are ignored by the schemas.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  message = "Some parameters are not valid",
): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(result.error, message);
  return result.data;
}
