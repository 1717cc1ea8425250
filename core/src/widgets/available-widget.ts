/**
 * The available-widgets call's answer,
 * written once for the server (apps/server/src/areas/dashboard) and the console (plugins/dashboard).
 */

export type WidgetFilterOperator = 'IsEqualTo' | 'In' | 'IsGreaterThan' | 'IsLessThan';
export type WidgetFilterType = 'enum' | 'datetime' | 'boolean' | 'string' | 'list';

/**
 * A widget's filter: what its figure counts, said the way the target grid's filter bar can take it,
 * so the figure equals the rows the grid shows after a click.
 */
export interface WidgetFilter {
  /** The grid's filter name (schemas/grids/<grid>.json "filters"). */
  selector: string;
  operator: WidgetFilterOperator;
  type: WidgetFilterType;
  value?: string | boolean;
  valueStart?: string;
  valueEnd?: string;
  values?: string[];
}

/** One widget as the available-widgets call answers it. */
export interface AvailableWidget {
  code: number;
  type: string;
  /** Translation keys (DashboardSettings.widgets.<type>, Dashboard.descriptions.<type>, DashboardSettings.groups.<group>). */
  title: string;
  description: string;
  group: string;
  component: 'SingleValue' | 'BarChart';
  isEnabled: boolean;
  /** A count ("12"), or the chart's rows as a JSON list. */
  valueJson: string;
  /** Milliseconds the server spent on this widget's figure. */
  executionTime: number;
  pageName: string | null;
  filters: WidgetFilter[];
  disabledNavigation: boolean;
  image: string;
}

/** One row of the picking-per-area chart (code 6). */
export interface BarChartRow {
  Key: string;
  Prepared: number;
  InProgress: number;
}
