import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';

/**
 * A page whose feature is off for the user's business unit says so in the user's language, naming
 * the feature by its name (Features.<flag>), not by its identifier, also when the address is opened
 * directly (a page load reads only its page's part of the texts first). North has no
 * CreateSalesOrderFromCockpit.
 */
test('a page whose feature is off names the feature in words, in Norwegian', async ({ page, request }) => {
  const api = await apiAs(request, 'northAdmin');
  const own = ((await api.get('/api/User/current')) as { defaultLanguage: string }).defaultLanguage;
  expect((await api.put('/api/User/changeDefaultLanguage', { language: 'nb-NO' })).status()).toBe(200);
  try {
    await signIn(page, 'northAdmin', '/create-sales-order');
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Ingen tilgang', { timeout: 15_000 });
    await expect(modal).toContainText('«Opprett salgsordrer i Cockpit»');
    await expect(modal).not.toContainText('CreateSalesOrderFromCockpit');
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await api.put('/api/User/changeDefaultLanguage', { language: own });
  }
});

/**
 * A page the user may not read, opened by its address (the picker on /users): the console knows
 * from the permissions it kept with the session at the last load that the page is refused, so it
 * asks for none of its rows early and nothing is refused with 403 in the network log. The page
 * says it is refused as before, and the server still refuses the list itself.
 */
test('a page the user may not read, opened by its address, asks for no rows the server would refuse', async ({ page, request }) => {
  await signIn(page, 'picker');
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  await page.goto('/users');
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(refused).toEqual([]);
  const res = await request.get('/api/UserManagement/description', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current')))}` },
  });
  expect(res.status()).toBe(403);
});
