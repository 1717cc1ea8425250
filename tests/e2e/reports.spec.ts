import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signIn } from './support';

/*
 * Reports (issue 13) in the browser: every report from its criteria to its result, PDF and
 * Excel; the PDF is read back with pdfjs-dist (every page's footer), the workbook with exceljs.
 */
const SHOTS = path.join('test-results', 'reports-shots');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** The text of each page of a PDF, and the last line of each (its footer). */
async function pdfPages(file: string): Promise<string[]> {
  const standardFontDataUrl = path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/');
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

async function download(page: Page, testId: string, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId(testId).click()]);
  const target = path.join(SHOTS, name);
  await file.saveAs(target);
  return target;
}

async function workbookRows(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** axe-core's minified script, of the version @axe-core/playwright runs (its own dependency), read once. */
const axeSource = fs.readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core (WCAG 2.1 A/AA, as tests/e2e/accessibility.spec.ts): the serious and critical violations.
 * axe.run in the page itself (legacy mode): the console has no frames, and the default mode copies
 * every frame's partial results into a blank page of their own to finish there, which on a loaded
 * machine took longer than the checks.
 * axe's script (0.5 MB) is put into each document once: AxeBuilder sends it twice per run (1–3.6 s
 * each on a loaded machine, more than the run itself), so it is given an empty script, and a
 * report shown by a client-side move from its criteria is checked with the axe already there.
 */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Runs `open` (a click on "Show report", or going to the page), waits for the report's answer
 * from the server (`/api/ReportData/<path>`) however long the server takes, then for its first
 * row on screen.
 */
async function reportShown(page: Page, grid: string, dataPath: string, open: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().includes(`/api/ReportData/${dataPath}`), { timeout: 0 });
  await open();
  expect((await answered).ok()).toBe(true);
  await expect(page.locator(`[data-grid="${grid}"] [role="row"][row-index="0"]`).first()).toBeVisible();
}

const count = async (page: Page) => Number((await page.getByTestId('report-count').innerText()).replace(/\D/g, ''));

test.describe('reports', () => {
  test.setTimeout(180_000);

  test('material transactions: criteria rules, result, a PDF of several pages with "Page X of Y", Excel', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByTestId('reports-page')).toBeVisible();
    await expect(page.locator('.report-card')).toHaveCount(5);
    await shot(page, 'reports-page-en');
    await page.getByTestId('report-card-material-transaction').getByRole('link').click();
    await expect(page).toHaveURL(/material-transaction-config-page/);
    // The rule in the form: no process type.
    for (const name of ['Picking', 'Receipt', 'Shipping']) await page.getByLabel(name, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.getByText('Process type is required')).toBeVisible();
    await shot(page, 'material-transaction-config-en');
    for (const name of ['Picking', 'Receipt', 'Shipping', 'Replenishment']) await page.getByLabel(name, { exact: true }).check();
    // Two months of history: enough rows for a PDF of several pages.
    await page.getByLabel('Date from').fill(new Date(Date.now() - 62 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page).toHaveURL(/material-transaction-report-page\?criteria=/);
    await expect(page.locator('[data-grid="MaterialTransactionReport"] [role="row"][row-index="0"]').first()).toBeVisible();
    const total = await count(page);
    expect(total).toBeGreaterThan(120);
    await shot(page, 'material-transaction-report-en');

    const pdf = await download(page, 'report-pdf', 'material-transactions.pdf');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages[0]).toContain('Material transactions');
    expect(pages[0]).toContain('Process types: Picking, Receipt, Replenishment, Shipping');
    // The header row is repeated on every page.
    for (const text of pages) expect(text).toContain('Material');

    const xlsx = await download(page, 'report-excel', 'material-transactions.xlsx');
    const rows = await workbookRows(xlsx);
    expect(rows[0]).toEqual(['Date', 'Process type', 'Item no.', 'Material', 'Quantity', 'Unit', 'From location', 'To location', 'User', 'Reference']);
    expect(rows.length).toBe(total + 1);
    expect(typeof rows[1][4]).toBe('number');
  });

  test('slow-moving and employee efficiency from criteria to result, PDF and Excel', async ({ page }) => {
    await signIn(page, 'admin', '/slow-moving-materials-config-page');
    await page.getByLabel('Picking frequency to').fill('');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.getByText('Picking frequency range is required')).toBeVisible();
    await page.getByLabel('Picking frequency to').fill('3');
    await shot(page, 'slow-moving-config-en');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.locator('[data-grid="SlowMovingMaterialsReport"] [role="row"][row-index="0"]').first()).toBeVisible();
    const slow = await count(page);
    expect(slow).toBeGreaterThan(0);
    await shot(page, 'slow-moving-report-en');
    const slowPdf = await pdfPages(await download(page, 'report-pdf', 'slow-moving.pdf'));
    slowPdf.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${slowPdf.length}`));
    expect((await workbookRows(await download(page, 'report-excel', 'slow-moving.xlsx'))).length).toBe(slow + 1);

    await page.goto('/employee-efficiency-report-config-page');
    await shot(page, 'employee-efficiency-config-en');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.locator('[data-grid="EmployeeEfficiencyReport"] [role="row"][row-index="0"]').first()).toBeVisible();
    // No process chosen: every process of both floor users.
    await expect(page.locator('.report-criteria-line')).not.toContainText('Process');
    await shot(page, 'employee-efficiency-report-en');
    const eff = await count(page);
    const effRows = await workbookRows(await download(page, 'report-excel', 'employee-efficiency.xlsx'));
    expect(effRows.length).toBe(eff + 1);
    expect(effRows[0]).toContain('Lines per hour');
    const effPdf = await pdfPages(await download(page, 'report-pdf', 'employee-efficiency.pdf'));
    expect(effPdf[0]).toContain('Employee efficiency');
  });

  test('material summary and stock value in Danish, and the Downloads page', async ({ page }) => {
    await signIn(page, 'picker'); // Pia Picker works in da-DK
    await page.getByRole('navigation').getByRole('link', { name: 'Rapporter' }).click();
    // Employee efficiency is for admins only.
    await expect(page.locator('.report-card')).toHaveCount(4);
    await shot(page, 'reports-page-da');
    await page.getByTestId('report-card-material-summary').getByRole('link').click();
    await expect(page.locator('[data-grid="MaterialSummaryReport"] [role="row"][row-index="0"]').first()).toBeVisible();
    await shot(page, 'material-summary-da');
    const summaryPdf = await pdfPages(await download(page, 'report-pdf', 'material-summary-da.pdf'));
    summaryPdf.forEach((text, i) => expect(text).toContain(`Side ${i + 1} af ${summaryPdf.length}`));
    expect(summaryPdf[0]).toContain('Materialeoversigt');
    const summaryRows = await workbookRows(await download(page, 'report-excel', 'material-summary-da.xlsx'));
    expect(summaryRows[0]).toContain('Ultimoværdi');

    await page.goto('/stock-value-report-page');
    await expect(page.locator('[data-grid="StockValueReport"] [role="row"][row-index="0"]').first()).toBeVisible();
    await expect(page.getByTestId('report-total')).toContainText('Samlet værdi');
    await shot(page, 'stock-value-da');
    const valuePdf = await pdfPages(await download(page, 'report-pdf', 'stock-value-da.pdf'));
    expect(valuePdf[0]).toContain('Lagerværdi');
    expect(valuePdf[valuePdf.length - 1]).toContain('Samlet værdi');
    const valueRows = await workbookRows(await download(page, 'report-excel', 'stock-value-da.xlsx'));
    expect(valueRows.length).toBe((await count(page)) + 1);

    // The files just made are on the Downloads page, newest first, and can be removed (the copy
    // for it is sent after the download: the button is back when it is there).
    await expect(page.getByTestId('report-excel')).toHaveText('Excel');
    await page.goto('/downloads');
    const table = page.getByTestId('report-files');
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(1)).toContainText(/stock-value-\d+\.xlsx/);
    await shot(page, 'downloads-da');
    await table.getByRole('row').nth(1).getByRole('button', { name: 'Fjern' }).click();
    await expect(table.getByRole('row')).toHaveCount(4);
  });

  test('the criteria and result pages pass axe; the materials are chosen in a searchable list, not typed into a bare "+ Add"', async ({ page }) => {
    await signIn(page, 'admin');
    const problems: string[] = [];
    await page.goto('/material-transaction-config-page');
    const skus = page.getByRole('combobox', { name: /Item numbers \(SKU\)/ });
    await skus.click();
    await skus.fill('ITM-10000');
    await page.getByRole('option').first().click();
    await expect(page.getByRole('list').filter({ hasText: 'ITM-10000' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    problems.push(...(await seriousViolations(page, 'material-transaction-config-page')));
    await skus.press('Backspace');
    // The list stays open for the next choice: close it before going on.
    await skus.press('Escape');
    await reportShown(page, 'MaterialTransactionReport', 'materialTransactionOverview', () => page.getByRole('button', { name: 'Show report' }).click());
    problems.push(...(await seriousViolations(page, 'material-transaction-report-page')));
    for (const [config, grid, dataPath] of [
      ['slow-moving-materials-config-page', 'SlowMovingMaterialsReport', 'slowMovingMaterials'],
      ['employee-efficiency-report-config-page', 'EmployeeEfficiencyReport', 'employeeEfficiency'],
    ]) {
      await page.goto(`/${config}`);
      await expect(page.getByRole('button', { name: 'Show report' })).toBeVisible();
      problems.push(...(await seriousViolations(page, config)));
      await reportShown(page, grid, dataPath, () => page.getByRole('button', { name: 'Show report' }).click());
      problems.push(...(await seriousViolations(page, `${config} result`)));
    }
    for (const [route, grid, dataPath] of [
      ['material-summary-report-page', 'MaterialSummaryReport', 'materialsummary'],
      ['stock-value-report-page', 'StockValueReport', 'stockValue'],
    ]) {
      await reportShown(page, grid, dataPath, () => page.goto(`/${route}`));
      problems.push(...(await seriousViolations(page, route)));
    }
    expect(problems).toEqual([]);
  });

  test('the SKU list in Norwegian: materials picked from a list, not a bare add button', async ({ page }) => {
    await signIn(page, 'northAdmin', '/material-transaction-config-page'); // Nils North works in nb-NO
    await expect(page.getByText('Varenumre (SKU)')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Varenumre \(SKU\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Legg til|Add/, exact: true })).toHaveCount(0);
    await shot(page, 'material-transaction-config-nb');
  });
});
