import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startDemoProvider, type DemoProvider } from '@cockpit/oidc-demo';
import { directoryPasswords } from '../../apps/server/src/seed/demo-openid-passwords';
import { linkDemoAccounts } from '../../apps/server/src/seed/demo-openid-links';
import { NORTH_USERS } from '../../apps/server/src/seed/demo-users';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { signInAs } from '../helpers/api-client';
import { signInAtProvider } from '../helpers/oidc-provider-login';

/**
 * OpenID sign-in as an attacker would try it: another unit's user through the same provider, a
 * flood of unauthenticated starts, a callback opened in another browser, a changed nonce, a guessed
 * password at the demo provider, and the request log read for codes and tokens.
 */
const ISSUER = `http://127.0.0.1:${process.env.OIDC_SECURITY_TEST_PORT ?? 18231}`;

let db: TestDatabase;
let server: Server;
let baseUrl: string;
let provider: DemoProvider;
/** Every line the server logged (level info: one per request). */
const logLines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase(0);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test' },
    {
      port: 0,
      host: '127.0.0.1',
      seed: false,
      jwtSecret: 'test-secret',
      logLevel: 'info',
      openId: { issuer: ISSUER, clientId: 'cockpit-console', prompt: 'login', demoProvider: false },
    },
  );
  server = await buildServer(config, { db: db.db, logStream: { write: (line: string) => void logLines.push(line) } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  provider = await startDemoProvider({
    issuer: ISSUER,
    clientId: 'cockpit-console',
    redirectUris: [`${baseUrl}/api/Authentication/oidc/callback`],
    checkPassword: directoryPasswords(db.db, ISSUER),
    accounts: NORTH_USERS,
    loginLimits: { perAddress: 1000, perLogin: 3, windowSeconds: 60 },
  });
  await linkDemoAccounts(db.db, ISSUER);
  // OpenID on for two units: North (seeded so) and Demo.
  await db.db.query("insert into business_unit_features (business_unit_id, feature) select id, 'OpenIdConnect' from business_units where name = 'Demo' on conflict do nothing");
});
afterAll(async () => {
  await provider?.close();
  await server?.close();
  await db?.drop();
});

/** One browser: its cookie for Cockpit's sign-in routes. */
class Browser {
  cookie = '';
  async get(path: string): Promise<Response> {
    const res = await fetch(baseUrl + path, { redirect: 'manual', headers: this.cookie ? { cookie: this.cookie } : {} });
    for (const line of res.headers.getSetCookie()) if (line.startsWith('cockpit_oidc_flow=')) this.cookie = line.split(';')[0];
    return res;
  }
  /** Starts a sign-in for the business unit: the provider's authorization address. */
  async start(businessUnitName: string): Promise<URL> {
    const res = await this.get(`/api/Authentication/oidc/start?businessUnitName=${encodeURIComponent(businessUnitName)}`);
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }
  /** Opens the callback address; answers where Cockpit sends the browser. */
  async callback(address: URL): Promise<URL> {
    const res = await this.get(address.pathname + address.search);
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!, baseUrl);
  }
}

async function redeem(code: string): Promise<{ accessToken: string; userName: string; businessUnitName: string }> {
  const res = await fetch(`${baseUrl}/api/Authentication/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { accessToken: string; userName: string; businessUnitName: string } }).result;
}

/** A whole sign-in in one browser; answers the console's address after the callback. */
async function signIn(businessUnitName: string, login: string, password?: string, browser = new Browser()): Promise<URL> {
  const authorization = await browser.start(businessUnitName);
  return browser.callback(await signInAtProvider(authorization.toString(), login, password));
}

describe('OpenID sign-in across business units', () => {
  it("never signs North's admin in as Demo's admin of the same name", async () => {
    const back = await signIn('Demo', 'admin', 'Admin1234');
    expect(back.searchParams.get('oidcError')).toBe('unknownUser');
    expect(back.searchParams.get('oidc')).toBeNull();
  });

  it('signs in the user linked to the provider account, in the unit the sign-in was for', async () => {
    const back = await signIn('North', 'admin', 'Admin1234');
    expect(await redeem(back.searchParams.get('oidc')!)).toMatchObject({ userName: 'admin', businessUnitName: 'North' });
  });

  it("links by the unit's administrator only, for the unit's own users", async () => {
    const demoAdmin = await signInAs(baseUrl, 'admin');
    const northAdmin = await signInAs(baseUrl, 'northAdmin');
    const picker = await signInAs(baseUrl, 'picker');
    const superId = (
      await db.db.query<{ id: number }>("select u.id from users u join business_units b on b.id = u.business_unit_id where b.name = 'Demo' and u.user_name = 'super'")
    ).rows[0].id;

    // Another unit's administrator cannot link Demo's user, nor can a user without the users page.
    expect((await northAdmin.put('/api/UserManagement/openIdLink', { userId: superId, subject: 'mallory' })).status).toBe(404);
    expect((await picker.put('/api/UserManagement/openIdLink', { userId: superId, subject: 'mallory' })).status).toBe(403);
    expect((await demoAdmin.put('/api/UserManagement/openIdLink', { userId: superId, subject: '' })).status).toBe(400);
    expect((await signIn('Demo', 'sofie')).searchParams.get('oidcError')).toBe('unknownUser');

    // Demo's administrator links Demo's super user to the provider account "sofie".
    const linked = await demoAdmin.put('/api/UserManagement/openIdLink', { userId: superId, subject: 'sofie' });
    expect(linked.status).toBe(200);
    expect((await demoAdmin.get(`/api/UserManagement/openIdLink?userId=${superId}`)).body).toEqual({ result: [{ issuer: ISSUER, subject: 'sofie' }] });
    // (The demo provider's account "sofie" now has the linked user's password.)
    expect(await redeem((await signIn('Demo', 'sofie', 'Super1234')).searchParams.get('oidc')!)).toMatchObject({ userName: 'super', businessUnitName: 'Demo' });
    // The same account signs in nobody in North.
    expect((await signIn('North', 'sofie', 'Super1234')).searchParams.get('oidcError')).toBe('unknownUser');

    // Unlinked: refused again.
    expect((await demoAdmin.delete(`/api/UserManagement/openIdLink?userId=${superId}`)).body).toEqual({ result: true });
    expect((await signIn('Demo', 'sofie')).searchParams.get('oidcError')).toBe('unknownUser');
  });
});

describe('OpenID sign-in state in the browser', () => {
  it('sets the state as a signed, HttpOnly, SameSite=Lax cookie with a short lifetime', async () => {
    const res = await fetch(`${baseUrl}/api/Authentication/oidcAddress?businessUnitName=North`);
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^cockpit_oidc_flow=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/Authentication/oidc');
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeLessThanOrEqual(600);
    const address = new URL(((await res.json()) as { result: string }).result);
    expect(address.searchParams.get('nonce')).toBeTruthy();
    // The state travels to the provider; the PKCE verifier and the nonce's pair never leave the cookie.
    expect(address.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it("keeps a real user's sign-in through 10,050 unauthenticated starts", async () => {
    const browser = new Browser();
    const authorization = await browser.start('North');
    const flood = Array.from({ length: 10_050 }, () => () => server.app.inject({ method: 'GET', url: '/api/Authentication/oidcAddress?businessUnitName=North' }));
    for (let i = 0; i < flood.length; i += 100) {
      const answers = await Promise.all(flood.slice(i, i + 100).map((call) => call()));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    const back = await browser.callback(await signInAtProvider(authorization.toString(), 'admin', 'Admin1234'));
    expect(back.searchParams.get('oidcError')).toBeNull();
    expect(await redeem(back.searchParams.get('oidc')!)).toMatchObject({ userName: 'admin', businessUnitName: 'North' });
  });

  it('refuses a callback opened in another browser (login CSRF), and a cookie changed by hand', async () => {
    const victim = new Browser();
    const attacker = new Browser();
    // The attacker signs in at the provider and hands the callback address to the victim's browser.
    const authorization = await attacker.start('North');
    const callback = await signInAtProvider(authorization.toString(), 'admin', 'Admin1234');
    expect((await victim.callback(callback)).searchParams.get('oidcError')).toBe('expired');
    // A cookie of another sign-in does not fit this callback either.
    await victim.start('North');
    expect((await victim.callback(callback)).searchParams.get('oidcError')).toBe('expired');

    // The cookie's content changed (another business unit) with the signature kept: refused.
    const forger = new Browser();
    const address = await forger.start('North');
    const [payload, signature] = forger.cookie.slice('cockpit_oidc_flow='.length).split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { businessUnitId: number };
    state.businessUnitId += 1;
    forger.cookie = `cockpit_oidc_flow=${Buffer.from(JSON.stringify(state)).toString('base64url')}.${signature}`;
    expect((await forger.callback(await signInAtProvider(address.toString(), 'admin', 'Admin1234'))).searchParams.get('oidcError')).toBe('expired');
  });

  it('refuses an ID token whose nonce is not the one the sign-in sent', async () => {
    const browser = new Browser();
    const authorization = await browser.start('North');
    authorization.searchParams.set('nonce', 'a-nonce-of-someone-else');
    const back = await browser.callback(await signInAtProvider(authorization.toString(), 'admin', 'Admin1234'));
    expect(back.searchParams.get('oidcError')).toBe('failed');
    expect(back.searchParams.get('oidc')).toBeNull();
  });

  it('hands the token over on another instance of the same database (no affinity behind the proxy)', async () => {
    const other = await buildServer(server.ctx.config, { db: db.db });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const address = other.app.server.address();
      const otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const back = await signIn('North', 'admin', 'Admin1234');
      const code = back.searchParams.get('oidc')!;
      const token = (url: string) =>
        fetch(`${url}/api/Authentication/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      const res = await token(otherUrl);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: { userName: string } }).result.userName).toBe('admin');
      // Once, on any instance.
      expect((await token(baseUrl)).status).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('uses the state once: the same callback a second time is refused', async () => {
    const browser = new Browser();
    const authorization = await browser.start('North');
    const callback = await signInAtProvider(authorization.toString(), 'admin', 'Admin1234');
    expect((await browser.callback(callback)).searchParams.get('oidc')).toBeTruthy();
    expect((await browser.callback(callback)).searchParams.get('oidcError')).toBe('expired');
  });
});

describe('the demo provider and the request log', () => {
  it("limits failed logins at the demo provider like the console's sign-in, the right password too", async () => {
    const tryLogin = async (password: string) => {
      const authorization = await new Browser().start('North');
      return signInAtProvider(authorization.toString(), 'newbie', password).then(
        () => 200,
        (error: Error) => Number(/Provider answered (\d+)/.exec(error.message)?.[1] ?? 0),
      );
    };
    for (let i = 0; i < 3; i++) expect(await tryLogin('wrong-password')).toBe(401);
    expect(await tryLogin('Newbie1234')).toBe(429);
  });

  it('writes no code, state or token into the request log', async () => {
    logLines.length = 0;
    const browser = new Browser();
    const authorization = await browser.start('North');
    const flowCookie = browser.cookie.split('=')[1];
    const callback = await signInAtProvider(authorization.toString(), 'admin', 'Admin1234');
    const back = await browser.callback(callback);
    const oneTimeCode = back.searchParams.get('oidc')!;
    // The console's sign-in page is loaded with the one-time code in its address.
    await fetch(`${baseUrl}/login?oidc=${oneTimeCode}`);
    const { accessToken } = await redeem(oneTimeCode);
    await fetch(`${baseUrl}/api/User/current?access_token=${accessToken}`);
    const log = logLines.join('');
    expect(log).toContain('/api/Authentication/oidc/callback?');
    expect(log).toContain('code=[redacted]');
    for (const secret of [callback.searchParams.get('code')!, callback.searchParams.get('state')!, oneTimeCode, accessToken, flowCookie]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
  });
});
