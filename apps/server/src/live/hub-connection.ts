import type { WebSocket, RawData } from 'ws';
import { MessageType, type HubMessage } from '@microsoft/signalr';
import type { Caller } from '../auth/caller';
import { HANDSHAKE_OK, RECORD_SEPARATOR, RecordBuffer, checkHandshake, closeMessage, handshakeError, parseHubMessages } from './hub-protocol';

/**
 * A client that keeps sending data we cannot deliver (a frozen tab, a dead network path) would
 * make the server buffer every broadcast for it; past this many queued bytes it is dropped and
 * will reconnect and re-register when it comes back.
 */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** Clients only send small invocations; an unterminated record longer than this is abuse. */
const MAX_PENDING_CHARS = 256 * 1024;

/** What the hub does with a connection's messages; kept apart so the connection is only transport. */
export interface ConnectionOwner {
  onMessage(connection: LiveConnection, message: HubMessage): void;
  onClosed(connection: LiveConnection): void;
}

/** One WebSocket speaking the hub protocol, with the signed-in caller it was opened for. */
export class LiveConnection {
  readonly openedAt = Date.now();
  lastReceivedAt = Date.now();
  handshaken = false;
  closed = false;
  /** viewName -> the view types registered under it (master, detail, ...). */
  readonly views = new Map<string, Set<string>>();
  private readonly records = new RecordBuffer();

  constructor(
    readonly id: string,
    readonly caller: Caller,
    /** When the session behind the token ends by time (ms since epoch). */
    readonly sessionExpiresAt: number,
    private readonly socket: WebSocket,
    private readonly owner: ConnectionOwner,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.markClosed());
    // A reset socket emits 'error' and then 'close'; without a listener the error would crash the process.
    socket.on('error', () => this.markClosed());
  }

  /** Sends text or a prebuilt frame. A Buffer is sent as a text frame without being copied per connection. */
  send(frame: string | Buffer): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.terminate();
      return;
    }
    this.socket.send(frame, { binary: false });
  }

  /** Ends the connection with a Close message, so the client knows whether to come back. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.closed) return;
    this.send(closeMessage(options));
    this.socket.close(1000);
    this.markClosed();
  }

  /** Drops the connection without a goodbye (dead or misbehaving peer). */
  terminate(): void {
    this.socket.terminate();
    this.markClosed();
  }

  /** Resolves when the socket is really closed (used on server shutdown). */
  whenSocketClosed(): Promise<void> {
    if (this.socket.readyState === this.socket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.owner.onClosed(this);
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.lastReceivedAt = Date.now();
    if (isBinary) {
      this.close({ error: 'Binary messages are not supported; use the JSON protocol.' });
      return;
    }
    let text = this.records.push(rawToString(data));
    if (this.records.pendingLength > MAX_PENDING_CHARS) {
      this.close({ error: 'Message too large.' });
      return;
    }
    if (!text) return;
    if (!this.handshaken) {
      const end = text.indexOf(RECORD_SEPARATOR);
      const result = checkHandshake(text.slice(0, end));
      if (!result.ok) {
        this.send(handshakeError(result.error));
        this.socket.close(1000);
        this.markClosed();
        return;
      }
      this.handshaken = true;
      this.send(HANDSHAKE_OK);
      text = text.slice(end + 1);
      if (!text) return;
    }
    let messages: HubMessage[];
    try {
      messages = parseHubMessages(text);
    } catch (err) {
      this.close({ error: `Invalid message: ${(err as Error).message}` });
      return;
    }
    for (const message of messages) {
      if (this.closed) return;
      if (message.type === MessageType.Close) {
        this.socket.close(1000);
        this.markClosed();
        return;
      }
      this.owner.onMessage(this, message);
    }
  }
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
