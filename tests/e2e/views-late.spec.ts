import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';
import { cleanUp } from './views-support';

/**
 * A primary view whose answer arrives after the user has already filtered and searched (a trace
 * showed it 68 ms after the Search click): the user's own filters and search stay, and the view's
 * other parts (its columns) are still applied. The view's saved parts are held back with
 * page.route until the Search click. Owner MaterialSsp (the server-paged Materials page), so that
 * the views spec's views of Material are not touched.
 */
const OWNER = 'MaterialSsp';
const grid = '[data-grid="Material"]';

test.describe('an opening view that arrives late', () => {
  test.afterAll(async ({ request }) => {
    await cleanUp(request, 'super', OWNER);
  });

  test("does not put its filters back over the user's search", async ({ page, request }) => {
    const api = await apiAs(request, 'super');
    await cleanUp(request, 'super', OWNER);
    const view = {
      owner: OWNER,
      customViewName: 'E2E late primary',
      visibleColumnName: JSON.stringify({ master: ['itemNo', 'name', 'materialGroup'] }),
      activeFilters: JSON.stringify([{ selector: 'name', operator: 'IsEqualTo', values: ['bolt'] }]),
    };
    expect((await api.put('/api/CustomView/SaveForMe', view)).status()).toBe(200);
    const views: { id: number; customViewName: string }[] = await api.get(`/api/CustomView/header?owner=${OWNER}`);
    const id = views.find((v) => v.customViewName === view.customViewName)!.id;
    expect((await api.put('/api/User/PrimaryView/SaveForMe', { id, owner: OWNER })).status()).toBe(200);

    await signIn(page, 'super');
    // The view's saved parts wait until the user has searched.
    let release!: () => void;
    const searched = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/api/CustomView/detail/**', async (route) => {
      held++;
      await searched;
      await route.continue();
    });
    await page.goto('/materials-es-page');
    const name = page.getByRole('searchbox', { name: 'Name' });
    await name.fill('tape');
    await page.getByTestId('filter-search').click();
    // The view was asked for and is still held: the search came first.
    await expect.poll(() => held, { timeout: 15_000 }).toBeGreaterThan(0);
    release();

    // The view is applied (its name, its columns) but the filters and the rows are the user's.
    await expect(page.getByTestId('current-view')).toHaveText('E2E late primary', { timeout: 15_000 });
    await expect(page.locator(`${grid} .ag-header-cell[col-id="barcode"]`)).toHaveCount(0);
    await expect(page.locator(`${grid} [role="gridcell"][col-id="name"]`).first()).toContainText(/tape/i, { timeout: 15_000 });
    await expect(name).toHaveValue('tape');
    const names = await page.locator(`${grid} [role="gridcell"][col-id="name"]`).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/tape/i);

    // Without the user's search the same view opens with its own filters.
    await page.unroute('**/api/CustomView/detail/**');
    await page.goto('/materials-es-page');
    await expect(name).toHaveValue('bolt', { timeout: 15_000 });
    await expect(page.locator(`${grid} [role="gridcell"][col-id="name"]`).first()).toContainText(/bolt/i, { timeout: 15_000 });
  });
});
