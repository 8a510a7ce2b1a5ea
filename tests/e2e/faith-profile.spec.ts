/**
 * The faith and campus-life profile in the browser, on a server of its own whose ADMIN_EMAIL
 * account is a super administrator: a school's block (one the seed's extract of schools' own pages
 * does not cover) before and after an administrator verifies
 * the profile in the editor (a future date refused beside its field first), the search filters
 * narrowing with their counts and in the address, and axe at 390 and 1280 px on each.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, withAdminServer } from "./fixtures";

const test = withAdminServer("faith");

// One server, one story: the steps build on each other.
test.describe.configure({ mode: "serial" });
// Axe at two widths on each page of a long story.
test.setTimeout(180_000);

async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page);
  }
}

const block = (page: Page) => page.getByRole("region", { name: "Faith & Campus Life" });
const fact = (page: Page, term: string) =>
  block(page)
    .locator("div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");

// A school whose own pages the seed's extract does not cover, and that no public standard speaks for.
const SCHOOL = "princeton-theological-seminary";

test("an unverified profile says so for every fact, with the way for the school to report them", async ({
  page,
  admin,
}) => {
  await page.goto(`${admin.base}/institution/${SCHOOL}`);
  await expect(block(page)).toBeVisible();
  await expect(block(page).locator("dd")).toHaveCount(9);
  await expect(block(page).locator("dd", { hasText: "Not yet verified" })).toHaveCount(9);
  await expect(block(page)).toContainText("No fact here has been verified yet.");
  await expect(block(page).getByRole("link", { name: "Update this School" })).toHaveAttribute(
    "href",
    `/institution/${SCHOOL}/represent`,
  );
  await accessibleAtBothWidths(page);
});

test("an administrator verifies the profile in the editor; the page and the search follow", async ({ page, admin }) => {
  const [name, value] = admin.cookie.split("; ")[0]!.split("=");
  await page.context().addCookies([{ name: name!, value: value!, url: admin.base, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`${admin.base}/admin/institutions?q=princeton+theological`);
  await page.getByRole("link", { name: "Edit Princeton Theological Seminary", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Faith & Campus Life" })).toBeVisible();

  await page.getByLabel("Statement of Faith (link)").fill("https://www.wheaton.edu/about-wheaton/statement-of-faith/");
  await page.getByLabel("Faculty Affirm It").selectOption("true");
  await page.getByLabel("Students Affirm It").selectOption("false");
  await page.getByLabel("Chapel", { exact: true }).selectOption("required");
  await page.getByLabel("Chapel Times per Week").fill("3");
  await page.getByLabel("Lifestyle Covenant").selectOption("true");
  await page.getByRole("checkbox", { name: "Alcohol" }).check();
  await page.getByLabel("Required Bible or Theology Credits").fill("14");
  await page.getByLabel("Profile Source (link)").fill("https://www.wheaton.edu/life-at-wheaton/");
  // A date in the future is refused beside its field, and nothing is saved.
  await page.getByLabel("Last Verified", { exact: true }).fill("2999-01-01");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Last verified cannot be in the future")).toBeVisible();
  await expect(page.getByLabel("Last Verified", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await accessibleAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel("Last Verified", { exact: true }).fill("2026-03-12");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Institution saved.")).toBeVisible();
  await expect(page.getByLabel("Chapel", { exact: true })).toHaveValue("required");

  await page.goto(`${admin.base}/institution/${SCHOOL}`);
  const source = /^Checked by the directory \(www\.wheaton\.edu.*\), verified 12 March 2026$/;
  await expect(fact(page, "Chapel")).toContainText("Required, 3 times a week");
  await expect(fact(page, "Faculty affirm it")).toContainText("Yes");
  await expect(fact(page, "Students affirm it")).toContainText("No");
  await expect(fact(page, "Lifestyle covenant")).toContainText("Yes: Alcohol");
  await expect(fact(page, "Required Bible or theology credits")).toContainText("14");
  // Each verified fact names the administrator's source and date.
  await expect(fact(page, "Chapel").locator("span").first()).toHaveText(source);
  // Facts nobody verified still say so.
  await expect(fact(page, "Staff affirm it")).toHaveText("Not yet verified");
  await expect(fact(page, "Pastor's reference for admission")).toHaveText("Not yet verified");
  await expect(block(page).getByRole("link", { name: "Read the statement" })).toHaveAttribute(
    "href",
    "https://www.wheaton.edu/about-wheaton/statement-of-faith/",
  );
  await expect(
    block(page)
      .getByRole("link", { name: /^www\.wheaton\.edu/ })
      .first(),
  ).toHaveAttribute("href", "https://www.wheaton.edu/life-at-wheaton/");
  await accessibleAtBothWidths(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${admin.base}/search`);
  await page.locator("summary", { hasText: "Filters" }).click();
  // 52 schools' own pages state that chapel is required; the administrator's makes 53.
  const chapel = page.getByRole("checkbox", { name: "Chapel required (53)" });
  await expect(chapel).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "No covenant (0)" })).toBeVisible();
  await chapel.check();
  await expect(page).toHaveURL(/[?&]chapel_required=true/);
  await expect(page.getByText("53 institutions found")).toBeVisible();
  // Among them, the counts follow the narrowed list: 5 schools' pages and the administrator's.
  await expect(page.getByRole("checkbox", { name: "Faculty affirm a statement of faith (6)" })).toBeVisible();
  await page.goto(`${admin.base}/search?chapel_required=true&q=princeton+theological`);
  await expect(page.getByText("1 institution found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Princeton Theological Seminary", level: 2 })).toBeVisible();
  await accessibleAtBothWidths(page);
  // The address alone gives the same search.
  await page.goto(`${admin.base}/search?no_covenant=true`);
  await expect(page.getByRole("link", { name: "Remove filter No covenant" })).toBeVisible();
  await page.locator("summary", { hasText: "Filters" }).click();
  await expect(page.getByRole("checkbox", { name: "No covenant (0)" })).toBeChecked();
  await expect(page.getByText("No institutions found")).toBeVisible();
});
