import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support';

// A unit's administrator links a user to an OpenID account from the users page (North has the
// OpenIdConnect feature); the link is what OpenID sign-in finds the user by.
test.describe('OpenId links on the users page', () => {
  test.afterEach(async ({ request }) => {
    const api = await apiAs(request, 'northAdmin');
    await api.put('/api/User/changeDefaultLanguage', { language: 'nb-NO' });
    const users = (await api.get('/api/UserManagement/description')) as { id: number; userName: string }[] | { data: { id: number; userName: string }[] };
    const newbie = (Array.isArray(users) ? users : users.data).find((u) => u.userName === 'newbie')!;
    await api.delete(`/api/UserManagement/openIdLink?userId=${newbie.id}`, undefined);
  });

  async function openLinkDialog(page: Page, actionName: RegExp) {
    await page.goto('/users');
    const row = page.locator('[data-grid="User"] [role="row"]').filter({ hasText: 'newbie' }).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.locator('.ag-selection-checkbox input').check();
    await page.getByRole('button', { name: actionName }).click();
    const dialog = page.getByTestId('dialog-openid-link');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('links a user of the unit to an OpenId account', async ({ page, request }) => {
    await (await apiAs(request, 'northAdmin')).put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
    await signIn(page, 'northAdmin');
    const dialog = await openLinkDialog(page, /^Link to OpenId account$/);
    await dialog.getByLabel('Subject at the OpenId provider').fill('nora.newcomer');
    await page.screenshot({ path: 'test-results/openid-link.en-GB.png' });
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByTestId('success-modal')).toContainText('The user was linked to the OpenId account');

    const api = await apiAs(request, 'northAdmin');
    const users = (await api.get('/api/UserManagement/description')) as { id: number; userName: string }[] | { data: { id: number; userName: string }[] };
    const newbie = (Array.isArray(users) ? users : users.data).find((u) => u.userName === 'newbie')!;
    expect(await api.get(`/api/UserManagement/openIdLink?userId=${newbie.id}`)).toEqual([
      { issuer: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), subject: 'nora.newcomer' },
    ]);
  });

  test('in Norwegian', async ({ page }) => {
    await signIn(page, 'northAdmin');
    const dialog = await openLinkDialog(page, /^Knytt til OpenId-konto$/);
    await expect(dialog.getByLabel('Subject hos OpenId-leverandøren')).toBeVisible();
    await page.screenshot({ path: 'test-results/openid-link.nb-NO.png' });
  });
});
