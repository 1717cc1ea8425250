import { describe, expect, it } from 'vitest';
import { HISTORICAL_ROW_TTL_MS, applyLiveMessage, expireRows, type LiveGridState } from './apply-live-message';

interface Row {
  id: number;
  name: string;
  historical?: boolean;
}

function grid(rows: Row[], historicalFilterOn = false): LiveGridState<Row> & { rows: Row[] } {
  return {
    rows,
    rowId: (r) => String(r.id),
    currentRow: (id) => rows.find((r) => String(r.id) === id),
    allRows: () => rows,
    historicalFilterOn,
  };
}

const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `r${from + i}` }));

describe('applyLiveMessage', () => {
  it('removes the row of a Deleted message, and only when it is there', () => {
    const g = grid(rows(3));
    expect(applyLiveMessage({ viewName: 'V', methodName: 'Deleted', id: 2 }, g)).toEqual({
      kind: 'transaction',
      transaction: { add: [], update: [], remove: [g.rows[1]] },
    });
    expect(applyLiveMessage({ viewName: 'V', methodName: 'Deleted', id: 99 }, g)).toEqual({ kind: 'none' });
    // An id given as a string matches a numeric row id.
    expect(applyLiveMessage({ viewName: 'V', methodName: 'Deleted', id: '3' }, g)).toMatchObject({ transaction: { remove: [g.rows[2]] } });
  });

  it('removes several rows for BulkDelete, skipping unknown ids', () => {
    const g = grid(rows(5));
    const r = applyLiveMessage({ viewName: 'V', methodName: 'BulkDelete', ids: [1, 4, 77] }, g);
    expect(r).toEqual({ kind: 'transaction', transaction: { add: [], update: [], remove: [g.rows[0], g.rows[3]] } });
  });

  it('inserts or updates for Bulk, the last version of a repeated row winning', () => {
    const g = grid(rows(2));
    const r = applyLiveMessage(
      {
        viewName: 'V',
        methodName: 'Bulk',
        viewModels: [
          { id: 2, name: 'first' },
          { id: 3, name: 'new' },
          { id: 2, name: 'second' },
        ],
      },
      g,
    );
    expect(r).toEqual({ kind: 'transaction', transaction: { add: [{ id: 3, name: 'new' }], update: [{ id: 2, name: 'second' }], remove: [] } });
  });

  it('treats any other method name as a single insert-or-update', () => {
    const g = grid(rows(1));
    expect(applyLiveMessage({ viewName: 'V', methodName: 'Updated', viewModel: { id: 1, name: 'x' } }, g)).toMatchObject({
      transaction: { add: [], update: [{ id: 1, name: 'x' }] },
    });
    expect(applyLiveMessage({ viewName: 'V', methodName: 'Created', viewModel: { id: 5, name: 'y' } }, g)).toMatchObject({
      transaction: { add: [{ id: 5, name: 'y' }], update: [] },
    });
    expect(applyLiveMessage({ viewName: 'V', methodName: 'Updated' }, g)).toEqual({ kind: 'none' });
  });

  it('replaces the data with a batch of more than 1000 rows: the rows shown before are not merged in', () => {
    const g = grid(rows(5));
    const batch = [{ id: 2, name: 'changed' }, ...rows(1000, 100), { id: 2, name: 'last' }];
    const r = applyLiveMessage({ viewName: 'V', methodName: 'Bulk', viewModels: batch }, g);
    expect(r.kind).toBe('replace');
    if (r.kind !== 'replace') return;
    expect(r.rows).toHaveLength(1 + 1000);
    // The batch's order, its last version of a repeated row.
    expect(r.rows[0]).toEqual({ id: 2, name: 'last' });
    expect(r.rows[1]).toEqual({ id: 100, name: 'r100' });
    expect(r.rows.some((x) => x.id === 1 || x.id === 5)).toBe(false);
  });

  it('keeps a batch of exactly 1000 rows as a transaction', () => {
    const r = applyLiveMessage({ viewName: 'V', methodName: 'Bulk', viewModels: rows(1000) }, grid([]));
    expect(r.kind).toBe('transaction');
  });

  it('replaces the data for a BulkDelete of more than 1000 ids', () => {
    const g = grid(rows(1500));
    const r = applyLiveMessage({ viewName: 'V', methodName: 'BulkDelete', ids: rows(1001).map((x) => x.id) }, g);
    expect(r).toMatchObject({ kind: 'replace' });
    if (r.kind === 'replace') expect(r.rows.map((x) => x.id)).toEqual(rows(499, 1002).map((x) => x.id));
  });

  it('shows a historical row and asks to remove it after 5000 ms unless the historical filter is on', () => {
    const done = { id: 1, name: 'done', historical: true };
    const off = applyLiveMessage({ viewName: 'V', methodName: 'Updated', viewModel: done }, grid(rows(1)));
    expect(off).toEqual({ kind: 'transaction', transaction: { add: [], update: [done], remove: [] }, expire: { afterMs: HISTORICAL_ROW_TTL_MS, ids: ['1'] } });
    expect(HISTORICAL_ROW_TTL_MS).toBe(5000);
    const on = applyLiveMessage({ viewName: 'V', methodName: 'Updated', viewModel: done }, grid(rows(1), true));
    expect(on).toEqual({ kind: 'transaction', transaction: { add: [], update: [done], remove: [] } });
  });

  it('expires only rows that are still there and still historical', () => {
    const g = grid([
      { id: 1, name: 'a', historical: true },
      { id: 2, name: 'b', historical: false },
    ]);
    expect(expireRows(['1', '2', '3'], g)).toEqual({ add: [], update: [], remove: [g.rows[0]] });
    expect(expireRows(['2'], g)).toBeUndefined();
  });
});
