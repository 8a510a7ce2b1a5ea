/**
 * The review queue in the browser, against a server of its own whose ADMIN_EMAIL account is a super
 * administrator: a school abroad that no source confirms is not on the public site; the queue shows
 * it with its reason; Confirm publishes it. Axe at 390 and 1280 px.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { GOOD_PASSWORD, signIn } from "../setup/accounts";
import { freePort, makeDataDir, startServer, type ServerProcess } from "../setup/server-process";
import { expect, expectAccessible, test as base } from "./fixtures";

const ADMIN_EMAIL = "review-admin@example.org";
const NAME = "Universidade Metodista de Angola";
const SLUG = "universidade-metodista-de-angola";

interface AdminServer {
  base: string;
  server: ServerProcess;
  cookie: string;
}

const test = base.extend<object, { admin: AdminServer }>({
  admin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await startServer({
        dataDir: makeDataDir(),
        port,
        env: {
          PUBLIC_URL: url,
          AUTH_SECRET: "e2e-review-queue-secret-long-enough-4242",
          ADMIN_EMAIL,
          ADMIN_PASSWORD: GOOD_PASSWORD,
          LOG_LEVEL: "warn",
        },
      });
      const { cookie } = await signIn(url, ADMIN_EMAIL);
      await use({ base: url, server, cookie });
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

async function useSession(context: BrowserContext, baseUrl: string, cookie: string) {
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: baseUrl, httpOnly: true, sameSite: "Lax" as const };
    }),
  );
}

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
  await expect(item).toContainText('Reason: Christian identity inferred from the name only (keyword "Methodist")');
  await expect(item).toContainText("Source: Hipo university-domains-list");
  await expect(page.getByRole("link", { name: "Review Queue" })).toHaveAttribute("aria-current", "page");
  await accessibleAtBothWidths(page);

  await item.getByRole("button", { name: `Confirm ${NAME}` }).click();
  const banner = page.getByText(`Confirmed ${NAME}.`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: NAME, exact: true })).toHaveCount(0);
  await accessibleAtBothWidths(page);

  // Published: its public page opens from the banner.
  await page.getByRole("link", { name: "View its public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
});
