import { definePlugin } from '@cockpit/core/plugin';
import { WIDGET_TYPES } from '@cockpit/core/widgets';

/**
 * The dashboard: the page at the empty path, which is also the fallback for unknown paths, and the
 * tiles of the specification's widget types (platform.md §3). Each is a chunk of its own.
 */
export const dashboardPlugin = definePlugin({
  name: 'dashboard',
  pages: [{ path: '', title: 'Dashboard.title', load: () => import('./DashboardPage').then((m) => m.DashboardPage) }],
  widgets: WIDGET_TYPES.map((w) => ({ type: w.type, title: `DashboardSettings.widgets.${w.type}`, load: () => import('./widgets/CatalogueWidget') })),
  translationGroups: ['Dashboard'],
});
