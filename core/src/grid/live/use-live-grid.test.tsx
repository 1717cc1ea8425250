import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridApi } from 'ag-grid-community';
import type { LiveUpdateMessage } from '../../live/hub-contract';
import type { GridSchema } from '../schema-types';
import type { GridRow } from '../../grid-model/detail-rows';
import { useLiveGrid, type LiveGridOptions } from './use-live-grid';
import { GridProviders, testGrid, testRuntime } from '../grid-render.testing';

const grid = testGrid('Material', 'Material.list', { columns: [{ field: 'name', label: 'L', type: 'text' }] });
const rows = (n: number, from = 1): GridRow[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `r${from + i}` }));

let handlers: Array<{ view: string; type: string; handler: (m: LiveUpdateMessage<GridRow>) => void }>;
let unsubscribed: number;
const runtime = testRuntime({
  live: {
    subscribe(view: string, type: string, handler: (m: LiveUpdateMessage<GridRow>) => void) {
      const entry = { view, type, handler };
      handlers.push(entry);
      return () => {
        unsubscribed++;
        handlers = handlers.filter((h) => h !== entry);
      };
    },
  },
});
const wrapper = ({ children }: { children: ReactNode }) => <GridProviders runtime={runtime}>{children}</GridProviders>;

function fakeApi() {
  return { applyTransactionAsync: vi.fn(), isDestroyed: () => false } as unknown as GridApi & { applyTransactionAsync: ReturnType<typeof vi.fn> };
}

function setup(overrides: Partial<LiveGridOptions> = {}) {
  const api = fakeApi();
  const refetch = vi.fn();
  const initial: LiveGridOptions = {
    grid,
    api,
    rows: rows(3),
    serverSide: false,
    enabled: true,
    filters: [],
    applied: {},
    expanded: new Set(),
    renderChanges: false,
    refetch,
    ...overrides,
  };
  const hook = renderHook((props: LiveGridOptions) => useLiveGrid(props), { wrapper, initialProps: initial });
  const send = (m: Omit<LiveUpdateMessage<GridRow>, 'viewName'>) => act(() => handlers.forEach((h) => h.handler({ viewName: 'Material', ...m })));
  return { hook, api, refetch, send, initial };
}

beforeEach(() => {
  handlers = [];
  unsubscribed = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useLiveGrid', () => {
  it("subscribes the grid's live view while mounted and unsubscribes on unmount", () => {
    const { hook } = setup();
    expect(handlers.map((h) => `${h.view}/${h.type}`)).toEqual(['Material/master']);
    hook.unmount();
    expect(unsubscribed).toBe(1);
    expect(handlers).toHaveLength(0);
  });
  it('does not listen before the grid is enabled (a server-side page before its search)', () => {
    setup({ enabled: false });
    expect(handlers).toHaveLength(0);
  });
  it('applies a message as an AG Grid transaction and keeps the rows it hands to SchemaGrid in step', () => {
    const { hook, api, send } = setup();
    const shown = hook.result.current;
    send({
      methodName: 'Bulk',
      viewModels: [
        { id: 2, name: 'two' },
        { id: 9, name: 'nine' },
      ],
    });
    expect(api.applyTransactionAsync).toHaveBeenCalledWith({ add: [{ id: 9, name: 'nine' }], update: [{ id: 2, name: 'two' }], remove: [] });
    // Same array, changed in place: no React render per message, but a later render sees the changes.
    expect(hook.result.current).toBe(shown);
    expect(shown.map((r) => r.name)).toEqual(['r1', 'two', 'r3', 'nine']);
    send({ methodName: 'Deleted', id: 1 });
    expect(api.applyTransactionAsync).toHaveBeenLastCalledWith({ add: [], update: [], remove: [{ id: 1, name: 'r1' }] });
  });
  it('replaces the rows for a batch of more than 1000', () => {
    const { hook, api, send } = setup();
    const before = hook.result.current;
    send({ methodName: 'Bulk', viewModels: rows(1001, 10) });
    expect(api.applyTransactionAsync).not.toHaveBeenCalled();
    expect(hook.result.current).not.toBe(before);
    // The batch is the grid's data: the 3 rows shown before are not merged in.
    expect(hook.result.current).toHaveLength(1001);
  });
  it('removes a historical row after 5000 ms unless the historical filter is on', () => {
    const { api, send } = setup();
    send({ methodName: 'Updated', viewModel: { id: 2, name: 'done', historical: true } });
    act(() => void vi.advanceTimersByTime(4999));
    expect(api.applyTransactionAsync).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(api.applyTransactionAsync).toHaveBeenLastCalledWith({ add: [], update: [], remove: [{ id: 2, name: 'done', historical: true }] });

    const on = setup({ filters: [{ name: 'showHistorical', type: 'checkbox', historical: true }], applied: { showHistorical: true } });
    on.send({ methodName: 'Updated', viewModel: { id: 2, name: 'done', historical: true } });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(on.api.applyTransactionAsync).toHaveBeenCalledTimes(1);
  });
  it('does not add rows outside the active filters', () => {
    const { api, send } = setup({ filters: [{ name: 'name', type: 'text', dxPropName: 'name', dxSelector: '=' }], applied: { name: 'r9' } });
    send({ methodName: 'Updated', viewModel: { id: 8, name: 'other' } });
    expect(api.applyTransactionAsync).not.toHaveBeenCalled();
    send({ methodName: 'Updated', viewModel: { id: 9, name: 'r9' } });
    expect(api.applyTransactionAsync).toHaveBeenCalledWith({ add: [{ id: 9, name: 'r9' }], update: [], remove: [] });
  });
  it("holds live rows to the grid's fixed dataSource.query, <= and >= included, as the list does on reload", () => {
    const fixedGrid = { ...grid, dataSource: { api: 'Material.list', query: { 'reserved[>]': 0, 'qty[<=]': 10, 'qty[>=]': 2 } } } as unknown as GridSchema;
    const { api, send } = setup({ grid: fixedGrid, rows: [] });
    send({ methodName: 'Updated', viewModel: { id: 1, name: 'none reserved', reserved: 0, qty: 5 } });
    send({ methodName: 'Updated', viewModel: { id: 2, name: 'too many', reserved: 1, qty: 11 } });
    send({ methodName: 'Updated', viewModel: { id: 3, name: 'too few', reserved: 1, qty: 1 } });
    expect(api.applyTransactionAsync).not.toHaveBeenCalled();
    send({ methodName: 'Updated', viewModel: { id: 4, name: 'at the top', reserved: 1, qty: 10 } });
    send({ methodName: 'Updated', viewModel: { id: 5, name: 'at the bottom', reserved: 1, qty: 2 } });
    expect(api.applyTransactionAsync.mock.calls.map(([tx]) => (tx as { add: GridRow[] }).add.map((r) => r.id))).toEqual([[4], [5]]);
  });
  it('updates the shown rows of a server-side page at once and reads the page again shortly after', () => {
    const { api, refetch, send } = setup({ serverSide: true });
    send({
      methodName: 'Bulk',
      viewModels: [
        { id: 2, name: 'two' },
        { id: 77, name: 'new' },
      ],
    });
    send({ methodName: 'Updated', viewModel: { id: 78, name: 'new too' } });
    expect(api.applyTransactionAsync).toHaveBeenCalledWith({ add: [], update: [{ id: 2, name: 'two' }], remove: [] });
    expect(refetch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(500));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
  it('refreshes the detail row of an expanded master with the newer master', () => {
    const { api, send } = setup({ expanded: new Set(['2']) });
    send({ methodName: 'Updated', viewModel: { id: 2, name: 'two' } });
    expect(api.applyTransactionAsync.mock.calls[0][0].update).toHaveLength(2);
  });
  it('starts again from a new load', () => {
    const { hook, send, initial } = setup();
    send({ methodName: 'Updated', viewModel: { id: 9, name: 'nine' } });
    hook.rerender({ ...initial, rows: rows(2) });
    expect(hook.result.current.map((r) => r.id)).toEqual([1, 2]);
  });
});
