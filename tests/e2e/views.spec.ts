import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { gridRows, signIn, users } from './support';

/**
 * Saved views, primary views and the settings pages in the browser (platform.md §2.2, §3, §4, §5).
 * The tests share one server with the other specs: they use views with an "E2E" name, the users
 * super and picker for what they change, and remove what they made.
 */

type Who = keyof typeof users;

async function apiAs(request: APIRequestContext, who: Who) {
  const u = users[who];
  const res = await request.post('/api/Authentication/user', { data: { businessUnitName: u.businessUnit, userName: u.userName, password: u.password } });
  const token = (await res.json()).result.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await (await request.get(path, { headers })).json()).result,
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    delete: (path: string, data: unknown) => request.delete(path, { headers, data }),
  };
}

/** Removes every E2E view a user can delete, and their primary view of the grid. */
async function cleanUp(request: APIRequestContext, who: Who, owner = 'Material') {
  const api = await apiAs(request, who);
  const views: { id: number; customViewName: string; canModify: boolean }[] = await api.get(`/api/CustomView/header?owner=${owner}`);
  for (const v of views) if (v.customViewName.startsWith('E2E') && v.canModify) await api.delete('/api/CustomView', { id: v.id });
  await api.delete('/api/User/PrimaryView', { owner });
}

const minimalView = (name: string) => ({ owner: 'Material', customViewName: name, visibleColumnName: JSON.stringify({ master: ['itemNo', 'name', 'materialGroup'] }) });

async function openMaterials(page: Page, query = '') {
  await page.goto(`/materials-page${query}`);
  // A fresh page boots the console (schemas, catalogues, settings) before the view and rows: allow for a busy machine.
  await expect(page.locator('[data-grid="Material"] [role="gridcell"]').first()).toBeVisible({ timeout: 30_000 });
  await gridRows(page, 'Material');
}

async function chooseView(page: Page, name: string) {
  await page.getByTestId('view-menu').click();
  await page.locator(`[data-view="${name}"]`).click();
  await expect(page.getByTestId('current-view')).toHaveText(name === 'Default' ? 'Default' : name);
}

async function openSaveDialog(page: Page) {
  await page.getByTestId('view-menu').click();
  await page.getByTestId('view-save').click();
  return page.getByTestId('save-view-modal');
}

async function newPageAs(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

const header = (page: Page, field: string) => page.locator(`[data-grid="Material"] .ag-header-cell[col-id="${field}"]`);

/** AG Grid's own order for text (code points, not the language's collation), reversed. */
const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** The names of the rows on screen, top to bottom (AG Grid keeps row elements in no particular DOM order). */
async function firstNames(page: Page): Promise<string[]> {
  const cells = page.locator('[data-grid="Material"] [role="gridcell"][col-id="name"]');
  const rows = await cells.evaluateAll((els) => els.map((el) => ({ index: Number(el.closest('[row-index]')?.getAttribute('row-index')), text: (el.textContent ?? '').trim() })));
  return rows.filter((r) => Number.isFinite(r.index) && r.text).sort((a, b) => a.index - b.index).map((r) => r.text);
}

test.describe('saved views', () => {
  test.afterAll(async ({ request }) => {
    await cleanUp(request, 'super');
    await cleanUp(request, 'admin');
    await cleanUp(request, 'globalAdmin');
  });

  test('arranges the Materials grid, saves it for me and gets it back after a reload', async ({ page }) => {
    await signIn(page, 'super');
    await openMaterials(page);
    await expect(page.getByTestId('current-view')).toHaveText('Default');

    // Hide a column.
    await page.getByTestId('column-chooser').click();
    await page.getByRole('checkbox', { name: 'Barcode' }).uncheck();
    await page.getByTestId('column-chooser').click();
    await expect(header(page, 'barcode')).toHaveCount(0);
    // Sort by name.
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
    // Filter.
    await page.getByRole('searchbox', { name: 'Name' }).fill('tape');
    await page.getByTestId('filter-search').click();
    await expect(page.locator('[data-grid="Material"] [row-index="0"]').first()).toContainText(/tape/i);
    // Resize the name column by 120 px.
    const before = (await header(page, 'name').boundingBox())!;
    const handle = header(page, 'name').locator('.ag-header-cell-resize');
    const hb = (await handle.boundingBox())!;
    await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
    await page.mouse.down();
    await page.mouse.move(hb.x + hb.width / 2 + 60, hb.y + hb.height / 2, { steps: 4 });
    await page.mouse.move(hb.x + hb.width / 2 + 120, hb.y + hb.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await header(page, 'name').boundingBox())!.width)).toBeGreaterThan(before.width + 100);
    const resized = Math.round((await header(page, 'name').boundingBox())!.width);
    // Hide a column of the detail grid (units of measure).
    await page.getByTestId('detail-column-chooser').click();
    await page.getByRole('checkbox', { name: 'Weight (kg)' }).uncheck();
    await page.getByTestId('detail-column-chooser').click();
    // Group by material group.
    await page.getByTestId('group-by').click();
    await page.getByRole('checkbox', { name: 'Material group' }).check();
    await page.getByTestId('group-by').click();
    await expect(page.getByTestId('group-row').first()).toBeVisible();

    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('E2E super tape');
    await expect(dialog.getByRole('radio')).toHaveCount(1); // super may save for himself only
    // The success message only lives until the reload 250 ms later: note it (and when it showed) as it appears.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const modal = document.querySelector('[data-testid="success-modal"]');
        if (modal && !sessionStorage.getItem('e2e-success')) sessionStorage.setItem('e2e-success', JSON.stringify({ text: modal.textContent, at: Date.now() }));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/custom-view=E2E(\+|%20)super(\+|%20)tape/);
    const success = await page.evaluate(() => ({ seen: JSON.parse(sessionStorage.getItem('e2e-success') ?? 'null') as { text: string; at: number } | null, loadedAt: performance.timeOrigin }));
    expect(success.seen?.text).toContain('The view "E2E super tape" was saved.');
    // The reload waits 250 ms from when the message is opened; it is painted a moment later, so allow for that.
    expect(success.loadedAt - success.seen!.at).toBeGreaterThanOrEqual(150);

    const restored = async () => {
      await expect(page.getByTestId('current-view')).toHaveText('E2E super tape');
      await expect(page.getByRole('searchbox', { name: 'Name' })).toHaveValue('tape');
      await expect(header(page, 'barcode')).toHaveCount(0);
      await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => Math.round((await header(page, 'name').boundingBox())!.width)).toBe(resized);
      const groups = page.getByTestId('group-row');
      await expect(groups.first()).toBeVisible();
      // Collapsed groups with counts; opening one shows its rows, all matching the filter.
      await expect(groups.first()).toContainText(/Material group:.*\d+ rows?/);
      const packaging = groups.filter({ hasText: 'Packaging' });
      const count = Number((await packaging.innerText()).match(/(\d+) rows?/)![1]);
      await packaging.click();
      await expect(packaging).toHaveAttribute('aria-expanded', 'true');
      const names = page.locator('[data-grid="Material"] [role="gridcell"][col-id="name"]');
      await expect(names).toHaveCount(count);
      for (const text of await names.allInnerTexts()) expect(text.toLowerCase()).toContain('tape');
      // Opening a row's detail keeps the arranged columns.
      await page.locator('[data-grid="Material"] .grid-expander').first().click();
      await expect(page.locator('[data-grid="Material"] .detail-panel')).toBeVisible();
      await expect(header(page, 'barcode')).toHaveCount(0);
      await expect.poll(async () => Math.round((await header(page, 'name').boundingBox())!.width)).toBe(resized);
      const detailHeader = (field: string) => page.locator(`[data-grid="Material"] .detail-panel .ag-header-cell[col-id="${field}"]`);
      await expect(detailHeader('uoMType')).toHaveCount(1);
      await expect(detailHeader('weight')).toHaveCount(0);
      // Closing the group hides its rows again.
      await packaging.click();
      await expect(packaging).toHaveAttribute('aria-expanded', 'false');
      await expect(names).toHaveCount(0);
    };
    await restored();
    await page.reload();
    await restored();

    // Without the parameter the page opens on the default view (super has no primary view).
    await openMaterials(page);
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await expect(header(page, 'barcode')).toHaveCount(1);
    await expect(page.getByTestId('group-row')).toHaveCount(0);
  });

  test('a second user sees a business-unit view (sorted descending) but not the first user\'s personal one', async ({ page, browser, request }) => {
    const admin = await apiAs(request, 'admin');
    expect((await admin.put('/api/CustomView/SaveForMe', minimalView('E2E admin only'))).status()).toBe(200);

    await signIn(page, 'admin');
    await openMaterials(page);
    // Sort by name, descending (a second click on the header).
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('E2E team view');
    // Anna Admin holds can_save_for_all but is no global administrator: "for all" is shown disabled, with the reason.
    const forAll = dialog.getByRole('radio', { name: 'Everyone in every business unit' });
    await expect(forAll).toBeDisabled();
    await expect(dialog.locator('label', { has: page.getByRole('radio', { name: 'Everyone in every business unit' }) })).toHaveAttribute('title', 'Only a global administrator may save a view for every business unit.');
    await dialog.getByRole('radio', { name: 'Everyone in my business unit' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/custom-view=E2E/);
    await expect(page.getByTestId('current-view')).toHaveText('E2E team view');
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(page, 'itemNo')).not.toHaveAttribute('aria-sort', /ascending|descending/);

    const picker = await newPageAs(browser, 'picker');
    await openMaterials(picker);
    await picker.getByTestId('view-menu').click();
    // Pia Picker works in Danish: the business unit's views are under "Forretningsenhed".
    const menu = picker.getByRole('menu');
    await expect(menu.getByRole('group', { name: 'Forretningsenhed' }).locator('[data-view="E2E team view"]')).toBeVisible();
    await expect(menu.locator('[data-view="E2E admin only"]')).toHaveCount(0);
    await picker.getByTestId('view-menu').click();
    await chooseView(picker, 'E2E team view');
    // The descending sort comes back for her too: the names run from Z to A.
    await expect(header(picker, 'name')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await firstNames(picker)).length).toBeGreaterThan(2);
    const shown = await firstNames(picker);
    expect(shown).toEqual([...shown].sort(descending));
    await picker.context().close();
  });

  test('a global administrator saves a view for all; every business unit sees it, restored with its descending sort', async ({ page, browser }) => {
    await signIn(page, 'globalAdmin');
    // Head office keeps no materials: the grid is empty, its columns are there.
    await page.goto('/materials-page');
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await page.getByTestId('column-chooser').click();
    await page.getByRole('checkbox', { name: 'Barcode' }).uncheck();
    await page.getByTestId('column-chooser').click();
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('E2E for all');
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await dialog.getByRole('radio', { name: 'Everyone in every business unit' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/custom-view=E2E(\+|%20)for(\+|%20)all/);
    await expect(page.getByTestId('current-view')).toHaveText('E2E for all');

    // Nils North works in Norwegian: views for all are under "Alle forretningsenheter".
    const north = await newPageAs(browser, 'northAdmin');
    await openMaterials(north);
    await north.getByTestId('view-menu').click();
    await expect(north.getByRole('menu').getByRole('group', { name: 'Alle forretningsenheter' }).locator('[data-view="E2E for all"]')).toBeVisible();
    await north.getByTestId('view-menu').click();
    await chooseView(north, 'E2E for all');
    await expect(header(north, 'barcode')).toHaveCount(0);
    await expect(header(north, 'name')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await firstNames(north)).length).toBeGreaterThan(2);
    const shown = await firstNames(north);
    expect(shown).toEqual([...shown].sort(descending));
    // North's administrator may not save for all either (the option is disabled), nor delete the view.
    const northDialog = await openSaveDialog(north);
    await expect(northDialog.getByRole('radio', { name: 'Alle i alle forretningsenheter' })).toBeDisabled();
    await northDialog.getByRole('button', { name: 'Avbryt' }).click();
    await north.getByTestId('view-menu').click();
    await north.getByTestId('view-delete').click();
    await north.getByTestId('confirm-modal').getByRole('button', { name: 'Ja' }).click();
    await expect(north.getByTestId('error-modal')).toContainText('Du har ikke rettigheter til å slette visningen');
    await north.context().close();

    // Demo's users see it as well, with the URL parameter.
    const demo = await newPageAs(browser, 'super');
    await openMaterials(demo, '?custom-view=E2E%20for%20all');
    await expect(demo.getByTestId('current-view')).toHaveText('E2E for all');
    await expect(header(demo, 'name')).toHaveAttribute('aria-sort', 'descending');
    await demo.context().close();
  });

  test('a primary view opens by default; the URL parameter selects a view; switching drops it and toDate', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    expect((await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E primary'))).status()).toBe(200);

    await signIn(page, 'super');
    await openMaterials(page);
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-primary').click();
    const dialog = page.getByTestId('primary-view-modal');
    await dialog.getByLabel('Opens for me with').selectOption({ label: 'E2E primary' });
    await expect(dialog.getByLabel(/Opens for everyone/)).toHaveCount(0); // super lacks can_save_for_all
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('success-modal')).toContainText('The primary view was saved.');
    await page.getByTestId('success-modal').getByRole('button', { name: 'OK' }).click();

    await openMaterials(page);
    await expect(page.getByTestId('current-view')).toHaveText('E2E primary');
    await expect(header(page, 'barcode')).toHaveCount(0); // the view shows item no., name and material group
    await page.getByTestId('view-menu').click();
    await expect(page.locator(`[data-view="E2E primary"]`)).toContainText('primary');
    await page.getByTestId('view-menu').click();

    // ?custom-view=name wins over the primary view; switching views drops it and toDate.
    await openMaterials(page, '?custom-view=Default&toDate=2031-01-31');
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await expect(page.getByLabel('Created to')).toHaveValue('2031-01-31');
    await expect(header(page, 'barcode')).toHaveCount(1);
    await chooseView(page, 'E2E primary');
    await expect(header(page, 'barcode')).toHaveCount(0);
    await expect(page).toHaveURL(/\/materials-page$/);
    await expect(page.getByTestId('view-menu')).toBeVisible();

    const superApi = await apiAs(request, 'super');
    await superApi.delete('/api/User/PrimaryView', { owner: 'Material' });
  });
  test("a primary view for everyone in the business unit opens for a second user; one's own primary view wins", async ({ page, browser, request }) => {
    const admin = await apiAs(request, 'admin');
    expect((await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E unit primary'))).status()).toBe(200);
    try {
      await signIn(page, 'admin');
      await openMaterials(page);
      await page.getByTestId('view-menu').click();
      await page.getByTestId('view-primary').click();
      const dialog = page.getByTestId('primary-view-modal');
      // Only shared views can open for everyone.
      await expect(dialog.getByLabel(/Opens for everyone/).locator('option', { hasText: 'E2E unit primary' })).toHaveCount(1);
      await dialog.getByLabel(/Opens for everyone/).selectOption({ label: 'E2E unit primary' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('success-modal')).toContainText('The primary view was saved.');

      // Pia Picker opens the page fresh and gets the unit's primary view.
      const picker = await newPageAs(browser, 'picker');
      await openMaterials(picker);
      await expect(picker.getByTestId('current-view')).toHaveText('E2E unit primary');
      await expect(header(picker, 'barcode')).toHaveCount(0);
      await picker.context().close();

      // Super's own choice (the default view) wins over the unit's.
      const superApi = await apiAs(request, 'super');
      expect((await superApi.put('/api/User/PrimaryView/SaveForMe', { id: 0, owner: 'Material' })).status()).toBe(200);
      const superPage = await newPageAs(browser, 'super');
      await openMaterials(superPage);
      await expect(superPage.getByTestId('current-view')).toHaveText('Default');
      await expect(header(superPage, 'barcode')).toHaveCount(1);
      await superPage.context().close();
    } finally {
      await admin.delete('/api/User/PrimaryView', { owner: 'Material', forAll: true });
      await (await apiAs(request, 'super')).delete('/api/User/PrimaryView', { owner: 'Material' });
    }
  });
});

test.describe('view messages', () => {
  test.afterAll(async ({ request }) => {
    await cleanUp(request, 'super');
    await cleanUp(request, 'admin');
  });

  test("'Invalid name', 'Name already exist' and 'failed to save the view'", async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E taken'));
    await signIn(page, 'super');
    await openMaterials(page);
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('bad/name');
    await expect(dialog.getByTestId('save-view-problem')).toHaveText('Invalid name');
    await dialog.getByLabel('Name').fill('e2e TAKEN');
    await expect(dialog.getByTestId('save-view-problem')).toHaveText('Name already exist');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();

    // The server refuses the same: a name taken meanwhile keeps the dialog open with the message.
    await dialog.getByLabel('Name').fill('E2E taken later');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E taken later'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('save-view-problem')).toHaveText('Name already exist');

    // Any other failure closes the dialog with the specification's message.
    await page.route('**/api/CustomView/SaveForMe', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'InternalError', message: 'Internal server error' }) }));
    await dialog.getByLabel('Name').fill('E2E never saved');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('error-modal')).toContainText('failed to save the view');
    await expect(dialog).toHaveCount(0);
  });

  test("'You do not have the rights to delete the view'", async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E not yours'));
    await signIn(page, 'super');
    await openMaterials(page, '?custom-view=E2E%20not%20yours');
    await expect(page.getByTestId('current-view')).toHaveText('E2E not yours');
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-delete').click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('error-modal')).toContainText('You do not have the rights to delete the view');
    await expect(page.getByTestId('error-modal')).toHaveCount(1); // said once, not again as an unhandled error
    // Still there for everyone.
    expect(((await admin.get('/api/CustomView/header?owner=Material')) as { customViewName: string }[]).map((v) => v.customViewName)).toContain('E2E not yours');
  });

  test('\'Could not load "{view}" custom view [Incomplete data]\'', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E broken'));
    await signIn(page, 'super');
    // An answer without grid settings (what an old or damaged record gives).
    await page.route('**/api/CustomView/detail/**', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      if (body.result?.customViewName === 'E2E broken') body.result.visibleColumnName = null;
      await route.fulfill({ response: res, json: body });
    });
    await openMaterials(page, '?custom-view=E2E%20broken');
    await expect(page.getByTestId('error-modal')).toContainText('Could not load "E2E broken" custom view [Incomplete data]');
    await page.getByTestId('error-modal').getByRole('button', { name: 'OK' }).click();
    // A name that matches no view gives the same message; the page still opens.
    await openMaterials(page, '?custom-view=E2E%20nowhere');
    await expect(page.getByTestId('error-modal')).toContainText('Could not load "E2E nowhere" custom view [Incomplete data]');
    await expect(page.getByTestId('current-view')).toHaveText('Default');
  });
});

test.describe('settings pages', () => {
  test('the user-settings page is for holders of header/settings/user_settings only', async ({ page }) => {
    await signIn(page, 'super');
    // Not in the settings panel, and the route guard refuses the address.
    await page.locator('.menu__settings').click();
    await expect(page.getByRole('complementary', { name: 'Settings' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Settings' }).getByRole('link', { name: 'User settings' })).toHaveCount(0);
    await page.goto('/user-settings');
    await expect(page.getByTestId('error-modal')).toContainText('Authorization Error: access denied');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-settings')).toHaveCount(0);
    // The language stays the user's own to change, from the user menu.
    await page.getByTestId('error-modal').getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: /Language/ })).toBeVisible();
  });

  test('the user-settings page saves formats and limits for me and reads them back', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.locator('.menu__settings').click();
    await page.getByRole('complementary', { name: 'Settings' }).getByRole('link', { name: 'User settings' }).click();
    await expect(page).toHaveURL(/\/user-settings$/);
    await expect(page.getByTestId('user-settings')).toBeVisible();
    await expect(page.getByTestId('settings-save-all')).toBeVisible(); // Anna Admin holds header/settings/user_settings
    await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
    await page.getByLabel('Time format').selectOption('HH:mm');
    await expect(page.getByTestId('timestamp-preview')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await page.getByLabel('Rows read at most (classic pages)').fill('0');
    await expect(page.getByText('A whole number from 1 to 1000000')).toBeVisible();
    await expect(page.getByTestId('settings-save')).toBeDisabled();
    await page.getByLabel('Rows read at most (classic pages)').fill('5000');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('success-modal')).toContainText('Your settings were saved.');
    try {
      const api = await apiAs(request, 'admin');
      const settings = await api.get('/api/User/cockpitSettings');
      expect(settings.timeStampSettings).toMatchObject({ dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' });
      expect(settings.rowsLimit).toBe(5000);
      await page.reload();
      await expect(page.getByLabel('Date format')).toHaveValue('DD/MM/YYYY');
      await expect(page.getByLabel('Rows read at most (classic pages)')).toHaveValue('5000');
    } finally {
      const api = await apiAs(request, 'admin');
      for (const key of ['timeStampSettings', 'numberFormatSettings', 'rowsLimit', 'takeLimit', 'heartBeat', 'reportDataRefreshMinutes']) await api.delete('/api/User/settings', { key });
    }
  });

  test('the dashboard-settings page saves the chosen widgets and the dashboard lists them', async ({ page, request }) => {
    await signIn(page, 'admin');
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Customize' }).click();
      await expect(page).toHaveURL(/dashboard-settings\?source=dashboard/);
      const groups = page.locator('[data-widget-group]');
      await expect(groups).toHaveCount(4);
      await page.getByRole('checkbox', { name: /Sales order lines ready for pick/ }).check();
      await page.getByRole('checkbox', { name: /Picking per area/ }).check();
      await page.getByTestId('dashboard-settings-save').click();
      await expect(page.getByTestId('success-modal')).toContainText('Your dashboard widgets were saved.');
      await page.getByTestId('success-modal').getByRole('button', { name: 'OK' }).click();
      const api = await apiAs(request, 'admin');
      expect((await api.get('/api/User/cockpitSettings?owner=dashboardSettings&key=enabledWidgets'))[0].value).toBe('3,6');
      await page.getByTestId('visit-dashboard').click();
      const list = page.getByTestId('enabled-widgets');
      await expect(list.locator('li')).toHaveText([/Sales order lines ready for pick/, /Picking per area/]);
      await page.reload();
      await expect(page.getByTestId('enabled-widgets').locator('li')).toHaveCount(2);
    } finally {
      const api = await apiAs(request, 'admin');
      await api.delete('/api/User/settings', { clientId: 'Cockpit', owner: 'dashboardSettings', key: 'enabledWidgets' });
    }
  });
});
