/* eslint-disable max-lines -- one stand-in hub drives the connection manager through its whole state machine (start, retries, registrations, loss, end) */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubClient } from './hub-client';
import { REGISTER_METHOD, UNREGISTER_METHOD, type LiveUpdateMessage } from './hub-contract';
import { createLiveConnection, type LiveConnectionOptions } from './live-connection';

/**
 * A stand-in for @microsoft/signalr's HubConnection, only here: it lets the test decide when a
 * start fails and when the server closes. The protocol tests (tests/api/live-*.test.ts) use the
 * real client against the real hub.
 */
class FakeHub implements HubClient {
  starts: string[] = [];
  invocations: unknown[][] = [];
  stopped = 0;
  connected = false;
  private handlers = new Map<string, (...args: unknown[]) => void>();
  private closeCallbacks: Array<(error?: Error) => void> = [];

  constructor(
    readonly url: string,
    private readonly token: () => string,
  ) {}

  async start() {
    this.starts.push(this.token());
    const outcome = startOutcomes.shift() ?? 'ok';
    if (outcome !== 'ok') throw outcome;
    this.connected = true;
  }
  async stop() {
    this.stopped++;
    const was = this.connected;
    this.connected = false;
    // The real client calls onclose after a stop() as well.
    if (was) for (const cb of this.closeCallbacks) cb(undefined);
  }
  async invoke(method: string, ...args: unknown[]) {
    this.invocations.push([method, ...args]);
    if (method === REGISTER_METHOD && failRegistrationOf.has(args[0] as string)) throw new Error('refused');
    return undefined;
  }
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, handler);
  }
  onclose(cb: (error?: Error) => void) {
    this.closeCallbacks.push(cb);
  }
  emit(message: LiveUpdateMessage) {
    return this.handlers.get('updated')?.(message);
  }
  /** The connection drops (error) or the server sends a Close message (SignalR's wording). */
  drop(error?: Error) {
    this.connected = false;
    for (const cb of this.closeCallbacks) cb(error);
  }
  registered() {
    return this.invocations.filter((i) => i[0] === REGISTER_METHOD).map((i) => `${i[1]}/${i[2]}/${i[3]}`);
  }
}

const unauthorized = () => new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'");
const unreachable = () => new Error('Failed to complete negotiation with the server: TypeError: fetch failed');

/** Outcome of the next starts (whichever fake hub makes them), in order; when empty a start succeeds. */
let startOutcomes: Array<Error | 'ok'>;
let failRegistrationOf: Set<string>;
let hubs: FakeHub[];
let tokens: number;
let lost: Array<{ reason: string }>;
let failures: string[];
let warnings: string[];

function setup(overrides: Partial<LiveConnectionOptions> = {}) {
  const hub = () => hubs[hubs.length - 1];
  const live = createLiveConnection({
    fetchSettings: vi.fn(async () => ({ signalREndpoint: 'http://server/hubs/view', token: `t${++tokens}` })),
    businessUnitName: 'Demo',
    onConnectionLost: (l) => lost.push(l),
    onRegistrationFailed: (f) => failures.push(f.message),
    log: { warn: (m) => warnings.push(m) },
    createHubClient: (url, tokenFactory) => {
      const h = new FakeHub(url, tokenFactory);
      hubs.push(h);
      return h;
    },
    ...overrides,
  });
  return { live, hub };
}

beforeEach(() => {
  vi.useFakeTimers();
  hubs = [];
  startOutcomes = [];
  failRegistrationOf = new Set();
  tokens = 0;
  lost = [];
  failures = [];
  warnings = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection manager', () => {
  it('connects with the first subscription, then registers, and routes messages by view', async () => {
    const { live, hub } = setup();
    const materials: unknown[] = [];
    const orders: unknown[] = [];
    live.subscribe('Material', 'master', (m) => materials.push(m));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.state).toBe('connected');
    expect(hub().starts).toEqual(['t1']);
    expect(hub().registered()).toEqual(['Material/master/Demo']);

    live.subscribe('OutgoingOrder', 'master', (m) => orders.push(m));
    await vi.advanceTimersByTimeAsync(0);
    expect(hub().registered()).toEqual(['Material/master/Demo', 'OutgoingOrder/master/Demo']);

    expect(hub().emit({ viewName: 'Material', methodName: 'Updated', viewModel: { id: 1 } })).toBeUndefined();
    expect(materials).toHaveLength(1);
    expect(orders).toHaveLength(0);
  });

  it('unregisters a view when its last handler goes and closes the connection with the last subscription', async () => {
    const { live, hub } = setup();
    const offA = live.subscribe('Material', 'master', () => undefined);
    const offB = live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    offA();
    expect(hub().invocations.filter((i) => i[0] === UNREGISTER_METHOD)).toHaveLength(0);
    offB();
    await vi.advanceTimersByTimeAsync(0);
    expect(hub().invocations.filter((i) => i[0] === UNREGISTER_METHOD)).toEqual([[UNREGISTER_METHOD, 'Material', 'master', 'Demo']]);
    expect(hub().stopped).toBe(1);
    expect(live.state).toBe('idle');
    // A stop we asked for is not a loss.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub().starts).toHaveLength(1);
    expect(lost).toEqual([]);
  });

  it('reconnects after a loss with 1000 ms doubled per failed attempt and re-registers every subscription', async () => {
    const { live, hub } = setup();
    live.subscribe('Material', 'master', () => undefined);
    live.subscribe('Material', 'detail', () => undefined);
    live.subscribe('Task', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(hub().registered()).toHaveLength(3);

    startOutcomes = [unreachable(), unreachable()];
    hub().drop(new Error('WebSocket closed with status code: 1006 (no reason given).'));
    expect(live.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(hub().starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1000 ms: try 1 (fails)
    expect(hub().starts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(hub().starts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // +2000 ms: try 2 (fails)
    expect(hub().starts).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(hub().starts).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1); // +4000 ms: try 3 (succeeds)
    expect(hub().starts).toHaveLength(4);
    expect(live.state).toBe('connected');
    expect(hub().registered().slice(3).sort()).toEqual(['Material/detail/Demo', 'Material/master/Demo', 'Task/master/Demo']);
    expect(lost).toEqual([]);
  });

  it('after 5 tries reports that it is unable to connect, then keeps trying every 30 s at most until the server is back', async () => {
    const reconnected: number[] = [];
    const { live, hub } = setup({ onReconnected: () => reconnected.push(Date.now()) });
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    startOutcomes = Array.from({ length: 8 }, unreachable);
    hub().drop(new Error('Server timeout elapsed without receiving a message from the server.'));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000 - 1);
    expect(hub().starts).toHaveLength(1 + 4);
    expect(lost).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(hub().starts).toHaveLength(1 + 5);
    expect(lost).toMatchObject([{ reason: 'unable-to-connect' }]);
    expect(live.state).toBe('lost');
    // A view opened meanwhile is registered with the others once connected.
    live.subscribe('Task', 'master', () => undefined);
    // The delay doubles on (32 s) but is capped at 30 s: tries 6, 7 and 8 fail, 30 s apart.
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(hub().starts).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(hub().starts).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub().starts).toHaveLength(9);
    expect(live.state).toBe('lost');
    // The loss is reported once, not per try.
    expect(lost).toHaveLength(1);
    expect(reconnected).toEqual([]);
    // The server is back: the next try, 30 s later, connects and registers every subscription.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hub().starts).toHaveLength(9);
    await vi.advanceTimersByTimeAsync(1);
    expect(hub().starts).toHaveLength(10);
    expect(live.state).toBe('connected');
    expect(reconnected).toHaveLength(1);
    expect(hub().registered().slice(1).sort()).toEqual(['Material/master/Demo', 'Task/master/Demo']);
    // A loss within the first tries is no loss the console reports, nor a reconnection it announces.
    startOutcomes = [unreachable()];
    hub().drop(new Error('gone'));
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(live.state).toBe('connected');
    expect(lost).toHaveLength(1);
    expect(reconnected).toHaveLength(1);
  });

  it('the user may try again at once: restart connects now and the tries behind it stop', async () => {
    const { live, hub } = setup();
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    startOutcomes = Array.from({ length: 5 }, unreachable);
    hub().drop(new Error('gone'));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000);
    expect(live.state).toBe('lost');
    live.restart();
    await vi.advanceTimersByTimeAsync(0);
    expect(hub().starts).toHaveLength(7);
    expect(live.state).toBe('connected');
    // The tries of the lost connection do not go on beside it.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(hub().starts).toHaveLength(7);
  });

  it('stops trying when the last view closes while lost; the next view tries again from the start', async () => {
    const { live, hub } = setup();
    const off = live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    startOutcomes = Array.from({ length: 5 }, unreachable);
    hub().drop(new Error('gone'));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000);
    expect(live.state).toBe('lost');
    off();
    expect(live.state).toBe('idle');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(hub().starts).toHaveLength(6);
    live.subscribe('Task', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.state).toBe('connected');
    expect(hub().registered().slice(1)).toEqual(['Task/master/Demo']);
  });

  it('retries the first connect with the same back-off', async () => {
    const { live, hub } = setup();
    startOutcomes = [unreachable()];
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(live.state).toBe('connected');
    expect(hub().registered()).toEqual(['Material/master/Demo']);
  });

  it('on a 401 at connect fetches new settings and a token, then retries at once', async () => {
    const fetchSettings = vi.fn(async () => ({ signalREndpoint: 'http://server/hubs/view', token: `t${++tokens}` }));
    const { live, hub } = setup({ fetchSettings });
    startOutcomes = [unauthorized()];
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSettings).toHaveBeenCalledTimes(2);
    expect(hub().starts).toEqual(['t1', 't2']);
    expect(live.state).toBe('connected');
  });

  it('reports the session as timed out when the settings call is refused with 401', async () => {
    let calls = 0;
    const fetchSettings = vi.fn(async () => {
      if (++calls > 1) throw Object.assign(new Error('Unauthorized'), { status: 401 });
      return { signalREndpoint: 'http://server/hubs/view', token: 'old' };
    });
    const { live } = setup({ fetchSettings });
    startOutcomes = [unauthorized()];
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(lost).toMatchObject([{ reason: 'session-timed-out' }]);
    expect(live.state).toBe('lost');
  });

  it('tells the stop reasons apart when the server closes the connection', async () => {
    const { live, hub } = setup();
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    hub().drop(new Error('Server returned an error on close: Session ended'));
    expect(lost).toMatchObject([{ reason: 'session-timed-out' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub().starts).toHaveLength(1);

    live.restart();
    await vi.advanceTimersByTimeAsync(0);
    hub().drop(new Error('Server returned an error on close: Too many connections'));
    expect(lost).toMatchObject([{ reason: 'session-timed-out' }, { reason: 'disconnected-by-server' }]);

    // A close without an error (server shutting down, allowReconnect) is reconnected.
    live.restart();
    await vi.advanceTimersByTimeAsync(0);
    hub().drop(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(live.state).toBe('connected');
    expect(lost).toHaveLength(2);
  });

  it("reports 'Registration to {view} failed'", async () => {
    const { live } = setup();
    failRegistrationOf.add('Secret');
    live.subscribe('Material', 'master', () => undefined);
    live.subscribe('Secret', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual(['Registration to Secret failed']);
  });

  it("logs 'Token missing!' when the settings have no token", async () => {
    const { live } = setup({ fetchSettings: async () => ({ signalREndpoint: 'http://server/hubs/view', token: '' }) });
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(warnings).toContain('Token missing!');
  });

  it('resolves a relative endpoint against the base address', async () => {
    const { live, hub } = setup({ baseUrl: 'https://cockpit.example/app/', fetchSettings: async () => ({ signalREndpoint: '/hubs/view', token: 't' }) });
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(hub().url).toBe('https://cockpit.example/hubs/view');
  });

  it('stops trying when the last subscription goes during the back-off, and dispose ends everything', async () => {
    const { live, hub } = setup();
    const off = live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    startOutcomes = [unreachable()];
    hub().drop(new Error('gone'));
    off();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub().starts).toHaveLength(1);
    expect(live.state).toBe('idle');

    startOutcomes = [];
    live.subscribe('Material', 'master', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.state).toBe('connected');
    await live.dispose();
    expect(live.state).toBe('disposed');
    expect(hub().connected).toBe(false);
  });
});
