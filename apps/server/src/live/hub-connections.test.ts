import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MessageType } from '@microsoft/signalr';
import { CLOSE_SESSION_ENDED, CLOSE_SESSION_EXPIRED, REGISTER_METHOD } from '@cockpit/core/live';
import type { Caller } from '../auth/caller';
import { LiveHub } from './live-hub';
import { caller, newHub, open, RecordingSocket } from '../../../../tests/helpers/recording-hub';

/**
 * How the hub's connections live and end: the keep-alive tick (pings, timeouts, ended and expired
 * sessions) and every way a connection ends, each leaving the registry. The transport is a socket
 * stand-in recording what the hub sends (tests/helpers/recording-hub.ts).
 */
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
