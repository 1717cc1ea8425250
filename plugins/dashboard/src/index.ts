import { definePlugin } from '@cockpit/core/plugin';
import { DashboardPage } from './DashboardPage';

/** The dashboard: the page at the empty path, which is also the fallback for unknown paths. */
export const dashboardPlugin = definePlugin({
  name: 'dashboard',
  pages: [{ path: '', title: 'Dashboard.title', component: DashboardPage }],
});
