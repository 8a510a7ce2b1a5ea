/**
 * The admin content screens in the browser, against a server of their own (started once per
 * worker, with a super admin from ADMIN_EMAIL and an editor made with the admin command): writing,
 * publishing and archiving an article as the public sees it; uploading, finding, downloading and
 * deleting files; the dashboard and analytics from real events; axe on the states the accessibility sweep does
 * not reach (its screens are checked there, at both widths); screenshots
 * at 390 and 1280 px in test-results/admin-content-screens.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { GOOD_PASSWORD, signIn } from "../setup/accounts";
import { freePort, startServer, type ServerProcess } from "../setup/server-process";
import {
  allowConsoleError,
  clickUntil,
  serverDataDir,
  useSession,
  test as base,
  expect,
  expectAccessible,
} from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCREENS = path.join(ROOT, "test-results/admin-content-screens");
const SUPER = { email: "super.content@example.org", password: "Cedar-Window-Lantern-31" };
const EDITOR = { email: "editor.content@example.org" };
const PERSON_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

interface AdminSite {
  base: string;
  server: ServerProcess;
  cookies: { super_admin: string; editor: string };
}

const test = base.extend<object, { site: AdminSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const dataDir = serverDataDir();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await startServer({
        dataDir,
        port,
        env: {
          PUBLIC_URL: url,
          AUTH_SECRET: "e2e-admin-content-secret-long-enough-0123",
          ADMIN_EMAIL: SUPER.email,
          ADMIN_PASSWORD: SUPER.password,
          LOG_LEVEL: "warn",
        },
      });
      execFileSync(
        "npx",
        ["tsx", "scripts/admin.ts", "create", "--email", EDITOR.email, "--password", GOOD_PASSWORD, "--role", "editor"],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, stdio: "ignore" },
      );
      const cookies = {
        super_admin: (await signIn(url, SUPER.email, { password: SUPER.password })).cookie,
        editor: (await signIn(url, EDITOR.email)).cookie,
      };
      await use({ base: url, server, cookies });
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

// One server per worker: the tests of this file share it, in order.
test.describe.configure({ mode: "default" });

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("analytics from real visits", () => {
  test("shows No Analytics Data at first, then the searches and views of a visit", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.cookies.super_admin);
    await page.goto(`${site.base}/admin/analytics`);
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Analytics Data" })).toBeVisible();
    await expectAccessible(page);

    // One visit: two searches and a school page, as a visitor in another browser.
    // A person's browser: headless browsers count as robots and get no visit cookie.
    const visitor = await page.context().browser()!.newContext({ userAgent: PERSON_AGENT });
    const tab = await visitor.newPage();
    await tab.goto(`${site.base}/search?q=Wheaton`);
    await tab.goto(`${site.base}/search?q=seminary`);
    await tab
      .getByRole("link", { name: /seminary/i })
      .first()
      .click();
    await expect(tab).toHaveURL(/\/institution\//);
    await visitor.close();

    await page.reload();
    const searches = page.getByRole("region", { name: "Popular Searches" });
    await expect(searches.getByRole("listitem")).toHaveCount(2);
    await expect(searches).toContainText("wheaton");
    await expect(searches).toContainText("seminary");
    await expect(page.getByRole("region", { name: "Most Viewed Institutions" }).getByRole("listitem")).toHaveCount(1);
    const insights = page.getByRole("region", { name: "Quick Insights" });
    await expect(insights).toContainText("1 visit in this period");
    await expect(insights).toContainText("2.00");
    await expect(insights).toContainText("3.00 pages");
    await expect(page.getByRole("table", { name: /New users and searches per month/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "analytics");

    await page.getByLabel("Period").selectOption("7d");
    await expect(page).toHaveURL(/period=7d/);
    await expect(page.getByText("+0 in the last 7 days").first()).toBeVisible();
    await expect(page.getByLabel("Period")).toHaveValue("7d");
  });
});

test.describe("files", () => {
  test("upload, search, download and delete files", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.cookies.editor);
    await page.goto(`${site.base}/admin/files`);
    await expect(page.getByRole("heading", { name: "File Management" })).toBeVisible();
    await expect(page.getByText("No files found")).toBeVisible();
    await expect(page.getByText("Upload your first file to get started.")).toBeVisible();
    await expectAccessible(page);

    const dialog = page.getByRole("dialog", { name: "Upload Files" });
    await clickUntil(page.getByRole("button", { name: "Upload Files" }), dialog);
    await expect(dialog.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
    await dialog.getByLabel("Category").selectOption("financial-aid");
    await dialog.getByLabel("Description (Optional)").fill("Aid forms for 2026");
    await dialog.getByLabel("Click to select files or drag and drop").setInputFiles([
      { name: "aid-report.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      { name: "campus.png", mimeType: "image/png", buffer: PNG },
    ]);
    await expect(dialog.getByRole("list", { name: "Files to upload" }).getByRole("listitem")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog).toBeHidden();

    // Uploaded in order, so the last one is at the top.
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole("heading")).toHaveText("campus.png");
    await expect(cards.nth(1).getByRole("heading")).toHaveText("aid-report.pdf");
    await expect(cards.nth(1)).toContainText("Aid forms for 2026");
    await expect(cards.nth(1)).toContainText("Financial Aid");
    await expect(cards.nth(1)).toContainText("15 Bytes");
    await expect(page.getByText("2 files · 85 Bytes total · 0 downloads")).toBeVisible();

    // The dialog starts again from general and no description.
    await clickUntil(page.getByRole("button", { name: "Upload Files" }), dialog);
    await expect(dialog.getByLabel("Category")).toHaveValue("general");
    await expect(dialog.getByLabel("Description (Optional)")).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // Over 25 MB: refused, with an alert saying so.
    allowConsoleError(page, /status of 413/);
    await clickUntil(page.getByRole("button", { name: "Upload Files" }), dialog);
    await dialog.getByLabel("Click to select files or drag and drop").setInputFiles({
      name: "huge.bin",
      mimeType: "application/octet-stream",
      buffer: Buffer.alloc(25 * 1024 * 1024 + 1),
    });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("Failed to upload files. Please try again.");
    await expect(dialog.getByRole("alert")).toContainText("larger than the 25 MB limit");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Dropping a file anywhere on the page opens the dialog with it.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["a,b\n1,2\n"], "numbers.csv", { type: "text/csv" }));
      return transfer;
    });
    await page.dispatchEvent("main", "dragenter", { dataTransfer: dropped });
    await expect(page.getByText("Drop files here to upload")).toBeVisible();
    await page.dispatchEvent("main", "drop", { dataTransfer: dropped });
    await expect(page.getByText("Drop files here to upload")).toBeHidden();
    await expect(dialog.getByRole("list", { name: "Files to upload" })).toContainText("numbers.csv");
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(3);
    await screenshot(page, "files");

    // Search by filename or description, ignoring case; filter by category.
    await page.getByLabel("Search files").fill("AID-REPORT");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("aid-report.pdf");
    await page.getByLabel("Search files").fill("Forms For 2026");
    await expect(cards).toHaveCount(2);
    await page.getByLabel("Search files").fill("");
    await expect(cards).toHaveCount(3);
    await page.getByLabel("Category").selectOption("general");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("numbers.csv");
    await page.getByLabel("Category").selectOption("");
    await expect(cards).toHaveCount(3);

    // Download counts; View opens the file in a new tab.
    const pdf = cards.filter({ hasText: "aid-report.pdf" });
    await expect(pdf.getByRole("link", { name: /^View/ })).toHaveAttribute("target", "_blank");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      pdf.getByRole("link", { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("aid-report.pdf");
    expect(fs.readFileSync(await download.path()).toString()).toBe("%PDF-1.4\n%%EOF\n");
    await page.reload();
    await expect(pdf).toContainText("1 download");

    // The menu: Copy URL, then Delete after the confirm.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.base });
    await clickUntil(pdf.getByRole("button", { name: "More actions for aid-report.pdf" }), page.getByRole("menu"));
    await page.getByRole("menuitem", { name: "Copy URL" }).click();
    await expect(page.getByText("Copied the address of aid-report.pdf.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${site.base}/files/\\d+/aid-report\\.pdf$`),
    );
    await pdf.getByRole("button", { name: "More actions for aid-report.pdf" }).click();
    page.once("dialog", (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete "aid-report.pdf"? This action cannot be undone.');
      void confirm.accept();
    });
    // The page shows the change at once, while the server still saves it: reload only once it has.
    const deleted = page.waitForResponse((answer) => answer.request().method() !== "GET");
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(cards).toHaveCount(2);
    expect((await deleted).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "aid-report.pdf" })).toHaveCount(0);
  });
});

test.describe("dashboard", () => {
  test("shows real counts, the role's quick actions and recent activity", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.cookies.super_admin);
    await page.goto(`${site.base}/admin`);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Institutions\s*1,103/ })).toHaveAttribute(
      "href",
      "/admin/institutions",
    );
    await expect(main.getByRole("link", { name: /^Users \d+/ })).toHaveAttribute("href", "/admin/users");
    await expect(main.getByRole("link", { name: "Add Institution" })).toBeVisible();
    await expect(main.getByRole("link", { name: "View all activity" })).toHaveAttribute("href", "/admin/activity");
    await screenshot(page, "dashboard");

    const editor = await page.context().browser()!.newContext();
    await useSession(editor, site.base, site.cookies.editor);
    const tab = await editor.newPage();
    await tab.goto(`${site.base}/admin/dashboard`);
    await expect(tab.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // Editors see the users count but get no link to a screen they may not use.
    await expect(tab.getByRole("main").getByText("Users", { exact: true })).toBeVisible();
    await expect(tab.getByRole("link", { name: /^Users/ })).toHaveCount(0);
    await expect(tab.getByRole("link", { name: /^Institutions/ })).toHaveCount(0);
    await expect(tab.getByRole("link", { name: "Add Institution" })).toHaveCount(0);
    await expect(tab.getByRole("link", { name: "Write Article" })).toBeVisible();
    await expect(tab.getByRole("link", { name: "View all activity" })).toHaveCount(0);
    await editor.close();
  });
});

test.describe("articles", () => {
  test("write, publish and archive an article, and see it appear and disappear publicly", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.cookies.editor);
    await page.goto(`${site.base}/admin/articles/new`);
    await expect(page.getByRole("heading", { name: "Write New Article" })).toBeVisible();
    await expect(page.getByText("Create a new article or blog post")).toBeVisible();
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await expect(toolbar).toBeVisible();

    // The title is required, in the browser too; the banner can be dismissed.
    await page.getByRole("button", { name: "Publish" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Title is required" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Dismiss error" }).click();
    await expect(banner).toHaveCount(0);

    await page.getByLabel("Article Title").fill("Choosing Between Bible College and Seminary");
    await expect(page.getByLabel("Meta Title")).toHaveValue("Choosing Between Bible College and Seminary");
    await expect(page.getByText("43/60 characters")).toBeVisible();

    const content = page.getByRole("textbox", { name: "Content" });
    await content.click();
    await page.getByLabel("Text style").selectOption("2");
    await expect(content).toBeFocused();
    await page.keyboard.type("Two paths to ministry");
    await page.keyboard.press("Enter");
    await page.getByLabel("Text style").selectOption("0");
    await expect(content).toBeFocused();
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Bible colleges");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.type(" train for service; seminaries prepare graduates for pastoral work.");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await expect(content.locator("ul")).toHaveCount(1);
    await page.keyboard.type("Undergraduate study");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Graduate study");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");

    // A link on selected text, then the paragraph centred and indented one level.
    await page.keyboard.type("Federal student aid");
    await page.keyboard.press("Shift+Home");
    await toolbar.getByRole("button", { name: "Link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Insert link" });
    await linkDialog.getByLabel("Link address").fill("studentaid.gov");
    await linkDialog.getByRole("button", { name: "Apply" }).click();
    await expect(content.locator('a[href="https://studentaid.gov"]')).toHaveText("Federal student aid");
    await toolbar.getByRole("button", { name: "Align center" }).click();
    await toolbar.getByRole("button", { name: "Indent" }).click();
    await expect(content.locator('p[data-indent="1"][style*="text-align: center"]')).toHaveCount(1);
    await page.keyboard.press("End");

    await toolbar.getByRole("button", { name: "Video" }).click();
    const videoDialog = page.getByRole("dialog", { name: "Insert video" });
    await videoDialog.getByLabel("Video link").fill("https://example.com/not-a-video");
    await videoDialog.getByRole("button", { name: "Insert" }).click();
    await expect(videoDialog.getByRole("alert")).toHaveText("Enter a YouTube or Vimeo link");
    await expectAccessible(page);
    await videoDialog.getByLabel("Video link").fill("https://vimeo.com/76979871");
    await videoDialog.getByLabel("Video title").fill("Campus tour");
    await videoDialog.getByRole("button", { name: "Insert" }).click();
    await expect(content.locator('iframe[src="https://player.vimeo.com/video/76979871"]')).toHaveCount(1);

    // Undo takes the video back out, redo restores it.
    await toolbar.getByRole("button", { name: "Undo" }).click();
    await expect(content.locator("iframe")).toHaveCount(0);
    await toolbar.getByRole("button", { name: "Redo" }).click();
    await expect(content.locator("iframe")).toHaveCount(1);

    await page.getByLabel("Category").selectOption("Seminary Students");
    const tag = page.getByLabel("Add a tag");
    await tag.fill("  seminary  ");
    await tag.press("Enter");
    await tag.fill("seminary");
    await tag.press("Enter");
    await tag.fill("bible college");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const tags = page.getByRole("list", { name: "Tags" });
    await expect(tags.getByRole("listitem")).toHaveText([/^seminary/, /^bible college/]);
    await page.getByRole("button", { name: "Remove tag bible college" }).click();
    await expect(tags.getByRole("listitem")).toHaveText([/^seminary/]);

    await page.getByLabel("Meta Description").fill("How Bible colleges and seminaries differ.");
    await expect(page.getByText("41/160 characters")).toBeVisible();

    // The featured image goes through the file store.
    await page
      .locator("#article-image-upload")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByLabel("Featured Image URL")).toHaveValue(
      new RegExp(`^${site.base}/files/\\d+/cover\\.png$`),
    );
    await expect(page.getByRole("img", { name: "Featured image preview" })).toBeVisible();

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByLabel("Content preview");
    await expect(preview.getByRole("heading", { name: "Two paths to ministry" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("Bible colleges");
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(content).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "article-editor");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(`${site.base}/admin/articles`);
    const row = page.getByRole("listitem").filter({ hasText: "Choosing Between Bible College and Seminary" });
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    await expect(row).toContainText(/Published \w+ \d+, \d{4}/);
    await screenshot(page, "articles");

    // The public page shows it, as HTML, with the uploaded cover image and the player.
    const publicPage = await page.context().newPage();
    await publicPage.goto(`${site.base}/articles/choosing-between-bible-college-and-seminary`);
    await expect(
      publicPage.getByRole("heading", { name: "Choosing Between Bible College and Seminary" }),
    ).toBeVisible();
    await expect(publicPage.getByRole("heading", { name: "Two paths to ministry" })).toBeVisible();
    await expect(publicPage.locator(".article-body strong")).toHaveText("Bible colleges");
    await expect(publicPage.locator('.article-body iframe[src="https://player.vimeo.com/video/76979871"]')).toHaveCount(
      1,
    );
    await expect(publicPage.locator('.article-body p[data-indent="1"][style*="text-align"]')).toContainText(
      "Federal student aid",
    );
    await expect(publicPage.locator('.article-body a[href="https://studentaid.gov"]')).toHaveText(
      "Federal student aid",
    );
    const cover = publicPage.locator('img[src^="/files/"]').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    // Archive from the list: it changes at once, and leaves the public site once the server has it.
    const archived = page.waitForResponse((answer) => answer.request().method() === "POST");
    await row.getByRole("button", { name: /^Archive/ }).click();
    await expect(row.getByText("Archived", { exact: true })).toBeVisible();
    expect((await archived).ok()).toBe(true);
    allowConsoleError(publicPage, /status of 404/);
    const gone = await publicPage.goto(`${site.base}/resources/articles/choosing-between-bible-college-and-seminary`);
    expect(gone!.status()).toBe(404);

    // Back to published, then to draft: the row follows.
    await row.getByRole("button", { name: /^Publish/ }).click();
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: /^Move to Draft/ }).click();
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    await publicPage.close();

    // Editing keeps what was written.
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { name: "Edit Article" })).toBeVisible();
    await expect(page.getByText("Update article content and settings")).toBeVisible();
    await expect(page.getByLabel("Article Title")).toHaveValue("Choosing Between Bible College and Seminary");
    await expect(
      page.getByRole("textbox", { name: "Content" }).getByRole("heading", { name: "Two paths to ministry" }),
    ).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("draft");
  });

  test("filters the list and deletes an article after confirming", async ({ page, site }) => {
    await useSession(page.context(), site.base, site.cookies.super_admin);
    await page.goto(`${site.base}/admin/articles`);
    await expect(page.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search", exact: true });
    await search.fill("seminary degrees");
    await expect(page).toHaveURL(/q=seminary\+degrees/);
    await expect(page.getByText("1 article", { exact: true })).toBeVisible();
    await search.fill("");
    await page.getByLabel("Status", { exact: true }).selectOption("published");
    await page.getByLabel("Category", { exact: true }).selectOption("Seminary Students");
    await expect(page).toHaveURL(/status=published&category=Seminary\+Students/);
    // The address changes as the navigation commits; the list follows a render later, and until then
    // it is the one-row list of the search for "seminary degrees". Count once the list of both
    // filters shows: it has both seeded seminary articles.
    const rows = page.getByRole("main").getByRole("listitem");
    for (const seeded of ["How to Choose a Seminary", "Seminary Degrees Explained"]) {
      await expect(rows.filter({ has: page.getByRole("heading", { name: seeded }) })).toHaveCount(1);
    }
    for (const row of await rows.all()) await expect(row).toContainText("Seminary Students");
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);

    const first = rows.first();
    const title = (await first.getByRole("heading").textContent())!;
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    // The page shows the change at once, while the server still saves it: reload only once it has.
    const deleted = page.waitForResponse((answer) => answer.request().method() === "POST");
    // A click while the filtered list is being redrawn may land on the row it replaces: click again
    // only while no confirmation has been asked, so the article is deleted once.
    await expect(async () => {
      if (questions.length === 0) await first.getByRole("button", { name: /^Delete/ }).click();
      expect(questions).toEqual([`Are you sure you want to delete "${title}"? This action cannot be undone.`]);
    }).toPass({ timeout: 15_000 });
    await expect(rows).toHaveCount(count - 1);
    expect((await deleted).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });
});
