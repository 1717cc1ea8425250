import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * Issue 11, finish and feel: the paging does not count detail rows, one pager on classic and
 * server-paged pages, searchable choices and keyboard-operable menus, dates in the user's format,
 * and toolbars that stay on one line. One sign-in for the whole file.
 */

let page: Page;
test.beforeAll(async ({ browser }) => {
  // A context of its own: axe-core's Playwright builder needs one.
  page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin');
});
test.afterAll(async () => {
  await page.context().close();
});

// The page's own pager (an expanded row's detail grid has one too).
const range = () => page.locator('.grid-page > [data-testid="pager"]').getByTestId('pager-range');
const pageOf = () => page.locator('.grid-page > [data-testid="pager"]').getByTestId('pager-page');

test('expanding a row neither counts its detail row nor shifts the pages', async () => {
  await page.goto('/outgoing-orders-page');
  await expect(range()).toHaveText('1 to 20 of 60');
  await expect(pageOf()).toHaveText('Page 1 of 3');
  const row = page.locator('[data-grid="OutgoingOrder"] [role="row"]').filter({ hasText: 'SO-100080' });
  const id = await row.first().getAttribute('row-id');
  await page.locator(`[data-grid="OutgoingOrder"] [row-id="${id}"] .grid-expander`).click();
  await expect(page.getByTestId(`detail-${id}`)).toBeVisible();
  await expect(range()).toHaveText('1 to 20 of 60');
  await expect(pageOf()).toHaveText('Page 1 of 3');
  // The pages do not shift: the last page still holds orders 41 to 60.
  await page.locator('.grid-page > [data-testid="pager"]').getByRole('button', { name: 'Last page' }).click();
  await expect(range()).toHaveText('41 to 60 of 60');
  await expect(pageOf()).toHaveText('Page 3 of 3');

  await page.goto('/inventory-page');
  await expect(range()).toHaveText(/^1 to \d+ of \d+$/);
  const before = await range().innerText();
  await page.locator('[data-grid="Inventory"] .grid-expander').first().click();
  await expect(page.locator('[data-grid="Inventory"] .detail-panel')).toBeVisible();
  await expect(range()).toHaveText(before);
});

test('classic and server-paged pages share one pager with one wording, used from the keyboard', async () => {
  await page.goto('/materials-page');
  await expect(range()).toHaveText(/^1 to 20 of \d+$/);
  await expect(page.locator('.ag-paging-panel:not(.ag-hidden)')).toHaveCount(0);
  await page.locator('.grid-page > [data-testid="pager"]').getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(range()).toHaveText(/^21 to 40 of \d+$/);
  await expect(pageOf()).toHaveText(/^Page 2 of \d+$/);

  await page.goto('/materials-es-page');
  await page.getByTestId('load-all').click();
  await page.getByRole('dialog').locator('.btn--primary').click();
  await expect(range()).toHaveText(/^1 to 20 of \d+$/);
  await expect(pageOf()).toHaveText(/^Page 1 of \d+$/);
  await page.getByLabel('Rows per page').selectOption('5');
  await expect(range()).toHaveText(/^1 to 5 of \d+$/);
});

test('the location choice of move stock is a searchable combobox, and the menus work from the keyboard', async () => {
  await page.goto('/stocks-page');
  await page.locator('[data-grid="Stock"] .ag-selection-checkbox input').first().check();
  // The grouped action menu from the keyboard: ArrowDown opens it on the first entry.
  const trigger = page.getByRole('button', { name: /^Stock ▾/ });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Stock' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  // Down to "Move stock", then Enter.
  const items = await menu.getByRole('menuitem').allInnerTexts();
  for (let i = 0; i < items.findIndex((s) => /Move/.test(s)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('dialog-move-stock');
  await expect(dialog).toBeVisible();

  const combobox = dialog.getByRole('combobox', { name: /location/i });
  await combobox.focus();
  await combobox.fill('a-01');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(100);
  const wanted = (await options.first().innerText()).trim();
  expect(wanted).toContain('A-01');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(wanted);
  await expect(dialog.getByRole('listbox')).toBeHidden();
  // Tab stays inside the dialog; Escape closes it and the focus goes back to the menu button.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // The column chooser from the keyboard: Enter opens it on the first column, Space hides it, Escape closes.
  const chooser = page.getByTestId('column-chooser');
  await chooser.focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('group', { name: 'Columns' }).getByRole('checkbox').first();
  await expect(first).toBeFocused();
  const name = (await first.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
  await page.keyboard.press('Space');
  await expect(page.locator('[data-grid="Stock"] [role="columnheader"]').filter({ hasText: name })).toHaveCount(0);
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(chooser).toBeFocused();
  await expect(page.getByRole('group', { name: 'Columns' })).toBeHidden();

  // The export menu: ArrowUp opens it on the last entry.
  const exportMenu = page.getByTestId('export-menu');
  await exportMenu.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menu', { name: 'Export' }).getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(exportMenu).toBeFocused();
});

test('the locations of create inventory are a searchable multiple combobox, used from the keyboard and clean for axe', async () => {
  await page.goto('/inventory-page');
  await page.locator('[data-action="create"]').click();
  const dialog = page.getByTestId('dialog-create-inventory');
  await expect(dialog).toBeVisible();
  const locations = dialog.getByRole('combobox', { name: 'Locations' });
  await locations.focus();
  await locations.fill('a-01');
  const options = dialog.getByRole('listbox', { name: 'Locations' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThan(100);
  const first = (await options.nth(0).innerText()).trim();
  const second = (await options.nth(1).innerText()).trim();
  expect(first).toContain('A-01');
  // Enter adds the highlighted option, clears the text and keeps the list open for the next one.
  await page.keyboard.press('Enter');
  await expect(locations).toHaveValue('');
  await locations.fill('a-01');
  await expect(options.first()).toHaveText(second);
  await page.keyboard.press('Enter');
  const chips = dialog.getByRole('list', { name: '2 chosen' }).getByRole('listitem');
  await expect(chips).toHaveText([new RegExp(`^${first}`), new RegExp(`^${second}`)]);
  // A chosen option is not offered again.
  await locations.fill(first);
  await expect(dialog.getByRole('listbox', { name: 'Locations' })).toBeVisible();
  await expect(options.filter({ hasText: new RegExp(`^${first}$`) })).toHaveCount(0);
  await locations.fill('');

  await locations.fill('b-0');
  if (process.env.GRID_FEEL_SHOTS) await page.screenshot({ path: `${process.env.GRID_FEEL_SHOTS}/multiple-combobox-en-GB.png` });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await locations.fill('');

  // Backspace in the empty field takes the last one out; the chip's remove button another.
  await page.keyboard.press('Backspace');
  await expect(dialog.getByRole('list', { name: '1 chosen' }).getByRole('listitem')).toHaveText([new RegExp(`^${first}`)]);
  await locations.fill('a-01');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: `Remove ${first}` }).click();
  await expect(dialog.getByRole('list', { name: '1 chosen' }).getByRole('listitem')).toHaveText([new RegExp(`^${second}`)]);

  // The form sends the chosen location's id.
  await dialog.getByRole('textbox', { name: /Name/ }).fill(`Multiple combobox ${Date.now()}`);
  const sent = page.waitForRequest((r) => r.url().includes('createInventoryJobs') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const body = (await sent).postDataJSON() as { locationIds: number[] };
  expect(body.locationIds).toHaveLength(1);
  await expect(dialog).toBeHidden();
});

test('date filters and dialog dates show and accept the user date format (DD/MM/YYYY)', async () => {
  await page.goto('/user-settings');
  await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
  await page.getByLabel('Time format').selectOption('HH:mm');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('success-modal')).toBeVisible();
  await page.getByTestId('success-modal').getByRole('button').first().click();
  try {
    await page.goto('/outgoing-orders-page');
    const from = page.getByRole('textbox', { name: /Created.* from/i });
    await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await from.fill('31/12/2026');
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    const asked = page.waitForRequest((r) => r.url().includes('fromDate='));
    await page.getByTestId('filter-search').click();
    expect(new URL((await asked).url()).searchParams.get('fromDate')).toBe('2026-12-31');
    // The browser's format is refused, not read as another day.
    await from.fill('12/31/2026');
    await expect(from).toHaveAttribute('aria-invalid', 'true');

    // A dialog's date (an order's delivery date) is in the same format and goes out as YYYY-MM-DD.
    await page.goto('/outgoing-orders-page');
    const order = page.locator('[data-grid="OutgoingOrder"] [role="row"]').filter({ hasText: 'Initial' }).first();
    await order.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /^Edit ▾$/ }).click();
    await page.getByRole('menuitem', { name: 'Change priority date' }).click();
    const dialog = page.getByTestId('dialog-order-delivery-priority-date');
    const date = dialog.getByRole('textbox', { name: /Priority \(delivery\) date/ });
    await expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('DeliveryPriority') && calls.push(r.postData() ?? ''));
    // Not a date in the user's format: marked, refused by the form, nothing sent.
    await date.fill('12/31/2026');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Enter a valid value');
    expect(calls).toEqual([]);
    await date.fill('31/12/2026');
    await date.blur();
    await expect(date).toHaveValue('31/12/2026');
    const sent = page.waitForRequest((r) => r.url().includes('DeliveryPriority'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ deliveryDate: '2026-12-31' });
    await expect(dialog).toBeHidden();
  } finally {
    const token = await page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!);
    await page.request.delete('/api/User/settings', { headers: { authorization: `Bearer ${token}` }, data: { key: 'timeStampSettings' } });
  }
});

for (const language of ['en-GB', 'nb-NO'] as const) {
  test(`the Inventory and Stocks toolbars keep one line without a gap, and cut-off columns show (${language}, 1280 px)`, async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (language !== 'en-GB') await setLanguage(page, language);
    try {
      for (const route of ['/inventory-page', '/stocks-page']) {
        await page.goto(route);
        const tools = page.locator('.page__tools');
        await expect(tools.getByRole('button').last()).toBeVisible();
        // The grid's tools (refresh included) on one line.
        const tops = await tools.locator(':scope > *').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${route} tools in ${language}`).toBe(1);
        // The actions start at the page's left edge, under the title: no gap on the left.
        const title = (await page.locator('.page__title').boundingBox())!;
        const actions = (await page.locator('.grid-actions').boundingBox())!;
        expect(Math.abs(actions.x - title.x)).toBeLessThan(2);
        // More columns past the right edge are marked, until scrolled to the end.
        const grid = page.locator('[data-grid]').first();
        await expect(grid).toHaveAttribute('data-more-right', 'true');
        await grid.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect(grid).not.toHaveAttribute('data-more-right', 'true');
      }
    } finally {
      // The user's language is kept by the server: a failure here must not leave the next tests in Norwegian.
      if (language !== 'en-GB') await setLanguage(page, 'en-GB');
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });
}

/** The user's language, set as a user does: user menu, language, choose, save. */
async function setLanguage(p: Page, language: string) {
  await p.getByTestId('user-menu').click();
  await p.locator('.user-menu__panel [role="menuitem"]').first().click();
  const dialog = p.getByRole('dialog');
  await dialog.locator(`input[type="radio"][value="${language}"]`).check();
  await dialog.locator('.modal__foot .btn--primary').click();
  await expect(dialog).toBeHidden();
  await expect(p.locator('html')).toHaveAttribute('lang', language);
}
