import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoProvider, type DemoProvider } from '@cockpit/oidc-demo';
import { directoryPasswords } from '../../apps/server/src/seed/demo-openid-passwords';
import { linkDemoAccounts } from '../../apps/server/src/seed/demo-openid-links';
import { NORTH_USERS } from '../../apps/server/src/seed/demo-users';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';
import { signInAtProvider, type ProviderBrowser } from '../helpers/oidc-provider-login';

/**
 * OpenID Connect sign-in over real HTTP: the Cockpit server, the demo OpenID provider
 * (oidc-provider) on its own port, and the browser's part played by hand.
 */
const ISSUER = `http://127.0.0.1:${process.env.OIDC_TEST_PORT ?? 18219}`;

describe('OpenID Connect sign-in', () => {
  let t: TestServer;
  let provider: DemoProvider;
  beforeAll(async () => {
    t = await startTestServer({ scale: 0, config: { openId: { issuer: ISSUER, clientId: 'cockpit-console', prompt: 'login', demoProvider: false } } });
    provider = await startDemoProvider({
      issuer: ISSUER,
      clientId: 'cockpit-console',
      redirectUris: [`${t.baseUrl}/api/Authentication/oidc/callback`],
      postLogoutRedirectUris: [`${t.baseUrl}/login`],
      checkPassword: directoryPasswords(t.server.ctx.db, ISSUER),
      accounts: NORTH_USERS,
    });
    await linkDemoAccounts(t.server.ctx.db, ISSUER);
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  /** The browser's cookie for the sign-in routes: set by the start, sent back to the callback. */
  let flowCookie = '';
  const get = async (path: string) => {
    const res = await fetch(t.baseUrl + path, { redirect: 'manual', headers: flowCookie ? { cookie: flowCookie } : {} });
    const set = res.headers.getSetCookie().find((line) => line.startsWith('cockpit_oidc_flow='));
    if (set) flowCookie = set.split(';')[0];
    return res;
  };
  const redeem = (code: string) =>
    fetch(`${t.baseUrl}/api/Authentication/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });

  /** Start → provider → callback; answers where the callback sends the console. */
  async function signIn(businessUnitName: string, login: string, password?: string): Promise<URL> {
    const start = await get(`/api/Authentication/oidc/start?businessUnitName=${encodeURIComponent(businessUnitName)}`);
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get('location')!);
    expect(authorization.origin).toBe(ISSUER);
    // PKCE, state and nonce are sent; the verifier itself stays in the browser's HttpOnly cookie.
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    // Shared warehouse PCs: the provider asks who is there every time.
    expect(authorization.searchParams.get('prompt')).toBe('login');
    const callback = await signInAtProvider(authorization.toString(), login, password);
    expect(callback.pathname).toBe('/api/Authentication/oidc/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const answer = await get(callback.pathname + callback.search);
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!, t.baseUrl);
  }

  it("refuses a North user's wrong password at the provider: no code reaches Cockpit", async () => {
    await expect(signIn('North', 'admin', 'not-the-password')).rejects.toThrow(/Provider answered 401.*Wrong user name or password/s);
  });

  it('offers OpenId to North only', async () => {
    const enabled = async (name: string) => ((await (await get(`/api/Authentication/openIdEnabled?businessUnitName=${name}`)).json()) as { result: boolean }).result;
    expect(await enabled('North')).toBe(true);
    expect(await enabled('Demo')).toBe(false);
  });

  it('signs a North user in through the provider and hands over the normal session token once', async () => {
    const back = await signIn('North', 'admin', 'Admin1234');
    expect(back.pathname).toBe('/login');
    const code = back.searchParams.get('oidc')!;
    expect(code).toBeTruthy();
    // The token is never in an address.
    expect(back.toString()).not.toMatch(/eyJ/);
    const res = await redeem(code);
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: { accessToken: string; userName: string; businessUnitName: string } };
    expect(result).toMatchObject({ userName: 'admin', businessUnitName: 'North', tokenType: 'Bearer' });
    const me = await fetch(`${t.baseUrl}/api/User/current`, { headers: { authorization: `Bearer ${result.accessToken}` } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('Nils North');
    // One use only.
    const again = await redeem(code);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/expired or was already used/);
  });

  it('logs out at the provider too (RP-initiated logout): the next sign-in asks for the password, even without prompt=login', async () => {
    const browser: ProviderBrowser = { cookies: new Map() };
    /** An authorization without prompt=login: the provider's own session decides whether it asks. */
    const authorizeWithoutPrompt = async () => {
      const start = await get('/api/Authentication/oidc/start?businessUnitName=North');
      const address = new URL(start.headers.get('location')!);
      address.searchParams.delete('prompt');
      const callback = await signInAtProvider(address.toString(), 'admin', 'Admin1234', browser);
      const back = new URL((await get(callback.pathname + callback.search)).headers.get('location')!, t.baseUrl);
      const res = await redeem(back.searchParams.get('oidc')!);
      return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
    };
    await authorizeWithoutPrompt();
    expect(browser.askedLogin).toBe(true);
    // Single sign-on while the provider's session lives: no login asked.
    const token = await authorizeWithoutPrompt();
    expect(browser.askedLogin).toBe(false);

    const logout = await fetch(`${t.baseUrl}/api/UserSession/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const { result } = (await logout.json()) as { result: { endSessionUrl: string } };
    const endSession = new URL(result.endSessionUrl);
    expect(endSession.origin).toBe(ISSUER);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${t.baseUrl}/login`);
    const hint = JSON.parse(Buffer.from(endSession.searchParams.get('id_token_hint')!.split('.')[1], 'base64url').toString('utf8'));
    expect(hint).toMatchObject({ sub: 'admin', aud: 'cockpit-console', iss: ISSUER });
    expect((await fetch(`${t.baseUrl}/api/User/current`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    // The browser follows it: the provider ends its session and sends the browser to the sign-in page.
    expect((await signInAtProvider(endSession.toString(), 'admin', 'Admin1234', browser)).toString()).toBe(`${t.baseUrl}/login`);
    await authorizeWithoutPrompt();
    expect(browser.askedLogin).toBe(true);
    // A password session has nothing to end at the provider.
    const password = await signInAs(t.baseUrl, 'admin');
    expect((await password.post('/api/UserSession/logout')).body).toEqual({ result: true });
  });

  it('gives the address through the OIDC address call too', async () => {
    const res = await get('/api/Authentication/oidcAddress?businessUnitName=north&clientId=cockpit');
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: string };
    expect(new URL(result).searchParams.get('client_id')).toBe('cockpit-console');
  });

  it('refuses a user the business unit does not know, and gives no token', async () => {
    const back = await signIn('North', 'stranger');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('oidcError')).toBe('unknownUser');
    expect(back.searchParams.get('oidc')).toBeNull();
  });

  it('refuses a business unit without the feature, and an unknown one, the same way', async () => {
    for (const name of ['Demo', 'Nowhere']) {
      const res = await get(`/api/Authentication/oidc/start?businessUnitName=${name}`);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('OpenId sign-in is not enabled for this business unit.');
    }
  });

  it('refuses a callback whose state it did not issue, and a made-up code', async () => {
    const res = await get('/api/Authentication/oidc/callback?code=abc&state=made-up');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?oidcError=expired');
    expect((await redeem('made-up')).status).toBe(400);
    expect((await get('/api/Authentication/oidc/callback?state=x&other=1')).status).toBe(400);
  });
});
