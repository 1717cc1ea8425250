import { describe, expect, it } from 'vitest';
import { CONNECTION_TOKEN_TTL_MS, ConnectionTokens } from './connection-tokens';

const secret = new TextEncoder().encode('one secret for every instance');

describe('connection tokens', () => {
  it('are accepted by another instance with the same secret, once per instance, for the negotiating session only', () => {
    const a = new ConnectionTokens(secret);
    const b = new ConnectionTokens(secret);
    const { connectionId, connectionToken } = a.create('session-1');
    expect(b.take(connectionToken, 'session-2')).toBeUndefined();
    expect(b.take(connectionToken, 'session-1')).toMatchObject({ connectionId, sessionId: 'session-1' });
    expect(b.take(connectionToken, 'session-1')).toBeUndefined();
  });

  it('refuse a token of another secret, a changed one and an expired one', () => {
    const a = new ConnectionTokens(secret);
    const other = new ConnectionTokens(new TextEncoder().encode('another installation'));
    const now = Date.now();
    const { connectionToken } = a.create('s', now);
    expect(other.take(connectionToken, 's')).toBeUndefined();
    const [id, session, expiry, mac] = connectionToken.split('.');
    expect(a.take([id, session, String(Number(expiry) + 3600), mac].join('.'), 's')).toBeUndefined();
    expect(a.take('not a token', 's')).toBeUndefined();
    expect(a.take(connectionToken, 's', now + CONNECTION_TOKEN_TTL_MS + 1000)).toBeUndefined();
    expect(a.take(connectionToken, 's', now)).toBeDefined();
  });

  it('forget used tokens once expired', () => {
    const a = new ConnectionTokens(secret);
    const now = Date.now();
    a.take(a.create('s', now).connectionToken, 's', now);
    expect(a.size).toBe(1);
    a.sweep(now + CONNECTION_TOKEN_TTL_MS + 1000);
    expect(a.size).toBe(0);
  });
});
