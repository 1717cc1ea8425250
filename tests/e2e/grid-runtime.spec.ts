import { expect, test, type Page } from '@playwright/test';
import { gridRows, signIn } from './support';

/**
 * The grid runtime end to end (issue 3): master/detail, a record created and edited through a
 * schema dialog (with a bad input refused by the server, and nothing changed), and a cell renderer
 * contributed by a plugin (warehouseCells.stateBadge).
 */

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).result as T;
}

interface CauseCode {
  id: number;
  type: string;
  value: string;
  displayText: string;
}

interface Supplier {
  id: number;
  supplierName: string;
  supplierStatus: string;
  materialCount: number;
}

test.describe('the grid runtime', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('expanding a supplier shows its materials in a detail grid, collapsing hides it', async ({ page }) => {
    const suppliers = await apiGet<Supplier[]>(page, '/api/Supplier/description');
    await page.goto('/supplier-page');
    await gridRows(page, 'Supplier');
    // One of the rows on the first page that has materials.
    const shown = await page.locator('[data-grid="Supplier"] [role="row"][row-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('row-id')));
    const supplier = suppliers.find((s) => shown.includes(String(s.id)) && s.materialCount > 0);
    expect(supplier, 'a demo supplier with materials on the first page').toBeTruthy();
    const materials = await apiGet<{ itemNo: string }[]>(page, `/api/Material/description?supplierId=${supplier!.id}`);
    expect(materials.length).toBe(supplier!.materialCount);

    const row = page.locator(`[data-grid="Supplier"] [role="row"][row-id="${supplier!.id}"]`);
    await row.getByRole('button', { name: 'Show details' }).click();

    const detail = page.getByTestId(`detail-${supplier!.id}`);
    await expect(detail).toBeVisible();
    const detailRows = detail.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(detailRows.first()).toBeVisible();
    const itemNos = await detail.locator('[role="row"] [col-id="itemNo"][role="gridcell"]').allInnerTexts();
    expect(itemNos.length).toBeGreaterThan(0);
    for (const itemNo of itemNos) expect(materials.map((m) => m.itemNo)).toContain(itemNo.trim());
    await expect(detail.getByTestId('pager-range')).toContainText(`of ${materials.length}`);

    await row.getByRole('button', { name: 'Hide details' }).click();
    await expect(detail).toHaveCount(0);
  });

  test('adds and edits a cause code through its dialog; a duplicate is refused with the server message and nothing changes', async ({ page }) => {
    const value = `E2E${Date.now() % 100000}`;
    await page.goto('/cause-codes');
    await gridRows(page, 'CauseCode');

    // Add: the dialog, then the new row in the grid and on the server.
    await page.getByRole('button', { name: 'Add cause code' }).click();
    const dialog = page.getByTestId('dialog-cause-code');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Type').selectOption({ label: 'Loss' });
    // A code with a leading space is refused by the dialog itself, in its own words.
    await dialog.getByLabel('Code').fill(` ${value}`);
    await dialog.getByLabel('Text').fill('Broken in the e2e test');
    await dialog.getByRole('button', { name: 'Save cause code' }).click();
    await expect(dialog).toContainText('The code cannot start or end with a space');
    await dialog.getByLabel('Code').fill(value);
    await dialog.getByRole('button', { name: 'Save cause code' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('success-modal')).toContainText('The cause code was added');
    await page.getByTestId('success-modal').getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('[data-grid="CauseCode"]').getByText(value, { exact: true })).toBeVisible();
    const afterAdd = await apiGet<CauseCode[]>(page, '/api/CauseCode/Header');
    const added = afterAdd.find((c) => c.value === value)!;
    expect(added).toMatchObject({ type: 'Lose', displayText: 'Broken in the e2e test' });

    // A second code with the same type and value: the server refuses (409) with its message,
    // the dialog stays open and shows it, and the list is unchanged.
    await page.getByRole('button', { name: 'Add cause code' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Type').selectOption({ label: 'Loss' });
    await dialog.getByLabel('Code').fill(value.toLowerCase());
    await dialog.getByLabel('Text').fill('A duplicate');
    await dialog.getByRole('button', { name: 'Save cause code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Cause code "${value.toLowerCase()}" already exists for Loss.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await apiGet<CauseCode[]>(page, '/api/CauseCode/Header')).toEqual(afterAdd);

    // Edit: select the row, change its text through the dialog filled from the row.
    const row = page.locator(`[data-grid="CauseCode"] [role="row"][row-id="${added.id}"]`);
    await row.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Edit cause code' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Code')).toHaveValue(value);
    await dialog.getByLabel('Text').fill('Damaged on the shelf');
    await dialog.getByRole('button', { name: 'Save cause code' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('success-modal')).toContainText('The cause code was saved');
    await page.getByTestId('success-modal').getByRole('button', { name: 'OK' }).click();
    await expect(row.getByText('Damaged on the shelf')).toBeVisible();
    const afterEdit = await apiGet<CauseCode[]>(page, '/api/CauseCode/Header');
    expect(afterEdit.find((c) => c.id === added.id)).toMatchObject({ type: 'Lose', value, displayText: 'Damaged on the shelf' });
    expect(afterEdit.length).toBe(afterAdd.length);
  });

  test("a plugin's cell renderer shows the state as a translated badge", async ({ page }) => {
    const suppliers = await apiGet<Supplier[]>(page, '/api/Supplier/description');
    await page.goto('/supplier-page');
    await gridRows(page, 'Supplier');
    const first = suppliers[0];
    const badge = page.locator(`[data-grid="Supplier"] [role="row"][row-id="${first.id}"] [col-id="supplierStatus"] .state-badge`);
    await expect(badge).toHaveText(first.supplierStatus === 'Active' ? 'Active' : 'Inactive');
    await expect(badge).toHaveAttribute('data-state', first.supplierStatus);
    await expect(badge).toHaveClass(new RegExp(`state-badge--${first.supplierStatus === 'Active' ? 'good' : 'idle'}`));

    // The same renderer on another grid (locations' state).
    await page.goto('/locations-page');
    await gridRows(page, 'Location');
    await expect(page.locator('[data-grid="Location"] .state-badge').first()).toBeVisible();
  });
});
