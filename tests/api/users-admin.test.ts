import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';
import { signIn } from '../helpers/api-client';

const { ts, admin, picker, north, changes } = useDemoServer();

const db = () => ts.database.db;
const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
const demoRole = async (name: string) =>
  (await db().query<{ id: number }>("select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.name = $1", [name])).rows[0].id;

const newUser = async (userName: string) => ({
  userName,
  displayName: 'Tina Test',
  userType: 'User',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  defaultLanguage: 'nb-NO',
  roleIds: [await demoRole('PickerRole')],
  isActive: true,
});

describe('users settings', () => {
  it("lists the business unit's users with their roles, and the roles to choose from", async () => {
    const res = await admin.get('/api/UserManagement/description');
    expect(res.status).toBe(200);
    expect(res.body.result.map((u: { userName: string }) => u.userName)).toEqual(['admin', 'picker', 'super']);
    expect(res.body.result[1]).toMatchObject({ displayName: 'Pia Picker', userRoles: 'PickerRole', defaultLanguage: 'da-DK', isActive: true });
    expect(res.body.result[1]).not.toHaveProperty('passwordHash');
    const roles = await admin.get('/api/UserManagement/roles');
    expect(roles.body.result.map((r: { userRoleName: string }) => r.userRoleName)).toEqual(['AdminRole', 'PickerRole', 'SuperUserRole']);
    const northUsers = await north.get('/api/UserManagement/description');
    expect(northUsers.body.result.map((u: { displayName: string }) => u.displayName)).toEqual(['Nils North', 'Nora Newcomer']);
  });

  it('creates a user who can then sign in', async () => {
    changes.length = 0;
    const res = await admin.post('/api/UserManagement', await newUser('tina'));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ userName: 'tina', displayName: 'Tina Test', userRoles: 'PickerRole', defaultLanguage: 'nb-NO' });
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'User', id: res.body.result.id }));
    const tina = await signIn(ts.baseUrl, 'Demo', 'tina', 'Secret123');
    expect((await tina.get('/api/User/current')).body.result.userRoles).toEqual(['PickerRole']);
  });

  it.each([
    [{ password: 'Short1', confirmPassword: 'Short1' }, /Password must be at least 8 characters/],
    [{ password: 'lowercase123', confirmPassword: 'lowercase123' }, /Password must contain an uppercase letter/],
    [{ password: 'UPPERCASE123', confirmPassword: 'UPPERCASE123' }, /Password must contain a lowercase letter/],
    [{ password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' }, /Password must contain a digit/],
    [{ confirmPassword: 'Secret124' }, /The confirmation does not match the password/],
    [{ defaultLanguage: 'xx-XX' }, /A language must be chosen/],
    [{ defaultLanguage: undefined }, /"defaultLanguage" is required/],
    [{ roleIds: [] }, /A role must be chosen/],
    [{ roleIds: [999999] }, /roleIds: role 999999 not found/],
    [{ userName: 'has space' }, /userName must match/],
    [{ userName: 'ADMIN' }, /A user named "ADMIN" already exists/, 'Users.NameTaken'],
    [{ userType: 'GlobalAdminUser' }, /access denied/],
  ])('refuses %j and creates nothing', async (patch, message, code?: string) => {
    const before = await count();
    const res = await admin.post('/api/UserManagement', { ...(await newUser('refused')), ...patch });
    expect([400, 403, 409]).toContain(res.status);
    expect(res.body.message).toMatch(message);
    // A refusal a clerk can make in the dialog has its own code, told in the clerk's language.
    if (code) expect(res.body.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('refuses a role of another business unit', async () => {
    const northRole = (await db().query<{ id: number }>("select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'North' limit 1")).rows[0]
      .id;
    const before = await count();
    const res = await admin.post('/api/UserManagement', { ...(await newUser('cross')), roleIds: [northRole] });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
    expect((await db().query("select id from users where user_name = 'cross'")).rows).toEqual([]);
    expect(
      (
        await db().query(
          'select user_id from user_role_members where role_id = $1 and user_id not in (select id from users where business_unit_id = (select business_unit_id from user_roles where id = $1))',
          [northRole],
        )
      ).rows,
    ).toEqual([]);
  });

  it('updates a user: roles, language, password; deactivating ends the sessions', async () => {
    const created = (await admin.post('/api/UserManagement', await newUser('ulla'))).body.result;
    const ulla = await signIn(ts.baseUrl, 'Demo', 'ulla', 'Secret123');
    const res = await admin.put('/api/UserManagement', { id: created.id, roleIds: [await demoRole('SuperUserRole')], defaultLanguage: 'da-DK' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ userRoles: 'SuperUserRole', defaultLanguage: 'da-DK' });
    // Read back: the stored roles and language.
    expect(
      (
        await db().query(
          'select u.default_language as language, array_agg(r.name) as roles from users u join user_role_members m on m.user_id = u.id join user_roles r on r.id = m.role_id where u.id = $1 group by u.default_language',
          [created.id],
        )
      ).rows,
    ).toEqual([{ language: 'da-DK', roles: ['SuperUserRole'] }]);
    const hash = async () => (await db().query<{ h: string }>('select password_hash as h from users where id = $1', [created.id])).rows[0].h;
    const hashBefore = await hash();
    const badPassword = await admin.put('/api/UserManagement', { id: created.id, password: 'Newpass1', confirmPassword: 'Newpass2' });
    expect(badPassword.status).toBe(400);
    // Refused: the password is as it was, and the user's session goes on.
    expect(await hash()).toBe(hashBefore);
    expect((await ulla.get('/api/User/current')).status).toBe(200);
    const newPassword = await admin.put('/api/UserManagement', { id: created.id, password: 'Newpass12', confirmPassword: 'Newpass12' });
    expect(newPassword.status).toBe(200);
    // A new password ends the user's sessions; the new one signs in.
    expect((await ulla.get('/api/User/current')).status).toBe(401);
    const again = await signIn(ts.baseUrl, 'Demo', 'ulla', 'Newpass12');
    const off = await admin.put('/api/UserManagement', { id: created.id, isActive: false });
    expect(off.body.result.isActive).toBe(false);
    expect((await again.get('/api/User/current')).status).toBe(401);
    await expect(signIn(ts.baseUrl, 'Demo', 'ulla', 'Newpass12')).rejects.toThrow(/401/);
  });

  it('refuses deactivating or deleting yourself', async () => {
    const adminId = (
      await db().query<{ id: number }>("select u.id from users u join business_units b on b.id = u.business_unit_id where b.name = 'Demo' and u.user_name = 'admin'")
    ).rows[0].id;
    const off = await admin.put('/api/UserManagement', { id: adminId, isActive: false });
    expect(off.status).toBe(422);
    expect(off.body.code).toBe('Users.SelfDeactivate');
    const del = await admin.delete(`/api/UserManagement?ids=${adminId}`);
    expect(del.status).toBe(207);
    expect(del.body.result.failed[0]).toMatchObject({ code: 'Users.SelfDelete' });
    expect((await db().query<{ is_active: boolean; deleted: boolean }>('select is_active, deleted from users where id = $1', [adminId])).rows[0]).toEqual({
      is_active: true,
      deleted: false,
    });
  });

  it('deletes users (kept, marked deleted), ending their sessions', async () => {
    const created = (await admin.post('/api/UserManagement', await newUser('vera'))).body.result;
    const vera = await signIn(ts.baseUrl, 'Demo', 'vera', 'Secret123');
    const res = await admin.delete(`/api/UserManagement?ids=${created.id}`);
    expect(res.status).toBe(200);
    expect((await vera.get('/api/User/current')).status).toBe(401);
    const list = await admin.get('/api/UserManagement/description');
    expect(list.body.result.some((u: { id: number }) => u.id === created.id)).toBe(false);
    expect((await db().query<{ deleted: boolean }>('select deleted from users where id = $1', [created.id])).rows[0].deleted).toBe(true);
  });

  it("refuses the picker (no users settings permission) with 403, and another unit's users as unknown", async () => {
    const before = await count();
    const pickerId = (
      await db().query<{ id: number }>("select u.id from users u join business_units b on b.id = u.business_unit_id where b.name = 'Demo' and u.user_name = 'picker'")
    ).rows[0].id;
    for (const res of [
      await picker.get('/api/UserManagement/description'),
      await picker.post('/api/UserManagement', await newUser('sneaky')),
      await picker.put('/api/UserManagement', { id: pickerId, roleIds: [await demoRole('AdminRole')] }),
      await picker.delete(`/api/UserManagement?ids=${pickerId}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await north.put('/api/UserManagement', { id: pickerId, displayName: 'Stolen' })).status).toBe(404);
    const del = await north.delete(`/api/UserManagement?ids=${pickerId}`);
    expect(del.status).toBe(207);
    expect((await db().query<{ display_name: string; deleted: boolean }>('select display_name, deleted from users where id = $1', [pickerId])).rows[0]).toEqual({
      display_name: 'Pia Picker',
      deleted: false,
    });
  });
});
