import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gridRows, signIn } from './support';
import { GRID_ROUTES } from './grid-routes';

/**
 * Every screen through axe-core (WCAG 2.1 A/AA rules): 0 serious or critical violations. One
 * sign-in for the whole file; each screen's figures are written to test-results (AXE_REPORT) so
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
  // Let the page settle (a grid's rows or its empty notice) before it is checked.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
  await page.waitForTimeout(200);
  const settled = Date.now();
  // axe.run in the page itself (legacy mode): the console has no frames, and the default mode
  // copies every frame's partial results into a blank page of their own to finish there.
  const axe = new AxeBuilder({ page });
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

/** In-app navigation (as the menu does): no reload per screen, so the whole tour stays quick. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page.locator('main').first()).toBeVisible();
}

test('every grid, shell page and dialog has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, 'admin');
  const problems: string[] = [];
  for (const route of [...SHELL_ROUTES, ...GRID_ROUTES]) {
    await navigate(page, `/${route}`);
    problems.push(...(await audit(page, route || 'dashboard')));
    await page.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);
});

test("the screen studio (a screen's form, its JSON tab, a new screen) has no serious accessibility violations and reorders by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const problems: string[] = [];
  await navigate(page, '/screen-studio?grid=Stock');
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
  await navigate(page, '/screen-studio?grid=AxeNames&list=Material');
  await expect(page.getByTestId('studio-menu')).toBeVisible({ timeout: 30_000 });
  problems.push(...(await audit(page, 'screen-studio: new screen')));
  expect(problems).toEqual([]);
});

test('opened dialogs and menus have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const problems: string[] = [];
  // Dialogs and menus opened: a business dialog with a long choice list, a grouped action menu,
  // the column chooser, the export menu and the user menu. The stocks page with a row ticked and
  // its action menu open is audited whole; the popups after it only (the page beneath is that
  // same state), and the create-inventory dialog only (its page is audited in the tour above).
  // The stock rows' answer from the server, however long it takes, then the rows on screen.
  const stocks = page.waitForResponse((r) => r.url().includes('/api/Stock/description'), { timeout: 0 });
  await navigate(page, '/stocks-page');
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
  await navigate(page, '/inventory-page');
  await page.locator('[data-action="create"], [data-action="createInventory"]').first().click();
  await expect(page.locator('[role="dialog"]')).toBeVisible();
  problems.push(...(await audit(page, 'dialog create-inventory', 'dialog')));
  expect(problems).toEqual([]);
});
