import { defineServerPlugin } from '@cockpit/server/sdk';
import { dashboardRoutes } from './dashboard-routes';
import { seedDashboard } from './seed/demo-dashboard';

/** The dashboard's server half: the widgets with their figures, the KPIs with their reports (its own and the other plugins' KPI figures) and the KPI management page's save. */
export default defineServerPlugin({ name: 'dashboard', routes: dashboardRoutes, seed: { afterActivity: ({ tx }) => seedDashboard(tx) } });
