import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, HUB_AUDIENCE, type TokenClaims } from './tokens';

const secret = new TextEncoder().encode('a test secret of enough length!!');
const claims: TokenClaims = { sub: '7', name: 'admin', sid: 's-1', bu: 1, buName: 'Demo', role: ['AdminRole'], systemRole: ['Administrator'], enabledFeature: [], lang: 'en-GB' };

afterEach(() => vi.useRealTimers());

describe('verifying tokens, with the verified ones cached', () => {
  it('answers the same claims for the same token, from the cache the second time', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    const second = await tokens.verify(token);
    expect(first).toMatchObject({ claims: { sub: '7', sid: 's-1' } });
    expect(second).toEqual(first);
  });

  it('still refuses an altered or forged token after the genuine one was cached', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toEqual({ error: 'invalid' });
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}xx`)).toEqual({ error: 'invalid' });
    const forged = await createTokenService(new TextEncoder().encode('another secret of enough length!'), 60).sign(claims);
    expect(await tokens.verify(forged)).toEqual({ error: 'invalid' });
  });

  it('answers expired for a cached token once its time is up', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject({ claims: { sub: '7' } });
    vi.setSystemTime(new Date('2026-11-24T10:01:01Z'));
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
  });

  it("keeps each audience's cache apart: a session token never opens the hub's service, nor the reverse", async () => {
    const api = createTokenService(secret, 60);
    const hub = createTokenService(secret, 60, HUB_AUDIENCE);
    const apiToken = await api.sign(claims);
    const hubToken = await hub.sign(claims);
    expect(await api.verify(apiToken)).toHaveProperty('claims');
    expect(await hub.verify(hubToken)).toHaveProperty('claims');
    expect(await hub.verify(apiToken)).toEqual({ error: 'invalid' });
    expect(await api.verify(hubToken)).toEqual({ error: 'invalid' });
  });
});
