import { expect, test, type Page } from '@playwright/test';
import { apiAs, signIn } from './support';

/**
 * Issue 16, the settings and administration pages: the settings panel, company information, user
 * management, active users, the integration monitor, feature flags and the version at logout, as
 * the administrator and as the picker (refused where the permissions say). Each page is also
 * photographed (test-results/settings-screens/) in English and in the picker's Danish.
 */

const SCREENS = 'test-results/settings-screens';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
const panel = (page: Page) => page.locator('.settings-panel');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAKUlEQVR4nGNgGAWjgOH/fwYGBgYGJgYGBmIMjdAwSsMoDaM0jNIwSgMAVxwCEYwSyh0AAAAASUVORK5CYII=', 'base64');

test.describe('settings and administration as the administrator', () => {
  test('the settings button lands on company information, and the panel shows every permitted item', async ({ page }) => {
    await signIn(page, 'admin');
    await page.locator('.menu__settings').click();
    await expect(page).toHaveURL(/\/company-information$/);
    await expect(panel(page).getByRole('link').first()).toBeVisible();
    const links = await panel(page).getByRole('link').allInnerTexts();
    for (const name of [
      'Company information',
      'Users',
      'User management',
      'Active users',
      'User settings',
      'Printer management',
      'Stock attributes',
      'Cause codes',
      'Imports',
      'Requests',
      'Messages',
    ])
      expect(links, name).toContain(name);
    // The integration monitor is off by default for new units, but the demo's AdminRole is granted it;
    // feature flags are for a global administrator only.
    expect(links).toContain('Integration monitor');
    expect(links).not.toContain('Feature flags');
  });

  test('company information: the name is required, the logo is uploaded, and the dashboard welcomes with the name', async ({ page, request }) => {
    await signIn(page, 'admin', '/company-information');
    const form = page.getByTestId('company-information');
    await expect(form.locator('input[name="companyName"]')).toHaveValue('Demo Warehouse A/S');
    try {
      await form.locator('input[name="companyName"]').fill('');
      await page.getByTestId('company-save').click();
      await expect(form.getByRole('alert')).toHaveText('Please fill the required fields');
      await form.locator('input[name="companyName"]').fill('Demo Logistics ApS');
      await form.locator('textarea[name="address"]').fill('Havnegade 1\n8000 Aarhus C');
      await form.locator('input[name="phone"]').fill('+45 12 34 56 78');
      await form.locator('input[name="email"]').fill('info@demo.example');
      await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByTestId('company-logo')).toBeVisible();
      // A file that is not an image is refused at once.
      await form.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(form.getByRole('alert')).toContainText('PNG, JPEG, GIF or WebP');
      await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('company-save').click();
      await expect(page.getByTestId('success-modal')).toContainText('The company information was saved');
      await page.getByTestId('success-modal').getByRole('button').first().click();
      await shoot(page, 'company-information.en-GB');
      const saved = await (await apiAs(request, 'picker')).get('/api/companyinfo');
      expect(saved).toMatchObject({ companyName: 'Demo Logistics ApS', phone: '+45 12 34 56 78' });
      expect(saved.logo).toMatch(/^data:image\/png;base64,/);
      await page.goto('/');
      await expect(page.getByText('Demo Logistics ApS')).toBeVisible();
    } finally {
      await (await apiAs(request, 'admin')).post('/api/companyinfo', { companyName: 'Demo Warehouse A/S', address: '', phone: '', email: '', logo: null });
    }
  });

  test('user management: roles with their holders, a permission granted to a role, and links between users and roles', async ({ page, request }) => {
    await signIn(page, 'admin', '/users');
    await page.locator('[data-grid="User"] a', { hasText: 'PickerRole' }).first().click();
    await expect(page).toHaveURL(/\/user-management\?role=PickerRole$/);
    const editor = page.getByTestId('role-editor');
    await expect(editor.locator('input[name="userRoleName"]')).toHaveValue('PickerRole');
    await expect(page.getByTestId('role-users').getByRole('checkbox', { checked: true })).toHaveCount(1);
    await shoot(page, 'user-management.en-GB');
    const api = await apiAs(request, 'admin');
    const roleId = ((await api.get('/api/UserRole')) as { id: number; userRoleName: string }[]).find((r) => r.userRoleName === 'PickerRole')!.id;
    try {
      // Warehouse areas are chosen from the unit's location roles, not typed.
      const areas = page.getByTestId('role-areas');
      for (const area of ['Bulk', 'Inbound', 'Outbound', 'Pick', 'Quarantine']) await expect(areas.getByLabel(area, { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Warehouse areas' })).toHaveCount(0);
      await areas.getByLabel('Pick', { exact: true }).check();
      await areas.getByLabel('Bulk', { exact: true }).check();
      await page.getByTestId('role-save').click();
      await expect(page.getByTestId('success-modal')).toContainText('The role was saved');
      await page.getByTestId('success-modal').getByRole('button').first().click();
      const saved = ((await api.get('/api/UserRole')) as { id: number; wareHouseAreas: string[] }[]).find((r) => r.id === roleId)!;
      expect(saved.wareHouseAreas).toEqual(['Pick', 'Bulk']);
      await page.getByTestId('tab-permissions').click();
      const permissions = page.getByTestId('role-permissions');
      await permissions.getByLabel('Find a permission').fill('dedicate');
      await permissions.getByLabel('Dedicate locations', { exact: true }).selectOption('granted');
      await page.getByTestId('permissions-save').click();
      await expect(page.getByTestId('success-modal')).toContainText('The permissions were saved');
      await page.getByTestId('success-modal').getByRole('button').first().click();
      await permissions.getByLabel('Find a permission').fill('');
      await shoot(page, 'user-management-permissions.en-GB');
      const rows = (await api.get(`/api/UserRole/${roleId}/permissions`)) as { key: string; allowed: boolean }[];
      expect(rows.find((r) => r.key === 'dedicate_location_to_material')?.allowed).toBe(true);
      // A holder's name leads back to the users page.
      await page.getByRole('tab', { name: 'Role' }).click();
      await page.getByTestId('role-users').getByRole('link', { name: 'Pia Picker' }).click();
      await expect(page).toHaveURL(/\/users\?userName=picker$/);
    } finally {
      await api.put('/api/UserRole', { id: roleId, wareHouseAreas: [] });
      await api.put(`/api/UserRole/${roleId}/permissions`, { permissions: [{ scope: 'data', key: 'dedicate_location_to_material', allowed: null }] });
    }
  });

  test('active users: the picker is listed and the administrator ends the session, whose token is refused at once', async ({ page, request }) => {
    const pickerAgent = 'Mozilla/5.0 (Linux; Android 13; TC58) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36';
    const signedIn = await request.post('/api/Authentication/user', {
      data: { businessUnitName: 'Demo', userName: 'picker', password: 'Picker1234' },
      headers: { 'user-agent': pickerAgent },
    });
    const token = (await signedIn.json()).result.accessToken as string;
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await request.get('/api/User/cockpitSettings', { headers })).status()).toBe(200);
    await signIn(page, 'admin', '/active-users');
    const row = page.getByTestId('session-list').locator(`tr[data-session="${sid}"]`);
    await expect(row).toContainText('Pia Picker');
    // The client in short (browser and system), the whole User-Agent on hover.
    await expect(row.getByTestId('session-agent')).toHaveText('Chrome 120 · Android');
    await expect(row.getByTestId('session-agent')).toHaveAttribute('title', pickerAgent);
    await expect(page.getByTestId('session-list').locator('tr[data-user="admin"]').filter({ hasText: 'Your session' }).getByTestId('session-agent')).toContainText('Chrome');
    // Other tests sign the administrator in too: exactly one of the admin's rows is this page's own.
    await expect(page.getByTestId('session-list').locator('tr[data-user="admin"]').filter({ hasText: 'Your session' })).toHaveCount(1);
    await shoot(page, 'active-users.en-GB');
    await row.getByRole('button', { name: 'End session' }).click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Yes' }).click();
    await expect(row).toHaveCount(0);
    expect((await request.get('/api/User/cockpitSettings', { headers })).status()).toBe(401);
  });

  test("integration monitor: open to the demo's administrators, with filter lists and the request and response readable", async ({ page }) => {
    await signIn(page, 'admin');
    await page.locator('.menu__settings').click();
    await panel(page).getByRole('link', { name: 'Integration monitor' }).click();
    await expect(page).toHaveURL(/\/integration$/);
    // The grid's view is in place before the filters are set: a view that arrives after a search
    // puts its own filters and rows back.
    await expect(page.getByTestId('current-view')).toHaveText('Default');
    await shoot(page, 'integration-monitor-empty.en-GB');
    // A server-paged grid reads when asked: the filter lists are offered first.
    await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Integration types' }).click();
    await expect(page.getByRole('option', { name: 'MaterialImport' }).or(page.getByText('MaterialImport')).first()).toBeVisible();
    await page.getByRole('search', { name: 'Filters' }).getByRole('button', { name: 'Integration types' }).click();
    // The result level enum as a filter (IntegrationResultLevelFilter).
    await page.getByRole('search', { name: 'Filters' }).getByRole('combobox', { name: 'Result' }).selectOption('Error');
    await page.getByTestId('filter-search').click();
    const rows = page.locator('[data-grid="IntegrationMonitor"] [role="row"][row-id]');
    await expect(rows.first()).toBeVisible();
    const id = await rows.first().getAttribute('row-id');
    await page.locator(`[data-grid="IntegrationMonitor"] [role="row"][row-id="${id}"]`).getByRole('button', { name: 'Show details' }).first().click();
    const detail = page.getByTestId(`detail-${id}`);
    await expect(detail.getByText('Request headers')).toBeVisible();
    await shoot(page, 'integration-monitor.en-GB');
    await detail.getByTestId('exchange-open').first().click();
    await expect(detail.getByTestId('exchange-content').first()).toContainText('"content-type": "application/json"');
    await shoot(page, 'integration-exchange.en-GB');
  });

  test('the administrator sees the extended version at logout', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: /Log out|Logout/ })).toContainText('v2.83.55');
    await expect(page.getByTestId('extended-version')).toContainText(/build .* · commit .* · server .* · PGlite/);
  });
});

test.describe('in Norwegian', () => {
  test("North's administrator sees the pages in nb-NO", async ({ page }) => {
    await signIn(page, 'northAdmin');
    await page.locator('.menu__settings').click();
    await expect(page).toHaveURL(/\/company-information$/);
    await expect(page.getByRole('heading', { name: 'Firmaopplysninger' })).toBeVisible();
    await shoot(page, 'company-information.nb-NO');
    await page.goto('/user-management?role=AdminRole');
    await expect(page.getByTestId('role-editor')).toBeVisible();
    await shoot(page, 'user-management.nb-NO');
    await page.getByTestId('tab-permissions').click();
    await expect(page.getByTestId('role-permissions').locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'user-management-permissions.nb-NO');
    await page.goto('/active-users');
    await expect(page.getByTestId('session-list').locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'active-users.nb-NO');
  });
});

test.describe('feature flags as the global administrator', () => {
  test('switches MaterialsServerSidePaging on for North; its route appears at the next sign-in', async ({ page, request }) => {
    await signIn(page, 'globalAdmin', '/feature-flags');
    await expect(page.getByTestId('feature-flags')).toBeVisible();
    await page.locator('select[name="businessUnit"]').selectOption({ label: 'North' });
    const flag = page.getByTestId('feature-flag-list').locator('input[name="MaterialsServerSidePaging"]');
    await expect(page.getByTestId('feature-flag-list').locator('input[name="PurchaseModule"]')).toBeChecked();
    await expect(flag).not.toBeChecked();
    try {
      await flag.check();
      await page.getByTestId('features-save').click();
      await expect(page.getByTestId('success-modal')).toBeVisible();
      await page.getByTestId('success-modal').getByRole('button').first().click();
      await shoot(page, 'feature-flags.en-GB');
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /Log out|Logout/ }).click();
      await signIn(page, 'northAdmin');
      await expect(page.locator('.menu a[href="/materials-es-page"]')).toHaveCount(1);
    } finally {
      const api = await apiAs(request, 'globalAdmin');
      const units = (await api.get('/api/Settings/BusinessUnits')) as { id: number; name: string }[];
      await api.post('/api/Settings/EnabledFeatureFlags', {
        businessUnitId: units.find((u) => u.name === 'North')!.id,
        featureFlags: ['PurchaseModule', 'MaterialSummary', 'MaterialTransaction', 'OpenIdConnect', 'ScreenStudio'],
      });
    }
  });
});

test.describe('settings and administration as the picker', () => {
  test('the panel leaves out what the picker may not open, and the routes refuse it', async ({ page }) => {
    await signIn(page, 'picker');
    await page.locator('.menu__settings').click();
    await expect(panel(page).getByRole('link').first()).toBeVisible();
    const links = await panel(page).getByRole('link').allInnerTexts();
    // What is open to all (integration, cause codes) shows; the administrators' items do not.
    expect(links).toEqual(expect.arrayContaining(['Årsagskoder', 'Importer', 'Forespørgsler', 'Meddelelser']));
    for (const name of ['Virksomhedsoplysninger', 'Brugere', 'Brugerstyring', 'Aktive brugere', 'Funktionsflag', 'Integrationsmonitor']) expect(links, name).not.toContain(name);
    await shoot(page, 'settings-panel.da-DK');
    for (const path of ['company-information', 'user-management', 'active-users', 'feature-flags', 'integration']) {
      await page.goto(`/${path}`);
      await expect(page.getByTestId('error-modal'), path).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.getByTestId('error-modal').getByRole('button').first().click();
    }
    // The picker sees the plain version only.
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('extended-version')).toHaveCount(0);
  });
});
