/* eslint-disable max-lines -- one browser tour of issue 11's grid flows, which share their page helpers; browser time is weighed per spec file (scripts/e2e-groups.mjs), so a split is a new weight there too */
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { viewRegisteredOnHub } from './hub-frames';
import { apiAs, gridRows, signIn, type Who } from './support';

/**
 * How the grids behave for a warehouse clerk (issue 11): why a task cancel was refused, prepare on
 * the Operations page, success notices, dedicate location in the demo, schema messages in the
 * user's words, the material dialog, and flows that had no browser test (user choice and its
 * replay, a selection larger than the visible rows, the connection-lost dialog, 401 logging out
 * once). Everything runs against the real server and hub; a lost connection and a 401 are made
 * on the server (the session is revoked there), not in the browser.
 *
 * GRID_BEHAVIOUR_SHOTS=<folder> saves screenshots of the affected screens in en-GB and da-DK.
 */

type Row = Record<string, any>;
const SHOTS = process.env.GRID_BEHAVIOUR_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const row = (page: Page, gridId: string, id: number | string) => page.locator(`[data-grid="${gridId}"] [role="row"][row-id="${id}"]`);

async function search(page: Page, filterLabel: string, value: string) {
  await page.getByRole('searchbox', { name: filterLabel }).fill(value);
  await page.getByTestId('filter-search').click();
}

async function selectRow(page: Page, gridId: string, id: number | string) {
  await row(page, gridId, id).getByRole('checkbox').first().check();
}

const actionBar = (page: Page) => page.locator('.action-bar:not(.action-bar--compact)').first();

async function openGroup(page: Page, group: string) {
  await actionBar(page)
    .getByRole('button', { name: new RegExp(`^${group} ▾$`) })
    .click();
}

/**
 * Signs `who` in on the test's page, speaking `language`, on `path`: the user's default language is
 * the server's (it wins over the browser's cookie), so it is set there and set back after the test.
 * A test's users and languages take turns on its one page, so that the console's scripts are
 * fetched and compiled once per test (a new browser context starts with an empty cache).
 */
async function signedIn(page: Page, who: Who, language = 'en-GB', path = '/'): Promise<Page> {
  if (language !== 'en-GB') {
    const api = await apiAs(page.request, who);
    expect((await api.put('/api/User/changeDefaultLanguage', { language })).status()).toBe(200);
    switched.add(who);
  }
  await signIn(page, who, path);
  return page;
}
const switched = new Set<Who>();
test.afterEach(async ({ request }) => {
  for (const who of switched) await (await apiAs(request, who)).put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
  switched.clear();
});

/** The page's own bearer token (as the console stored it at sign-in). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!);
}

test.describe.configure({ timeout: 120_000 });

test('a refused task cancel shows the task state, task type, job state, job name and the states that allow it, translated', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  // A count task (Prepared, in an Initial job): count tasks cannot be cancelled.
  const stocks = (await api.get('/api/Stock/description')) as Row[];
  const counted = new Set(((await api.get('/api/Task/description')) as Row[]).filter((t) => t.taskType === 'InventoryCountTask').map((t) => t.fromLocation));
  const stock = stocks.find((s) => s.quantity > 0 && !counted.has(s.location))!;
  const created = await api.post('/api/Job/createInventoryJobs', { name: `Count ${Date.now()}`, maxTasksPerJob: 5, locationIds: [stock.locationId] });
  expect(created.status(), await created.text()).toBe(200);
  const task = ((await api.get(`/api/Task/description?fromLocation=${encodeURIComponent(stock.location)}`)) as Row[]).find(
    (t) => t.taskType === 'InventoryCountTask' && t.state === 'Prepared',
  )!;
  expect(task).toBeTruthy();

  for (const [language, texts] of [
    ['en-GB', ['Task not supported', 'Task state', 'Prepared', 'Task type', 'Inventory count', 'Job state', 'Initial', 'Job', task.jobName, 'Allowed when', 'Stock movement']],
    ['da-DK', ['Opgaven understøttes ikke', 'Opgavestatus', 'Opgavetype', 'Optælling', 'Jobstatus', 'Tilladt når', task.jobName]],
  ] as const) {
    const p = await signedIn(page, 'admin', language, '/tasks-page');
    await search(p, language === 'en-GB' ? 'From location' : 'Fra lokation', stock.location);
    await expect(row(p, 'Task', task.id)).toBeVisible();
    await selectRow(p, 'Task', task.id);
    await actionBar(p)
      .getByRole('button', { name: language === 'en-GB' ? 'Cancel task' : 'Annullér opgave' })
      .click();
    await p
      .getByTestId('confirm-modal')
      .getByRole('button', { name: language === 'en-GB' ? 'Yes' : 'Ja' })
      .click();
    const modal = p.getByTestId('multi-status-modal');
    await expect(modal).toBeVisible();
    for (const text of texts) await expect(modal).toContainText(text);
    // The states that allow it are named, not the server's field names.
    await expect(modal).not.toContainText('allowingStates');
    await expect(modal).not.toContainText('InventoryCountTask');
    await shot(p, `cancel-task-refused-${language}`);
    await modal.getByRole('button', { name: 'OK' }).click();
  }
});

/** A new order whose lines the pick faces can fill with one to spare; the newest first. */
async function preparableOrder(api: Awaited<ReturnType<typeof apiAs>>): Promise<Row> {
  const orders = ((await api.get('/api/OutgoingOrder/description?state=Initial')) as Row[])
    .filter((o) => o.lines?.length && o.lines.every((l: Row) => l.state === 'Initial' && !l.reservedQuantity))
    .sort((a, b) => b.id - a.id);
  for (const order of orders) {
    let ok = true;
    for (const line of order.lines) {
      const stocks = (await api.get(`/api/Stock/description?materialItemNo=${encodeURIComponent(line.materialItemNo)}&locationRole=Pick`)) as Row[];
      const free = stocks.filter((s) => s.materialItemNo === line.materialItemNo).reduce((n, s) => n + s.availableStockQuantity, 0);
      if (free < line.orderedQuantity + 1) ok = false;
    }
    if (ok) return order;
  }
  throw new Error('no preparable order in the demo data');
}

test('the Operations page prepares what an order still lacks, with a notice; a refusal keeps the multi-status dialog', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const order = await preparableOrder(api);
  expect((await api.put('/api/Process/prepare', { orderIds: [order.id] })).status()).toBe(200);
  // One more of the first line is ordered after the prepare: that is what the operation lacks.
  const line = order.lines[0];
  const edited = await api.put('/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: line.orderedQuantity + 1 });
  expect(edited.status(), await edited.text()).toBe(200);
  const before = ((await api.get(`/api/Task/description?orderId=${order.id}`)) as Row[]).reduce((n, t) => n + t.requestedQuantity, 0);

  await signedIn(page, 'admin', 'en-GB', '/operations-page');
  await search(page, 'Order numbers', order.orderNo);
  const opRow = page.locator('[data-grid="Operation"] [role="row"][row-id]').filter({ hasText: order.orderNo }).first();
  await expect(opRow).toBeVisible();
  await opRow.getByRole('checkbox').first().check();
  await openGroup(page, 'Prepare');
  const menu = page.getByRole('menu');
  // The admin holds prepare, prepare and wait and unprepare; prepare partly is off by default.
  await expect(menu.getByRole('menuitem')).toHaveText(['Prepare', 'Prepare and wait', 'Unprepare']);
  await shot(page, 'operations-prepare-menu-en-GB');
  await menu.getByRole('menuitem', { name: 'Prepare', exact: true }).click();

  // A notice that does not block, announced to screen readers (role="status").
  const status = page.getByRole('status').filter({ hasText: '1 order prepared' });
  await expect(status).toBeVisible();
  await expect(page.getByTestId('notice')).toHaveText(/1 order prepared/);
  await expect(page.locator('.modal-backdrop')).toHaveCount(0);
  await shot(page, 'operations-prepared-notice-en-GB');
  const after = ((await api.get(`/api/Task/description?orderId=${order.id}`)) as Row[]).filter((t) => t.state !== 'Cancelled');
  expect(after.reduce((n, t) => n + t.requestedQuantity, 0)).toBe(before + 1);
  // Still one operation for the order.
  expect(((await api.get(`/api/Operation/description?orderId=${order.id}`)) as Row[]).length).toBe(1);

  // Prepared in full: prepare again is refused for the order; the multi-status dialog says so, no notice.
  await page.getByTestId('notice').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await openGroup(page, 'Prepare');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Prepare', exact: true }).click();
  const multi = page.getByTestId('multi-status-modal');
  await expect(multi).toBeVisible();
  await expect(multi).toContainText('Failed in 1 operation');
  await expect(multi).toContainText(order.orderNo);
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await multi.getByRole('button', { name: 'OK' }).click();

  // In Danish: the menu and the notice are translated.
  const da = await signedIn(page, 'admin', 'da-DK', '/operations-page');
  await search(da, 'Ordrenumre', order.orderNo);
  await expect(da.locator('[data-grid="Operation"] [role="row"][row-id]').filter({ hasText: order.orderNo }).first()).toBeVisible();
  await openGroup(da, 'Klargør');
  await expect(da.getByRole('menu').getByRole('menuitem')).toHaveText(['Klargør', 'Klargør og vent', 'Annullér klargøring']);
  await shot(da, 'operations-prepare-menu-da-DK');
});

test('gain stock confirms with a translated notice that does not block', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  for (const [language, action, texts] of [
    ['en-GB', 'Gain stock', /Stock gained: 2/],
    ['da-DK', 'Tilgang', /Tilgang bogført: 2/],
  ] as const) {
    const stock = ((await api.get('/api/Stock/description')) as Row[]).find((s) => s.quantity > 0 && s.locationRole === 'Bulk')!;
    await signedIn(page, 'admin', language, '/stocks-page');
    await search(page, language === 'en-GB' ? 'Location' : 'Lokation', stock.location);
    await expect(row(page, 'Stock', stock.id)).toBeVisible();
    await selectRow(page, 'Stock', stock.id);
    await openGroup(page, language === 'en-GB' ? 'Stock' : 'Lager');
    await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
    const dialog = page.getByTestId('dialog-gain-stock');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('spinbutton').first().fill('2');
    const cause = dialog.getByRole('combobox').first();
    await cause.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: language === 'en-GB' ? 'Gain' : 'Tilgang', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(texts);
    await shot(page, `stock-gained-notice-${language}`);
  }
});

test("Demo's super user holds dedicate location (server-supplied role permissions) and meets 'Too many selected stocks'", async ({ page }) => {
  // The admin's role has no such grant: the permission is off by default.
  const admin = await signedIn(page, 'admin', 'en-GB', '/stocks-page');
  await search(admin, 'Location', 'A');
  await gridRows(admin, 'Stock');
  await expect(actionBar(admin).getByRole('button', { name: 'Dedicated location ▾' })).toHaveCount(0);

  for (const language of ['en-GB', 'da-DK'] as const) {
    await signedIn(page, 'super', language, '/stocks-page');
    await search(page, language === 'en-GB' ? 'Location' : 'Lokation', 'A-');
    await gridRows(page, 'Stock');
    const shown = (index: number) => page.locator(`[data-grid="Stock"] [role="row"][row-index="${index}"]`).getByRole('checkbox').first();
    await shown(0).check();
    await shown(1).check();
    await openGroup(page, language === 'en-GB' ? 'Dedicated location' : 'Dedikeret lokation');
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: language === 'en-GB' ? 'Dedicate location to material' : 'Dedikér lokation til materiale' })
      .click();
    const warning = page.getByTestId('warning-modal');
    await expect(warning).toContainText(
      language === 'en-GB'
        ? 'Too many selected stocks: only 1 stock can be selected at a time for the event'
        : 'For mange valgte beholdninger: kun 1 beholdning kan vælges ad gangen',
    );
    await shot(page, `dedicate-too-many-${language}`);
    await warning.getByRole('button', { name: 'OK' }).click();
    // One stock: the dedicate dialog opens.
    await shown(1).uncheck();
    await openGroup(page, language === 'en-GB' ? 'Dedicated location' : 'Dedikeret lokation');
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: language === 'en-GB' ? 'Dedicate location to material' : 'Dedikér lokation til materiale' })
      .click();
    await expect(page.getByTestId('dialog-dedicate-location')).toBeVisible();
  }
});

test("a state rule names the field and its values in the user's words (associate materials on an inactive supplier)", async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  for (const [language, expected] of [
    ['en-GB', 'The action is only possible when Status is one of: Active'],
    ['da-DK', 'Handlingen er kun mulig, når Status er en af: Aktiv'],
  ] as const) {
    const inactive = ((await api.get('/api/Supplier/header')) as Row[]).find((s) => s.supplierStatus === 'Inactive')!;
    await signedIn(page, 'admin', language, '/supplier-page');
    await search(page, language === 'en-GB' ? 'Supplier' : 'Leverandør', inactive.supplierName);
    await selectRow(page, 'Supplier', inactive.id);
    await actionBar(page)
      .getByRole('button', { name: language === 'en-GB' ? 'Associate materials' : 'Tilknyt materialer' })
      .click();
    const warning = page.getByTestId('warning-modal');
    await expect(warning).toContainText(expected);
    await expect(warning).not.toContainText('supplierStatus');
    await shot(page, `inactive-supplier-warning-${language}`);
  }
});

test('the material dialog: no literal "null" ABC class, a labelled add button, and no supplier chosen until the user picks one', async ({ page }) => {
  for (const [language, texts] of [
    ['en-GB', { add: 'Add material', abc: 'ABC class', supplier: 'Supplier', none: 'None', addButton: 'Add', identifiers: 'Other identifiers' }],
    ['da-DK', { add: 'Tilføj materiale', abc: 'ABC-klasse', supplier: 'Leverandør', none: 'Ingen', addButton: 'Tilføj', identifiers: 'Andre identifikatorer' }],
  ] as const) {
    await signedIn(page, 'admin', language, '/materials-page');
    await actionBar(page).getByRole('button', { name: texts.add }).click();
    const dialog = page.getByTestId('dialog-material');
    await expect(dialog).toBeVisible();
    const abc = dialog.getByRole('combobox', { name: texts.abc });
    await expect(abc.locator('option')).not.toContainText(['null']);
    expect(await abc.locator('option').allInnerTexts()).toContain(texts.none);
    // No supplier is chosen until the user picks one: the empty choice ("None") is what shows.
    const supplier = dialog.getByRole('combobox', { name: texts.supplier });
    await expect(supplier.locator('option:checked')).toHaveText(texts.none);
    expect((await supplier.locator('option').allInnerTexts()).length).toBeGreaterThan(2);
    // The array's add buttons carry a translated name.
    await expect(dialog.getByRole('button', { name: texts.addButton, exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: '+', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: texts.addButton, exact: true }).first().click();
    await expect(dialog.getByRole('group', { name: texts.identifiers }).getByRole('textbox')).toHaveCount(1);
    await shot(page, `material-dialog-${language}`);
  }
});

test('the user-choice prompt asks, and the request is replayed with the chosen option', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const suppliers = (await api.get('/api/Supplier/header')) as Row[];
  const target = suppliers.find((s) => s.supplierStatus === 'Active')!;
  const material = ((await api.get('/api/Material/GetMaterialsForAssociations')) as Row[]).find((m) => m.supplierId && m.supplierId !== target.id)!;
  await signedIn(page, 'admin', 'en-GB', '/supplier-page');
  await search(page, 'Supplier', target.supplierName);
  await selectRow(page, 'Supplier', target.id);
  await actionBar(page).getByRole('button', { name: 'Associate materials' }).click();
  const dialog = page.getByTestId('dialog-supplier-materials');
  // The materials are a long multiple choice: the searchable multiple combobox.
  await dialog.getByRole('combobox', { name: 'Materials' }).fill(material.itemNo);
  await dialog.getByRole('option', { name: material.associationLabel, exact: true }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: material.associationLabel })).toBeVisible();
  const calls: Array<{ status: number; choice?: string }> = [];
  page.on('response', (r) => {
    if (r.url().includes('AssociateMaterialsToSupplier')) calls.push({ status: r.status(), choice: r.request().headers()['x-user-choice'] });
  });
  await dialog.getByRole('button', { name: 'Associate', exact: true }).click();
  const prompt = page.getByTestId('user-choice-modal');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Materials linked to another supplier');
  await expect(prompt).toContainText(material.itemNo);
  await shot(page, 'user-choice-en-GB');
  await prompt.getByRole('button', { name: 'Unlink them and move them here' }).click();
  await expect(page.getByTestId('success-modal')).toContainText('The materials were associated with the supplier');
  expect(calls).toEqual([
    { status: 409, choice: undefined },
    { status: 200, choice: expect.stringMatching(/=unlink$/) },
  ]);
  const after = ((await api.get('/api/Material/GetMaterialsForAssociations')) as Row[]).find((m) => m.id === material.id)!;
  expect(after.supplierId).toBe(target.id);
});

test('select all rows over every page, then an action on more rows than are shown asks first; No runs nothing', async ({ page }) => {
  await signedIn(page, 'admin', 'en-GB', '/stocks-page');
  await gridRows(page, 'Stock');
  // Filtered: the total is the filtered rows' (once the search has answered).
  const unfiltered = await page.getByTestId('pager-range').innerText();
  await search(page, 'Location', 'A');
  await expect(page.getByTestId('pager-range')).not.toHaveText(unfiltered);
  const total = Number(/of (\d+)$/.exec((await page.getByTestId('pager-range').innerText()).trim())![1]);
  expect(total).toBeGreaterThan(20);
  const bar = page.getByTestId('select-all-bar');
  await expect(bar).toHaveCount(0);

  // The header checkbox selects the page; the bar offers every filtered row.
  await page.locator('[data-grid="Stock"] .ag-header-select-all').first().click();
  await expect(bar).toContainText('All 20 rows on this page are selected.');
  // An action on the page's own rows asks nothing more.
  await actionBar(page).getByRole('button', { name: 'Create inventory' }).click();
  await expect(page.getByTestId('dialog-create-inventory')).toBeVisible();
  await expect(page.getByTestId('confirm-modal')).toHaveCount(0);
  await page.getByTestId('dialog-create-inventory').getByRole('button', { name: 'Cancel' }).click();

  await bar.getByRole('button', { name: `Select all ${total} rows` }).click();
  await expect(bar).toContainText(`All ${total} rows are selected.`);
  await shot(page, 'select-all-rows-en-GB');
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('createInventoryJobs') && calls.push(r.url()));
  await actionBar(page).getByRole('button', { name: 'Create inventory' }).click();
  const confirm = page.getByTestId('confirm-modal');
  await expect(confirm).toContainText(`${total} rows are selected, but only 20 are shown. Run the action on all ${total}?`);
  await shot(page, 'selection-larger-than-visible-en-GB');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('dialog-create-inventory')).toHaveCount(0);
  // Cancelled: nothing was sent and the selection is as it was.
  expect(calls).toEqual([]);
  await expect(bar).toContainText(`All ${total} rows are selected.`);

  await actionBar(page).getByRole('button', { name: 'Create inventory' }).click();
  await page.getByTestId('confirm-modal').getByRole('button', { name: 'Yes' }).click();
  const dialog = page.getByTestId('dialog-create-inventory');
  await expect(dialog).toBeVisible();
  // The confirmation counted the rows the action gets: every selected row, not only the page's.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(calls).toEqual([]);

  // Clear selection: nothing is selected, the bar goes.
  await expect(bar).toContainText(`All ${total} rows are selected.`);
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('[data-grid="Stock"] .ag-row-selected')).toHaveCount(0);
});

test('select all on a server-paged grid reads every filtered row from the server; an action on them asks first', async ({ page }) => {
  await signedIn(page, 'admin', 'en-GB', '/materials-es-page');
  await page.getByTestId('load-all').click();
  await page.getByRole('dialog').locator('.btn--primary').click();
  await gridRows(page, 'Material');
  const total = Number(/of (\d+)$/.exec((await page.getByTestId('pager-range').innerText()).trim())![1]);
  expect(total).toBeGreaterThan(20);
  await page.locator('[data-grid="Material"] .ag-header-select-all').first().click();
  const bar = page.getByTestId('select-all-bar');
  const reads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/Material/description') && reads.push(r.url()));
  await bar.getByRole('button', { name: `Select all ${total} rows` }).click();
  await expect(bar).toContainText(`All ${total} rows are selected.`);
  // The rows of every page were read (skip/take), not only the page shown.
  expect(reads.length).toBeGreaterThan(0);
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
  await actionBar(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByTestId('confirm-modal');
  await expect(confirm).toContainText(`${total} rows are selected, but only 20 are shown. Run the action on all ${total}?`);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  expect(deletes).toEqual([]);
});

test('the select-all bar in Danish', async ({ page }) => {
  await signedIn(page, 'admin', 'da-DK', '/stocks-page');
  await gridRows(page, 'Stock');
  await page.locator('[data-grid="Stock"] .ag-header-select-all').first().click();
  const bar = page.getByTestId('select-all-bar');
  await expect(bar).toContainText('Alle 20 rækker på denne side er valgt.');
  await bar.getByRole('button', { name: /^Vælg alle \d+ rækker$/ }).click();
  await expect(bar).toContainText(/Alle \d+ rækker er valgt\./);
  await shot(page, 'select-all-rows-da-DK');
});

/** Revokes the page's session on the server (as logging out elsewhere or an administrator would). */
async function revokeSession(page: Page) {
  const res = await page.request.post('/api/UserSession/logout', { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(res.status()).toBe(200);
}

/**
 * Opens a grid page and waits until its live-update connection is open: the hub has answered the
 * grid's registration on its view. (Not the first WebSocket after sign-in: the dashboard, where
 * sign-in lands, opens one of its own that may start only after sign-in has returned.)
 */
async function openLive(page: Page, url: string, gridId: string, liveView: string) {
  const registered = viewRegisteredOnHub(page, liveView);
  await page.goto(url);
  await gridRows(page, gridId);
  await registered;
}

test('the connection-lost dialog: the server ends the connection, and "Log out" signs out', async ({ page }) => {
  await signedIn(page, 'admin');
  await openLive(page, '/materials-page', 'Material', 'Material');
  await revokeSession(page);
  const notice = page.getByTestId('live-update-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Live updates has stopped: the session timed out.');
  await expect(notice.getByRole('button', { name: 'Continue without live updates' })).toBeVisible();
  await shot(page, 'connection-lost-en-GB');
  await notice.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('cockpit.session.current'))).toBeFalsy();
});

test('the connection-lost dialog: "Continue" keeps the page; the next calls answer 401 and sign out once', async ({ page }) => {
  await signedIn(page, 'admin');
  // Every move to the sign-in page, however the console makes it.
  await page.addInitScript(() => {
    const w = window as unknown as { loginMoves: number };
    w.loginMoves = 0;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url && String(url).includes('/login')) w.loginMoves++;
        return original(data, unused, url);
      };
    }
  });
  await openLive(page, '/materials-page', 'Material', 'Material');
  const unauthorized: string[] = [];
  page.on('response', (r) => r.status() === 401 && unauthorized.push(r.url()));
  await revokeSession(page);
  const notice = page.getByTestId('live-update-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: 'Continue without live updates' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/materials-page$/);
  await gridRows(page, 'Material');

  // Another page: its calls (grid settings, views, rows...) all answer 401; the console signs out once.
  const pending = new Set<Request>();
  page.on('request', (r) => r.url().includes('/api/') && pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Operations', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Every call the page made has had its answer (the event each sign-out would follow).
  await expect.poll(() => pending.size).toBe(0);
  expect(unauthorized.length).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { loginMoves: number }).loginMoves)).toBe(1);
  await expect(page.getByTestId('error-modal')).toHaveCount(0);
  await expect(page.getByLabel('User name')).toBeVisible();
});
