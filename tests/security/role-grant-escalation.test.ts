import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Hole 9 of the second probe: a role given only the users page could create an AdminRole user.
 * Assigning a role grants its rights, so a user may only give (or take away) roles whose rights are
 * within their own: an administrator role only by an administrator, a global administrator role
 * only by a global administrator, any other role only by someone who holds everything it gives.
 * A refusal is a 403 that names the role, and writes nothing.
 */
describe('role assignment never gives more than the assigner holds', () => {
  let t: TestServer;
  let admin: TestApi;
  let desk: TestApi;
  let roles: Record<string, number>;
  let adminId: number;

  const create = (api: TestApi, userName: string, roleIds: number[]) =>
    api.post('/api/UserManagement', { userName, displayName: userName, password: 'Someone1234!', confirmPassword: 'Someone1234!', defaultLanguage: 'en-GB', roleIds });
  const userCount = async (userName: string) => (await t.server.ctx.db.query('select 1 from users where user_name = $1', [userName])).rows.length;

  beforeAll(async () => {
    t = await startTestServer({ scale: 0 });
    admin = await signInAs(t.baseUrl, 'admin');
    // A role with only the users page, made as Demo's administrator would make it.
    const deskRole = (await admin.post('/api/UserRole', { userRoleName: 'User desk' })).body.result.id as number;
    expect((await admin.put(`/api/UserRole/${deskRole}/permissions`, { permissions: [{ scope: 'header', key: 'users', allowed: true }] })).status).toBe(200);
    // A role that gives a right the desk does not hold (off by default).
    const planner = (await admin.post('/api/UserRole', { userRoleName: 'Planner' })).body.result.id as number;
    expect((await admin.put(`/api/UserRole/${planner}/permissions`, { permissions: [{ scope: 'data', key: 'partly_prepare', allowed: true }] })).status).toBe(200);
    // A role with the system role Administrator under another name.
    expect((await admin.post('/api/UserRole', { userRoleName: 'Bosses', systemRole: 'Administrator' })).status).toBe(200);
    roles = Object.fromEntries(((await admin.get('/api/UserRole')).body.result as { id: number; userRoleName: string }[]).map((r) => [r.userRoleName, r.id]));
    expect((await create(admin, 'desk', [deskRole])).status).toBe(200);
    desk = await signIn(t.baseUrl, 'Demo', 'desk', 'Someone1234!');
    adminId = (
      await t.server.ctx.db.query<{ id: number }>("select u.id from users u join business_units b on b.id = u.business_unit_id where b.name = 'Demo' and u.user_name = 'admin'")
    ).rows[0].id;
  });
  afterAll(async () => t?.close());

  it('refuses the users page holder an AdminRole user, or one with any administrator role, and writes nothing', async () => {
    for (const role of ['AdminRole', 'Bosses']) {
      const res = await create(desk, `escalated${role}`, [roles[role]]);
      expect(res.status, role).toBe(403);
      expect(res.body.message).toContain(`"${role}"`);
      expect(await userCount(`escalated${role}`)).toBe(0);
    }
  });

  it('refuses a role that gives a right the assigner does not hold, naming the right', async () => {
    const res = await create(desk, 'planner1', [roles.Planner]);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('data/partly_prepare');
    expect(await userCount('planner1')).toBe(0);
  });

  it('lets the users page holder give roles within its own rights', async () => {
    expect((await create(desk, 'picker2', [roles.PickerRole])).status).toBe(200);
    expect((await create(desk, 'desk2', [roles['User desk']])).status).toBe(200);
  });

  it("refuses to raise an existing user's roles, and to take over an administrator's account", async () => {
    const picker2 = (await t.server.ctx.db.query<{ id: number }>("select id from users where user_name = 'picker2'")).rows[0].id;
    const raise = await desk.put('/api/UserManagement', { id: picker2, roleIds: [roles.PickerRole, roles.AdminRole] });
    expect(raise.status).toBe(403);
    expect((await t.server.ctx.db.query('select role_id from user_role_members where user_id = $1', [picker2])).rows).toEqual([{ role_id: roles.PickerRole }]);
    const takeover = await desk.put('/api/UserManagement', { id: adminId, password: 'Taken1234!', confirmPassword: 'Taken1234!' });
    expect(takeover.status).toBe(403);
    await expect(signIn(t.baseUrl, 'Demo', 'admin', 'Taken1234!')).rejects.toThrow(/401/);
    const removal = await desk.delete(`/api/UserManagement?ids=${adminId}`);
    expect(removal.body?.result?.failed?.[0] ?? removal.body).toMatchObject({ code: 'Forbidden' });
    expect((await t.server.ctx.db.query('select deleted from users where id = $1', [adminId])).rows[0]).toEqual({ deleted: false });
  });

  it('offers the users page holder only the roles it may give', async () => {
    const offered = ((await desk.get('/api/UserManagement/roles')).body.result as { userRoleName: string }[]).map((r) => r.userRoleName);
    expect(offered).toEqual(expect.arrayContaining(['PickerRole', 'User desk']));
    expect(offered).not.toContain('AdminRole');
    expect(offered).not.toContain('Bosses');
    expect(offered).not.toContain('Planner');
  });

  it("keeps a global administrator's permissions (feature flags) out of a unit administrator's reach", async () => {
    const res = await admin.put(`/api/UserRole/${roles['User desk']}/permissions`, { permissions: [{ scope: 'header', key: 'feature_flags', allowed: true }] });
    expect(res.status).toBe(403);
    expect((await t.server.ctx.db.query("select 1 from role_permissions where key = 'feature_flags'")).rows).toHaveLength(0);
  });

  it("still lets Demo's administrator give any role of its unit", async () => {
    expect((await create(admin, 'planner3', [roles.Planner])).status).toBe(200);
    expect((await create(admin, 'admin3', [roles.AdminRole])).status).toBe(200);
  });
});
