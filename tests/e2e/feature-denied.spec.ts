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
