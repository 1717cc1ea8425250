import { describe, expect, it, vi } from 'vitest';
import type { HubClient } from '../live/hub-client';
import { createLiveSession } from './live-session';

/** A hub that never connects, or refuses one registration; the real client is covered by tests/api/live-*.test.ts. */
function fakeHub(mode: 'unreachable' | 'ok', refuse?: string): HubClient {
  return {
    async start() {
      if (mode === 'unreachable') throw new Error('Failed to complete negotiation with the server');
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

function setup(mode: 'unreachable' | 'ok', choice: string | undefined, refuse?: string) {
  const opened: Array<{ template: unknown; props: unknown }> = [];
  const errors: string[] = [];
  const logout = vi.fn();
  const hubs: string[] = [];
  const session = createLiveSession({
    api: { call: vi.fn(async () => ({ signalREndpoint: 'http://server/hubs/view', token: 't', isAzureSignalR: false })) as never },
    modals: {
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
      retry: { baseDelayMs: 1, maxAttempts: 2 },
      log: { warn() {} },
      createHubClient: (url) => {
        hubs.push(url);
        return fakeHub(mode, refuse);
      },
    },
  });
  return { session, opened, errors, logout, hubs };
}

describe('createLiveSession', () => {
  it('opens the connection-lost dialog after the retries; log out there logs out', async () => {
    const { session, opened, logout } = setup('unreachable', 'logout');
    session.subscribe('Material', 'master', () => undefined);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({ template: 'liveUpdateNotice', props: { reason: 'unableToConnect' } });
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(session.connection?.state).toBe('lost');
  });
  it('continuing without live updates keeps the session signed in', async () => {
    const { session, opened, logout } = setup('unreachable', 'continue');
    session.subscribe('Material', 'master', () => undefined);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(logout).not.toHaveBeenCalled();
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
    expect(session.connection).not.toBe(first);
  });
});
