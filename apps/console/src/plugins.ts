import type { PluginDefinition } from '@cockpit/core/plugin';
import { dashboardPlugin } from '@cockpit/plugin-dashboard';

/** The console's plugins: one list, in one place (`cockpit new plugin` adds to it). */
export const plugins: PluginDefinition[] = [dashboardPlugin];
