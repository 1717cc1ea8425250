import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('OpenID settings from the environment', () => {
  it('starts the demo provider with the seeded demo, at localhost:8081, outside tests', () => {
    expect(loadConfig({}).openId).toEqual({ issuer: 'http://localhost:8081', clientId: 'cockpit-console', clientSecret: undefined, prompt: 'login', demoProvider: true });
    // An empty OIDC_ISSUER (as an env file writes an unset one) is no issuer: the demo's.
    expect(loadConfig({ OIDC_ISSUER: '' }).openId).toMatchObject({ issuer: 'http://localhost:8081', demoProvider: true });
  });

  it("never starts the demo provider in place of the operator's own issuer, unless asked", () => {
    // The demo provider at a real issuer's address would also link the demo users to that issuer.
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.com' }).openId).toMatchObject({ issuer: 'https://login.example.com', demoProvider: false });
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:18219', OIDC_DEMO_PROVIDER: 'on' }).openId.demoProvider).toBe(true);
  });

  it('starts no provider under tests or without the demo, unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).openId).toMatchObject({ issuer: undefined, demoProvider: false });
    expect(loadConfig({ SEED: 'false' }).openId).toMatchObject({ issuer: undefined, demoProvider: false });
    expect(loadConfig({ NODE_ENV: 'test', OIDC_DEMO_PROVIDER: 'on', OIDC_ISSUER: 'http://127.0.0.1:18219' }).openId).toMatchObject({
      issuer: 'http://127.0.0.1:18219',
      demoProvider: true,
    });
    expect(loadConfig({ OIDC_DEMO_PROVIDER: 'off' }).openId.demoProvider).toBe(false);
    // Single sign-on without asking again: an empty OIDC_PROMPT.
    expect(loadConfig({ OIDC_PROMPT: '' }).openId.prompt).toBeUndefined();
  });

  it('takes a real provider and a confidential client', () => {
    expect(loadConfig({ OIDC_DEMO_PROVIDER: 'off', OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'wms', OIDC_CLIENT_SECRET: 's3cret' }).openId).toEqual({
      issuer: 'https://login.example.com',
      clientId: 'wms',
      clientSecret: 's3cret',
      prompt: 'login',
      demoProvider: false,
    });
  });
});

describe('the password hash cost', () => {
  it("is OWASP's scrypt N=32768 unless set, and a production server refuses anything lower", () => {
    expect(loadConfig({}).passwordHashCost).toBe(32768);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '' }).passwordHashCost).toBe(32768);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '32768' }).passwordHashCost).toBe(32768);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '1024' })).toThrow(/must be 32768 \(a lower cost is for tests only, NODE_ENV=test\), not 1024/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '16384' })).toThrow(/for tests only/);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '65536' })).toThrow(/must be 32768/);
  });

  it('may be lowered to 1024 under tests, in powers of two, never above what 64 MB allow', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).passwordHashCost).toBe(1024);
    for (const bad of ['512', '1000', '65536', 'cheap']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: bad }), bad).toThrow(/a power of two from 1024 to 32768/);
    }
  });
});
