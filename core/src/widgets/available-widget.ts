/**
 * The available-widgets call's answer: its schema is the route table's
 * (@cockpit/contracts/widget-parts), written once for the server (plugins/dashboard/server) and the
 * console (plugins/dashboard, the user-settings plugin's dashboard-settings page).
 */
import type { WidgetFilter } from '@cockpit/contracts/widget-parts';

export type { AvailableWidget, WidgetFilter } from '@cockpit/contracts/widget-parts';
export type WidgetFilterOperator = WidgetFilter['operator'];
export type WidgetFilterType = WidgetFilter['type'];

/** One row of the picking-per-area chart (code 6). */
export interface BarChartRow {
  Key: string;
  Prepared: number;
  InProgress: number;
}
