import { describe, expect, it, vi } from 'vitest';
import type { HubClient } from '../live/hub-client';
import { createModalStore } from '../modals/modal-store';
import { createModalRegistry } from '../modals/modal-registry';
import { createLiveSession } from './live-session';

/** A hub that does not connect (until the server is back), or refuses one registration; the real client is covered by tests/api/live-*.test.ts. */
function fakeHub(mode: { reachable: boolean }, refuse?: string): HubClient {
  return {
    async start() {
      if (!mode.reachable) throw new Error('Failed to complete negotiation with the server');
    },
    async stop() {},
    async invoke(method: string, view: unknown) {
      if (method === 'RegisterConnectionOnView' && view === refuse) throw new Error('refused');
      return undefined;
    },
    on() {},
    onclose() {},
  };
}

function setup(reach: 'unreachable' | 'ok', choice: string | undefined, refuse?: string) {
  const mode = { reachable: reach === 'ok' };
  const opened: Array<{ template: unknown; props: unknown }> = [];
  const errors: string[] = [];
  const logout = vi.fn();
  const hubs: string[] = [];
  const session = createLiveSession({
    api: { call: vi.fn(async () => ({ signalREndpoint: 'http://server/hubs/view', token: 't', isAzureSignalR: false })) as never },
    modals: {
      ...createModalStore(createModalRegistry()),
      open: (async (template: unknown, props: unknown) => {
        opened.push({ template, props });
        return choice;
      }) as never,
      error: (async (p: { message: string }) => void errors.push(p.message)) as never,
    },
    i18n: () => ({ t: ((key: string, o?: { view?: string }) => (key === 'Live.registrationFailed' ? `Registration to ${o?.view} failed` : key)) as never }),
    businessUnitName: () => 'Demo',
    logout,
    connection: {
      retry: { baseDelayMs: 1, maxAttempts: 2, maxDelayMs: 5 },
      log: { warn() {} },
      createHubClient: (url) => {
        hubs.push(url);
        return fakeHub(mode, refuse);
      },
    },
  });
  return { session, opened, errors, logout, hubs, mode };
}

describe('createLiveSession', () => {
  it('opens the connection-lost dialog after the retries; log out there logs out', async () => {
    const { session, opened, logout } = setup('unreachable', 'logout');
    session.subscribe('Material', 'master', () => undefined);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({ template: 'liveUpdateNotice', props: { reason: 'unableToConnect' } });
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(session.connection?.state).toBe('lost');
    session.end();
  });
  it('continuing without live updates keeps the session signed in', async () => {
    const { session, opened, logout } = setup('unreachable', 'continue');
    session.subscribe('Material', 'master', () => undefined);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(logout).not.toHaveBeenCalled();
    session.end();
  });
  it('when the server is back, closes the connection-lost dialog by itself and says live updates run again', async () => {
    const modals = createModalStore(createModalRegistry({ liveUpdateNotice: () => null }));
    const mode = { reachable: false };
    const session = createLiveSession({
      api: { call: vi.fn(async () => ({ signalREndpoint: 'http://server/hubs/view', token: 't', isAzureSignalR: false })) as never },
      modals,
      i18n: () => ({ t: ((key: string) => `#${key}`) as never }),
      businessUnitName: () => 'Demo',
      logout: vi.fn(),
      connection: { retry: { baseDelayMs: 1, maxAttempts: 2, maxDelayMs: 5 }, log: { warn() {} }, createHubClient: () => fakeHub(mode) },
    });
    session.subscribe('Material', 'master', () => undefined);
    await vi.waitFor(() => expect(modals.store.getState().stack.map((m) => [m.template, m.props])).toEqual([['liveUpdateNotice', { reason: 'unableToConnect' }]]));
    const choice = modals.store.getState().stack[0];
    const closedWith = new Promise((resolve) => {
      const resolveBefore = choice.resolve;
      choice.resolve = (v) => {
        resolveBefore(v);
        resolve(v);
      };
    });
    expect(modals.notices.store.getState().notices).toEqual([]);
    mode.reachable = true;
    await vi.waitFor(() => expect(session.connection?.state).toBe('connected'));
    expect(modals.store.getState().stack).toEqual([]);
    expect(await closedWith).toBe('reconnected');
    expect(modals.notices.store.getState().notices.map((n) => n.message)).toEqual(['#Live.reconnected']);
    session.end();
  });
  it("shows 'Registration to {view} failed' and keeps one connection for the session until it ends", async () => {
    const { session, errors, hubs } = setup('ok', undefined, 'Secret');
    session.subscribe('Material', 'master', () => undefined);
    session.subscribe('Secret', 'master', () => undefined);
    await vi.waitFor(() => expect(errors).toEqual(['Registration to Secret failed']));
    expect(hubs).toEqual(['http://server/hubs/view']);
    const first = session.connection;
    session.end();
    expect(session.connection).toBeUndefined();
    session.subscribe('Material', 'master', () => undefined);
    await vi.waitFor(() => expect(session.connection).toBeDefined());
    expect(session.connection).not.toBe(first);
    expect(hubs).toHaveLength(2);
    session.end();
  });
  it('makes no connection for a subscription of a session that ended before the connection code came', async () => {
    const { session, hubs } = setup('ok', undefined);
    session.subscribe('Material', 'master', () => undefined);
    session.end();
    await new Promise((r) => setTimeout(r, 20));
    expect(session.connection).toBeUndefined();
    expect(hubs).toEqual([]);
  });
  it("on a grid page's load connects only once the first screen's rows are shown; a view left before that is never subscribed", async () => {
    let shown!: () => void;
    const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));
    const hubs: string[] = [];
    const registered: unknown[] = [];
    const call = vi.fn(async () => ({ signalREndpoint: 'http://server/hubs/view', token: 't', isAzureSignalR: false }));
    const session = createLiveSession({
      api: { call: call as never },
      modals: createModalStore(createModalRegistry()),
      i18n: () => undefined,
      businessUnitName: () => 'Demo',
      logout: vi.fn(),
      firstScreenShown,
      connection: {
        log: { warn() {} },
        createHubClient: (url) => {
          hubs.push(url);
          return { ...fakeHub({ reachable: true }), invoke: async (method: string, view: unknown) => void (method === 'RegisterConnectionOnView' && registered.push(view)) };
        },
      },
    });
    session.subscribe('Stock', 'master', () => undefined);
    const off = session.subscribe('Left', 'master', () => undefined);
    off();
    await new Promise((r) => setTimeout(r, 20));
    expect(session.connection).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
    expect(hubs).toEqual([]);
    shown();
    await vi.waitFor(() => expect(session.connection?.state).toBe('connected'));
    await vi.waitFor(() => expect(registered).toEqual(['Stock']));
    expect(hubs).toEqual(['http://server/hubs/view']);
    session.end();
  });
});
