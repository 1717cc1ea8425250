import { expect, test } from '@playwright/test';
import { gridRows, rowText, signIn } from './support';

test('a wrong password shows "Username or password is incorrect." and stays on the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Business unit').fill('Demo');
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a page opened signed out goes to sign-in, and back to that page after signing in', async ({ page }) => {
  await page.goto('/materials-page');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Business unit').fill('Demo');
  await page.getByLabel('User name').fill('super');
  await page.getByLabel('Password').fill('Super1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/materials-page$/);
  await expect(page.getByRole('heading', { name: 'Materials' })).toBeVisible();
});

test('an unknown path shows the dashboard', async ({ page }) => {
  await signIn(page, 'super', '/no-such-page');
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

test('sign in, see the menu, open Materials with rows from the database, switch to Danish, sign out', async ({ page, request }) => {
  await signIn(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of ['Dashboard', 'Materials']) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await menu.getByRole('link', { name: 'Materials', exact: true }).click();
  await expect(page).toHaveURL(/\/materials-page$/);
  await expect(page.getByRole('heading', { name: 'Materials' })).toBeVisible();
  const rows = await gridRows(page, 'Material');
  // The first row is the database's first material by item number.
  const login = await request.post('/api/Authentication/user', { data: { businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' } });
  const token = (await login.json()).result.accessToken;
  const api = await request.get('/api/Material/description', { headers: { authorization: `Bearer ${token}` } });
  const materials = (await api.json()).result as { itemNo: string; name: string }[];
  const first = [...materials].sort((a, b) => a.itemNo.localeCompare(b.itemNo))[0];
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => rowText(page, 'Material', 0)).toContain(first.itemNo);
  await expect.poll(() => rowText(page, 'Material', 0)).toContain(first.name);
  await expect(page.getByText(`1 to 20 of ${materials.length}`, { exact: true })).toBeVisible();

  // Language: da-DK through the user menu; the labels turn Danish and stay so after a reload.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Language/ }).click();
  await page.getByRole('radio', { name: 'Danish' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Materialer' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Varenr.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Oversigt' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Materialer' })).toBeVisible();

  // Back to English for the next tests, then sign out.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Sprog/ }).click();
  await page.getByRole('radio', { name: 'Engelsk' }).check();
  await page.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByRole('heading', { name: 'Materials' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The old session is over: the stored token no longer opens pages.
  await page.goto('/materials-page');
  await expect(page).toHaveURL(/\/login$/);
});

test('the menu collapses below 1151 px and the toggle is disabled there', async ({ page }) => {
  await signIn(page, 'admin');
  const toggle = page.getByRole('button', { name: 'Show or hide the menu' });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.locator('.shell')).toHaveClass(/shell--menu-collapsed/);
  await toggle.click();
  await expect(page.locator('.shell')).toHaveClass(/shell--menu-extended/);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.locator('.shell')).toHaveClass(/shell--menu-collapsed/);
  await expect(toggle).toBeDisabled();
});

test('features gate routes: North has no server-side paging, so the -es page is refused with a message', async ({ page }) => {
  await signIn(page, 'northAdmin');
  // North's admin works in Norwegian.
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(menu.getByRole('link', { name: 'Materialer', exact: true })).toBeVisible();
  await expect(menu.locator('[data-route="materials-es"]')).toHaveCount(0);
  await page.goto('/materials-es-page');
  // The feature is named in the user's words, not by its identifier.
  await expect(page.getByTestId('error-modal')).toContainText('«Materialer, sidevis»');
  await expect(page.getByTestId('error-modal')).not.toContainText('MaterialsServerSidePaging');
  await expect(page).toHaveURL(/\/$/);
});

test('settings items show only with their permission', async ({ page }) => {
  await signIn(page, 'admin');
  const adminItems = await page.evaluate(async () => {
    const token = localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'));
    const res = await fetch('/api/User/menuSettings', { headers: { authorization: `Bearer ${token}` } });
    return JSON.parse((await res.json()).result) as { items: { routeName: string; isAllowed: boolean }[] }[];
  });
  expect(adminItems.flatMap((g) => g.items).find((i) => i.routeName === 'users')?.isAllowed).toBe(true);
  // By address: the picker's language is Danish.
  const panel = page.locator('aside.settings-panel');
  await page.locator('.menu__settings').click();
  await expect(panel.locator('a[href="/users"]')).toBeVisible();
  await expect(panel.locator('a[href="/cause-codes"]')).toBeVisible();
  // The settings button opened the first General page (company information, issue 16). Signing out
  // there must not send the next user back to it: the picker may not open it.
  await expect(page).toHaveURL(/\/company-information$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Log out/ }).click();
  await signIn(page, 'picker');
  const pickerItems = await page.evaluate(async () => {
    const token = localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'));
    const res = await fetch('/api/User/menuSettings', { headers: { authorization: `Bearer ${token}` } });
    return JSON.parse((await res.json()).result) as { items: { routeName: string; isAllowed: boolean }[] }[];
  });
  expect(pickerItems.flatMap((g) => g.items).find((i) => i.routeName === 'users')?.isAllowed).toBe(false);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.modal')).toHaveCount(0);
  // Cause codes are open to all, users are not: the panel shows one and not the other.
  await page.locator('.menu__settings').click();
  await expect(panel.locator('a[href="/cause-codes"]')).toBeVisible();
  await expect(panel.locator('a[href="/users"]')).toHaveCount(0);
});
