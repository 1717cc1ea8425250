import { definePlugin } from '@cockpit/core/plugin';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * The settings a user keeps on the server: the user-settings page and
 * the dashboard-settings page, reached from the dashboard's Customize button. Each page is a chunk
 * of its own, loaded when opened.
 */
export const userSettingsPlugin = definePlugin({
  name: 'userSettings',
  pages: [
    // Each settings item shows only with its permission (user_settings is for global admin users and admins);
    // the route guard refuses the page to anyone else. Every user still changes their own language from the header's user menu.
    {
      path: 'user-settings',
      title: 'UserSettings.title',
      permission: permissionPath('header', 'user_settings'),
      load: () => import('./user-settings/UserSettingsPage').then((m) => m.UserSettingsPage),
    },
    {
      path: 'dashboard-settings',
      title: 'DashboardSettings.title',
      permission: permissionPath('header', 'dashboard_settings'),
      load: () => import('./dashboard-settings/DashboardSettingsPage').then((m) => m.DashboardSettingsPage),
    },
  ],
  translationGroups: ['UserSettings', 'DashboardSettings'],
});
