import type { AvailableWidget, BarChartRow } from '@cockpit/core/widgets';

/** The available-widgets call's answer is the wire contract in @cockpit/core/widgets (written once for server and console). */
export type { AvailableWidget, BarChartRow, WidgetFilter } from '@cockpit/core/widgets';

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
