import dayjs from 'dayjs';
import type { PageFilter } from '../schema-types';
import type { DateRangeValue, FilterValue } from '../../grid-model/filter-values';
import { isEmptyFilterValue } from '../../grid-model/filter-values';

export const UNSUPPORTED_FILTER_TYPE = 'DataService: Unsupported filter type!';

function readField(row: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), row);
}

function compare(selector: string, left: number | string, right: number | string): boolean {
  switch (selector) {
    case '=':
      return left === right;
    case '!=':
    case '<>':
      return left !== right;
    case '<':
      return left < right;
    case '>':
      return left > right;
    case 'contain':
      return String(left).toLowerCase().includes(String(right).toLowerCase());
    default:
      return left === right;
  }
}

/**
 * The client-side comparison of a row with one page filter, used to decide
 * whether a row that arrives live belongs in the grid. Only text, checkbox, date and dateRange
 * filters compare; any other type throws 'DataService: Unsupported filter type!'.
 */
export function matchesFilter(row: Record<string, unknown>, filter: PageFilter, value: FilterValue): boolean {
  if (!['text', 'checkbox', 'date', 'dateRange'].includes(filter.type)) throw new Error(UNSUPPORTED_FILTER_TYPE);
  if (isEmptyFilterValue(value)) return true;
  const field = readField(row, filter.dxPropName ?? filter.name);
  const selector = filter.dxSelector ?? (filter.type === 'text' ? 'contain' : '=');
  switch (filter.type) {
    case 'text':
      return field !== undefined && field !== null && compare(selector, String(field), String(value));
    case 'checkbox':
      return compare(selector, String(Boolean(field)), String(Boolean(value)));
    case 'date': {
      if (!field) return false;
      const day = (v: unknown) => dayjs(v as string).format('YYYY-MM-DD');
      return compare(selector, day(field), day(value));
    }
    case 'dateRange': {
      if (!field) return false;
      const d = dayjs(field as string);
      const range = value as DateRangeValue;
      const useTime = Boolean(filter.params?.useTime);
      if (range.from && d.isBefore(useTime ? dayjs(range.from) : dayjs(range.from).startOf('day'))) return false;
      if (range.to && d.isAfter(useTime ? dayjs(range.to) : dayjs(range.to).endOf('day'))) return false;
      return true;
    }
    default:
      throw new Error(UNSUPPORTED_FILTER_TYPE);
  }
}

/** Whether the row passes every filter that holds a value; filters that do not compare on the client are skipped. */
export function matchesFilters(row: Record<string, unknown>, filters: readonly PageFilter[], values: Record<string, FilterValue>): boolean {
  return filters.every((f) => {
    const value = values[f.name];
    if (isEmptyFilterValue(value)) return true;
    if (!['text', 'checkbox', 'date', 'dateRange'].includes(f.type) || !f.dxPropName) return true;
    return matchesFilter(row, f, value);
  });
}
