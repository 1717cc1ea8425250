import { expect, test, type Page } from '@playwright/test';

/**
 * Waits until the browser is back on the console's own origin, past its sign-in page (the event
 * awaited; "not on /login" alone would already hold on the provider's pages).
 */
async function inConsole(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

// OpenID Connect sign-in in Chromium: the console's button, the demo OpenID provider's pages (the
// server starts it, playwright.config.ts), and back into the console with the normal session.
test.describe('OpenID Connect sign-in', () => {
  test('a North user signs in through the provider and lands in the console', async ({ page, baseURL }) => {
    await page.goto('/login');
    await page.getByLabel('Business unit').fill('North');
    const button = page.getByRole('button', { name: 'Log in with OpenId' });
    await expect(button).toBeVisible();
    await page.screenshot({ path: 'test-results/oidc-sign-in-en-GB.png' });
    await button.click();

    // The provider's own login page, at its own address.
    await expect(page.locator('input[name="login"]')).toBeVisible();
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
    await page.screenshot({ path: 'test-results/oidc-provider-login.png' });
    await page.locator('input[name="login"]').fill('admin');
    // A Cockpit user signs in at the demo provider with the Cockpit password.
    await page.locator('input[name="password"]').fill('Admin1234');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // Consent to the console's access, once.
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the console, signed in as North's admin; the one-time code is gone from the address.
    await inConsole(page, baseURL!);
    expect(page.url()).not.toContain('oidc=');
    await expect(page.getByText('Nils North').or(page.getByText('admin')).first()).toBeVisible();
  });

  test('logout ends the provider session too: the next OpenId sign-in asks for the password again', async ({ page, baseURL }) => {
    // The server runs with OIDC_PROMPT= (playwright.config.ts): no prompt=login, so only the
    // provider's logout (RP-initiated, with id_token_hint) makes it ask again.
    // North's admin speaks Norwegian: once signed in, the sign-in page follows the last language.
    const openIdSignIn = async () => {
      await page.goto('/login');
      await page.getByLabel(/^(Business unit|Forretningsenhet)$/).fill('North');
      await page.getByRole('button', { name: /OpenId/ }).click();
    };
    await openIdSignIn();
    await page.locator('input[name="login"]').fill('admin');
    await page.locator('input[name="password"]').fill('Admin1234');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await inConsole(page, baseURL!);

    // While the provider's session lives, a new OpenId sign-in passes without a password (single
    // sign-on): Cockpit's own token is dropped from the browser, the provider's session is not.
    await page.evaluate(() => localStorage.clear());
    await openIdSignIn();
    await inConsole(page, baseURL!);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // Logout: through the provider's end-session page and back to Cockpit's sign-in page.
    const endSession = page.waitForRequest((r) => r.url().includes('/session/end') && r.url().includes('id_token_hint='));
    await page.getByTestId('user-menu').click();
    // The logout item is the one with the version (its label is Norwegian here).
    await page
      .getByRole('menuitem')
      .filter({ hasText: /v\d+\.\d+/ })
      .click();
    const request = await endSession;
    expect(new URL(request.url()).searchParams.get('post_logout_redirect_uri')).toBe(`${baseURL}/login`);
    await expect(page).toHaveURL(`${baseURL}/login`, { timeout: 20_000 });

    // The next OpenId sign-in asks for the password again.
    await openIdSignIn();
    await page.waitForURL((url) => url.origin !== new URL(baseURL!).origin, { timeout: 20_000 });
    await expect(page.locator('input[name="login"]')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/oidc-after-logout.png' });
  });

  test('a name the business unit does not know is refused in words', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Business unit').fill('North');
    await page.getByRole('button', { name: 'Log in with OpenId' }).click();
    await page.locator('input[name="login"]').fill('stranger');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your OpenId account is not a user of this business unit. Ask an administrator to add you.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a business unit without the feature offers no OpenId button', async ({ page }) => {
    await page.goto('/login');
    // The page asks the server whether the unit signs in with OpenId; the answer for Demo is awaited, then the button's absence checked.
    const answered = page.waitForResponse((r) => r.url().includes('/api/Authentication/openIdEnabled') && r.url().includes('businessUnitName=Demo'));
    await page.getByLabel('Business unit').fill('Demo');
    expect(await (await answered).json()).toMatchObject({ result: false });
    await expect(page.getByRole('button', { name: 'Log in with OpenId' })).toHaveCount(0);
  });
});
