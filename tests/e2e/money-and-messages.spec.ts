import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support';

/**
 * Figures that were wrong and messages that lied (issue 21), as a clerk sees them: a refused
 * purchase order or a kept material is not reported as done, a sales order asks for its customer
 * at the field, the unedited import template is refused, a dashboard day shows in the user's zone
 * and the chart's axis ends at the highest count + 20 %. Screenshots in en-GB and da-DK go to
 * test-results/money-screens.
 */
type Row = Record<string, any>;
const SHOTS = path.join('test-results', 'money-screens');
fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function setLanguage(request: Parameters<typeof apiAs>[0], language: string) {
  const api = await apiAs(request, 'admin');
  expect((await api.put('/api/User/changeDefaultLanguage', { language })).status()).toBe(200);
}

test.afterEach(async ({ request }) => setLanguage(request, 'en-GB'));

test('a purchase order refused for its number is not reported as created', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const suppliers = ((await api.get('/api/Supplier/description')) as Row[]).filter((s) => s.supplierStatus === 'Active');
  const materials = (await api.get(`/api/Material/GetUndraftedSupplierMaterials/${suppliers[0].id}/0`)) as Row[] | undefined;
  const materialId = materials?.[0]?.id ?? ((await api.get('/api/Material/description')) as Row[])[0].id;
  const saved = await api.post('/api/Draft', { drafts: [{ supplierId: suppliers[0].id, lines: [{ materialId, orderedQuantity: 3 }] }] });
  expect(saved.status(), await saved.text()).toBe(200);
  const draft = (await saved.json()).result.drafts[0] as { id: number };
  const taken = ((await api.get('/api/IngoingOrder/description')) as Row[])[0].orderNo as string;
  const before = ((await api.get('/api/IngoingOrder/description')) as Row[]).length;

  await signIn(page, 'admin', '/draft-page');
  const row = page.locator(`[data-grid="Draft"] [role="row"][row-id="${draft.id}"]`);
  await expect(row.first()).toBeVisible();
  await row.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create PO' }).click();
  const dialog = page.getByTestId('dialog-create-po');
  await dialog.getByLabel('Order number').fill(taken);
  await dialog.getByLabel('Receiving date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Create PO' }).click();
  // The refusal, and no "Done – Purchase order created" on top of it.
  const refusal = page.getByTestId('multi-status-modal');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/0/);
  // The answer was handled (its refusal is shown) and the page has drawn a frame since: a success message would be on it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByTestId('success-modal')).toHaveCount(0);
  await shoot(page, 'po-duplicate-en-GB');
  expect(((await api.get('/api/IngoingOrder/description')) as Row[]).length).toBe(before);
  await api.delete(`/api/Draft?ids=${draft.id}`, undefined);
});

test('materials kept with their supplier are not reported as associated', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const supplier = ((await api.get('/api/Supplier/description')) as Row[]).find((s) => s.supplierStatus === 'Active')!;
  const candidates = (await api.get(`/api/Material/GetMaterialsForAssociations?supplierId=${supplier.id}`)) as Row[];
  const elsewhere = candidates.find((m) => m.supplierId && m.supplierId !== supplier.id)!;
  expect(elsewhere).toBeTruthy();

  for (const [language, keep] of [
    ['en-GB', 'Keep them with their supplier'],
    ['da-DK', 'Behold dem hos deres leverandør'],
  ] as const) {
    await setLanguage(request, language);
    await signIn(page, 'admin', '/supplier-page');
    await page.locator('[data-filter="supplierName"] input').fill(supplier.supplierName);
    await page.getByTestId('filter-search').click();
    const row = page.locator(`[data-grid="Supplier"] [role="row"][row-id="${supplier.id}"]`);
    await expect(row.first()).toBeVisible();
    await row.getByRole('checkbox').first().check();
    await page.locator('[data-action="associateMaterials"], button:has-text("Associate materials"), button:has-text("Tilknyt materialer")').first().click();
    const dialog = page.getByTestId('dialog-supplier-materials');
    await expect(dialog).toBeVisible();
    const combo = dialog.getByRole('combobox').first();
    await combo.fill(elsewhere.itemNo);
    await dialog
      .getByRole('option', { name: new RegExp(elsewhere.itemNo) })
      .first()
      .click();
    await dialog.locator('button[type="submit"]').click();
    // The question, answered "Keep them with their supplier".
    const choice = page.getByTestId('user-choice-modal');
    await expect(choice).toBeVisible();
    await choice.getByRole('button', { name: keep }).click();
    const answer = page.getByTestId('multi-status-modal');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(elsewhere.itemNo);
    // The answer was handled (its refusal is shown) and the page has drawn a frame since: a success message would be on it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByTestId('success-modal')).toHaveCount(0);
    await shoot(page, `supplier-keep-${language}`);
  }
  const after = (await api.get(`/api/Material/GetMaterialsForAssociations?supplierId=${supplier.id}`)) as Row[];
  expect(after.find((m) => m.id === elsewhere.id)?.supplierId).toBe(elsewhere.supplierId);
});

test('a sales order asks for its customer at the field', async ({ page, request }) => {
  for (const [language, text] of [
    ['en-GB', 'Enter the customer name'],
    ['da-DK', 'Angiv kundens navn'],
  ] as const) {
    await setLanguage(request, language);
    await signIn(page, 'admin', '/create-sales-order');
    const field = page.getByTestId('sales-customerName');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('sales-customerName-problem')).toHaveText(text);
    await shoot(page, `sales-customer-${language}`);
    await field.fill('Karen Blixen');
    await expect(page.getByTestId('sales-customerName-problem')).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  }
});

test('importing the unedited template imports nothing and names its example rows', async ({ page, request }) => {
  for (const [language, text] of [
    ['en-GB', "This is the template's example row"],
    ['da-DK', 'Dette er skabelonens eksempelrække'],
  ] as const) {
    await setLanguage(request, language);
    await signIn(page, 'admin', '/import');
    await expect(page.getByTestId('import-page')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('import-template').click();
    const file = await (await download).path();
    await page.getByTestId('import-file').setInputFiles(file);
    await page.getByTestId('import-start').click();
    const errors = page.getByTestId('import-errors');
    await expect(errors).toBeVisible();
    await expect(errors).toContainText(text);
    await expect(page.getByTestId('import-done')).toHaveCount(0);
    await shoot(page, `import-template-${language}`);
  }
  const api = await apiAs(request, 'admin');
  expect((await api.get('/api/Material/description?itemNo=IMP-1001')) as Row[]).toEqual([]);
});

test.describe('dashboard', () => {
  test.afterEach(async ({ request }) => {
    const api = await apiAs(request, 'admin');
    await api.delete('/api/User/settings', { clientId: 'Cockpit', owner: 'dashboardSettings', key: 'enabledWidgets' });
  });

  test('"completed today" opens the grid with the day in the user’s zone, and the chart axis ends at the highest count + 20 %', async ({ browser, request }) => {
    const api = await apiAs(request, 'admin');
    expect((await api.post('/api/User/dashboardWidgetSettings', { Value: '0,6' })).status()).toBe(200);
    // The browser in UTC, the user in Central European time (the default region).
    const context = await browser.newContext({ timezoneId: 'UTC' });
    const page = await context.newPage();
    for (const language of ['en-GB', 'da-DK']) {
      await setLanguage(request, language);
      await signIn(page, 'admin');
      const chart = page.getByTestId('picking-chart');
      await expect(chart).toBeVisible();
      const counts = (await chart.locator('[aria-label*=": "]').evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-label')!.split(': ').pop())))).filter(
        Number.isFinite,
      );
      const top = Math.max(...counts) * 1.2;
      const ticks = (await chart.locator('svg text').evaluateAll((texts) => texts.map((x) => x.textContent?.trim() ?? ''))).filter((x) => /^\d+$/.test(x)).map(Number);
      expect(ticks.length).toBeGreaterThan(1);
      expect(Math.max(...ticks)).toBeLessThanOrEqual(top);
      if (Number.isInteger(top) && top > 1) expect(Math.max(...ticks)).toBe(top);
      await shoot(page, `dashboard-chart-${language}`);

      await page.getByTestId('widget-OutgoingOrdersCompletedPerDay').click();
      await expect(page).toHaveURL(/\/outgoing-orders-page\?/);
      const berlinToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      const range = page.locator('[data-filter="completedDate"] input[type="text"]');
      await expect(range.nth(0)).toHaveValue(`${berlinToday} 00:00:00`);
      await expect(range.nth(1)).toHaveValue(`${berlinToday} 23:59:59`);
      await shoot(page, `dashboard-completed-today-${language}`);
    }
    await context.close();
  });
});
