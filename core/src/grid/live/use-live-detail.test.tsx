import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../runtime/RuntimeContext';
import type { CockpitRuntime } from '../../runtime/runtime';
import type { LiveUpdateMessage } from '../../live/hub-contract';
import type { GridDetail } from '../schema-types';
import type { GridRow } from '../../grid-model/detail-rows';
import { DETAIL_REFETCH_MS, useLiveDetail } from './use-live-detail';

/**
 * A detail grid read by a call (Task rows under a Job), wired the way DetailPanel wires it: its
 * rows are the query's data under the panel's query key, and useLiveDetail changes that data. The
 * "server" is a list the test edits; `reads` counts how often the panel asked it.
 */
const detail = { rowId: 'id', liveView: 'Task', dataSource: { api: 'Task.list' }, columns: [{ field: 'name', label: 'L', type: 'text' }] } as unknown as GridDetail;
const queryKey = ['detail', 'Job', '7', 'Task.list'];

let server: GridRow[];
let reads: number;
let handlers: Array<{ view: string; type: string; handler: (m: LiveUpdateMessage<GridRow>) => void }>;
let queryClient: QueryClient;

function setup() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const runtime = {
    queryClient,
    live: {
      subscribe(view: string, type: string, handler: (m: LiveUpdateMessage<GridRow>) => void) {
        const entry = { view, type, handler };
        handlers.push(entry);
        return () => {
          handlers = handlers.filter((h) => h !== entry);
        };
      },
    },
  } as unknown as CockpitRuntime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useLiveDetail(detail, queryKey, true);
      return useQuery({
        queryKey,
        queryFn: async () => {
          reads++;
          return server.map((row) => ({ ...row }));
        },
      }).data;
    },
    { wrapper },
  );
  const send = (m: Omit<LiveUpdateMessage<GridRow>, 'viewName'>) => act(() => handlers.forEach((h) => h.handler({ viewName: 'Task', ...m })));
  /** Runs the timers due within `ms` and the promises they start. */
  const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** Lets a read that has started reach the hook (react-query and React finish it on short timers). */
  const settle = () => tick(10);
  const names = () => hook.result.current?.map((r) => `${r.id}:${r.name}`);
  return { hook, send, tick, settle, names };
}

beforeEach(() => {
  server = [
    { id: 1, name: 'pick', jobId: 7 },
    { id: 2, name: 'put', jobId: 7 },
  ];
  reads = 0;
  handlers = [];
  vi.useFakeTimers();
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('useLiveDetail (a detail grid read by a call)', () => {
  it("subscribes the detail's live view as view type detail", async () => {
    const { tick, names } = setup();
    await tick();
    expect(names()).toEqual(['1:pick', '2:put']);
    expect(handlers.map((h) => `${h.view}/${h.type}`)).toEqual(['Task/detail']);
  });

  it('changes and removes the rows it shows at once, without reading again', async () => {
    const { send, tick, names } = setup();
    await tick();
    send({ methodName: 'Updated', viewModel: { id: 2, name: 'put away', jobId: 7 } });
    await tick();
    expect(names()).toEqual(['1:pick', '2:put away']);
    send({ methodName: 'Deleted', id: 1 });
    await tick();
    expect(names()).toEqual(['2:put away']);
    send({ methodName: 'Bulk', viewModels: [{ id: 2, name: 'done', jobId: 7 }] });
    await tick();
    expect(names()).toEqual(['2:done']);
    await tick(5 * DETAIL_REFETCH_MS);
    expect(reads).toBe(1);
  });

  it('reads its rows again 500 ms after a row it does not show (it may be its master’s), once for several messages', async () => {
    const { send, tick, settle, names } = setup();
    await tick();
    expect(reads).toBe(1);
    // A task added to this job on the server; the message does not say which job it belongs to.
    server.push({ id: 3, name: 'count', jobId: 7 });
    send({ methodName: 'Updated', viewModel: { id: 3, name: 'count', jobId: 7 } });
    send({ methodName: 'Bulk', viewModels: [{ id: 4, name: 'elsewhere', jobId: 8 }] });
    await tick();
    expect(names()).toEqual(['1:pick', '2:put']);
    await tick(DETAIL_REFETCH_MS - 1);
    expect(reads).toBe(1);
    await tick(1);
    expect(reads).toBe(2);
    await settle();
    expect(names()).toEqual(['1:pick', '2:put', '3:count']);
    // A message that also changes a shown row updates it at once and still reads again.
    server[0] = { id: 1, name: 'picked', jobId: 7 };
    send({
      methodName: 'Bulk',
      viewModels: [
        { id: 1, name: 'picked', jobId: 7 },
        { id: 5, name: 'other', jobId: 9 },
      ],
    });
    await tick();
    expect(names()).toEqual(['1:picked', '2:put', '3:count']);
    await tick(DETAIL_REFETCH_MS);
    expect(reads).toBe(3);
    await settle();
    expect(names()).toEqual(['1:picked', '2:put', '3:count']);
  });

  it('stops listening and drops a pending read when the panel closes', async () => {
    const { hook, send, tick } = setup();
    await tick();
    send({ methodName: 'Updated', viewModel: { id: 9, name: 'new', jobId: 7 } });
    hook.unmount();
    expect(handlers).toHaveLength(0);
    await tick(5 * DETAIL_REFETCH_MS);
    expect(reads).toBe(1);
  });
});
