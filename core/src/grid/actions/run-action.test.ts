import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import { createModalStore } from '../../modals/modal-store';
import { createModalRegistry } from '../../modals/modal-registry';
import { platformModalTemplates } from '../../modals/templates/platform-templates';
import { createPluginRegistry } from '../../plugin/registry';
import { definePlugin, type ActionContext } from '../../plugin/define-plugin';
import type { CockpitRuntime } from '../../runtime/runtime';
import type { GridAction } from '../schema-types';
import { LIVE_CHANGE_GRACE_MS, runAction, succeededCount } from './run-action';

// The edge of this unit: the API client (calls recorded) and the hub (a view's listeners, a state).
let calls: Array<{ key: string; body: unknown }>;
let listeners: Map<string, Set<() => void>>;
let hubState: 'connected' | 'lost';
let seen: ActionContext | undefined;

const i18n = createInstance();
await i18n.init({
  lng: 'en-GB',
  resources: { 'en-GB': { translation: { Stock: { done: 'Done: {{count}}', sure: 'Sure?', moved_one: '{{count}} stock moved', moved_other: '{{count}} stocks moved' } } } },
  keySeparator: '.',
  interpolation: { escapeValue: false },
});
const t = i18n.t.bind(i18n) as TFunction;

const SummaryModal = () => null;

function makeRuntime(): CockpitRuntime {
  const modals = createModalStore(createModalRegistry(platformModalTemplates));
  const plugins = createPluginRegistry([
    definePlugin({
      name: 'stock',
      actions: {
        inspect: async (context) => {
          seen = context;
          context.success('Stock.done', { count: context.rows.length });
          if (await context.confirm('Stock.sure')) context.error('plain text');
        },
        summarise: async (context) => {
          seen = context;
          const answer = await context.openModal<string>('stock.summary', { count: context.rows.length });
          if (answer === 'again') await context.openModal('stock.nosuch');
        },
      },
      modals: { summary: SummaryModal, success: SummaryModal },
    }),
  ]);
  // As the shell does (CockpitApp): the plugins' modal templates join the platform's.
  modals.templates.register(plugins.modalTemplates);
  return {
    i18n,
    modals,
    loaders: { track: (_: string, fn: () => Promise<unknown>) => fn() },
    api: {
      route: (key: string) => ({ key, method: 'POST', path: `/api/${key}` }),
      call: async ({ key }: { key: string }, options: { body?: unknown }) => {
        calls.push({ key, body: options.body });
        return { ok: true };
      },
    },
    plugins,
    live: {
      get connection() {
        return { state: hubState };
      },
      subscribe(view: string, _type: string, handler: () => void) {
        const set = listeners.get(view) ?? new Set();
        set.add(handler);
        listeners.set(view, set);
        return () => set.delete(handler);
      },
    },
  } as unknown as CockpitRuntime;
}

const action = (x: Partial<GridAction> = {}): GridAction =>
  ({ id: 'start', label: 'A.b', selection: 'many', call: { api: 'Stock.start', body: { ids: '$selected.id' } }, ...x }) as GridAction;
const rows = [{ id: 1 }, { id: 2 }];
const hubMessage = (view: string) => listeners.get(view)?.forEach((h) => h());

beforeEach(() => {
  calls = [];
  listeners = new Map();
  hubState = 'connected';
  seen = undefined;
});
afterEach(() => vi.useRealTimers());

describe('running a grid action', () => {
  it("gives a plugin handler the rows, the answer and the runtime's helpers", async () => {
    const runtime = makeRuntime();
    const done = vi.fn();
    const running = runAction(runtime, t, action({ handler: 'stock.inspect', onSuccess: { reload: false } }), rows, { onDone: done });
    await vi.waitFor(() => expect(runtime.modals.store.getState().stack.map((m) => m.template)).toEqual(['success', 'confirm']));
    const [success, confirm] = runtime.modals.store.getState().stack;
    expect(success.props.message).toBe('Done: 2');
    expect(confirm.props.message).toBe('Sure?');
    runtime.modals.close(confirm.id, true);
    await running;
    expect(runtime.modals.store.getState().stack.map((m) => [m.template, m.props.message])).toEqual([
      ['success', 'Done: 2'],
      ['error', 'plain text'],
    ]);
    expect(seen?.rows).toBe(rows);
    expect(seen?.answer).toEqual({ ok: true });
    expect(seen?.api).toBe(runtime.api);
    expect(seen?.t('Stock.sure')).toBe('Sure?');
    expect(calls).toEqual([{ key: 'Stock.start', body: { ids: [1, 2] } }]);
    expect(done).not.toHaveBeenCalled();
  });

  it("opens a plugin's modal template by <plugin>.<name>, never in place of a platform one", async () => {
    const runtime = makeRuntime();
    expect(runtime.modals.templates.get('stock.summary')).toBe(SummaryModal);
    // The plugin's "success" is stock.success: the platform's success modal stays the platform's.
    expect(runtime.modals.templates.get('success')).not.toBe(SummaryModal);
    const running = runAction(runtime, t, action({ handler: 'stock.summarise', call: undefined, onSuccess: { reload: false } }), rows, { onDone: vi.fn() });
    await vi.waitFor(() => expect(runtime.modals.store.getState().stack.map((m) => m.template)).toEqual(['stock.summary']));
    const [summary] = runtime.modals.store.getState().stack;
    expect(summary.props).toEqual({ count: 2 });
    runtime.modals.close(summary.id, 'again');
    await running;
    // An unknown template: the 'Template for dynamic modal not found!' error instead.
    expect(runtime.modals.store.getState().stack.map((m) => [m.template, m.props.message, m.props.details])).toEqual([
      ['error', 'Template for dynamic modal not found!', 'stock.nosuch'],
    ]);
  });

  it('does not read the rows again when the change comes over the hub', async () => {
    const runtime = makeRuntime();
    const done = vi.fn();
    const perform = vi.fn(async () => {
      hubMessage('Stock');
      return { ok: true };
    });
    await runAction(runtime, t, action(), rows, { onDone: done, liveView: 'Stock', perform });
    await new Promise((r) => setTimeout(r, 0));
    expect(perform).toHaveBeenCalledWith(expect.objectContaining({ rows, inDialog: false }));
    expect(done).not.toHaveBeenCalled();
    expect(listeners.get('Stock')?.size).toBe(0);
  });

  it('reads them again when no change came within the grace time, when the hub is down, or when the schema says reload', async () => {
    vi.useFakeTimers();
    const runtime = makeRuntime();
    const done = vi.fn();
    await runAction(runtime, t, action(), rows, { onDone: done, liveView: 'Stock' });
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LIVE_CHANGE_GRACE_MS);
    expect(done).toHaveBeenCalledTimes(1);

    hubState = 'lost';
    await runAction(runtime, t, action(), rows, { onDone: done, liveView: 'Stock' });
    expect(done).toHaveBeenCalledTimes(2);

    hubState = 'connected';
    await runAction(runtime, t, action({ onSuccess: { reload: true } }), rows, { onDone: done, liveView: 'Stock' });
    expect(done).toHaveBeenCalledTimes(3);
    expect(listeners.get('Stock')?.size ?? 0).toBe(0);
  });

  it('confirms a success with a notice that does not block, counting the rows that went through', async () => {
    const runtime = makeRuntime();
    await runAction(runtime, t, action({ onSuccess: { notice: 'Stock.moved', reload: false } }), rows, { onDone: vi.fn() });
    expect(runtime.modals.notices.store.getState().notices.map((n) => n.message)).toEqual(['2 stocks moved']);
    expect(runtime.modals.store.getState().stack).toEqual([]);
  });

  it('tells a success only when the answer says so: a partial or empty multi-status answer shows no success message', async () => {
    const failed = { successCount: 0, failedCount: 1, failed: [{ id: 'PO-1', code: 'Drafts.OrderExists', message: 'Order already exists' }] };
    for (const answer of [failed, { ...failed, successCount: 2 }, { successCount: 0, failedCount: 0, failed: [] }]) {
      const runtime = makeRuntime();
      const perform = vi.fn(async () => answer);
      await runAction(runtime, t, action({ onSuccess: { message: 'Stock.done', notice: 'Stock.moved', reload: false } }), rows, { onDone: vi.fn(), perform });
      expect(runtime.modals.store.getState().stack.map((m) => m.template)).toEqual([]);
      expect(runtime.modals.notices.store.getState().notices).toEqual([]);
    }
    // A plugin handler's success after a partial answer is not told either.
    const runtime = makeRuntime();
    runtime.api.call = (async () => failed) as typeof runtime.api.call;
    const running = runAction(runtime, t, action({ handler: 'stock.inspect', onSuccess: { reload: false } }), rows, { onDone: vi.fn() });
    await vi.waitFor(() => expect(runtime.modals.store.getState().stack.map((m) => m.template)).toEqual(['confirm']));
    runtime.modals.close(runtime.modals.store.getState().stack[0].id, false);
    await running;
    // Everything went through: the message is shown.
    const ok = makeRuntime();
    await runAction(ok, t, action({ onSuccess: { message: 'Stock.done', reload: false } }), rows, {
      onDone: vi.fn(),
      perform: async () => ({ successCount: 2, failedCount: 0, failed: [] }),
    });
    expect(ok.modals.store.getState().stack.map((m) => [m.template, m.props.message])).toEqual([['success', 'Done: 2']]);
  });

  it('counts a multi-status answer by its successes, and none when a line failed (its dialog tells)', () => {
    expect(succeededCount({ successCount: 3, failedCount: 0, failed: [] }, [1])).toBe(3);
    expect(succeededCount({ successCount: 2, failedCount: 1, failed: [{ id: 1, code: 'x', message: 'x' }] }, [1, 2, 3])).toBeUndefined();
    expect(succeededCount({ succeeded: 2, failed: [] }, [1, 2])).toBe(2);
    expect(succeededCount({ inventoryId: 7 }, [])).toBe(1);
  });

  it('asks before running on a selection larger than the rows shown, and runs nothing when the answer is no', async () => {
    const runtime = makeRuntime();
    const running = runAction(runtime, t, action({ onSuccess: { reload: false } }), rows, { onDone: vi.fn(), visibleRows: () => 1 });
    await vi.waitFor(() => expect(runtime.modals.store.getState().stack.map((m) => m.template)).toEqual(['confirm']));
    const [confirm] = runtime.modals.store.getState().stack;
    expect(confirm.props.message).toBe('GridSelection.largerThanVisible');
    runtime.modals.close(confirm.id, false);
    await running;
    expect(calls).toEqual([]);
    await runAction(runtime, t, action({ onSuccess: { reload: false } }), rows, { onDone: vi.fn(), visibleRows: () => 2 });
    expect(calls).toHaveLength(1);
  });
});
