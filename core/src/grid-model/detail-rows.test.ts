import { describe, expect, it } from 'vitest';
import { DETAIL_FLAG, isDetailRow, placeDetailRows, withDetailRows } from './detail-rows';

describe('master/detail rows', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('inserts a detail row after each expanded master', () => {
    const out = withDetailRows(rows, (r) => String(r.id), new Set(['2']));
    expect(out).toEqual([{ id: 1 }, { id: 2 }, { [DETAIL_FLAG]: '2' }, { id: 3 }]);
    expect(isDetailRow(out[2])).toBe(true);
  });
  it('puts detail rows back under their master after a sort', () => {
    const nodes = [{ data: { id: 3 } }, { data: { [DETAIL_FLAG]: '1' } }, { data: { id: 2 } }, { data: { id: 1 } }];
    placeDetailRows(nodes, (n) => String((n.data as { id: number }).id));
    expect(nodes.map((n) => n.data)).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }, { [DETAIL_FLAG]: '1' }]);
  });
});
