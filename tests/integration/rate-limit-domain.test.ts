/** The attempt counters in the rate_limits table, on a real PostgreSQL: atomic places, windows, failed sign-ins. */
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../setup/database";
import {
  beginSignIn,
  LIBRARY_DEFAULT_RULE,
  LIBRARY_PATH_RULES,
  RATE_RULES,
  reserveAttempt,
  settleSignIn,
} from "~/domain/accounts/rate-limit.server";

describe("rate limits", async () => {
  const { db } = await createTestDatabase();

  it("lets better-auth keep our counters: its longest window is at least as long as ours", () => {
    // The library deletes rows of the shared table older than its longest configured window.
    const library = [LIBRARY_DEFAULT_RULE, ...Object.values(LIBRARY_PATH_RULES).filter((rule) => rule !== false)];
    const ours = Object.values(RATE_RULES).flatMap((rules) => [rules.perEmail, rules.perClient]);
    expect(Math.max(...library.map((rule) => rule.window))).toBeGreaterThanOrEqual(
      Math.max(...ours.map((rule) => rule.window)),
    );
  });

  it("gives out exactly `max` places to attempts made at the same moment, and refuses the rest without counting", async () => {
    const rule = { window: 600, max: 5 };
    const decisions = await Promise.all(Array.from({ length: 20 }, () => reserveAttempt(db, "test:burst", rule)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    for (const refused of decisions.filter((decision) => !decision.allowed)) {
      expect(refused.retryAfter).toBeGreaterThan(590);
    }
    const row = await db.execute<{ count: number }>(`select count from rate_limits where key = 'test:burst'`);
    expect(row.rows[0]!.count).toBe(5);
  });

  it("opens a new window once the old one has passed", async () => {
    const rule = { window: 60, max: 1 };
    const start = Date.now();
    expect((await reserveAttempt(db, "test:window", rule, start)).allowed).toBe(true);
    expect(await reserveAttempt(db, "test:window", rule, start + 30_000)).toEqual({ allowed: false, retryAfter: 30 });
    expect((await reserveAttempt(db, "test:window", rule, start + 60_000)).allowed).toBe(true);
  });

  it("counts failed sign-ins only: a success clears the account's count and gives back the address's place", async () => {
    const party = { email: "Someone@Example.org", clientIp: "192.0.2.10" };
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await beginSignIn(db, party)).allowed).toBe(true);
      await settleSignIn(db, party, "failed");
    }
    expect((await beginSignIn(db, party)).allowed).toBe(true);
    await settleSignIn(db, party, "succeeded");
    const counts = await db.execute<{ key: string; count: number }>(
      `select key, count from rate_limits where key like 'ced:sign-in-failures:%' order by key`,
    );
    expect(counts.rows).toEqual([{ key: "ced:sign-in-failures:client:192.0.2.10", count: 4 }]);

    // The e-mail address is compared as written in any case.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await beginSignIn(db, { ...party, email: "someone@example.org " })).allowed).toBe(true);
      await settleSignIn(db, party, "failed");
    }
    const refused = await beginSignIn(db, { ...party, clientIp: "192.0.2.11" });
    expect(refused.allowed).toBe(false);
    // A refusal takes no place from the address.
    const client = await db.execute<{ count: number }>(
      `select count from rate_limits where key = 'ced:sign-in-failures:client:192.0.2.11'`,
    );
    expect(client.rows[0]?.count ?? 0).toBe(0);
  });
});
