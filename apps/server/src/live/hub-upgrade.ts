import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { HUB_PATH } from '@cockpit/core/live';
import type { Caller } from '../auth/caller';
import { bearerToken } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import type { LiveHub } from './live-hub';
import { sessionExpiry } from './hub-token';
import type { ConnectionTokens } from './connection-tokens';

/** Clients send only small invocations; anything bigger is refused by ws before it is buffered. */
const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

function refuse(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ status, code: status === 401 ? 'Unauthorized' : 'Refused', message });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/**
 * The WebSocket transport at /hubs/view?id=<connectionToken>. The token comes as the access_token
 * query parameter (what browsers do: they cannot set headers on a WebSocket) or as a Bearer
 * header (what the Node client does). Returns a function that detaches it.
 */
export function attachHubUpgrade(server: Server, deps: { hub: LiveHub; pending: ConnectionTokens; authenticate: (token: string | undefined) => Promise<Caller> }): () => void {
  // perMessageDeflate off: compressing every broadcast per connection would cost more CPU than the
  // bandwidth it saves on a LAN, and would defeat sending one prebuilt frame to all.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: MAX_CLIENT_MESSAGE_BYTES });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== HUB_PATH) {
      // Another upgrade listener may own this path; with none, answer rather than leave it hanging.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404, `No WebSocket endpoint at ${url.pathname}`);
      return;
    }
    socket.on('error', () => socket.destroy());
    const token = url.searchParams.get('access_token') ?? bearerToken(request);
    const connectionToken = url.searchParams.get('id');
    deps.authenticate(token ?? undefined).then(
      (caller) => {
        let connectionId: string | undefined;
        if (connectionToken !== null) {
          const pending = deps.pending.take(connectionToken, caller.sessionId);
          if (!pending) return refuse(socket, 404, 'No connection with that id; negotiate again.');
          connectionId = pending.connectionId;
        }
        if (socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) => {
          deps.hub.accept(ws, caller, sessionExpiry(token!), connectionId);
        });
      },
      (err: unknown) => {
        const status = err instanceof HttpError ? err.status : 500;
        refuse(socket, status, err instanceof Error ? err.message : 'Error');
      },
    );
  };

  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    wss.close();
  };
}
