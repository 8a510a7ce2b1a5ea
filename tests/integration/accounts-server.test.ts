/**
 * Accounts against the built server as a real process (its own database, e-mail through a real SMTP
 * sink): sign-in cookies and redirects, no account enumeration, password reset, rate limits,
 * cross-origin refusal, favorites and account deletion, ADMIN_EMAIL at start-up.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/activity";
import { sessions, users } from "~/db/schema/auth";
import { favorites } from "~/db/schema/favorites";
import { adminUsers, userProfiles } from "~/db/schema/people";
import { createVerifiedUser, GOOD_PASSWORD, signIn, signUp } from "../setup/accounts";
import { createTestDatabase } from "../setup/database";
import { cookieJar, httpRequest, newClientAddress, postForm } from "../setup/http-client";
import { linkIn, startMailSink, type MailSink } from "../setup/mail-sink";
import { freePort, type ServerProcess, startServerOnDatabase } from "../setup/server-process";

describe("accounts on the real server", async () => {
  const database = await createTestDatabase();
  let sink: MailSink;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    sink = await startMailSink();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServerOnDatabase(database.url, {
      port,
      env: {
        PUBLIC_URL: base,
        SMTP_URL: sink.url,
        ADMIN_EMAIL: "Chief@Example.org",
        ADMIN_PASSWORD: "Granite-Harbor-88",
      },
    });
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await sink?.close();
  });

  it("ADMIN_EMAIL and ADMIN_PASSWORD make a verified, active super_admin who can sign in", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, "chief@example.org"));
    expect(user?.emailVerified).toBe(true);
    const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.userId, user!.id));
    expect(admin).toMatchObject({ role: "super_admin", isActive: true });
    const answer = await signIn(base, "chief@example.org", { password: "Granite-Harbor-88" });
    expect(answer.status).toBe(302);
  });

  it("signing up keeps the profile with consent times and mails a confirmation link that signs in once", async () => {
    const email = "new.person@example.com";
    const answer = await signUp(base, email, { fullName: "  New   Person ", userType: "parent" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Check Your Email");
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      fullName: "New Person",
      userType: "parent",
      dateOfBirth: "1990-04-12",
      isOver18: true,
    });
    expect(profile?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(profile?.dataProcessingConsentAt).toBeInstanceOf(Date);

    // Not confirmed yet: sign-in is refused with a request to confirm.
    const early = await signIn(base, email);
    expect(early.status).toBe(403);
    expect(early.body).toContain("Please confirm your e-mail address");

    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm"));
    const link = new URL(linkIn(mail, "/auth/callback"));
    expect(link.origin).toBe(base);
    const confirmed = await httpRequest(`${base}${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe("/?welcome=1");
    const home = await httpRequest(`${base}/?welcome=1`, { headers: { Cookie: cookieJar(confirmed.cookies) } });
    expect(home.body).toContain("Your e-mail address is confirmed and you are signed in");
    // The same link again signs nobody in.
    const again = await httpRequest(`${base}${link.pathname}${link.search}`);
    expect(again.status).toBe(200);
    expect(again.body).toContain("This link has already been used");
    expect(again.cookies.join()).not.toMatch(/session_token=[^;]/);
    // A broken link explains itself.
    const broken = await httpRequest(`${base}/auth/callback?token=not-a-token`);
    expect(broken.body).toContain("This link is not valid");
  });

  it("an existing address gets the same answer, and its owner is mailed instead (no enumeration)", async () => {
    const email = "owner@example.com";
    await createVerifiedUser(base, sink, email);
    const fresh = "someone.new@example.com";
    // React Router's data endpoint returns the action's data itself: it must not differ at all.
    const post = (address: string) =>
      httpRequest(`${base}/signup.data`, {
        method: "POST",
        from: newClientAddress(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: new URLSearchParams({
          email: address,
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
          fullName: "Someone",
          userType: "educator",
          dateOfBirth: "1980-01-01",
          acceptTerms: "on",
          dataProcessingConsent: "on",
        }).toString(),
      });
    const signups = async () =>
      (await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.kind, "signup"))).length;
    // Events are written in batches after the answers that count them: on a busy machine the owner's
    // own sign-up above can land later still. Every account but ADMIN_EMAIL's came through the form,
    // so wait until each has its event before counting.
    const formAccounts = async () => (await database.db.select({ id: users.id }).from(users)).length - 1;
    await expect.poll(signups).toBe(await formAccounts());
    const before = await signups();
    const [existing, created] = [await post(email), await post(fresh)];
    expect(existing.status).toBe(created.status);
    expect(existing.body).toBe(created.body);
    const notice = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("You already have"));
    expect(notice.text).toContain("/forgot-password");
    await sink.waitFor((m) => m.to.includes(fresh) && m.subject.startsWith("Confirm"));
    expect(sink.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Confirm"))).toHaveLength(1);
    // Only the real new account counts as a sign-up in the analytics.
    await expect.poll(signups).toBe(before + 1);
    // The existing account keeps its profile untouched.
    const [owner] = await database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await database.db.select().from(userProfiles).where(eq(userProfiles.userId, owner!.id));
    expect(profile?.fullName).toBe("Test Person");
  });

  it("the server repeats every sign-up check, in order", async () => {
    const answer = await signUp(base, "checks@example.com", { confirmPassword: "different", password: "short" });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Passwords do not match");
    const common = await signUp(base, "checks@example.com", {
      password: "Password123",
      confirmPassword: "Password123",
    });
    expect(common.status).toBe(400);
    expect(common.body).toContain("one of the most common passwords");
    // 15 years old by the date of birth: ticking "18 or older" does not count; consent is needed.
    const year = new Date().getFullYear() - 15;
    const minor = await signUp(base, "minor@example.com", { dateOfBirth: `${year}-01-01`, isOver18: "on" });
    expect(minor.status).toBe(400);
    expect(minor.body).toContain("Age verification is required. If you are under 18, you must have parental consent.");
    const consented = await signUp(base, "minor@example.com", {
      dateOfBirth: `${year}-01-01`,
      hasParentalConsent: "on",
    });
    expect(consented.status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, "minor@example.com"));
    const [profile] = await database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile).toMatchObject({ isOver18: false, hasParentalConsent: true });
    expect(profile?.parentalConsentAt).toBeInstanceOf(Date);
    const noTerms = await signUp(base, "noterms@example.com", { acceptTerms: "" });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body).toContain("You must agree to the Terms of Service and Privacy Policy");
  });

  it("Remember me: unchecked gives a browser-session cookie, checked a 30-day one; both HttpOnly and SameSite=Lax", async () => {
    await createVerifiedUser(base, sink, "remember@example.com");
    const session = await signIn(base, "remember@example.com");
    const remembered = await signIn(base, "remember@example.com", { rememberMe: true });
    const tokenCookie = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith("ced.session_token="))!;
    expect(tokenCookie(session.cookies)).not.toMatch(/Max-Age|Expires/i);
    expect(tokenCookie(remembered.cookies)).toMatch(/Max-Age=2592000/);
    for (const cookie of [tokenCookie(session.cookies), tokenCookie(remembered.cookies)]) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/); // served over plain http here
    }
  });

  it("follows only same-site redirect targets after sign-in", async () => {
    await createVerifiedUser(base, sink, "redirect1@example.com");
    await createVerifiedUser(base, sink, "redirect2@example.com");
    const cases: Array<[string, string]> = [
      ["/favorites", "/favorites"],
      ["/search?q=wheaton", "/search?q=wheaton"],
      ["//evil.example", "/"],
      ["https:evil.example", "/"],
      ["/\\evil.example", "/"],
      ["https://evil.example/", "/"],
    ];
    for (const [index, [target, expected]] of cases.entries()) {
      // Two accounts: one address may try only five times in ten minutes.
      const answer = await signIn(base, `redirect${(index % 2) + 1}@example.com`, {
        path: `/login?redirect=${encodeURIComponent(target)}`,
      });
      expect(answer.status, target).toBe(302);
      expect(answer.headers.location, target).toBe(expected);
    }
  });

  it("better-auth's own redirects stay on the site, whatever callbackURL says", async () => {
    for (const callbackURL of ["/.//evil.example", "/a/..//evil.example", "/%2e%2e//evil.example"]) {
      const answer = await httpRequest(
        `${base}/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect(answer.status, callbackURL).toBe(302);
      expect(answer.headers.location, callbackURL).toBe("/");
    }
    // A same-site destination is kept.
    const kept = await httpRequest(`${base}/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin`);
    expect(kept.headers.location).toBe("/login?error=INVALID_TOKEN");
  });

  it("a password reset ends every other session, and answers alike for unknown addresses", async () => {
    const email = "reset@example.com";
    await createVerifiedUser(base, sink, email);
    const phone = await signIn(base, email, { rememberMe: true });
    const laptop = await signIn(base, email);
    for (const device of [phone, laptop]) {
      expect((await httpRequest(`${base}/api/favorites`, { headers: { Cookie: device.cookie } })).status).toBe(200);
    }

    const known = await postForm(base, "/forgot-password.data", { email }, { from: newClientAddress() });
    const unknown = await postForm(
      base,
      "/forgot-password.data",
      { email: "nobody@example.com" },
      { from: newClientAddress() },
    );
    expect(known.status).toBe(unknown.status);
    expect(known.body).toBe(unknown.body);

    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Reset"));
    const token = new URL(linkIn(mail, "/reset-password")).searchParams.get("token")!;
    const weak = await postForm(base, "/reset-password", {
      token,
      password: "qwerty123",
      confirmPassword: "qwerty123",
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain("one of the most common passwords");
    const reset = await postForm(base, "/reset-password", {
      token,
      password: "New-Meadow-Path-3",
      confirmPassword: "New-Meadow-Path-3",
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.location).toBe("/login?reset=done");
    for (const device of [phone, laptop]) {
      expect((await httpRequest(`${base}/api/favorites`, { headers: { Cookie: device.cookie } })).status).toBe(401);
    }
    expect((await signIn(base, email)).status).toBe(401);
    expect((await signIn(base, email, { password: "New-Meadow-Path-3" })).status).toBe(302);
    // The link works once.
    const reused = await postForm(base, "/reset-password", {
      token,
      password: "Another-Path-77",
      confirmPassword: "Another-Path-77",
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toContain("This reset link is invalid, has expired or has already been used");
  });

  it("limits wrong passwords per e-mail address with 429 and Retry-After, pages and API alike", async () => {
    // Per e-mail address: five failures, whichever clients they come from (per client, and the
    // classroom that signs in freely: sign-in-limits.test.ts).
    const email = "limited@example.com";
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(base, email, { password: "Wrong-Guess-000" })).status).toBe(401);
    }
    const refused = await signIn(base, email, { password: "Wrong-Guess-000" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/Too many attempts. Please try again in \d+ minutes?\./);

    // The JSON API answers the same account with 429, Retry-After and the API's error shape.
    const api = await httpRequest(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      from: newClientAddress(),
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email, password: "Wrong-Guess-000" }),
    });
    expect(api.status).toBe(429);
    expect(Number(api.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(api.body)).toEqual({
      error: { message: expect.stringMatching(/^Too many attempts/), code: "RATE_LIMITED" },
    });
    // Another account is not affected.
    expect((await signIn(base, "someone@example.com", { password: "Wrong-Guess-000" })).status).toBe(401);
  });

  it("limits password-reset and resend requests per address", async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      statuses.push(
        (await postForm(base, "/forgot-password", { email: "flood@example.com" }, { from: newClientAddress() })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const resend: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      resend.push(
        (await postForm(base, "/auth/callback", { email: "flood@example.com" }, { from: newClientAddress() })).status,
      );
    }
    expect(resend).toEqual([200, 200, 200, 429]);
  });

  it("refuses cross-origin POSTs to pages and the API with 403", async () => {
    const page = await httpRequest(`${base}/login`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    });
    expect(page.status).toBe(403);
    const viaReferer = await httpRequest(`${base}/logout`, {
      method: "POST",
      headers: { Referer: "https://evil.example/page" },
    });
    expect(viaReferer.status).toBe(403);
    const api = await httpRequest(`${base}/api/favorites/1`, {
      method: "PUT",
      headers: { Origin: "https://evil.example" },
    });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body).error.message).toMatch(/another site/);
    const auth = await httpRequest(`${base}/api/auth/sign-out`, {
      method: "POST",
      headers: { Origin: "http://evil.example" },
    });
    expect(auth.status).toBe(403);
    // A browser's Sec-Fetch-Site is believed when Origin and Referer were stripped.
    const fetchMetadata = await httpRequest(`${base}/logout`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(fetchMetadata.status).toBe(403);
  });

  it("favorites API: guests get 401, bad ids 400, unknown institutions 404; saving is idempotent", async () => {
    const { cookie } = await createVerifiedUser(base, sink, "saver@example.com");
    const json = { Cookie: cookie, Origin: base };
    expect((await httpRequest(`${base}/api/favorites`)).status).toBe(401);
    expect((await httpRequest(`${base}/api/favorites/abc`, { method: "PUT", headers: json })).status).toBe(400);
    expect((await httpRequest(`${base}/api/favorites/99999999999`, { method: "PUT", headers: json })).status).toBe(400);
    expect((await httpRequest(`${base}/api/favorites/999999`, { method: "PUT", headers: json })).status).toBe(404);
    const [first, second] = await database.db.query.institutions.findMany({
      limit: 2,
      columns: { id: true, slug: true },
    });
    for (let i = 0; i < 2; i++) {
      expect((await httpRequest(`${base}/api/favorites/${first!.id}`, { method: "PUT", headers: json })).status).toBe(
        200,
      );
    }
    await httpRequest(`${base}/api/favorites/${second!.id}`, { method: "PUT", headers: json });
    const list = JSON.parse((await httpRequest(`${base}/api/favorites`, { headers: json })).body);
    expect(list.data.favorites.map((f: { institution: { id: number } }) => f.institution.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    const state = JSON.parse((await httpRequest(`${base}/api/favorites/${first!.id}`, { headers: json })).body);
    expect(state).toEqual({ data: { institutionId: first!.id, saved: true } });
    expect((await httpRequest(`${base}/api/favorites/${first!.id}`, { method: "DELETE", headers: json })).status).toBe(
      200,
    );
    const after = JSON.parse((await httpRequest(`${base}/api/favorites/${first!.id}`, { headers: json })).body);
    expect(after.data.saved).toBe(false);

    // Without JavaScript the button's form posts to /favorites and returns to the page (same site only).
    const back = await postForm(
      base,
      "/favorites",
      { intent: "save", institutionId: String(first!.id), returnTo: `/institution/${first!.slug}` },
      { cookie },
    );
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`/institution/${first!.slug}`);
    const away = await postForm(
      base,
      "/favorites",
      { intent: "remove", institutionId: String(first!.id), returnTo: "//evil.example" },
      { cookie },
    );
    expect(away.headers.location).toBe("/favorites");
    const guest = await postForm(base, "/favorites", { intent: "save", institutionId: String(first!.id) });
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe("/login?redirect=%2Ffavorites");
  });

  it("the OpenAPI document describes the account and favorites calls and the session cookie", async () => {
    const document = JSON.parse((await httpRequest(`${base}/api/openapi.json`)).body);
    expect(document.components.securitySchemes.session).toMatchObject({ in: "cookie", name: "ced.session_token" });
    expect(Object.keys(document.paths["/api/favorites/{institutionId}"]).sort()).toEqual(["delete", "get", "put"]);
    expect(document.paths["/api/favorites"].get.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/auth/sign-in/email"].post.responses).toHaveProperty("429");
    expect(document.paths["/api/auth/sign-up/email"]).toBeUndefined();
    // And sign-up over HTTP really is closed: only /signup applies the age and consent rules.
    const closed = await httpRequest(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "direct@example.com", password: GOOD_PASSWORD, name: "Direct" }),
    });
    expect(closed.status).toBe(404);
  });

  it("download my data, then deleting the account removes profile, favorites and sessions at once", async () => {
    const email = "leaving@example.com";
    const { cookie } = await createVerifiedUser(base, sink, email);
    const other = await signIn(base, email, { rememberMe: true });
    const [institution] = await database.db.query.institutions.findMany({
      limit: 1,
      columns: { id: true, slug: true },
    });
    await httpRequest(`${base}/api/favorites/${institution!.id}`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: base },
    });

    const download = await httpRequest(`${base}/profile/my-data.json`, { headers: { Cookie: cookie } });
    expect(download.headers["content-disposition"]).toMatch(/attachment/);
    const exported = JSON.parse(download.body);
    expect(exported.account.email).toBe(email);
    expect(exported.profile.fullName).toBe("Test Person");
    expect(exported.favorites).toEqual([
      expect.objectContaining({ institutionId: institution!.id, slug: institution!.slug }),
    ]);

    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const wrong = await postForm(
      base,
      "/profile",
      { intent: "delete-account", password: "Not-My-Password-1", confirm: "on" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain("That password is not correct.");
    const deleted = await postForm(
      base,
      "/profile",
      { intent: "delete-account", password: GOOD_PASSWORD, confirm: "on" },
      { cookie },
    );
    expect(deleted.status).toBe(302);
    for (const table of [userProfiles, favorites, sessions] as const) {
      expect(await database.db.select().from(table).where(eq(table.userId, user!.id))).toEqual([]);
    }
    expect(await database.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect((await httpRequest(`${base}/api/favorites`, { headers: { Cookie: other.cookie } })).status).toBe(401);
    expect((await signIn(base, email)).status).toBe(401);
  });
});
