import { expect, type Page } from '@playwright/test';

/**
 * Opens `to` as the console's menu does: a client-side navigation (a history entry and the popstate
 * the router listens to), not a page load, so that a tour over many screens does not load the
 * console, its schemas and the session again for each one. The caller waits for what the screen
 * must show (its grid, its form): right after the navigation the previous screen may still be there.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page.locator('main').first()).toBeVisible();
}
