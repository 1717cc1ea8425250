import type { PageFilter } from '../schema';
import { isEmptyFilterValue, type DateRangeValue, type FilterValue, type FilterValues, type SelectValue } from '../grid-model/filter-values';
import type { SavedFilter, SavedFilterValue, SavedOption } from './view-types';

/**
 * Page filter values <-> the saved form { selector, operator, values } (the view's
 * activeFilters). The operators: a single value
 * IsEqualTo, a multi-select In, a date range as IsGreaterThan (from) and IsLessThan (to).
 */

const asOption = (v: SelectValue): SavedOption | undefined => (v && v.id !== undefined && v.id !== null && v.id !== '' ? { id: v.id, name: v.name ?? String(v.id) } : undefined);

/** The filters that hold a value, in the saved form. Hidden filters are not the user's choice and are not saved. */
export function savedFiltersFrom(filters: readonly PageFilter[], values: FilterValues): SavedFilter[] {
  const saved: SavedFilter[] = [];
  for (const f of filters) {
    if (f.hidden) continue;
    const value = values[f.name];
    if (isEmptyFilterValue(value)) continue;
    switch (f.type) {
      case 'multiSelect': {
        const options = (Array.isArray(value) ? value : []).map((v) => asOption(v as SelectValue)).filter((o): o is SavedOption => Boolean(o));
        if (options.length) saved.push({ selector: f.name, operator: 'In', values: options });
        break;
      }
      case 'select': {
        const option = asOption(value as SelectValue);
        if (option) saved.push({ selector: f.name, operator: 'IsEqualTo', values: [option] });
        break;
      }
      case 'dateRange': {
        const range = value as DateRangeValue;
        if (range.from) saved.push({ selector: f.name, operator: 'IsGreaterThan', values: [range.from] });
        if (range.to) saved.push({ selector: f.name, operator: 'IsLessThan', values: [range.to] });
        break;
      }
      case 'checkbox':
        if (typeof value === 'boolean') saved.push({ selector: f.name, operator: 'IsEqualTo', values: [value] });
        break;
      case 'number':
        if (typeof value === 'number' && Number.isFinite(value)) saved.push({ selector: f.name, operator: 'IsEqualTo', values: [value] });
        break;
      default:
        if (typeof value === 'string' && value.trim() !== '') saved.push({ selector: f.name, operator: 'IsEqualTo', values: [value] });
    }
  }
  return saved;
}

const text = (v: SavedFilterValue | undefined): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const option = (v: SavedFilterValue | undefined): SelectValue | undefined =>
  v !== undefined && typeof v === 'object' ? { id: v.id, name: v.name } : typeof v === 'string' || typeof v === 'number' ? { id: v, name: String(v) } : undefined;

/**
 * Saved filters back to page filter values. An entry for a filter the grid no longer has, or of the
 * wrong kind for the filter's type, is ignored (the schema may have changed since the view was saved).
 */
export function filterValuesFromSaved(filters: readonly PageFilter[], saved: readonly SavedFilter[]): FilterValues {
  const values: FilterValues = {};
  for (const entry of saved) {
    const f = filters.find((x) => x.name === entry.selector);
    if (!f || f.hidden) continue;
    const first = entry.values[0];
    let value: FilterValue;
    switch (f.type) {
      case 'multiSelect': {
        const list = entry.values.map(option).filter((o): o is SelectValue => Boolean(o));
        value = list.length ? list : undefined;
        break;
      }
      case 'select':
        value = option(first);
        break;
      case 'dateRange': {
        const range = { ...((values[f.name] as DateRangeValue | undefined) ?? {}) };
        if (entry.operator === 'IsGreaterThan') range.from = text(first);
        else if (entry.operator === 'IsLessThan') range.to = text(first);
        value = range.from || range.to ? range : undefined;
        break;
      }
      case 'checkbox':
        value = typeof first === 'boolean' ? first : undefined;
        break;
      case 'number': {
        const n = typeof first === 'number' ? first : Number(text(first));
        value = Number.isFinite(n) ? n : undefined;
        break;
      }
      default:
        value = text(first);
    }
    if (!isEmptyFilterValue(value)) values[f.name] = value;
  }
  return values;
}
