import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gridRows, users } from './support';
import { GRID_ROUTES } from './grid-routes';
import { navigateInApp } from './in-app-navigation';
import { signedInState } from './signed-in-state';

/**
 * Every screen through axe-core (WCAG 2.1 A/AA rules): 0 serious or critical violations. The tours
 * are not about signing in (the sign-in page itself is audited here, and has specs of its own):
 * the admin's browser starts signed in (signedInState). Each screen's figures are written to test-results (AXE_REPORT) so
 * that the before/after numbers can be compared.
 */

const SHELL_ROUTES = [
  '',
  'reports-page',
  'company-information',
  'user-management',
  'feature-flags',
  'create-sales-order',
  'newdraft-page',
  'active-users',
  'user-settings',
  'import',
  'kpi-management',
  'dashboard-settings',
  'downloads',
  'integration',
  'screen-studio',
];

type Figures = { screen: string; violations: number; serious: number; ids: string[] };

const figures: Figures[] = [];

/**
 * Marks what an opened popup added to a screen already checked: the modal dialog, or the wrapper
 * of the menu button (by its test id) that holds the button and its open menu. The page beneath is
 * the state audited just before (a modal does not hide or change it), so axe checks what changed.
 */
async function markOpened(page: Page, opened: string): Promise<string> {
  await page.evaluate((trigger) => {
    for (const old of document.querySelectorAll('[data-axe-opened]')) old.removeAttribute('data-axe-opened');
    const popup = trigger === 'dialog' ? document.querySelector('[role="dialog"]') : document.querySelector(`[data-testid="${trigger}"][aria-expanded="true"]`)?.parentElement;
    popup?.setAttribute('data-axe-opened', '');
  }, opened);
  return '[data-axe-opened]';
}

/**
 * Audits the whole page; with `opened` ('dialog', or a menu button's test id) only the popup just
 * opened over a page audited before (markOpened).
 */
async function audit(page: Page, screen: string, opened?: string) {
  const started = Date.now();
  // Let the page settle (its data loaded: nothing busy) before it is checked.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
  const settled = Date.now();
  // axe.run in the page itself (legacy mode): the console has no frames, and the default mode
  // copies every frame's partial results into a blank page of their own to finish there.
  const axe = await axeBuilder(page);
  // No popup to mark makes axe refuse the run (nothing to include): the test fails rather than checks nothing.
  if (opened) axe.include(await markOpened(page, opened));
  const result = await axe
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.ag-hidden')
    // Violations only: collecting every passing node of a grid page costs seconds per screen.
    .options({ resultTypes: ['violations'] })
    .analyze();
  // Where the time goes: settling, then axe itself.
  console.log(`${screen}: settled in ${settled - started} ms, axe ${Date.now() - settled} ms`);
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  figures.push({
    screen,
    violations: result.violations.length,
    serious: serious.length,
    ids: result.violations.map(
      (v) =>
        `${v.id}(${v.impact}:${v.nodes.length}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    ),
  });
  return serious.map(
    (v) =>
      `${screen}: ${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * An AxeBuilder that sends axe-core's source (about 560 kB, which the page parses and sets up anew
 * each time: most of a small screen's axe time) only when the page's document does not hold axe
 * yet. The tours move between screens in the app, so one document is audited many times; axe.run
 * is made to run again and again in one document (its per-run state is reset when a run ends), as
 * cypress-axe's inject-once-then-check does.
 */
async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  return new AxeBuilder({ page, axeSource: present ? 'void 0' : undefined });
}

/**
 * Opens `to` in the app and waits until its screen has replaced the one before (the previous
 * screen's elements gone: the router keeps showing it while the next one loads its code) and, on
 * a grid screen, until the grid shows its rows or its notice that it has none (shown once the
 * answer is in). A ceiling, not a pause: a screen that does not come fails the test.
 */
async function openScreen(page: Page, to: string) {
  const here = await page.evaluate(() => window.location.pathname + window.location.search);
  if (here === to) return;
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('main#main > *')) el.setAttribute('data-axe-left', '');
  });
  await navigateInApp(page, to);
  await page.waitForFunction(() => !document.querySelector('main#main > [data-axe-left]') && document.querySelector('main#main > *'), undefined, { timeout: 20_000 });
  const grid = page.locator('main [data-grid]').first();
  if (await grid.count()) await grid.locator('[role="row"][row-id], .grid-empty').first().waitFor({ timeout: 20_000 });
}

/** The admin's browser signed in (its stored session), on `path`. */
async function signedIn(page: Page, path: string) {
  await page.context().setStorageState(await signedInState(page.request, users.admin, 'en-GB'));
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

test.afterAll(() => {
  const file = process.env.AXE_REPORT ?? path.join('test-results', 'axe-figures.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(figures, null, 2));
});

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('User name')).toBeVisible();
  expect(await audit(page, 'login')).toEqual([]);
});

test('every grid, shell page and dialog has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(480_000);
  // Signed in on another screen, so that the first screen toured (the dashboard) is opened and
  // awaited as every other one is, not audited while its widgets still load.
  await signedIn(page, '/user-settings');
  const problems: string[] = [];
  for (const route of [...SHELL_ROUTES, ...GRID_ROUTES]) {
    await openScreen(page, `/${route}`);
    problems.push(...(await audit(page, route || 'dashboard')));
    await page.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);
});

test("the screen studio (a screen's form, its JSON tab, a new screen) has no serious accessibility violations and reorders by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, '/screen-studio?grid=Stock');
  const problems: string[] = [];
  await expect(page.getByTestId('studio-columns')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('studio-preview').locator('[data-grid="Stock"]').getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });
  problems.push(...(await audit(page, 'screen-studio: Stock form')));
  // Keyboard: Alt+Down in a column's row moves it, and the focus stays in the row that moved.
  const first = page.locator('[data-testid^="studio-column-"]').first();
  const name = (await first.getAttribute('data-testid'))!;
  await first.getByRole('textbox').first().focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator('[data-testid^="studio-column-"]').nth(1)).toHaveAttribute('data-testid', name);
  await expect(page.getByTestId(name).getByRole('textbox').first()).toBeFocused();
  await page.getByTestId('studio-tab-json').click();
  await expect(page.getByTestId('studio-json').locator('.cm-content')).toBeVisible({ timeout: 30_000 });
  problems.push(...(await audit(page, 'screen-studio: Stock JSON')));
  await navigateInApp(page, '/screen-studio?grid=AxeNames&list=Material');
  await expect(page.getByTestId('studio-menu')).toBeVisible({ timeout: 30_000 });
  problems.push(...(await audit(page, 'screen-studio: new screen')));
  expect(problems).toEqual([]);
});

test('opened dialogs and menus have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, '/');
  const problems: string[] = [];
  // Dialogs and menus opened: a business dialog with a long choice list, a grouped action menu,
  // the column chooser, the export menu and the user menu. The stocks page with a row ticked and
  // its action menu open is audited whole; the popups after it only (the page beneath is that
  // same state), and the create-inventory dialog only (its page is audited in the tour above).
  // The stock rows' answer from the server, however long it takes, then the rows on screen.
  const stocks = page.waitForResponse((r) => r.url().includes('/api/Stock/description'), { timeout: 0 });
  await navigateInApp(page, '/stocks-page');
  expect((await stocks).ok()).toBe(true);
  await gridRows(page, 'Stock');
  await page.locator('[data-grid="Stock"] .ag-selection-checkbox input').first().check();
  await page
    .getByRole('button', { name: /^Stock/ })
    .first()
    .click();
  problems.push(...(await audit(page, 'stocks: action menu')));
  await page.locator('[data-action="move"]').click();
  await expect(page.getByTestId('dialog-move-stock')).toBeVisible();
  problems.push(...(await audit(page, 'dialog move-stock', 'dialog')));
  await page.keyboard.press('Escape');
  await page.getByTestId('column-chooser').click();
  problems.push(...(await audit(page, 'stocks: column chooser', 'column-chooser')));
  await page.keyboard.press('Escape');
  await page.getByTestId('export-menu').click();
  problems.push(...(await audit(page, 'stocks: export menu', 'export-menu')));
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').click();
  problems.push(...(await audit(page, 'user menu', 'user-menu')));
  await page.keyboard.press('Escape');
  await navigateInApp(page, '/inventory-page');
  await page.locator('[data-action="create"], [data-action="createInventory"]').first().click();
  await expect(page.locator('[role="dialog"]')).toBeVisible();
  problems.push(...(await audit(page, 'dialog create-inventory', 'dialog')));
  expect(problems).toEqual([]);
});
