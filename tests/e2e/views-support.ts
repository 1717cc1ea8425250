import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs, gridRows, signIn, type Who } from './support';

/** What the saved-views specs share: clean-up through the API and the steps on the Materials grid. */

/** Removes every E2E view a user can delete, and their primary view of the grid. */
export async function cleanUp(request: APIRequestContext, who: Who, owner = 'Material') {
  const api = await apiAs(request, who);
  const views: { id: number; customViewName: string; canModify: boolean }[] = await api.get(`/api/CustomView/header?owner=${owner}`);
  for (const v of views) if (v.customViewName.startsWith('E2E') && v.canModify) await api.delete('/api/CustomView', { id: v.id });
  await api.delete('/api/User/PrimaryView', { owner });
}

export const minimalView = (name: string) => ({ owner: 'Material', customViewName: name, visibleColumnName: JSON.stringify({ master: ['itemNo', 'name', 'materialGroup'] }) });

export async function openMaterials(page: Page, query = '') {
  await page.goto(`/materials-page${query}`);
  await materialRows(page);
}

/** Signs `who` in straight onto the Materials page (one page load, support.ts signIn) and waits for its rows. */
export async function materialsAs(page: Page, who: Who, query = '') {
  await signIn(page, who, `/materials-page${query}`);
  await materialRows(page);
}

async function materialRows(page: Page) {
  // A fresh page boots the console (schemas, catalogues, settings) before the view and rows: allow for a busy machine.
  await expect(page.locator('[data-grid="Material"] [role="gridcell"]').first()).toBeVisible({ timeout: 30_000 });
  await gridRows(page, 'Material');
}

export async function chooseView(page: Page, name: string) {
  await page.getByTestId('view-menu').click();
  await page.locator(`[data-view="${name}"]`).click();
  await expect(page.getByTestId('current-view')).toHaveText(name === 'Default' ? 'Default' : name);
}

export async function openSaveDialog(page: Page) {
  await page.getByTestId('view-menu').click();
  await page.getByTestId('view-save').click();
  return page.getByTestId('save-view-modal');
}

/** A new browser context signed in as `who`, on the Materials page with its rows shown. */
export async function materialsPageAs(browser: Browser, who: Who, query = ''): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await materialsAs(page, who, query);
  return page;
}

export const header = (page: Page, field: string) => page.locator(`[data-grid="Material"] .ag-header-cell[col-id="${field}"]`);

/** AG Grid's own order for text (code points, not the language's collation), reversed. */
export const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** The names of the rows on screen, top to bottom (AG Grid keeps row elements in no particular DOM order). */
export async function firstNames(page: Page): Promise<string[]> {
  const cells = page.locator('[data-grid="Material"] [role="gridcell"][col-id="name"]');
  const rows = await cells.evaluateAll((els) => els.map((el) => ({ index: Number(el.closest('[row-index]')?.getAttribute('row-index')), text: (el.textContent ?? '').trim() })));
  return rows
    .filter((r) => Number.isFinite(r.index) && r.text)
    .sort((a, b) => a.index - b.index)
    .map((r) => r.text);
}
