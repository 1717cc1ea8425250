import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';
import { GRID_ROUTES } from './grid-routes';

/**
 * Screenshots of every grid page at 1280 and 1440 px wide in en-GB, da-DK and nb-NO, for looking at (issue 11:
 * cut-off toolbars, overflowing labels, untranslated text). Runs only when asked:
 *
 *   GRID_SHOTS_DIR=/tmp/grid-shots npx playwright test tests/e2e/grid-screenshots.spec.ts
 *
 * GRID_SHOTS_WIDTHS=1440 takes one width only. The files go to that folder (outside git), named
 * <language>-<width>-<route>.png. Besides the pictures it
 * checks what a picture shows badly: a page wider than the window and a toolbar that wrapped.
 */
const SHOTS = process.env.GRID_SHOTS_DIR;

const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'] as const;
const WIDTHS = (process.env.GRID_SHOTS_WIDTHS ?? '1280,1440').split(',').map(Number);

test.skip(!SHOTS, 'GRID_SHOTS_DIR not set: screenshots are taken on request');

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`every grid page at ${width}x900 in ${language}`, async ({ browser }) => {
      test.setTimeout(300_000);
      fs.mkdirSync(SHOTS!, { recursive: true });
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const api = await apiAs(page.request, 'admin');
      await api.put('/api/User/changeDefaultLanguage', { language });
      const problems: string[] = [];
      try {
        await signIn(page, 'admin');
        for (const route of GRID_ROUTES) {
          await page.goto(`/${route}`);
          await expect(page.locator('main').first()).toBeVisible();
          // Server-paged pages show rows only after a search: load them all (confirmed).
          const loadAll = page.getByTestId('load-all');
          if (await loadAll.isVisible().catch(() => false)) {
            await loadAll.click();
            await page.getByRole('dialog').locator('.btn--primary').click();
          }
          await page
            .locator('[aria-busy="true"]')
            .first()
            .waitFor({ state: 'detached', timeout: 5_000 })
            .catch(() => undefined);
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(SHOTS!, `${language}-${width}-${route.replace(/[?=&]/g, '-')}.png`) });
          const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
          if (wide) problems.push(`${route}: the page is wider than the window`);
          const tops = await page
            .locator('.page__tools')
            .first()
            .locator(':scope > *')
            .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
            .catch(() => []);
          if (new Set(tops).size > 1) problems.push(`${route}: the grid's tools wrapped`);
        }
      } finally {
        await api.put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
}
