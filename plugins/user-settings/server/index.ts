import { defineServerPlugin } from '@cockpit/server/sdk';
import { dashboardSettingsRoutes } from './dashboard-settings';

/** The user-settings plugin's server half: the dashboard-settings page's saves of the enabled widgets. */
export default defineServerPlugin({ name: 'userSettings', routes: dashboardSettingsRoutes });
