import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { earlyRowsKey, gridRowsAnswer, gridRowsQueryKey, startEarlyRows } from '../grid-model/early-rows';
import { listQuery, useGridRows, type GridRowsRequest } from './use-grid-rows';
import { GridProviders, testGrid, testRuntime } from './grid-render.testing';

/**
 * The rows a page load asked for before the grid page knew its opening view (the first-screen
 * call) are shown in the very render that enables the rows query, so that AG Grid is made with
 * them instead of empty and then given them a render later (each render of the grid page costs
 * tens of milliseconds before the first rows are painted).
 */
const grid = testGrid('Stock', 'Stock.description', { columns: [{ field: 'name', label: 'L', type: 'text' }] });

function setup() {
  const calls: unknown[] = [];
  const api = {
    route: (key: string) => key,
    call: vi.fn(async (...args: unknown[]) => {
      calls.push(args);
      return [{ id: 99, name: 'asked again' }];
    }),
  };
  const runtime = testRuntime({ api, schemas: { paths: { 'Stock.description': { method: 'GET', path: '/api/Stock/description' } } } });
  const wrapper = ({ children }: { children: ReactNode }) => <GridProviders runtime={runtime}>{children}</GridProviders>;
  return { api, runtime, wrapper, calls };
}

const request = (enabled: boolean): GridRowsRequest => ({ filterQuery: {}, enabled, early: true });

describe('useGridRows with rows asked for early', () => {
  it('shows an early answer that is already in from the render that enables the query, and asks no second time', async () => {
    const { api, runtime, wrapper, calls } = setup();
    const key = earlyRowsKey(gridRowsQueryKey(grid.id, 'all', listQuery(grid, { filterQuery: {} }, runtime.schemas?.paths)));
    const answer = gridRowsAnswer([{ id: 1, name: 'early' }]);
    startEarlyRows(api, key, () => Promise.resolve(answer));
    await act(async () => undefined);

    const seen: number[] = [];
    const hook = renderHook(
      (props: GridRowsRequest) => {
        const rows = useGridRows(grid, props);
        seen.push(rows.rows.length);
        return rows;
      },
      { wrapper, initialProps: request(false) },
    );
    expect(hook.result.current.askedEarly).toBe(true);
    seen.length = 0;
    hook.rerender(request(true));
    // The render that enables the query already has the rows (before: none, then the rows a render later).
    expect(seen[0]).toBe(1);
    expect(hook.result.current.rows[0]).toMatchObject({ name: 'early' });
    expect(hook.result.current.loading).toBe(false);
    await waitFor(() => expect(hook.result.current.askedEarly).toBe(false));
    await act(async () => undefined);
    // The query took the same answer: the same rows array, never empty in between, no call of its own.
    expect(seen.every((n) => n === 1)).toBe(true);
    expect(hook.result.current.rows).toBe(answer.rows);
    expect(calls).toHaveLength(0);
  });

  it('waits for an early answer that is not in yet as before', async () => {
    const { api, runtime, wrapper } = setup();
    const key = earlyRowsKey(gridRowsQueryKey(grid.id, 'all', listQuery(grid, { filterQuery: {} }, runtime.schemas?.paths)));
    let resolve!: (value: unknown) => void;
    startEarlyRows(api, key, () => new Promise((r) => (resolve = r)));
    const hook = renderHook((props: GridRowsRequest) => useGridRows(grid, props), { wrapper, initialProps: request(false) });
    hook.rerender(request(true));
    expect(hook.result.current.rows).toEqual([]);
    expect(hook.result.current.loading).toBe(true);
    await act(async () => resolve(gridRowsAnswer([{ id: 2, name: 'later' }])));
    await waitFor(() => expect(hook.result.current.rows[0]).toMatchObject({ name: 'later' }));
  });
});
