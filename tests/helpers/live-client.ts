import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import type { LiveUpdateMessage, LiveUpdateSettings } from '@cockpit/core/live';
import type { TestApi } from './api-client';

/** The live-update settings of a signed-in user (GET /api/Authentication/viewHub). */
export async function liveSettings(api: TestApi): Promise<LiveUpdateSettings> {
  const res = await api.get<{ result: LiveUpdateSettings }>('/api/Authentication/viewHub');
  if (res.status !== 200) throw new Error(`viewHub answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.result;
}

export interface LiveTestClient {
  connection: HubConnection;
  messages: LiveUpdateMessage[];
  closed: Promise<Error | undefined>;
  /** Resolves with the first message (after those already received) that matches. */
  next(match?: (m: LiveUpdateMessage) => boolean, timeoutMs?: number): Promise<LiveUpdateMessage>;
}

/** The real @microsoft/signalr client, connected (negotiate + WebSocket) with the settings' token. */
export async function connectLive(settings: Pick<LiveUpdateSettings, 'signalREndpoint' | 'token'>): Promise<LiveTestClient> {
  const connection = new HubConnectionBuilder()
    .withUrl(settings.signalREndpoint, { accessTokenFactory: () => settings.token, transport: HttpTransportType.WebSockets, skipNegotiation: false })
    .configureLogging(LogLevel.None)
    .build();
  const messages: LiveUpdateMessage[] = [];
  const waiters: Array<{ match: (m: LiveUpdateMessage) => boolean; resolve: (m: LiveUpdateMessage) => void }> = [];
  connection.on('updated', (message: LiveUpdateMessage) => {
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));
  await connection.start();
  return {
    connection,
    messages,
    closed,
    next(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching live message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

/** Waits long enough for a message that should not come to have arrived if it were sent. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw WebSocket to the hub (no SignalR client), for handshake and refusal tests. */
export function rawHubSocket(url: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket } | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    socket.once('error', (err) => reject(err));
  });
}

/** The next text message on a raw socket. */
export function nextText(socket: WebSocket, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(data.toString());
    });
  });
}
