/**
 * Why a school is listed, as a visitor reads it: the line beside the denomination on a U.S. page
 * and on a page abroad, with its linked source; abroad, the map says the dot is the city's centre
 * and the accreditation names the body that recognises the school, with its page and quote.
 * Axe at 390 and 1280 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page);
  }
}

test("a U.S. school's page says why it is listed: a checked page or its IPEDS affiliation, linked", async ({
  page,
}) => {
  await page.goto("/institution/gordon-conwell-theological-seminary");
  const line = page.getByTestId("listed-because");
  await expect(line).toContainText(
    "Listed because: “We seek to be a thoughtful, loving, and Christ-centered community",
  );
  await expect(line).toContainText("— gordonconwell.edu (opens in a new tab) (the school's own page), read 2026-11-27");
  await expect(line.getByRole("link", { name: /gordonconwell\.edu/ })).toHaveAttribute(
    "href",
    "https://www.gordonconwell.edu/community/practices-policies/community-life-statement/",
  );
  // Its founding year is in doubt (ROR says 1800): not shown.
  await expect(page.getByRole("definition").filter({ hasText: "1800" })).toHaveCount(0);
  await accessibleAtBothWidths(page);

  await page.goto("/institution/wheaton-college");
  await expect(page.getByTestId("listed-because")).toHaveText(
    "Listed because: Religious affiliation: Undenominational — IPEDS (NCES) (opens in a new tab), 2021-22",
  );
  await accessibleAtBothWidths(page);
});

test("a school abroad says why it is listed, which body recognises it, and that its map dot is its city's centre", async ({
  page,
}) => {
  await page.goto("/institution/catholic-university-of-eastern-africa");
  await expect(page.getByRole("heading", { level: 1, name: "Catholic University of Eastern Africa" })).toBeVisible();
  const line = page.getByTestId("listed-because");
  await expect(line).toContainText("Listed because: “");
  await expect(line).toContainText(/read \d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText("Marked at the centre of Nairobi (GeoNames), not at the campus itself.")).toBeVisible();
  await expect(page.getByTestId("location-map")).toBeVisible();
  // The public body that recognises it, with the page of that body and its words.
  const accreditation = page.getByRole("region", { name: "What This Accreditation Means" });
  await expect(accreditation).toContainText("Recognised: a public body of the school's country recognises it");
  await expect(accreditation).toContainText("Stated on the recognising body's site (kenyalaw.org:8181");
  await accreditation.getByText("What the source says").click();
  await expect(
    accreditation.getByText("THE CHARTER FOR THE CATHOLIC UNIVERSITY OF EASTERN AFRICA, 1992"),
  ).toBeVisible();
  await expect(
    page.getByRole("definition").filter({ hasText: "National recognition (outside the U.S.)" }),
  ).toBeVisible();
  await accessibleAtBothWidths(page);

  // Find Schools in This Area: the other schools of the country, and those near the city.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "Within 50 miles" }).click();
  await expect(page).toHaveURL(/near=Nairobi/);
  await expect(page.getByText("4 institutions found within 50 miles of Nairobi, Kenya")).toBeVisible();
  await expect(page.getByRole("link", { name: "Adventist University of Africa", exact: true })).toBeVisible();
});
