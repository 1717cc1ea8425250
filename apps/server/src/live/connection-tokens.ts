import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** How long a negotiated connection token waits for its WebSocket. */
export const CONNECTION_TOKEN_TTL_MS = 60_000;
/** Tokens already used on this instance are remembered until they expire; the cap bounds memory all the same. */
const MAX_REMEMBERED = 50_000;

export interface NegotiatedConnection {
  connectionId: string;
  sessionId: string;
  expiresAt: number;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

/**
 * Negotiate hands out a connection token; the WebSocket request brings it back (?id=...). The
 * token carries what the WebSocket needs (connection id, session, expiry) and an HMAC-SHA256 of it
 * under the server's secret (the one every instance shares: JWT_SECRET or the database's), so any
 * instance accepts a token another one negotiated: the hub needs no sticky sessions.
 *
 * The token is bound to the session that negotiated (the WebSocket must bring that session's
 * token too) and lives 60 s. Each instance refuses a token it has already seen; a second use on
 * another instance is not caught, but gains nothing: it needs the same session's access token,
 * with which a fresh negotiate would succeed anyway.
 */
export class ConnectionTokens {
  private readonly key: Buffer;
  /** token -> expiry, of tokens used on this instance. */
  private readonly used = new Map<string, number>();

  constructor(secret: Uint8Array) {
    // A key of its own, derived from the server secret: a connection token is never a valid JWT signature and vice versa.
    this.key = createHmac('sha256', Buffer.from(secret)).update('cockpit-hub-connection-token').digest();
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  create(sessionId: string, now = Date.now()): { connectionId: string; connectionToken: string } {
    const connectionId = randomUUID();
    const payload = `${connectionId}.${b64(sessionId)}.${Math.floor((now + CONNECTION_TOKEN_TTL_MS) / 1000)}`;
    return { connectionId, connectionToken: `${payload}.${this.mac(payload)}` };
  }

  /** The connection this token names, once; undefined when forged, expired, used here before or someone else's. */
  take(connectionToken: string, sessionId: string, now = Date.now()): NegotiatedConnection | undefined {
    const parts = connectionToken.split('.');
    if (parts.length !== 4) return undefined;
    const [connectionId, session, expiry, mac] = parts;
    const expected = Buffer.from(this.mac(`${connectionId}.${session}.${expiry}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = Number(expiry) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt < now || unb64(session) !== sessionId) return undefined;
    if (this.used.has(connectionToken)) return undefined;
    if (this.used.size >= MAX_REMEMBERED) this.sweep(now);
    this.used.set(connectionToken, expiresAt);
    return { connectionId, sessionId, expiresAt };
  }

  sweep(now = Date.now()): void {
    for (const [token, expiresAt] of this.used) if (expiresAt < now) this.used.delete(token);
  }

  /** Tokens remembered as used (for tests and the sweep). */
  get size(): number {
    return this.used.size;
  }
}
