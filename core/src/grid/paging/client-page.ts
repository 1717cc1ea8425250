import type { GridRow } from '../../grid-model/detail-rows';
import { compareGroupValues, groupValueOf } from '../../views/grouping';
import type { GridSort } from '../SchemaGrid';

/**
 * Paging of classic (client-side) pages, done here rather than by AG Grid: AG Grid's pagination
 * counts every row it holds, so an expanded row's full-width detail row (and a group header) was
 * counted as a row and shifted the pages ("1 to 20 of 60" became "of 61"). The page is cut from the
 * master rows only, then the detail rows are added under the page's masters.
 */

const isMissing = (v: unknown) => v === undefined || v === null;

/**
 * AG Grid's own default order, kept so that sorting looks as it did when AG Grid sorted: blanks
 * first (last when descending), numbers and dates by value, text by character code.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (isMissing(a) || isMissing(b)) return Number(!isMissing(a)) - Number(!isMissing(b));
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  return (x as number) > (y as number) ? 1 : (x as number) < (y as number) ? -1 : 0;
}

/**
 * The rows in display order: by the group-by fields first, in the order of their group headers
 * (groups are contiguous), then by the sorted column; rows that compare equal keep their loaded order.
 */
export function sortRows(rows: readonly GridRow[], sort: GridSort | undefined, groupBy: readonly string[] = []): GridRow[] {
  if (!sort && groupBy.length === 0) return rows as GridRow[];
  const sign = sort?.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      for (const field of groupBy) {
        const c = compareGroupValues(groupValueOf(x.row, field), groupValueOf(y.row, field));
        if (c !== 0) return c;
      }
      if (sort) {
        const c = compareValues(groupValueOf(x.row, sort.field), groupValueOf(y.row, sort.field));
        if (c !== 0) return c * sign;
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
