import { expect, type Locator, type Page } from "@playwright/test";

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

/**
 * Waits until React has hydrated one control. A control inside a lazily loaded part (the Save
 * toggle) hydrates only once its code arrives, after the rest of the page: a click before that
 * takes the no-script path (the form's post) instead of the script's.
 */
export async function hydratedControl(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}
