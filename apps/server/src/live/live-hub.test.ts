import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MessageType } from '@microsoft/signalr';
import { REGISTER_METHOD } from '@cockpit/core/live';
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
