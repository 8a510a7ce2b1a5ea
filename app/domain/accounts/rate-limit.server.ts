/**
 * Our own attempt counters for sign-in, sign-up, password reset and resending the confirmation
 * e-mail: per e-mail address and per client address, in the rate_limits table so that every app
 * process shares them. better-auth's limiter covers only HTTP calls to /api/auth (per client); the
 * pages call the library on the server, which it does not count, so these rules apply there too.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** Set by the Express app from the socket address; any value a client sends is dropped first. */
export const CLIENT_IP_HEADER = "x-ced-client-ip";

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

export type LimitedAction = "sign-in" | "sign-up" | "password-reset" | "resend-verification";

export const RATE_RULES: Record<LimitedAction, { perEmail: RateRule; perClient: RateRule }> = {
  "sign-in": { perEmail: { window: 600, max: 5 }, perClient: { window: 600, max: 20 } },
  "sign-up": { perEmail: { window: 3600, max: 3 }, perClient: { window: 3600, max: 10 } },
  "password-reset": { perEmail: { window: 900, max: 3 }, perClient: { window: 900, max: 10 } },
  "resend-verification": { perEmail: { window: 900, max: 3 }, perClient: { window: 900, max: 10 } },
};

/** better-auth endpoint paths and the action each one is. */
export const LIMITED_PATHS: Record<string, LimitedAction> = {
  "/sign-in/email": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "password-reset",
  "/send-verification-email": "resend-verification",
};

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused the attempt ends. */
  retryAfter: number;
}

/**
 * Counts one attempt in a fixed window, atomically (one statement, so concurrent requests and
 * processes cannot both slip under the limit). `last_request` holds the window's start.
 */
export async function consumeAttempt(
  db: Database,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<RateDecision> {
  const windowMs = rule.window * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0]!;
  const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
  return { allowed: row.count <= rule.max, retryAfter };
}

/**
 * Both counters of an action; refused when either is over. `clientIp` is left out for calls that
 * better-auth's own limiter has already counted per client.
 */
export async function checkAttempt(
  db: Database,
  action: LimitedAction,
  { email, clientIp }: { email?: string; clientIp?: string | null },
): Promise<RateDecision> {
  const rules = RATE_RULES[action];
  const decisions: RateDecision[] = [];
  if (email)
    decisions.push(await consumeAttempt(db, `ced:${action}:email:${email.trim().toLowerCase()}`, rules.perEmail));
  if (clientIp) decisions.push(await consumeAttempt(db, `ced:${action}:client:${clientIp}`, rules.perClient));
  const refused = decisions.filter((decision) => !decision.allowed);
  if (!refused.length) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(...refused.map((decision) => decision.retryAfter)) };
}
