/**
 * Administrator accounts on the real server: /admin/signup (first set-up, then super admins only,
 * its checks in a fixed order), the Users screen (roles, activation, never without an active
 * super admin), the Activity log's filters and pages, and the header search.
 */
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, signIn } from "../setup/accounts";
import { httpRequest, postForm } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { createTestDatabase } from "../setup/database";
import { startServerOnDatabase } from "../setup/server-process";
import { siteUnderTest } from "../setup/site";

const FIRST = { full_name: "Grace Founder", email: "founder@example.org", password: GOOD_PASSWORD };

describe("administrator accounts", async () => {
  const site = await siteUnderTest();
  const { database } = site;
  let founder: { cookie: string; userId: string };

  const json = (answer: { body: string }) => JSON.parse(answer.body);
  function api(method: string, path: string, body?: unknown, cookie?: string) {
    return httpRequest(`${site.url}/api/admin${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const page = (path: string, cookie?: string) =>
    httpRequest(`${site.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const signupForm = (fields: Record<string, string>, cookie?: string) =>
    postForm(site.url, "/admin/signup", fields, { cookie });
  async function adminRecord(userId: string) {
    const { rows } = await database.pool.query("select role, is_active from admin_users where user_id = $1", [userId]);
    return rows[0] ?? null;
  }

  describe("first set-up", () => {
    it("offers the form to anyone while no administrator exists, with its fields and sign-in link", async () => {
      const html = (await page("/admin/signup")).body;
      expect(html).toContain("Create Admin Account");
      expect(html).toContain("No administrator exists yet: this account will be the first Super Administrator.");
      for (const label of [
        "Full Name",
        "Email Address",
        "Admin Role",
        "Password",
        "Confirm Password",
        "Show passwords",
      ]) {
        expect(html).toContain(label);
      }
      expect(html).toMatch(/Already have an account\?.*href="\/login"/s);
    });

    it("checks the form in a fixed order, one message at a time, creating nothing", async () => {
      const full = { ...FIRST, confirm_password: GOOD_PASSWORD };
      const cases: [Record<string, string>, string][] = [
        [{ ...full, full_name: "", password: "x", email: "bad" }, "All fields are required"],
        [{ ...full, email: "" }, "All fields are required"],
        [
          { ...full, password: "short", confirm_password: "shorter", email: "bad" },
          "Password must be at least 8 characters long",
        ],
        [
          { ...full, password: "password123", confirm_password: "password123" },
          "This password is one of the most common passwords",
        ],
        [{ ...full, confirm_password: "Lantern-Orchard-58", email: "bad" }, "Passwords do not match"],
        [{ ...full, email: "not-an-address" }, "Please enter a valid email address"],
      ];
      for (const [fields, message] of cases) {
        const answer = await signupForm(fields);
        expect(answer.status, message).toBe(400);
        expect(answer.body, message).toContain(message);
      }
      const { rowCount } = await database.pool.query("select 1 from admin_users");
      expect(rowCount).toBe(0);
    });

    it("creates exactly one first super administrator, however many try at once; no one picks the role", async () => {
      const attempts = await Promise.all(
        ["a", "b", "c"].map((tag) =>
          api("POST", "/signup", { ...FIRST, email: `founder-${tag}@example.org`, role: "editor" }),
        ),
      );
      const statuses = attempts.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 401, 401]);
      const winner = json(attempts.find((answer) => answer.status === 201)!).data.account;
      expect(winner).toMatchObject({ role: "super_admin", first_setup: true, name: "Grace Founder" });
      for (const loser of attempts.filter((answer) => answer.status === 401)) {
        expect(json(loser).error.message).toBe(
          "Admin accounts can only be created by a Super Administrator. Please sign in with a Super Administrator account.",
        );
      }
      const { rows } = await database.pool.query("select email_verified, name from users where id = $1", [
        winner.user_id,
      ]);
      expect(rows[0]).toEqual({ email_verified: true, name: "Grace Founder" });
      expect(await adminRecord(winner.user_id)).toEqual({ role: "super_admin", is_active: true });
      const audit = await database.pool.query(
        "select summary, actor_user_id from audit_log where entity_type = 'admin_user'",
      );
      expect(audit.rows).toEqual([
        { summary: `Created the first Super Administrator account, ${winner.email}`, actor_user_id: winner.user_id },
      ]);

      // The new account signs in at once and reaches the whole admin area.
      const { cookie } = await signIn(site.url, winner.email);
      expect(cookie).toContain("ced.session_token");
      expect((await page("/admin/users", cookie)).status).toBe(200);
      founder = { cookie, userId: winner.user_id };
    });
  });

  describe("after set-up", () => {
    it("refuses guests and anyone below super administrator, in the page and the API", async () => {
      const guestPage = (await page("/admin/signup")).body;
      expect(guestPage).toContain("Admin accounts can only be created by a Super Administrator.");
      expect(guestPage).not.toContain('name="password"');
      const form = {
        full_name: "Sneaky",
        email: "sneaky@example.org",
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
      };
      expect((await signupForm(form)).status).toBe(401);
      for (const persona of ["user", "editor", "admin"] as const) {
        const { cookie } = await signedIn(site.url, database.services, persona);
        expect((await page("/admin/signup", cookie)).body).toContain(
          "Only a Super Administrator can create admin accounts.",
        );
        const answer = await signupForm({ ...form, role: "super_admin" }, cookie);
        expect(answer.status, persona).toBe(403);
        expect(answer.body).toContain("Only a Super Administrator can create admin accounts.");
      }
      const { rowCount } = await database.pool.query("select 1 from users where email = 'sneaky@example.org'");
      expect(rowCount).toBe(0);
    });

    it("lets a super administrator create an account with the role they choose", async () => {
      const html = (await page("/admin/signup", founder.cookie)).body;
      expect(html).toMatch(/<option value="admin" selected="">Administrator<\/option>/);
      expect(html).toContain("Super Administrator");
      expect(html).toContain("Content Editor");

      const created = await signupForm(
        {
          full_name: "Eddie Editor",
          email: "Eddie@Example.org",
          role: "editor",
          password: GOOD_PASSWORD,
          confirm_password: GOOD_PASSWORD,
        },
        founder.cookie,
      );
      expect(created.status).toBe(201);
      expect(created.body).toContain("Account Created!");
      expect(created.body).toContain('href="/admin/users"');
      const { rows } = await database.pool.query(
        "select u.id, u.email, u.email_verified, a.role, a.is_active from users u join admin_users a on a.user_id = u.id where u.email = 'eddie@example.org'",
      );
      expect(rows[0]).toMatchObject({ email_verified: true, role: "editor", is_active: true });
      const { cookie } = await signIn(site.url, "eddie@example.org");
      expect((await page("/admin/institutions", cookie)).status).toBe(403);
      expect((await page("/admin/search?q=x", cookie)).status).toBe(200);

      const again = await api(
        "POST",
        "/signup",
        { full_name: "Eddie Again", email: "eddie@example.org", password: GOOD_PASSWORD, role: "admin" },
        founder.cookie,
      );
      expect(again.status).toBe(409);
      expect(json(again).error.message).toBe("An account with this email address already exists");
      const badRole = await api("POST", "/signup", { ...FIRST, email: "x@example.org", role: "owner" }, founder.cookie);
      expect(badRole.status).toBe(400);
    });

    it("shows the success screen with its message and the way on to sign in for the first account", async () => {
      // A separate, empty database: its first account is made through the page.
      const fresh = await createTestDatabase();
      const other = await startServerOnDatabase(fresh.url);
      try {
        const answer = await postForm(other.url, "/admin/signup", { ...FIRST, confirm_password: GOOD_PASSWORD });
        expect(answer.status).toBe(201);
        expect(answer.body).toContain("Account Created!");
        expect(answer.body).toContain(
          "Your admin account has been successfully created. You will be redirected to the login page shortly.",
        );
        expect(answer.body).toMatch(/href="\/login"[^>]*>Go to Sign In/);
      } finally {
        expect(await other.stop()).toBe(0);
      }
    });
  });

  describe("the Users screen", () => {
    it("lists accounts with their admin role, only for super administrators", async () => {
      const list = json(await api("GET", "/users?role=all&q=example.org", undefined, founder.cookie)).data;
      const founderRow = list.accounts.find((row: { user_id: string }) => row.user_id === founder.userId);
      expect(founderRow).toMatchObject({ role: "super_admin", is_active: true, email_verified: true });
      const admins = json(await api("GET", "/users", undefined, founder.cookie)).data.accounts;
      expect(admins.every((row: { role: string | null }) => row.role !== null)).toBe(true);
      expect((await api("GET", "/users?role=owners", undefined, founder.cookie)).status).toBe(400);
      const html = (await page("/admin/users", founder.cookie)).body;
      expect(html).toContain("founder-");
      expect(html).toContain("Create Admin Account");
    });

    it("changes roles and activation with an audit entry each, taking effect at once", async () => {
      const person = await signedIn(site.url, database.services, "user");
      const promoted = await api("PATCH", `/users/${person.userId}`, { role: "admin" }, founder.cookie);
      expect(promoted.status).toBe(200);
      expect(json(promoted).data.account).toMatchObject({ role: "admin", is_active: true });
      expect((await page("/admin/institutions", person.cookie)).status).toBe(200);

      const deactivated = await api("PATCH", `/users/${person.userId}`, { is_active: false }, founder.cookie);
      expect(json(deactivated).data.account).toMatchObject({ role: "admin", is_active: false });
      const refused = await page("/admin/institutions", person.cookie);
      expect(refused.status).toBe(302);
      expect(refused.headers.location).toBe("/?error=access_denied");

      // Without JavaScript: the page's own forms.
      const reactivated = await postForm(
        site.url,
        "/admin/users",
        { intent: "active", userId: person.userId, is_active: "true" },
        { cookie: founder.cookie },
      );
      expect(reactivated.status).toBe(200);
      expect(reactivated.body).toContain("is active.");
      const demoted = await postForm(
        site.url,
        "/admin/users",
        { intent: "role", userId: person.userId, role: "editor" },
        { cookie: founder.cookie },
      );
      expect(demoted.body).toContain("is now Content Editor.");
      expect((await page("/admin/institutions", person.cookie)).status).toBe(403);
      const removed = await postForm(
        site.url,
        "/admin/users",
        { intent: "role", userId: person.userId, role: "none" },
        { cookie: founder.cookie },
      );
      expect(removed.body).toContain("no longer has an admin role.");
      expect(await adminRecord(person.userId)).toBeNull();
      const cannotActivate = await api("PATCH", `/users/${person.userId}`, { is_active: true }, founder.cookie);
      expect(cannotActivate.status).toBe(400);

      const { rows } = await database.pool.query(
        "select action, details from audit_log where entity_type = 'admin_user' and entity_id = $1 order by id",
        [person.userId],
      );
      expect(rows.map((row) => row.action)).toEqual([
        "role_change",
        "deactivate",
        "activate",
        "role_change",
        "role_change",
      ]);
      expect(rows[0].details).toMatchObject({ from: null, to: "admin" });
      expect(rows[4].details).toMatchObject({ from: "editor", to: null });
      expect((await api("PATCH", "/users/nobody", { role: "admin" }, founder.cookie)).status).toBe(404);
      expect((await api("PATCH", `/users/${person.userId}`, {}, founder.cookie)).status).toBe(400);
    });

    it("never leaves the site without an active super administrator", async () => {
      const message =
        "The last active Super Administrator cannot be deactivated, demoted or removed. Make another account a Super Administrator first.";
      // Only the founder is an active super admin at this point.
      for (const change of [{ is_active: false }, { role: "admin" }, { role: "none" }]) {
        const answer = await api("PATCH", `/users/${founder.userId}`, change, founder.cookie);
        expect(answer.status, JSON.stringify(change)).toBe(409);
        expect(json(answer).error.message).toBe(message);
      }
      const page409 = await postForm(
        site.url,
        "/admin/users",
        { intent: "active", userId: founder.userId, is_active: "false" },
        { cookie: founder.cookie },
      );
      expect(page409.status).toBe(409);
      expect(page409.body).toContain("The last active Super Administrator cannot be deactivated");
      expect(await adminRecord(founder.userId)).toEqual({ role: "super_admin", is_active: true });

      // Two super admins demoting each other at the same moment: one of them must stay.
      const second = await signedIn(site.url, database.services, "super_admin");
      const [a, b] = await Promise.all([
        api("PATCH", `/users/${second.userId}`, { role: "admin" }, founder.cookie),
        api("PATCH", `/users/${founder.userId}`, { role: "admin" }, second.cookie),
      ]);
      // The loser is refused either as the last super admin (409) or as no longer one (403).
      expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
      expect([a.status, b.status].filter((status) => status === 409 || status === 403)).toHaveLength(1);
      const { rows } = await database.pool.query(
        "select count(*)::int as n from admin_users where role = 'super_admin' and is_active",
      );
      expect(rows[0].n).toBe(1);
      // Put things back for the tests below.
      if ((await adminRecord(founder.userId)).role !== "super_admin") {
        await database.pool.query("update admin_users set role = 'super_admin' where user_id = $1", [founder.userId]);
      }
    });
  });

  describe("the Activity log", () => {
    it("filters by person and kind and pages 25 at a time", async () => {
      const admin = await signedIn(site.url, database.services, "admin");
      const { rows } = await database.pool.query("select id from institutions where slug = 'wheaton-college'");
      const id = rows[0].id;
      for (let n = 0; n < 30; n += 1) {
        const answer = await api("PATCH", `/institutions/${id}`, { postal_code: `6018${n % 10}-${n}` }, admin.cookie);
        expect(answer.status).toBe(200);
      }
      const mine = json(await api("GET", `/activity?person=${admin.userId}`, undefined, founder.cookie)).data;
      expect(mine.pagination).toEqual({ total: 30, page: 1, pageSize: 25, totalPages: 2 });
      expect(mine.entries).toHaveLength(25);
      expect(
        mine.entries.every(
          (entry: { actorUserId: string; action: string }) =>
            entry.actorUserId === admin.userId && entry.action === "update",
        ),
      ).toBe(true);
      const second = json(await api("GET", `/activity?person=${admin.userId}&page=2`, undefined, founder.cookie)).data;
      expect(second.entries).toHaveLength(5);

      const roleChanges = json(await api("GET", "/activity?action=role_change", undefined, founder.cookie)).data
        .entries;
      expect(roleChanges.length).toBeGreaterThan(0);
      expect(roleChanges.every((entry: { action: string }) => entry.action === "role_change")).toBe(true);
      const accounts = json(
        await api("GET", "/activity?entity_type=admin_user&action=create", undefined, founder.cookie),
      ).data.entries;
      expect(accounts.map((entry: { summary: string }) => entry.summary)).toContain(
        "Created the Content Editor account eddie@example.org",
      );
      expect((await api("GET", "/activity?action=explode", undefined, founder.cookie)).status).toBe(400);

      const html = (await page(`/admin/activity?person=${admin.userId}&page=2`, founder.cookie)).body;
      expect(html).toContain("Updated institution &quot;Wheaton College&quot;");
      expect(html).toContain(admin.email);
      expect(html).toContain(`href="/admin/activity?person=${admin.userId}"`);
      const forgiving = await page("/admin/activity?action=explode&page=zz", founder.cookie);
      expect(forgiving.status).toBe(200);
    });
  });

  describe("the header search", () => {
    it("finds institutions and articles of every status, linking to their editors, by role", async () => {
      await database.pool.query("update articles set status = 'draft' where slug = 'bible-school-vs-seminary-guide'");
      const { rows } = await database.pool.query(
        "select id from articles where slug = 'bible-school-vs-seminary-guide'",
      );
      const articleId = rows[0].id;
      const result = json(await api("GET", "/search?q=seminary", undefined, founder.cookie)).data;
      expect(result.institutions.total).toBeGreaterThan(0);
      expect(result.institutions.items.length).toBeLessThanOrEqual(20);
      expect(result.articles.items).toContainEqual(expect.objectContaining({ id: articleId, status: "draft" }));
      const html = (await page("/admin/search?q=seminary", founder.cookie)).body;
      expect(html).toContain(`href="/admin/articles/${articleId}/edit"`);
      expect(html).toContain(`href="/admin/institutions/${result.institutions.items[0].id}/edit"`);

      const editor = await signedIn(site.url, database.services, "editor");
      const forEditor = json(await api("GET", "/search?q=seminary", undefined, editor.cookie)).data;
      expect(forEditor.institutions).toBeNull();
      expect(forEditor.articles.total).toBeGreaterThan(0);
      const empty = json(await api("GET", "/search?q=", undefined, founder.cookie)).data;
      expect(empty).toEqual({ q: "", institutions: { total: 0, items: [] }, articles: { total: 0, items: [] } });
    });
  });
});
