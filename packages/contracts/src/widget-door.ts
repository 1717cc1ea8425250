import { refOfDoor } from './api-base';
import type { RouteDefinition } from './define-route';
import type { noQuery } from './master-data-parts';
import type { availableWidgetsAnswer } from './widget-parts';

/**
 * Where the available-widgets call is (key, method, path), and the call by reference typed as the
 * dashboard's definition: for a page that calls it without loading the schemas (TypeBox), and for
 * a plugin that shows the dashboard's widgets without importing the dashboard.
 */
export const AVAILABLE_WIDGETS_DOOR = { key: 'DashboardData.availableWidgets', method: 'GET', path: 'Dashboard/availableWidgets' } as const;

export const availableWidgetsRef = /* @__PURE__ */ refOfDoor<RouteDefinition<typeof noQuery, undefined, undefined, typeof availableWidgetsAnswer>>(AVAILABLE_WIDGETS_DOOR);
