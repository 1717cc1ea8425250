import type { GridRow } from '../../grid-model/detail-rows';
import { groupValueOf } from '../../views/grouping';
import type { GridSort } from '../SchemaGrid';

/**
 * Paging of classic (client-side) pages, done here rather than by AG Grid: AG Grid's pagination
 * counts every row it holds, so an expanded row's full-width detail row (and a group header) was
 * counted as a row and shifted the pages ("1 to 20 of 60" became "of 61"). The page is cut from the
 * master rows only, then the detail rows are added under the page's masters.
 */

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Ascending order of two cell values: numbers as numbers, text by locale (numeric), blanks last. */
export function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * The rows in display order: by the group-by fields first (groups are contiguous, as their headers
 * show them), then by the sorted column; rows that compare equal keep their loaded order.
 */
export function sortRows(rows: readonly GridRow[], sort: GridSort | undefined, groupBy: readonly string[] = []): GridRow[] {
  if (!sort && groupBy.length === 0) return rows as GridRow[];
  const keys = [...groupBy.map((field) => ({ field, sign: 1 })), ...(sort ? [{ field: sort.field, sign: sort.direction === 'desc' ? -1 : 1 }] : [])];
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      for (const k of keys) {
        const c = compareValues(groupValueOf(x.row, k.field), groupValueOf(y.row, k.field));
        // Blanks stay last in both directions.
        if (c !== 0) return isBlank(groupValueOf(x.row, k.field)) || isBlank(groupValueOf(y.row, k.field)) ? c : c * k.sign;
      }
      return x.i - y.i;
    })
    .map((e) => e.row);
}

/** The page's slice of the master rows; an index past the end falls back to the last page. */
export function pageSlice<T>(rows: readonly T[], index: number, size: number): { rows: T[]; index: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(Math.max(0, index), pages - 1);
  return { rows: rows.slice(at * size, (at + 1) * size), index: at };
}
