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

/** PostgreSQL's code for a row that breaks a unique index. */
export const UNIQUE_VIOLATION = "23505";

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
