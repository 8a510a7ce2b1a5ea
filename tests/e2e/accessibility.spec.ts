/**
 * The accessibility suite: every page of app/routes.ts, in the states a person meets
 * (dialogs open, errors shown, signed in as each kind of account), on a 1280 px desktop and a
 * 390 px phone: zero axe violations (WCAG 2.2 AA tags), a visible focus indicator on every element
 * in the tab order, targets of at least 24 x 24 px or within an exception of WCAG 2.5.8, and no
 * sideways scrolling (WCAG 1.4.10: a long address wraps instead of widening the page). Then
 * four keyboard-only walks: search, sign-in, saving an institution, writing an article. The
 * checks beyond axe (accessibility-checks.ts) are first shown to catch what they look for.
 *
 * Each screen prints one line of figures; the details (which small targets passed by which
 * exception) go to test-results/accessibility/<screen>.json.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { signJWT } from "better-auth/crypto";
import routes from "../../app/routes";
import { GOOD_PASSWORD, signIn, signUp } from "../setup/accounts";
import { httpRequest, newClientAddress, postForm } from "../setup/http-client";
import { linkIn, startMailSink, type MailSink } from "../setup/mail-sink";
import { freePort, startServer, type ServerProcess } from "../setup/server-process";
import { checkFocus, findReflowProblems, measureTargets } from "./accessibility-checks";
import {
  clickUntil,
  hydrated,
  hydratedControl,
  runAxe,
  serverDataDir,
  useSession,
  test as base,
  expect,
} from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");
const REPORTS = path.join(ROOT, "test-results/accessibility");
const AUTH_SECRET = "e2e-accessibility-secret-long-enough-0123";
const SUPER = { email: "super.a11y@example.org", password: GOOD_PASSWORD };
const EDITOR = { email: "editor.a11y@example.org", password: GOOD_PASSWORD };
const USER = { email: "reader.a11y@example.org", password: GOOD_PASSWORD };
/** A second reader, for the keyboard walks that change what a reader has saved. */
const WALKER = { email: "walker.a11y@example.org", password: GOOD_PASSWORD };
const RICH_SLUG = "universidade-metodista-de-angola";
const ARTICLE_SLUG = "choosing-christian-college-guide";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Role = "guest" | "user" | "editor" | "super_admin";

interface Site {
  base: string;
  server: ServerProcess;
  sink: MailSink;
  cookies: Record<Exclude<Role, "guest">, string>;
  /** The second reader's session, for the walk that saves an institution. */
  walkerCookie: string;
  /** The reader's confirmation link, already used. */
  usedConfirmation: string;
  institutionId: number;
  articleId: number;
  discussionId: number;
}

const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const sink = await startMailSink();
      const dataDir = serverDataDir();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await startServer({
        dataDir,
        port,
        env: {
          PUBLIC_URL: url,
          SMTP_URL: sink.url,
          AUTH_SECRET,
          ADMIN_EMAIL: SUPER.email,
          ADMIN_PASSWORD: SUPER.password,
          LOG_LEVEL: "warn",
        },
      });
      execFileSync(
        "npx",
        [
          "tsx",
          "scripts/admin.ts",
          "create",
          "--email",
          EDITOR.email,
          "--password",
          EDITOR.password,
          "--role",
          "editor",
        ],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, stdio: "ignore" },
      );
      const confirmations: string[] = [];
      for (const person of [USER, WALKER]) {
        const from = newClientAddress();
        expect((await signUp(url, person.email, {}, from)).status).toBe(200);
        const mail = await sink.waitFor((m) => m.to.includes(person.email) && m.subject.startsWith("Confirm"));
        const link = new URL(linkIn(mail, "/auth/callback"));
        const confirmed = await httpRequest(`${url}${link.pathname}${link.search}`, { from });
        expect(confirmed.status).toBe(302);
        confirmations.push(`${link.pathname}${link.search}`);
      }
      const cookies = {
        super_admin: (await signIn(url, SUPER.email)).cookie,
        editor: (await signIn(url, EDITOR.email)).cookie,
        user: (await signIn(url, USER.email)).cookie,
      };
      const call = async (method: string, route: string, body?: unknown) => {
        const answer = await httpRequest(`${url}${route}`, {
          method,
          headers: {
            Cookie: cookies.super_admin,
            Origin: url,
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(answer.status, `${method} ${route}: ${answer.body}`).toBeLessThan(300);
        return JSON.parse(answer.body).data;
      };

      // A profile with every long section, so the institution page shows all of them.
      const rich = await call("GET", `/api/institutions/${RICH_SLUG}`);
      await call("PATCH", `/api/admin/institutions/${rich.institution.id}`, {
        detailed_summary: "A Methodist university in Luanda, training teachers, pastors and nurses.",
        key_programs: "Theology\nEducation\nNursing",
        unique_features: "Evening classes for working adults.",
        why_choose: "Small classes and a strong chapel life.",
        student_outcomes: "Graduates serve in schools and churches across Angola.",
      });
      const wheaton = await call("GET", "/api/institutions/wheaton-college");
      // The reader has one saved school, the files page two files.
      const save = await httpRequest(`${url}/api/favorites/${wheaton.institution.id}`, {
        method: "PUT",
        headers: { Cookie: cookies.user, Origin: url },
      });
      expect(save.status).toBeLessThan(300);
      for (const file of [
        { name: "campus.png", type: "image/png", body: PNG },
        { name: "aid-report.pdf", type: "application/pdf", body: Buffer.from("%PDF-1.4\n%%EOF\n") },
      ]) {
        const form = new FormData();
        form.append("category", "general");
        form.append("description", `The ${file.name} file`);
        form.append("file", new Blob([file.body], { type: file.type }), file.name);
        const answer = await fetch(`${url}/api/admin/files`, {
          method: "POST",
          body: form,
          headers: { Cookie: cookies.super_admin, Origin: url },
        });
        expect(answer.status).toBe(201);
      }
      const articles = await call("GET", "/api/admin/articles");
      // The community: a discussion with a reply, a report waiting for a moderator (of words changed since),
      // a hidden reply, an event.
      const started = await postForm(
        url,
        "/community/new",
        {
          forum: "paying-for-college",
          title: "Comparing two aid offers",
          body: "How did you weigh loans against grants?",
        },
        { cookie: cookies.user },
      );
      expect(started.status).toBe(302);
      const discussion = started.headers.location!;
      const replied = await postForm(
        url,
        discussion,
        { intent: "reply", body: "Grants first, always." },
        { cookie: cookies.super_admin },
      );
      expect(replied.status).toBe(302);
      const reported = await postForm(
        url,
        discussion,
        { intent: "report", replyId: "", reason: "misleading" },
        { cookie: cookies.super_admin },
      );
      expect(reported.status).toBe(200);
      // Its author changes it after the report: the moderators see the words reported beside the new ones.
      const edited = await postForm(
        url,
        discussion,
        {
          intent: "edit",
          replyId: "",
          title: "Comparing two aid offers",
          body: "How did you weigh loans against grants, and work-study?",
        },
        { cookie: cookies.user },
      );
      expect(edited.status).toBe(302);
      // A second reply that a moderator hid, for the admin page's list of hidden posts.
      const second = await postForm(
        url,
        discussion,
        { intent: "reply", body: "Buy my course!" },
        { cookie: cookies.super_admin },
      );
      const hiddenReply = second.headers.location!.split("#reply-")[1]!;
      await postForm(
        url,
        discussion,
        { intent: "report", replyId: hiddenReply, reason: "spam" },
        { cookie: cookies.user },
      );
      const hid = await postForm(
        url,
        "/admin/community",
        { intent: "moderate", threadId: discussion.split("/").pop()!, replyId: hiddenReply, decision: "hide" },
        { cookie: cookies.editor },
      );
      expect(hid.status).toBe(200);
      const scheduled = await postForm(
        url,
        "/admin/community",
        {
          intent: "schedule",
          title: "Financial aid questions, answered live",
          kind: "qa",
          date: "2099-03-18",
          time: "19:00",
          minutes: "60",
          timeZone: "America/New_York",
          description: "An aid officer answers questions about offers and appeals.",
          url: "https://example.org/aid-qa",
        },
        { cookie: cookies.super_admin },
      );
      expect(scheduled.status).toBe(200);

      await use({
        base: url,
        server,
        sink,
        cookies,
        walkerCookie: (await signIn(url, WALKER.email)).cookie,
        usedConfirmation: confirmations[0]!,
        institutionId: wheaton.institution.id,
        articleId: articles.articles[0].id,
        discussionId: Number(discussion.split("/").pop()),
      });
      await server.stop();
      await sink.close();
    },
    { scope: "worker", timeout: 360_000 },
  ],
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

interface Screen {
  name: string;
  /** The path pattern of app/routes.ts this screen shows. */
  route: string;
  as: Role;
  path: (site: Site) => string;
  /** Brings the page into the state to check (a dialog open, errors shown). */
  open?: (page: Page, site: Site) => Promise<void>;
}

// Signed with the server's secret and already expired: the callback page's "expired" state.
const EXPIRED_TOKEN = await signJWT({ email: USER.email }, AUTH_SECRET, -60);

const SCREENS: Screen[] = [
  // Public pages.
  { name: "home", route: "/", as: "guest", path: () => "/" },
  {
    name: "home, access denied notice, phone menu open",
    route: "/",
    as: "guest",
    path: () => "/?error=access_denied",
    open: async (page) => {
      if (isPhone(page)) {
        await clickUntil(page.getByRole("button", { name: "Open menu" }), page.locator("#mobile-menu"));
      }
    },
  },
  {
    name: "home signed in, welcome and user menu open",
    route: "/",
    as: "user",
    path: () => "/?welcome=1",
    open: async (page) => {
      if (isPhone(page)) {
        await clickUntil(page.getByRole("button", { name: "Open menu" }), page.locator("#mobile-menu"));
      } else {
        await clickUntil(
          page.getByRole("button", { name: "reader.a11y" }),
          page.getByRole("link", { name: "Profile" }),
        );
      }
    },
  },
  { name: "search", route: "search", as: "guest", path: () => "/search" },
  {
    name: "search as a map",
    route: "search",
    as: "guest",
    path: () => "/search?view=map&state=TX",
    // The map, its markers and its controls load after the page: wait for the markers.
    open: async (page) => {
      await expect(page.locator(".ced-map-cluster, .ced-map-point").first()).toBeVisible();
    },
  },
  {
    name: "search with query and filters open",
    route: "search",
    as: "guest",
    path: () => "/search?q=bible&country=United+States&state=TX",
    // Active filters are listed under the closed panel, which opens on a click.
    open: async (page) => {
      await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveCount(2);
      await page.locator("summary", { hasText: "Filters" }).click();
      await expect(page.getByLabel("State / Province")).toBeVisible();
    },
  },
  { name: "search with no results", route: "search", as: "guest", path: () => "/search?q=zzqxjvwk" },
  { name: "institution", route: "institution/:slug", as: "guest", path: () => "/institution/wheaton-college" },
  {
    name: "represent this school",
    route: "institution/:slug/represent",
    as: "user",
    path: () => "/institution/wheaton-college/represent",
  },
  {
    name: "represent: a link without its token",
    route: "represent/confirm",
    as: "user",
    path: () => "/represent/confirm",
  },
  { name: "your schools, none yet", route: "your-schools", as: "user", path: () => "/your-schools" },
  {
    name: "a school's update form, refused to one who does not represent it",
    route: "your-schools/:slug",
    as: "user",
    path: () => "/your-schools/wheaton-college",
  },
  {
    name: "institution with every section open",
    route: "institution/:slug",
    as: "user",
    path: () => `/institution/${RICH_SLUG}`,
    open: async (page) => {
      const closed = page.locator("main details:not([open]) > summary");
      while ((await closed.count()) > 0) await closed.first().click();
    },
  },
  { name: "institution not found", route: "institution/:slug", as: "guest", path: () => "/institution/no-such-school" },
  {
    name: "compare, with a school that is not found",
    route: "compare",
    as: "guest",
    path: () => "/compare?schools=wheaton-college,no-such-school,baylor-university&diff=1",
  },
  { name: "compare, no schools yet", route: "compare", as: "guest", path: () => "/compare" },
  { name: "resources", route: "resources", as: "guest", path: () => "/resources" },
  {
    name: "resources by category",
    route: "resources",
    as: "guest",
    path: () => "/resources?category=Seminary+Students",
  },
  { name: "articles", route: "resources/articles", as: "guest", path: () => "/resources/articles" },
  {
    name: "articles searched, nothing found",
    route: "resources/articles",
    as: "guest",
    path: () => "/resources/articles?search=zzqxjvwk",
  },
  {
    name: "article with a question open",
    route: "resources/articles/:slug",
    as: "guest",
    path: () => `/resources/articles/${ARTICLE_SLUG}`,
    open: async (page) => {
      await page.getByRole("region", { name: "Frequently Asked Questions" }).locator("summary").first().click();
    },
  },
  {
    name: "article not found",
    route: "resources/articles/:slug",
    as: "guest",
    path: () => "/resources/articles/no-such-article",
  },
  {
    name: "old article address (moves to the article)",
    route: "articles/:slug",
    as: "guest",
    path: () => `/articles/${ARTICLE_SLUG}`,
  },
  { name: "community", route: "community", as: "guest", path: () => "/community" },
  { name: "community events", route: "community/events", as: "guest", path: () => "/community/events" },
  {
    name: "forum",
    route: "community/forums/:forum",
    as: "guest",
    path: () => "/community/forums/paying-for-college",
  },
  {
    name: "forum, no discussions yet",
    route: "community/forums/:forum",
    as: "user",
    path: () => "/community/forums/parents-and-families",
  },
  {
    name: "discussion",
    route: "community/discussions/:id",
    as: "guest",
    path: (site) => `/community/discussions/${site.discussionId}`,
  },
  {
    name: "discussion, a report being written",
    route: "community/discussions/:id",
    as: "editor",
    path: (site) => `/community/discussions/${site.discussionId}`,
    open: async (page) => {
      await page.getByText("Report this post").first().click();
    },
  },
  {
    name: "discussion, its author editing it with an error",
    route: "community/discussions/:id",
    as: "user",
    path: (site) => `/community/discussions/${site.discussionId}`,
    open: async (page) => {
      await page.getByText("Edit your discussion").click();
      await page.getByLabel("Title").fill("Aid");
      await clickUntil(page.getByRole("button", { name: "Save Changes" }), page.getByText("Title must be at least"));
    },
  },
  {
    name: "new discussion, with errors",
    route: "community/new",
    as: "user",
    path: () => "/community/new",
    open: async (page) => {
      await clickUntil(page.getByRole("button", { name: "Post Discussion" }), page.getByText("Title must be at least"));
    },
  },
  { name: "terms", route: "terms", as: "guest", path: () => "/terms" },
  { name: "privacy", route: "privacy", as: "guest", path: () => "/privacy" },
  { name: "about", route: "about", as: "guest", path: () => "/about" },
  { name: "contact", route: "contact", as: "guest", path: () => "/contact" },
  {
    name: "contact, with errors",
    route: "contact",
    as: "guest",
    path: () => "/contact",
    open: async (page) => {
      await clickUntil(page.getByRole("button", { name: "Send Message" }), page.getByText("Name is required"));
    },
  },
  { name: "help", route: "help", as: "guest", path: () => "/help" },
  { name: "page not found", route: "*", as: "guest", path: () => "/no-such-page" },

  // Accounts.
  { name: "login", route: "login", as: "guest", path: () => "/login?redirect=/favorites" },
  { name: "login after a password reset", route: "login", as: "guest", path: () => "/login?reset=done" },
  {
    name: "login refused",
    route: "login",
    as: "guest",
    path: () => "/login",
    open: async (page) => {
      await page.getByLabel("Email").fill(USER.email);
      await page.getByLabel("Password", { exact: true }).fill("Not-The-Password-1");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
    },
  },
  { name: "signup", route: "signup", as: "guest", path: () => "/signup" },
  {
    name: "signup with every error shown",
    route: "signup",
    as: "guest",
    path: () => "/signup",
    open: async (page) => {
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("Email is required").first()).toBeVisible();
    },
  },
  { name: "confirmation link missing", route: "auth/callback", as: "guest", path: () => "/auth/callback" },
  {
    name: "confirmation link expired",
    route: "auth/callback",
    as: "guest",
    path: () => `/auth/callback?token=${EXPIRED_TOKEN}`,
  },
  { name: "confirmation link used", route: "auth/callback", as: "guest", path: (site) => site.usedConfirmation },
  { name: "forgot password", route: "forgot-password", as: "guest", path: () => "/forgot-password" },
  {
    name: "forgot password, link sent",
    route: "forgot-password",
    as: "guest",
    path: () => "/forgot-password",
    open: async (page) => {
      await page.getByLabel("Email").fill("nobody.a11y@example.org");
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("status")).toBeVisible();
    },
  },
  { name: "reset password without a token", route: "reset-password", as: "guest", path: () => "/reset-password" },
  { name: "reset password", route: "reset-password", as: "guest", path: () => "/reset-password?token=abc123" },
  {
    name: "reset password with a bad token",
    route: "reset-password",
    as: "guest",
    path: () => "/reset-password?token=abc123",
    open: async (page) => {
      await page.getByLabel("New password", { exact: true }).fill("Fresh-Willow-808");
      await page.getByLabel("Confirm new password").fill("Fresh-Willow-808");
      await page.getByRole("button", { name: "Set New Password" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
    },
  },
  { name: "saved institutions", route: "favorites", as: "user", path: () => "/favorites" },
  { name: "saved institutions, none yet", route: "favorites", as: "editor", path: () => "/favorites" },
  { name: "profile", route: "profile", as: "user", path: () => "/profile" },
  { name: "admin signup for a guest", route: "admin/signup", as: "guest", path: () => "/admin/signup" },
  { name: "admin signup", route: "admin/signup", as: "super_admin", path: () => "/admin/signup" },

  // The admin area.
  {
    name: "admin dashboard, recent changes open",
    route: "admin",
    as: "super_admin",
    path: () => "/admin",
    open: async (page) => {
      await clickUntil(page.getByRole("button", { name: /^Recent changes/ }), page.getByRole("menu"));
    },
  },
  {
    name: "admin dashboard, phone menu open",
    route: "admin/dashboard",
    as: "super_admin",
    path: () => "/admin/dashboard",
    open: async (page) => {
      if (isPhone(page)) {
        await clickUntil(page.getByRole("button", { name: "Open admin menu" }), page.locator("#admin-menu"));
      }
    },
  },
  { name: "admin dashboard for an editor", route: "admin", as: "editor", path: () => "/admin" },
  { name: "admin access denied for an editor", route: "admin/users", as: "editor", path: () => "/admin/users" },
  { name: "admin institutions", route: "admin/institutions", as: "super_admin", path: () => "/admin/institutions" },
  {
    name: "admin listing evidence",
    route: "admin/institutions/:id/evidence",
    as: "super_admin",
    path: (site) => `/admin/institutions/${site.institutionId}/evidence`,
  },
  {
    name: "admin representatives",
    route: "admin/representatives",
    as: "super_admin",
    path: () => "/admin/representatives",
  },
  {
    name: "admin school updates",
    route: "admin/school-updates",
    as: "super_admin",
    path: () => "/admin/school-updates",
  },
  {
    name: "admin review queue",
    route: "admin/institutions/review",
    as: "super_admin",
    path: () => "/admin/institutions/review",
  },
  {
    name: "admin institutions, delete dialog open",
    route: "admin/institutions",
    as: "super_admin",
    path: () => "/admin/institutions?q=wheaton",
    open: async (page) => {
      await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
      await clickUntil(page.getByRole("link", { name: "Delete Wheaton College" }), page.getByRole("alertdialog"));
    },
  },
  {
    name: "admin institutions delete page",
    route: "admin/institutions/delete",
    as: "super_admin",
    path: (site) => `/admin/institutions/delete?ids=${site.institutionId}`,
  },
  {
    name: "admin institution editor, new, with errors",
    route: "admin/institutions/new",
    as: "super_admin",
    path: () => "/admin/institutions/new",
    open: async (page) => {
      await clickUntil(
        page.getByRole("button", { name: "Create Institution" }),
        page.getByText("Institution name is required"),
      );
    },
  },
  {
    name: "admin institution editor",
    route: "admin/institutions/:id/edit",
    as: "super_admin",
    path: (site) => `/admin/institutions/${site.institutionId}/edit`,
  },
  {
    name: "admin import",
    route: "admin/institutions/import",
    as: "super_admin",
    path: () => "/admin/institutions/import",
  },
  {
    name: "admin import with a file chosen",
    route: "admin/content-import",
    as: "super_admin",
    path: () => "/admin/content-import",
    open: async (page, site) => {
      const items = [1, 2, 3, 4].map((n) => ({
        id: site.institutionId,
        institution_name: `Preview School ${n}`,
        why_choose: "Small classes.",
      }));
      await expect(async () => {
        await page.getByLabel("JSON file").setInputFiles({
          name: "content.json",
          mimeType: "application/json",
          buffer: Buffer.from(JSON.stringify(items)),
        });
        await expect(page.getByText("content.json: 4 institutions")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    },
  },
  { name: "admin users", route: "admin/users", as: "super_admin", path: () => "/admin/users" },
  { name: "admin activity", route: "admin/activity", as: "super_admin", path: () => "/admin/activity" },
  { name: "admin messages", route: "admin/messages", as: "super_admin", path: () => "/admin/messages?all=1" },
  { name: "admin community", route: "admin/community", as: "editor", path: () => "/admin/community" },
  { name: "admin search", route: "admin/search", as: "super_admin", path: () => "/admin/search?q=seminary" },
  { name: "admin articles", route: "admin/articles", as: "super_admin", path: () => "/admin/articles" },
  {
    name: "article editor, new, title error",
    route: "admin/articles/new",
    as: "super_admin",
    path: () => "/admin/articles/new",
    open: async (page) => {
      await clickUntil(
        page.getByRole("button", { name: "Publish" }),
        page.getByRole("alert").filter({ hasText: "Title is required" }),
      );
    },
  },
  ...(["Link", "Image", "Video"] as const).map((tool): Screen => ({
    name: `article editor, ${tool.toLowerCase()} dialog open`,
    route: "admin/articles/new",
    as: "super_admin",
    path: () => "/admin/articles/new",
    open: async (page) => {
      const toolbar = page.getByRole("toolbar", { name: "Formatting" });
      await clickUntil(
        toolbar.getByRole("button", { name: tool, exact: true }),
        page.getByRole("dialog", { name: `Insert ${tool.toLowerCase()}` }),
      );
    },
  })),
  {
    name: "article editor, existing, preview",
    route: "admin/articles/:id/edit",
    as: "super_admin",
    path: (site) => `/admin/articles/${site.articleId}/edit`,
    open: async (page) => {
      await clickUntil(page.getByRole("button", { name: "Preview" }), page.getByLabel("Content preview"));
    },
  },
  {
    name: "article editor, existing",
    route: "admin/articles/:id",
    as: "editor",
    path: (site) => `/admin/articles/${site.articleId}`,
  },
  {
    name: "admin files, upload dialog with files chosen",
    route: "admin/files",
    as: "super_admin",
    path: () => "/admin/files",
    open: async (page) => {
      const dialog = page.getByRole("dialog", { name: "Upload Files" });
      await clickUntil(page.getByRole("button", { name: "Upload Files" }), dialog);
      await dialog.getByLabel("Click to select files or drag and drop").setInputFiles([
        { name: "brochure.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
        { name: "chapel.png", mimeType: "image/png", buffer: PNG },
      ]);
      await expect(dialog.getByRole("list", { name: "Files to upload" }).getByRole("listitem")).toHaveCount(2);
      await expect(dialog.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
    },
  },
  {
    name: "admin files, actions menu open",
    route: "admin/files",
    as: "super_admin",
    path: () => "/admin/files",
    open: async (page) => {
      await clickUntil(page.getByRole("button", { name: "More actions for campus.png" }), page.getByRole("menu"));
    },
  },
  { name: "admin analytics", route: "admin/analytics", as: "super_admin", path: () => "/admin/analytics" },
  { name: "admin page not found", route: "admin/*", as: "super_admin", path: () => "/admin/no-such-page" },
];

/** Routes with no page of their own: files for machines, and a POST-only sign-out. */
const NOT_PAGES: Record<string, string> = {
  "sitemap.xml": "XML for crawlers",
  "robots.txt": "text for crawlers",
  "profile/my-data.json": "a JSON download",
  "admin/content-import/institution_content_template.json": "a JSON download",
  logout: "sign-out is a POST; a visit goes to the home page",
};

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function routePatterns(list: RouteEntry[], base = ""): string[] {
  return list.flatMap((entry) => {
    const own = entry.path ? (base ? `${base}/${entry.path}` : entry.path) : base;
    return entry.children ? routePatterns(entry.children, own) : [own || "/"];
  });
}

test.describe("the checks catch what they look for", () => {
  test("axe: faint words, an untitled frame and an image without alt text are reported, inside the frame too", async ({
    page,
    site,
  }) => {
    // On a page of the site (a frame's findings travel to the page by messages that axe accepts
    // from the page's own origin only).
    await page.goto(`${site.base}/terms`);
    await page.locator("main").evaluate((main) => {
      main.insertAdjacentHTML(
        "beforeend",
        `<p id="faint" style="color: #ddd">Faint words</p>
         <iframe srcdoc="<html lang=en><body><img src='data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'><p style='color: #eee'>Faint in a frame</p></body></html>"></iframe>`,
      );
    });
    await expect(page.frameLocator("main iframe").getByText("Faint in a frame")).toBeVisible();
    const violations = await runAxe(page);
    expect(
      Object.fromEntries(
        violations.map((violation) => [violation.id, violation.nodes.map((node) => node.split(": ")[0])]),
      ),
    ).toEqual({
      "color-contrast": ["#faint", "iframe p"],
      "frame-title": ["iframe"],
      "image-alt": ["iframe img"],
    });
  });

  test("focus: a missing or faint indicator is reported, a clear one is not", async ({ page }) => {
    await page.setContent(`
      <style>
        body { background: #fff; }
        button { width: 120px; height: 40px; }
        #none:focus-visible { outline: none; }
        #faint:focus-visible { outline: 3px solid #ddd; }
        #clear:focus-visible { outline: 3px solid #8a6412; outline-offset: 2px; }
        .dark { background: #142b4e; padding: 8px; }
        #dark:focus-visible { outline: 3px solid #8a6412; }
      </style>
      <h1>Focus</h1>
      <button id="none">None</button><button id="faint">Faint</button><button id="clear">Clear</button>
      <div class="dark"><button id="dark">Dark gold on navy</button></div>`);
    const report = await checkFocus(page);
    expect(report.checked).toBe(4);
    expect(report.problems.map((problem) => problem.element)).toEqual([
      'button#none "None"',
      'button#faint "Faint"',
      'button#dark "Dark gold on navy"',
    ]);
    expect(report.problems[0]!.problem).toBe("no outline or box-shadow appears on focus");
    expect(report.problems[1]!.problem).toMatch(/^indicator contrast 1\.\d\d:1/);
  });

  test("targets: small and crowded fails; spaced, inline, labelled and stretched links pass", async ({ page }) => {
    await page.setContent(`
      <style>
        body { margin: 0; font: 16px/20px sans-serif; }
        .icon { display: inline-block; width: 16px; height: 16px; padding: 0; border: 0; }
        .card { position: relative; width: 200px; height: 120px; margin-top: 40px; }
        .card a::after { content: ""; position: absolute; inset: 0; }
      </style>
      <h1>Targets</h1>
      <div id="crowded"><button class="icon" aria-label="Bold"></button><button class="icon" aria-label="Italic"></button></div>
      <div style="margin-top: 40px"><button class="icon" aria-label="Alone"></button></div>
      <p style="margin-top: 40px">Read the <a href="#terms">terms</a> before you start.</p>
      <div style="margin-top: 40px"><a href="#adrian">Adrian College</a><p>Adrian, Michigan</p></div>
      <label style="display: inline-flex; min-height: 24px; align-items: center; gap: 8px; margin-top: 40px">
        <input type="checkbox" style="width: 16px; height: 16px; margin: 0"> Online programs
      </label>
      <div class="card"><a href="#school">Wheaton College</a></div>`);
    const report = await measureTargets(page);
    expect(report.failures).toEqual(['button "Bold" 16x16', 'button "Italic" 16x16']);
    // A name above a line of details is not in a sentence: it passes by its spacing alone.
    expect(report.spaced).toEqual(['button "Alone" 16x16', expect.stringMatching(/^a "Adrian College" \d+x\d+$/)]);
    expect(report.inline).toEqual([expect.stringMatching(/^a "terms" \d+x\d+$/)]);
    // The check box is inside a 24 px label; the card's link covers the card.
    expect(report.measured).toBe(7);
  });

  test("reflow: a word too long for a phone is reported by its element; a page that wraps it is not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const address = `https://example.org/${"alongpathwithnoplacetobreak".repeat(4)}`;
    await page.setContent(`
      <h1>Reflow</h1>
      <p id="source">Source: ${address}</p>
      <div style="overflow-x: auto"><table><tr><td style="white-space: nowrap">${address}</td></tr></table></div>`);
    expect(await findReflowProblems(page)).toEqual([`p "Source: ${address.slice(0, 42)}"`]);
    await page.locator("#source").evaluate((element) => (element.style.overflowWrap = "anywhere"));
    expect(await findReflowProblems(page)).toEqual([]);
  });
});

test("every page route of app/routes.ts is in the accessibility sweep", () => {
  const patterns = routePatterns(routes as RouteEntry[]);
  const covered = new Set(SCREENS.map((screen) => screen.route));
  expect(patterns.filter((pattern) => !covered.has(pattern) && !NOT_PAGES[pattern])).toEqual([]);
  // And no screen or exemption names a route that no longer exists.
  expect([...covered, ...Object.keys(NOT_PAGES)].filter((pattern) => !patterns.includes(pattern))).toEqual([]);
});

interface ScreenReport {
  screen: string;
  viewport: number;
  targetsMeasured: number;
  smallButSpaced: string[];
  inlineTargets: string[];
  equivalentTargets: string[];
  focusChecked: number;
}

async function show(page: Page, site: Site, screen: Screen) {
  await page.goto(`${site.base}${screen.path(site)}`);
  await hydrated(page);
  if (screen.open) await screen.open(page, site);
}

test.describe("every route: axe, focus, target size and reflow", () => {
  for (const screen of SCREENS) {
    test(screen.name, async ({ page, site }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      if (screen.as !== "guest") await useSession(page.context(), site.base, site.cookies[screen.as]);
      const reports: ScreenReport[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await show(page, site, screen);
        expect.soft(await runAxe(page), `axe violations at ${viewport.width}px`).toEqual([]);
        const targets = await measureTargets(page);
        expect.soft(targets.failures, `targets under 24 x 24 px without spacing at ${viewport.width}px`).toEqual([]);
        expect.soft(await findReflowProblems(page), `sideways scrolling at ${viewport.width}px`).toEqual([]);
        const focus = await checkFocus(page);
        expect.soft(focus.checked, "elements that take focus").toBeGreaterThan(0);
        expect.soft(focus.problems, `focus indicators at ${viewport.width}px`).toEqual([]);
        const exceptions = targets.spaced.length + targets.inline.length + targets.equivalent.length;
        console.log(
          `${screen.name} @${viewport.width}: ${focus.checked} focusable checked, ${targets.measured} targets ` +
            `(${exceptions} small within an exception)`,
        );
        reports.push({
          screen: screen.name,
          viewport: viewport.width,
          targetsMeasured: targets.measured,
          smallButSpaced: targets.spaced,
          inlineTargets: targets.inline,
          equivalentTargets: targets.equivalent,
          focusChecked: focus.checked,
        });
      }
      fs.mkdirSync(REPORTS, { recursive: true });
      const file = screen.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
      fs.writeFileSync(path.join(REPORTS, `${file}.json`), JSON.stringify(reports, null, 2));
    });
  }
});

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user would, and
 * fails when it is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} not reached with ${limit} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** Counts trusted pointer events in the page, so a walk can prove that it never used the mouse. */
async function keyboardOnly(page: Page) {
  await page.addInitScript(() => {
    const count = () =>
      sessionStorage.setItem("pointerEvents", String(Number(sessionStorage.getItem("pointerEvents") ?? 0) + 1));
    for (const type of ["pointerdown", "mousedown", "click"]) {
      window.addEventListener(
        type,
        (event) => {
          // A keyboard activation fires a click with no pointer behind it (detail 0).
          if (event.isTrusted && (type !== "click" || (event as MouseEvent).detail > 0)) count();
        },
        true,
      );
    }
  });
  return async () => expect(await page.evaluate(() => Number(sessionStorage.getItem("pointerEvents") ?? 0))).toBe(0);
}

test.describe("keyboard only", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("search: home, query, filter, result, institution", async ({ page, site }) => {
    const noPointer = await keyboardOnly(page);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    const hero = page.getByRole("search", { name: "Search the directory" });

    await tabTo(page, hero.getByLabel("Search schools"));
    await page.keyboard.type("bible");
    await tabTo(page, hero.getByText("Advanced Filters"));
    await page.keyboard.press("Enter");
    await tabTo(page, hero.getByLabel("Country"));
    await page.keyboard.type("United States");
    await expect(hero.getByLabel("Country")).toHaveValue("United States");
    await tabTo(page, hero.getByRole("button", { name: "Search" }), { back: true });
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=bible&country=United\+States$/);
    await expect(page.getByRole("heading", { name: "Find Christian Schools", level: 1 })).toBeVisible();
    // The chosen country is listed under the closed Filters panel, which Enter opens.
    await expect(page.getByRole("link", { name: "Remove filter Country: United States" })).toBeVisible();
    await tabTo(page, page.locator("summary", { hasText: "Filters" }));
    await page.keyboard.press("Enter");
    const state = page.getByLabel("State / Province");
    await tabTo(page, state);
    await page.keyboard.type("Texas");
    await expect(page).toHaveURL(/[?&]state=TX(&|$)/);
    await expect(state).toBeFocused();

    // The list follows the new address a moment later: take the name of the link the keyboard
    // actually reaches once the Texas results are in, not of the list shown before.
    await page.waitForLoadState("networkidle");
    const first = page.getByRole("list", { name: "Search results" }).getByRole("link").first();
    await tabTo(page, first);
    const name = (await page.evaluate(() => document.activeElement?.textContent ?? "")).trim();
    expect(name).not.toBe("");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/institution\/[a-z0-9-]+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await noPointer();
  });

  test("sign-in", async ({ page, site }) => {
    const noPointer = await keyboardOnly(page);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await tabTo(page, page.getByRole("banner").getByRole("link", { name: "Sign In" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await hydrated(page);

    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(WALKER.email);
    await tabTo(page, page.getByLabel("Password", { exact: true }));
    await page.keyboard.type(WALKER.password);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(`${site.base}/`);
    const menu = page.getByRole("button", { name: "walker.a11y" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("link", { name: "Profile" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(WALKER.email).first()).toBeVisible();
    await noPointer();
  });

  test("saving an institution", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.walkerCookie);
    const noPointer = await keyboardOnly(page);
    await page.goto(`${site.base}/institution/${RICH_SLUG}`);
    await hydrated(page);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

    const save = page.getByRole("button", { name: "Save Institution" });
    // The toggle's code loads after the page's: until it has, Enter posts the form.
    await hydratedControl(save);
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    const saved = page.getByRole("button", { name: "Saved" });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(saved).toBeFocused();

    await tabTo(page, page.getByRole("link", { name: "Saved Institutions" }), { back: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/favorites$/);
    const card = page.getByRole("main").getByRole("link", { name });
    await tabTo(page, card);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/institution/${RICH_SLUG}`));
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    await noPointer();
  });

  test("writing and publishing an article", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.cookies.super_admin);
    const noPointer = await keyboardOnly(page);
    const title = "Visiting a seminary before you apply";
    await page.goto(`${site.base}/admin/articles`);
    await hydrated(page);
    await tabTo(page, page.getByRole("link", { name: "New Article" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);

    await tabTo(page, page.getByLabel("Article Title"));
    await page.keyboard.type(title);
    const content = page.getByRole("textbox", { name: "Content" });
    await tabTo(page, content);
    await page.keyboard.type("Sit in on a class and ask to meet a professor.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("Write your questions down first.");
    await tabTo(page, page.getByLabel("Category"));
    await page.keyboard.type("Seminary Students");
    await expect(page.getByLabel("Category")).toHaveValue("Seminary Students");
    await tabTo(page, page.getByRole("button", { name: "Publish" }), { back: true, limit: 80 });
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/admin\/articles(\?|$)/);
    const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(entry.getByText("Published", { exact: true })).toBeVisible();
    await expect(entry.getByText("Seminary Students", { exact: true })).toBeVisible();
    await expect(entry.getByRole("button", { name: `Move to Draft ${title}` })).toBeVisible();

    // On the public site: as a guest would find it (signed out after leaving the admin page, whose
    // own calls would otherwise be refused under it).
    await page.goto("about:blank");
    await page.context().clearCookies();
    await page.goto(`${site.base}/resources/articles/visiting-a-seminary-before-you-apply`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".article-body strong")).toHaveText("Write your questions down first.");
    await noPointer();
  });
});
