import type { PluginDefinition } from '@cockpit/core/plugin';
import { dashboardPlugin } from '@cockpit/plugin-dashboard';
import { userSettingsPlugin } from '@cockpit/plugin-user-settings';

/** The console's plugins: one list, in one place (`cockpit new plugin` adds to it). */
export const plugins: PluginDefinition[] = [dashboardPlugin, userSettingsPlugin];
