/**
 * Searching near home as a visitor does it: a typed ZIP code without JavaScript, a place and a
 * radius with it, a place the directory does not know, the browser's location (given and
 * refused), and a phone screen that shows several results at once.
 */
import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./fixtures";

const SCREENSHOTS = "test-results/screenshots";
const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const nearBox = (page: Page) => page.getByLabel("Near (ZIP code or place)");

async function distancesOf(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/miles? away$/).allTextContents();
  return texts.map((text) => (text.startsWith("Less than") ? 0 : Number(text.replace(/[^\d]/g, ""))));
}

test("a typed ZIP code works without JavaScript, nearest first", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search");
  await nearBox(page).fill("60187");
  await nearBox(page).press("Enter");
  await expect(page).toHaveURL(/[?&]near=60187/);
  await expect(page.getByText(/^\d+ institutions found within 50 miles of 60187 \(Wheaton, IL\)$/)).toBeVisible();
  const first = results(page).getByRole("listitem").first();
  await expect(first.getByRole("heading")).toHaveText("Wheaton College");
  await expect(first).toContainText("Less than 1 mile away");
  const distances = await distancesOf(results(page));
  expect(distances.length).toBeGreaterThan(5);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(Math.max(...distances)).toBeLessThanOrEqual(50);
  await context.close();
});

test("a place and a radius narrow the results and the sort offers distance", async ({ page }) => {
  await page.goto("/search?q=college");
  await hydrated(page);
  await nearBox(page).fill("Grand Rapids, MI");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/near=Grand\+Rapids%2C\+MI/);
  await page.getByLabel("Within").selectOption("25");
  await expect(page).toHaveURL(/radius=25/);
  await expect(page.getByText(/institutions? found within 25 miles of Grand Rapids, MI$/)).toBeVisible();
  const distances = await distancesOf(results(page));
  expect(distances.length).toBeGreaterThan(0);
  expect(Math.max(...distances)).toBeLessThanOrEqual(25);

  await page.locator("summary", { hasText: "Filters" }).click();
  await page.getByLabel("Sort by").selectOption("distance");
  await expect(page).toHaveURL(/sort=distance/);
  // The router writes the address before React commits the new list: the list follows.
  await expect
    .poll(async () => {
      const sorted = await distancesOf(results(page));
      return sorted.length > 0 && sorted.every((miles, index) => index === 0 || sorted[index - 1]! <= miles);
    })
    .toBe(true);

  // The address is the search: opened afresh it shows the same.
  await page.goto(page.url());
  await expect(nearBox(page)).toHaveValue("Grand Rapids, MI");
  await expect(page.getByLabel("Within")).toHaveValue("25");
});

test("a place the directory does not know is named, and the other results still show", async ({ page }) => {
  await page.goto("/search?q=bible&near=Nowhereville%2C+ZZ");
  await expect(page.getByRole("alert")).toHaveText(
    'We could not find "Nowhereville, ZZ". Try a 5-digit U.S. ZIP code or a place such as "Wheaton, IL".',
  );
  await expect(nearBox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^\d+ institutions found$/)).toBeVisible();
  await expect(results(page).getByRole("listitem").first()).toBeVisible();
});

test("Use my location searches around the browser's position", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ geolocation: { latitude: 41.8689, longitude: -88.1004 } });
  await context.grantPermissions(["geolocation"], { origin: new URL(baseURL!).origin });
  const page = await context.newPage();
  await page.goto(`${baseURL}/search`);
  await hydrated(page);
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page).toHaveURL(/near=41\.869%2C-88\.100/);
  await expect(page.getByText(/institutions found within 50 miles of your location$/)).toBeVisible();
  await expect(results(page).getByRole("listitem").first().getByRole("heading")).toHaveText("Wheaton College");
  await context.close();
});

test("a refused location says so and leaves the search as it was", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/search?q=seminary`);
  await hydrated(page);
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByRole("alert")).toContainText("Type a ZIP code or a place instead.");
  await expect(page).toHaveURL(/\/search\?q=seminary$/);
  await context.close();
});

test("on a phone, at least four results fit on a screen, each with its facts and actions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search?near=60187&radius=100");
  await hydrated(page);
  const items = results(page).getByRole("listitem");
  await items.first().evaluate((element) => element.scrollIntoView({ block: "start" }));
  const header = await page.locator("header").first().boundingBox();
  const top = header ? header.y + header.height : 0;
  let visible = 0;
  for (let index = 0; index < 8; index++) {
    const box = await items.nth(index).boundingBox();
    if (box && box.y >= top - 1 && box.y + box.height <= 844) visible++;
  }
  expect(visible).toBeGreaterThanOrEqual(4);

  const first = items.first();
  await expect(first.getByRole("heading")).toHaveText("Wheaton College");
  await expect(first).toContainText("Wheaton, IL");
  await expect(first).toContainText("mile away");
  await expect(first).toContainText("College · Non-denominational");
  await expect(first).toContainText(/[\d,]+ (students|undergraduates)/);
  await expect(first).toContainText(/\$[\d,]+ tuition \(\d{4}-\d{2}\)/);
  await expect(first.getByRole("button", { name: "Compare Wheaton College" })).toBeVisible();
  await expect(first.getByRole("link", { name: "Save Wheaton College (sign in first)" })).toHaveAttribute(
    "href",
    /^\/login\?redirect=%2Fsearch%3Fnear%3D60187/,
  );
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/distance-search-390.png` });
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/distance-search-1280.png` });
  await expectAccessible(page);
});
