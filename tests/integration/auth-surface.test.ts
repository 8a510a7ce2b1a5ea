/**
 * What /api/auth answers over HTTP: the calls the OpenAPI document lists (and better-auth's own
 * confirmation and reset links), nothing else of the library's, and never a 500 for a bad address.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { createTestDatabase } from "../setup/database";

describe("the /api/auth surface", async () => {
  const database = await createTestDatabase();
  const { services } = database;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = createApp({ services, health: services.health as DatabaseHealth });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      redirect: "manual",
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    });

  it("answers the documented calls", async () => {
    expect((await call("GET", "/api/auth/get-session")).status).toBe(200);
    expect((await call("POST", "/api/auth/sign-in/email", { email: "nobody@example.org", password: "x" })).status).toBe(
      401,
    );
    expect((await call("GET", "/api/auth/verify-email?token=nope")).status).toBe(401);
  });

  it.each([
    ["POST", "/api/auth/update-user", { name: "x".repeat(5_000) }],
    ["POST", "/api/auth/change-email", { newEmail: "other@example.org" }],
    ["POST", "/api/auth/delete-user", {}],
    ["POST", "/api/auth/sign-in/social", { provider: "google" }],
    ["GET", "/api/auth/callback/google", undefined],
    ["GET", "/api/auth/list-accounts", undefined],
    ["POST", "/api/auth/sign-up/email", { email: "a@example.org", password: "Lantern-Orchard-57", name: "A" }],
  ])("does not offer %s %s", async (method, path, body) => {
    const answer = await call(method, path, body);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { message: "Not found" } });
  });

  it("answers 400, not 500, for a NUL character anywhere in a call", async () => {
    expect(
      (await call("POST", "/api/auth/reset-password", { token: "a\u0000b", newPassword: "Lantern-Orchard-57" })).status,
    ).toBe(400);
    expect(
      (await call("POST", "/api/auth/sign-in/email", { email: "a\u0000@example.org", password: "x" })).status,
    ).toBe(400);
  });

  it("reads a NUL in a query string as a space, so a confirmation link holding one is just invalid", async () => {
    // Every query string passes through nulFreeQueries (server/nul-free-queries.ts) first.
    const answer = await call("GET", "/api/auth/verify-email?token=a%00b");
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: { message: expect.any(String), code: "INVALID_TOKEN" } });
  });

  it("answers 400, not 500, for an address with a malformed escape", async () => {
    for (const path of ["/api/auth/reset-password/%c0%ae", "/api/auth/reset-password/%zz"]) {
      expect((await call("GET", path)).status, path).toBe(400);
    }
  });
});
