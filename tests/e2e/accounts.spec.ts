/**
 * Accounts in the browser. These tests run against a server of their own (started once per worker)
 * whose e-mail goes through SMTP_URL to a real SMTP sink, so the confirmation and reset links are
 * read from the messages the app really sent. Accounts needed only as a starting point are made
 * over HTTP from their own client addresses (tests/setup/accounts.ts), which keeps the browser's
 * own sign-ins well inside the per-client rate limits.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signJWT } from "better-auth/crypto";
import { createVerifiedUser, GOOD_PASSWORD, signIn, signUp } from "../setup/accounts";
import { linkIn, startMailSink, type MailSink } from "../setup/mail-sink";
import { freePort, startServer, type ServerProcess } from "../setup/server-process";
import {
  allowConsoleError,
  hydrated,
  hydratedControl,
  serverDataDir,
  useSession,
  test as base,
  expect,
  expectAccessible,
} from "./fixtures";

const AUTH_SECRET = "e2e-accounts-secret-that-is-long-enough-42";
const SCREENS = path.resolve(import.meta.dirname, "../../test-results/accounts-screens");

interface AccountsServer {
  base: string;
  sink: MailSink;
  server: ServerProcess;
}

const test = base.extend<object, { accounts: AccountsServer }>({
  accounts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const sink = await startMailSink();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await startServer({
        dataDir: serverDataDir(),
        port,
        env: { PUBLIC_URL: url, SMTP_URL: sink.url, AUTH_SECRET, LOG_LEVEL: "warn" },
      });
      await use({ base: url, sink, server });
      await server.stop();
      await sink.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

let counter = 0;
function uniqueEmail(label: string) {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now() % 100000}@example.com`;
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The sign-up page hides its age questions once React runs: a sign that the page is hydrated. */
async function openSignUp(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/signup`);
  await expect(page.getByRole("group", { name: "Age verification" })).toBeHidden();
}

test.describe("sign-up", () => {
  test("shows each rule's message in order, with the age questions following the date of birth", async ({
    page,
    accounts,
  }) => {
    await openSignUp(page, accounts.base);
    await expect(page.getByRole("heading", { name: "Create an Account" })).toBeVisible();
    const alert = page.getByRole("alert");
    const submit = () => page.getByRole("button", { name: "Create Account" }).click();

    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abd");
    await submit();
    await expect(alert.first()).toHaveText("Passwords do not match");
    await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Confirm password").fill("abc");
    await submit();
    await expect(alert.first()).toHaveText("Password must be at least 8 characters long");

    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel("Confirm password").fill(GOOD_PASSWORD);
    await submit();
    await expect(alert.first()).toHaveText(
      "Age verification is required. If you are under 18, you must have parental consent.",
    );

    // A 15-year-old: the block appears, "18 or older" stays unticked, consent is asked for.
    const year = new Date().getFullYear();
    await page.getByLabel("Date of birth").fill(`${year - 15}-03-01`);
    const ageBlock = page.getByRole("group", { name: "Age verification" });
    await expect(ageBlock).toBeVisible();
    await expect(page.getByLabel("I am 18 years of age or older")).not.toBeChecked();
    const consent = page.getByLabel(/my parent or legal guardian has agreed/);
    await expect(consent).toBeVisible();
    await consent.check();
    await submit();
    await expect(alert.first()).toHaveText("Full name is required");

    // An adult date ticks "18 or older", clears and hides the consent box.
    await page.getByLabel("Date of birth").fill(`${year - 30}-03-01`);
    await expect(page.getByLabel("I am 18 years of age or older")).toBeChecked();
    await expect(consent).toBeHidden();
    // Unticking it by hand brings the consent box back, unticked.
    await page.getByLabel("I am 18 years of age or older").uncheck();
    await expect(consent).toBeVisible();
    await expect(consent).not.toBeChecked();
    await page.getByLabel("I am 18 years of age or older").check();

    await page.getByLabel("Full name").fill("Grace Hopper");
    await submit();
    await expect(alert.first()).toHaveText("Email is required");
    await page.getByLabel("Email").fill("not-an-address");
    await submit();
    await expect(alert.first()).toHaveText("Enter a valid email address");
    const email = uniqueEmail("grace");
    await page.getByLabel("Email").fill(email);
    await submit();
    await expect(alert.first()).toHaveText("Please tell us which of these describes you");
    await page.getByLabel("I am a...").selectOption("educator");
    await submit();
    await expect(alert.first()).toHaveText("You must agree to the Terms of Service and Privacy Policy");
    await page.getByLabel(/I agree to the/).check();
    await submit();
    await expect(alert.first()).toHaveText("You must consent to the processing of your data");
    await page.getByLabel(/I consent to the processing/).check();

    // The server adds the common-password rule.
    await page.getByLabel("Password", { exact: true }).fill("Sunshine123");
    await page.getByLabel("Confirm password").fill("Sunshine123");
    await submit();
    await expect(alert.first()).toContainText("one of the most common passwords");
    await screenshot(page, "signup-errors");
  });

  test("the whole e-mail confirmation flow: Check Your Email, the real e-mail, signed in with a welcome", async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail("flow");
    await openSignUp(page, accounts.base);
    await page.getByLabel("Full name").fill("Flow Tester");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel("Confirm password").fill(GOOD_PASSWORD);
    await page.getByLabel("I am a...").selectOption("ministry_student");
    await page.getByLabel("Date of birth").fill("1995-08-20");
    await page.getByLabel(/I agree to the/).check();
    await page.getByLabel(/I consent to the processing/).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
    await screenshot(page, "check-your-email");

    const mail = await accounts.sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm"));
    await page.goto(linkIn(mail, "/auth/callback"));
    await expect(page).toHaveURL(`${accounts.base}/?welcome=1`);
    await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is confirmed" })).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: email.split("@")[0] })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expectAccessible(page);

    // The link again: already used, explained, with a way on.
    await page.goto(linkIn(mail, "/auth/callback"));
    await expect(page.getByRole("heading", { name: "This link has already been used" })).toBeVisible();
  });

  test("an expired confirmation link explains itself and sends a new one", async ({ page, accounts }) => {
    const email = uniqueEmail("late");
    await signUp(accounts.base, email);
    await accounts.sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm"));
    const expired = await signJWT({ email }, AUTH_SECRET, -60);
    await page.goto(`${accounts.base}/auth/callback?token=${expired}`);
    await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send a new confirmation link" }).click();
    await expect(page.getByRole("status")).toContainText("a new link is on its way");
    await expect
      .poll(() => accounts.sink.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Confirm")).length)
      .toBe(2);
  });
});

test.describe("sign-in", () => {
  test("goes to the redirect target, with a working show-password toggle and a browser-session cookie", async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail("signin");
    await createVerifiedUser(accounts.base, accounts.sink, email);
    await page.goto(`${accounts.base}/login?redirect=/favorites`);
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Create an Account" })).toHaveAttribute("href", "/signup");
    await screenshot(page, "login");

    const password = page.getByLabel("Password", { exact: true });
    await password.fill(GOOD_PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${accounts.base}/favorites`);
    await expect(page.getByRole("heading", { name: "Saved Institutions", exact: true })).toBeVisible();
    const token = (await page.context().cookies()).find((cookie) => cookie.name === "ced.session_token")!;
    expect(token.expires).toBe(-1); // ends with the browser
    expect(token.httpOnly).toBe(true);
  });

  test("Remember me keeps the session for 30 days", async ({ page, accounts }) => {
    const email = uniqueEmail("remember");
    await createVerifiedUser(accounts.base, accounts.sink, email);
    await page.goto(`${accounts.base}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${accounts.base}/`);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === "ced.session_token")!;
    const days = (token.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test("an unconfirmed account is told to confirm and can resend the link; wrong passwords are refused", async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail("unconfirmed");
    await signUp(accounts.base, email);
    await page.goto(`${accounts.base}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong-Guess-000");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Please confirm your e-mail address before signing in");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Resend confirmation e-mail" }).click();
    await expect(page.getByRole("status")).toContainText("a new link is on its way");
    await expect
      .poll(() => accounts.sink.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Confirm")).length)
      .toBe(2);
  });

  test("too many attempts: the page says when to try again", async ({ page, accounts }) => {
    const email = uniqueEmail("locked");
    await page.goto(`${accounts.base}/login`);
    await page.getByLabel("Email").fill(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel("Password", { exact: true }).fill(`Wrong-Guess-${attempt}00`);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
      await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    }
    await page.getByLabel("Password", { exact: true }).fill("Wrong-Guess-600");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Too many attempts\. Please try again in (10|9) minutes\./);
  });
});

test.describe("password reset", () => {
  test("forgot password, the e-mailed link, a new password, then sign in with it", async ({ page, accounts }) => {
    const email = uniqueEmail("forgot");
    await createVerifiedUser(accounts.base, accounts.sink, email);
    await page.goto(`${accounts.base}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists for that address");

    const mail = await accounts.sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Reset"));
    await page.goto(linkIn(mail, "/reset-password"));
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Fresh-Willow-808");
    await page.getByLabel("Confirm new password").fill("Fresh-Willow-808");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page).toHaveURL(`${accounts.base}/login?reset=done`);
    await expect(page.getByRole("status")).toContainText("Your password has been changed");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Fresh-Willow-808");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${accounts.base}/`);
  });
});

test.describe("signed in", () => {
  test("the header: favourites heart, a user menu named after the e-mail, Profile and Sign Out", async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail("header");
    const { cookie } = await createVerifiedUser(accounts.base, accounts.sink, email);
    await useSession(page.context(), accounts.base, cookie);
    await page.goto(`${accounts.base}/`);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Saved Institutions" })).toHaveAttribute("href", "/favorites");
    const menu = banner.getByRole("button", { name: email.split("@")[0] });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(banner.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS, "header-menu-1280.png") });
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await menu.click();
    await banner.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(`${accounts.base}/profile`);

    // On a phone the open menu carries the same choices.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.locator("#mobile-menu");
    await expect(mobile.getByText(`Signed in as ${email.split("@")[0]}`)).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Saved Institutions" })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS, "header-menu-390.png") });
    await page.setViewportSize({ width: 1280, height: 800 });

    await banner.getByRole("button", { name: email.split("@")[0] }).click();
    await banner.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(`${accounts.base}/`);
    await expect(banner.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto(`${accounts.base}/profile`);
    await expect(page).toHaveURL(`${accounts.base}/login?redirect=%2Fprofile`);
  });

  test("favorites follow the user across two browser sessions, with remove and an empty state", async ({
    browser,
    accounts,
  }) => {
    const email = uniqueEmail("saver");
    await createVerifiedUser(accounts.base, accounts.sink, email);
    const open = async () => {
      const context = await browser.newContext();
      const { cookie } = await signIn(accounts.base, email);
      await useSession(context, accounts.base, cookie);
      return { context, page: await context.newPage() };
    };
    const first = await open();
    const second = await open();

    await first.page.goto(`${accounts.base}/favorites`);
    await expect(first.page.getByRole("heading", { name: "No saved institutions yet" })).toBeVisible();

    // Saved in the first session, through the API the Save Institution button uses.
    for (const id of [1, 2]) {
      expect((await first.page.request.put(`${accounts.base}/api/favorites/${id}`)).status()).toBe(200);
    }

    await second.page.goto(`${accounts.base}/favorites`);
    const items = second.page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(second.page.getByText("2 saved institutions, newest first.")).toBeVisible();
    await screenshot(second.page, "favorites");

    await items
      .first()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(items).toHaveCount(1);
    await items
      .first()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(second.page.getByRole("heading", { name: "No saved institutions yet" })).toBeVisible();

    await first.page.reload();
    await expect(first.page.getByRole("heading", { name: "No saved institutions yet" })).toBeVisible();
    await first.context.close();
    await second.context.close();
  });

  test("the Save Institution toggle on an institution page persists, and rolls back on failure", async ({
    page,
    accounts,
  }) => {
    const listed = await fetch(`${accounts.base}/api/institutions?page_size=1`);
    expect(listed.status).toBe(200);
    const [institution] = ((await listed.json()) as { data: { institutions: { slug: string }[] } }).data.institutions;
    expect(institution, "the seeded directory lists an institution").toBeDefined();
    const email = uniqueEmail("toggle");
    const { cookie } = await createVerifiedUser(accounts.base, accounts.sink, email);
    await useSession(page.context(), accounts.base, cookie);
    await page.goto(`${accounts.base}/institution/${institution!.slug}`);
    // Before hydration the button posts its form (the no-script path); this test is of the script's.
    await hydrated(page);
    const save = page.getByRole("button", { name: "Save Institution" });
    // The toggle's code loads after the page's: until it has, a click posts the form.
    await hydratedControl(save);
    // The page shows the change at once, while the server still saves it: reload only once it has.
    const stored = page.waitForResponse((answer) => answer.url().includes("/api/favorites/"));
    await save.click();
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    expect((await stored).ok()).toBe(true);
    await page.reload();
    // Again, the script's path: a click before hydration would post the form instead.
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
    await hydratedControl(page.getByRole("button", { name: "Saved" }));

    allowConsoleError(page, /status of 500/);
    await page.route("**/api/favorites/*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("button", { name: "Saved" }).click();
    await expect(page.getByRole("alert")).toContainText("Could not remove this institution");
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  });

  test("profile: edit details, change password, download my data, delete the account", async ({ page, accounts }) => {
    const email = uniqueEmail("profile");
    const { cookie } = await createVerifiedUser(accounts.base, accounts.sink, email);
    await useSession(page.context(), accounts.base, cookie);
    await page.goto(`${accounts.base}/profile`);
    await expect(page.getByRole("heading", { name: "User Profile", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Test Person");
    await expect(page.getByLabel("I am a...")).toHaveValue("career_switcher");
    await screenshot(page, "profile");

    await page.getByLabel("Full name").fill("Renamed Person");
    await page.getByLabel("I am a...").selectOption("parent");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Renamed Person");
    await expect(page.getByLabel("I am a...")).toHaveValue("parent");

    const passwordSection = page.getByRole("region", { name: "Change password" });
    await passwordSection.getByLabel("Current password").fill("Not-The-Password-1");
    await passwordSection.getByLabel("New password", { exact: true }).fill("Second-Harvest-61");
    await passwordSection.getByLabel("Confirm new password").fill("Second-Harvest-61");
    await passwordSection.getByRole("button", { name: "Change Password" }).click();
    await expect(passwordSection.getByRole("alert")).toHaveText("Your current password is not correct.");
    await passwordSection.getByLabel("Current password").fill(GOOD_PASSWORD);
    await passwordSection.getByLabel("New password", { exact: true }).fill("Second-Harvest-61");
    await passwordSection.getByLabel("Confirm new password").fill("Second-Harvest-61");
    await passwordSection.getByRole("button", { name: "Change Password" }).click();
    await expect(passwordSection.getByRole("status")).toContainText("Your password has been changed");
    // Still signed in here, with the new session.
    await page.reload();
    await expect(page.getByRole("heading", { name: "User Profile", level: 1 })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download My Data" }).click();
    const download = await downloading;
    const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(exported.account.email).toBe(email);
    expect(exported.profile).toMatchObject({ fullName: "Renamed Person", userType: "parent" });

    const danger = page.getByRole("region", { name: "Delete my account" });
    await danger.getByLabel("Your password").fill("Second-Harvest-61");
    await danger.getByRole("button", { name: "Delete My Account" }).click();
    await expect(danger.getByText("Tick the box to confirm")).toBeVisible();
    await danger.getByLabel("Your password").fill("Second-Harvest-61");
    await danger.getByLabel(/I understand/).check();
    await danger.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page).toHaveURL(`${accounts.base}/?account=deleted`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await signIn(accounts.base, email, { password: "Second-Harvest-61" })).status).toBe(401);
  });
});
