import { randomBytes, randomUUID } from 'node:crypto';

/** How long a negotiated connection token waits for its WebSocket. */
export const PENDING_TTL_MS = 60_000;
/** Every pending entry comes from an authenticated negotiate; the cap bounds memory all the same. */
const MAX_PENDING = 50_000;

export interface PendingConnection {
  connectionId: string;
  sessionId: string;
  expiresAt: number;
}

/**
 * Negotiate hands out a connection token; the WebSocket request brings it back (?id=...). The
 * token is bound to the session that negotiated and can be used once.
 */
export class PendingConnections {
  private readonly byToken = new Map<string, PendingConnection>();

  create(sessionId: string, now = Date.now()): { connectionId: string; connectionToken: string } | undefined {
    if (this.byToken.size >= MAX_PENDING) this.sweep(now);
    if (this.byToken.size >= MAX_PENDING) return undefined;
    const connectionId = randomUUID();
    const connectionToken = randomBytes(24).toString('base64url');
    this.byToken.set(connectionToken, { connectionId, sessionId, expiresAt: now + PENDING_TTL_MS });
    return { connectionId, connectionToken };
  }

  /** The pending connection for this token and session, removed; undefined when unknown, used, expired or someone else's. */
  take(connectionToken: string, sessionId: string, now = Date.now()): PendingConnection | undefined {
    const pending = this.byToken.get(connectionToken);
    if (!pending) return undefined;
    this.byToken.delete(connectionToken);
    if (pending.expiresAt < now || pending.sessionId !== sessionId) return undefined;
    return pending;
  }

  sweep(now = Date.now()): void {
    for (const [token, pending] of this.byToken) if (pending.expiresAt < now) this.byToken.delete(token);
  }

  get size(): number {
    return this.byToken.size;
  }
}
