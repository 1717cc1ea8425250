/**
 * Generated from schemas/meta/menu.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * The left menu and the settings side panel. The server answers the routes-settings call from this file, with isAllowed worked out per user.
 */
export interface MenuSchema {
  $schema?: string;
  items: MenuItem[];
  settings: SettingsGroup[];
}
export interface MenuItem {
  /**
   * Unique name, also the key a Routes user setting overrides.
   */
  routeName: string;
  /**
   * Route path without a leading slash; omitted for an accordion with nested routes.
   */
  path?: string;
  /**
   * Translation key, under Menu.*
   */
  displayName: string;
  icon?: string;
  order: number;
  /**
   * Feature flag the business unit must have enabled.
   */
  feature?: string;
  /**
   * Permission path the user must hold.
   */
  permission?: string;
  routes?: MenuItem[];
}
export interface SettingsGroup {
  group: 'General' | 'Warehouse' | 'Integration';
  displayName: string;
  items: SettingsItem[];
}
export interface SettingsItem {
  routeName: string;
  path: string;
  displayName: string;
  permission: string;
  feature?: string;
}
