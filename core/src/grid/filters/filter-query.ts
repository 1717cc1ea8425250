import type { QueryValue } from '../../api/query-string';
import { toQueryDate } from '../../format/dates';
import type { PageFilter } from '../schema-types';
import type { DateRangeValue, FilterValue, FilterValues, SelectValue } from '../../grid-model/filter-values';

export interface FilterQueryOptions {
  /** Hidden filters are excluded unless requested. */
  includeHidden?: boolean;
}

/**
 * Page filters to query parameters: a select only when its value has
 * both id and name; a multi-select one parameter per chosen id; text only when non-empty; date
 * ranges as YYYY-MM-DD, or with time when useTime is set; a checkbox as true or false.
 */
export function filtersToQuery(filters: readonly PageFilter[], values: FilterValues, options: FilterQueryOptions = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const filter of filters) {
    if (filter.hidden && !options.includeHidden) continue;
    const value: FilterValue = values[filter.name] ?? (filter.value as FilterValue);
    const name = filter.queryName ?? filter.name;
    const useTime = Boolean(filter.params?.useTime);
    switch (filter.type) {
      case 'text': {
        if (typeof value === 'string' && value.trim() !== '') query[name] = value.trim();
        break;
      }
      case 'number': {
        if (typeof value === 'number' && Number.isFinite(value)) query[name] = value;
        else if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) query[name] = Number(value);
        break;
      }
      case 'checkbox': {
        if (typeof value === 'boolean') query[name] = value;
        break;
      }
      case 'select': {
        const v = value as SelectValue | undefined;
        if (v && v.id !== undefined && v.id !== null && v.id !== '' && v.name) query[name] = v.id;
        break;
      }
      case 'multiSelect': {
        const list = Array.isArray(value) ? (value as SelectValue[]) : [];
        const ids = list.map((v) => v.id).filter((id): id is string | number => id !== undefined && id !== null && id !== '');
        if (ids.length) query[name] = ids;
        break;
      }
      case 'date': {
        if (typeof value === 'string' && value) query[name] = toQueryDate(value, useTime);
        break;
      }
      case 'dateRange': {
        const range = (value ?? {}) as DateRangeValue;
        const from = filter.queryNames?.from ?? 'fromDate';
        const to = filter.queryNames?.to ?? 'toDate';
        if (range.from) query[from] = toQueryDate(range.from, useTime);
        if (range.to) query[to] = toQueryDate(range.to, useTime);
        break;
      }
    }
  }
  // The historical switch only counts once a from date is set.
  const historical = filters.find((f) => f.historical);
  if (historical) {
    const hName = historical.queryName ?? historical.name;
    const fromNames = filters
      .filter((f) => f.type === 'dateRange' || f.type === 'date')
      .map((f) => (f.type === 'dateRange' ? (f.queryNames?.from ?? 'fromDate') : (f.queryName ?? f.name)));
    if (!fromNames.some((n) => query[n] !== undefined)) delete query[hName];
  }
  return query;
}

/** Whether any filter the user can see holds a value (server-side pages refuse to search without one). */
export function hasActiveFilters(filters: readonly PageFilter[], values: FilterValues): boolean {
  return (
    Object.keys(
      // filtersToQuery leaves the hidden filters out.
      filtersToQuery(filters, values),
    ).length > 0
  );
}
