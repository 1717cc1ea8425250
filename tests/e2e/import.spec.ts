import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { importWorkbook } from '../helpers/import-workbook';
import { apiAs, signIn } from './support';

/** Import data: template, errors by row and column, a correct import seen in the stock grid's data. */

const shots = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, name), fullPage: true });
};

async function openImport(page: Page) {
  await page.locator('.menu__settings').click();
  await page.getByRole('complementary', { name: 'Settings' }).getByRole('link', { name: 'Import data' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByTestId('import-page')).toBeVisible();
}

const xlsx = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

test.describe('import data', () => {
  test('the template downloads, a workbook with errors lists them and imports nothing, a correct one imports', async ({ page, request }) => {
    await signIn(page, 'admin');
    await openImport(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('import-template').click();
    const file = await (await download).path();
    expect(fs.statSync(file).size).toBeGreaterThan(5000);
    expect((await download).suggestedFilename()).toBe('cockpit-import-template.xlsx');

    const bad = await importWorkbook({
      Materials: [
        ['Item number', 'Name', 'Cost price'],
        ['E2E-IMP-1', null, 'free'],
      ],
      Stock: [
        ['Item number', 'Location name', 'Quantity'],
        ['E2E-IMP-1', 'NO-SUCH-LOCATION', 0],
      ],
    });
    await page.getByTestId('import-file').setInputFiles(xlsx('bad.xlsx', bad));
    await page.getByTestId('import-start').click();
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('The workbook has 3 errors: nothing was imported.');
    await expect(errors.getByRole('row', { name: /Materials 2 Name A value is required/ })).toBeVisible();
    await expect(errors.getByRole('row', { name: /Materials 2 Cost price Must be a number/ })).toBeVisible();
    await expect(errors.getByRole('row', { name: /Stock 2 Quantity Must be 1 or more/ })).toBeVisible();
    await shoot(page, 'import-errors-en-GB.png');

    const api = await apiAs(request, 'admin');
    const locations = await api.get('/api/Location/description?skip=0&take=1');
    const location = locations.data[0].name as string;
    const good = await importWorkbook({
      Materials: [
        ['Item number', 'Name', 'Cost price'],
        ['E2E-IMP-1', 'Imported in the browser', 12],
      ],
      Stock: [
        ['Item number', 'Location name', 'Quantity'],
        ['E2E-IMP-1', location, 9],
      ],
    });
    await page.getByTestId('import-file').setInputFiles(xlsx('good.xlsx', good));
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-done')).toContainText('1 material');
    await expect(page.getByTestId('import-done')).toContainText('1 stock row');
    await shoot(page, 'import-done-en-GB.png');
    const stock = await api.get('/api/Stock/description?materialItemNo=E2E-IMP-1&skip=0&take=5');
    expect(stock.data.map((r: { location: string; quantity: number }) => [r.location, r.quantity])).toEqual([[location, 9]]);

    // The materials grid shows the imported material.
    await page.goto('/materials-page');
    await page
      .getByRole('searchbox')
      .first()
      .fill('E2E-IMP-1')
      .catch(() => undefined);
    await expect(page.getByText('Imported in the browser').first()).toBeVisible();
  });

  test('the page in Danish', async ({ page, request }) => {
    // The console speaks the user's own language once signed in.
    const api = await apiAs(request, 'super');
    await api.put('/api/User/changeDefaultLanguage', { language: 'da-DK' });
    try {
      await signIn(page, 'super');
      await page.locator('.menu__settings').click();
      await page.locator('.settings-panel').getByRole('link', { name: 'Importér data' }).click();
      await expect(page.getByRole('heading', { name: 'Importér data' })).toBeVisible();
      const bad = await importWorkbook({
        Materials: [
          ['Item number', 'Name', 'Cost price', 'Supplier name'],
          ['E2E-DA-1', null, 'gratis', 'Ingen Sådan Leverandør'],
        ],
        Stock: [
          ['Item number', 'Location name', 'Quantity'],
          ['E2E-DA-1', 'NO-SUCH-LOCATION', 0],
        ],
      });
      await page.getByTestId('import-file').setInputFiles(xlsx('bad.xlsx', bad));
      await page.getByTestId('import-start').click();
      const errors = page.getByTestId('import-errors');
      await expect(errors).toContainText('Projektmappen har 3 fejl');
      // The problems are the server's keys read through the Danish catalogue, parameters filled in;
      // sheet names and column headers stay as the workbook has them.
      await expect(errors.getByRole('row', { name: /Materials 2 Name Der skal angives en værdi/ })).toBeVisible();
      await expect(errors.getByRole('row', { name: /Materials 2 Cost price Skal være et tal/ })).toBeVisible();
      await expect(errors.getByRole('row', { name: /Stock 2 Quantity Skal være 1 eller mere/ })).toBeVisible();
      await expect(errors).not.toContainText('A value is required');

      // A reference error: the workbook's cells pass, the supplier and location do not exist.
      const unknown = await importWorkbook({
        Materials: [
          ['Item number', 'Name', 'Supplier name'],
          ['E2E-DA-1', 'Dansk', 'Ingen Sådan Leverandør'],
        ],
      });
      await page.getByTestId('import-file').setInputFiles(xlsx('unknown.xlsx', unknown));
      await page.getByTestId('import-start').click();
      await expect(errors.getByRole('row', { name: /Materials 2 Supplier name Ingen leverandør med navnet "Ingen Sådan Leverandør"/ })).toBeVisible();
      await shoot(page, 'import-errors-da-DK.png');
    } finally {
      await api.put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
    }
  });
});
