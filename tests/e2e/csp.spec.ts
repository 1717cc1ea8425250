import { expect, test, type Page } from '@playwright/test';
import { signIn, users } from './support';

/**
 * The built console runs under the server's Content-Security-Policy without a single violation:
 * sign-in, the dashboard, grids, a dialog validated in the browser, settings, the live hub. Each
 * `securitypolicyviolation` event and each CSP message on the console fails the test; a last step
 * breaks the policy on purpose to show that a violation would be seen.
 */

interface Watch {
  violations: string[];
  sockets: string[];
}

async function watchPolicy(page: Page): Promise<Watch> {
  const watch: Watch = { violations: [], sockets: [] };
  await page.exposeFunction('__cspViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|evaluate|frame)/i.test(message.text())) watch.violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(String(error))) watch.violations.push(`page error: ${String(error)}`);
  });
  page.on('websocket', (socket) => watch.sockets.push(socket.url()));
  return watch;
}

test('the console runs under its Content-Security-Policy with no violation', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = await watchPolicy(page);

  // The document itself carries the policy.
  const login = await page.goto('/login');
  const policy = login!.headers()['content-security-policy'];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(login!.headers()['x-content-type-options']).toBe('nosniff');

  await signIn(page, 'admin');

  // Dashboard (widgets, charts).
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Grids: AG Grid's injected styles, icons, master/detail.
  for (const [path, grid] of [
    ['/stocks-page', 'Stock'],
    ['/materials-page', 'Material'],
  ] as const) {
    await page.goto(path);
    // Rows rendered: AG Grid's row and cell styles are in place (slow on a busy machine).
    await expect(page.locator(`[data-grid="${grid}"] [role="row"][row-index="0"]`).first()).toBeVisible({ timeout: 45_000 });
    await page.waitForLoadState('networkidle');
  }

  // A dialog, validated in the browser by rjsf/ajv before anything is sent.
  await page.goto('/cause-codes');
  await expect(page.locator('[data-grid="CauseCode"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add cause code' }).click();
  const dialog = page.getByTestId('dialog-cause-code');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Type').selectOption({ label: 'Loss' });
  await dialog.getByLabel('Code').fill(' CSP');
  await dialog.getByLabel('Text').fill('Checked under the policy');
  await dialog.getByRole('button', { name: 'Save cause code' }).click();
  await expect(dialog).toContainText('The code cannot start or end with a space');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Settings, and the user menu's own dialog.
  await page.goto('/user-settings');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page.getByTestId('change-password-modal')).toBeVisible();
  await page.getByTestId('change-password-modal').getByRole('button', { name: 'Cancel' }).click();

  // The live hub connects over a WebSocket of the same origin.
  await expect.poll(() => watch.sockets.some((url) => /\/hubs\/view/.test(url)), { timeout: 15_000 }).toBe(true);

  expect(watch.violations).toEqual([]);

  // The watch works: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.body.appendChild(script);
  });
  await expect.poll(() => watch.violations.length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
});

test('a locked-out sign-in says so in words, and when to try again', async ({ page, request }) => {
  // A user name of its own, so the lock-out touches no other test.
  const body = { businessUnitName: users.admin.businessUnit, userName: 'csp-locked-out', password: 'Wrong1234' };
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++) status = (await request.post('/api/Authentication/user', { data: body })).status();
  expect(status).toBe(429);

  await page.goto('/login');
  await page.getByLabel('Business unit').fill(body.businessUnitName);
  await page.getByLabel('User name').fill(body.userName);
  await page.getByLabel('Password').fill(body.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
});
