/* eslint-disable max-lines -- issue 21's consistency tour: every check runs in two languages through the same helpers and screenshot folder; browser time is weighed per spec file (scripts/e2e-groups.mjs) */
import fs from 'node:fs';
import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiAs, signIn, users, type Who, pasteSalesLines } from './support';

/**
 * Issue 21, "clumsy or inconsistent": one number and date format (the user's) on every page, the
 * sign-in and the dashboard's welcome and KPI tiles, actions the caller may not do, item numbers
 * that are not found, select all, server-paged search and reset, the collapsible filter panel, the
 * menu's icons, the print-label, upload and purchase dialogs, and report grids' columns. Each
 * changed screen is photographed (test-results/consistency-screens/) in en-GB and da-DK.
 */

/**
 * One browser context for the file's tests, a new page in it for each. Every test starts on a clean
 * browser (`cleanBrowser`: cookies and local storage emptied), so what the tests share is the
 * browser's HTTP cache: the console's scripts are fetched and compiled once, not once per test as
 * in a new context.
 */
const test = base.extend<object, { fileContext: BrowserContext }>({
  fileContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, acceptDownloads } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, acceptDownloads });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ fileContext }, use) => {
    const page = await fileContext.newPage();
    await use(page);
    await page.close();
  },
});

const SHOTS = 'test-results/consistency-screens';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/**
 * Runs the body once in English and once in Danish (the user's default language), then back to the
 * user's own language. One API sign-in sets all three (each sign-in is a password check on the server).
 */
async function inBothLanguages(request: APIRequestContext, who: Who, body: (language: 'en-GB' | 'da-DK') => Promise<void>) {
  const api = await apiAs(request, who);
  const setLanguage = async (language: string) => expect((await api.put('/api/User/changeDefaultLanguage', { language })).status()).toBe(200);
  const own = ((await api.get('/api/User/current')) as { defaultLanguage: string }).defaultLanguage;
  expect(own).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
  try {
    for (const language of ['en-GB', 'da-DK'] as const) {
      await setLanguage(language);
      await body(language);
    }
  } finally {
    await setLanguage(own);
  }
}

// Most tests run twice (English and Danish) and sign in several times.
test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/**
 * Signs in as another user on `path`, keeping the browser's storage (the first user's filter-panel
 * choices stay in it, as on a shared browser).
 */
async function switchUser(page: Page, who: Who, path: string) {
  await signIn(page, who, path);
}

/**
 * A browser that holds nothing: no user's session, language cookie or filter-panel choice. The
 * console is left first (about:blank), so that it writes nothing more into the storage emptied.
 */
async function cleanBrowser(page: Page) {
  await page.goto('about:blank');
  await page.context().setStorageState({ cookies: [], origins: [] });
}

/**
 * Signs in on a clean browser and opens `path`: the user's sign-in is written and `path` loaded
 * once (support.ts signIn: only a user's first sign-in in the worker goes through the sign-in
 * page, which then speaks the browser's language). Tests about signing in use the page themselves.
 */
async function freshSignIn(page: Page, who: Who, path = '/') {
  await cleanBrowser(page);
  await signIn(page, who, path);
}

test.describe('one number and date format, the user’s', () => {
  test('the sales page shows prices in the number format of the user settings, not the interface language', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const materials = (await api.get('/api/Material/description')) as { itemNo: string; salesPrice: number | null }[];
    const priced = materials.find((m) => (m.salesPrice ?? 0) >= 1000) ?? materials.find((m) => m.salesPrice)!;
    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/create-sales-order');
      await page.getByTestId('sales-material-search').fill(priced.itemNo);
      await expect(page.getByRole('option').filter({ hasText: priced.itemNo }).first()).toBeVisible();
      await page.getByTestId('sales-material-search').press('Enter');
      await expect(page.getByTestId('sales-line')).toHaveCount(1);
      // The demo's number format is de-DE: a decimal comma, whatever the language.
      const price = (await page.locator('.sales-lines__price').last().innerText()).trim();
      expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      await expect(page.getByTestId('sales-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      await shoot(page, `sales-price.${language}`);
    });
  });

  test('report criteria dates are shown and typed in the user date format', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const record = {
      clientId: 'Cockpit',
      owner: 'userSettings',
      key: 'timeStampSettings',
      value: JSON.stringify({ region: 'Europe/Berlin', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' }),
    };
    expect((await api.put('/api/User/settings', record)).status()).toBe(200);
    try {
      await inBothLanguages(request, 'admin', async (language) => {
        await freshSignIn(page, 'admin', '/material-transaction-config-page');
        const from = page.getByRole('textbox', { name: /Date from|Dato fra|Fra dato/ });
        await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
        await from.fill('01/10/2026');
        await from.blur();
        await expect(from).toHaveValue('01/10/2026');
        await shoot(page, `report-criteria-dates.${language}`);
      });
    } finally {
      await api.delete('/api/User/settings', { clientId: 'Cockpit', owner: 'userSettings', key: 'timeStampSettings' });
    }
  });
});

test.describe('sign-in and dashboard', () => {
  test('a failed sign-in empties the password field', async ({ page }) => {
    await cleanBrowser(page);
    await page.goto('/login');
    await page.getByLabel('Business unit').fill(users.admin.businessUnit);
    await page.getByLabel('User name').fill(users.admin.userName);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('User name')).toHaveValue(users.admin.userName);
    await shoot(page, 'sign-in-failed.en-GB');
  });

  test("North is welcomed with North's own company, and the picking KPI table fits its tile at 1440 px", async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await freshSignIn(page, 'northAdmin');
    await expect(page.getByTestId('dashboard-welcome')).toContainText('Nordlager AS');
    await expect(page.getByTestId('dashboard-welcome')).not.toContainText('Demo Warehouse');

    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/dashboard');
      const table = page.locator('.kpi__table').first();
      await expect(table).toBeVisible();
      const fits = await table.evaluate((el) => {
        const tile = el.closest('.kpi-tile') as HTMLElement;
        const t = el.getBoundingClientRect();
        const r = tile.getBoundingClientRect();
        return { table: Math.round(t.right), tile: Math.round(r.right), scroll: el.scrollWidth, client: el.clientWidth };
      });
      expect(fits.table, JSON.stringify(fits)).toBeLessThanOrEqual(fits.tile);
      await shoot(page, `dashboard-kpis.${language}`);
    });
  });
});

test.describe('what the caller may not do', () => {
  test("the picker is not offered to delete a unit's view: disabled, with the reason on hover", async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    const name = 'E2E unit view';
    await admin.put('/api/CustomView/SaveForBusinessUnit', { owner: 'Material', customViewName: name, visibleColumnName: JSON.stringify({ master: ['itemNo', 'name'] }) });
    try {
      await inBothLanguages(request, 'picker', async (language) => {
        await freshSignIn(page, 'picker', `/materials-page?custom-view=${encodeURIComponent(name)}`);
        await expect(page.getByTestId('current-view')).toHaveText(name, { timeout: 30_000 });
        await page.getByTestId('view-menu').click();
        const del = page.getByTestId('view-delete');
        await expect(del).toHaveAttribute('aria-disabled', 'true');
        await expect(del).toHaveAttribute('title', /.{20,}/);
        await del.hover();
        await shoot(page, `view-delete-disabled.${language}`);
        await del.click({ force: true });
        await expect(page.getByTestId('confirm-modal')).toHaveCount(0);
        await expect(page.getByTestId('error-modal')).toHaveCount(0);
      });
    } finally {
      const views = (await admin.get('/api/CustomView/header?owner=Material')) as { id: number; customViewName: string }[];
      for (const v of views.filter((x) => x.customViewName === name)) await admin.delete('/api/CustomView', { id: v.id });
    }
  });
});

test.describe('item numbers on the sales page', () => {
  test('Enter on an unknown item number says not found; a lower-case one is found; the paste hint follows the resolving', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    const materials = (await api.get('/api/Material/description')) as { itemNo: string }[];
    const [first, second, third] = materials.slice(-3);
    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/create-sales-order');
      const search = page.getByTestId('sales-material-search');
      // Unknown, Enter at once: said so, nothing added.
      await search.fill('E2E-NO-SUCH-ITEM');
      await search.press('Enter');
      await expect(page.getByTestId('sales-material-not-found')).toContainText('E2E-NO-SUCH-ITEM');
      await expect(search).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('sales-line')).toHaveCount(0);
      await shoot(page, `sales-not-found.${language}`);
      // Lower case, Enter at once: that material.
      await search.fill(first.itemNo.toLowerCase());
      await search.press('Enter');
      await expect(page.locator(`[data-testid="sales-line"][data-item-no="${first.itemNo}"]`)).toHaveCount(1);
      await expect(page.getByTestId('sales-material-not-found')).toHaveCount(0);

      // Pasted in lower case: found; one unknown line to resolve; the hint says what it came to.
      await pasteSalesLines(page, [`${second.itemNo.toLowerCase()}\t2`, 'E2E-NO-SUCH-ITEM\t1'].join('\r\n'));
      const dialog = page.getByTestId('sales-resolve-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-flag="notFound"]')).toHaveCount(1);
      await expect(page.locator(`[data-testid="sales-line"][data-item-no="${second.itemNo}"]`)).toHaveCount(1);
      const notFound = dialog.locator('[data-flag="notFound"]');
      await notFound.getByRole('textbox').fill(third.itemNo.toLowerCase());
      await notFound.getByRole('button').click();
      await expect(dialog.locator('[data-flag="resolved"]')).toHaveCount(1);
      await page.getByTestId('sales-resolve-apply').click();
      await expect(dialog).toBeHidden();
      await expect(page.locator(`[data-testid="sales-line"][data-item-no="${third.itemNo}"]`)).toHaveCount(1);
      if (language === 'en-GB') await expect(page.getByTestId('sales-notice')).toHaveText('2 lines added.');
      else await expect(page.getByTestId('sales-notice')).toHaveText('2 linjer tilføjet.');
      await shoot(page, `sales-paste-resolved.${language}`);
    });
  });
});

test.describe('grid pages', () => {
  const total = async (page: Page) => Number(/(\d+)$/.exec((await page.getByTestId('pager-range').first().innerText()).trim())![1]);

  test('select all: the offer to select every row shows as soon as one row is ticked; the action still asks first', async ({ page, request }) => {
    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/stocks-page');
      const first = page.locator('[data-grid="Stock"] [role="row"][row-index="0"]').getByRole('checkbox').first();
      await expect(first).toBeVisible({ timeout: 30_000 });
      const rows = await total(page);
      expect(rows).toBeGreaterThan(20);
      const bar = page.getByTestId('select-all-bar');
      await expect(bar).toHaveCount(0);
      await first.check();
      // At once, in view, with the number of every row.
      const offer = bar.getByRole('button', { name: new RegExp(`${rows}`) });
      await expect(offer).toBeVisible();
      await expect(offer).toBeInViewport();
      await shoot(page, `select-all-offer.${language}`);
      await offer.click();
      await expect(bar).toContainText(String(rows));
      // A confirmation before an action on more rows than are shown.
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: /^(Create inventory|Opret optælling)$/ })
        .click();
      await expect(page.getByTestId('confirm-modal')).toContainText(String(rows));
      await page
        .getByTestId('confirm-modal')
        .getByRole('button', { name: /^(No|Nej)$/ })
        .click();
      await expect(page.getByTestId('confirm-modal')).toHaveCount(0);
    });
  });

  test('server-paged: Search sends one request, the filtered one; Reset empties the grid until the next search', async ({ page }) => {
    await freshSignIn(page, 'admin', '/materials-es-page');
    await page.getByTestId('load-all').click();
    await page.getByRole('dialog').locator('.btn--primary').click();
    await expect(page.locator('[data-grid="Material"] [role="row"][row-index="0"]').first()).toBeVisible({ timeout: 30_000 });
    const reads: string[] = [];
    const answered: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Material/description') && reads.push(decodeURIComponent(r.url())));
    page.on('requestfinished', (r) => r.url().includes('/api/Material/description') && answered.push(r.url()));
    await page.getByRole('searchbox', { name: 'Item no.' }).fill('ITM-10001');
    await page.getByTestId('filter-search').click();
    await expect.poll(() => total(page)).toBeLessThan(20);
    // Every read the search made has been answered.
    await expect.poll(() => answered.length).toBe(reads.length);
    expect(reads, reads.join('\n')).toHaveLength(1);
    expect(reads[0]).toContain('ITM-10001');
    await page.getByRole('search').getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('searchbox', { name: 'Item no.' })).toHaveValue('');
    await expect(page.locator('[data-grid="Material"] [role="row"][row-index="0"]')).toHaveCount(0);
    await shoot(page, 'server-page-reset.en-GB');
  });

  test('at 1280x720 the Outgoing orders filter panel collapses, and stays so for this user only', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/outgoing-orders-page');
      const grid = page.locator('[data-grid="OutgoingOrder"]');
      await expect(grid.locator('[role="row"][row-index="0"]').first()).toBeVisible({ timeout: 30_000 });
      const toggle = page.getByTestId('filter-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const before = (await grid.boundingBox())!.height;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('filter-search')).toHaveCount(0);
      await expect.poll(async () => (await grid.boundingBox())!.height).toBeGreaterThan(before + 40);
      await shoot(page, `outgoing-filters-collapsed.${language}`);
      // Remembered: a new page load keeps it collapsed.
      await page.reload();
      await expect(page.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'false');
      // Another user on the same browser has the panel open; the first finds theirs as they left it.
      await switchUser(page, 'super', '/outgoing-orders-page');
      await expect(page.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'true');
      await switchUser(page, 'admin', '/outgoing-orders-page');
      await expect(page.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'false');
      await page.getByTestId('filter-toggle').click();
      await expect(page.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'true');
    });
  });
});

test('the collapsed menu: every entry has its own icon', async ({ page, request }) => {
  await inBothLanguages(request, 'admin', async (language) => {
    await freshSignIn(page, 'admin');
    await page.getByRole('button', { name: /menu/i }).first().click();
    const icons = await page.locator('nav a svg path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));
    expect(icons.length).toBeGreaterThan(10);
    expect(new Set(icons).size).toBe(icons.length);
    await shoot(page, `menu-collapsed.${language}`);
  });
});

test('print label: the dialog names the material and shows the label for the chosen printer', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const printers = (await api.get('/api/Printer/materialPrintersWithDefinitions/list')) as { id: number; name: string }[];
  expect(printers.length).toBeGreaterThan(0);
  await inBothLanguages(request, 'admin', async (language) => {
    await freshSignIn(page, 'admin', '/materials-page');
    const row = page.locator('[data-grid="Material"] [role="row"][row-index="0"]');
    await expect(row.first()).toBeVisible({ timeout: 30_000 });
    const itemNo = (await row.locator('[col-id="itemNo"]').first().innerText()).trim();
    await row.getByRole('checkbox').first().check();
    await page
      .getByRole('toolbar')
      .getByRole('button', { name: /^(Print label|Udskriv etiket)$/ })
      .click();
    const dialog = page.getByTestId('dialog-print-material-label');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toHaveValue(itemNo);
    await expect(dialog.getByRole('textbox').nth(1)).not.toHaveValue('');
    await dialog.getByRole('combobox').first().selectOption({ label: printers[0].name });
    await expect(dialog.getByTestId('image-preview')).toBeVisible();
    await expect.poll(() => dialog.getByTestId('image-preview').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shoot(page, `print-label.${language}`);
    await dialog.getByRole('button', { name: /^(Cancel|Annullér)$/ }).click();
  });
});

test.describe('dialogs and criteria', () => {
  test('Drafts from demand: suppliers are ticked in a list with "All", no Ctrl-click', async ({ page, request }) => {
    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/newdraft-page');
      const list = page.getByTestId('criteria-suppliers');
      const boxes = list.locator('.supplier-checklist__list input[type="checkbox"]');
      await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
      const count = await boxes.count();
      expect(count).toBeGreaterThan(1);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await expect(list.locator('.supplier-checklist__list input:checked')).toHaveCount(2);
      await page.getByTestId('criteria-suppliers-all').check();
      await expect(list.locator('.supplier-checklist__list input:checked')).toHaveCount(count);
      await shoot(page, `drafts-suppliers.${language}`);
      await page.getByTestId('criteria-suppliers-all').uncheck();
      await expect(list.locator('.supplier-checklist__list input:checked')).toHaveCount(0);
    });
  });

  test('Reassign: no unlabelled "Option 1", its help once, and a user or a role is asked for', async ({ page, request }) => {
    await inBothLanguages(request, 'admin', async (language) => {
      await freshSignIn(page, 'admin', '/operations-page');
      const row = page.locator('[data-grid="Operation"] [role="row"][row-index="0"]');
      await expect(row.first()).toBeVisible({ timeout: 30_000 });
      await row.getByRole('checkbox').first().check();
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: /^(Assign|Tildel) ▾/ })
        .click();
      await page.getByRole('menuitem', { name: /^(Reassign|Omfordel)/ }).click();
      const dialog = page.getByTestId('dialog-reassign-operation');
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toContainText('Option 1');
      const help = language === 'en-GB' ? 'The open tasks of the operations move to a new job' : null;
      if (help) expect((await dialog.innerText()).split(help).length - 1).toBe(1);
      await shoot(page, `reassign.${language}`);
      // Neither chosen: the form says to choose one.
      await dialog.locator('.btn--primary').click();
      await expect(dialog.getByText(language === 'en-GB' ? 'Choose a user or a role' : /./).first()).toBeVisible();
      await dialog.getByRole('button', { name: /^(Cancel|Annullér)$/ }).click();
    });
  });

  test('report result grids at 1440 px: every header readable and the columns use the width', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await inBothLanguages(request, 'admin', async (language) => {
      // Signed in onto the first report; the second is opened from there.
      await freshSignIn(page, 'admin', '/material-summary-report-page');
      for (const [route, grid] of [
        ['material-summary-report-page', 'MaterialSummaryReport'],
        ['stock-value-report-page', 'StockValueReport'],
      ]) {
        if (new URL(page.url()).pathname !== `/${route}`) await page.goto(`/${route}`);
        const g = page.locator(`[data-grid="${grid}"]`);
        await expect(g.locator('[role="row"][row-index="0"]').first()).toBeVisible({ timeout: 30_000 });
        const cut = await g
          .locator('.ag-header-cell-text')
          .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent));
        expect(cut).toEqual([]);
        // The columns share the grid's width: no empty space to the right of the last column.
        const gap = await g.evaluate((el) => {
          const headers = [...el.querySelectorAll('.ag-header-cell')] as HTMLElement[];
          return Math.round(el.getBoundingClientRect().right - Math.max(...headers.map((h) => h.getBoundingClientRect().right)));
        });
        expect(gap).toBeLessThan(40);
        await shoot(page, `${route}.${language}`);
      }
    });
  });
});
