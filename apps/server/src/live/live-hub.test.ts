import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MessageType } from '@microsoft/signalr';
import { REGISTER_METHOD, UNREGISTER_METHOD } from '@cockpit/core/live';
import type { Caller } from '../auth/caller';
import { updatedFrame } from './change-message';
import { LiveHub } from './live-hub';

/** Every frame the hub builds for a change goes through updatedFrame; the spy counts them. */
vi.mock('./change-message', async (importOriginal) => {
  const original = await importOriginal<typeof import('./change-message')>();
  return { ...original, updatedFrame: vi.fn(original.updatedFrame) };
});

/** A WebSocket that records what is sent to it (the parts of ws that LiveConnection touches). */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  sent: Array<{ data: unknown; binary: boolean | undefined }> = [];
  send(data: unknown, options?: { binary?: boolean }) {
    this.sent.push({ data, binary: options?.binary });
  }
  close() {
    this.readyState = this.CLOSED;
  }
  terminate() {
    this.readyState = this.CLOSED;
  }
}

const caller = (businessUnitId: number, businessUnitName: string) =>
  ({
    userId: 1,
    userName: 'u',
    businessUnitId,
    businessUnitName,
    roles: [],
    features: [],
    sessionId: `s${businessUnitId}`,
    language: 'en-GB',
    isAdmin: false,
    // Reading the Stock and Task lists (and so listening to their views) needs data/navigation.
    permissions: { header: {}, grid: {}, data: { navigation: true } },
  }) as unknown as Caller;

function connect(hub: LiveHub, bu: number, buName: string, views: string[]) {
  const socket = new FakeSocket();
  const connection = hub.accept(socket as unknown as WebSocket, caller(bu, buName), Date.now() + 3_600_000);
  connection.handshaken = true;
  views.forEach((view, i) => hub.onMessage(connection, { type: MessageType.Invocation, invocationId: String(i), target: REGISTER_METHOD, arguments: [view, 'master', buName] }));
  socket.sent = [];
  return socket;
}

describe('LiveHub.deliver', () => {
  it('serializes a broadcast once and hands every listener the same Buffer, as a text frame', () => {
    const hub = new LiveHub({ endedSessions: async () => new Set(), log: { warn: () => undefined } });
    const listeners = [connect(hub, 1, 'Demo', ['Stock']), connect(hub, 1, 'Demo', ['Stock', 'Task']), connect(hub, 1, 'Demo', ['Stock'])];
    const otherView = connect(hub, 1, 'Demo', ['Task']);
    const otherUnit = connect(hub, 2, 'North', ['Stock']);
    const frames = vi.mocked(updatedFrame);
    frames.mockClear();

    const change = {
      viewName: 'Stock',
      businessUnitId: 1,
      methodName: 'Bulk' as const,
      viewModels: [
        { id: 1, quantity: 5 },
        { id: 2, quantity: 7 },
      ],
    };
    hub.deliver(change);

    expect(frames).toHaveBeenCalledTimes(1);
    const frame = frames.mock.results[0].value as Buffer;
    expect(Buffer.isBuffer(frame)).toBe(true);
    for (const socket of listeners) {
      expect(socket.sent).toHaveLength(1);
      // The very object serialized once, not an equal copy per connection.
      expect(socket.sent[0].data).toBe(frame);
      expect(socket.sent[0].binary).toBe(false);
    }
    expect(otherView.sent).toHaveLength(0);
    expect(otherUnit.sent).toHaveLength(0);
    expect(JSON.parse(frame.toString('utf8').slice(0, -1))).toEqual({
      type: MessageType.Invocation,
      target: 'updated',
      arguments: [{ viewName: 'Stock', methodName: 'Bulk', viewModels: change.viewModels }],
    });

    // A second broadcast is a second (single) serialization.
    hub.deliver({ viewName: 'Stock', businessUnitId: 1, methodName: 'Deleted', id: 2 });
    expect(frames).toHaveBeenCalledTimes(2);
    const second = frames.mock.results[1].value as Buffer;
    expect(second).not.toBe(frame);
    for (const socket of listeners) expect(socket.sent[1].data).toBe(second);
  });

  it('serializes nothing when no connection listens to the view in that business unit', () => {
    const hub = new LiveHub({ endedSessions: async () => new Set(), log: { warn: () => undefined } });
    const north = connect(hub, 2, 'North', ['Stock']);
    vi.mocked(updatedFrame).mockClear();
    hub.deliver({ viewName: 'Stock', businessUnitId: 1, methodName: 'Deleted', id: 1 });
    hub.deliver({ viewName: 'Material', businessUnitId: 2, methodName: 'Deleted', id: 1 });
    expect(updatedFrame).not.toHaveBeenCalled();
    expect(north.sent).toHaveLength(0);
  });
});

describe('LiveHub registry', () => {
  const newHub = () => new LiveHub({ endedSessions: async () => new Set(), log: { warn: () => undefined } });
  const ends: Array<[string, (socket: FakeSocket, hub: LiveHub) => void]> = [
    ['the socket closes', (socket) => socket.emit('close')],
    ['the socket fails', (socket) => socket.emit('error', new Error('reset'))],
    ['the client sends Close', (socket) => socket.emit('message', Buffer.from('{"type":7}\x1e'), false)],
    ['the client goes silent past the timeout', (_socket, hub) => hub.tick(Date.now() + 31_000)],
    ['the server shuts down', (_socket, hub) => void hub.closeAll()],
  ];

  for (const [how, end] of ends) {
    it(`forgets every view of a connection when ${how}, and sends it nothing more`, () => {
      const hub = newHub();
      const stays = connect(hub, 1, 'Demo', how === 'the server shuts down' ? [] : ['Stock']);
      const goes = connect(hub, 1, 'Demo', ['Stock', 'Task', 'Material']);
      expect(hub.registry.listeners(1, 'Task')?.size).toBe(1);
      end(goes, hub);
      expect(hub.registry.listeners(1, 'Task')).toBeUndefined();
      expect(hub.registry.listeners(1, 'Material')).toBeUndefined();
      const stock = hub.registry.listeners(1, 'Stock');
      expect(stock ? [...stock].map((c) => c.closed) : []).not.toContain(true);
      expect(hub.registry.viewCount).toBe(stock ? 1 : 0);
      expect([...hub.connections].every((c) => !c.closed)).toBe(true);
      const sent = goes.sent.length;
      hub.deliver({ viewName: 'Task', businessUnitId: 1, methodName: 'Deleted', id: 1 });
      hub.deliver({ viewName: 'Stock', businessUnitId: 1, methodName: 'Deleted', id: 1 });
      expect(goes.sent.length).toBe(sent);
      expect(hub.stats.broadcasts).toBe(stock ? 1 : 0);
      if (stock) expect(stays.sent.some((f) => String(f.data).includes('"Stock"'))).toBe(true);
    });
  }

  it('keeps a view while another view type of it is registered, and forgets it with the last', () => {
    const hub = newHub();
    const socket = connect(hub, 1, 'Demo', ['Stock']);
    const connection = [...hub.connections][0];
    const invoke = (target: string, type: string) => hub.onMessage(connection, { type: MessageType.Invocation, target, arguments: ['Stock', type, 'Demo'] });
    invoke(REGISTER_METHOD, 'detail');
    invoke(UNREGISTER_METHOD, 'master');
    expect(hub.registry.listeners(1, 'Stock')?.has(connection)).toBe(true);
    invoke(UNREGISTER_METHOD, 'detail');
    expect(hub.registry.listeners(1, 'Stock')).toBeUndefined();
    expect(hub.registry.viewCount).toBe(0);
    socket.emit('close');
    expect(hub.connections.size).toBe(0);
  });
});
