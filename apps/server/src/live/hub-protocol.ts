import { MessageType, type CloseMessage, type CompletionMessage, type HubMessage } from '@microsoft/signalr';
import { JsonHubProtocol, NullLogger } from '@microsoft/signalr';

/**
 * The ASP.NET Core SignalR JSON hub protocol, server side. Message parsing and writing are the
 * client library's own JsonHubProtocol, so both ends agree byte for byte; only the handshake (not
 * exported by the library) and the record-separator framing are done here.
 */
export const RECORD_SEPARATOR = '\x1e';

const protocol = new JsonHubProtocol();

export function parseHubMessages(text: string): HubMessage[] {
  return protocol.parseMessages(text, NullLogger.instance);
}

export function writeHubMessage(message: HubMessage): string {
  return protocol.writeMessage(message);
}

/** `{}` + RS: the handshake was accepted. */
export const HANDSHAKE_OK = `{}${RECORD_SEPARATOR}`;

/** Prebuilt once: a ping is the same bytes for every connection. */
export const PING_FRAME = Buffer.from(writeHubMessage({ type: MessageType.Ping }));

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Checks the client's `{"protocol":"json","version":1}`; only the JSON protocol is offered. */
export function checkHandshake(text: string): HandshakeResult {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  const { protocol: name, version } = (request ?? {}) as { protocol?: unknown; version?: unknown };
  if (typeof name !== 'string' || typeof version !== 'number') return { ok: false, error: 'Handshake request must name a protocol and a version.' };
  if (name !== 'json') return { ok: false, error: `The protocol '${name}' is not supported.` };
  if (version < 1) return { ok: false, error: `The protocol version ${version} is not supported.` };
  return { ok: true };
}

export function handshakeError(error: string): string {
  return JSON.stringify({ error }) + RECORD_SEPARATOR;
}

/**
 * Keeps incoming text until it ends in a record separator. A WebSocket message normally holds
 * whole records, but the protocol allows a record to span messages, so the unfinished tail waits.
 */
export class RecordBuffer {
  private pending = '';

  /** The complete records now available, each still followed by its separator ('' when none). */
  push(text: string): string {
    const all = this.pending + text;
    const last = all.lastIndexOf(RECORD_SEPARATOR);
    if (last < 0) {
      this.pending = all;
      return '';
    }
    this.pending = all.slice(last + 1);
    return all.slice(0, last + 1);
  }

  get pendingLength(): number {
    return this.pending.length;
  }
}

export function completion(invocationId: string, error?: string): string {
  const message: CompletionMessage = error === undefined ? { type: MessageType.Completion, invocationId } : { type: MessageType.Completion, invocationId, error };
  return writeHubMessage(message);
}

/**
 * allowReconnect true: the client may come back (server shutting down, missed pings). With an
 * error and no allowReconnect the client stops for good and shows why.
 */
export function closeMessage(options: { error?: string; allowReconnect?: boolean }): string {
  const message: CloseMessage = { type: MessageType.Close, ...options };
  return writeHubMessage(message);
}
