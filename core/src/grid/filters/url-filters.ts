import type { PageFilter } from '../schema-types';
import type { FilterValues } from '../../grid-model/filter-values';

/**
 * Filter values carried in the address (a dashboard widget or a link opens a grid filtered):
 * a parameter named like a filter's queryName sets it; fromDate/toDate set a date range.
 */
export function filterValuesFromUrl(filters: readonly PageFilter[], params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const f of filters) {
    const name = f.queryName ?? f.name;
    switch (f.type) {
      case 'dateRange': {
        const from = params.get(f.queryNames?.from ?? 'fromDate') ?? undefined;
        const to = params.get(f.queryNames?.to ?? 'toDate') ?? undefined;
        if (from || to) values[f.name] = { from, to };
        break;
      }
      case 'multiSelect': {
        const all = params.getAll(name);
        if (all.length) values[f.name] = all.map((id) => ({ id, name: id }));
        break;
      }
      case 'select': {
        const v = params.get(name);
        if (v) values[f.name] = { id: v, name: v };
        break;
      }
      case 'checkbox': {
        const v = params.get(name);
        if (v === 'true' || v === 'false') values[f.name] = v === 'true';
        break;
      }
      default: {
        const v = params.get(name);
        if (v) values[f.name] = f.type === 'number' ? Number(v) : v;
      }
    }
  }
  return values;
}
