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
    // Each settings item shows only with its permission (platform.md §2.4, §6: user_settings is for global admin users and admins);
    // the route guard refuses the page to anyone else. Every user still changes their own language from the header's user menu.
    { path: 'user-settings', title: 'UserSettings.title', component: UserSettingsPage, permission: 'header/settings/user_settings' },
    { path: 'dashboard-settings', title: 'DashboardSettings.title', component: DashboardSettingsPage, permission: 'header/settings/dashboard_settings' },
  ],
});
