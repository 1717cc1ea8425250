import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('OpenID settings from the environment', () => {
  it('starts the demo provider with the seeded demo, at localhost:8081, outside tests', () => {
    expect(loadConfig({}).openId).toEqual({ issuer: 'http://localhost:8081', clientId: 'cockpit-console', clientSecret: undefined, prompt: 'login', demoProvider: true });
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
