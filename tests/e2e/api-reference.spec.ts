import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support';

/**
 * The API reference page: an administrator opens it from the settings panel, reads the routes of
 * the OpenAPI document the server makes from its route table, and tries a GET call from it (sent as
 * the signed-in user); no Content-Security-Policy violation on the way; Swagger UI is loaded by that
 * page only. A clerk (the picker) has no link to it and is refused at its address. Photographed in
 * English and in Danish (test-results/settings-screens/).
 */

const SCREENS = 'test-results/settings-screens';

function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|evaluate|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('an administrator reads the API reference and tries a GET call from it', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchPolicy(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, 'admin');
  // Nothing of Swagger UI before the page is opened.
  const before = scripts.length;
  await page.locator('.menu__settings').click();
  await page.locator('.settings-panel').getByRole('link', { name: 'API reference', exact: true }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  const reference = page.getByTestId('api-reference');
  // Its chunk (Swagger UI) is large: the first load may take a while on a busy machine.
  await expect(reference.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The routes of the table, by path and operation id. The document holds every route, and Swagger UI
  // draws the tags near the view only, so the test filters by tag as an integrator would.
  const filter = reference.getByPlaceholder('Filter by tag');
  // Swagger UI draws itself after its chunk (1.5 MB) and the document arrive.
  await expect(filter).toBeVisible({ timeout: 30_000 });
  await filter.fill('Stock');
  await expect(reference.locator('.opblock-post [data-path="/api/Stock/gain"]')).toBeVisible({ timeout: 30_000 });
  await filter.fill('User');
  const current = reference.locator('.opblock-get').filter({ has: page.locator('[data-path="/api/User/current"]') });
  await expect(current).toBeVisible({ timeout: 30_000 });
  expect(scripts.slice(before).length, 'the page loads its own chunk').toBeGreaterThan(0);

  // Try it out: the call goes to this server with the session's token and answers the administrator.
  // Swagger UI draws an opened operation in one go on the page's thread, which a click waits for:
  // on a busy machine that took over the 10 s a click gets by default, so these get the 30 s its
  // other drawing gets above.
  await current.locator('.opblock-summary').click({ timeout: 30_000 });
  await current.getByRole('button', { name: 'Try it out' }).click({ timeout: 30_000 });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/User/current') && response.request().method() === 'GET');
  // Swagger UI sends the call with fetch; the click schedules no navigation to wait for.
  await current.getByRole('button', { name: 'Execute' }).click({ noWaitAfter: true, timeout: 30_000 });
  expect((await answer).status()).toBe(200);
  // The server's answer as Swagger UI shows it: its status and the administrator's own record.
  const live = current.locator('.live-responses-table tbody tr.response');
  await expect(live.locator('.response-col_status')).toHaveText('200', { timeout: 15_000 });
  await expect(live.locator('.response-col_description')).toContainText('"userName": "admin"');
  await page.screenshot({ path: `${SCREENS}/api-reference.en-GB.png`, fullPage: false });
  expect(violations).toEqual([]);
});

test('the API reference in Danish', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await apiAs(request, 'admin');
  await admin.put('/api/User/changeDefaultLanguage', { language: 'da-DK' });
  try {
    await signIn(page, 'admin', '/api-reference');
    const reference = page.getByTestId('api-reference');
    await expect(reference.getByRole('heading', { name: 'API-reference', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(reference.getByPlaceholder('Filter by tag')).toBeVisible({ timeout: 30_000 });
    await reference.getByPlaceholder('Filter by tag').fill('User');
    await expect(reference.locator('[data-path="/api/User/current"]').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENS}/api-reference.da-DK.png`, fullPage: false });
  } finally {
    await admin.put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
  }
});

test('a clerk has no link to the API reference and is refused at its address', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, 'picker');
  await page.locator('.menu__settings').click();
  await expect(page.locator('.settings-panel').getByRole('link').first()).toBeVisible();
  const links = await page.locator('.settings-panel').getByRole('link').allInnerTexts();
  expect(links).not.toContain('API-reference');
  expect(links).not.toContain('API reference');
  await page.goto('/api-reference');
  await expect(page.getByTestId('error-modal')).toBeVisible();
  await expect(page.getByTestId('api-reference')).toHaveCount(0);
  // The document itself is refused too.
  const signedIn = await request.post('/api/Authentication/user', { data: { businessUnitName: 'Demo', userName: 'picker', password: 'Picker1234' } });
  const token = (await signedIn.json()).result.accessToken as string;
  expect((await request.get('/api/openapi.json', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
});
