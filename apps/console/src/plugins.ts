// Written by `cockpit gen plugins` from plugins/server-plugins.json, the one list of plugins: do not edit.
import type { PluginDefinition } from '@cockpit/core/plugin';
import { salesPlugin } from '@cockpit/plugin-sales';
import { purchasePlugin } from '@cockpit/plugin-purchase';
import { settingsPlugin } from '@cockpit/plugin-settings';
import { dashboardPlugin } from '@cockpit/plugin-dashboard';
import { reportsPlugin } from '@cockpit/plugin-reports';
import { userSettingsPlugin } from '@cockpit/plugin-user-settings';
import { warehouseCellsPlugin } from '@cockpit/plugin-warehouse-cells';

/** The console's plugins: the listed plugins that have a console half, in the list's order. */
export const plugins: PluginDefinition[] = [salesPlugin, purchasePlugin, settingsPlugin, dashboardPlugin, reportsPlugin, userSettingsPlugin, warehouseCellsPlugin];
