/**
 * The one mapping from an error to what the visitor is told: an HTTP status and a message. Pages
 * (loaders and actions) and the JSON API both answer through it, so one error gets one status
 * everywhere: a domain `AppError` by its code, a request the server could not read by its own 4xx,
 * the database down or overloaded 503, anything else 500.
 */
import { data } from "react-router";
import { isDatabaseTemporarilyFailing, isDatabaseUnavailable } from "~/db/database-errors.server";
import { AppError, type AppErrorCode } from "./errors";
import type { Services } from "./services.server";

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
const UNEXPECTED_MESSAGE = "An unexpected error occurred";

/** The status an error is answered with. */
export function httpStatusOf(error: unknown): number {
  if (error instanceof AppError) return STATUS_BY_CODE[error.code];
  const clientStatus = clientErrorStatus(error);
  if (clientStatus) return clientStatus;
  return isDatabaseTemporarilyFailing(error) ? 503 : 500;
}

interface ErrorAnswer {
  status: number;
  /** Safe to show: a domain error's own message, otherwise a fixed text for the status. */
  message: string;
  /** A message per form or query field, when the domain named them. */
  fields?: Record<string, string>;
}

/** The status and the message an error is answered with. */
export function describeError(error: unknown): ErrorAnswer {
  const status = httpStatusOf(error);
  if (error instanceof AppError) {
    return { status, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  }
  if (status < 500) return { status, message: clientErrorMessage(error as ClientError) };
  return { status, message: status === 503 ? UNAVAILABLE_MESSAGE : UNEXPECTED_MESSAGE };
}

type Reporting = Pick<Services, "log" | "health">;

/**
 * Logs an error worth an operator's look (5xx) and tells the health check about an outage, so the
 * next requests are turned away at once instead of each waiting for the database.
 */
export function reportError(
  services: Reporting,
  error: unknown,
  status: number,
  what: string,
  context: Record<string, unknown> = {},
) {
  if (isDatabaseUnavailable(error)) services.health.reportFailure(error);
  if (status >= 500) services.log.error({ err: error, ...context }, what);
}

/**
 * For an action that shows a failure on its own page: any error the domain call threw becomes the
 * page's data (`body` puts the answer in the page's shape) with the error's status; `what` names
 * the failure in the log.
 */
export function errorData<T>(
  services: Reporting,
  error: unknown,
  body: (answer: ErrorAnswer) => T,
  what: string,
  context: Record<string, unknown> = {},
) {
  const answer = describeError(error);
  reportError(services, error, answer.status, what, context);
  return data(body(answer), { status: answer.status });
}

/**
 * For a loader or an action whose failure the error boundary shows: a domain error becomes a thrown
 * response with its status and message; anything else goes on to the router (a database outage
 * then answers the 503 page).
 */
export function throwAsResponse(error: unknown): never {
  if (error instanceof AppError) {
    const { status, message, fields } = describeError(error);
    throw data({ message, fields }, { status });
  }
  throw error;
}

interface JsonError {
  error: { message: string; fields?: Record<string, string> };
}

/** The JSON API's error body and status. */
export function toJsonError(error: unknown): { status: number; body: JsonError } {
  const { status, message, fields } = describeError(error);
  return { status, body: { error: { message, ...(fields ? { fields } : {}) } } };
}

/** Express and its body parsers mark a request's own mistake with a 4xx `status` (and a `type`). */
interface ClientError extends Error {
  status: number;
  type?: string;
}

function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

function clientErrorMessage(error: ClientError): string {
  // Without a type: a path parameter that does not decode (%E0%A4).
  if (!error.type) return "The request address is not valid";
  if (error.status === 413) return "Request body is too large";
  return "Request body is not valid JSON";
}
