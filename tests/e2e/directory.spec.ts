/**
 * The directory as a visitor uses it: home, search (with and without JavaScript), an institution
 * page, the unknown-school page, and what crawlers read (structured data, sitemap, robots).
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test, withDatabase } from "./fixtures";

const SCREENSHOTS = "test-results/screenshots";

const filtersToggle = (page: Page) => page.locator("summary", { hasText: "Filters" });
const resultsFound = (page: Page) => page.getByText(/^[\d,]+ institutions? found$/);

test.describe("home page", () => {
  test("hero counts come from the data; audience cards link to their articles or search", async ({ page }) => {
    await page.goto("/");
    // Only the listed schools count (1,098 in 102 countries), rounded down by at most a tenth.
    await expect(page.getByText("Search 1,000+ schools in 100+ countries")).toBeVisible();
    for (const [name, href] of [
      ["High School Students", "/resources?category=High+School+Students"],
      ["Career Switchers", "/resources?category=Career+Switchers"],
      ["Ministry Focused", "/search?institution_type=Seminary"],
    ] as const) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // Only stories real people told (published Testimonials articles): none on a fresh site, and it says so.
    const stories = page.getByRole("region", { name: "What families and students say" });
    await expect(stories.getByRole("figure")).toHaveCount(0);
    await expect(stories.getByRole("link", { name: "Share your story" })).toHaveAttribute(
      "href",
      "/contact?topic=story",
    );
    await expect(page.getByRole("link", { name: "Start Searching" })).toHaveAttribute("href", "/search");
  });

  test("advanced filters: states load once a country is chosen, and the form opens the search", async ({ page }) => {
    await page.goto("/");
    // The filters and the search box act through React: a change before hydration would be lost.
    await hydrated(page);
    await page.getByText("Advanced Filters").click();
    const state = page.getByLabel("State / Province");
    await expect(state).toBeDisabled();
    await expect(state.locator("option")).toHaveText(["Select country first"]);
    // United States, Canada, United Kingdom first, then the rest alphabetically.
    const countries = await page.getByLabel("Country").locator("option").allTextContents();
    expect(countries.slice(0, 2)).toEqual(["All Countries", "United States"]);
    const rest = countries.slice(2).filter((name) => !["Canada", "United Kingdom"].includes(name));
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    await page.getByLabel("Country").selectOption("United States");
    await expect(state).toBeEnabled();
    await state.selectOption({ label: "Illinois" });
    await page.getByLabel("Type", { exact: true }).selectOption("College");
    await expectAccessible(page);
    await page.getByRole("search", { name: "Search the directory" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?country=United\+States&state=IL&institution_type=College$/);
    await expect(resultsFound(page)).toBeVisible();
  });

  test("an access-denied redirect explains the admin area needs an administrator, and can be dismissed", async ({
    page,
  }) => {
    await page.goto("/?error=access_denied");
    const notice = page.getByRole("alert");
    await expect(notice).toContainText("The admin area needs an administrator account.");
    await notice.getByRole("link", { name: "Dismiss notice" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("search", () => {
  test("walk: home -> typed query -> country then state -> page 2 -> a school -> its area -> back", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByLabel("Search schools").fill("university");
    await page.getByLabel("Search schools").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=university$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Christian Schools" })).toBeVisible();
    await expect(page.getByLabel("Search institutions")).toHaveValue("university");

    await filtersToggle(page).click();
    const state = page.getByLabel("State / Province");
    await expect(state).toBeDisabled();
    await page.getByLabel("Country").selectOption("United States");
    await expect(page).toHaveURL(/country=United\+States/);
    await expect(state).toBeEnabled();
    // Options carry their counts under the other filters: 'California (44)'.
    const california = state.locator("option", { hasText: /^California \(\d+\)$/ });
    await expect(california).toHaveCount(1);
    await state.selectOption({ label: (await california.textContent())! });
    await expect(page).toHaveURL(/q=university&country=United\+States&state=CA$/);
    await expect(page.getByText("Filters2 active")).toBeVisible();
    await expect(resultsFound(page)).toHaveText(/^\d+ institutions found$/);
    const total = Number((await resultsFound(page).textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThan(20);

    const firstOnPageOne = await page
      .getByRole("list", { name: "Search results" })
      .getByRole("link")
      .first()
      .textContent();
    await page.getByRole("navigation", { name: "Search results pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/state=CA&page=2$/);
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).not.toHaveText(firstOnPageOne!);
    await expect(
      page.getByRole("navigation", { name: "Search results pages" }).locator('[aria-current="page"]'),
    ).toHaveText("Page 2");

    const school = (await results.getByRole("link").first().textContent())!;
    await results.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: school })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Search" }).first()).toHaveAttribute(
      "href",
      "/search?q=university&country=United+States&state=CA&page=2",
    );

    await page.getByRole("link", { name: "Find Schools in This Area" }).click();
    await expect(page).toHaveURL(/\/search\?country=United\+States&state=CA$/);
    await expect(page.getByLabel("State / Province")).toHaveValue("CA");
    await expect(resultsFound(page)).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: school })).toBeVisible();
  });

  test("live search: typing searches after a pause and says it is searching", async ({ page }) => {
    await page.goto("/search");
    // Slow the data request down so the in-between state can be seen.
    await page.route("**/search.data?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel("Search institutions").pressSequentially("Wheaten", { delay: 40 });
    await expect(page.getByText("Searching institutions...")).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=Wheaten$/);
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveText(
      "Wheaton College",
    );
    await expect(page.getByLabel("Search institutions")).toBeFocused();
  });

  test("a new country clears the state; filters count, and Clear All Filters keeps the query", async ({ page }) => {
    await page.goto("/search?q=university&country=United+States&state=IL");
    await hydrated(page);
    await filtersToggle(page).click();
    await expect(page.getByLabel("State / Province")).toHaveValue("IL");
    await page.getByLabel("Country").selectOption({
      label: (await page
        .getByLabel("Country")
        .locator("option", { hasText: /^Canada/ })
        .textContent())!,
    });
    await expect(page).toHaveURL(/\/search\?q=university&country=Canada$/);
    await expect(page.getByLabel("State / Province")).toHaveValue("");

    await page.goto("/search?q=college");
    await hydrated(page);
    await filtersToggle(page).click();
    const denomination = page.getByLabel("Denomination");
    const baptist = (await denomination.locator("option", { hasText: /^Baptist \(\d+\)$/ }).textContent())!;
    await denomination.selectOption({ label: baptist });
    await expect(page).toHaveURL(/denomination=Baptist/);
    await page.getByLabel("Offers online programs").check();
    await expect(page).toHaveURL(/online_programs=true/);
    await expect(page.getByText("Filters2 active")).toBeVisible();
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/search\?q=college$/);
    await expect(page.getByRole("link", { name: "Clear All Filters" })).toHaveCount(0);
  });

  test("shows the empty state, and at most five page numbers with '...'", async ({ page }) => {
    await page.goto("/search?q=qqqxxyyzz");
    await expect(page.getByRole("heading", { name: "No institutions found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or clearing some filters.")).toBeVisible();
    await expect(page.getByText("0 institutions found")).toBeVisible();

    await page.goto("/search?page=10");
    const pages = page.getByRole("navigation", { name: "Search results pages" });
    await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(4);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 10");
    await expect(pages.getByText("...")).toHaveCount(2);
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem")).toHaveCount(20);
  });

  test("works without JavaScript: the same addresses render the same results", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search");
    await page.getByLabel("Search institutions").fill("baptist");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=baptist/);
    await expect(resultsFound(page)).toBeVisible();
    const withScript = await (await page.request.get("/api/institutions?q=baptist")).json();
    await expect(resultsFound(page)).toHaveText(`${withScript.data.pagination.total} institutions found`);

    await filtersToggle(page).click();
    await expect(page.getByLabel("State / Province")).toBeDisabled();
    await page.getByLabel("Country").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/country=United\+States/);
    // The answer lists the country under the closed panel; opened, the panel offers its states.
    await expect(page.getByRole("link", { name: "Remove filter Country: United States" })).toBeVisible();
    await filtersToggle(page).click();
    const state = page.getByLabel("State / Province");
    await expect(state).toBeEnabled();
    await state.selectOption("TX");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/state=TX/);
    for (const name of await page.getByRole("list", { name: "Search results" }).getByRole("link").allTextContents()) {
      expect(name.length).toBeGreaterThan(0);
    }
    await expect(page.getByRole("list", { name: "Search results" }).getByText(/, TX$/).first()).toBeVisible();
    await context.close();
  });

  test("on a phone, a search with filters shows its results first, its filters as links that remove them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search?q=bible&country=United+States&state=TX&institution_type=Bible+College");
    // The panel stays closed: its badge counts the filters, and each one is named below it.
    await expect(page.locator("details", { has: filtersToggle(page) })).not.toHaveAttribute("open");
    await expect(filtersToggle(page)).toHaveText("Filters3 active");
    const active = page.getByRole("list", { name: "Active filters" });
    await expect(active.getByRole("link")).toHaveText([
      "Remove filter Country: United States",
      "Remove filter State / Province: Texas",
      "Remove filter Type: Bible College",
    ]);
    // The first result starts on the first screen or just below it, not under a page of filters.
    const results = page.getByRole("list", { name: "Search results" });
    expect((await results.boundingBox())!.y).toBeLessThan(1000);

    await active.getByRole("link", { name: "Remove filter Type: Bible College" }).click();
    await expect(page).toHaveURL(/\/search\?q=bible&country=United\+States&state=TX$/);
    await expect(active.getByRole("link")).toHaveCount(2);
    // A state goes with its country.
    await active.getByRole("link", { name: "Remove filter Country: United States" }).click();
    await expect(page).toHaveURL(/\/search\?q=bible$/);
    await expect(active).toHaveCount(0);
    await expect(filtersToggle(page)).toHaveText("Filters");
    await expect(resultsFound(page)).toBeVisible();
  });

  test("search pages carry ItemList structured data, on a phone too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search?q=seminary&country=United+States");
    const itemList = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(itemList["@type"]).toBe("ItemList");
    expect(itemList.itemListElement).toHaveLength(20);
    expect(itemList.itemListElement[0].url).toMatch(/\/institution\/[a-z0-9-]+$/);
  });
});

test.describe("institution page", () => {
  test("shows every block for a school, with 'Not reported' for missing facts", async ({ page }) => {
    const response = await page.goto("/institution/wheaton-college");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Wheaton College | Christian Education Directory");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
    await expect(page.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/search");
    await expect(page.getByRole("img", { name: "Wheaton College crest" })).toBeVisible();
    // The website under the name comes first; the sources of the facts below link to the school's pages too.
    await expect(page.getByRole("link", { name: /wheaton\.edu/ }).first()).toHaveAttribute(
      "href",
      "https://www.wheaton.edu/",
    );
    await expect(page.locator('[data-tone="accredited"]')).toHaveText("Accredited Institution");
    await expect(page.getByRole("button", { name: "Save Institution" })).toHaveCount(0);

    const overview = page.getByRole("region", { name: "Quick Overview" });
    for (const [term, value] of [
      ["Location", "Wheaton, IL"],
      ["Type", "College"],
      ["Accreditor", "Higher Learning Commission · College Scorecard institution file, 2023-24"],
      ["Denomination", "Non-denominational (Undenominational)"],
      ["Founded", "1860 · ROR 0581k0452 (2024)"],
      ["Student Body Size", "2,087 undergraduates · College Scorecard institution file, 2023-24"],
      ["Tuition and Fees", "$43,930 · College Scorecard institution file, 2023-24"],
      ["Online Programs", "Not Available · IPEDS institutional characteristics survey, 2023-24"],
      ["Financial Aid", "Available · IPEDS directory file (HD2024), federal student aid (Title IV), 2024-25"],
    ] as const) {
      await expect(overview.locator("div", { has: page.getByText(term, { exact: true }) }).locator("dd")).toHaveText(
        value,
      );
    }
    // No detailed summary in the federal data: About shows the description, the empty sections are hidden.
    await expect(page.getByRole("heading", { name: "About Wheaton College" })).toBeVisible();
    await expect(page.getByText("Institution Overview")).toHaveCount(0);

    const actions = page.getByRole("region", { name: "Quick Actions" });
    await expect(actions.getByRole("link", { name: /Visit Official Website/ })).toHaveAttribute(
      "href",
      "https://www.wheaton.edu/",
    );
    await expect(actions.getByRole("link", { name: "Update this School" })).toHaveAttribute(
      "href",
      "/institution/wheaton-college/represent",
    );
    await expect(page.getByRole("region", { name: "You Might Also Like" }).getByRole("listitem")).toHaveCount(4);
    const place = page.getByRole("region", { name: "Location" });
    await expect(place).toContainText("60187-5593");
    await expect(place.getByRole("link", { name: "Find Schools in This Area" })).toHaveAttribute(
      "href",
      "/search?country=United+States&state=IL",
    );
    await expect(place.getByRole("link", { name: "Within 50 miles" })).toHaveAttribute(
      "href",
      "/search?near=Wheaton%2C+IL",
    );
  });

  test("names the precise tradition, and the founding year's source or 'Not reported'", async ({ page }) => {
    await page.goto("/institution/harding-university");
    const overview = page.getByRole("region", { name: "Quick Overview" });
    const value = (term: string) =>
      overview.locator("div", { has: page.getByText(term, { exact: true }) }).locator("dd");
    await expect(value("Denomination")).toHaveText("Churches of Christ");
    await expect(value("Founded")).toHaveText(/^1924 · ROR 0[0-9a-z]{8} \(20\d\d\)$/);
    await page.goto("/institution/asbury-university");
    await expect(value("Founded")).toHaveText("Not reported");

    await page.goto("/search?q=harding");
    await hydrated(page);
    await filtersToggle(page).click();
    await page.getByLabel("Tradition").selectOption("Churches of Christ");
    await expect(page).toHaveURL(/tradition=Churches\+of\+Christ/);
    await expect(page.getByRole("link", { name: "Harding University", exact: true })).toBeVisible();
    await expect(page.getByText("University · Churches of Christ").first()).toBeVisible();
  });

  test("shows association badges with what membership means and its source, and filters members", async ({ page }) => {
    await page.goto("/institution/wheaton-college");
    await expect(page.getByRole("list", { name: "At a glance" }).getByText("CCCU member")).toBeVisible();
    const membership = page.getByRole("region", { name: "Association Membership" });
    await expect(membership.getByText("Council for Christian Colleges & Universities (CCCU)")).toBeVisible();
    await expect(membership).toContainText(
      "Members have a Christ-centred mission and hire Christians for full-time faculty and staff.",
    );
    await expect(membership).toContainText("Source: CCCU member list (2026)");
    const overview = page.getByRole("region", { name: "Quick Overview" });
    const value = (term: string) =>
      overview.locator("div", { has: page.getByText(term, { exact: true }) }).locator("dd");
    await expect(value("Accreditor Type")).toHaveText("Institutional (regional)");
    await expect(value("Associations")).toHaveText("CCCU · CCCU member list (2026)");

    await page.goto("/search?q=wheaton");
    await hydrated(page);
    await filtersToggle(page).click();
    await page.getByLabel("Association").selectOption("CCCU");
    await expect(page).toHaveURL(/association=CCCU/);
    await expect(page.getByRole("link", { name: "Wheaton College", exact: true })).toBeVisible();
  });

  test("describes the school to search engines (canonical, social cards, CollegeOrUniversity, breadcrumbs)", async ({
    page,
  }) => {
    await page.goto("/institution/wheaton-college");
    const origin = new URL(page.url()).origin.replace("127.0.0.1", "localhost");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/institution\/wheaton-college$/);
    const description = (await page.locator('meta[name="description"]').getAttribute("content"))!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith(" Start your journey today!")).toBe(true);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Wheaton College | Christian Education Directory",
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const [college, breadcrumbs] = blocks.map((text) => JSON.parse(text));
    expect(college).toMatchObject({
      "@type": "CollegeOrUniversity",
      name: "Wheaton College",
      sameAs: "https://www.wheaton.edu/",
      address: { addressLocality: "Wheaton", addressRegion: "IL", postalCode: "60187-5593" },
      geo: { "@type": "GeoCoordinates" },
      identifier: { propertyID: "IPEDS", value: "149781" },
    });
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Search",
      "Wheaton College",
    ]);
    expect(origin).toBeTruthy();
  });

  test("an unknown school is a 404 page with a way back to the search", async ({ page }) => {
    const response = await page.goto("/institution/no-such-school");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Institution Not Found" })).toBeVisible();
    await expect(page.getByText("The institution you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle("Institution Not Found | Christian Education Directory");
    await page.getByRole("link", { name: "Back to Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("rich profiles: the five sections (only Overview open), accreditation warnings, photos and their fallback", async ({
    browser,
  }) => {
    // Its own page: the missing photo below is an intended failed request, which the shared
    // fixture would count as a console error. Every other console error still fails the test.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.location().url.includes("/images/no-such-photo.jpg")) {
        errors.push(message.text());
      }
    });
    const slug = "redeemer-university";
    const original = await withDatabase(async (db) => {
      const { rows } = await db.query("select * from institutions where slug = $1", [slug]);
      await db.query(
        `update institutions set detailed_summary = $2, key_programs = $3, unique_features = $4, why_choose = '',
           student_outcomes = $5, accreditation_status = 'Accredited - Probation', image_path = '/images/no-such-photo.jpg'
         where slug = $1`,
        [
          slug,
          "A Christian university in Ancaster.",
          "Theology\nEducation",
          "Bilingual teaching",
          "Graduates serve churches.",
        ],
      );
      return rows[0];
    });
    try {
      await page.goto(`/institution/${slug}`);
      const overview = page.locator("details", { hasText: "Institution Overview" });
      await expect(overview).toHaveAttribute("open", "");
      await expect(overview).toContainText("A Christian university in Ancaster.");
      for (const title of [
        "Key Academic Programs",
        "Unique Features & Characteristics",
        "Student Outcomes & Success",
      ]) {
        const section = page.locator("details", { hasText: title });
        await expect(section).not.toHaveAttribute("open", "");
        await section.locator("summary").click();
        await expect(section).toHaveAttribute("open", "");
      }
      await expect(page.getByText("Why Choose This Institution")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: /^About / })).toHaveCount(0);
      await expect(page.locator('[data-tone="probation"]')).toHaveText("Accredited - Probation");
      await expect(page.getByText("This institution's accreditation is on probation.")).toBeVisible();
      // Online programs and financial aid are unknown for schools abroad.
      const overviewBlock = page.getByRole("region", { name: "Quick Overview" });
      await expect(
        overviewBlock.locator("div", { has: page.getByText("Online Programs", { exact: true }) }).locator("dd"),
      ).toHaveText("Not reported");
      // The photo fails to load: the default image stands in, with a way to retry. The photo loads
      // only near the viewport, and opening the sections above scrolled the page down.
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByText("Image unavailable")).toBeVisible();
      await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
      await expectAccessible(page);

      // A photo that exists replaces the crest and loads when it comes into view.
      await withDatabase((db) =>
        db.query("update institutions set image_path = '/images/institution-default.svg' where slug = $1", [slug]),
      );
      // Reloaded further down the page (the Location block at the top of the window): the photo
      // waits until it comes near the viewport.
      await page.getByRole("heading", { name: "Location" }).evaluate((heading) => heading.scrollIntoView());
      await page.reload();
      await expect(page.getByRole("heading", { name: "Location" })).toBeInViewport();
      const photo = page.getByRole("img", { name: "Redeemer University campus" });
      await expect(photo).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await withDatabase((db) =>
        db.query(
          `update institutions set detailed_summary = $2, key_programs = $3, unique_features = $4, why_choose = $5,
             student_outcomes = $6, accreditation_status = $7, image_path = $8 where slug = $1`,
          [
            slug,
            original.detailed_summary,
            original.key_programs,
            original.unique_features,
            original.why_choose,
            original.student_outcomes,
            original.accreditation_status,
            original.image_path,
          ],
        ),
      );
    }
  });
});

test("pages record a search with its normalised query, and a view of each institution page", async ({ page }) => {
  const marker = `Zz${Date.now()}`;
  await page.goto(`/search?q=${marker}%20%20Seminary`);
  await expect(resultsFound(page)).toBeVisible();
  await page.goto("/institution/moody-bible-institute");
  await expect(page.getByRole("heading", { level: 1, name: "Moody Bible Institute" })).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(async (db) => {
        const { rows } = await db.query(
          `select kind, subject, institution_id from analytics_events
           where subject = $1 or (kind = 'institution_view' and subject = 'moody-bible-institute')`,
          [`${marker.toLowerCase()} seminary`],
        );
        return rows.map((row) => row.kind).sort();
      }),
    )
    .toEqual(expect.arrayContaining(["institution_view", "search"]));
});

test.describe("for crawlers", () => {
  test("sitemap.xml lists every school, the static pages and their dates; robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]+\/institution\/wheaton-college<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // Every listed school: 1,103 rows less the 15 waiting for review.
    expect(xml.match(/\/institution\//g)).toHaveLength(1088);
    for (const path of ["/", "/search", "/resources", "/community", "/terms", "/privacy"]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });
});

test.describe("screenshots", () => {
  for (const width of [390, 1280]) {
    test(`home, search and an institution at ${width}px`, async ({ page }) => {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ["home", "/"],
        ["search", "/search?q=baptist&country=United+States&state=TX"],
        ["institution", "/institution/baylor-university"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Nothing may stick out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});
