/**
 * Our own counters for sign-in, sign-up, password reset and resending the confirmation e-mail: per
 * e-mail address and per client address, in the rate_limits table so that every app process shares
 * them. The pages call better-auth on the server, which its own limiter does not count, so these
 * rules apply there as well as to the JSON API.
 *
 * Sign-in counts failed attempts only: a school class or a library sits behind one address and
 * signs in again and again, while guessing passwords means failing. The calls that send e-mail
 * (sign-up, reset, resend) count every call, since the e-mail is what gets abused, sized so that a
 * counsellor's class of 40 students signing up from one address fits.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { AppError } from "~/lib/errors";

/** Thrown when a limit of a page's own (a request to represent a school, a contact message) is used up: 429 with Retry-After. */
export class RateLimited extends AppError {
  constructor(readonly retryAfter: number) {
    super("rate_limited", `Too many requests. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`);
  }
}

/** Set by the Express app from the socket address; any value a client sends is dropped first. */
export const CLIENT_IP_HEADER = "x-ced-client-ip";

interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

type LimitedAction =
  | "sign-in"
  | "sign-up"
  | "password-reset"
  | "resend-verification"
  | "school-representation"
  | "contact-message"
  | "community-post"
  | "community-edit"
  | "community-report";

/**
 * Every limit, in one place (the README's table lists them). "sign-in" counts failed attempts (a
 * wrong password or an address without an account, alike); the others count every call.
 */
export const RATE_RULES: Record<LimitedAction, { perEmail: RateRule; perClient: RateRule; perAccount?: RateRule }> = {
  "sign-in": { perEmail: { window: 600, max: 5 }, perClient: { window: 600, max: 100 } },
  "sign-up": { perEmail: { window: 3600, max: 3 }, perClient: { window: 3600, max: 100 } },
  "password-reset": { perEmail: { window: 900, max: 3 }, perClient: { window: 900, max: 60 } },
  "resend-verification": { perEmail: { window: 900, max: 3 }, perClient: { window: 900, max: 60 } },
  // A request to represent a school e-mails its address: counted per address, per signed-in account
  // and per client.
  "school-representation": {
    perEmail: { window: 3600, max: 3 },
    perAccount: { window: 3600, max: 5 },
    perClient: { window: 3600, max: 30 },
  },
  // A Contact Us message is read by people: counted per sender's address and per client, sized so
  // that a class writing from one address fits and a script does not.
  "contact-message": { perEmail: { window: 3600, max: 5 }, perClient: { window: 3600, max: 30 } },
  // Forum posts (discussions and replies together) and reports, counted per signed-in account's
  // address and per client: a lively evening fits, a script does not.
  "community-post": { perEmail: { window: 3600, max: 10 }, perClient: { window: 3600, max: 60 } },
  // An author changing or deleting their own post: room to fix every typo, none to churn a page.
  "community-edit": { perEmail: { window: 3600, max: 30 }, perClient: { window: 3600, max: 120 } },
  "community-report": { perEmail: { window: 3600, max: 20 }, perClient: { window: 3600, max: 100 } },
};

/**
 * better-auth's own limiter, per client and per path, for HTTP calls to /api/auth only. Its default
 * would allow 3 sign-ins per 10 seconds per address; a class signing in through the JSON API needs
 * far more, and guessing is stopped by the failure counts above, so sign-in has no library rule.
 * Everything else allows 600 calls per address and path (15 each for 40 people), except what the
 * library itself keeps stricter: 3 password changes in 10 seconds. Its count starts again only once a
 * window has passed without a call, so steady use wears it down; the pages do not use it.
 */
export const LIBRARY_DEFAULT_RULE: RateRule = { window: 60, max: 600 };

/** better-auth endpoint paths and the action each one is. */
export const LIMITED_PATHS: Record<string, LimitedAction> = {
  "/sign-in/email": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "password-reset",
  "/send-verification-email": "resend-verification",
};

/**
 * The library's rule per limited path. The e-mail-sending calls keep their per-client count there
 * for HTTP calls (our hook counts the pages' calls). Those rules also keep our counters alive: the
 * library deletes rows of the shared table older than its longest window, which must therefore be
 * at least as long as ours (checked in tests/integration/rate-limit-domain.test.ts).
 */
export const LIBRARY_PATH_RULES: Record<string, RateRule | false> = Object.fromEntries(
  Object.entries(LIMITED_PATHS).map(([path, action]) => [
    path,
    action === "sign-in" ? false : RATE_RULES[action].perClient,
  ]),
);

interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused the attempt ends. */
  retryAfter: number;
}

const ALLOWED: RateDecision = { allowed: true, retryAfter: 0 };

function retryAfterOf(windowStart: number, rule: RateRule, now: number) {
  return Math.max(1, Math.ceil((windowStart + rule.window * 1000 - now) / 1000));
}

/**
 * Counts one attempt in a fixed window, atomically (one statement, so concurrent requests and
 * processes cannot both slip under the limit). `last_request` holds the window's start.
 */
async function consumeAttempt(db: Database, key: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
  const windowMs = rule.window * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0]!;
  return { allowed: row.count <= rule.max, retryAfter: retryAfterOf(Number(row.last_request), rule, now) };
}

/**
 * Takes one place under the limit, atomically, or refuses without counting when the window is
 * already full. A sign-in takes its place before the password is checked and gives it back when it
 * does not fail: so many guesses sent at once cannot all slip in while the first are being checked.
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<RateDecision> {
  const expired = now - rule.window * 1000;
  const taken = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${expired} then ${now} else rate_limits.last_request end
    where rate_limits.last_request <= ${expired} or rate_limits.count < ${rule.max}
    returning count`);
  if (taken.rows.length) return ALLOWED;
  const full = await db.execute<{ last_request: string }>(sql`select last_request from rate_limits where key = ${key}`);
  const windowStart = full.rows[0] ? Number(full.rows[0].last_request) : now;
  return { allowed: false, retryAfter: retryAfterOf(windowStart, rule, now) };
}

/** Gives back a place taken by `reserveAttempt`. */
async function releaseAttempt(db: Database, key: string) {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets a key's count altogether. */
async function clearAttempts(db: Database, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

function emailKey(action: string, email: string) {
  return `ced:${action}:email:${email.trim().toLowerCase()}`;
}

function clientKey(action: string, clientIp: string) {
  return `ced:${action}:client:${clientIp}`;
}

/**
 * Both counters of an action that counts every call; refused when either is over. `clientIp` is
 * left out for calls that better-auth's own limiter has already counted per client.
 */
export async function checkAttempt(
  db: Database,
  action: Exclude<LimitedAction, "sign-in">,
  { email, clientIp, accountId }: { email?: string; clientIp?: string | null; accountId?: string },
): Promise<RateDecision> {
  const rules = RATE_RULES[action];
  const decisions: RateDecision[] = [];
  if (email) decisions.push(await consumeAttempt(db, emailKey(action, email), rules.perEmail));
  if (accountId && rules.perAccount) {
    decisions.push(await consumeAttempt(db, `ced:${action}:account:${accountId}`, rules.perAccount));
  }
  if (clientIp) decisions.push(await consumeAttempt(db, clientKey(action, clientIp), rules.perClient));
  const refused = decisions.filter((decision) => !decision.allowed);
  if (!refused.length) return ALLOWED;
  return { allowed: false, retryAfter: Math.max(...refused.map((decision) => decision.retryAfter)) };
}

/** The failed sign-in counters (their own keys: a count of every attempt never carries over). */
const SIGN_IN_FAILURES = "sign-in-failures";

export interface SignInParty {
  email?: string;
  clientIp: string;
}

/**
 * Before a sign-in: refused while the account or the client address has used up its failed
 * attempts; otherwise one place is taken on each, to be settled by `settleSignIn`.
 */
export async function beginSignIn(db: Database, { email, clientIp }: SignInParty): Promise<RateDecision> {
  const rules = RATE_RULES["sign-in"];
  if (email) {
    const forEmail = await reserveAttempt(db, emailKey(SIGN_IN_FAILURES, email), rules.perEmail);
    if (!forEmail.allowed) return forEmail;
  }
  const forClient = await reserveAttempt(db, clientKey(SIGN_IN_FAILURES, clientIp), rules.perClient);
  if (!forClient.allowed && email) await releaseAttempt(db, emailKey(SIGN_IN_FAILURES, email));
  return forClient;
}

/**
 * After a sign-in: a failure keeps the places taken (one failure for the account, one for the
 * address); a success clears the account's failures and gives back the address's place; any other
 * answer (an unconfirmed address, a malformed request) gives both back.
 */
export async function settleSignIn(
  db: Database,
  { email, clientIp }: SignInParty,
  outcome: "failed" | "succeeded" | "neither",
) {
  if (outcome === "failed") return;
  if (email) {
    const key = emailKey(SIGN_IN_FAILURES, email);
    await (outcome === "succeeded" ? clearAttempts(db, key) : releaseAttempt(db, key));
  }
  await releaseAttempt(db, clientKey(SIGN_IN_FAILURES, clientIp));
}
