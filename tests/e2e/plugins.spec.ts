import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LIVE_CHANGE_GRACE_MS } from '../../core/src/grid/actions/run-action';
import { viewRegisteredOnHub, watchHubFrames } from './hub-frames';
import { apiAs, signIn } from './support';

// Plugin pieces reach the screen: a dashboard widget drawn by the plugin that contributes its type
// (plugins/dashboard), a row action whose handler is a plugin's (warehouseCells.copyRows, added to
// the materials grid as an integrator would), and an action's change that comes over the hub
// without the grid reading its whole list again.
const schemasDir = () => process.env.E2E_SCHEMAS_DIR!;
const LIST_CALL = '/api/Material/description';

/** Runs `body` with the plugin's copyRows action added to the materials grid (as an integrator would), then puts the grid back. */
async function withCopyRowsAction(body: () => Promise<void>): Promise<void> {
  const file = path.join(schemasDir(), 'grids/materials.json');
  const original = fs.readFileSync(file, 'utf8');
  try {
    const grid = JSON.parse(original);
    grid.actions.push({ id: 'copyRows', label: 'WarehouseCells.copy', selection: 'many', handler: 'warehouseCells.copyRows', onSuccess: { reload: false } });
    fs.writeFileSync(file, JSON.stringify(grid, null, 2));
    await body();
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** Signs in as the administrator, opens the materials grid and selects its first row: answers the row's item number. */
async function selectFirstMaterial(page: Page): Promise<string> {
  await signIn(page, 'admin', '/materials-page');
  const row = page.locator('[data-grid="Material"] [role="row"][row-index="0"][row-id]').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const id = await row.getAttribute('row-id');
  const itemNo = (await page.locator(`[data-grid="Material"] [row-id="${id}"] [col-id="itemNo"]`).first().innerText()).trim();
  await page.locator(`[data-grid="Material"] [role="row"][row-id="${id}"]`).getByRole('checkbox').first().check();
  return itemNo;
}

test('a dashboard widget is drawn by the plugin that contributes it, from a chunk of its own', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  await api.post('/api/User/dashboardWidgetSettings', { ClientId: 'Cockpit', Owner: 'dashboardSettings', Key: 'enabledWidgets', Value: '3' });
  try {
    const scripts: string[] = [];
    page.on('response', (r) => /javascript/.test(r.headers()['content-type'] ?? '') && scripts.push(new URL(r.url()).pathname));
    await signIn(page, 'admin');
    const widget = page.locator('[data-widget-type="SalesOrderLinesReadyForPick"]');
    await expect(widget).toHaveAttribute('data-widget-plugin', 'dashboard');
    await expect(widget.locator('.dashboard__widget-title')).toHaveText('Sales order lines ready for pick');
    await expect(widget.locator('.dashboard__widget-group')).toBeVisible();
    expect(
      scripts.some((s) => /\/assets\/CatalogueWidget-[\w-]+\.js$/.test(s)),
      scripts.join(', '),
    ).toBe(true);
  } finally {
    await api.delete('/api/User/settings', { clientId: 'Cockpit', owner: 'dashboardSettings', key: 'enabledWidgets' });
  }
});

test("a row action runs a plugin's handler with the runtime's helpers", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await withCopyRowsAction(async () => {
    const itemNo = await selectFirstMaterial(page);
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes(LIST_CALL) && lists.push(r.url()));
    await page.getByRole('button', { name: 'Copy rows' }).click();
    await expect(page.getByTestId('success-modal')).toContainText('Copied 1 row to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const [header, line] = copied.split('\n');
    expect(header.split('\t')).toEqual(expect.arrayContaining(['id', 'itemNo', 'name']));
    expect(line.split('\t')[header.split('\t').indexOf('itemNo')]).toBe(itemNo);
    // onSuccess.reload false: the grid does not read its rows again.
    expect(lists).toEqual([]);
  });
});

test("where the browser offers no clipboard, the plugin's own modal shows the rows to copy by hand", async ({ page }) => {
  test.setTimeout(120_000);
  // As on a console served over plain http from a LAN address: not a secure context, no navigator.clipboard.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }));
  await withCopyRowsAction(async () => {
    const scripts: string[] = [];
    page.on('response', (r) => /javascript/.test(r.headers()['content-type'] ?? '') && scripts.push(new URL(r.url()).pathname));
    const itemNo = await selectFirstMaterial(page);
    const copyButton = page.getByRole('button', { name: 'Copy rows' });
    await copyButton.click();
    const modal = page.getByTestId('copy-text-modal');
    await expect(modal.getByRole('heading')).toHaveText('Copy 1 row by hand');
    const text = modal.getByRole('textbox', { name: 'Selected rows as tab-separated text' });
    await expect(text).toBeFocused();
    const value = await text.inputValue();
    expect(value.split('\n')[1].split('\t')).toContain(itemNo);
    // The whole text is selected, ready for Ctrl+C.
    expect(await text.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart)).toBe(value.length);
    // The modal is the plugin's chunk, fetched when first opened.
    expect(
      scripts.some((s) => /\/assets\/CopyTextModal-[\w-]+\.js$/.test(s)),
      scripts.join(', '),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
});

test('after an action whose change comes over the hub, the grid does not read its whole list again', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The grid's view is registered on the hub before the change.
  const registered = viewRegisteredOnHub(page, 'Material');
  const hub = watchHubFrames(page);
  await signIn(page, 'admin', '/materials-page');
  const row = page.locator('[data-grid="Material"] [role="row"][row-index="0"][row-id]').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const id = (await row.getAttribute('row-id'))!;
  await registered;
  await page.locator(`[data-grid="Material"] [role="row"][row-id="${id}"]`).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Edit material' }).click();
  const dialog = page.getByTestId('dialog-material');
  const nameField = dialog.getByRole('textbox', { name: /^Name\*?$/ });
  await expect(nameField).not.toHaveValue('');
  const original = await nameField.inputValue();
  const text = `Plugins ${Date.now()}`;
  await nameField.fill(text);
  const lists: string[] = [];
  page.on('request', (r) => r.url().includes(LIST_CALL) && lists.push(r.url()));
  const changeCame = hub.rowChange('Material', Number(id));
  const saved = page.waitForResponse((r) => r.url().includes('/api/Material/UpdateMaterial') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save material' }).click();
  // The console's grace timer for the hub's message starts when the answer comes; a timer the page
  // starts after the answer, of the same length, fires after it.
  expect((await saved).status()).toBe(200);
  const graceOver = page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), LIVE_CHANGE_GRACE_MS);
  // The event the console waits for: the hub's message for this row.
  await changeCame;
  await expect(page.locator(`[data-grid="Material"] [row-id="${id}"] [col-id="name"]`)).toHaveText(text);
  await expect(page.getByTestId('success-modal')).toBeVisible();
  // Once the console's own grace time is over, a reload it had decided on would have been asked for.
  await graceOver;
  expect(lists).toEqual([]);

  // Put the name back (over the API, as set-up).
  await (await apiAs(request, 'admin')).put('/api/Material/UpdateMaterial', { id: Number(id), name: original });
});
