import { definePlugin } from '@cockpit/core/plugin';
import { UserSettingsPage } from './user-settings/UserSettingsPage';
import { DashboardSettingsPage } from './dashboard-settings/DashboardSettingsPage';

/**
 * The settings a user keeps on the server (platform.md §2.4, §2.7, §3): the user-settings page and
 * the dashboard-settings page, reached from the dashboard's Customize button.
 */
export const userSettingsPlugin = definePlugin({
  name: 'userSettings',
  pages: [
    // Everyone may keep their own settings (PUT User/settings needs no permission); the settings panel lists the page for header/settings/user_settings.
    { path: 'user-settings', title: 'UserSettings.title', component: UserSettingsPage },
    { path: 'dashboard-settings', title: 'DashboardSettings.title', component: DashboardSettingsPage, permission: 'header/settings/dashboard_settings' },
  ],
});
