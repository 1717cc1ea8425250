import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { MessageType, type HubMessage, type InvocationMessage } from '@microsoft/signalr';
import { CLOSE_SESSION_ENDED, CLOSE_SESSION_EXPIRED } from '@cockpit/core/live';
import type { Caller } from '../auth/caller';
import type { RowChange } from './change-feed';
import { updatedFrame } from './change-message';
import { LiveConnection, type ConnectionOwner } from './hub-connection';
import { HubMethodError, createHubMethods } from './hub-methods';
import { PING_FRAME, completion } from './hub-protocol';
import { ViewRegistry } from './view-registry';

/** ASP.NET Core SignalR's defaults, which the client's timeouts are built around. */
export const HUB_TIMINGS = {
  /** The server pings this often; the client gives up after 30 s without any message. */
  keepAliveMs: 15_000,
  /** No message from the client (it pings every 15 s) for this long: the connection is dead. */
  clientTimeoutMs: 30_000,
  /** A socket that has not sent its handshake by then is dropped. */
  handshakeTimeoutMs: 15_000,
};

export interface HubStats {
  /** Changes that had at least one listener. */
  broadcasts: number;
  /** Frames serialized for those broadcasts (one per broadcast, whatever the listener count). */
  framesSerialized: number;
  /** Frames handed to sockets. */
  framesSent: number;
}

export interface LiveHubOptions {
  /** Session ids among these that have ended (logout); checked on every keep-alive tick. */
  endedSessions(sessionIds: string[]): Promise<Set<string>>;
  log: { warn(obj: unknown, msg?: string): void };
  timings?: Partial<typeof HUB_TIMINGS>;
}

/**
 * The live-update hub without its transport plumbing: connections, their view registrations,
 * broadcasts, keep-alive and session checks. hub.ts attaches it to the HTTP server.
 */
export class LiveHub implements ConnectionOwner {
  readonly connections = new Set<LiveConnection>();
  readonly registry = new ViewRegistry<LiveConnection>();
  readonly stats: HubStats = { broadcasts: 0, framesSerialized: 0, framesSent: 0 };
  private readonly methods = createHubMethods(this.registry);
  private readonly timings: typeof HUB_TIMINGS;
  private timer?: NodeJS.Timeout;
  private checkingSessions = false;

  constructor(private readonly options: LiveHubOptions) {
    this.timings = { ...HUB_TIMINGS, ...options.timings };
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), this.timings.keepAliveMs);
    // The tick must not keep a process alive that is otherwise done.
    this.timer.unref();
  }

  accept(socket: WebSocket, caller: Caller, sessionExpiresAt: number, connectionId: string = randomUUID()): LiveConnection {
    const connection = new LiveConnection(connectionId, caller, sessionExpiresAt, socket, this);
    this.connections.add(connection);
    return connection;
  }

  /** Sends a committed change to the connections of its business unit registered on its view. */
  deliver(change: RowChange): void {
    // A screen changed in the studio concerns every console of the unit (each reads the schemas
    // again), whatever view it registered.
    const listeners =
      change.methodName === 'ScreenChanged'
        ? new Set([...this.connections].filter((c) => c.handshaken && c.caller.businessUnitId === change.businessUnitId))
        : this.registry.listeners(change.businessUnitId, change.viewName);
    if (!listeners || listeners.size === 0) return;
    const frame = updatedFrame(change);
    this.stats.broadcasts++;
    this.stats.framesSerialized++;
    for (const connection of listeners) {
      connection.send(frame);
      this.stats.framesSent++;
    }
  }

  onMessage(connection: LiveConnection, message: HubMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
        this.invoke(connection, message);
        break;
      case MessageType.StreamInvocation:
        connection.send(completion(message.invocationId, `Streaming is not supported by this hub.`));
        break;
      default:
        // Pings only refresh lastReceivedAt (done on receipt); the rest has no meaning here.
        break;
    }
  }

  onClosed(connection: LiveConnection): void {
    this.connections.delete(connection);
    for (const viewName of connection.views.keys()) this.registry.remove(connection.caller.businessUnitId, viewName, connection);
    connection.views.clear();
  }

  /** Ping everyone, drop the dead, end connections whose session is over. */
  tick(now = Date.now()): void {
    for (const connection of this.connections) {
      if (!connection.handshaken) {
        if (now - connection.openedAt > this.timings.handshakeTimeoutMs) connection.terminate();
        continue;
      }
      if (now - connection.lastReceivedAt > this.timings.clientTimeoutMs) {
        connection.terminate();
      } else if (now >= connection.sessionExpiresAt) {
        connection.close({ error: CLOSE_SESSION_EXPIRED });
      } else {
        connection.send(PING_FRAME);
      }
    }
    void this.closeEndedSessions();
  }

  /** Ends the connections of a session that was just ended (logout, or by an administrator). */
  closeSession(sessionId: string): void {
    for (const connection of this.connections) {
      if (connection.caller.sessionId === sessionId) connection.close({ error: CLOSE_SESSION_ENDED });
    }
  }

  /**
   * Ends the user's connections after their rights changed (roles, a role's permissions): the
   * client comes back at once and registers its views again, checked against the new rights.
   */
  closeUser(userId: number): void {
    for (const connection of this.connections) {
      if (connection.caller.userId === userId) connection.close({ allowReconnect: true });
    }
  }

  /** Ends every connection; allowReconnect tells clients to come back (to this or another instance). */
  async closeAll(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const all = [...this.connections];
    for (const connection of all) connection.close({ allowReconnect: true });
    const closed = Promise.all(all.map((c) => c.whenSocketClosed()));
    // A client that does not answer the close handshake must not hold the shutdown.
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([closed, timeout]);
    for (const connection of all) connection.terminate();
  }

  private invoke(connection: LiveConnection, message: InvocationMessage): void {
    const method = this.methods.get(message.target.toLowerCase());
    let error: string | undefined;
    if (!method) {
      error = `Unknown hub method '${message.target}'.`;
    } else {
      try {
        method(connection, message.arguments ?? []);
      } catch (err) {
        if (!(err instanceof HubMethodError)) this.options.log.warn({ err, target: message.target }, 'live hub method failed');
        error = err instanceof HubMethodError ? err.message : `An unexpected error occurred invoking '${message.target}' on the server.`;
      }
    }
    // A call without an invocation id (send(), not invoke()) wants no answer.
    if (message.invocationId !== undefined) connection.send(completion(message.invocationId, error));
  }

  private async closeEndedSessions(): Promise<void> {
    if (this.checkingSessions || this.connections.size === 0) return;
    this.checkingSessions = true;
    try {
      const sessionIds = [...new Set([...this.connections].map((c) => c.caller.sessionId))];
      const ended = await this.options.endedSessions(sessionIds);
      if (ended.size === 0) return;
      for (const connection of this.connections) {
        if (ended.has(connection.caller.sessionId)) connection.close({ error: CLOSE_SESSION_ENDED });
      }
    } catch (err) {
      this.options.log.warn({ err }, 'live hub session check failed');
    } finally {
      this.checkingSessions = false;
    }
  }
}
