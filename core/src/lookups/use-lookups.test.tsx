import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../api/client';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import type { CockpitRuntime } from '../runtime/runtime';
import { useLookupEntries, useLookupLabels } from './use-lookups';

function setup(answers: Record<string, () => unknown>) {
  const calls: Array<[string, CallOptions | undefined]> = [];
  const api = {
    route: (key: string) => ({ key, method: 'GET', path: `/api/${key}` }),
    async call({ key }: { key: string }, options?: CallOptions): Promise<unknown> {
      calls.push([key, options]);
      const answer = answers[key];
      if (!answer) throw new Error(`503 ${key}`);
      return answer();
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const runtime = { api, queryClient } as unknown as CockpitRuntime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RuntimeProvider>
  );
  return { calls, wrapper };
}

const suppliers = { call: 'Supplier.Header', value: 'id', label: 'name' };

describe('useLookupEntries', () => {
  it('asks once for a call that cells and a filter both name, and maps it for each', async () => {
    const { calls, wrapper } = setup({ 'Supplier.Header': () => ({ data: [{ id: 3, name: 'Acme', code: 'AC' }], totalCount: 1 }) });
    const { result } = renderHook(
      () => ({
        labels: useLookupLabels([
          { field: 'supplierId', type: 'lookup', lookup: suppliers },
          { field: 'name', type: 'text' },
        ]),
        filter: useLookupEntries({ options: { ...suppliers, label: 'code' } }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.filter.entries.options).toHaveLength(1));
    expect(result.current.labels.supplierId.get('3')).toBe('Acme');
    expect(result.current.labels.name).toBeUndefined();
    expect(result.current.filter.entries.options).toEqual([{ value: 3, label: 'AC' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0][1]).toMatchObject({ silent: true });
  });

  it('asks separately per fixed query, and a failing look-up gives no entries', async () => {
    const { calls, wrapper } = setup({ 'CauseCode.Header': () => [{ value: 'FOUND', displayText: 'Found on the shelf' }] });
    const { result } = renderHook(
      () =>
        useLookupEntries({
          gain: { call: 'CauseCode.Header', query: { type: 'Gain' }, value: 'value', label: 'displayText' },
          loss: { call: 'CauseCode.Header', query: { type: 'Loss' }, value: 'value', label: 'displayText' },
          printer: { call: 'Printer.list', value: 'id', label: 'name' },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.entries).toEqual({
      gain: [{ value: 'FOUND', label: 'Found on the shelf' }],
      loss: [{ value: 'FOUND', label: 'Found on the shelf' }],
      printer: [],
    });
    expect(calls.map(([key, o]) => [key, o?.query])).toEqual([
      ['CauseCode.Header', { type: 'Gain' }],
      ['CauseCode.Header', { type: 'Loss' }],
      ['Printer.list', undefined],
    ]);
  });

  it('serves a fresh answer from the cache, and asks again on mount when told to refresh', async () => {
    let version = 1;
    const { calls, wrapper } = setup({ 'Printer.list': () => [{ id: 4, name: `Dock ${version}` }] });
    const printer = { printer: { call: 'Printer.list', value: 'id', label: 'name' } };
    const first = renderHook(() => useLookupEntries(printer), { wrapper });
    await waitFor(() => expect(first.result.current.entries.printer).toEqual([{ value: 4, label: 'Dock 1' }]));
    first.unmount();

    const grid = renderHook(() => useLookupEntries(printer), { wrapper });
    expect(grid.result.current.entries.printer).toEqual([{ value: 4, label: 'Dock 1' }]);
    expect(calls).toHaveLength(1);

    version = 2;
    const dialog = renderHook(() => useLookupEntries(printer, { refresh: true }), { wrapper });
    // The cached entries show at once, the new answer replaces them.
    expect(dialog.result.current.entries.printer).toEqual([{ value: 4, label: 'Dock 1' }]);
    await waitFor(() => expect(dialog.result.current.entries.printer).toEqual([{ value: 4, label: 'Dock 2' }]));
    expect(calls).toHaveLength(2);
  });

  it('keeps the same result while nothing changed, so memoised columns and forms are not rebuilt', async () => {
    const { wrapper } = setup({ 'Printer.list': () => [{ id: 4, name: 'Dock' }] });
    const { result, rerender } = renderHook(() => useLookupEntries({ printer: { call: 'Printer.list', value: 'id', label: 'name' } }), { wrapper });
    await waitFor(() => expect(result.current.entries.printer).toHaveLength(1));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
