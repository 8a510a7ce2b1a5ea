/**
 * Comparing schools as a visitor does it: Compare on search results, the limit of four, the tray's
 * Remove, the compare page on a phone, Show only differences, and a guest's list joining their
 * account's when they sign in.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, expectAccessible, hydrated, test } from "./fixtures";

const SCREENSHOTS = "test-results/screenshots";

test("compare from search: four at most, remove in the tray, the page on a phone, only differences", async ({
  page,
}) => {
  await page.goto("/search?q=bible+college");
  await hydrated(page);
  const results = page.getByRole("list", { name: "Search results" });
  const compareButtons = results.getByRole("button", { name: /^Compare / });
  const tray = page.getByRole("region", { name: /^Compare \(/ });
  const announcer = page.locator("[data-compare-announcer]");

  for (let index = 0; index < 4; index++) {
    await compareButtons.nth(index).click();
    await expect(compareButtons.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(tray.getByRole("heading")).toHaveText("Compare (4 of 4)");

  await compareButtons.nth(4).click();
  const limit = "You can compare up to 4 schools at a time. Remove one to add another.";
  await expect(tray.getByText(limit)).toBeVisible();
  await expect(announcer).toContainText(`was not added. ${limit}`);
  await expect(compareButtons.nth(4)).toHaveAttribute("aria-pressed", "false");

  const removeButtons = tray.getByRole("button", { name: /^Remove .* from compare$/ });
  await removeButtons.first().click();
  await expect(tray.getByRole("heading")).toHaveText("Compare (3 of 4)");
  await expect(removeButtons.first()).toBeFocused();
  await expect(announcer).toHaveText(/ removed from compare, 3 of 4\.$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?schools=[^,]+,[^,]+,[^,&]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare Schools" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.locator("thead").getByRole("columnheader")).toHaveCount(3);

  // Schools are columns that scroll sideways; the row labels stay where they are.
  const scroller = page.locator("main .overflow-x-auto");
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const label = table.getByRole("rowheader", { name: "Tuition and fees, in-state", exact: true });
  const before = await label.boundingBox();
  await scroller.evaluate((element) => element.scrollBy(300, 0));
  expect((await label.boundingBox())?.x).toBe(before?.x);
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/compare-390.png`, fullPage: true });

  await expect(table.getByRole("rowheader", { name: "Country" })).toHaveCount(1);
  await page.getByLabel("Show only differences").check();
  await expect(page).toHaveURL(/diff=1/);
  await expect(table.getByRole("rowheader", { name: "Country" })).toHaveCount(0);
  await expect(table.getByRole("rowheader", { name: "Enrollment", exact: true })).toHaveCount(1);
});

test("a guest's compare list joins their account's when they sign in", async ({ page }) => {
  const email = `compare-${Date.now()}@example.org`;
  const password = "Harbor-Lantern-4471";
  execFileSync("npx", ["tsx", "scripts/admin.ts", "create", "--email", email, "--password", password], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });

  await page.goto("/institution/wheaton-college");
  await hydrated(page);
  await page.getByRole("button", { name: "Compare Wheaton College" }).click();
  const tray = page.getByRole("region", { name: /^Compare \(/ });
  await expect(tray.getByRole("heading")).toHaveText("Compare (1 of 4)");

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(tray.getByRole("button", { name: "Remove Wheaton College from compare" })).toBeVisible();
  // Kept with the account now, no longer only in this browser.
  await expect(async () => {
    const answer = await page.request.get("/api/compare/list");
    expect(((await answer.json()) as { data: { institutions: { slug: string }[] } }).data.institutions).toEqual([
      { slug: "wheaton-college", institution_name: "Wheaton College" },
    ]);
  }).toPass({ timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem("ced.compare"))).toBeNull();
});

test("three schools from search and a school's page, shared with a fresh browser", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/search?q=seminary");
  await hydrated(page);
  const results = page.getByRole("list", { name: "Search results" });
  const tray = page.getByRole("region", { name: /^Compare \(/ });
  for (let index = 0; index < 2; index++) {
    await results
      .getByRole("button", { name: /^Compare / })
      .nth(index)
      .click();
  }
  await expect(tray.getByRole("heading")).toHaveText("Compare (2 of 4)");

  await page.goto("/institution/wheaton-college");
  await hydrated(page);
  await page.getByRole("button", { name: "Compare Wheaton College" }).click();
  await expect(tray.getByRole("heading")).toHaveText("Compare (3 of 4)");
  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?schools=[^,]+,[^,]+,wheaton-college$/);
  await page.getByLabel("Show only differences").check();
  await expect(page).toHaveURL(/diff=1/);

  // The address changes as the navigation commits; the table follows in the next render.
  const table = page.getByRole("table");
  await expect(table.locator("caption")).toHaveText(/^Facts that differ between /);
  const columns = await table.locator("thead").getByRole("columnheader").allTextContents();
  const rows = await table.getByRole("rowheader").allTextContents();
  expect(columns).toHaveLength(3);

  // The address is the comparison: a browser that never saw this visitor shows the same.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`${baseURL}${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  const sharedTable = other.getByRole("table");
  await expect(sharedTable.locator("caption")).toHaveText(/^Facts that differ between /);
  expect(await sharedTable.locator("thead").getByRole("columnheader").allTextContents()).toEqual(columns);
  expect(await sharedTable.getByRole("rowheader").allTextContents()).toEqual(rows);
  await expect(other.getByLabel("Show only differences")).toBeChecked();
  await fresh.close();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectAccessible(page);
  }
});
