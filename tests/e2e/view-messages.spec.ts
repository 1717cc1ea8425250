import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';
import { cleanUp, minimalView, openMaterials, openSaveDialog } from './views-support';

/** Each message of the saved views, as the user sees it. */

test.describe('view messages', () => {
  test.afterAll(async ({ request }) => {
    await cleanUp(request, 'super');
    await cleanUp(request, 'admin');
  });

  test("'Invalid name', 'Name already exist' and 'failed to save the view'", async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E taken'));
    await signIn(page, 'super');
    await openMaterials(page);
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Name').fill('bad/name');
    await expect(dialog.getByTestId('save-view-problem')).toHaveText('Invalid name');
    await dialog.getByLabel('Name').fill('e2e TAKEN');
    await expect(dialog.getByTestId('save-view-problem')).toHaveText('Name already exists.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();

    // The server refuses the same: a name taken meanwhile keeps the dialog open with the message.
    await dialog.getByLabel('Name').fill('E2E taken later');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E taken later'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('save-view-problem')).toHaveText('Name already exists.');

    // Any other failure closes the dialog with 'failed to save the view'.
    await page.route('**/api/CustomView/SaveForMe', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'InternalError', message: 'Internal server error' }) }),
    );
    await dialog.getByLabel('Name').fill('E2E never saved');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('error-modal')).toContainText('failed to save the view');
    await expect(dialog).toHaveCount(0);
  });

  test("'You do not have the rights to delete the view': the menu says so before, the server refuses", async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E not yours'));
    await signIn(page, 'super');
    await openMaterials(page, '?custom-view=E2E%20not%20yours');
    await expect(page.getByTestId('current-view')).toHaveText('E2E not yours');
    await page.getByTestId('view-menu').click();
    // Not offered as if it would work: disabled, with the reason on hover.
    const del = page.getByTestId('view-delete');
    await expect(del).toHaveAttribute('aria-disabled', 'true');
    await expect(del).toHaveAttribute('title', /needs the right to save views for the business unit/);
    await del.click({ force: true });
    await expect(page.getByTestId('confirm-modal')).toHaveCount(0);
    // The server refuses it all the same: no rights to delete the view.
    const superApi = await apiAs(request, 'super');
    const id = ((await admin.get('/api/CustomView/header?owner=Material')) as { id: number; customViewName: string }[]).find((v) => v.customViewName === 'E2E not yours')!.id;
    const refused = await superApi.delete('/api/CustomView', { id });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe('You do not have the rights to delete the view');
    // Still there for everyone.
    expect(((await admin.get('/api/CustomView/header?owner=Material')) as { customViewName: string }[]).map((v) => v.customViewName)).toContain('E2E not yours');
  });

  test('\'Could not load "{view}" custom view [Incomplete data]\'', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    await admin.put('/api/CustomView/SaveForBusinessUnit', minimalView('E2E broken'));
    await signIn(page, 'super');
    // An answer without grid settings (what an old or damaged record gives).
    await page.route('**/api/CustomView/detail/**', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      if (body.result?.customViewName === 'E2E broken') body.result.visibleColumnName = null;
      await route.fulfill({ response: res, json: body });
    });
    await openMaterials(page, '?custom-view=E2E%20broken');
    await expect(page.getByTestId('error-modal')).toContainText('Could not load "E2E broken" custom view [Incomplete data]');
    await page.getByTestId('error-modal').getByRole('button', { name: 'OK' }).click();
    // A name that matches no view gives the same message; the page still opens.
    await openMaterials(page, '?custom-view=E2E%20nowhere');
    await expect(page.getByTestId('error-modal')).toContainText('Could not load "E2E nowhere" custom view [Incomplete data]');
    await expect(page.getByTestId('current-view')).toHaveText('Default');
  });
});
