// The filter's shape is the wire contract in @cockpit/core/widgets (one for server and console).
import type { WidgetFilter, WidgetFilterType } from '@cockpit/core/widgets';

export type { WidgetFilter, WidgetFilterOperator, WidgetFilterType } from '@cockpit/core/widgets';

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
