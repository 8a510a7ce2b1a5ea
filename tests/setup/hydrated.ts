import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (its heading carries a fiber), so controls act through
 * the router: a click in the moment before can be lost to hydration.
 */
export async function hydrated(page: Page, timeout?: number) {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector("h1");
      return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"));
    },
    undefined,
    timeout === undefined ? undefined : { timeout },
  );
}
