/**
 * A widget's filter (platform.md §3 "Filter"): what its figure counts, said the way the target
 * grid's filter bar can take it. The console turns these into the grid's address parameters
 * (plugins/dashboard/src/widget-navigation.ts), so the figure equals the rows the grid shows.
 */
export type WidgetFilterOperator = 'IsEqualTo' | 'In' | 'IsGreaterThan' | 'IsLessThan';
export type WidgetFilterType = 'enum' | 'datetime' | 'boolean' | 'string' | 'list';

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

export const equals = (selector: string, value: string | boolean, type: WidgetFilterType = 'enum'): WidgetFilter => ({ selector, operator: 'IsEqualTo', type, value });
export const oneOf = (selector: string, values: string[]): WidgetFilter => ({ selector, operator: 'In', type: 'list', values });
/** A date-and-time range: after valueStart and up to valueEnd (either may be left out). */
export const between = (selector: string, range: { start?: Date | string; end?: Date | string }): WidgetFilter => ({
  selector,
  operator: range.start ? 'IsGreaterThan' : 'IsLessThan',
  type: 'datetime',
  ...(range.start && { valueStart: iso(range.start) }),
  ...(range.end && { valueEnd: iso(range.end) }),
});

const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());
