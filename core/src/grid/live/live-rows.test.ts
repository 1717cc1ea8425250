import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../schema-types';
import { DETAIL_FLAG, type GridRow } from '../../grid-model/detail-rows';
import { LIVE_MASTER, LiveRows, historicalFilterOn, liveMasterOf, planExpiry, planLiveUpdate, withDetailChanges } from './live-rows';
import { planDetailUpdate } from './use-live-detail';

const rowId = (r: GridRow) => String(r.id);
const rows = (n: number, from = 1): GridRow[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `r${from + i}`, state: 'Open' }));
const stateFilter: PageFilter = { name: 'state', type: 'text', dxPropName: 'state', dxSelector: '=' };
const historical: PageFilter = { name: 'showHistorical', type: 'checkbox', historical: true };

function ctx(initial: GridRow[], applied: Record<string, unknown> = {}, filters: PageFilter[] = [stateFilter, historical]) {
  const store = new LiveRows(rowId);
  store.reset(initial);
  return { rows: store, rowId, filters, applied: applied as never };
}

describe('LiveRows', () => {
  it('applies a transaction in place: updates keep their place, adds go last, removals close the gap', () => {
    const store = new LiveRows(rowId);
    const array = store.reset(rows(4));
    store.apply({ add: [{ id: 9, name: 'new' }], update: [{ id: 2, name: 'two' }], remove: [{ id: 3 }] });
    expect(store.rows).toBe(array);
    expect(array.map((r) => r.id)).toEqual([1, 2, 4, 9]);
    expect(store.get('2')).toEqual({ id: 2, name: 'two' });
    expect(store.get('3')).toBeUndefined();
    expect(store.get('9')).toEqual({ id: 9, name: 'new' });
  });
  it('gives a new array on reset and replace (React sees the change)', () => {
    const store = new LiveRows(rowId);
    const first = store.reset(rows(2));
    expect(store.replace(rows(3))).not.toBe(first);
    expect(store.rows).toHaveLength(3);
  });
});

describe('planLiveUpdate', () => {
  it('adds a new row that matches the active filters and updates a shown one', () => {
    const c = ctx(rows(2), { state: 'Open' });
    const r = planLiveUpdate(
      {
        viewName: 'V',
        methodName: 'Bulk',
        viewModels: [
          { id: 2, name: 'x', state: 'Open' },
          { id: 3, name: 'y', state: 'Open' },
        ],
      },
      c,
    );
    expect(r).toEqual({ kind: 'transaction', transaction: { add: [{ id: 3, name: 'y', state: 'Open' }], update: [{ id: 2, name: 'x', state: 'Open' }], remove: [] } });
  });
  it('does not add a row outside the active filters, and takes out a shown row that left them', () => {
    const c = ctx(rows(2), { state: 'Open' });
    const r = planLiveUpdate(
      {
        viewName: 'V',
        methodName: 'Bulk',
        viewModels: [
          { id: 2, state: 'Closed' },
          { id: 5, state: 'Closed' },
          { id: 6, state: 'Open' },
        ],
      },
      c,
    );
    expect(r).toEqual({ kind: 'transaction', transaction: { add: [{ id: 6, state: 'Open' }], update: [], remove: [c.rows.get('2')] } });
    expect(planLiveUpdate({ viewName: 'V', methodName: 'Updated', viewModel: { id: 7, state: 'Closed' } }, c)).toEqual({ kind: 'none' });
  });
  it('adds everything when no filter holds a value', () => {
    const r = planLiveUpdate({ viewName: 'V', methodName: 'Updated', viewModel: { id: 7, state: 'Closed' } }, ctx(rows(1)));
    expect(r).toMatchObject({ kind: 'transaction', transaction: { add: [{ id: 7 }] } });
  });
  it('expires historical rows after 5000 ms unless the historical filter is on', () => {
    const done = { id: 1, state: 'Open', historical: true };
    expect(planLiveUpdate({ viewName: 'V', methodName: 'Updated', viewModel: done }, ctx(rows(1)))).toMatchObject({ expire: { afterMs: 5000, ids: ['1'] } });
    expect(planLiveUpdate({ viewName: 'V', methodName: 'Updated', viewModel: done }, ctx(rows(1), { showHistorical: true }))).not.toHaveProperty('expire');
    expect(historicalFilterOn([historical], { showHistorical: true })).toBe(true);
    expect(historicalFilterOn([historical], {})).toBe(false);
    const c = ctx([done, { id: 2, historical: false }]);
    expect(planExpiry(['1', '2'], c.rows)).toEqual({ add: [], update: [], remove: [done] });
  });
  it('replaces the data for more than 1000 rows, without rows outside the filters', () => {
    const c = ctx(rows(3), { state: 'Open' });
    const batch = [...rows(1000, 10), { id: 2, state: 'Closed' }, { id: 5000, state: 'Closed' }];
    const r = planLiveUpdate({ viewName: 'V', methodName: 'Bulk', viewModels: batch }, c);
    expect(r.kind).toBe('replace');
    if (r.kind === 'replace') {
      expect(r.rows).toHaveLength(1000);
      expect(r.rows.some((x) => x.id === 2 || x.id === 5000)).toBe(false);
    }
  });
  it('handles Deleted and BulkDelete', () => {
    const c = ctx(rows(3));
    expect(planLiveUpdate({ viewName: 'V', methodName: 'Deleted', id: 2 }, c)).toMatchObject({ transaction: { remove: [{ id: 2 }] } });
    expect(planLiveUpdate({ viewName: 'V', methodName: 'BulkDelete', ids: [1, 3] }, c)).toMatchObject({ transaction: { remove: [{ id: 1 }, { id: 3 }] } });
  });
});

describe('withDetailChanges', () => {
  it('refreshes the detail row of an expanded master with its newer version and removes it with its master', () => {
    const tx = withDetailChanges({ add: [], update: [{ id: 1, n: 'new' }, { id: 2 }], remove: [{ id: 3 }] }, rowId, new Set(['1', '3']));
    expect(tx.update).toEqual([{ id: 1, n: 'new' }, { id: 2 }, { [DETAIL_FLAG]: '1', [LIVE_MASTER]: { id: 1, n: 'new' } }]);
    expect(tx.remove).toEqual([{ id: 3 }, { [DETAIL_FLAG]: '3' }]);
    expect(liveMasterOf(tx.update[2])).toEqual({ id: 1, n: 'new' });
  });
  it('leaves the transaction alone when nothing is expanded', () => {
    const tx = { add: [], update: [{ id: 1 }], remove: [] };
    expect(withDetailChanges(tx, rowId, new Set())).toBe(tx);
  });
});

describe('planDetailUpdate', () => {
  it('updates and removes rows the panel shows, and asks for a reload for rows it does not know', () => {
    expect(planDetailUpdate({ viewName: 'Task', methodName: 'Updated', viewModel: { id: 2, q: 5 } }, rows(2), rowId)).toEqual({
      rows: [rows(1)[0], { id: 2, q: 5 }],
      reload: false,
    });
    expect(planDetailUpdate({ viewName: 'Task', methodName: 'Deleted', id: 1 }, rows(2), rowId)).toEqual({ rows: [rows(2)[1]], reload: false });
    expect(planDetailUpdate({ viewName: 'Task', methodName: 'Updated', viewModel: { id: 9 } }, rows(2), rowId)).toEqual({ reload: true });
    expect(planDetailUpdate({ viewName: 'Task', methodName: 'Deleted', id: 9 }, rows(2), rowId)).toEqual({ reload: false });
  });
});

describe('planLiveUpdate with the grid fields', () => {
  it('compares a live row with every field the hub sends, then keeps only the fields the rows call asks for', () => {
    const c = { ...ctx(rows(1), { state: 'Open' }), fixed: [{ field: 'kind', operator: '=' as const, values: ['A'] }], fields: ['id', 'name', 'state'] };
    const r = planLiveUpdate(
      {
        viewName: 'V',
        methodName: 'Bulk',
        viewModels: [
          { id: 1, name: 'one', state: 'Open', kind: 'A', extra: 'x' },
          { id: 2, name: 'two', state: 'Open', kind: 'A', extra: 'y' },
          { id: 3, name: 'three', state: 'Open', kind: 'B', extra: 'z' },
        ],
      },
      c,
    );
    // Row 3 fails the fixed query on a field the grid does not show; the others arrive cut to the grid's fields.
    expect(r).toEqual({ kind: 'transaction', transaction: { add: [{ id: 2, name: 'two', state: 'Open' }], update: [{ id: 1, name: 'one', state: 'Open' }], remove: [] } });
    const single = planLiveUpdate({ viewName: 'V', methodName: 'Updated', viewModel: { id: 1, name: 'uno', state: 'Open', kind: 'A', extra: 'x' } }, c);
    expect(single).toMatchObject({ kind: 'transaction', transaction: { update: [{ id: 1, name: 'uno', state: 'Open' }] } });
    expect(JSON.stringify(single)).not.toContain('extra');
  });
});
