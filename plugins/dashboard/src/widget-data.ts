/**
 * The available-widgets call's answer as the console reads it (platform.md §3 "Widget", "Filter",
 * "Bar chart row"); the server's side is apps/server/src/areas/dashboard/available-widgets.ts.
 */
export interface WidgetFilter {
  selector: string;
  operator: 'IsEqualTo' | 'In' | 'IsGreaterThan' | 'IsLessThan';
  type: 'enum' | 'datetime' | 'boolean' | 'string' | 'list';
  value?: string | boolean;
  valueStart?: string;
  valueEnd?: string;
  values?: string[];
}

export interface BarChartRow {
  Key: string;
  Prepared: number;
  InProgress: number;
}

export interface AvailableWidget {
  code: number;
  type: string;
  title: string;
  description: string;
  group: string;
  component: 'SingleValue' | 'BarChart';
  isEnabled: boolean;
  valueJson: string;
  executionTime: number;
  pageName: string | null;
  filters: WidgetFilter[];
  disabledNavigation: boolean;
  image: string;
}

/** valueJson read: a count, or the chart's rows; anything unreadable is no figure (a saved state string never breaks the page). */
export function widgetValue(widget: Pick<AvailableWidget, 'valueJson'> | undefined): number | BarChartRow[] | undefined {
  if (!widget) return undefined;
  try {
    const v = JSON.parse(widget.valueJson) as unknown;
    if (typeof v === 'number' || Array.isArray(v)) return v as number | BarChartRow[];
  } catch {
    // no figure
  }
  return undefined;
}

export function isAvailableWidget(data: unknown): data is AvailableWidget {
  return Boolean(data) && typeof data === 'object' && typeof (data as AvailableWidget).valueJson === 'string';
}
