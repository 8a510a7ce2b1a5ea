import { data } from "react-router";
import type { ZodError } from "zod";
import { AppError } from "./errors";

/** One message per field from a Zod failure: the first problem of each field wins. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function invalid(error: ZodError, message = "Some fields are not valid"): AppError {
  return new AppError("invalid", message, fieldErrors(error));
}

const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * The form a page action was sent. A body that is not form data answers 415 and a broken one (a
 * multipart body cut short, a missing boundary) 400: the sender's mistake, never a 500 from
 * request.formData().
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw data(
      { message: "Send the form as application/x-www-form-urlencoded or multipart/form-data." },
      { status: 415 },
    );
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read." }, { status: 400 });
  }
}
