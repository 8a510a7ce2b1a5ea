/**
 * The "Cost & Outcomes" block of a school's page as a family reads it: each College Scorecard
 * figure with the national median beside it and its source and year; a graduate-only seminary says
 * the undergraduate measures do not apply; a missing figure says "Not reported". On a 1280 px
 * desktop and a 390 px phone, with no axe violations.
 */
import { expect, expectAccessible, test } from "./fixtures";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`Wheaton College's cost and outcomes with medians and sources (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/institution/wheaton-college");
    const block = page.getByRole("region", { name: "Cost & Outcomes" });
    await expect(block).toBeVisible();
    await expect(block).toContainText(
      "The national median is the median of all private not-for-profit 4-year institutions in the same Scorecard file.",
    );

    const netPrice = block.locator('[data-measure="net_price"]');
    await expect(netPrice.getByRole("term")).toHaveText("Average net price");
    await expect(netPrice.getByRole("definition").first()).toHaveText("$26,984");
    await expect(netPrice).toContainText("National median: $22,078");
    await expect(netPrice).toContainText("Source: College Scorecard institution file, 2023-24");

    const graduation = block.locator('[data-measure="graduation_rate"]');
    await expect(graduation.getByRole("definition").first()).toHaveText("86.6%");
    await expect(graduation).toContainText("National median: 57.1%");

    const earnings = block.locator('[data-measure="median_earnings_10yr"]');
    await expect(earnings.getByRole("definition").first()).toHaveText("$63,756");
    await expect(earnings).toContainText("Source: College Scorecard Most-Recent-Cohorts file, 2025");

    const debt = block.locator('[data-measure="median_debt"]');
    await expect(debt.getByRole("definition").first()).toHaveText("$23,250");
    await expect(debt).toContainText("Source: College Scorecard Most-Recent-Cohorts file, 2025");
    await expect(debt).not.toContainText("National median");

    await expect(block.locator('[data-measure="net_price_0_30k"]').getByRole("definition").first()).toHaveText(
      "$17,966",
    );
    await expect(block.locator('[data-measure="student_faculty_ratio"]').getByRole("definition").first()).toHaveText(
      "10 to 1",
    );
    // Every figure shown carries its source.
    const reported = block.locator("[data-measure]").filter({ hasNot: page.locator("dd.italic") });
    const count = await reported.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index++) await expect(reported.nth(index)).toContainText("Source: ");

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await expectAccessible(page);
  });
}

test("a graduate-only seminary: undergraduate measures do not apply", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/institution/princeton-theological-seminary");
  const block = page.getByRole("region", { name: "Cost & Outcomes" });
  await expect(block).toContainText("This is a graduate-only institution: undergraduate measures do not apply.");
  await expect(block.locator('[data-measure="graduation_rate"]').getByRole("definition").first()).toHaveText(
    "Not applicable: graduate-only institution",
  );
  await expect(block.locator('[data-measure="net_price"]').getByRole("definition").first()).toHaveText(
    "Not applicable: graduate-only institution",
  );
  await expectAccessible(page);
});

for (const viewport of VIEWPORTS) {
  test(`search: net price and graduation rate filters and sorts (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/search");
    await page.getByText("Filters", { exact: true }).click();
    const found = page.getByText(/^[\d,]+ institutions? found$/);
    const count = async () => Number((await found.textContent())!.split(" ")[0]!.replace(/,/g, ""));
    await expect(found).toBeVisible();
    const all = await count();

    await page.getByLabel("Net price after aid", { exact: true }).selectOption({ label: "Up to $20,000 a year" });
    await expect(page).toHaveURL(/max_net_price=20000/);
    await expect(found).not.toHaveText(`${all.toLocaleString("en-US")} institutions found`);
    const underTwenty = await count();
    expect(underTwenty).toBeGreaterThan(0);
    expect(underTwenty).toBeLessThan(all);

    await page.getByLabel("Graduation rate", { exact: true }).selectOption({ label: "60% or higher" });
    await expect(page).toHaveURL(/min_graduation_rate=60/);
    await expect(found).not.toHaveText(`${underTwenty.toLocaleString("en-US")} institutions found`);
    expect(await count()).toBeLessThan(underTwenty);

    await page.getByLabel("Sort by").selectOption({ label: "Net price after aid (lowest first)" });
    await expect(page).toHaveURL(/sort=net_price/);
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toBeVisible();
    // Each card shows the figures the list is ordered and bounded by, with their source.
    const first = results.getByRole("listitem").first();
    await expect(first.locator('[data-figure="net_price"]')).toHaveText(/^Average net price: \$[\d,]+$/);
    await expect(first.locator('[data-figure="graduation_rate"]')).toHaveText(/^Graduation rate: \d+(\.\d)?%$/);
    await expect(first).toContainText("Source: College Scorecard institution file, 2023-24");
    await expectAccessible(page);
  });
}

test("a search address with a malformed bound still shows results, keeping the valid one", async ({ page }) => {
  await page.goto("/search?max_net_price=abc&min_graduation_rate=80");
  await expect(page.getByLabel("Graduation rate", { exact: true })).toHaveValue("80");
  await expect(page.getByLabel("Net price after aid", { exact: true })).toHaveValue("");
  await expect(page.getByText(/^[\d,]+ institutions? found$/)).toBeVisible();
});
