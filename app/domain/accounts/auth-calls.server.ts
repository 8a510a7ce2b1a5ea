/** Calls into better-auth from page actions, with its answers and errors in one shape. */
import { isAPIError } from "better-auth/api";
import { MESSAGES } from "./account.schemas";

type AuthOutcome<T> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; status: number; code: string | undefined; message: string; retryAfter: number | undefined };

function headerValue(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers as Record<string, string>).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/**
 * Runs a call made with `returnHeaders: true`. Library errors keep their status and message;
 * anything else is rethrown (the page then shows its error boundary).
 */
export async function runAuthCall<T>(call: () => Promise<{ headers: Headers; response: T }>): Promise<AuthOutcome<T>> {
  try {
    const { headers, response } = await call();
    return { ok: true, data: response, headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { message?: string; code?: string };
    const retryAfter = Number(headerValue(error.headers, "retry-after"));
    return {
      ok: false,
      status: error.statusCode,
      code: body.code,
      message: body.message || MESSAGES.unexpected,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    };
  }
}

/** The Set-Cookie headers of a call, each appended on its own (never joined with commas). */
export function cookieHeaders(from: Headers, into = new Headers()): Headers {
  for (const cookie of from.getSetCookie()) into.append("Set-Cookie", cookie);
  return into;
}

/** Status and headers of a page answer for a failed call: a 429 says when to try again. */
export function failureInit(outcome: { status: number; retryAfter: number | undefined }): ResponseInit {
  const headers = new Headers();
  if (outcome.retryAfter) headers.set("Retry-After", String(outcome.retryAfter));
  return { status: outcome.status >= 400 && outcome.status < 600 ? outcome.status : 400, headers };
}
