/**
 * Behind a load balancer every request comes from the balancer's address: with TRUST_PROXY naming
 * it, the per-client rate limits count the client it reports in X-Forwarded-For instead; without
 * it, that header is ignored, so no client can dodge a limit by sending one.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_RULES } from "~/domain/accounts/rate-limit.server";
import { createTestDatabase } from "../setup/database";
import { httpRequest, newClientAddress } from "../setup/http-client";
import { makeDataDir, type ServerProcess, startServer, TEST_AUTH_SECRET } from "../setup/server-process";

/** Failed sign-ins allowed per client address. */
const PER_CLIENT = RATE_RULES["sign-in"].perClient.max;

describe("client addresses behind a load balancer", async () => {
  const database = await createTestDatabase();
  const servers: ServerProcess[] = [];
  let behindProxy: ServerProcess;
  let direct: ServerProcess;

  const dataDirs = [makeDataDir(), makeDataDir()];

  beforeAll(async () => {
    const env = { DATABASE_URL: database.url, AUTH_SECRET: TEST_AUTH_SECRET };
    [behindProxy, direct] = await Promise.all([
      startServer({ dataDir: dataDirs[0]!, env: { ...env, TRUST_PROXY: "loopback" } }),
      startServer({ dataDir: dataDirs[1]!, env }),
    ]);
    servers.push(behindProxy, direct);
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * PER_CLIENT + 5 failed sign-ins from one socket address claiming `forwardedFor`, ten at a time;
   * returns how many were let through (answered 401 rather than 429).
   */
  async function attemptsAllowed(server: ServerProcess, from: string, forwardedFor: () => string) {
    const statuses: number[] = [];
    for (let start = 1; start <= PER_CLIENT + 5; start += 10) {
      const batch = Array.from({ length: Math.min(10, PER_CLIENT + 6 - start) }, (_, index) => start + index);
      const answers = await Promise.all(
        batch.map((attempt) =>
          httpRequest(`${server.url}/api/auth/sign-in/email`, {
            method: "POST",
            from,
            headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": forwardedFor() },
            body: JSON.stringify({ email: `nobody-${from}-${attempt}@example.org`, password: "Wrong-Guess-000" }),
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    return statuses.filter((status) => status === 401).length;
  }

  it("with TRUST_PROXY, counts each client the proxy names, not the proxy", { timeout: 120_000 }, async () => {
    const balancer = newClientAddress();
    expect(await attemptsAllowed(behindProxy, balancer, () => "203.0.113.5")).toBe(PER_CLIENT);
    // Another client behind the same balancer still has its own allowance.
    const other = await httpRequest(`${behindProxy.url}/api/auth/sign-in/email`, {
      method: "POST",
      from: balancer,
      headers: { "Content-Type": "application/json", Origin: behindProxy.url, "X-Forwarded-For": "203.0.113.6" },
      body: JSON.stringify({ email: "someone@example.org", password: "Wrong-Guess-000" }),
    });
    expect(other.status).toBe(401);
  });

  it(
    "without TRUST_PROXY, ignores X-Forwarded-For: a new made-up address each time is still one client",
    { timeout: 120_000 },
    async () => {
      let n = 0;
      expect(await attemptsAllowed(direct, newClientAddress(), () => `198.51.100.${++n}`)).toBe(PER_CLIENT);
    },
  );
});
