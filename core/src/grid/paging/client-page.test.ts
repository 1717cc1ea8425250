import { describe, expect, it } from 'vitest';
import { compareValues, pageSlice, sortRows } from './client-page';

describe('client-side paging', () => {
  const rows = [
    { id: 1, no: 'SO-10', qty: 5, group: 'B' },
    { id: 2, no: 'SO-9', qty: null, group: 'A' },
    { id: 3, no: 'SO-100', qty: 2, group: 'B' },
  ];

  it("compares as AG Grid's default: numbers as numbers, text by character code, blanks first", () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('Wood screw XL', 'Wood screw small')).toBeLessThan(0);
    expect(compareValues(null, 1)).toBeLessThan(0);
  });

  it('sorts by the column in both directions, ties in loaded order', () => {
    expect(sortRows(rows, { field: 'no', direction: 'asc' }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(rows, { field: 'qty', direction: 'desc' }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(rows, undefined)).toBe(rows);
  });

  it('keeps groups together before the column sort', () => {
    expect(sortRows(rows, { field: 'qty', direction: 'asc' }, ['group']).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(rows, { field: 'qty', direction: 'desc' }, ['group']).map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('cuts a page of master rows and clamps the index', () => {
    const list = Array.from({ length: 61 }, (_, i) => i);
    expect(pageSlice(list, 3, 20)).toEqual({ rows: [60], index: 3 });
    expect(pageSlice(list, 9, 20).index).toBe(3);
    expect(pageSlice([], 2, 20)).toEqual({ rows: [], index: 0 });
  });
});
