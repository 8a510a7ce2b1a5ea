/**
 * The review queue in the browser, against a server of its own whose ADMIN_EMAIL account is a super
 * administrator: a school abroad that no source confirms is not on the public site; the queue shows
 * it with its reason and its (missing) evidence; a confirmation without evidence is refused beside
 * its fields; with the page and its words it publishes the school, whose page then says why it is
 * listed. Axe at 390 and 1280 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, withAdminServer, useSession } from "./fixtures";

const NAME = "Universidad Católica de Azogues";
const SLUG = "universidad-catolica-de-azogues";
const EVIDENCE_URL = "https://www.example.edu/historia/";
const QUOTE = "Universidad Católica de Azogues, obra de la Diócesis de Azogues.";

const test = withAdminServer("review");

async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page);
  }
}

test("a school no source confirms is off the public site until an administrator confirms it in the queue", async ({
  page,
  admin,
}) => {
  // A long walk with eight axe runs: more time than one page needs.
  test.slow();
  // A guest: no page, no search result.
  const hidden = await page.goto(`${admin.base}/institution/${SLUG}`);
  expect(hidden?.status()).toBe(404);
  await page.goto(`${admin.base}/search?q=${encodeURIComponent(NAME)}`);
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(0);

  // The administrator's list marks it, without a link to a public page it does not have yet.
  await useSession(page.context(), admin.base, admin.cookie);
  await page.goto(`${admin.base}/admin/institutions?q=${encodeURIComponent(NAME)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: NAME, exact: true }) });
  await expect(row.getByRole("link", { name: /View .* on the site/ })).toHaveCount(0);
  await accessibleAtBothWidths(page);
  await row.getByRole("link", { name: /^Waiting for review/ }).click();

  // The queue: the school with its reason and its source.
  await expect(page).toHaveURL(/\/admin\/institutions\/review$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review Queue" })).toBeVisible();
  await expect(page.getByText(/institutions wait for review/)).toBeVisible();
  const item = page
    .getByRole("list", { name: "Institutions waiting for review" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: NAME, exact: true }),
    });
  await expect(item).toContainText("Reason: Not verified: no page found that states its Christian affiliation.");
  await expect(item).toContainText("Evidence: none yet");
  await expect(item).toContainText("Source: Checked world list");
  await expect(page.getByRole("link", { name: "Review Queue" })).toHaveAttribute("aria-current", "page");
  await accessibleAtBothWidths(page);

  // Without evidence the server refuses, and each field says what it needs.
  const confirm = item.getByRole("button", { name: `Confirm with this evidence for ${NAME}` });
  await confirm.click();
  await expect(page.getByText("Enter the page that states its Christian identity to confirm it.")).toBeVisible();
  const refused = page
    .getByRole("list", { name: "Institutions waiting for review" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: NAME, exact: true }) });
  await expect(refused.getByRole("textbox", { name: "Evidence URL" })).toHaveAccessibleDescription(
    /Evidence URL must be the web address/,
  );
  await expect(refused.getByRole("textbox", { name: "Quote" })).toHaveAccessibleDescription(
    /Quote the page's words that state it/,
  );
  await accessibleAtBothWidths(page);

  await refused.getByRole("textbox", { name: "Evidence URL" }).fill(EVIDENCE_URL);
  await refused.getByRole("textbox", { name: "Quote" }).fill(QUOTE);
  await refused.getByRole("button", { name: `Confirm with this evidence for ${NAME}` }).click();
  const banner = page.getByText(`Confirmed ${NAME}.`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: NAME, exact: true })).toHaveCount(0);
  await accessibleAtBothWidths(page);

  // Published: its public page opens from the banner.
  await page.getByRole("link", { name: "View its public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId("listed-because")).toHaveText(
    `Listed because: “${QUOTE}” — example.edu (opens in a new tab) (the school's own page), read ${today}`,
  );
  await expect(page.getByTestId("listed-because").getByRole("link")).toHaveAttribute("href", EVIDENCE_URL);
});
