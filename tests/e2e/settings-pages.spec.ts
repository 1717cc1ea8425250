import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';

/** The user-settings and dashboard-settings pages. */

test.describe('settings pages', () => {
  test('the user-settings page is for holders of header/settings/user_settings only', async ({ page }) => {
    await signIn(page, 'super');
    // Not in the settings panel, and the route guard refuses the address.
    await page.locator('.menu__settings').click();
    await expect(page.getByRole('complementary', { name: 'Settings' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Settings' }).getByRole('link', { name: 'User settings' })).toHaveCount(0);
    await page.goto('/user-settings');
    await expect(page.getByTestId('error-modal')).toContainText('Authorization Error: access denied');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-settings')).toHaveCount(0);
    // The language stays the user's own to change, from the user menu.
    await page.getByTestId('error-modal').getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: /Language/ })).toBeVisible();
  });

  test('the user-settings page saves formats and limits for me and reads them back', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.locator('.menu__settings').click();
    await page.getByRole('complementary', { name: 'Settings' }).getByRole('link', { name: 'User settings' }).click();
    await expect(page).toHaveURL(/\/user-settings$/);
    await expect(page.getByTestId('user-settings')).toBeVisible();
    await expect(page.getByTestId('settings-save-all')).toBeVisible(); // Anna Admin holds header/settings/user_settings
    await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
    await page.getByLabel('Time format').selectOption('HH:mm');
    await expect(page.getByTestId('timestamp-preview')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await page.getByLabel('Rows read at most (classic pages)').fill('0');
    await expect(page.getByText('A whole number from 1 to 1000000')).toBeVisible();
    await expect(page.getByTestId('settings-save')).toBeDisabled();
    await page.getByLabel('Rows read at most (classic pages)').fill('5000');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('success-modal')).toContainText('Your settings were saved.');
    try {
      const api = await apiAs(request, 'admin');
      const settings = await api.get('/api/User/cockpitSettings');
      expect(settings.timeStampSettings).toMatchObject({ dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' });
      expect(settings.rowsLimit).toBe(5000);
      await page.reload();
      await expect(page.getByLabel('Date format')).toHaveValue('DD/MM/YYYY');
      await expect(page.getByLabel('Rows read at most (classic pages)')).toHaveValue('5000');
    } finally {
      const api = await apiAs(request, 'admin');
      for (const key of ['timeStampSettings', 'numberFormatSettings', 'rowsLimit', 'takeLimit', 'heartBeat', 'reportDataRefreshMinutes'])
        await api.delete('/api/User/settings', { key });
    }
  });

  test('the dashboard-settings page saves the chosen widgets and the dashboard lists them', async ({ page, request }) => {
    await signIn(page, 'admin');
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Customize' }).click();
      await expect(page).toHaveURL(/dashboard-settings\?source=dashboard/);
      const groups = page.locator('[data-widget-group]');
      await expect(groups).toHaveCount(4);
      // The demo's business unit starts with 0,1,2,5,6 (plugins/dashboard/server/seed/demo-dashboard.ts): keep two.
      for (const name of [/Outgoing orders completed per day/, /Outgoing orders pending/, /Sales orders started/, /failed in preparation/])
        await page.getByRole('checkbox', { name }).uncheck();
      await page.getByRole('checkbox', { name: /Sales order lines ready for pick/ }).check();
      await page.getByRole('checkbox', { name: /Picking per area/ }).check();
      await page.getByTestId('dashboard-settings-save').click();
      await expect(page.getByTestId('success-modal')).toContainText('Your dashboard widgets were saved.');
      await page.getByTestId('success-modal').getByRole('button', { name: 'OK' }).click();
      const api = await apiAs(request, 'admin');
      expect((await api.get('/api/User/cockpitSettings?owner=dashboardSettings&key=enabledWidgets'))[0].value).toBe('3,6');
      await page.getByTestId('visit-dashboard').click();
      const list = page.getByTestId('enabled-widgets');
      await expect(list.locator('li')).toHaveText([/Sales order lines ready for pick/, /Picking per area/]);
      await page.reload();
      await expect(page.getByTestId('enabled-widgets').locator('li')).toHaveCount(2);
    } finally {
      const api = await apiAs(request, 'admin');
      await api.delete('/api/User/settings', { clientId: 'Cockpit', owner: 'dashboardSettings', key: 'enabledWidgets' });
    }
  });
});
