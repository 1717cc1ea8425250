import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, signIn, type Who } from './support';

/**
 * The screen studio end to end: Demo's administrator adds a column and a filter to Stocks from the
 * browser, sees them in the live preview, saves; another user of Demo gets them (and a notice
 * while on the page), North does not; the change is rolled back to the shipped screen.
 */

const header = (page: Page, name: string) => page.locator('[data-grid="Stock"]').getByRole('columnheader', { name, exact: true });

async function sessionOf(browser: Browser, who: Who, path = '/'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who, path);
  return page;
}

test.describe('screen studio', () => {
  // Generous: on a shared, loaded machine each step of the form takes seconds.
  test.setTimeout(360_000);

  test('adds a column and a filter to Stocks, another user of the unit gets them, North does not, and a rollback returns the shipped screen', async ({
    page,
    browser,
    request,
  }) => {
    try {
      await signIn(page, 'admin', '/stocks-page');
      await expect(header(page, 'Item no.')).toBeVisible({ timeout: 30_000 });
      // A user of the unit on the page meanwhile (the picker reads Danish).
      const picker = await sessionOf(browser, 'picker', '/stocks-page');
      await expect(picker.locator('[data-grid="Stock"]').getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });

      await page.getByTestId('edit-screen').click();
      await expect(page).toHaveURL(/\/screen-studio\?grid=Stock/);
      await expect(page.getByTestId('studio-columns')).toBeVisible();
      // The filter offers only fields of the list and the operators each takes.
      await page.getByTestId('studio-add-filter-field').selectOption('isContainer');
      await expect(page.getByTestId('studio-add-filter-operator').locator('option')).toHaveText(['=', '!=']);

      await page.getByTestId('studio-add-column-field').selectOption('materialId');
      await page.getByTestId('studio-add-column').click();
      await page.getByTestId('studio-column-materialId').getByLabel('Label of materialId in en-GB').fill('Material ID');
      await page.getByTestId('studio-column-materialId').getByLabel('Label of materialId in da-DK').fill('Materiale-ID');
      // Moved by keyboard (Alt+Up in its row) three places up; the focus stays in the row that moved.
      const rows = page.locator('[data-testid^="studio-column-"]');
      const columnCount = await rows.count();
      const input = page.getByTestId('studio-column-materialId').getByLabel('Label of materialId in en-GB');
      await input.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Alt+ArrowUp');
      await expect(rows.nth(columnCount - 4)).toHaveAttribute('data-testid', 'studio-column-materialId');
      await expect(input).toBeFocused();
      // On to the second place (so the preview shows it without scrolling sideways).
      for (let i = 0; i < columnCount - 5; i++) await page.keyboard.press('Alt+ArrowUp');
      await expect(rows.nth(1)).toHaveAttribute('data-testid', 'studio-column-materialId', { timeout: 30_000 });
      await page.getByTestId('studio-add-filter-field').selectOption('baseUoM');
      await page.getByTestId('studio-add-filter-operator').selectOption('contain');
      await page.getByTestId('studio-add-filter').click();
      // The preview is the real grid on the unit's rows, with the draft applied.
      const preview = page.getByTestId('studio-preview');
      await expect(preview.locator('[data-grid="Stock"]').getByRole('columnheader', { name: 'Material ID', exact: true })).toBeVisible({ timeout: 30_000 });
      // The new filter's first label is the words the Stocks screen shows for the field, in each language.
      await expect(preview.getByLabel('Unit', { exact: true })).toBeVisible();
      await expect(preview.locator('[data-grid="Stock"]').getByRole('gridcell').first()).toBeVisible();

      await page.getByTestId('studio-comment').fill('Material ID column and a unit filter');
      // The picker on the page is told: the notice shows for 6 s from the moment the hub brings the
      // change, so it is watched for from the save on, not after the administrator's checks below
      // (which may take longer than that on a busy machine).
      const told = expect(picker.getByText('Dette skærmbillede er ændret for din forretningsenhed.', { exact: false })).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('studio-save').click();
      await expect(page.getByTestId('studio-saved')).toHaveText('Saved as version 1.');
      await expect(page.getByTestId('studio-version-1')).toContainText('Material ID column and a unit filter');
      await page.screenshot({ path: 'test-results/studio.en-GB.png', fullPage: true });

      // On the next navigation the picker's page has the new column.
      await told;
      // The next navigation in the running console (no reload): away and back through the menu.
      await picker.getByRole('link', { name: 'Beholdninger', exact: true }).first().waitFor();
      await picker.evaluate(() => window.history.pushState({}, '', '/'));
      await picker.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await picker.getByRole('link', { name: 'Beholdninger', exact: true }).first().click();
      await expect(header(picker, 'Materiale-ID')).toBeVisible({ timeout: 30_000 });
      await expect(picker.getByLabel('Enhed', { exact: true })).toBeVisible();

      // North sees the shipped screen.
      const north = await sessionOf(browser, 'northAdmin', '/stocks-page');
      await expect(north.locator('[data-grid="Stock"]').getByRole('columnheader').first()).toBeVisible({ timeout: 30_000 });
      await expect(north.locator('[data-grid="Stock"]').getByRole('columnheader', { name: /Material(e|iell)?[- ]ID/i })).toHaveCount(0);

      // Back to the shipped screen in one click.
      await page.getByTestId('studio-rollback-0').click();
      await expect(page.getByTestId('studio-saved')).toHaveText('Saved as version 2.');
      await page.getByRole('link', { name: 'Back to the screen' }).click();
      await expect(page).toHaveURL(/\/stocks-page$/);
      await expect(header(page, 'Item no.')).toBeVisible({ timeout: 30_000 });
      await expect(header(page, 'Material ID')).toHaveCount(0);
      await picker.reload();
      await expect(picker.locator('[data-grid="Stock"]').getByRole('columnheader').first()).toBeVisible({ timeout: 30_000 });
      await expect(header(picker, 'Materiale-ID')).toHaveCount(0);
    } finally {
      const api = await apiAs(request, 'admin');
      await api.post('/api/Studio/screens/Stock/rollback', { version: 0, comment: 'test clean-up' });
    }
  });

  test('a new screen from a list contract: its fields and operators, the JSON tab, a menu entry with its icon, in the unit only, removed again', async ({
    page,
    browser,
    request,
  }) => {
    try {
      await signIn(page, 'admin', '/screen-studio');
      await page.getByTestId('studio-new-list').selectOption('Material');
      await page.getByTestId('studio-new-name').fill('Item names');
      await expect(page.getByTestId('studio-new-screen')).toContainText('ItemNames');
      await page.screenshot({ path: 'test-results/studio-chooser.en-GB.png', fullPage: true });
      await page.getByTestId('studio-new-start').click();
      await expect(page).toHaveURL(/grid=ItemNames&list=Material/);
      const menu = page.getByTestId('studio-menu');
      // The name given is the first title and menu label in every language; the Danish title is changed.
      await expect(menu.getByLabel('Label of Screen title in en-GB')).toHaveValue('Item names');
      await expect(menu.getByLabel('Label of Menu label in nb-NO')).toHaveValue('Item names');
      await menu.getByLabel('Label of Screen title in da-DK').fill('Varenavne');
      // Fields are offered by the words the Materials screen shows for them, above the rows.
      await expect(page.getByTestId('studio-add-column-field').locator('option[value="itemNo"]')).toHaveText(/^Item no.* \(itemNo\)$/);
      await page.getByTestId('studio-menu-icon').selectOption('materials');
      for (const field of ['itemNo', 'name']) {
        await page.getByTestId('studio-add-column-field').selectOption(field);
        await page.getByTestId('studio-add-column').click();
      }
      await page.getByTestId('studio-add-filter-field').selectOption('name');
      await page.getByTestId('studio-add-filter-operator').selectOption('contain');
      await page.getByTestId('studio-add-filter').click();
      const preview = page.getByTestId('studio-preview').locator('[data-grid="ItemNames"]');
      // Labelled with the words the Materials screen shows for the field ("Item no."), not its name in words.
      await expect(preview.getByRole('columnheader', { name: 'Item no.', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(preview.getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });

      // The JSON tab: a field the list does not publish is marked at its line; undo clears it.
      await page.getByTestId('studio-tab-json').click();
      const editor = page.getByTestId('studio-json').locator('.cm-content');
      await expect(editor).toContainText('"itemNo"', { timeout: 30_000 });
      await editor.click();
      await page.keyboard.press('Control+a');
      const api = await apiAs(request, 'admin');
      const start = (await api.get('/api/Studio/screens/ItemNames?list=Material')).grid;
      const wrong = { ...start, columns: [{ field: 'secretCost', label: 'Studio.ItemNames.columns.itemNo', type: 'text' }] };
      await page.keyboard.insertText(JSON.stringify(wrong, null, 2));
      await expect(page.getByTestId('studio-json').locator('.cm-lint-marker-error')).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: 'test-results/studio-json.en-GB.png', fullPage: true });
      await page.keyboard.press('Control+z');
      await expect(page.getByTestId('studio-json').locator('.cm-lint-marker-error')).toHaveCount(0, { timeout: 20_000 });
      await page.getByTestId('studio-tab-form').click();

      await page.getByTestId('studio-comment').fill('Item names for the counter');
      await expect(page.getByTestId('studio-save')).toBeEnabled({ timeout: 20_000 });
      await page.screenshot({ path: 'test-results/studio-new.en-GB.png', fullPage: true });
      await page.getByTestId('studio-save').click();
      await expect(page.getByTestId('studio-saved')).toHaveText('Saved as version 1.', { timeout: 20_000 });
      await expect(page).toHaveURL(/grid=ItemNames$/);

      // The menu has its entry now; it opens the screen on the unit's rows.
      await page.getByRole('link', { name: 'Item names', exact: true }).first().click();
      await expect(page).toHaveURL(/\/studio-item-names-page$/);
      await expect(page.locator('[data-grid="ItemNames"]').getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });

      const north = await sessionOf(browser, 'northAdmin');
      await expect(north.getByRole('link', { name: 'Item names', exact: true })).toHaveCount(0);

      // Removed in one click: the screen and its entry are gone.
      await page.goto('/screen-studio?grid=ItemNames');
      await page.getByTestId('studio-rollback-0').click();
      await expect(page.getByTestId('studio-chooser')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Item names', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('studio-chooser').getByRole('link', { name: 'Item names', exact: true })).toHaveCount(0);
    } finally {
      const api = await apiAs(request, 'admin');
      await api.post('/api/Studio/screens/ItemNames/rollback', { version: 0, comment: 'test clean-up' });
    }
  });

  test('the studio in Danish, and no studio for a user without the permission', async ({ page, request }) => {
    const api = await apiAs(request, 'admin');
    try {
      expect((await api.put('/api/User/changeDefaultLanguage', { language: 'da-DK' })).status()).toBe(200);
      await signIn(page, 'admin', '/screen-studio?grid=Stock');
      await expect(page.getByTestId('studio-columns')).toContainText('Kolonner');
      await expect(page.getByTestId('studio-preview').locator('[data-grid="Stock"]').getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: 'test-results/studio.da-DK.png', fullPage: true });
      await page.getByTestId('studio-tab-json').click();
      await expect(page.getByTestId('studio-json').locator('.cm-content')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: 'test-results/studio-json.da-DK.png', fullPage: true });
      await page.goto('/screen-studio');
      await expect(page.getByTestId('studio-new-screen')).toContainText('Ny skærm');
      await page.screenshot({ path: 'test-results/studio-chooser.da-DK.png', fullPage: true });
      await page.goto('/screen-studio?grid=Varenavne&list=Material');
      await expect(page.getByTestId('studio-menu')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: 'test-results/studio-new.da-DK.png', fullPage: true });
    } finally {
      await api.put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
    }
    // The picker signs in on the same browser (its scripts already loaded).
    const picker = page;
    await signIn(picker, 'picker', '/stocks-page');
    await expect(picker.locator('[data-grid="Stock"]').getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 });
    await expect(picker.getByTestId('edit-screen')).toHaveCount(0);
  });
});
