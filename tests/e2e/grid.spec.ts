import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { gridRows, rowText, signIn } from './support';

const schemasDir = () => process.env.E2E_SCHEMAS_DIR!;

async function apiToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!);
}

async function materials(page: Page, query = ''): Promise<{ itemNo: string; name: string; materialGroup: string }[]> {
  const token = await apiToken(page);
  const res = await page.request.get(`/api/Material/description${query}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}

test.describe('the schema-driven grid', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', '/materials-page');
    await gridRows(page, 'Material');
  });

  test('filters on the server by text and multi-select, and resets', async ({ page }) => {
    const all = await materials(page);
    await page.getByRole('searchbox', { name: 'Name' }).fill('tape');
    await page.getByTestId('filter-search').click();
    const expected = await materials(page, '?name=tape');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    await expect(page.getByText(`of ${expected.length}`, { exact: false }).first()).toBeVisible();
    const rows = await gridRows(page, 'Material');
    for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain('tape');

    await page.getByRole('button', { name: 'Material group' }).click();
    await page.getByRole('checkbox', { name: 'Paint' }).check();
    await page.getByTestId('filter-search').click();
    const paintTape = await materials(page, '?name=tape&materialGroup=Paint');
    await expect(page.getByText(`1 to ${Math.min(20, paintTape.length)} of ${paintTape.length}`, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText(`1 to 20 of ${all.length}`, { exact: true })).toBeVisible();
  });

  test('sorts by a column and pages through the rows', async ({ page }) => {
    const all = await materials(page);
    await page.getByRole('columnheader', { name: 'Name' }).click();
    const byName = [...all].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    await expect.poll(() => rowText(page, 'Material', 0)).toContain(byName[0].name);
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => rowText(page, 'Material', 0)).toContain(byName[byName.length - 1].name);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`21 to 40 of ${all.length}`, { exact: true })).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page.getByText(`1 to 50 of ${all.length}`, { exact: true })).toBeVisible();
  });

  test('exports the visible rows to CSV and all filtered rows to Excel, and the files read back', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Name' }).fill('glove');
    await page.getByTestId('filter-search').click();
    const expected = await materials(page, '?name=glove');
    await expect(page.getByText(`of ${expected.length}`).first()).toBeVisible();

    await page.getByTestId('export-menu').click();
    const csvDownload = page.waitForEvent('download');
    await page.locator('[data-export="csv-visible"]').click();
    const csvFile = await (await csvDownload).path();
    const lines = fs
      .readFileSync(csvFile!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0].split(',').slice(0, 2)).toEqual(['Item no.', 'Name']);
    expect(lines.length - 1).toBe(Math.min(20, expected.length));
    expect(lines.slice(1).every((l) => /glove/i.test(l))).toBe(true);

    await page.getByTestId('export-menu').click();
    const xlsxDownload = page.waitForEvent('download');
    await page.locator('[data-export="xlsx-all"]').click();
    const download = await xlsxDownload;
    expect(download.suggestedFilename()).toMatch(/^materials-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const data = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(data.length).toBe(expected.length);
    expect(new Set(data.map((r) => r['Item no.']))).toEqual(new Set(expected.map((m) => m.itemNo)));
    expect(typeof data[0]['Available']).toBe('number');
  });

  test('the server-side page refuses a search without filters, pages on the server and loads all after confirming', async ({ page }) => {
    await page.goto('/materials-es-page');
    await page.getByTestId('filter-search').click();
    await expect(page.getByTestId('warning-modal')).toContainText('Cannot perform search when no filters are specified');
    await page.getByTestId('warning-modal').getByRole('button', { name: 'OK' }).click();

    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Material/description') && requests.push(r.url()));
    await page.getByTestId('load-all').click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Yes' }).click();
    const all = await materials(page);
    await expect(page.getByTestId('pager-range')).toHaveText(`1 to 20 of ${all.length}`);
    expect(requests.some((u) => /skip=0&take=20/.test(u))).toBe(true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('pager-range')).toHaveText(`21 to 40 of ${all.length}`);
    expect(requests.some((u) => /skip=20&take=20/.test(u))).toBe(true);
  });
});

test.describe('schemas are read at run time', () => {
  test('editing a grid schema changes the screen after a reload, without a rebuild', async ({ page }) => {
    const file = path.join(schemasDir(), 'grids/materials.json');
    const original = fs.readFileSync(file, 'utf8');
    try {
      await signIn(page, 'admin', '/materials-page');
      await expect(page.getByRole('columnheader', { name: 'Barcode' })).toBeVisible();
      const grid = JSON.parse(original);
      grid.columns = grid.columns.filter((c: { field: string }) => c.field !== 'barcode');
      grid.title = 'Materials.columns.name';
      fs.writeFileSync(file, JSON.stringify(grid, null, 2));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Name', exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Item no.' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Barcode' })).toHaveCount(0);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  test('a broken grid schema shows its error on its page while the other pages work', async ({ page }) => {
    const file = path.join(schemasDir(), 'grids/materials.json');
    const original = fs.readFileSync(file, 'utf8');
    try {
      const grid = JSON.parse(original);
      grid.columns[2].type = 'currency';
      fs.writeFileSync(file, JSON.stringify(grid, null, 2));
      await signIn(page, 'admin', '/materials-page');
      const broken = page.getByTestId('broken-screen');
      await expect(broken).toContainText('grids/materials.json#/columns/2/type');
      await expect(broken).toContainText('must be one of');
      await page.goto('/');
      await expect(page.getByTestId('dashboard')).toBeVisible();
      await page.goto('/locations-page');
      await expect(page.getByTestId('broken-screen')).toHaveCount(0);
      await expect(page.locator('[data-grid="Location"]')).toBeVisible();
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
