import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * createSignalRConnection loads @microsoft/signalr on the first start. The module is replaced by
 * a fake whose import is held until the test lets it go (`importGate`), so the test controls what
 * happens while the import is pending; the fake HubConnection follows SignalR's rules for start
 * and stop (one start at a time, stop during a start makes that start reject).
 */
const fake = vi.hoisted(() => {
  class FakeHubConnection {
    state: 'Disconnected' | 'Connecting' | 'Connected' = 'Disconnected';
    starts = 0;
    stops = 0;
    handlers: Array<[string, unknown]> = [];
    closeCallbacks: unknown[] = [];
    private finishStart: (() => void) | undefined;

    start(): Promise<void> {
      if (this.state !== 'Disconnected') return Promise.reject(new Error("Cannot start a HubConnection that is not in the 'Disconnected' state."));
      this.starts++;
      this.state = 'Connecting';
      return new Promise<void>((resolve) => {
        this.finishStart = () => {
          this.state = 'Connected';
          resolve();
        };
        // The handshake answers on the next macrotask, like a server would.
        setTimeout(() => this.finishStart?.(), 0);
      });
    }
    async stop(): Promise<void> {
      this.stops++;
      this.finishStart = undefined;
      this.state = 'Disconnected';
    }
    on(name: string, handler: unknown) {
      this.handlers.push([name, handler]);
    }
    onclose(callback: unknown) {
      this.closeCallbacks.push(callback);
    }
    async invoke(method: string, ...args: unknown[]) {
      return [method, ...args];
    }
  }
  const state = {
    built: [] as FakeHubConnection[],
    release: () => undefined as void,
    importGate: Promise.resolve(),
  };
  return { FakeHubConnection, state };
});

vi.mock('@microsoft/signalr', async () => {
  await fake.state.importGate;
  class HubConnectionBuilder {
    withUrl() {
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const connection = new fake.FakeHubConnection();
      fake.state.built.push(connection);
      return connection;
    }
  }
  return { HubConnectionBuilder, HttpTransportType: { WebSockets: 1 }, LogLevel: { None: 6 } };
});

/** A fresh hub-client module whose @microsoft/signalr import waits for `release()`. */
async function loadClient() {
  fake.state.built = [];
  fake.state.importGate = new Promise<void>((resolve) => (fake.state.release = resolve));
  vi.resetModules();
  const { createSignalRConnection } = await import('./hub-client');
  return createSignalRConnection('http://server/hubs/view', () => 'token');
}

/** Lets pending promise reactions and the fake handshake timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Records how a promise ended without letting a rejection go unhandled. */
function outcome(promise: Promise<unknown>) {
  const seen: { value?: 'resolved' | 'rejected'; error?: Error } = {};
  promise.then(
    () => (seen.value = 'resolved'),
    (error: Error) => {
      seen.value = 'rejected';
      seen.error = error;
    },
  );
  return seen;
}

describe('createSignalRConnection (lazy @microsoft/signalr)', () => {
  beforeEach(() => {
    fake.state.built = [];
  });

  it('a stop during the import makes that start reject and leaves no connection running', async () => {
    const hub = await loadClient();
    const start = outcome(hub.start());
    const stop = outcome(hub.stop());
    await settle();
    expect(start.value).toBeUndefined();
    expect(stop.value).toBeUndefined(); // stop() waits for the import

    fake.state.release();
    await settle();
    expect(start.value).toBe('rejected');
    expect(start.error?.name).toBe('AbortError');
    expect(stop.value).toBe('resolved');
    expect(fake.state.built).toHaveLength(1);
    expect(fake.state.built[0].starts).toBe(0);
    expect(fake.state.built[0].state).toBe('Disconnected');

    // The next start uses the connection already built.
    await hub.start();
    expect(fake.state.built).toHaveLength(1);
    expect(fake.state.built[0].state).toBe('Connected');
  });

  it('stop() resolves only after the start it aborted has rejected', async () => {
    const hub = await loadClient();
    const order: string[] = [];
    const start = hub.start().catch(() => order.push('start rejected'));
    const stop = hub.stop().then(() => order.push('stop resolved'));
    fake.state.release();
    await Promise.all([start, stop]);
    expect(order).toEqual(['start rejected', 'stop resolved']);
  });

  it('unsubscribe then subscribe during the import (start, stop, start): one connection, the later start wins', async () => {
    const hub = await loadClient();
    const first = outcome(hub.start());
    const stop = hub.stop();
    const second = outcome(hub.start());
    fake.state.release();
    await stop;
    await settle();
    expect(first.value).toBe('rejected');
    expect(second.value).toBe('resolved');
    expect(fake.state.built).toHaveLength(1);
    const [connection] = fake.state.built;
    expect(connection.starts).toBe(1);
    expect(connection.stops).toBe(0); // the earlier stop did not stop the later start
    expect(connection.state).toBe('Connected');

    // A stop now reaches that one connection.
    await hub.stop();
    expect(connection.stops).toBe(1);
    expect(connection.state).toBe('Disconnected');
  });

  it('two overlapping starts build one HubConnection', async () => {
    const hub = await loadClient();
    const first = outcome(hub.start());
    const second = outcome(hub.start());
    fake.state.release();
    await settle();
    expect(fake.state.built).toHaveLength(1);
    expect(fake.state.built[0].starts).toBe(1);
    expect(first.value).toBe('resolved');
    // The second start is refused by SignalR's own rule (one start at a time), not a second connection.
    expect(second.value).toBe('rejected');
    expect(second.error?.message).toMatch(/not in the 'Disconnected' state/);
    await hub.stop();
    expect(fake.state.built[0].state).toBe('Disconnected');
  });

  it('handlers and close callbacks given before the start are attached once, later ones directly', async () => {
    const hub = await loadClient();
    const updated = () => undefined;
    const closed = () => undefined;
    hub.on('updated', updated);
    hub.onclose(closed);
    const start = hub.start();
    fake.state.release();
    await start;
    const [connection] = fake.state.built;
    expect(connection.handlers).toEqual([['updated', updated]]);
    expect(connection.closeCallbacks).toEqual([closed]);

    const later = () => undefined;
    hub.on('other', later);
    expect(connection.handlers).toEqual([
      ['updated', updated],
      ['other', later],
    ]);

    // Stopping and starting again reuses the connection without attaching anything twice.
    await hub.stop();
    await hub.start();
    expect(fake.state.built).toHaveLength(1);
    expect(connection.handlers).toHaveLength(2);
    expect(connection.closeCallbacks).toHaveLength(1);
  });

  it('invoke before the connection exists is refused', async () => {
    const hub = await loadClient();
    await expect(hub.invoke('RegisterConnectionOnView', 'Materials', 'master', 'Demo')).rejects.toThrow('The live connection is not started');
    fake.state.release();
  });
});
