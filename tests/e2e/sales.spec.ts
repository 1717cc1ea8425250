import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { gridRows, signIn, pasteSalesLines } from './support';

/**
 * Sales orders from the console (issue 15): paste 20 lines with one of each flag, fix the flagged
 * ones in the "sales order material resolved" dialog, save the order, find it in Outgoing orders
 * and prepare it; upload the filled-in sample file; save a draft, reopen it and turn it into an
 * order. Screenshots of the screens in en-GB and da-DK go to test-results/sales-screens.
 */

type Row = Record<string, any>;
const SHOTS = path.join('test-results', 'sales-screens');

async function token(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!);
}

async function api<T = any>(page: Page, method: 'get' | 'put' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await page.request[method](url, { headers: { authorization: `Bearer ${await token(page)}` }, data });
  expect(res.status(), `${url} ${await res.text()}`).toBe(200);
  return (await res.json()).result as T;
}

/** Materials with free stock in pick locations (at least `free` units), by item number. */
async function stockedMaterials(page: Page, count: number, free = 3): Promise<Row[]> {
  const stocks = await api<Row[]>(page, 'get', '/api/Stock/description?locationRole=Pick');
  const byItem = new Map<string, number>();
  for (const s of stocks) byItem.set(s.materialItemNo, (byItem.get(s.materialItemNo) ?? 0) + s.availableStockQuantity);
  const materials = await api<Row[]>(page, 'get', '/api/Material/description');
  const picked = materials.filter((m) => (byItem.get(m.itemNo) ?? 0) >= free && m.barcode && m.barcode !== m.itemNo);
  expect(picked.length).toBeGreaterThanOrEqual(count);
  return picked.slice(-count);
}

async function closeSuccess(page: Page, text: RegExp | string) {
  const modal = page.getByTestId('success-modal');
  await expect(modal).toContainText(text);
  await modal.getByRole('button').last().click();
  await expect(modal).toBeHidden();
}

async function fillCustomer(page: Page) {
  await page.getByTestId('sales-customerName').fill('Karen Blixen');
  await page.getByTestId('sales-companyName').fill('Rungstedlund A/S');
  await page.getByTestId('sales-address').fill('Rungsted Strandvej 111');
  await page.getByTestId('sales-zipCode').fill('2960');
  await page.getByTestId('sales-city').fill('Rungsted Kyst');
  await page.getByTestId('sales-countryCode').fill('dk');
  await page.getByTestId('sales-email').fill('karen@example.dk');
  await page.getByTestId('sales-phone').fill('+45 45 57 10 57');
  await page.getByTestId('sales-delivery-type').selectOption('Standard');
}

test.describe('sales orders from the console', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await signIn(page, 'admin');
  });

  test('paste 20 lines, resolve the flagged ones, save, see the order in Outgoing orders and prepare it', async ({ page }) => {
    const m = await stockedMaterials(page, 21);
    const [typed, ambiguousTarget, ambiguousOther, notFoundFix] = m;
    const good = m.slice(4, 20);
    // Make the ambiguous reference: another material's barcode is the target's item number.
    const upd = await page.request.put('/api/Material/UpdateMaterial', {
      headers: { authorization: `Bearer ${await token(page)}` },
      data: { id: ambiguousOther.id, barcode: ambiguousTarget.itemNo },
    });
    expect(upd.status(), await upd.text()).toBe(200);

    await page.goto('/create-sales-order');
    await expect(page.getByTestId('sales-order-number')).toHaveValue(/^SO-\d+$/);
    const orderNo = await page.getByTestId('sales-order-number').inputValue();

    // Typed, with search.
    await page.getByTestId('sales-material-search').fill(typed.itemNo);
    await expect(page.getByRole('option').filter({ hasText: typed.itemNo }).first()).toBeVisible();
    await page.getByTestId('sales-material-search').press('Enter');
    await expect(page.getByTestId('sales-line')).toHaveCount(1);

    // 20 rows as copied from a spreadsheet: 16 good (one by barcode), a duplicate, an ambiguous, a not found, an already added.
    const rows = [
      'Item number\tQuantity\tPrice',
      ...good.map((g, i) => `${i === 3 ? g.barcode : g.itemNo}\t1${i === 0 ? '\t12.5' : ''}`),
      `${good[0].barcode}\t1`,
      `${ambiguousTarget.itemNo}\t2`,
      'E2E-NO-SUCH-ITEM\t1',
      `${typed.itemNo}\t4`,
    ];
    expect(rows.length - 1).toBe(20);
    await pasteSalesLines(page, rows.join('\r\n'));
    const dialog = page.getByTestId('sales-resolve-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('sales-line')).not.toHaveCount(1);
    await expect(page.getByTestId('sales-lines')).toHaveAttribute('data-count', '17');
    for (const flag of ['duplicate', 'ambiguous', 'notFound', 'alreadyAdded']) await expect(dialog.locator(`[data-flag="${flag}"]`)).toHaveCount(1);
    await expect(dialog.locator('[data-flag="alreadyAdded"]')).toContainText('This material is already added');
    await expect(page.getByTestId('sales-resolve-apply')).toBeDisabled();
    await page.screenshot({ path: path.join(SHOTS, 'resolve-dialog.en-GB.png') });

    // Fix them: pick the material, type another item number, merge the duplicate (the default).
    await dialog.locator('[data-flag="ambiguous"] select').selectOption(String(ambiguousTarget.id));
    const notFound = dialog.locator('[data-flag="notFound"]');
    await notFound.getByRole('textbox').fill(notFoundFix.itemNo);
    await notFound.getByRole('button').click();
    await expect(dialog.locator('[data-flag="resolved"]')).toHaveCount(1);
    await page.getByTestId('sales-resolve-apply').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sales-lines')).toHaveAttribute('data-count', '19');
    // The duplicate's quantity joined the first line; the typed material kept its own quantity.
    await expect(page.locator(`[data-testid="sales-line"][data-item-no="${good[0].itemNo}"] input`).first()).toHaveValue('2');
    await expect(page.locator(`[data-testid="sales-line"][data-item-no="${typed.itemNo}"] input`).first()).toHaveValue('1');

    // The rules as the user types: a bad quantity blocks saving and shows; totals follow.
    await fillCustomer(page);
    const totalBefore = await page.getByTestId('sales-total').innerText();
    const firstQuantity = page.locator(`[data-testid="sales-line"][data-item-no="${typed.itemNo}"] input`).first();
    await firstQuantity.fill('1.5');
    await expect(page.getByTestId('sales-problems')).toContainText('1 line needs a valid quantity or price');
    await expect(page.getByTestId('sales-save')).toBeDisabled();
    await firstQuantity.fill('3');
    await expect(page.getByTestId('sales-total')).not.toHaveText(totalBefore);
    await page.getByTestId('sales-discount').fill('10');
    await expect(page.getByTestId('sales-save')).toBeEnabled();
    await page.screenshot({ path: path.join(SHOTS, 'create-sales-order.en-GB.png'), fullPage: true });
    await page.getByTestId('sales-save').click();
    await closeSuccess(page, orderNo);

    // Live in Outgoing orders, and it prepares.
    await page.goto('/outgoing-orders-page');
    await gridRows(page, 'OutgoingOrder');
    await page.getByRole('searchbox', { name: 'Order no.' }).fill(orderNo);
    await page.getByTestId('filter-search').click();
    const orders = await api<Row[]>(page, 'get', `/api/OutgoingOrder/description?orderNo=${orderNo}`);
    const order = orders.find((o) => o.orderNo === orderNo)!;
    expect(order.state).toBe('Initial');
    expect(order.lines).toHaveLength(19);
    expect(order.customerName).toBe('Karen Blixen');
    const row = page.locator(`[data-grid="OutgoingOrder"] [role="row"][row-id="${order.id}"]`);
    await expect(row.first()).toBeVisible();
    await row.getByRole('checkbox').first().check();
    await page.locator('.action-bar:not(.action-bar--compact)').first().getByRole('button', { name: 'Prepare ▾' }).click();
    await page.getByRole('menuitem', { name: 'Prepare', exact: true }).click();
    await expect(row.locator('[col-id="operationsSummarizedState"]').first()).toHaveText('Prepared');
  });

  test('upload the filled-in sample file; save a draft, reopen it and turn it into an order', async ({ page }) => {
    const [extra] = await stockedMaterials(page, 30);
    await page.goto('/create-sales-order');
    await expect(page.getByTestId('sales-order-number')).toHaveValue(/^SO-\d+$/);

    // The sample file, filled in with one more line, picked as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-sample').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const sampleRows = sheet.rowCount - 1;
    sheet.addRow([extra.itemNo, 2, 19.95]);
    const filled = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sales-')), 'filled-in.xlsx');
    await workbook.xlsx.writeFile(filled);
    await page.getByTestId('sales-file').setInputFiles(filled);
    await expect(page.getByTestId('sales-lines')).toHaveAttribute('data-count', String(sampleRows + 1));
    await expect(page.locator(`[data-testid="sales-line"][data-item-no="${extra.itemNo}"] input`).nth(1)).toHaveValue('19.95');

    // Save as draft through the "save sales order (draft)" dialog.
    await fillCustomer(page);
    await page.getByTestId('sales-customerName').fill('Draft customer');
    await page.getByTestId('sales-save-draft').click();
    const dialog = page.getByTestId('dialog-save-sales-order-draft');
    await expect(dialog).toBeVisible();
    const draftNumber = await dialog.getByRole('textbox').first().inputValue();
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await closeSuccess(page, draftNumber);

    // The drafts grid lists it; open it to edit.
    await page.goto('/sales-order-draft');
    await gridRows(page, 'SalesOrderDraft');
    const drafts = await api<Row[]>(page, 'get', '/api/SalesOrderDraft/description');
    const draft = drafts.find((d) => d.orderNumber === draftNumber)!;
    expect(draft).toMatchObject({ customerName: 'Draft customer', orderLines: sampleRows + 1 });
    const row = page.locator(`[data-grid="SalesOrderDraft"] [role="row"][row-id="${draft.id}"]`);
    await expect(row.first()).toContainText('Draft customer');
    await page.screenshot({ path: path.join(SHOTS, 'sales-order-draft.en-GB.png') });
    await row.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`create-sales-order\\?draft=${draft.id}`));
    await expect(page.getByTestId('sales-lines')).toHaveAttribute('data-count', String(sampleRows + 1));
    await expect(page.getByTestId('sales-order-number')).toHaveValue(draftNumber);

    // Turn it into an order.
    await page.getByTestId('sales-save').click();
    await closeSuccess(page, draftNumber);
    const orders = await api<Row[]>(page, 'get', `/api/OutgoingOrder/description?orderNo=${draftNumber}`);
    expect(orders.find((o) => o.orderNo === draftNumber)).toMatchObject({ state: 'Initial', customerName: 'Draft customer' });
    expect((await api<Row[]>(page, 'get', '/api/SalesOrderDraft/description')).some((d) => d.id === draft.id)).toBe(false);
  });

  test('edit an Initial sales order from Outgoing orders; a prepared one says why it cannot change', async ({ page }) => {
    const m = await stockedMaterials(page, 40);
    const [a, b, c] = [m[30], m[31], m[32]];
    const body = (materialId: number, quantity: number) => ({ materialId, quantity });
    const made = await api<Row>(page, 'post', '/api/SalesOrder/CreateSalesOrder', {
      customerName: 'Edit customer',
      deliveryType: 'Standard',
      lines: [body(a.id, 1), body(b.id, 2)],
    });

    await page.goto('/outgoing-orders-page');
    await gridRows(page, 'OutgoingOrder');
    await page.getByRole('searchbox', { name: 'Order no.' }).fill(made.orderNo);
    await page.getByTestId('filter-search').click();
    const row = page.locator(`[data-grid="OutgoingOrder"] [role="row"][row-id="${made.id}"]`);
    await expect(row.first()).toBeVisible();
    await row.getByRole('checkbox').first().check();
    await page.locator('.action-bar:not(.action-bar--compact)').first().getByRole('button', { name: 'Edit ▾' }).click();
    await page.getByRole('menuitem', { name: 'Edit sales order' }).click();

    await expect(page).toHaveURL(new RegExp(`create-sales-order\\?order=${made.id}`));
    await expect(page.getByRole('heading', { name: `Edit sales order ${made.orderNo}` })).toBeVisible();
    await expect(page.getByTestId('sales-lines')).toHaveAttribute('data-count', '2');
    await expect(page.getByTestId('sales-save-draft')).toHaveCount(0);
    await expect(page.getByTestId('sales-customerName')).toHaveValue('Edit customer');
    await page.locator(`[data-testid="sales-line"][data-item-no="${a.itemNo}"] input`).first().fill('5');
    await page.locator(`[data-testid="sales-line"][data-item-no="${b.itemNo}"]`).getByRole('button').click();
    await pasteSalesLines(page, `${c.itemNo}\t3`);
    await expect(page.getByTestId('sales-lines')).toHaveAttribute('data-count', '2');
    await page.screenshot({ path: path.join(SHOTS, 'edit-sales-order.en-GB.png'), fullPage: true });
    await page.getByTestId('sales-save').click();
    await closeSuccess(page, `Sales order ${made.orderNo} is saved.`);
    await expect(page).toHaveURL(/outgoing-orders-page/);
    const [order] = (await api<Row[]>(page, 'get', `/api/OutgoingOrder/description?orderNo=${made.orderNo}`)).filter((o) => o.orderNo === made.orderNo);
    expect(order.lines.filter((l: Row) => l.state !== 'Cancelled').map((l: Row) => [l.materialItemNo, l.orderedQuantity])).toEqual([
      [a.itemNo, 5],
      [c.itemNo, 3],
    ]);

    // Prepared: the page opens, says why it cannot change, and cannot save.
    await api(page, 'put', '/api/Process/prepare', { orderIds: [made.id] });
    await page.goto(`/create-sales-order?order=${made.id}`);
    await expect(page.getByTestId('sales-not-editable')).toHaveText('The order is prepared: unprepare it before editing.');
    await expect(page.getByTestId('sales-save')).toBeDisabled();
  });

  test('the screens in Danish', async ({ page }) => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /Language/ }).click();
    await page.getByRole('radio', { name: 'Danish' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    try {
      await page.goto('/create-sales-order');
      await expect(page.getByRole('heading', { name: 'Opret salgsordre' })).toBeVisible();
      await expect(page.getByTestId('sales-order-number')).toHaveValue(/^SO-\d+$/);
      const [m] = await stockedMaterials(page, 2);
      await pasteSalesLines(page, `${m.itemNo}\t1\n${m.itemNo}\t2\nE2E-NO-SUCH\t1`);
      await expect(page.getByTestId('sales-resolve-dialog')).toContainText('Ikke fundet');
      await page.screenshot({ path: path.join(SHOTS, 'resolve-dialog.da-DK.png') });
      await page.getByTestId('sales-resolve-dialog').getByRole('button', { name: 'Annuller' }).click();
      await page.screenshot({ path: path.join(SHOTS, 'create-sales-order.da-DK.png'), fullPage: true });
      await page.goto('/sales-order-draft');
      await expect(page.getByRole('heading', { name: 'Salgsordrekladder' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, 'sales-order-draft.da-DK.png') });
      // Edit mode, on a prepared order: the page says why it cannot change.
      const made = await api<Row>(page, 'post', '/api/SalesOrder/CreateSalesOrder', {
        customerName: 'Dansk kunde',
        deliveryType: 'Standard',
        lines: [{ materialId: m.id, quantity: 1 }],
      });
      await api(page, 'put', '/api/Process/prepare', { orderIds: [made.id] });
      await page.goto(`/create-sales-order?order=${made.id}`);
      await expect(page.getByRole('heading', { name: `Rediger salgsordre ${made.orderNo}` })).toBeVisible();
      await expect(page.getByTestId('sales-not-editable')).toHaveText('Ordren er klargjort: annullér klargøringen, før du redigerer den.');
      await page.screenshot({ path: path.join(SHOTS, 'edit-sales-order-prepared.da-DK.png'), fullPage: true });
    } finally {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /Sprog/ }).click();
      await page.getByRole('radio', { name: 'Engelsk' }).check();
      await page.getByRole('button', { name: 'Gem', exact: true }).click();
    }
  });
});
