import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signIn, signInAs } from '../helpers/api-client';
import { loadConfig } from '../../apps/server/src/config';
import { usePasswordHashCost } from '../../apps/server/src/auth/password';
import { PRODUCTION_PASSWORD_HASH_COST } from '../../apps/server/src/config';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts?.close());

function claims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('sign-in', () => {
  it('answers a signed token with the sign-in result fields', async () => {
    const res = await apiClient(ts.baseUrl, undefined, { 'x-lang-code': 'da-DK' }).post('/api/Authentication/user', {
      businessUnitName: 'Demo',
      userName: 'admin',
      password: 'Admin1234',
    });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(Object.keys(r).sort()).toEqual(['accessToken', 'businessUnitName', 'defaultLanguage', 'expiresIn', 'picture', 'tokenType']);
    expect(r.tokenType).toBe('Bearer');
    expect(r.businessUnitName).toBe('Demo');
    expect(r.expiresIn).toBeGreaterThan(0);
    const c = claims(r.accessToken);
    expect(c.name).toBe('admin');
    expect(c.role).toContain('AdminRole');
    expect(c.buName).toBe('Demo');
    expect(c.lang).toBe('da-DK');
    expect(c.enabledFeature).toContain('MaterialsServerSidePaging');
  });

  it('refuses a wrong password, an unknown user and an unknown business unit with the same message', async () => {
    for (const body of [
      { businessUnitName: 'Demo', userName: 'admin', password: 'wrong' },
      { businessUnitName: 'Demo', userName: 'nobody', password: 'Admin1234' },
      { businessUnitName: 'Nowhere', userName: 'admin', password: 'Admin1234' },
      // A user of another business unit cannot sign in to this one with that unit's password.
      { businessUnitName: 'North', userName: 'picker', password: 'Picker1234' },
    ]) {
      const res = await apiClient(ts.baseUrl).post('/api/Authentication/user', body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Username or password is incorrect.');
    }
  });

  it('answers a bad body with 400 and a message that names the field', async () => {
    const missing = await apiClient(ts.baseUrl).post('/api/Authentication/user', { businessUnitName: 'Demo', userName: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/password/);
    const wrongType = await apiClient(ts.baseUrl).post('/api/Authentication/user', { businessUnitName: 'Demo', userName: 'admin', password: 12 });
    expect(wrongType.status).toBe(400);
    const notJson = await apiClient(ts.baseUrl).post('/api/Authentication/user', '{not json');
    expect(notJson.status).toBe(400);
  });

  it('stores passwords hashed, never plain', async () => {
    const { rows } = await ts.database.db.query<{ password_hash: string }>('select password_hash from users');
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^scrypt\$/);
      expect(r.password_hash).not.toMatch(/1234/);
    }
  });
});

describe('the password hash cost', () => {
  const testCost = () => loadConfig({ ...process.env, NODE_ENV: 'test' }).passwordHashCost;
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ scale: 0, config: { passwordHashCost: PRODUCTION_PASSWORD_HASH_COST } });
  });
  afterAll(async () => {
    await production?.close();
    // The cost is the process's: the next servers in this worker hash at the tests' again.
    usePasswordHashCost(testCost());
  });

  it('is what the test servers are configured with (PASSWORD_HASH_COST), in every seeded hash', async () => {
    const { rows } = await ts.database.db.query<{ password_hash: string }>('select password_hash from users');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', String(testCost()), '8', '1']);
  });

  it("is OWASP's N=32768 on a server configured as in production: a changed password is hashed at it and signs in", async () => {
    const picker = await signInAs(production.baseUrl, 'picker');
    const changed = await picker.put('/api/User/changePassword', { oldPassword: 'Picker1234', newPassword: 'Changed1234', confirmPassword: 'Changed1234' });
    expect(changed.status).toBe(200);
    const { rows } = await production.database.db.query<{ password_hash: string }>(
      "select password_hash from users where user_name = 'picker' and business_unit_id = (select id from business_units where name = 'Demo')",
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect((await signIn(production.baseUrl, 'Demo', 'picker', 'Changed1234')).token).toBeTruthy();
    await expect(signIn(production.baseUrl, 'Demo', 'picker', 'Picker1234')).rejects.toThrow(/401/);
  });
});

describe('tokens and sessions', () => {
  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    expect((await apiClient(ts.baseUrl).get('/api/Material/description')).status).toBe(401);
    expect((await apiClient(ts.baseUrl, 'abc.def.ghi').get('/api/Material/description')).status).toBe(401);
    const api = await signInAs(ts.baseUrl, 'admin');
    const [h, p] = api.token!.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims(api.token!), bu: 2 })).toString('base64url');
    expect((await apiClient(ts.baseUrl, `${h}.${forgedPayload}.${api.token!.split('.')[2]}`).get('/api/Material/description')).status).toBe(401);
    expect(p).toBeTruthy();
  });

  it('keeps the session alive with the heartbeat and ends it at logout', async () => {
    const api = await signInAs(ts.baseUrl, 'super');
    const admin = await signInAs(ts.baseUrl, 'admin');
    const sid = claims(api.token!).sid as string;
    const seen = async () =>
      (await ts.database.db.query<{ at: Date; ended: Date | null }>('select last_seen_at as at, ended_at as ended from user_sessions where id = $1', [sid])).rows[0];
    const active = async () => ((await admin.get('/api/UserSession/active')).body.result as { id: string }[]).some((s) => s.id === sid);
    // A session last seen ten minutes ago is no longer shown as active; the heartbeat brings it back.
    await ts.database.db.query("update user_sessions set last_seen_at = now() - interval '10 minutes' where id = $1", [sid]);
    const before = await seen();
    expect(await active()).toBe(false);
    expect((await api.post('/api/UserSession/heartbeat')).status).toBe(200);
    const after = await seen();
    expect(new Date(after.at).getTime() - new Date(before.at).getTime()).toBeGreaterThan(9 * 60_000);
    expect(Math.abs(Date.now() - new Date(after.at).getTime())).toBeLessThan(60_000);
    expect(after.ended).toBeNull();
    expect(await active()).toBe(true);
    expect((await api.get('/api/Material/description')).status).toBe(200);
    expect((await api.post('/api/UserSession/logout')).status).toBe(200);
    expect((await seen()).ended).not.toBeNull();
    expect(await active()).toBe(false);
    expect((await api.get('/api/Material/description')).status).toBe(401);
  });
});

describe('business-unit isolation', () => {
  it('never shows another business unit its rows', async () => {
    const demo = await signInAs(ts.baseUrl, 'admin');
    const north = await signInAs(ts.baseUrl, 'northAdmin');
    const demoRows = (await demo.get('/api/Material/description')).body.result as { id: number }[];
    const northRows = (await north.get('/api/Material/description')).body.result as { id: number }[];
    expect(demoRows.length).toBeGreaterThan(0);
    expect(northRows.length).toBeGreaterThan(0);
    const demoIds = new Set(demoRows.map((r) => r.id));
    expect(northRows.some((r) => demoIds.has(r.id))).toBe(false);
    const { rows } = await ts.database.db.query<{ n: number }>(
      "select count(*)::int as n from materials m join business_units b on b.id = m.business_unit_id where b.name = 'North'",
    );
    expect(northRows.length).toBe(rows[0].n);
  });
});

describe('permissions', () => {
  it('resolves the settings permissions per role on the server', async () => {
    const admin = await signInAs(ts.baseUrl, 'admin');
    const picker = await signInAs(ts.baseUrl, 'picker');
    const a = (await admin.get('/api/User/cockpitSettings')).body.result;
    const p = (await picker.get('/api/User/cockpitSettings')).body.result;
    expect(JSON.parse(a.permissions.header).users).toBe(true);
    expect(JSON.parse(p.permissions.header).users).toBe(false);
    expect(JSON.parse(p.permissions.data).prepare).toBe(false);
    expect(JSON.parse(p.permissions.data).navigation).toBe(true);
    // Settings-for-all needs the user_settings permission, checked on the server.
    const denied = await picker.put('/api/User/settingsForAll', { key: 'rowsLimit', value: '5' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Authorization Error: access denied');
  });
});
