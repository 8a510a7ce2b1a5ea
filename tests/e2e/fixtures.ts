import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from "@playwright/test";
import { hydrated, hydratedControl } from "../setup/hydrated";
import pg from "pg";
import { GOOD_PASSWORD, signIn } from "../setup/accounts";
import { dataDirFrom } from "../setup/seeded-data-dir";
import { embeddedDatabaseUrl, freePort, startServer, type ServerProcess } from "../setup/server-process";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * `page` fails the test on any console error or uncaught page error, so a broken script or a
 * hydration mismatch cannot pass unnoticed.
 */
const allowed = new WeakMap<Page, RegExp[]>();

/** For a test that provokes a failure on purpose (e.g. a server error to test a rollback). */
export function allowConsoleError(page: Page, pattern: RegExp) {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

/**
 * `goto` and `reload` hand back an HTML page once React has hydrated it. A select or a live field
 * that acts only through the router would otherwise lose what a test did in the moment before (the
 * change is made in the browser, but no search follows), and on a busy machine that moment lasts
 * seconds. Without JavaScript there is nothing to wait for; a test that acts before hydration on
 * purpose opens its page with `waitUntil: "commit"` and is handed it at once. A page from a context
 * that a test makes itself (another visitor, a geolocation) is not this fixture's: such a test
 * calls `hydrated()` after its loads.
 */
function waitForHydrationAfterLoads(page: Page) {
  const settle = async (response: Response | null, waitUntil: string | undefined) => {
    if (waitUntil !== "commit" && response?.headers()["content-type"]?.startsWith("text/html")) {
      await hydrated(page);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  const reload = page.reload.bind(page);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForHydrationAfterLoads(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A page that is itself an honest error (404 page, 503 page) is not a broken resource.
      const isDocumentStatus =
        message.text().startsWith("Failed to load resource") && message.location().url === page.url();
      // Nor is a form action's honest 4xx answer (a refused sign-in, a rate limit) fetched as data.
      const isActionAnswer =
        /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
        /\.data(\?|$)/.test(message.location().url);
      const isExpected = (allowed.get(page) ?? []).some((pattern) => pattern.test(message.text()));
      if (!isDocumentStatus && !isActionAnswer && !isExpected) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };

/** Clicks until the control reacts: before hydration (or while a list is redrawn) a click may do nothing. */
export async function clickUntil(target: Locator, shows: Locator) {
  await expect(async () => {
    await target.click();
    await expect(shows).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
export { hydrated, hydratedControl };

interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/**
 * axe with the WCAG 2.2 AA tags. Only violations are reported in full: the details of every passing
 * node would double the time axe takes on a long list page and say nothing.
 *
 * axe runs inside the page itself ("legacy mode"). The default gathers each frame's results in a
 * blank page that it opens and loads axe into for every check: 2-2.5 s more per check on the CI
 * machine, for the same answer. Compared on /search, /institution/wheaton-college and /, and on a
 * page given a faint paragraph, an untitled same-origin frame holding faint words and an image
 * without alt text, and a video frame from another origin: both modes named the same violations on
 * the same nodes, inside the frame too.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`).slice(0, 5),
  }));
}

/** Zero axe violations for WCAG 2.2 AA on the current page. */
export async function expectAccessible(page: Page) {
  expect(await runAxe(page), "axe violations").toEqual([]);
}

/** The running site's own database (the embedded server in E2E_DATA_DIR), for arranging rare data. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(process.env.E2E_DATA_DIR!) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A DATA_DIR for a spec's own server: a copy of the run's seeded one (playwright.config.ts). */
export function serverDataDir(): string {
  return dataDirFrom(process.env.E2E_SEEDED_DATA_DIR);
}

/** A spec's own server, whose ADMIN_EMAIL account is a super administrator. */
export interface AdminServer {
  base: string;
  server: ServerProcess;
  /** The super administrator's e-mail address. */
  email: string;
  /** The super administrator's session cookie (for calls made outside the browser). */
  cookie: string;
}

/**
 * `test` with a server of the spec's own for each worker (`admin`, its super administrator
 * `<name>-admin@example.org` signed in) and a page carrying that session (`signedIn`).
 */
export function withAdminServer(name: string) {
  const email = `${name}-admin@example.org`;
  return test.extend<{ signedIn: Page }, { admin: AdminServer }>({
    admin: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
      async ({}, use) => {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const server = await startServer({
          dataDir: serverDataDir(),
          port,
          env: {
            PUBLIC_URL: url,
            AUTH_SECRET: `e2e-${name}-secret-long-enough-to-be-accepted`,
            ADMIN_EMAIL: email,
            ADMIN_PASSWORD: GOOD_PASSWORD,
            LOG_LEVEL: "warn",
          },
        });
        const { cookie } = await signIn(url, email);
        await use({ base: url, server, email, cookie });
        await server.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    signedIn: async ({ page, admin }, use) => {
      await useSession(page.context(), admin.base, admin.cookie);
      await use(page);
    },
  });
}

/** Puts a session's cookies ("name=value; name=value") into the browser for `baseUrl`. */
export async function useSession(context: BrowserContext, baseUrl: string, cookie: string) {
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: baseUrl, httpOnly: true, sameSite: "Lax" as const };
    }),
  );
}
