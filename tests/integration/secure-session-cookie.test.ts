import { describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { createTestDatabase } from "../setup/database";
import { ensureAdministrator } from "~/domain/accounts/accounts.server";
import { createAuth } from "~/domain/accounts/auth.server";

describe("the session cookie over https", async () => {
  const database = await createTestDatabase();
  const auth = createAuth({
    db: database.db,
    env: { PUBLIC_URL: "https://directory.example" },
    log: createLogger("silent"),
    mailer: database.services.mailer,
    secret: "a-secret-for-this-test-only-0123456789",
  });

  it("is __Secure- prefixed, Secure, HttpOnly and SameSite=Lax", async () => {
    await ensureAdministrator(
      { auth, db: database.db },
      { email: "secure@example.com", password: "Harbor-Lights-909", role: "editor", setPassword: true },
    );
    const { headers } = await auth.api.signInEmail({
      body: { email: "secure@example.com", password: "Harbor-Lights-909", rememberMe: true },
      headers: new Headers({ "x-ced-client-ip": "192.0.2.7" }),
      returnHeaders: true,
    });
    const token = headers.getSetCookie().find((cookie) => cookie.startsWith("__Secure-ced.session_token="));
    expect(token).toBeDefined();
    expect(token).toMatch(/; Secure/);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).toMatch(/Max-Age=2592000/);
  });
});
