/** The value a page filter holds, by filter type. */
export interface SelectValue {
  id?: string | number;
  name?: string;
}
export interface DateRangeValue {
  from?: string;
  to?: string;
}
export type FilterValue = string | number | boolean | SelectValue | SelectValue[] | DateRangeValue | null | undefined;
export type FilterValues = Record<string, FilterValue>;

export function isEmptyFilterValue(value: FilterValue): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const v = value as SelectValue & DateRangeValue;
    return !v.from && !v.to && (v.id === undefined || v.id === null || v.id === '');
  }
  return false;
}
