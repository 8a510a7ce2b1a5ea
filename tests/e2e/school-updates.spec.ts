/**
 * A school's staff keep its page, in the browser, on a server of this spec's own with real e-mail
 * (the dev mail folder, DATA_DIR/mail): a signed-in user asks to represent the school with an
 * address at its domain, confirms by the link the e-mail carries, proposes facts with their source
 * pages; an administrator approves one and rejects another with a reason; the public page shows the
 * approved fact with its provenance and the outcome e-mail gives the reason. Axe at 390 and 1280 px
 * on each page of the flow.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { GOOD_PASSWORD, signIn, signUp } from "../setup/accounts";
import { cookieJar, httpRequest } from "../setup/http-client";
import { freePort, startServer, type ServerProcess } from "../setup/server-process";
import { serverDataDir, test, expect, expectAccessible, hydrated } from "./fixtures";

test.describe.configure({ mode: "serial" });
// One long story with axe at two widths on each page.
test.setTimeout(300_000);

const ADMIN = "schools-admin@example.org";
const USER = "pat.visitor@example.org";
const SCHOOL_ADDRESS = "pat.lee@wheaton.edu";

let server: ServerProcess;
let dataDir: string;
let base: string;

/** Every e-mail in the dev mail folder, decoded (quoted-printable soft breaks and escapes undone). */
function mails(): { to: string; subject: string; text: string }[] {
  const folder = path.join(dataDir, "mail");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((file) => {
      const raw = fs
        .readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? "",
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
        text: raw,
      };
    });
}

async function mailTo(address: string, subject: string) {
  let found: ReturnType<typeof mails>[number] | undefined;
  await expect
    .poll(() => (found = mails().find((mail) => mail.to.includes(address) && mail.subject.startsWith(subject))), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return found!;
}

async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function pageWithCookie(browser: Browser, cookie: string) {
  const context = await browser.newContext();
  for (const pair of cookie.split("; ")) {
    const [name, value] = pair.split("=");
    await context.addCookies([{ name: name!, value: value!, url: base, httpOnly: true, sameSite: "Lax" }]);
  }
  return context.newPage();
}

test.beforeAll(async () => {
  dataDir = serverDataDir();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer({
    dataDir,
    port,
    env: {
      PUBLIC_URL: base,
      AUTH_SECRET: "e2e-schools-secret-long-enough-to-be-accepted",
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: GOOD_PASSWORD,
      LOG_LEVEL: "warn",
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("a school's staff member claims the page by e-mail, proposes facts, and the approved one shows with its provenance", async ({
  page,
  browser,
}) => {
  // A visitor's account, confirmed by the link of its own e-mail.
  expect((await signUp(base, USER)).status).toBe(200);
  const welcome = await mailTo(USER, "Confirm your e-mail");
  const confirmLink = new URL(/https?:\/\/\S+\/auth\/callback\?token=[^\s"<>&]+/.exec(welcome.text)![0]);
  const confirmed = await httpRequest(`${base}${confirmLink.pathname}${confirmLink.search}`);
  const visitor = await pageWithCookie(browser, cookieJar(confirmed.cookies));

  // Update this School -> Represent this school.
  await visitor.goto(`${base}/institution/wheaton-college`);
  await visitor.getByRole("complementary").getByRole("link", { name: "Update this School" }).click();
  await expect(visitor.getByRole("heading", { name: "Represent this school" })).toBeVisible();
  await accessibleAtBothWidths(visitor);
  await visitor.getByLabel("Your name").fill("Pat Lee");
  await visitor.getByLabel("Your role at the school").fill("Registrar");
  // A lookalike domain is refused beside its field.
  await visitor.getByLabel("Your e-mail address at the school").fill("pat@wheaton.edu.evil.example");
  await visitor.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(visitor.getByText("E-mail must be an address at wheaton.edu")).toBeVisible();
  await expect(visitor.getByLabel("Your e-mail address at the school")).toHaveAttribute("aria-invalid", "true");
  await accessibleAtBothWidths(visitor);
  await visitor.getByLabel("Your e-mail address at the school").fill(SCHOOL_ADDRESS);
  await visitor.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(visitor.getByText("we have sent it a confirmation link")).toBeVisible();

  // The link from the school address's e-mail, opened signed in as the account that asked.
  const mail = await mailTo(SCHOOL_ADDRESS, "Confirm that you represent Wheaton College");
  const link = /https?:\/\/\S+\/represent\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await visitor.goto(link);
  await accessibleAtBothWidths(visitor);
  await visitor.getByRole("button", { name: "Confirm" }).click();
  await expect(visitor.getByText("You now represent Wheaton College")).toBeVisible();

  // Your schools, from the profile menu.
  await visitor.goto(`${base}/`);
  // The menu opens through React: a press before hydration would do nothing.
  await hydrated(visitor);
  await visitor.getByRole("button", { name: "pat.visitor" }).click();
  await visitor.getByRole("link", { name: "Your schools" }).click();
  await expect(visitor.getByRole("heading", { name: "Your schools" })).toBeVisible();
  await accessibleAtBothWidths(visitor);
  await visitor.getByRole("link", { name: "Propose an update to Wheaton College" }).click();
  await expect(visitor.getByText("Every fact needs a source: a page on the school's own site")).toBeVisible();
  await accessibleAtBothWidths(visitor);

  const row = (field: string) => visitor.locator(`[data-field="${field}"]`);
  await row("bible_credits_required").getByRole("spinbutton").fill("14");
  await row("bible_credits_required").getByRole("textbox").fill("https://catalog.wheaton.edu/core/");
  await row("admissions_url")
    .getByLabel("Admissions page", { exact: true })
    .fill("https://www.wheaton.edu/admissions/");
  await row("admissions_url")
    .getByRole("textbox", { name: /Source page/ })
    .fill("https://www.wheaton.edu/admissions/");
  // A source on another site is refused, named beside its field.
  await row("tuition_url").getByLabel("Tuition page", { exact: true }).fill("https://www.wheaton.edu/tuition/");
  await row("tuition_url")
    .getByRole("textbox", { name: /Source page/ })
    .fill("https://evil-wheaton.edu/tuition");
  await visitor.getByRole("button", { name: "Send for review" }).click();
  await expect(visitor.getByText("Tuition page: the source must be a web address")).toBeVisible();
  await accessibleAtBothWidths(visitor);
  await row("tuition_url").getByLabel("Tuition page", { exact: true }).fill("");
  await row("tuition_url")
    .getByRole("textbox", { name: /Source page/ })
    .fill("");
  await row("bible_credits_required").getByRole("spinbutton").fill("14");
  await row("bible_credits_required").getByRole("textbox").fill("https://catalog.wheaton.edu/core/");
  await row("admissions_url")
    .getByLabel("Admissions page", { exact: true })
    .fill("https://www.wheaton.edu/admissions/");
  await row("admissions_url")
    .getByRole("textbox", { name: /Source page/ })
    .fill("https://www.wheaton.edu/admissions/");
  await visitor.getByRole("button", { name: "Send for review" }).click();
  await expect(visitor.getByText("your update was sent for review")).toBeVisible();

  // Nothing is public before the review.
  await page.goto(`${base}/institution/wheaton-college`);
  await expect(page.getByText("Reported by the school")).toHaveCount(0);

  // The administrator's queue: a count in the menu, a diff per field, a decision per field.
  const { cookie } = await signIn(base, ADMIN);
  const admin = await pageWithCookie(browser, cookie);
  await admin.goto(`${base}/admin/school-updates`);
  await expect(admin.getByRole("link", { name: /School Updates\s*2 waiting/ })).toBeVisible();
  await accessibleAtBothWidths(admin);
  const item = (field: string) => admin.locator(`[data-item="${field}"]`);
  await expect(item("bible_credits_required")).toContainText("12");
  await expect(item("bible_credits_required")).toContainText("14");
  await expect(item("bible_credits_required").getByRole("link", { name: /catalog\.wheaton\.edu/ })).toBeVisible();
  await item("bible_credits_required")
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(admin.getByText("Approved.")).toBeVisible();
  await item("admissions_url")
    .getByLabel(/Reason/)
    .fill("That page is the old admissions site");
  await item("admissions_url")
    .getByRole("button", { name: /^Reject/ })
    .click();
  await expect(admin.getByText("its sender has the outcome by e-mail")).toBeVisible();
  await expect(admin.getByText("No updates are waiting for review.")).toBeVisible();

  // The public page shows the approved fact with its provenance.
  await page.goto(`${base}/institution/wheaton-college`);
  const credits = page
    .getByRole("region", { name: "Faith & Campus Life" })
    .locator('[data-fact="bible_credits_required"]');
  await expect(credits).toContainText("14");
  await expect(credits).toContainText(/Reported by the school \(catalog\.wheaton\.edu.*\), reviewed \d+ \w+ 20\d\d/);
  await accessibleAtBothWidths(page);

  // The rejected field's reason reaches the representative.
  const outcome = await mailTo(USER, "Your update to Wheaton College was reviewed");
  expect(outcome.text).toContain("Required Bible or theology credits: Approved");
  expect(outcome.text).toContain("Admissions page: Not approved. Reason: That page is the old admissions site");
});
