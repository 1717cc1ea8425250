// The operators' own file, not the schema package's index (which brings the schema validator).
import { liveMatches, pageFilterOperator } from '../../schema/filter-operators';
import type { PageFilter } from '../schema-types';
import type { DateRangeValue, FilterValue } from '../../grid-model/filter-values';
import { isEmptyFilterValue } from '../../grid-model/filter-values';
import { readField } from '../../grid-model/cell-format';

export const UNSUPPORTED_FILTER_TYPE = 'DataService: Unsupported filter type!';

const COMPARED = ['text', 'checkbox', 'date', 'dateRange'];

/**
 * The client-side comparison of a row with one page filter, used to decide whether a row that
 * arrives live belongs in the grid; the operator means what it means in the list's SQL
 * (filter-operators.ts). Only text, checkbox, date and dateRange filters compare; any other type
 * throws 'DataService: Unsupported filter type!'.
 */
export function matchesFilter(row: Record<string, unknown>, filter: PageFilter, value: FilterValue): boolean {
  if (!COMPARED.includes(filter.type)) throw new Error(UNSUPPORTED_FILTER_TYPE);
  if (isEmptyFilterValue(value)) return true;
  const field = readField(row, filter.dxPropName ?? filter.name);
  const op = pageFilterOperator(filter.type, filter.dxSelector);
  switch (filter.type) {
    case 'text':
      return liveMatches(op, 'text', field, [String(value)]);
    case 'checkbox':
      // An unset box of the row counts as unticked.
      return liveMatches(op, 'boolean', Boolean(field), [Boolean(value)]);
    case 'date':
      return Boolean(field) && liveMatches(op, 'date', field, [value]);
    default: {
      // A date range includes both ends: whole days, or the instants when the filter takes a time.
      if (!field) return false;
      const range = value as DateRangeValue;
      const type = filter.params?.useTime ? 'datetime' : 'date';
      return (!range.from || liveMatches('>=', type, field, [range.from])) && (!range.to || liveMatches('<=', type, field, [range.to]));
    }
  }
}

/** Whether the row passes every filter that holds a value; filters that do not compare on the client are skipped. */
export function matchesFilters(row: Record<string, unknown>, filters: readonly PageFilter[], values: Record<string, FilterValue>): boolean {
  // A filter without a value lets every row through (matchesFilter says so).
  return filters.every((f) => !COMPARED.includes(f.type) || !f.dxPropName || matchesFilter(row, f, values[f.name]));
}
