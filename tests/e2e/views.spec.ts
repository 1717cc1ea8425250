import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';
import { chooseView, cleanUp, descending, firstNames, header, materialsAs, materialsPageAs, minimalView, openMaterials, openSaveDialog } from './views-support';

/**
 * Saved views and primary views in the browser. The tests share one
 * server with the other specs: they use views with an "E2E" name, the users super and picker for
 * what they change, and remove what they made. The messages are in view-messages.spec.ts.
 */

test.describe('saved views', () => {
  test.afterAll(async ({ request }) => {
    await cleanUp(request, 'super');
    await cleanUp(request, 'admin');
    await cleanUp(request, 'globalAdmin');
  });

  test('arranges the Materials grid, saves it for me and gets it back after a reload', async ({ page }) => {
    await materialsAs(page, 'super');
    await expect(page.getByTestId('current-view')).toHaveText('Default');

    // Hide a column.
    await page.getByTestId('column-chooser').click();
    await page.getByRole('checkbox', { name: 'Barcode' }).uncheck();
    await page.getByTestId('column-chooser').click();
    await expect(header(page, 'barcode')).toHaveCount(0);
    // Sort by name.
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
    // Filter.
    await page.getByRole('searchbox', { name: 'Name' }).fill('tape');
    await page.getByTestId('filter-search').click();
    await expect(page.locator('[data-grid="Material"] [row-index="0"]').first()).toContainText(/tape/i);
    // Resize the name column by 120 px.
    const before = (await header(page, 'name').boundingBox())!;
    const handle = header(page, 'name').locator('.ag-header-cell-resize');
    const hb = (await handle.boundingBox())!;
    await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
    await page.mouse.down();
    await page.mouse.move(hb.x + hb.width / 2 + 60, hb.y + hb.height / 2, { steps: 4 });
    await page.mouse.move(hb.x + hb.width / 2 + 120, hb.y + hb.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await header(page, 'name').boundingBox())!.width)).toBeGreaterThan(before.width + 100);
    const resized = Math.round((await header(page, 'name').boundingBox())!.width);
    // Hide a column of the detail grid (units of measure).
    await page.getByTestId('detail-column-chooser').click();
    await page.getByRole('checkbox', { name: 'Weight (kg)' }).uncheck();
    await page.getByTestId('detail-column-chooser').click();
    // Group by material group.
    await page.getByTestId('group-by').click();
    await page.getByRole('checkbox', { name: 'Material group' }).check();
    await page.getByTestId('group-by').click();
    await expect(page.getByTestId('group-row').first()).toBeVisible();

    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('E2E super tape');
    await expect(dialog.getByRole('radio')).toHaveCount(1); // super may save for himself only
    // The success message only lives until the reload 250 ms later: note it (and when it showed) as it appears.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const modal = document.querySelector('[data-testid="success-modal"]');
        if (modal && !sessionStorage.getItem('e2e-success')) sessionStorage.setItem('e2e-success', JSON.stringify({ text: modal.textContent, at: Date.now() }));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/custom-view=E2E(\+|%20)super(\+|%20)tape/);
    const success = await page.evaluate(() => ({
      seen: JSON.parse(sessionStorage.getItem('e2e-success') ?? 'null') as { text: string; at: number } | null,
      loadedAt: performance.timeOrigin,
    }));
    expect(success.seen?.text).toContain('The view "E2E super tape" was saved.');
    // The reload waits 250 ms from when the message is opened; it is painted a moment later, so allow for that.
    expect(success.loadedAt - success.seen!.at).toBeGreaterThanOrEqual(150);

    const restored = async () => {
      await expect(page.getByTestId('current-view')).toHaveText('E2E super tape');
      await expect(page.getByRole('searchbox', { name: 'Name' })).toHaveValue('tape');
      await expect(header(page, 'barcode')).toHaveCount(0);
      await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => Math.round((await header(page, 'name').boundingBox())!.width)).toBe(resized);
      const groups = page.getByTestId('group-row');
      await expect(groups.first()).toBeVisible();
      // Collapsed groups with counts; opening one shows its rows, all matching the filter.
      await expect(groups.first()).toContainText(/Material group:.*\d+ rows?/);
      const packaging = groups.filter({ hasText: 'Packaging' });
      const count = Number((await packaging.innerText()).match(/(\d+) rows?/)![1]);
      await packaging.click();
      await expect(packaging).toHaveAttribute('aria-expanded', 'true');
      const names = page.locator('[data-grid="Material"] [role="gridcell"][col-id="name"]');
      await expect(names).toHaveCount(count);
      for (const text of await names.allInnerTexts()) expect(text.toLowerCase()).toContain('tape');
      // Opening a row's detail keeps the arranged columns.
      await page.locator('[data-grid="Material"] .grid-expander').first().click();
      await expect(page.locator('[data-grid="Material"] .detail-panel')).toBeVisible();
      await expect(header(page, 'barcode')).toHaveCount(0);
      await expect.poll(async () => Math.round((await header(page, 'name').boundingBox())!.width)).toBe(resized);
      const detailHeader = (field: string) => page.locator(`[data-grid="Material"] .detail-panel .ag-header-cell[col-id="${field}"]`);
      await expect(detailHeader('uoMType')).toHaveCount(1);
      await expect(detailHeader('weight')).toHaveCount(0);
      // Closing the group hides its rows again.
      await packaging.click();
      await expect(packaging).toHaveAttribute('aria-expanded', 'false');
      await expect(names).toHaveCount(0);
    };
    await restored();
    await page.reload();
    await restored();

    // Without the parameter the page opens on the default view (super has no primary view).
    await openMaterials(page);
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await expect(header(page, 'barcode')).toHaveCount(1);
    await expect(page.getByTestId('group-row')).toHaveCount(0);
  });

  test("a second user sees a business-unit view (sorted descending) but not the first user's personal one", async ({ page, browser, request }) => {
    const admin = await apiAs(request, 'admin');
    expect((await admin.put('/api/CustomView/SaveForMe', minimalView('E2E admin only'))).status()).toBe(200);

    await materialsAs(page, 'admin');
    // Sort by name, descending (a second click on the header).
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('E2E team view');
    // Anna Admin holds can_save_for_all but is no global administrator: "for all" is shown disabled, with the reason.
    const forAll = dialog.getByRole('radio', { name: 'Everyone in every business unit' });
    await expect(forAll).toBeDisabled();
    await expect(dialog.locator('label', { has: page.getByRole('radio', { name: 'Everyone in every business unit' }) })).toHaveAttribute(
      'title',
      'Only a global administrator may save a view for every business unit.',
    );
    await dialog.getByRole('radio', { name: 'Everyone in my business unit' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/custom-view=E2E/);
    await expect(page.getByTestId('current-view')).toHaveText('E2E team view');
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(page, 'itemNo')).not.toHaveAttribute('aria-sort', /ascending|descending/);

    const picker = await materialsPageAs(browser, 'picker');
    await picker.getByTestId('view-menu').click();
    // Pia Picker works in Danish: the business unit's views are under "Forretningsenhed".
    const menu = picker.getByRole('menu');
    await expect(menu.getByRole('group', { name: 'Forretningsenhed' }).locator('[data-view="E2E team view"]')).toBeVisible();
    await expect(menu.locator('[data-view="E2E admin only"]')).toHaveCount(0);
    await picker.getByTestId('view-menu').click();
    await chooseView(picker, 'E2E team view');
    // The descending sort comes back for her too: the names run from Z to A.
    await expect(header(picker, 'name')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await firstNames(picker)).length).toBeGreaterThan(2);
    const shown = await firstNames(picker);
    expect(shown).toEqual([...shown].sort(descending));
    await picker.context().close();
  });

  test('a global administrator saves a view for all; every business unit sees it, restored with its descending sort', async ({ page, browser }) => {
    // Head office keeps no materials: the grid is empty, its columns are there.
    await signIn(page, 'globalAdmin', '/materials-page');
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await page.getByTestId('column-chooser').click();
    await page.getByRole('checkbox', { name: 'Barcode' }).uncheck();
    await page.getByTestId('column-chooser').click();
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending');
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('E2E for all');
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await dialog.getByRole('radio', { name: 'Everyone in every business unit' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/custom-view=E2E(\+|%20)for(\+|%20)all/);
    await expect(page.getByTestId('current-view')).toHaveText('E2E for all');

    // Nils North works in Norwegian: views for all are under "Alle forretningsenheter".
    const north = await materialsPageAs(browser, 'northAdmin');
    await north.getByTestId('view-menu').click();
    await expect(north.getByRole('menu').getByRole('group', { name: 'Alle forretningsenheter' }).locator('[data-view="E2E for all"]')).toBeVisible();
    await north.getByTestId('view-menu').click();
    await chooseView(north, 'E2E for all');
    await expect(header(north, 'barcode')).toHaveCount(0);
    await expect(header(north, 'name')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await firstNames(north)).length).toBeGreaterThan(2);
    const shown = await firstNames(north);
    expect(shown).toEqual([...shown].sort(descending));
    // North's administrator may not save for all either (the option is disabled), nor delete the view.
    const northDialog = await openSaveDialog(north);
    await expect(northDialog.getByRole('radio', { name: 'Alle i alle forretningsenheter' })).toBeDisabled();
    await northDialog.getByRole('button', { name: 'Avbryt' }).click();
    await north.getByTestId('view-menu').click();
    // Deleting is not offered: the entry is disabled and says why (the server refuses it too, see the API tests).
    const northDelete = north.getByTestId('view-delete');
    await expect(northDelete).toHaveAttribute('aria-disabled', 'true');
    await expect(northDelete).toHaveAttribute('title', /global administrator/);
    await north.context().close();

    // Demo's users see it as well, with the URL parameter.
    const demo = await materialsPageAs(browser, 'super', '?custom-view=E2E%20for%20all');
    await expect(demo.getByTestId('current-view')).toHaveText('E2E for all');
    await expect(header(demo, 'name')).toHaveAttribute('aria-sort', 'descending');
    await demo.context().close();
  });

  test('a primary view opens by default; the URL parameter selects a view; switching drops it and toDate', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    expect((await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E primary'))).status()).toBe(200);

    await materialsAs(page, 'super');
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-primary').click();
    const dialog = page.getByTestId('primary-view-modal');
    await dialog.getByLabel('Opens for me with').selectOption({ label: 'E2E primary' });
    await expect(dialog.getByLabel(/Opens for everyone/)).toHaveCount(0); // super lacks can_save_for_all
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('success-modal')).toContainText('The primary view was saved.');
    await page.getByTestId('success-modal').getByRole('button', { name: 'OK' }).click();

    await openMaterials(page);
    await expect(page.getByTestId('current-view')).toHaveText('E2E primary');
    await expect(header(page, 'barcode')).toHaveCount(0); // the view shows item no., name and material group
    await page.getByTestId('view-menu').click();
    await expect(page.locator(`[data-view="E2E primary"]`)).toContainText('primary');
    await page.getByTestId('view-menu').click();

    // ?custom-view=name wins over the primary view; switching views drops it and toDate.
    await openMaterials(page, '?custom-view=Default&toDate=2031-01-31');
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await expect(page.getByLabel('Created to')).toHaveValue('2031-01-31');
    await expect(header(page, 'barcode')).toHaveCount(1);
    await chooseView(page, 'E2E primary');
    await expect(header(page, 'barcode')).toHaveCount(0);
    await expect(page).toHaveURL(/\/materials-page$/);
    await expect(page.getByTestId('view-menu')).toBeVisible();

    const superApi = await apiAs(request, 'super');
    await superApi.delete('/api/User/PrimaryView', { owner: 'Material' });
  });
  test("a primary view for everyone in the business unit opens for a second user; one's own primary view wins", async ({ page, browser, request }) => {
    const admin = await apiAs(request, 'admin');
    expect((await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E unit primary'))).status()).toBe(200);
    try {
      await materialsAs(page, 'admin');
      await page.getByTestId('view-menu').click();
      await page.getByTestId('view-primary').click();
      const dialog = page.getByTestId('primary-view-modal');
      // Only shared views can open for everyone.
      await expect(dialog.getByLabel(/Opens for everyone/).locator('option', { hasText: 'E2E unit primary' })).toHaveCount(1);
      await dialog.getByLabel(/Opens for everyone/).selectOption({ label: 'E2E unit primary' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('success-modal')).toContainText('The primary view was saved.');

      // Pia Picker opens the page fresh and gets the unit's primary view.
      const picker = await materialsPageAs(browser, 'picker');
      await expect(picker.getByTestId('current-view')).toHaveText('E2E unit primary');
      await expect(header(picker, 'barcode')).toHaveCount(0);
      await picker.context().close();

      // Super's own choice (the default view) wins over the unit's.
      const superApi = await apiAs(request, 'super');
      expect((await superApi.put('/api/User/PrimaryView/SaveForMe', { id: 0, owner: 'Material' })).status()).toBe(200);
      const superPage = await materialsPageAs(browser, 'super');
      await expect(superPage.getByTestId('current-view')).toHaveText('Default');
      await expect(header(superPage, 'barcode')).toHaveCount(1);
      await superPage.context().close();
    } finally {
      await admin.delete('/api/User/PrimaryView', { owner: 'Material', forAll: true });
      await (await apiAs(request, 'super')).delete('/api/User/PrimaryView', { owner: 'Material' });
    }
  });
});
