import { data } from "react-router";
import type { ZodError } from "zod";
import { AppError, STATUS_BY_CODE } from "./errors";

/** PostgreSQL or network errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** The PostgreSQL error code of an error, looking through Drizzle's wrapper (`cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  for (let current = error; current instanceof Error; current = current.cause) {
    if (
      /Connection terminated|Client has encountered a connection error|connect ECONNREFUSED|^timeout expired$/i.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Every pooled connection stayed busy for the whole wait for one: the database answers, but the
 * app is overloaded. Answered 503 like an outage, yet it must not mark the database down (which
 * would turn every request away until the next probe).
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

/** The database is down or too busy right now: answer 503, the request may be tried again. */
export function isDatabaseTemporarilyFailing(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isDatabaseBusy(error);
}

export interface JsonError {
  error: { message: string; fields?: Record<string, string> };
}

/** Maps any error to the contract's JSON error shape and an honest status. */
export function toJsonError(error: unknown): { status: number; body: JsonError } {
  if (error instanceof AppError) {
    return {
      status: STATUS_BY_CODE[error.code],
      body: { error: { message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
    };
  }
  // Express and its body parsers say when the request itself is at fault (a malformed %-escape in
  // the path, a body that is too large or not parseable): an error with a 4xx status.
  const clientStatus = clientErrorStatus(error);
  if (clientStatus) {
    const message =
      (error as { expose?: unknown }).expose === true ? (error as Error).message : "The request is not valid";
    return { status: clientStatus, body: { error: { message } } };
  }
  if (isDatabaseTemporarilyFailing(error)) {
    return {
      status: 503,
      body: { error: { message: "The service is temporarily unavailable. Please try again shortly." } },
    };
  }
  return { status: 500, body: { error: { message: "An unexpected error occurred" } } };
}

function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

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

/** For loaders and actions: an AppError becomes a thrown React Router response with its status. */
export function throwAsResponse(error: unknown): never {
  if (error instanceof AppError) {
    throw data({ message: error.message, fields: error.fields }, { status: STATUS_BY_CODE[error.code] });
  }
  throw error;
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
