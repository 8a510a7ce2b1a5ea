/**
 * The map view of /search and the static map of an institution page, as a visitor uses them: the
 * toggle and its address, clusters that zoom in, a school's card with its link, the keyboard
 * (Tab to a marker, Enter, Escape, the zoom buttons), axe at phone and desktop widths.
 */
import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { allowConsoleError, expect, expectAccessible, hydrated, test, withDatabase } from "./fixtures";

const SHOTS = "/tmp/map-shots";
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of the search results" });
const clusters = (page: Page) => mapRegion(page).locator(".ced-map-cluster");
const schools = (page: Page) => mapRegion(page).locator(".ced-map-point");
const card = (page: Page) => mapRegion(page).getByRole("dialog");

async function openMap(page: Page, search: string) {
  // What the page was still waiting for, and what it reported, in case the map never comes.
  const pending = new Set<string>();
  const reported: string[] = [];
  page.on("request", (request) => pending.add(request.url()));
  page.on("requestfinished", (request) => pending.delete(request.url()));
  page.on("requestfailed", (request) => {
    pending.delete(request.url());
    reported.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("console", (message) => reported.push(`console ${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => reported.push(`page error: ${error.message}`));
  await page.goto(`/search?${search}`);
  // The map's code (Leaflet, the clustering, the outlines) is its own download after hydration;
  // with two browsers and the server on two cores it can take longer than one expect's default.
  await hydrated(page);
  try {
    await expect(page.getByText(/schools? on the map/)).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    const state = await page.evaluate(() => ({
      readyState: document.readyState,
      frameHydrated: Object.keys(document.querySelector("section[aria-labelledby='search-map-heading']") ?? {}).some(
        (key) => key.startsWith("__reactFiber$"),
      ),
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map(
        (link) => `${link.href.replace(location.origin, "")} ${link.sheet ? "applied" : "not applied"}`,
      ),
      scripts: performance
        .getEntriesByType("resource")
        .map((entry) => entry.name.replace(location.origin, ""))
        .filter((name) => name.includes("search-map")),
    }));
    // Whether the view's module itself can be imported now (it hangs, or it answers).
    const viewImport = await page.evaluate(async (scripts) => {
      const view = scripts.find((name) => /search-map-view-[^/]*\.js$/.test(name));
      if (!view) return "no view chunk fetched";
      const timeout = new Promise<string>((resolve) =>
        setTimeout(() => resolve("import still pending after 5 s"), 5000),
      );
      const imported = import(/* @vite-ignore */ view).then(
        (module: Record<string, unknown>) => `imports, exports: ${Object.keys(module).join(", ")}`,
        (error: Error) => `import fails: ${error.message}`,
      );
      return Promise.race([imported, timeout]);
    }, state.scripts);
    throw new Error(
      `the map did not come: ${JSON.stringify({ ...state, viewImport, pending: [...pending], reported }, null, 2)}`,
      {
        cause: error,
      },
    );
  }
  await expect(mapRegion(page).locator(".ced-map-cluster, .ced-map-point").first()).toBeVisible();
}

/**
 * The first of `markers` whose centre lies well inside the map, clear of the zoom buttons and the
 * credits (markers at the edge are clipped).
 */
async function markerInView(page: Page, markers: Locator): Promise<Locator | null> {
  const frame = (await mapRegion(page).boundingBox())!;
  for (let index = 0; index < (await markers.count()); index++) {
    const box = await markers.nth(index).boundingBox();
    if (!box) continue;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const isInside =
      x > frame.x + 20 && x < frame.x + frame.width - 20 && y > frame.y + 20 && y < frame.y + frame.height - 50;
    const isUnderZoomButtons = x < frame.x + 70 && y < frame.y + 110;
    if (isInside && !isUnderZoomButtons) return markers.nth(index);
  }
  return null;
}

test.describe("the search map", () => {
  test("the toggle switches to the map and back, and the choice is in the address", async ({ page }) => {
    await page.goto("/search?state=TX");
    await hydrated(page);
    const toggle = page.getByRole("navigation", { name: "Show results as" });
    await expect(toggle.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
    await toggle.getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page).toHaveURL(/[?&]state=TX/);
    await expect(toggle.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(/^\d+ schools on the map/)).toBeVisible();
    await expect(clusters(page).first()).toBeVisible();
    // The list stays below the map, the accessible alternative.
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();

    // A filter changed in the map view keeps the map view.
    // The filters start open when one is set.
    if (!(await page.getByLabel("Type", { exact: true }).isVisible()))
      await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Type", { exact: true }).selectOption("University");
    await expect(page).toHaveURL(/institution_type=University/);
    await expect(page).toHaveURL(/view=map/);

    // Shared, the address opens the map directly.
    await page.goto(page.url());
    await expect(mapRegion(page)).toBeVisible();

    await toggle.getByRole("link", { name: "List" }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(mapRegion(page)).toHaveCount(0);
  });

  test("when the map's code or its points cannot be fetched, the frame says so and the list stays", async ({
    page,
  }) => {
    allowConsoleError(page, /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 503)/);
    // Announced: the words change inside a status region that was on the page while the map loaded.
    const failed = page
      .getByRole("status")
      .filter({ hasText: "The map could not be loaded. The list below shows every result." });
    await page.route(/\/assets\/search-map-view-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/search?view=map&state=TX");
    await expect(failed).toBeVisible();
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();

    await page.unrouteAll();
    await page.route(/\/api\/institutions\/map\b/, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/search?view=map&state=TX");
    await expect(page.getByRole("status").filter({ hasText: "The map could not be loaded." })).toBeVisible();
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  });

  test("a group zooms in when pressed, and a school opens its card with a link to its page", async ({ page }) => {
    await openMap(page, "view=map&state=TX");
    const before = await clusters(page).count();
    const group = await markerInView(page, clusters(page));
    expect(group, "a group in view").not.toBeNull();
    const label = await group!.getAttribute("aria-label");
    expect(label).toMatch(/^Group of \d+ schools, including /);
    await group!.click();
    await expect(page.getByText(/^Zoomed in: \d+ schools in \d+ (places|group)/)).toBeAttached();
    await expect.poll(async () => (await schools(page).count()) + (await clusters(page).count())).not.toBe(before);

    // Zoom into groups until single schools show.
    for (let step = 0; step < 8 && !(await markerInView(page, schools(page))); step++) {
      const next = await markerInView(page, clusters(page));
      if (!next) break;
      await next.click();
      await page.waitForTimeout(600);
    }
    const school = (await markerInView(page, schools(page)))!;
    expect(school, "a school in view").not.toBeNull();
    const name = (await school.getAttribute("aria-label"))!.split(",")[0]!;
    await school.click();
    await expect(card(page)).toBeVisible();
    const link = card(page).getByRole("link", { name });
    await expect(link).toHaveAttribute("href", /^\/institution\/[a-z0-9-]+$/);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/search-map-card-1280.png` });
    await link.click();
    await expect(page).toHaveURL(/\/institution\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("keyboard: Tab reaches a marker, Enter opens it, Escape closes the card; the zoom buttons work", async ({
    page,
  }) => {
    await openMap(page, "view=map&q=Abilene");
    await page.getByRole("link", { name: "Map" }).focus();
    let focused = "";
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.className ?? "");
      if (/ced-map-(cluster|point)/.test(focused)) break;
    }
    expect(focused, "Tab reached a marker").toMatch(/ced-map-(cluster|point)/);

    // Enter on a group zooms in and moves to one of its members; on a school it opens the card.
    for (let press = 0; press < 8 && !(await card(page).isVisible()); press++) {
      await page.keyboard.press("Enter");
      await page.waitForTimeout(700);
    }
    await expect(card(page)).toBeVisible();
    const link = card(page).getByRole("link");
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute("href", /^\/institution\//);
    await page.keyboard.press("Escape");
    await expect(card(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.className ?? "")).toContain("ced-map-point");

    const zoomIn = mapRegion(page).getByRole("button", { name: "Zoom in" });
    const zoomOut = mapRegion(page).getByRole("button", { name: "Zoom out" });
    await expect(zoomIn).toBeVisible();
    await expect(zoomOut).toBeVisible();
    const scale = () =>
      page.evaluate(() => {
        const pane = document.querySelector<HTMLElement>(".leaflet-marker-pane .ced-map-point");
        return pane?.style.transform ?? "";
      });
    const where = await scale();
    await zoomOut.focus();
    await page.keyboard.press("Enter");
    await expect.poll(scale).not.toBe(where);
  });

  for (const viewport of VIEWPORTS) {
    test(`axe finds nothing on the map view at ${viewport.width} px, with a card open`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openMap(page, "view=map");
      fs.mkdirSync(SHOTS, { recursive: true });
      await mapRegion(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/search-map-${viewport.width}.png` });
      await page.screenshot({ path: `${SHOTS}/search-map-${viewport.width}-full.png`, fullPage: true });

      // Open a school's card through a group, as a visitor would.
      for (let step = 0; step < 10 && !(await card(page).isVisible()); step++) {
        const school = await markerInView(page, schools(page));
        const next = school ?? (await markerInView(page, clusters(page)));
        if (!next) break;
        await next.click();
        await page.waitForTimeout(600);
      }
      await expect(card(page)).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/search-map-card-${viewport.width}.png` });
    });
  }
});

test.describe("the institution page's map", () => {
  for (const viewport of VIEWPORTS) {
    test(`shows the state with the school marked, in words too, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/institution/abilene-christian-university");
      const map = page.getByRole("img", { name: /^Map: Abilene, Texas, United States, with the school's location/ });
      await expect(map).toBeVisible();
      expect(await map.locator("path").count()).toBeGreaterThan(2);
      await expect(map.locator("circle")).toHaveCount(2);
      await expectAccessible(page);
      await map.scrollIntoViewIfNeeded();
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/institution-map-${viewport.width}.png` });
    });
  }

  test("says so when a school has no coordinates, instead of guessing", async ({ page }) => {
    // Every listed school has coordinates: one is taken away for this test, and given back.
    const slug = "ambrose-university";
    const [before] = await withDatabase(
      async (db) => (await db.query("select latitude, longitude from institutions where slug = $1", [slug])).rows,
    );
    await withDatabase((db) =>
      db.query("update institutions set latitude = null, longitude = null where slug = $1", [slug]),
    );
    try {
      await page.goto(`/institution/${slug}`);
      await expect(page.getByText(/^Location not mapped/)).toBeVisible();
      await expect(page.getByTestId("location-map")).toHaveCount(0);
    } finally {
      await withDatabase((db) =>
        db.query("update institutions set latitude = $2, longitude = $3 where slug = $1", [
          slug,
          before.latitude,
          before.longitude,
        ]),
      );
    }
  });
});
