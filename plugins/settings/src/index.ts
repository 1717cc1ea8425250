import { definePlugin } from '@cockpit/core/plugin';

/**
 * Settings. What it contributes is declared by name in plugin.json too, so that schemas can be
 * checked against it without running this code; the test beside this file keeps the two alike.
 * Pages (and widgets, KPI templates) given by `load` are chunks of their own, fetched when shown.
 */
export const settingsPlugin = definePlugin({
  name: 'settings',
  pages: [
    { path: 'settings-page', title: 'Settings.title', load: () => import('./SettingsPage').then((m) => m.SettingsPage) },
    { path: 'import', title: 'Import.title', permission: 'header/settings/import', load: () => import('./import/ImportPage').then((m) => m.ImportPage) },
  ],
  translationGroups: ['Settings', 'Import'],
});
