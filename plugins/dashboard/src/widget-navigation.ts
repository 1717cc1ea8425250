import type { PageFilter } from '@cockpit/core/grid';
import type { WidgetFilter } from './widget-data';

/**
 * Where a widget click goes: the widget's page with its filters
 * as that grid's address parameters, which the grid page puts in its filter bar
 * (core/src/grid/filters/url-filters.ts), so the grid shows the rows the figure counts. Undefined
 * when the click is ignored: navigation disabled, no page, no filters, or a filter the grid has no
 * place for (a click that would show other rows than the figure says is worse than none).
 */
export function widgetAddress(
  widget: { pageName: string | null; filters: WidgetFilter[]; disabledNavigation: boolean },
  gridFilters: readonly PageFilter[] | undefined,
): string | undefined {
  if (widget.disabledNavigation || !widget.pageName || widget.filters.length === 0 || !gridFilters) return undefined;
  const params = new URLSearchParams();
  for (const f of widget.filters) {
    const target = gridFilters.find((g) => g.name === f.selector);
    if (!target || !addFilter(params, f, target)) return undefined;
  }
  return `/${widget.pageName}?${params.toString()}`;
}

function addFilter(params: URLSearchParams, f: WidgetFilter, target: PageFilter): boolean {
  const name = target.queryName ?? target.name;
  switch (target.type) {
    case 'multiSelect':
    case 'select': {
      const values = f.values ?? (f.value !== undefined ? [String(f.value)] : []);
      if (!values.length || (target.type === 'select' && values.length > 1)) return false;
      for (const v of values) params.append(name, v);
      return true;
    }
    case 'checkbox':
      if (typeof f.value !== 'boolean') return false;
      params.set(name, String(f.value));
      return true;
    case 'dateRange': {
      const useTime = Boolean(target.params?.useTime);
      // The server computed the boundaries in the business unit's zone; they go as instants (UTC, to
      // the millisecond), not as the browser's wall-clock time, so that a browser in another zone
      // filters the same day (the filter bar sends an instant with a zone as that instant,
      // core/src/format/dates.ts toQueryDate). IsGreaterThan: strictly after valueStart
      // (yesterday 23:59:59.999), i.e. from the next millisecond (today 00:00:00.000).
      const from = f.valueStart && (useTime ? instant(f.valueStart, 1) : f.valueStart.slice(0, 10));
      const to = f.valueEnd && (useTime ? instant(f.valueEnd, 0) : f.valueEnd.slice(0, 10));
      if (from === null || to === null) return false;
      if (!from && !to) return false;
      if (from) params.set(target.queryNames?.from ?? 'fromDate', from);
      if (to) params.set(target.queryNames?.to ?? 'toDate', to);
      return true;
    }
    case 'text':
      if (f.value === undefined) return false;
      params.set(name, String(f.value));
      return true;
    default:
      return false;
  }
}

/** The instant, moved by `ms`, as UTC ISO text; null when it is not a time. */
function instant(iso: string, ms: number): string | null {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t + ms).toISOString();
}

/**
 * A chart bar clicked: the widget's filters narrowed to the bar's area (the grid's
 * fromLocationRole filter) and series (its state). A bar without an area has no filter to say so:
 * nothing happens (a chart count clicked with no filter does nothing).
 */
export function barFilters(filters: WidgetFilter[], key: string, series: 'Prepared' | 'InProgress'): WidgetFilter[] | undefined {
  if (!key) return undefined;
  return [
    ...filters.filter((f) => f.selector !== 'state'),
    { selector: 'state', operator: 'In', type: 'list', values: [series] },
    { selector: 'fromLocationRole', operator: 'In', type: 'list', values: [key] },
  ];
}
