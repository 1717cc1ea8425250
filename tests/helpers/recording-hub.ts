import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { MessageType } from '@microsoft/signalr';
import type { Caller } from '../../apps/server/src/auth/caller';
import { LiveHub } from '../../apps/server/src/live/live-hub';

/**
 * What the hub's tests drive it with: a socket stand-in recording what the hub sends, a caller
 * of a business unit, a hub with its ended sessions, a connection opened on it (and its calls).
 */
export class RecordingSocket extends EventEmitter {
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

export const caller = (businessUnitId: number, businessUnitName: string, sessionId = `s${businessUnitId}`) =>
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

export interface Setup {
  hub: LiveHub;
  warnings: unknown[];
  ended: Set<string>;
}

export function newHub(timings?: Partial<{ keepAliveMs: number; clientTimeoutMs: number; handshakeTimeoutMs: number }>): Setup {
  const warnings: unknown[] = [];
  const ended = new Set<string>();
  const hub = new LiveHub({
    endedSessions: async (ids) => new Set(ids.filter((id) => ended.has(id))),
    log: { warn: (obj) => void warnings.push(obj) },
    timings,
  });
  return { hub, warnings, ended };
}

export function open(hub: LiveHub, bu = 1, buName = 'Demo', options: { sessionId?: string; expiresAt?: number; handshaken?: boolean } = {}) {
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

export const change = (viewName: string, businessUnitId = 1) => ({ viewName, businessUnitId, methodName: 'Deleted' as const, id: 7 });
