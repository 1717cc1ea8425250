import { dashboardPlugin } from '@cockpit/plugin-dashboard';
export const probe = dashboardPlugin;
