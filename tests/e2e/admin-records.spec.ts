/**
 * The admin-records screens in the browser, against a server of their own (one per worker) whose
 * ADMIN_EMAIL account is a super administrator: institutions created (with why each is listed),
 * edited and deleted and seen on the public pages, bulk delete through the dialog, a file imported
 * while the progress bar moves, users, activity, search and account creation; axe on the states the accessibility sweep does not
 * reach (its screens are checked there, at both widths), and screenshots at 390 and 1280 px in test-results/admin-records-screens.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { GOOD_PASSWORD } from "../setup/accounts";
import { httpRequest } from "../setup/http-client";
import { allowConsoleError, expect, expectAccessible, withAdminServer, useSession, type AdminServer } from "./fixtures";

const SCREENS = path.resolve(import.meta.dirname, "../../test-results/admin-records-screens");

const test = withAdminServer("records");

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function api(admin: AdminServer, method: string, route: string, body?: unknown) {
  const answer = await httpRequest(`${admin.base}/api/admin${route}`, {
    method,
    headers: { Cookie: admin.cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, data: JSON.parse(answer.body).data };
}

const REQUIRED = {
  institution_type: "College",
  denomination: "Methodist",
  accreditation_status: "Accredited Institution",
};

/** The list shows '0 selected' once React runs: the dialogs work from then on. */
async function openList(page: Page, baseUrl: string, query = "") {
  await page.goto(`${baseUrl}/admin/institutions${query}`);
  await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
}

test.describe("institutions", () => {
  test("create, edit and delete an institution, seeing each change on the public site", async ({
    signedIn: page,
    admin,
  }) => {
    // Eight screens, each photographed at two widths.
    test.slow();
    await openList(page, admin.base);
    await expect(page.getByRole("heading", { name: "Institutions", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 50 of [\d,]+$/)).toBeVisible();
    await screenshot(page, "institutions-list");

    await page.getByRole("link", { name: "Add Institution" }).click();
    await expect(page.getByRole("heading", { name: "Add New Institution" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);

    // The browser checks first: nothing typed yet.
    await page.getByRole("button", { name: "Create Institution" }).click();
    await expect(page.getByText("Institution name is required")).toBeVisible();
    await expect(page.getByText("Denomination is required")).toBeVisible();
    await expect(page.getByLabel("Institution Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Institution Name").fill("Harbor Light College");
    await page.getByLabel("Institution Type").selectOption("College");
    await page.getByLabel("Denomination").selectOption("Methodist");
    await page.getByLabel("Accreditation Status").selectOption("Candidate Institution");
    await page.getByLabel("Founded Year").fill("1500");
    await page.getByLabel("Website").fill("harborlight.edu");
    await page.getByLabel("City").fill("Portland");
    await page.getByLabel("State / Province").fill("ME");
    // Why it is listed: the evidence given in part is refused, naming the fields still missing.
    await expect(page.getByRole("heading", { name: "Why it is listed", level: 2 })).toBeVisible();
    await page.getByLabel("Evidence URL").fill("https://harborlight.example.edu/about/");
    await page.getByRole("button", { name: "Create Institution" }).click();
    await expect(page.getByText("Founded year must be 1600 or later")).toBeVisible();
    await expect(page.getByText("Website must be a valid URL starting with http:// or https://")).toBeVisible();
    await expect(
      page.getByText(/^Quote is required too: give the evidence URL, quote and kind together/),
    ).toBeVisible();
    await expect(page.getByText(/^Kind of page is required too/)).toBeVisible();
    await expect(page.getByLabel("Quote", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page
      .getByLabel("Quote", { exact: true })
      .fill("Harbor Light is a Christian college of the Methodist church.");
    await page.getByLabel("Kind of page").selectOption("official-site");
    await page.getByLabel("Founded Year").fill("1921");
    await page.getByLabel("Website").fill("https://harborlight.example.edu");

    const summary = page.getByLabel(/Detailed Summary/);
    await summary.fill("Harbor Light sits on the coast of Maine.");
    await expect(page.getByText("8 words", { exact: true })).toBeVisible();
    await expect(page.getByText(/below the suggested 250-400 words/)).toBeVisible();
    await summary.fill(Array.from({ length: 260 }, (_, i) => `word${i}`).join(" "));
    await expect(page.getByText("260 words", { exact: true })).toBeVisible();
    await expect(page.getByText(/within the suggested 250-400 words/)).toBeVisible();
    await screenshot(page, "institution-editor-new");

    await page.getByRole("button", { name: "Create Institution" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Institution created. The public pages show it now." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Edit Institution" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/institutions\/\d+\/edit\?saved=created$/);
    await expect(page.getByLabel("URL Slug")).toHaveValue("harbor-light-college");
    const id = page.url().match(/institutions\/(\d+)\/edit/)![1];
    await expectAccessible(page);
    await screenshot(page, "institution-editor-edit");

    await page.getByRole("link", { name: "View public page" }).click();
    await expect(page.getByRole("heading", { name: "Harbor Light College", level: 1 })).toBeVisible();
    await expect(page.getByText("Portland", { exact: false }).first()).toBeVisible();
    const listed = page.getByTestId("listed-because");
    await expect(listed).toContainText(
      "Listed because: “Harbor Light is a Christian college of the Methodist church.”",
    );
    await expect(listed.getByRole("link", { name: /^harborlight\.example\.edu/ })).toHaveAttribute(
      "href",
      "https://harborlight.example.edu/about/",
    );

    await page.goBack();
    await page.waitForLoadState("networkidle");
    await page.getByLabel("City").fill("Bangor");
    await page.getByLabel("Key Programs").fill("Marine Biology (BS), Christian Ministry (BA)");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Institution saved." })).toBeVisible();

    await page.goto(`${admin.base}/institution/harbor-light-college`);
    await expect(page.locator("main")).toContainText("Marine Biology (BS), Christian Ministry (BA)");
    await expect(page.locator("main")).toContainText("Bangor");
    await page.goto(`${admin.base}/search?q=harbor%20light`);
    await expect(page.getByRole("link", { name: /Harbor Light College/ }).first()).toBeVisible();

    // The confirmation page that stands in for the dialog without JavaScript.
    await page.goto(`${admin.base}/admin/institutions/delete?ids=${id}`);
    await expect(
      page.getByText('Are you sure you want to delete "Harbor Light College"? This action cannot be undone.'),
    ).toBeVisible();
    await screenshot(page, "institution-delete-page");

    await openList(page, admin.base, "?q=harbor%20light");
    await page.getByRole("link", { name: "Delete Harbor Light College" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(
      'Are you sure you want to delete "Harbor Light College"? This action cannot be undone.',
    );
    await screenshot(page, "institution-delete-dialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Deleted 1 institution." })).toBeVisible();
    await expect(page.getByText("No institutions found")).toBeVisible();

    const gone = await page.goto(`${admin.base}/institution/harbor-light-college`);
    expect(gone?.status()).toBe(404);
  });

  test("bulk delete through the dialog, and its failure text when it cannot", async ({ signedIn: page, admin }) => {
    for (const name of ["Bulkdel Alpha College", "Bulkdel Beta College"]) {
      expect((await api(admin, "POST", "/institutions", { ...REQUIRED, institution_name: name })).status).toBe(201);
    }
    await openList(page, admin.base, "?q=bulkdel");
    await page.getByLabel("Select Bulkdel Alpha College").check();
    await page.getByLabel("Select Bulkdel Beta College").check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to delete 2 institutions? This action cannot be undone.");
    // Cancel keeps everything.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Bulkdel Beta College", exact: true })).toBeVisible();
    await page.getByLabel("Select all institutions on this page").check();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Deleted 2 institutions." })).toBeVisible();
    await expect(page.getByText("No institutions found")).toBeVisible();

    // Someone else deletes it while the dialog is open.
    const { data } = await api(admin, "POST", "/institutions", {
      ...REQUIRED,
      institution_name: "Bulkdel Gamma College",
    });
    await openList(page, admin.base, "?q=bulkdel");
    await page.getByRole("link", { name: "Delete Bulkdel Gamma College" }).click();
    await api(admin, "DELETE", `/institutions/${data.institution.id}`);
    allowConsoleError(page, /status of 404/);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to delete institution. Please try again.");
  });

  test("without JavaScript, delete goes through a confirmation page", async ({ browser, admin }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await useSession(context, admin.base, admin.cookie);
    const page = await context.newPage();
    await api(admin, "POST", "/institutions", { ...REQUIRED, institution_name: "Nojs Delete College" });
    await page.goto(`${admin.base}/admin/institutions?q=nojs`);
    await page.getByLabel("Select Nojs Delete College").check();
    await page.getByRole("button", { name: "Delete Selected" }).click();
    await expect(
      page.getByText('Are you sure you want to delete "Nojs Delete College"? This action cannot be undone.'),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/institutions\?q=nojs&deleted=1$/);
    await expect(page.getByText("Deleted 1 institution.")).toBeVisible();
    await context.close();
  });
});

test.describe("bulk import", () => {
  test("checks the file, previews three, and shows progress up to 100 % with each item's result", async ({
    signedIn: page,
    admin,
  }) => {
    const list = (await api(admin, "GET", "/institutions?q=university&page=2")).data.institutions as {
      id: number;
      institution_name: string;
      slug: string;
    }[];
    const chosen = list.slice(0, 34);
    const items: unknown[] = chosen.map((row) => ({
      id: row.id,
      institution_name: row.institution_name,
      detailed_summary: `Imported summary for ${row.institution_name}.`,
      why_choose: "Small classes and a strong chapel life.",
    }));
    items.push({ institution_name: "No id here" });

    await page.goto(`${admin.base}/admin/content-import`);
    await expect(page.getByRole("heading", { name: "Bulk Content Import" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Template" }).click();
    expect((await download).suggestedFilename()).toBe("institution_content_template.json");

    const input = page.getByLabel("JSON file");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("alert")).toHaveText("Please select a JSON file");
    await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("[{") });
    await expect(page.getByRole("alert")).toHaveText("Invalid JSON file");
    await input.setInputFiles({ name: "object.json", mimeType: "application/json", buffer: Buffer.from('{"id": 1}') });
    await expect(page.getByRole("alert")).toHaveText("JSON file must contain an array of institutions");

    await input.setInputFiles({
      name: "content.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(items)),
    });
    await expect(page.getByText("content.json: 35 institutions")).toBeVisible();
    const preview = page.getByRole("list").filter({ hasText: chosen[0]!.institution_name }).first();
    await expect(preview.getByRole("listitem")).toHaveCount(3);
    await expect(preview).toContainText(chosen[2]!.institution_name);
    await expect(preview).not.toContainText(chosen[3]!.institution_name);

    const progress = page.getByRole("progressbar", { name: /Importing|Import finished/ });
    const seen = new Set<string>();
    await page.getByRole("button", { name: "Start Import" }).click();
    // Four batches of ten, 100 ms apart: the bar passes through values on its way to 100.
    await expect
      .poll(
        async () => {
          const value = await progress.getAttribute("aria-valuenow").catch(() => null);
          if (value) seen.add(value);
          return value;
        },
        { intervals: [20], timeout: 30_000 },
      )
      .toBe("100");
    expect(
      [...seen].some((value) => Number(value) > 0 && Number(value) < 100),
      `progress values ${[...seen]}`,
    ).toBe(true);
    await expect(page.getByText("Import finished")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "34 succeeded, 1 failed" })).toBeVisible();
    const results = page.getByRole("list", { name: "Import results" });
    await expect(results.getByText("Success: updated")).toHaveCount(34);
    await expect(results.getByText("Error: Missing required fields (id, institution_name)")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "content-import-results");

    await page.goto(`${admin.base}/institution/${chosen[0]!.slug}`);
    await expect(page.getByText(`Imported summary for ${chosen[0]!.institution_name}.`)).toBeVisible();

    // The same file again changes nothing.
    await page.goto(`${admin.base}/admin/institutions/import`);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("JSON file").setInputFiles({
      name: "content.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(items)),
    });
    await page.getByRole("button", { name: "Start Import" }).click();
    await expect(page.getByRole("status").filter({ hasText: "34 succeeded, 1 failed" })).toBeVisible();
    await expect(page.getByText("Success: already up to date")).toHaveCount(34);
    await expect(page.getByText(/content\.json/).first()).toBeVisible();
  });
});

test.describe("users, activity, search and account creation", () => {
  test("a super administrator creates an account, gives it a role and sees it all in the activity log", async ({
    signedIn: page,
    admin,
  }) => {
    await page.goto(`${admin.base}/admin/signup`);
    await expect(page.getByRole("heading", { name: "Create Admin Account" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "admin-signup");
    const submit = page.getByRole("button", { name: "Create Admin Account" });
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("All fields are required");
    await page.getByLabel("Full Name").fill("Priya Editor");
    await expect(page.getByRole("alert")).toBeHidden();
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("other");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters long");
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await page.getByLabel("Confirm Password").fill(GOOD_PASSWORD);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await page.getByLabel("Email Address").fill("priya@example.org");
    await expect(page.getByLabel("Confirm Password")).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show passwords" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Confirm Password")).toHaveAttribute("type", "text");
    await page.getByLabel("Admin Role").selectOption("editor");
    await submit.click();
    await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(`${admin.base}/admin/users`, { timeout: 5000 });

    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const priya = page.getByRole("listitem").filter({ hasText: "priya@example.org" });
    await expect(priya).toContainText("Content Editor");
    await priya.getByLabel("Admin role").selectOption("admin");
    await priya.getByRole("button", { name: "Save role of priya@example.org" }).click();
    await expect(priya.getByRole("status")).toHaveText("priya@example.org is now Administrator.");
    await priya.getByRole("button", { name: "Deactivate priya@example.org" }).click();
    await expect(priya.getByRole("status")).toHaveText("priya@example.org is deactivated.");
    await expect(priya).toContainText("Deactivated");
    await expectAccessible(page);
    await screenshot(page, "users");

    // The only super administrator cannot demote themselves.
    const me = page.getByRole("listitem").filter({ hasText: admin.email });
    await me.getByLabel("Admin role").selectOption("editor");
    allowConsoleError(page, /status of 409/);
    await me.getByRole("button", { name: `Save role of ${admin.email}` }).click();
    await expect(me.getByRole("alert")).toHaveText(
      "The last active Super Administrator cannot be deactivated, demoted or removed. Make another account a Super Administrator first.",
    );
    await expect(me.getByLabel("Admin role")).toHaveValue("super_admin");

    await page.goto(`${admin.base}/admin/activity`);
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    await expect(page.getByText("Created the Content Editor account priya@example.org")).toBeVisible();
    await page.getByLabel("Kind of change").selectOption("deactivate");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=deactivate/);
    await expect(page.getByText("Deactivated the admin account of priya@example.org")).toBeVisible();
    await expect(page.getByText("Created the Content Editor account priya@example.org")).toBeHidden();
    await expectAccessible(page);
    await screenshot(page, "activity");
  });

  test("the header search finds institutions and articles", async ({ signedIn: page, admin }) => {
    await page.goto(`${admin.base}/admin/institutions`);
    await page.getByRole("searchbox", { name: "Search institutions and articles" }).first().fill("seminary");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/search\?q=seminary/);
    await expect(page.getByRole("heading", { name: 'Results for "seminary"' })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Institutions/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Articles/ })).toBeVisible();
    await screenshot(page, "search");
    // On a phone the search box sits in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.locator("#admin-search-menu").fill("wheaton");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: 'Results for "wheaton"' })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wheaton College", exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    const first = page.locator('a[href^="/admin/institutions/"][href$="/edit"]').first();
    const name = await first.textContent();
    await first.click();
    await expect(page.getByLabel("Institution Name")).toHaveValue(name!);
  });
});
