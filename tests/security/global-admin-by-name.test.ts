import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signIn, signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Hole 1 of the second probe: the server took any role *named* GlobalAdminRole or
 * GlobalAdminUserRole for a global administrator. Demo's administrator made such a role (or renamed
 * its AdminRole), gave it to a user, and that user listed every business unit, rewrote North's
 * feature flags and downloaded the backup. Global administration is now the stored system role
 * global-admin-user, which only a global administrator sets; the names are reserved in every unit.
 * And a token whose claims name another user or unit than its session is refused (a forged North
 * token rode on a Demo session).
 */
describe('a role name never makes a global administrator', () => {
  let t: TestServer;
  let admin: TestApi;
  let northId: number;

  beforeAll(async () => {
    t = await startTestServer({ scale: 0 });
    admin = await signInAs(t.baseUrl, 'admin');
    northId = (await t.server.ctx.db.query<{ id: number }>("select id from business_units where name = 'North'")).rows[0].id;
  });
  afterAll(async () => t?.close());

  const roleNames = async () => ((await admin.get('/api/UserRole')).body.result as { userRoleName: string }[]).map((r) => r.userRoleName);

  it('refuses to create a role under a reserved name, in any case, with a 400 that says why, writing nothing', async () => {
    const before = await roleNames();
    for (const userRoleName of ['GlobalAdminRole', 'GlobalAdminUserRole', 'globaladminrole', 'GLOBALADMINUSERROLE']) {
      const res = await admin.post('/api/UserRole', { userRoleName });
      expect(res.status, userRoleName).toBe(400);
      expect(res.body).toMatchObject({ code: 'Roles.ReservedName' });
      expect(res.body.message).toContain('reserved');
    }
    expect(await roleNames()).toEqual(before);
  });

  it('refuses to rename a role (its own AdminRole included) to a reserved name', async () => {
    const roles = (await admin.get('/api/UserRole')).body.result as { id: number; userRoleName: string }[];
    const adminRole = roles.find((r) => r.userRoleName === 'AdminRole')!;
    const res = await admin.put('/api/UserRole', { id: adminRole.id, userRoleName: 'GlobalAdminRole' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'Roles.ReservedName' });
    expect(await roleNames()).toContain('AdminRole');
  });

  it('gives no global right to a user holding a unit role that carries the name (one made before the names were reserved)', async () => {
    const db = t.server.ctx.db;
    // As the probe left it: a Demo role named GlobalAdminRole (written directly, as the API no longer allows it).
    const demoId = (await db.query<{ id: number }>("select id from business_units where name = 'Demo'")).rows[0].id;
    const role = (await db.query<{ id: number }>("insert into user_roles (business_unit_id, name) values ($1, 'GlobalAdminUserRole') returning id", [demoId])).rows[0].id;
    const adminRole = (await db.query<{ id: number }>("select id from user_roles where business_unit_id = $1 and name = 'AdminRole'", [demoId])).rows[0].id;
    const created = await admin.post('/api/UserManagement', {
      userName: 'mallory',
      displayName: 'Mallory',
      password: 'Mallory1234!',
      confirmPassword: 'Mallory1234!',
      defaultLanguage: 'en-GB',
      roleIds: [role, adminRole],
    });
    expect(created.status).toBe(200);
    const mallory = await signIn(t.baseUrl, 'Demo', 'mallory', 'Mallory1234!');
    expect(decodeJwt(mallory.token!).role).toContain('GlobalAdminUserRole');

    expect((await mallory.get('/api/Settings/BusinessUnits')).status).toBe(403);
    expect((await mallory.get(`/api/Settings/EnabledFeatureFlags?businessUnitId=${northId}`)).status).toBe(404);
    const before = (await db.query('select feature from business_unit_features where business_unit_id = $1 order by 1', [northId])).rows;
    const write = await mallory.post('/api/Settings/EnabledFeatureFlags', { businessUnitId: northId, featureFlags: [] });
    expect(write.status).toBe(403);
    expect((await db.query('select feature from business_unit_features where business_unit_id = $1 order by 1', [northId])).rows).toEqual(before);
    // No backup: refused (403), or refused sooner by the route's own body rules, never a file.
    const backup = await fetch(`${t.baseUrl}/api/Admin/backup`, { method: 'POST', headers: { authorization: `Bearer ${mallory.token}` } });
    expect([400, 403]).toContain(backup.status);
    expect(backup.headers.get('content-type')).not.toContain('gzip');
    // Nor does the name make its holder pass the permissions whose rule names it.
    const settings = await mallory.get('/api/User/cockpitSettings');
    expect(JSON.stringify(settings.body)).not.toMatch(/"feature_flags":true/);
  });

  it("still makes the installation's global administrator global, by the system role", async () => {
    const global = await signInAs(t.baseUrl, 'globalAdmin');
    const units = await global.get('/api/Settings/BusinessUnits');
    expect(units.status).toBe(200);
    expect((units.body.result as { name: string }[]).map((u) => u.name)).toEqual(expect.arrayContaining(['Demo', 'North']));
  });

  it("refuses a token whose user or business unit is not its session's, even signed with the server's secret", async () => {
    const { claims, sign } = await forger(admin.token!);
    const northAdmin = (await t.server.ctx.db.query<{ id: number }>("select id from users where business_unit_id = $1 and user_name = 'admin'", [northId])).rows[0].id;
    // North's administrator on Demo's administrator's session.
    const forged = await sign({ ...claims, sub: String(northAdmin), bu: northId, buName: 'North' });
    expect((await apiClient(t.baseUrl, forged).get('/api/User/current')).status).toBe(401);
    // Another user of the same unit on that session.
    const superId = (await t.server.ctx.db.query<{ id: number }>("select id from users where user_name = 'super' and business_unit_id = $1", [claims.bu])).rows[0].id;
    expect((await apiClient(t.baseUrl, await sign({ ...claims, sub: String(superId) })).get('/api/User/current')).status).toBe(401);
    // The session's own claims, signed again, still pass: the check is about whose session it is.
    expect((await apiClient(t.baseUrl, await sign(claims)).get('/api/User/current')).status).toBe(200);
  });
});

describe('the development host keeps its global administrator', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ scale: 0, config: { environment: 'development', devMode: true } });
  });
  afterAll(async () => t?.close());

  it('lets admin, under DEV_MODE, list every business unit', async () => {
    const admin = await signInAs(t.baseUrl, 'admin');
    expect((await admin.get('/api/Settings/BusinessUnits')).status).toBe(200);
  });
});

/** Signs tokens as the test server does (its secret is the test configuration's jwtSecret). */
async function forger(token: string) {
  const claims = decodeJwt(token) as Record<string, unknown> & { bu: number };
  const secret = new TextEncoder().encode('test-secret');
  const sign = (c: Record<string, unknown>) => {
    const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, ...rest } = c;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('cockpit')
      .setAudience('cockpit-api')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(secret);
  };
  return { claims, sign };
}
