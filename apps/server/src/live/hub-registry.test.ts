import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MessageType } from '@microsoft/signalr';
import { CLOSE_SESSION_ENDED, CLOSE_SESSION_EXPIRED, REGISTER_METHOD, UNREGISTER_METHOD } from '@cockpit/core/live';
import type { Caller } from '../auth/caller';
import { LiveHub } from './live-hub';
import { MAX_VIEWS_PER_CONNECTION } from './hub-methods';
import { ViewRegistry } from './view-registry';

/**
 * The hub's rules for who hears what: registrations per view and business unit, their refusals,
 * what a broadcast reaches, and how connections end (each ending leaves the registry). The
 * transport is a socket stand-in recording what the hub sends.
 */
class RecordingSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  frames: string[] = [];
  closedWith?: number;
  terminated = false;
  send(data: unknown) {
    this.frames.push(String(data));
  }
  /** Like ws: closing waits for the peer's answer (answerClose) before the socket is closed. */
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  answerClose() {
    this.readyState = this.CLOSED;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = this.CLOSED;
  }
  /** The hub messages sent, parsed. */
  messages(): Array<Record<string, unknown>> {
    return this.frames.flatMap((f) =>
      f
        .split('\x1e')
        .filter(Boolean)
        .map((m) => JSON.parse(m) as Record<string, unknown>),
    );
  }
}

const caller = (businessUnitId: number, businessUnitName: string, sessionId = `s${businessUnitId}`) =>
  // Reading the Stock and Task lists (and so listening to their views) needs data/navigation.
  ({
    userId: 1,
    userName: 'u',
    businessUnitId,
    businessUnitName,
    roles: [],
    features: [],
    sessionId,
    language: 'en-GB',
    isAdmin: false,
    permissions: { header: {}, grid: {}, data: { navigation: true } },
  }) as unknown as Caller;

interface Setup {
  hub: LiveHub;
  warnings: unknown[];
  ended: Set<string>;
}

function newHub(timings?: Partial<{ keepAliveMs: number; clientTimeoutMs: number; handshakeTimeoutMs: number }>): Setup {
  const warnings: unknown[] = [];
  const ended = new Set<string>();
  const hub = new LiveHub({
    endedSessions: async (ids) => new Set(ids.filter((id) => ended.has(id))),
    log: { warn: (obj) => void warnings.push(obj) },
    timings,
  });
  return { hub, warnings, ended };
}

function open(hub: LiveHub, bu = 1, buName = 'Demo', options: { sessionId?: string; expiresAt?: number; handshaken?: boolean } = {}) {
  const socket = new RecordingSocket();
  const connection = hub.accept(socket as unknown as WebSocket, caller(bu, buName, options.sessionId), options.expiresAt ?? Date.now() + 3_600_000);
  connection.handshaken = options.handshaken ?? true;
  /** invocationId null: a call without an id (send(), not invoke()). */
  const invoke = (target: string, args: unknown[], invocationId: string | null = String(Math.random())) => {
    socket.frames = [];
    hub.onMessage(connection, { type: MessageType.Invocation, target, arguments: args, ...(invocationId === null ? {} : { invocationId }) } as never);
    return socket.messages()[0];
  };
  return { socket, connection, invoke };
}

const change = (viewName: string, businessUnitId = 1) => ({ viewName, businessUnitId, methodName: 'Deleted' as const, id: 7 });

describe('registering a view', () => {
  it('answers a completion without error and adds the connection to the view of its own unit only', () => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    expect(invoke(REGISTER_METHOD, ['Stock', 'master', 'demo'], 'a')).toEqual({ type: MessageType.Completion, invocationId: 'a' });
    expect(hub.registry.listeners(1, 'Stock')).toEqual(new Set([connection]));
    expect(hub.registry.listeners(2, 'Stock')).toBeUndefined();
    expect(connection.views.get('Stock')).toEqual(new Set(['master']));
    // A null or missing view type is the empty type; a number is taken as text.
    invoke(REGISTER_METHOD, ['Task', null, 'Demo']);
    invoke(REGISTER_METHOD, ['Task', 3, 'Demo']);
    expect(connection.views.get('Task')).toEqual(new Set(['', '3']));
    expect(hub.registry.viewCount).toBe(2);
  });

  it.each([
    [['Stock', 'master'], 'RegisterConnectionOnView expects 3 arguments (viewName, viewType, businessUnitName), got 2.'],
    [['Stock', 'master', 'Demo', 'x'], 'RegisterConnectionOnView expects 3 arguments (viewName, viewType, businessUnitName), got 4.'],
    [['', 'master', 'Demo'], 'RegisterConnectionOnView: viewName must be a non-empty string.'],
    [[42, 'master', 'Demo'], 'RegisterConnectionOnView: viewName must be a non-empty string.'],
    [['x'.repeat(201), 'master', 'Demo'], 'RegisterConnectionOnView: viewName must be a non-empty string.'],
    [['Stock', { a: 1 }, 'Demo'], 'RegisterConnectionOnView: viewType must be a string or a number.'],
    [['Stock', true, 'Demo'], 'RegisterConnectionOnView: viewType must be a string or a number.'],
    [['Stock', 'master', 'North'], "RegisterConnectionOnView: business unit 'North' is not the signed-in business unit."],
    [['Stock', 'master', 5], "RegisterConnectionOnView: business unit '5' is not the signed-in business unit."],
  ])('refuses %j with an error completion and registers nothing', (args, error) => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    expect(invoke(REGISTER_METHOD, args, 'r')).toEqual({ type: MessageType.Completion, invocationId: 'r', error });
    expect(hub.registry.viewCount).toBe(0);
    expect(connection.views.size).toBe(0);
  });

  it('takes a view name of 200 characters, and refuses unregistering with the wrong unit', () => {
    const { hub } = newHub();
    const { invoke } = open(hub);
    expect(invoke(REGISTER_METHOD, ['x'.repeat(200), '', 'Demo'], 'ok').error).toBeUndefined();
    expect(invoke(UNREGISTER_METHOD, ['x'.repeat(200), '', 'North'], 'no').error).toBe("UnRegisterConnectionOnView: business unit 'North' is not the signed-in business unit.");
    expect(hub.registry.viewCount).toBe(1);
  });

  it(`holds at most ${MAX_VIEWS_PER_CONNECTION} views per connection; a new type of a registered view still counts as the same view`, () => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    for (let i = 0; i < MAX_VIEWS_PER_CONNECTION; i++) expect(invoke(REGISTER_METHOD, [`V${i}`, 'master', 'Demo'], String(i)).error).toBeUndefined();
    expect(invoke(REGISTER_METHOD, ['One more', 'master', 'Demo'], 'x').error).toBe(`RegisterConnectionOnView: at most ${MAX_VIEWS_PER_CONNECTION} views per connection.`);
    expect(invoke(REGISTER_METHOD, ['V0', 'detail', 'Demo'], 'y').error).toBeUndefined();
    expect(connection.views.size).toBe(MAX_VIEWS_PER_CONNECTION);
    expect(hub.registry.listeners(1, 'One more')).toBeUndefined();
    // Unregistering one makes room again.
    invoke(UNREGISTER_METHOD, ['V1', 'master', 'Demo']);
    expect(invoke(REGISTER_METHOD, ['One more', 'master', 'Demo'], 'z').error).toBeUndefined();
  });

  it('unregistering a view never registered, or a type not registered, changes nothing', () => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    expect(invoke(UNREGISTER_METHOD, ['Task', 'master', 'Demo'], 'u').error).toBeUndefined();
    invoke(UNREGISTER_METHOD, ['Stock', 'detail', 'Demo']);
    expect(hub.registry.listeners(1, 'Stock')?.has(connection)).toBe(true);
    expect(connection.views.get('Stock')).toEqual(new Set(['master']));
  });
});

describe('hub methods', () => {
  it('answers an unknown method, matches names without regard to case, and answers nothing to a call without an invocation id', () => {
    const { hub } = newHub();
    const { socket, connection, invoke } = open(hub);
    expect(invoke('DropTables', [], 'd')).toEqual({ type: MessageType.Completion, invocationId: 'd', error: "Unknown hub method 'DropTables'." });
    expect(invoke(REGISTER_METHOD.toUpperCase(), ['Stock', 'master', 'Demo'], 'c').error).toBeUndefined();
    expect(invoke(REGISTER_METHOD, ['Task', 'master', 'Demo'], null)).toBeUndefined();
    expect(socket.frames).toEqual([]);
    expect(connection.views.has('Task')).toBe(true);
  });

  it('refuses streaming, and ignores pings and other messages', () => {
    const { hub } = newHub();
    const { socket, connection } = open(hub);
    hub.onMessage(connection, { type: MessageType.StreamInvocation, invocationId: 's', target: 'x', arguments: [] } as never);
    expect(socket.messages()).toEqual([{ type: MessageType.Completion, invocationId: 's', error: 'Streaming is not supported by this hub.' }]);
    socket.frames = [];
    hub.onMessage(connection, { type: MessageType.Ping });
    expect(socket.frames).toEqual([]);
  });
});

describe('broadcasts', () => {
  it('reach the listeners of the view in its unit, counted once per change and once per frame sent', () => {
    const { hub } = newHub();
    const a = open(hub);
    const b = open(hub);
    const north = open(hub, 2, 'North');
    a.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    b.invoke(REGISTER_METHOD, ['Stock', 'detail', 'Demo']);
    north.invoke(REGISTER_METHOD, ['Stock', 'master', 'North']);
    for (const s of [a, b, north]) s.socket.frames = [];
    hub.deliver(change('Stock'));
    expect(hub.stats).toEqual({ broadcasts: 1, framesSerialized: 1, framesSent: 2 });
    expect(a.socket.messages()).toHaveLength(1);
    expect(b.socket.messages()).toHaveLength(1);
    expect(north.socket.frames).toEqual([]);
    hub.deliver(change('Nobody listens'));
    expect(hub.stats).toEqual({ broadcasts: 1, framesSerialized: 1, framesSent: 2 });
  });

  it('stop reaching a connection once its last type of the view is unregistered', () => {
    const { hub } = newHub();
    const a = open(hub);
    a.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    a.invoke(UNREGISTER_METHOD, ['Stock', 'master', 'Demo']);
    a.socket.frames = [];
    hub.deliver(change('Stock'));
    expect(a.socket.frames).toEqual([]);
    expect(hub.stats.broadcasts).toBe(0);
  });
});

describe('the keep-alive tick', () => {
  it('pings live connections, drops one without handshake after the handshake timeout and a silent one after the client timeout', () => {
    const { hub } = newHub();
    const now = Date.now();
    const live = open(hub);
    const noHandshake = open(hub, 1, 'Demo', { handshaken: false });
    const silent = open(hub);
    silent.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    for (const s of [live, noHandshake, silent]) s.socket.frames = [];
    // Just inside every limit: everyone handshaken is pinged, nobody is dropped.
    hub.tick(now + 15_000);
    expect(live.socket.frames).toEqual(['{"type":6}\x1e']);
    expect(noHandshake.socket.frames).toEqual([]);
    expect(noHandshake.socket.terminated).toBe(false);
    expect(hub.connections.size).toBe(3);
    hub.tick(now + 15_050);
    expect(noHandshake.socket.terminated).toBe(true);
    expect(hub.connections.has(noHandshake.connection)).toBe(false);
    // The live one spoke just now; the silent one last spoke at the start.
    live.connection.lastReceivedAt = now + 25_000;
    hub.tick(now + 30_050);
    expect(silent.socket.terminated).toBe(true);
    expect(hub.registry.listeners(1, 'Stock')).toBeUndefined();
    expect(live.socket.terminated).toBe(false);
    expect(hub.connections).toEqual(new Set([live.connection]));
  });

  it('closes a connection whose session has expired, saying so, and keeps one whose session has not', () => {
    const { hub } = newHub();
    const now = Date.now();
    const expiring = open(hub, 1, 'Demo', { expiresAt: now + 1000 });
    const lasting = open(hub, 1, 'Demo', { expiresAt: now + 60_000 });
    expiring.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    expiring.socket.frames = [];
    hub.tick(now + 999);
    expect(expiring.socket.messages()).toEqual([{ type: MessageType.Ping }]);
    hub.tick(now + 1000);
    expect(expiring.socket.messages().at(-1)).toEqual({ type: MessageType.Close, error: CLOSE_SESSION_EXPIRED });
    expect(expiring.socket.closedWith).toBe(1000);
    expect(hub.registry.viewCount).toBe(0);
    expect(hub.connections).toEqual(new Set([lasting.connection]));
  });

  it('closes the connections of sessions that ended elsewhere (logout), and only those', async () => {
    const { hub, ended } = newHub();
    const out = open(hub, 1, 'Demo', { sessionId: 'gone' });
    const other = open(hub, 1, 'Demo', { sessionId: 'stays' });
    out.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    ended.add('gone');
    hub.tick();
    await expect.poll(() => hub.connections.has(out.connection)).toBe(false);
    expect(out.socket.messages().at(-1)).toEqual({ type: MessageType.Close, error: CLOSE_SESSION_ENDED });
    expect(hub.registry.viewCount).toBe(0);
    expect(hub.connections).toEqual(new Set([other.connection]));
  });

  it('keeps the connections when the session check fails, says so in the log, and checks again at the next tick', async () => {
    const warnings: Array<[unknown, unknown]> = [];
    let calls = 0;
    const hub = new LiveHub({
      endedSessions: async () => {
        calls++;
        throw new Error('database away');
      },
      log: { warn: (obj, msg) => void warnings.push([obj, msg]) },
    });
    open(hub);
    hub.tick();
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toEqual([{ err: expect.objectContaining({ message: 'database away' }) }, 'live hub session check failed']);
    expect(hub.connections.size).toBe(1);
    hub.tick();
    await expect.poll(() => calls).toBe(2);
  });
});

describe('ending connections', () => {
  it('closeSession closes every connection of that session and no other', () => {
    const { hub } = newHub();
    const a = open(hub, 1, 'Demo', { sessionId: 'x' });
    const b = open(hub, 1, 'Demo', { sessionId: 'x' });
    const c = open(hub, 1, 'Demo', { sessionId: 'y' });
    hub.closeSession('x');
    for (const s of [a, b]) expect(s.socket.messages().at(-1)).toEqual({ type: MessageType.Close, error: CLOSE_SESSION_ENDED });
    expect(hub.connections).toEqual(new Set([c.connection]));
  });

  it('closeAll tells every client to come back, and ends even the ones that do not answer', async () => {
    const { hub } = newHub();
    const a = open(hub);
    const b = open(hub);
    a.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    const started = Date.now();
    const done = hub.closeAll();
    // a answers the close handshake; b does not and is terminated after the wait.
    a.socket.answerClose();
    await done;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    for (const s of [a, b]) expect(s.socket.messages().at(-1)).toEqual({ type: MessageType.Close, allowReconnect: true });
    expect(b.socket.terminated).toBe(true);
    expect(hub.connections.size).toBe(0);
    expect(hub.registry.viewCount).toBe(0);
  });
});

describe('ending connections, the edges', () => {
  it('closeAll waits for the clients that answer the close handshake, and no longer', async () => {
    const { hub } = newHub();
    const a = open(hub);
    const b = open(hub);
    let finished = false;
    const done = hub.closeAll().then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(false);
    a.socket.answerClose();
    b.socket.answerClose();
    const started = Date.now();
    await done;
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('stops the keep-alive timer on closeAll', async () => {
    vi.useFakeTimers();
    try {
      const { hub } = newHub({ keepAliveMs: 1000 });
      const ticks = vi.spyOn(hub, 'tick');
      hub.start();
      vi.advanceTimersByTime(1000);
      expect(ticks).toHaveBeenCalledTimes(1);
      const done = hub.closeAll();
      vi.advanceTimersByTime(1000);
      await done;
      vi.advanceTimersByTime(5000);
      expect(ticks).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a connection exactly at the handshake and client timeouts, not a millisecond before', () => {
    const { hub } = newHub();
    const noHandshake = open(hub, 1, 'Demo', { handshaken: false });
    hub.tick(noHandshake.connection.openedAt + 15_000);
    expect(noHandshake.socket.terminated).toBe(false);
    hub.tick(noHandshake.connection.openedAt + 15_001);
    expect(noHandshake.socket.terminated).toBe(true);
    const silent = open(hub);
    hub.tick(silent.connection.lastReceivedAt + 30_000);
    expect(silent.socket.terminated).toBe(false);
    hub.tick(silent.connection.lastReceivedAt + 30_001);
    expect(silent.socket.terminated).toBe(true);
  });

  it('checks the sessions once at a time, not at all without connections, and again after a check', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const hub = new LiveHub({
      endedSessions: async () => {
        calls++;
        await new Promise<void>((resolve) => (release = resolve));
        return new Set<string>();
      },
      log: { warn: () => undefined },
    });
    hub.tick();
    expect(calls).toBe(0);
    open(hub);
    hub.tick();
    hub.tick();
    expect(calls).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    hub.tick();
    expect(calls).toBe(2);
    release();
  });

  it('answers an unexpected failure of a hub method in general words and logs it', () => {
    const warnings: Array<[unknown, unknown]> = [];
    const hub = new LiveHub({ endedSessions: async () => new Set(), log: { warn: (obj, msg) => void warnings.push([obj, msg]) } });
    const socket = new RecordingSocket();
    const broken = { ...caller(1, 'Demo'), businessUnitName: undefined } as unknown as Caller;
    const connection = hub.accept(socket as unknown as WebSocket, broken, Date.now() + 60_000);
    connection.handshaken = true;
    hub.onMessage(connection, { type: MessageType.Invocation, invocationId: 'e', target: REGISTER_METHOD, arguments: ['Stock', 'master', 'Demo'] });
    expect(socket.messages()).toEqual([
      { type: MessageType.Completion, invocationId: 'e', error: "An unexpected error occurred invoking 'RegisterConnectionOnView' on the server." },
    ]);
    expect(warnings).toEqual([[{ err: expect.any(TypeError), target: REGISTER_METHOD }, 'live hub method failed']]);
    // A refusal is not logged.
    const { invoke } = open(hub);
    invoke(REGISTER_METHOD, ['Stock', 'master', 'North']);
    expect(warnings).toHaveLength(1);
  });

  it('takes a view type the client left out as the empty type', () => {
    const { hub } = newHub();
    const { connection } = open(hub);
    hub.onMessage(connection, { type: MessageType.Invocation, invocationId: 'u', target: REGISTER_METHOD, arguments: ['Stock', undefined, 'Demo'] });
    expect(connection.views.get('Stock')).toEqual(new Set(['']));
  });
});

describe('ViewRegistry', () => {
  it('keeps a view while one connection listens and forgets it with the last', () => {
    const registry = new ViewRegistry<string>();
    registry.add(1, 'Stock', 'a');
    registry.add(1, 'Stock', 'b');
    registry.add(1, 'Stock', 'b');
    registry.add(2, 'Stock', 'c');
    expect(registry.listeners(1, 'Stock')).toEqual(new Set(['a', 'b']));
    expect(registry.viewCount).toBe(2);
    registry.remove(1, 'Stock', 'a');
    expect(registry.listeners(1, 'Stock')).toEqual(new Set(['b']));
    registry.remove(1, 'Stock', 'b');
    expect(registry.listeners(1, 'Stock')).toBeUndefined();
    expect(registry.viewCount).toBe(1);
    // Removing what is not there changes nothing.
    registry.remove(1, 'Stock', 'b');
    registry.remove(2, 'Stock', 'zz');
    expect(registry.listeners(2, 'Stock')).toEqual(new Set(['c']));
    // A unit id and a view name never run into each other ("1" + "2x" is not "12" + "x").
    registry.add(1, '2x', 'd');
    expect(registry.listeners(12, 'x')).toBeUndefined();
  });
});
