import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const FOOTER_SLUGS = [
  "choosing-christian-college-guide",
  "financial-aid-christian-education",
  "application-timeline",
  "bible-school-vs-seminary-guide",
  "adult-learner-success-guide",
];

const faqItems = (page: Page) => page.getByRole("region", { name: "Frequently Asked Questions" }).locator("details");

test.describe("resources and articles", () => {
  test("resources -> category -> article -> FAQ (one open) -> next article", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Educational Resources" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Articles" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "General Guidance", level: 2 })).toBeVisible();

    const categories = page.getByRole("region", { name: "Resource Categories" });
    const card = categories.getByRole("link", { name: /High School Students/ });
    const countText = (await card.textContent()) ?? "";
    const count = Number(countText.match(/(\d+) articles?/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await card.click();

    await expect(page).toHaveURL(/\/resources\/articles\?category=High\+School\+Students$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("High School Students");
    await expect(page.getByText(`Showing ${Math.min(count, 12)} of ${count} articles`)).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(Math.min(count, 12));
    for (const badge of await cards.locator("span.rounded-full").filter({ hasNotText: "Featured" }).all()) {
      await expect(badge).toHaveText("High School Students");
    }

    const firstTitle = (await cards.first().getByRole("heading").textContent())!;
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/resources\/articles\/[a-z0-9-]+$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(firstTitle);
    await expect(page.getByRole("heading", { name: "TL;DR" })).toBeVisible();
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    // The body's own Q:/A: pairs appear once, in the FAQ list, not in the text.
    await expect(page.locator(".article-body")).not.toContainText(/^Q:/m);

    const items = faqItems(page);
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).locator("p")).toBeVisible();
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.locator("details[open]")).toHaveCount(1);

    const firstHeading = await heading.textContent();
    const next = page.getByRole("link", { name: /Next Article/ });
    const nextTitle = (await next.locator("span").last().textContent())!;
    await next.click();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(nextTitle);
    await expect(heading).not.toHaveText(firstHeading!);
  });

  test("?category= preselects the category on /resources", async ({ page }) => {
    await page.goto("/resources?category=Career+Switchers");
    const browse = page.getByRole("region", { name: "Browse by Category" });
    await expect(browse.getByLabel("Category", { exact: true })).toHaveValue("Career Switchers");
    const cards = browse.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText("Career Switchers");

    await browse.getByLabel("Featured Only").check();
    await expect(page).toHaveURL(/category=Career\+Switchers&featured=true/);
    await expect(browse.getByLabel("Featured Only")).toBeChecked();
  });

  test("search is live and never reloads the page; filters and empty states", async ({ page }) => {
    await page.goto("/resources/articles");
    await expect(page.getByText(/Showing 12 of \d+ articles/)).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));

    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("FAFSA");
    await expect(page).toHaveURL(/\?search=FAFSA$/);
    await expect(page.getByText(/Showing \d+ of \d+ articles/)).toBeVisible();
    const results = page.getByRole("main").getByRole("article");
    expect(await results.count()).toBeGreaterThan(0);

    await search.fill("zzzqqq");
    await expect(page.getByText('No articles found matching "zzzqqq"')).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
    await search.press("Enter");
    await expect(page.getByText('No articles found matching "zzzqqq"')).toBeVisible();

    await search.fill("");
    await page.getByLabel("Featured Only").check();
    await expect(page).toHaveURL(/\?featured=true$/);
    await expect(results).toHaveCount(3);
    await page.getByLabel("Category", { exact: true }).selectOption("Professional Development");
    await expect(page).toHaveURL(/\?category=Professional\+Development&featured=true$/);
    await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
    await expectAccessible(page);
  });

  test("the search and pages work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/articles");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("seminary");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/resources\/articles\?search=seminary/);
    await expect(page.getByText(/Showing \d+ of \d+ articles/)).toBeVisible();

    await page.goto("/resources/articles");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

    await page.goto(`/resources/articles/${FOOTER_SLUGS[0]}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

  test("Share without a share sheet copies the address and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/resources/articles/${FOOTER_SLUGS[1]}`);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => alerts).toEqual(["alert: Article URL copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Print opens the print dialog, and the print layout keeps only the article", async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => ((window as unknown as { printed: boolean }).printed = true);
    });
    await page.goto(`/resources/articles/${FOOTER_SLUGS[2]}`);
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("complementary", { name: "More resources" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every answer is printed, not only the open one.
    const answers = page.locator("dl dd");
    expect(await answers.count()).toBeGreaterThanOrEqual(3);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test("the five footer articles resolve", async ({ page }) => {
    for (const slug of FOOTER_SLUGS) {
      await page.goto("/");
      await page.getByRole("contentinfo").locator(`a[href="/resources/articles/${slug}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/resources/articles/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Article Not Found" })).toHaveCount(0);
      const response = await page.request.get(`/resources/articles/${slug}`);
      expect(response.status()).toBe(200);
    }
  });

  test("an unknown article is a 404 page with a way back", async ({ page }) => {
    const response = await page.goto("/resources/articles/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Article Not Found | Christian Education Directory");
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Article Not Found: The article you're looking for doesn't exist or has been moved.",
    );
    await page.getByRole("link", { name: "Browse All Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("a visit counts one view, once per session", async ({ page }) => {
    const slug = FOOTER_SLUGS[4];
    const posts: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.url().endsWith(`/api/articles/${slug}/views`)) {
        posts.push(response.status());
      }
    });
    await page.goto(`/resources/articles/${slug}`);
    await expect.poll(() => posts).toEqual([204]);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(posts).toEqual([204]);
  });

  test("article metadata: title, description, canonical, social card and structured data", async ({ page }) => {
    const slug = FOOTER_SLUGS[0];
    await page.goto(`/resources/articles/${slug}`);
    const title = await page.title();
    expect(title.length).toBeLessThanOrEqual(60);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeGreaterThanOrEqual(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/resources/articles/${slug}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/article-share\.jpg$/);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    expect(blocks.map((block) => block["@type"])).toEqual(["Article", "FAQPage", "BreadcrumbList"]);
    expect(blocks[0].image).toMatchObject({ width: 1200, height: 630 });
    expect(blocks[1].mainEntity).toHaveLength(await faqItems(page).count());
    const image = await page.request.get("/images/article-share.jpg");
    expect(image.status()).toBe(200);
  });

  test("the article page on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/resources/articles/${FOOTER_SLUGS[3]}`);
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe("community", () => {
  test("shows the hub with figures from the data and forums leading to the guides while they are empty, with sign-up and sign-in for guests", async ({
    page,
  }) => {
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "Community Hub" })).toBeVisible();
    // Every figure is counted, none invented: the listed schools are those the search finds.
    const stats = page.getByRole("region", { name: "Community in numbers" }).getByRole("listitem");
    await expect(stats).toHaveCount(4);
    const listed = (await (await page.request.get("/api/institutions?page_size=1")).json()).data.pagination.total;
    await expect(stats.filter({ hasText: "Schools Listed" })).toContainText(listed.toLocaleString("en-US"));
    await expect(stats.filter({ hasText: "Success Stories" })).toContainText("0");
    const forums = page.getByRole("region", { name: "Discussion Forums" });
    await expect(forums).toContainText("Anyone can read; members who are signed in can post.");
    await expect(forums.getByRole("listitem")).toHaveCount(6);
    await forums.getByRole("link", { name: "Read the guides on Seminary and Graduate Study" }).click();
    await expect(page).toHaveURL(/\/resources\?category=Seminary\+Students$/);
    await page.goBack();
    const events = page.getByRole("region", { name: "Upcoming Events" });
    await expect(events).toContainText("No events are scheduled.");
    await expect(events.getByRole("listitem")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Community Guidelines" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Join the Community" })).toHaveAttribute("href", "/signup");
    await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(main.getByRole("button", { name: "New Post" })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
  });
});
