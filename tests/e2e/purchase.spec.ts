import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, signIn } from './support';

/**
 * Purchase from the console (issue 14): drafts from demand on newdraft-page, saved, found in the
 * drafts grid, turned into a purchase order with the Create PO dialog; the order appears live in
 * Ingoing orders in a second browser, is received on the terminal and completed there.
 */

async function signedIn(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin', path);
  return page;
}

const inFiveDays = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

test('from newdraft-page to a purchase order received in Ingoing orders, seen live in a second browser', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, 'admin');
  const suppliers = (await api.get('/api/Supplier/description?supplierStatus=Active')) as Array<{ id: number; supplierName: string; materialCount: number }>;
  const supplier = suppliers.find((s) => s.materialCount >= 2)!;

  // The second browser watches the ingoing orders.
  const watcher = await signedIn(browser, '/ingoing-orders-page');
  await expect(watcher.locator('[data-grid="IngoingOrder"] [role="row"][row-index="0"]').first()).toBeVisible();

  // 1. newdraft-page: the supplier's calculated demand; a material added; quantities edited.
  const page = await signedIn(browser, '/newdraft-page');
  await page.getByTestId('criteria-suppliers').getByRole('checkbox', { name: supplier.supplierName, exact: true }).check();
  await page.getByTestId('calculate-demand').click();
  const card = page.getByTestId(`supplier-draft-${supplier.id}`);
  await expect(card).toBeVisible();
  // Drop whatever the demand proposed and add two of the supplier's own materials.
  while ((await card.getByRole('button', { name: 'Remove' }).count()) > 0) await card.getByRole('button', { name: 'Remove' }).first().click();
  await card.getByRole('button', { name: 'Add materials' }).click();
  const dialog = page.getByTestId('materials-select');
  const boxes = dialog.locator('input[type="checkbox"][data-testid^="materials-select-"]:not([data-testid="materials-select-others"])');
  await expect(boxes.first()).toBeVisible();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByTestId('materials-select-add').click();
  const quantities = card.getByTestId('ordered-quantity');
  await expect(quantities).toHaveCount(2);
  // A quantity of 0 is refused on the spot; totals follow as the user types.
  await quantities.nth(0).fill('0');
  await expect(card.getByText('Enter a whole quantity greater than zero')).toBeVisible();
  await quantities.nth(0).fill('4');
  await quantities.nth(1).fill('6');
  const lineTotals = await card.getByTestId('line-total').allInnerTexts();
  expect(lineTotals.every((t) => t.trim() !== '')).toBe(true);
  await page.getByTestId('save-drafts').click();

  // 2. The drafts grid: the new draft with its two lines.
  await expect(page).toHaveURL(/\/draft-page$/);
  const drafts = (await api.get('/api/Draft/GetAllSupplier')) as Array<{ id: number; supplierId: number; draftNumber: string; draftLineCount: number }>;
  const draft = drafts.find((d) => d.supplierId === supplier.id && d.draftLineCount === 2)!;
  expect(draft).toBeTruthy();
  const row = page.locator(`[data-grid="Draft"] [role="row"][row-id="${draft.id}"]`);
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText(draft.draftNumber);

  // 3. Create PO from the grid: the schema dialog.
  await row.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create PO' }).click();
  const po = page.getByTestId('dialog-create-po');
  await expect(po).toBeVisible();
  await po.getByLabel('Receiving date').fill(inFiveDays());
  await po.getByRole('button', { name: 'Create PO' }).click();
  await expect(po).toBeHidden();
  await expect(row).toHaveCount(0);

  // 4. The order appears live in the other browser (no reload), Initial, for the supplier.
  const orders = (await api.get('/api/IngoingOrder/description?state=Initial')) as Array<{
    id: number;
    orderNo: string;
    supplierOrderId: string;
    lines: Array<{ id: number; orderedQuantity: number }>;
  }>;
  const order = orders.find((o) => o.supplierOrderId === draft.draftNumber)!;
  expect(order.lines.map((l) => l.orderedQuantity).sort()).toEqual([4, 6]);
  const watched = watcher.locator(`[data-grid="IngoingOrder"] [role="row"][row-id="${order.id}"]`);
  await expect(watched.first()).toContainText(order.orderNo);

  // 5. Received on the terminal (one line short) and completed: the second browser follows.
  for (const [i, line] of order.lines.entries())
    expect((await api.post('/api/Terminal/receiveLine', { orderLineId: line.id, quantity: line.orderedQuantity - i })).status()).toBe(200);
  await expect(watched.first()).toContainText('Started');
  const completed = await request.patch('/api/IngoingOrder/complete', {
    headers: { authorization: `Bearer ${await watcher.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!)}` },
    data: { orderIds: [order.id] },
  });
  expect(completed.status()).toBe(200);
  await expect(watched.first()).toContainText('Completed');
});
