import { definePlugin } from '@cockpit/core/plugin';
import { ExchangeText } from './cells/ExchangeText';
import { RoleLinks } from './cells/RoleLinks';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * The settings and administration pages of the settings panel (issue 16). Each
 * page needs the permission of its settings item (the route guard refuses it to anyone else) and is
 * a chunk of its own. A new page is one more entry here (`npm run gen` writes it into plugin.json),
 * with its item in the settings list of schemas/menu.json.
 */
export const settingsPlugin = definePlugin({
  name: 'settings',
  pages: [
    {
      path: 'company-information',
      title: 'SettingsPages.company.title',
      permission: permissionPath('header', 'can_edit_company_info'),
      load: () => import('./company-information/CompanyInformationPage').then((m) => m.CompanyInformationPage),
    },
    {
      path: 'user-management',
      title: 'SettingsPages.roles.title',
      permission: permissionPath('header', 'users'),
      load: () => import('./user-management/UserManagementPage').then((m) => m.UserManagementPage),
    },
    {
      path: 'active-users',
      title: 'SettingsPages.sessions.title',
      permission: permissionPath('header', 'active_users'),
      load: () => import('./active-users/ActiveUsersPage').then((m) => m.ActiveUsersPage),
    },
    {
      path: 'feature-flags',
      title: 'SettingsPages.features.title',
      permission: permissionPath('header', 'feature_flags'),
      load: () => import('./feature-flags/FeatureFlagsPage').then((m) => m.FeatureFlagsPage),
    },
    {
      // Swagger UI is in this page's chunk only.
      path: 'api-reference',
      title: 'SettingsPages.apiReference.title',
      permission: permissionPath('header', 'api_reference'),
      load: () => import('./api-reference/ApiReferencePage').then((m) => m.ApiReferencePage),
    },
    { path: 'import', title: 'Import.title', permission: permissionPath('header', 'import'), load: () => import('./import/ImportPage').then((m) => m.ImportPage) },
    // The screen studio ("Edit this screen" on a grid page); the unit's ScreenStudio feature (or a global administrator) is checked by the page and the server.
    { path: 'screen-studio', title: 'ScreenStudio.pageTitle', permission: permissionPath('header', 'studio'), load: () => import('./studio/StudioPage').then((m) => m.StudioPage) },
  ],
  // exchangeText: an integration record's request or response in the detail view; roleLinks: the users grid's roles as links.
  renderers: { exchangeText: ExchangeText, roleLinks: RoleLinks },
  translationGroups: ['SettingsPages', 'Import', 'ScreenStudio'],
});
