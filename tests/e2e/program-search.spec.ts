/**
 * Searching by what to study, in the browser: the typeahead finds Nursing from the everyday word,
 * choosing it lists the schools that awarded it with the program on each card, the level narrows
 * them with counts, the order by graduates puts the most first, the CSV download holds every match;
 * without JavaScript the words typed are sent with the form and the server picks the program. Axe
 * at 390 and 1280 px, and a screenshot of each width to look at.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect, expectAccessible, test } from "./fixtures";

const studyField = (page: Page) => page.getByRole("combobox", { name: "What do you want to study?" });
const resultsFound = (page: Page) => page.getByText(/^[\d,]+ institutions? found$/);
const totalShown = async (page: Page) =>
  Number((await resultsFound(page).innerText()).split(" ")[0]!.replace(/,/g, ""));
const programLines = (page: Page) => page.getByRole("list", { name: "Search results" }).locator("[data-program]");

test("type nursing, pick Nursing, narrow to bachelor's, sort by graduates, download the CSV", async ({
  page,
}, info) => {
  await page.goto("/search");
  await page.waitForLoadState("networkidle");
  const all = await totalShown(page);

  // Typed as a person types, whether or not the field's code has arrived yet.
  await studyField(page).pressSequentially("nursing", { delay: 30 });
  const option = page.getByRole("option", { name: /^Registered Nursing.*\(Nursing\) \([\d,]+ schools\)$/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/program=51\.38(&|$)/);
  await expect(page.getByText("(CIP 51.38)")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Remove the program Registered Nursing/ })).toBeVisible();
  const nursing = await totalShown(page);
  expect(nursing).toBeGreaterThan(100);
  expect(nursing).toBeLessThan(all);
  await expect(programLines(page).first()).toHaveText(
    /^Registered Nursing.* — .+, ([\d,]+ graduates?|no graduates) in 20\d\d$/,
  );
  await expect(
    page
      .getByRole("list", { name: "Search results" })
      .getByText(/Source: .*IPEDS Completions/)
      .first(),
  ).toBeVisible();

  // The level, with the schools each would leave.
  const level = page.getByLabel("Level");
  const bachelors = await level.locator("option", { hasText: /^Bachelor's \(/ }).innerText();
  await level.selectOption("bachelor");
  await expect(page).toHaveURL(/level=bachelor/);
  await expect(resultsFound(page)).toHaveText(`${bachelors.match(/\(([\d,]+)\)/)![1]} institutions found`);
  await expect(programLines(page).first()).toContainText("— Bachelor's");

  // Most graduates first.
  await page.locator("summary", { hasText: "Filters" }).click();
  await page.getByLabel("Sort by").selectOption({ label: "Graduates in the program (most first)" });
  await expect(page).toHaveURL(/sort=graduates/);
  // The router writes the address before React commits the new list: the list follows.
  const graduates = async () =>
    (await programLines(page).allInnerTexts()).map((text) =>
      Number(text.match(/([\d,]+) graduates? in/)?.[1]?.replace(/,/g, "") ?? 0),
    );
  await expect
    .poll(async () => {
      const counts = await graduates();
      return counts.length > 5 && counts.every((count, index) => index === 0 || counts[index - 1]! >= count);
    })
    .toBe(true);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: info.outputPath(`search-nursing-${width}.png`) });
    await page
      .getByRole("list", { name: "Search results" })
      .locator("li")
      .first()
      .screenshot({ path: info.outputPath(`search-nursing-${width}-card.png`) });
    await expectAccessible(page);
  }

  // Every match, in the same order.
  const total = await totalShown(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("christian-schools-51.38.csv");
  const rows = parse(fs.readFileSync((await download.path())!, "utf8"), { bom: true }) as string[][];
  expect(rows.length - 1).toBe(total);
  expect(rows[0]).toContain("Program graduates");
  const firstCard = page.getByRole("list", { name: "Search results" }).getByRole("heading").first();
  expect(rows[1]![0]).toBe(await firstCard.innerText());
});

test("a program's search on a phone opens with the results near the top, not below every filter", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search?program=39.0602&level=master");
  await expect(page.getByRole("link", { name: /^Remove the program Divinity\/Ministry/ })).toBeVisible();
  // The program and its level have their own field: the Filters panel stays closed, with no badge.
  const filters = page.locator("details", { has: page.locator("summary", { hasText: "Filters" }) });
  await expect(filters).not.toHaveAttribute("open", "");
  await expect(page.locator("summary", { hasText: "Filters" })).toHaveText("Filters");
  await expect(resultsFound(page)).toBeInViewport();
  // They are still filters: Clear All Filters removes them.
  await page.getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL(/\/search$/);

  // The filters inside the panel are counted and listed under it; the panel stays closed.
  await page.goto("/search?program=39.0602&level=master&state=TX&country=United+States");
  await expect(page.getByText("Filters2 active")).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText([
    "Remove filter Country: United States",
    "Remove filter State / Province: Texas",
  ]);
  await expect(filters).not.toHaveAttribute("open", "");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the words typed are sent with the form and the server picks the program", async ({ page }) => {
    await page.goto("/search");
    await page.getByLabel("What do you want to study?").fill("MDiv");
    await page.getByLabel("What do you want to study?").press("Enter");
    await expect(page).toHaveURL(/program=39\.0602&level=master/);
    await expect(programLines(page).first()).toContainText("Divinity/Ministry");
    await expect(programLines(page).first()).toContainText("— Master's");

    await page.goto("/search");
    await page.getByLabel("What do you want to study?").fill("zzzz qqqq");
    await page.getByLabel("What do you want to study?").press("Enter");
    await expect(page.getByRole("alert")).toHaveText(/No program matches "zzzz qqqq"/);
  });
});
