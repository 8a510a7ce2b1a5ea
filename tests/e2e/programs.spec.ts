/**
 * Programs as a family reads them: on a 390 px phone the Programs section of a school's page shows
 * its families folded; typing "nurs" in the filter leaves the nursing field, opened, with its
 * graduates and the College Scorecard's earnings and debt, and hides the rest; clearing it brings
 * every family back. A school's page opened from another's within the site shows its own sections
 * (they come with its data, not with a document). Compare puts a chosen program side by side.
 * Axe-clean at 390 and 1280 px.
 */
import { expect, expectAccessible, hydrated, test } from "./fixtures";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`filtering Biola University's programs for nursing (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/institution/biola-university");
    const section = page.getByRole("region", { name: "Programs" });
    await expect(section).toContainText("fields of study in which the school awarded degrees or certificates");
    const families = section.locator("details[data-family]");
    const familyCount = await families.count();
    expect(familyCount).toBeGreaterThan(10);
    // Folded at first: the nursing field is not yet in view.
    const nursing = section.locator('[data-field="51.3801"]');
    await expect(nursing).toBeHidden();
    await section.screenshot({ path: `test-results/programs-${viewport.width}-folded.png` });

    await section.getByLabel("Find a field of study").fill("nurs");
    await expect(section.getByRole("status")).toHaveText(/^(1 field matches|\d+ fields match) “nurs”\.$/);
    await expect(nursing).toBeVisible();
    await expect(nursing).toContainText("Registered Nursing/Registered Nurse");
    await expect(nursing).toContainText("Bachelor's: 59 graduates in 2024");
    const earnings = section.locator('[data-series="51.38"]');
    await expect(earnings).toContainText("Bachelor's degree");
    await expect(earnings.getByRole("definition")).toHaveText(["$93,629", "$111,200", "$29,000"]);
    await expect(section).toContainText("College Scorecard Field of Study, released 2026-06-10");
    // Everything else is hidden: only the health family remains.
    await expect(families.filter({ visible: true })).toHaveCount(1);
    await expect(section.getByText("Business, Management, Marketing, and Related Support Services")).toBeHidden();
    await section.screenshot({ path: `test-results/programs-${viewport.width}-nurs.png` });

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await expectAccessible(page);

    await section.getByLabel("Find a field of study").fill("");
    await expect(families.filter({ visible: true })).toHaveCount(familyCount);
    await expect(nursing).toBeHidden();
  });

  if (viewport.width === 1280) {
    test("a school's page reached from another school's shows its own sections, and back again", async ({ page }) => {
      await page.goto("/institution/biola-university");
      await hydrated(page);
      const overview = page.getByRole("region", { name: "Quick Overview" });
      const programs = page.getByRole("region", { name: "Programs" });
      const biolaOverview = (await overview.textContent())!;
      const biolaFamilies = await programs.locator("details[data-family]").count();

      // Within the site, the next school's sections come with its data (its document never loads).
      const related = page.getByRole("region", { name: "You Might Also Like" }).getByRole("link").first();
      const name = (await related.innerText()).split("\n")[0]!.trim();
      await related.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(overview).not.toHaveText(biolaOverview);
      await expect(overview).toContainText("Quick Overview");
      const families = programs.locator("details[data-family]");
      await expect(families.first()).toBeAttached();
      // The filter works on the new school's list.
      await programs.getByLabel("Find a field of study").fill("a");
      await expect(programs.getByRole("status")).toHaveText(/^(1 field matches|\d+ fields match) “a”\.$/);

      // Back: Biola's sections again, every family there.
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biola University");
      await expect(overview).toHaveText(biolaOverview);
      await expect(programs.locator("details[data-family]")).toHaveCount(biolaFamilies);
    });
  }

  test(`compare puts nursing side by side (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/compare?schools=biola-university,california-baptist-university,wheaton-college");
    const table = page.getByRole("table");
    await expect(table.getByRole("rowheader", { name: "Fields in common" })).toBeVisible();
    await page.getByLabel("Put a program side by side").selectOption("51.3801");
    await expect(page).toHaveURL(/program=51\.3801/);
    const graduates = table.getByRole("row", {
      name: /Registered Nursing\/Registered Nurse \(CIP 51\.3801\): graduates/,
    });
    await expect(graduates.getByRole("cell")).toContainText([
      "Bachelor's: 59 graduates in 2024",
      "Bachelor's: 188 graduates in 2024; Master's: 31 graduates in 2024",
      "No graduates reported 2020-2024",
    ]);
    const debt = table.getByRole("row", { name: /Median debt, CIP series 51\.38/ });
    await expect(debt.getByRole("cell")).toContainText(["$29,000", "$33,323", "Not reported"]);
    // The table scrolls sideways inside its frame; the page itself does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/compare-programs-${viewport.width}.png`, fullPage: true });
    await expectAccessible(page);
  });
}
