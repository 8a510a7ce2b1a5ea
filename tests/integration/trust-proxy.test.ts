/**
 * Behind a load balancer every request comes from the balancer's address: with TRUST_PROXY naming
 * it, the per-client rate limits count the client it reports in X-Forwarded-For instead; without
 * it, that header is ignored, so no client can dodge a limit by sending one.
 */
import { randomUUID } from "node:crypto";
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
   * Counting a client's failed sign-ins up to the limit is proven in sign-in-limits.test.ts; here
   * the question is only whose count an attempt lands on. So the count of `address` starts as if
   * it had failed PER_CLIENT - 1 times in the last minute.
   */
  async function nearTheLimit(address: string) {
    await database.pool.query("insert into rate_limits (id, key, count, last_request) values ($1, $2, $3, $4)", [
      randomUUID(),
      `ced:sign-in-failures:client:${address}`,
      PER_CLIENT - 1,
      Date.now() - 60_000,
    ]);
  }

  /** A failed sign-in sent from the socket address `from`, claiming `forwardedFor`; returns its status. */
  async function failedSignIn(server: ServerProcess, from: string, forwardedFor: string) {
    const answer = await httpRequest(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      from,
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": forwardedFor },
      body: JSON.stringify({ email: `nobody-${randomUUID()}@example.org`, password: "Wrong-Guess-000" }),
    });
    return answer.status;
  }

  it("with TRUST_PROXY, counts each client the proxy names, not the proxy", async () => {
    const balancer = newClientAddress();
    await nearTheLimit("203.0.113.5");
    // The client's last allowed attempt, then its first refused one.
    expect(await failedSignIn(behindProxy, balancer, "203.0.113.5")).toBe(401);
    expect(await failedSignIn(behindProxy, balancer, "203.0.113.5")).toBe(429);
    // Another client behind the same balancer still has its own allowance.
    expect(await failedSignIn(behindProxy, balancer, "203.0.113.6")).toBe(401);
    // Nothing was counted against the balancer itself.
    const balancerCount = await database.pool.query("select count from rate_limits where key = $1", [
      `ced:sign-in-failures:client:${balancer}`,
    ]);
    expect(balancerCount.rows).toEqual([]);
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For: a new made-up address each time is still one client", async () => {
    const client = newClientAddress();
    await nearTheLimit(client);
    expect(await failedSignIn(direct, client, "198.51.100.1")).toBe(401);
    expect(await failedSignIn(direct, client, "198.51.100.2")).toBe(429);
    expect(await failedSignIn(direct, client, "198.51.100.3")).toBe(429);
  });
});
