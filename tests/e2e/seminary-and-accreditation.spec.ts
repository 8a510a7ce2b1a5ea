/**
 * Seminary pathways and accreditation explained, in the browser, against a server of its own whose
 * ADMIN_EMAIL account is a super administrator: an administrator records a seminary's degrees in the
 * editor (each broken rule answered beside its field) and the public page and the degree filters
 * follow; the ministry pathways on the resources page are the search's degree filters (a verified
 * answer, else the IPEDS completions) with the counts the search finds; the accreditation explanation with its
 * caution for a sanctioned school; the grouped accreditation filter narrowing with its counts; axe
 * at 390 and 1280 px on each new block.
 */
import type { Page } from "@playwright/test";
import { httpRequest } from "../setup/http-client";
import { expect, expectAccessible, withAdminServer, type AdminServer } from "./fixtures";

const test = withAdminServer("pathways");

// One server, changed step by step: the tests run in order.
test.describe.configure({ mode: "serial" });

async function api(admin: AdminServer, method: string, route: string, body?: unknown) {
  const answer = await httpRequest(`${admin.base}/api${route}`, {
    method,
    headers: { Cookie: admin.cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, data: JSON.parse(answer.body).data };
}

async function idOf(admin: AdminServer, slug: string): Promise<number> {
  return (await api(admin, "GET", `/institutions/${slug}`)).data.institution.id;
}

/** axe at a phone's and a desktop's width. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectAccessible(page);
  }
}

const filtersToggle = (page: Page) => page.locator("summary", { hasText: "Filters" });
const resultsFound = (page: Page) => page.getByText(/^[\d,]+ institutions? found$/);

test("an administrator records a seminary's degrees; the page and the degree filters follow", async ({
  signedIn: page,
  admin,
}) => {
  const id = await idOf(admin, "dallas-theological-seminary");
  await page.goto(`${admin.base}/institution/dallas-theological-seminary`);
  const block = page.getByRole("region", { name: "Seminary Degrees" });
  // Nobody has verified its degrees: the federal completions answer whether each is offered.
  await expect(block.getByRole("row", { name: /^MDiv/ })).toContainText("Awarded each year 2020-2024");
  await expect(block.getByRole("row", { name: /^MDiv/ })).toContainText("Not yet verified");
  await expect(block).toContainText("Offered, where nobody has verified it: IPEDS Completions");
  await expectAccessibleAtBothWidths(page);

  await page.goto(`${admin.base}/admin/institutions/${id}/edit`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("MDiv Offered").selectOption("Yes");
  await page.getByLabel("MDiv Fully Online").selectOption("Yes");
  await page.getByLabel("DMin Offered").selectOption("Yes");
  await page.getByLabel("Online Degrees Approved by the Accreditor").selectOption("Yes");
  await page.getByLabel("Degrees Source (web address)").fill("ftp://dts.edu/degrees");
  await page.getByRole("button", { name: /Save|Update/ }).click();
  await expect(page.getByText("Degrees source must be a web address starting with http:// or https://")).toBeVisible();
  await expect(page.getByLabel("Degrees Source (web address)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Degrees Source (web address)").fill("https://www.dts.edu/academics/degrees/");
  // A date after today is refused by the server, beside its field, and nothing is saved.
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Degrees Last Verified").fill(future);
  await page.getByRole("button", { name: /Save|Update/ }).click();
  await expect(page.getByText("Degrees last verified cannot be in the future")).toBeVisible();
  await expectAccessible(page);
  expect(
    (await api(admin, "GET", "/institutions/dallas-theological-seminary")).data.institution.seminary_degrees.mdiv,
  ).toEqual({
    offered: null,
    online: null,
  });
  await page.getByLabel("Degrees Last Verified").fill("2026-01-15");
  await page.getByRole("button", { name: /Save|Update/ }).click();
  await expect(page).toHaveURL(/saved=updated/);

  await page.goto(`${admin.base}/institution/dallas-theological-seminary`);
  await expect(block.getByRole("row", { name: /^MDiv/ })).toContainText("Offered");
  await expect(block.getByRole("row", { name: /^MDiv/ })).toContainText("Fully online");
  await expect(block.getByRole("row", { name: /^DMin/ })).toContainText("Offered");
  await expect(block.getByRole("row", { name: /^ThM/ })).toContainText("(as an MA or ThM)");
  await expect(block.getByRole("link", { name: /dts\.edu\/academics\/degrees/ })).toBeVisible();
  await expect(block).toContainText("last verified 2026-01-15");
  await expect(block).toContainText("Accreditor's approval of fully online degrees: Approved");

  // The schools whose own page states a fully online MDiv, and now this one.
  const online = (await api(admin, "GET", "/institutions?page_size=1")).data.degree_counts.mdiv_online;
  expect(online).toBeGreaterThan(1);
  await page.goto(`${admin.base}/search?seminary_degree=mdiv_online`);
  await expect(resultsFound(page)).toHaveText(`${online} institutions found`);
  await page.goto(`${admin.base}/search?seminary_degree=mdiv_online&q=Dallas+Theological`);
  await expect(resultsFound(page)).toHaveText("1 institution found");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveText(
    "Dallas Theological Seminary",
  );
});

test("the ministry pathways on the resources page are the search's degree filters, with the same counts", async ({
  page,
  admin,
}) => {
  // A second seminary with an MDiv that is not online.
  const moody = await idOf(admin, "moody-bible-institute");
  const saved = await api(admin, "PATCH", `/admin/institutions/${moody}`, {
    degree_mdiv: true,
    degree_mdiv_online: false,
    degrees_source_url: "https://www.moody.edu/graduate/",
    degrees_verified_on: "2026-02-01",
  });
  expect(saved.status).toBe(200);
  // The search's degree filter counts: a verified answer, else the federal completions.
  const counts = (await api(admin, "GET", "/institutions?page_size=1")).data.degree_counts;
  expect(counts.mdiv).toBeGreaterThanOrEqual(200);
  // Schools' own pages state a fully online MDiv for some (data/sources/school-pages).
  // 35: Trinity Evangelical Divinity School's university waits for review, reported closed (us-closures).
  expect(counts.mdiv_online).toBeGreaterThanOrEqual(35);
  const shown = (n: number) => n.toLocaleString("en-US");

  // The home page's Ministry Focused card goes to the seminaries; the pathways stay on /resources.
  await page.goto(`${admin.base}/`);
  await expect(page.getByRole("link", { name: "Ministry Focused", exact: true })).toHaveAttribute(
    "href",
    "/search?institution_type=Seminary",
  );
  await page.goto(`${admin.base}/resources#ministry-pathways`);
  const pathways = page.getByRole("region", { name: "Ministry Pathways" });
  const offersMdiv = pathways.getByRole("link", {
    name: new RegExp(`^Offers an MDiv\\s*${shown(counts.mdiv)} schools$`),
  });
  await expect(offersMdiv).toHaveAttribute("href", "/search?seminary_degree=mdiv");
  await expect(
    pathways.getByRole("link", { name: new RegExp(`^Offers a DMin\\s*${shown(counts.dmin)} schools$`) }),
  ).toHaveAttribute("href", "/search?seminary_degree=dmin");
  await expect(
    pathways.getByRole("link", { name: new RegExp(`^MDiv fully online\\s*${shown(counts.mdiv_online)} schools$`) }),
  ).toHaveAttribute("href", "/search?seminary_degree=mdiv_online");
  await expectAccessibleAtBothWidths(page);

  // Each pathway leads to a search that finds as many schools as the pathway says.
  await page.setViewportSize({ width: 1280, height: 800 });
  await pathways.getByRole("link", { name: /^MDiv fully online/ }).click();
  await expect(page).toHaveURL(/\/search\?seminary_degree=mdiv_online$/);
  await expect(resultsFound(page)).toHaveText(`${shown(counts.mdiv_online)} institutions found`);
  await page.goto(`${admin.base}/resources#ministry-pathways`);
  await pathways.getByRole("link", { name: /^Offers an MA or ThM in theology/ }).click();
  await expect(page).toHaveURL(/\/search\?seminary_degree=theology_master$/);
  await expect(resultsFound(page)).toHaveText(`${shown(counts.theology_master)} institutions found`);

  await page.goto(`${admin.base}/search?seminary_degree=mdiv`);
  await expect(resultsFound(page)).toHaveText(`${shown(counts.mdiv)} institutions found`);
  // The filter is named under the closed panel; opened, the form shows the choice and the count of each degree.
  await expect(page.getByRole("list", { name: "Active filters" })).toHaveText(
    "Remove filter Seminary Degree: Offers an MDiv",
  );
  await filtersToggle(page).click();
  const degree = page.getByLabel("Seminary Degree");
  await expect(degree).toHaveValue("mdiv");
  await expect(degree.locator("option")).toHaveText([
    "Any degree",
    `Offers an MDiv (${shown(counts.mdiv)})`,
    `MDiv fully online (${shown(counts.mdiv_online)})`,
    `Offers an MA or ThM in theology (${shown(counts.theology_master)})`,
    `Offers a DMin (${shown(counts.dmin)})`,
    `Offers a PhD or ThD (${shown(counts.phd)})`,
  ]);
  await degree.selectOption("dmin");
  await expect(page).toHaveURL(/seminary_degree=dmin/);
  await expect(resultsFound(page)).toHaveText(`${shown(counts.dmin)} institutions found`);
  await expectAccessibleAtBothWidths(page);
});

test("a sanctioned school's page explains its status with a caution; an accredited one's without", async ({
  page,
  admin,
}) => {
  const wheaton = await idOf(admin, "wheaton-college");
  expect(
    (
      await api(admin, "PATCH", `/admin/institutions/${wheaton}`, {
        accreditation_status: "Accredited Institution on Probation",
      })
    ).status,
  ).toBe(200);

  await page.goto(`${admin.base}/institution/wheaton-college`);
  const explained = page.getByRole("region", { name: "What This Accreditation Means" });
  await expect(explained).toHaveAttribute("data-caution", "true");
  await expect(explained).toContainText("Probation: the accreditor found the school out of line");
  await expect(explained).toContainText("regional institutional accreditor");
  // The caution is styled, in colours that keep their contrast (axe checks them below).
  expect(await explained.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    await page
      .getByRole("region", { name: "Quick Overview" })
      .evaluate((element) => getComputedStyle(element).backgroundColor),
  );
  await expectAccessibleAtBothWidths(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await explained.getByRole("link", { name: "Understanding accreditation" }).click();
  await expect(page).toHaveURL(/\/resources\/articles\/understanding-accreditation$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accreditation");

  await page.goto(`${admin.base}/institution/calvin-university`);
  const calm = page.getByRole("region", { name: "What This Accreditation Means" });
  await expect(calm).toHaveAttribute("data-caution", "false");
  await expect(calm).toContainText("Accredited: an outside accreditor has reviewed the whole school");
  await calm.getByText("What candidate, applicant, warning, probation and show cause mean").click();
  await expect(calm.getByText("Has applied to an accreditor and is under review")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

test("the grouped accreditation filter narrows the results with its counts, exact statuses kept", async ({
  page,
  admin,
}) => {
  const all = (await api(admin, "GET", "/institutions")).data;
  const groups = new Map<string, number>(
    all.facets.accreditation_group.map((entry: { value: string; count: number }) => [entry.value, entry.count]),
  );
  expect(groups.get("sanction")).toBe(1);

  await page.goto(`${admin.base}/search`);
  await filtersToggle(page).click();
  const group = page.getByLabel("Accreditation", { exact: true });
  await expect(group.locator("option")).toHaveText([
    "Any accreditation",
    `Accredited (${groups.get("accredited")!.toLocaleString("en-US")})`,
    "Candidate or applicant (0)",
    "Under sanction (warning, probation, show cause) (1)",
    `Not accredited or unknown (${groups.get("none")!.toLocaleString("en-US")})`,
  ]);
  await group.selectOption("sanction");
  await expect(page).toHaveURL(/accreditation_group=sanction/);
  await expect(resultsFound(page)).toHaveText("1 institution found");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveText(
    "Wheaton College",
  );
  // The exact statuses stay selectable, each under its group.
  const exact = page.getByLabel("Exact Accreditation Status");
  await expect(exact.locator("optgroup")).toHaveAttribute("label", "Under sanction (warning, probation, show cause)");
  await expect(exact.locator("optgroup option")).toHaveText(["Accredited Institution on Probation (1)"]);
  await expectAccessibleAtBothWidths(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await group.selectOption("accredited");
  await expect(resultsFound(page)).toHaveText(
    `${groups.get("accredited")!.toLocaleString("en-US")} institutions found`,
  );
  // An address with the exact status alone still works.
  await page.goto(`${admin.base}/search?accreditation_status=Accredited+Institution+on+Probation`);
  await expect(resultsFound(page)).toHaveText("1 institution found");
});
