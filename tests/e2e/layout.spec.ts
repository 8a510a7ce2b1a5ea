// Axe checks these pages in the accessibility sweep (accessibility.spec.ts), at both widths.
import { expect, hydrated, test } from "./fixtures";

const FOOTER_SLUGS = [
  "choosing-christian-college-guide",
  "financial-aid-christian-education",
  "application-timeline",
  "bible-school-vs-seminary-guide",
  "adult-learner-success-guide",
];

test.describe("public layout", () => {
  test("home page shows the site and real featured institutions", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Christian Education Directory");
    await expect(page.getByRole("link", { name: "Christian Education Directory, home" })).toBeVisible();
    await expect(page.getByText("Your Path to Christian Education").first()).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured Institutions" }).getByRole("article");
    await expect(featured).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Wheaton College" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/search");
  });

  test("header navigation and guest account links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Search Directory", "/search"],
      ["Community", "/community"],
      ["Resources", "/resources"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up Now" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("footer has the three columns and the five guidance articles", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Resources", "Navigate", "Legal"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const slug of FOOTER_SLUGS) {
      await expect(footer.locator(`a[href="/resources/articles/${slug}"]`)).toHaveCount(1);
    }
  });

  test("on a phone the menu toggle opens and closes the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/terms");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile.getByRole("link", { name: "Search Directory" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await mobile.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("moving to another page scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("static pages", () => {
  test("terms state the age rules, notice period and date, and link to contact", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("Last updated: January 30, 2025")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("aged 18 and over");
    await expect(main).toContainText("consent of a parent or legal guardian");
    await expect(main).toContainText("COPPA");
    await expect(main).toContainText("under 13");
    await expect(main).toContainText("at least 30 days' notice");
    await expect(main.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  });

  test("privacy policy describes GDPR rights and 30-day deletion", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated: January 30, 2025")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("General Data Protection Regulation");
    await expect(main).toContainText("deleted within 30 days");
    await expect(main).toContainText("COPPA");
    await expect(main).toContainText("at least 30 days' notice");
    await expect(main.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  });

  test("on a phone, a visitor follows the privacy policy's contact link and writes to the administrators", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/privacy");
    await page.getByRole("main").getByRole("link", { name: "contact us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Your name").fill("Ruth Miller");
    await page.getByLabel("Your e-mail address").fill("ruth.miller@example");
    await page.getByLabel("Topic").selectOption({ label: "My account or my personal data" });
    await page.getByLabel("Message").fill("Please delete my account and its data.");
    await page.getByRole("button", { name: "Send Message" }).click();
    // The server names the field; what was typed stays.
    await expect(page.getByText("E-mail must be an address such as name@example.com")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Please delete my account and its data.");
    await page.getByLabel("Your e-mail address").fill("ruth.miller@example.org");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you: your message has reached the directory");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("About Us says where the facts come from and who keeps them, with the directory's own counts", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    const listed = (await (await page.request.get("/api/institutions?page_size=1")).json()).data.pagination.total;
    const main = page.getByRole("main");
    await expect(main).toContainText(`${listed.toLocaleString("en-US")} schools in`);
    for (const heading of ["Where the facts come from", "Why each school is listed", "Who keeps the pages right"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await main.getByRole("link", { name: "Help Center" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Choose Compare on up to 4 schools");
    await page.getByRole("main").getByRole("link", { name: "Search the directory" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("an unknown path is a 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
