import type { PluginDefinition } from '@cockpit/core/plugin';
import { dashboardPlugin } from '@cockpit/plugin-dashboard';
import { userSettingsPlugin } from '@cockpit/plugin-user-settings';
import { warehouseCellsPlugin } from '@cockpit/plugin-warehouse-cells';
import { reportsPlugin } from '@cockpit/plugin-reports';
import { purchasePlugin } from '@cockpit/plugin-purchase';
import { salesPlugin } from '@cockpit/plugin-sales';
import { settingsPlugin } from '@cockpit/plugin-settings';

/** The console's plugins: one list, in one place (`cockpit new plugin` adds to it). */
export const plugins: PluginDefinition[] = [dashboardPlugin, userSettingsPlugin, warehouseCellsPlugin, reportsPlugin, purchasePlugin, salesPlugin, settingsPlugin];
