import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAs, type TestApi } from '../helpers/api-client';
import type { TestServer } from '../helpers/test-server';
import { useSignedInServer } from '../helpers/signed-in-server';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';

/**
 * Settings and administration: company information, roles with their permissions and assignment
 * limits. Sessions, feature flags, scope-unit grid settings, integration and version:
 * settings-admin-system.test.ts.
 */
const server = useSignedInServer({ admin: 'admin', picker: 'picker', north: 'northAdmin', globalAdmin: 'globalAdmin' }, { scale: 0 });
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi, globalAdmin: TestApi;
beforeAll(() => void ({ ts, admin, picker, north, globalAdmin } = server));

const png = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return `data:image/png;base64,${bytes.toString('base64')}`;
};
const roleId = async (api: TestApi, name: string): Promise<number> => {
  const roles = (await api.get('/api/UserRole')).body.result as { id: number; userRoleName: string }[];
  return roles.find((r) => r.userRoleName === name)!.id;
};
const userId = async (name: string, unit = 'Demo'): Promise<number> =>
  (await ts.database.db.query<{ id: number }>('select u.id from users u join business_units b on b.id = u.business_unit_id where u.user_name = $1 and b.name = $2', [name, unit]))
    .rows[0].id;

describe('company information', () => {
  it("names each unit's own company: North is not greeted with Demo's, and a unit without any by its own name", async () => {
    const name = async (api: TestApi) => (await api.get('/api/User/cockpitSettings')).body.result.companyInfo.companyName;
    expect(await name(north)).toBe('Nordlager AS');
    expect(await name(picker)).toBe('Demo Warehouse A/S');
    expect(await name(globalAdmin)).toBe('Head office');
    expect((await globalAdmin.get('/api/companyinfo')).body.result).toMatchObject({ companyName: 'Head office', logo: null });
  });

  it('is saved by the demo administrator (granted by role) with address, contact details and logo, and read by every user of the unit', async () => {
    const logo = png(2000);
    const res = await admin.post('/api/companyinfo', {
      companyName: ' Demo Logistics ApS ',
      address: 'Havnegade 1, 8000 Aarhus',
      contactPerson: 'Anna Admin',
      phone: '+45 12 34 56 78',
      email: 'info@demo.example',
      logo,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ companyName: 'Demo Logistics ApS', address: 'Havnegade 1, 8000 Aarhus', logo });
    const read = await picker.get('/api/companyinfo');
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({ companyName: 'Demo Logistics ApS', phone: '+45 12 34 56 78', logo });
    // The setting every user loads names the company (dashboard welcome, report PDFs) without the image.
    const settings = (await picker.get('/api/User/cockpitSettings')).body.result;
    expect(settings.companyInfo).toMatchObject({ companyName: 'Demo Logistics ApS', hasLogo: true });
    expect(JSON.stringify(settings.companyInfo)).not.toContain('base64');
    // North keeps its own.
    expect((await north.get('/api/companyinfo')).body.result).toMatchObject({ companyName: 'Nordlager AS', logo: null });
    expect((await north.get('/api/User/cockpitSettings')).body.result.companyInfo).toEqual({ companyName: 'Nordlager AS' });
  });

  it('refuses a missing name, a bad logo or e-mail, and the picker, changing nothing', async () => {
    for (const body of [{ companyName: '' }, { address: 'x' }]) {
      const r = await admin.post('/api/companyinfo', body);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('Please fill the required fields');
    }
    expect((await admin.post('/api/companyinfo', { companyName: 'X', logo: png(256 * 1024 + 1) })).body.message).toMatch(/larger than 256 KB/);
    expect((await admin.post('/api/companyinfo', { companyName: 'X', logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' })).status).toBe(400);
    expect((await admin.post('/api/companyinfo', { companyName: 'X', email: 'not-an-address' })).status).toBe(400);
    expect((await picker.post('/api/companyinfo', { companyName: 'Picker & Co' })).status).toBe(403);
    expect((await admin.get('/api/companyinfo')).body.result.companyName).toBe('Demo Logistics ApS');
    // Removing the logo.
    expect((await admin.post('/api/companyinfo', { companyName: 'Demo Logistics ApS', logo: null })).body.result.logo).toBeNull();
  });
});

describe('roles', () => {
  it('lists the roles with their fields and holders; the picker is refused', async () => {
    const res = await admin.get('/api/UserRole');
    expect(res.status).toBe(200);
    const adminRole = res.body.result.find((r: { userRoleName: string }) => r.userRoleName === 'AdminRole');
    expect(adminRole).toMatchObject({ systemRole: 'Administrator', adminResponsibility: true, deleted: false, wareHouseAreas: [], loadCarriers: [], assignableRoleIds: null });
    expect(adminRole.assignedUser).toEqual([expect.objectContaining({ userName: 'admin', displayName: 'Anna Admin' })]);
    expect((await picker.get('/api/UserRole')).status).toBe(403);
    // Another unit's roles are not there.
    expect(res.body.result.map((r: { userRoleName: string }) => r.userRoleName)).not.toContain('GlobalAdminRole');
  });

  it('creates, edits and deletes a role with warehouse areas, load carrier types and holders', async () => {
    const carrier = (
      await ts.database.db.query<{ name: string }>(`select c.name from load_carrier_types c join business_units b on b.id = c.business_unit_id where b.name = 'Demo' limit 1`)
    ).rows[0]?.name;
    const superId = await userId('super');
    // The warehouse areas are the unit's location roles (this server is seeded without a warehouse).
    await ts.database.db.query(
      `insert into location_roles (business_unit_id, name, kind)
       select b.id, r.name, r.name from business_units b, unnest(array['Bulk', 'Inbound', 'Outbound', 'Pick', 'Quarantine']) as r(name)
        where b.name = 'Demo' on conflict do nothing`,
    );
    const created = await admin.post('/api/UserRole', {
      userRoleName: 'Forklift drivers',
      adminResponsibility: false,
      wareHouseAreas: ['Bulk', 'Inbound'],
      loadCarriers: carrier ? [carrier] : [],
      assignedUserIds: [superId],
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      userRoleName: 'Forklift drivers',
      wareHouseAreas: ['Bulk', 'Inbound'],
      assignedUser: [expect.objectContaining({ userName: 'super' })],
    });
    const id = created.body.result.id;
    expect((await admin.post('/api/UserRole', { userRoleName: 'forklift DRIVERS' })).status).toBe(409);
    expect((await admin.post('/api/UserRole', { userRoleName: 'X', loadCarriers: ['No such carrier'] })).status).toBe(400);
    expect((await admin.post('/api/UserRole', { userRoleName: 'Y', systemRole: 'global-admin-user' })).status).toBe(403);
    expect((await admin.put('/api/UserRole', { id, wareHouseAreas: ['Pick'] })).body.result.wareHouseAreas).toEqual(['Pick']);
    // Warehouse areas are chosen from the unit's location roles; anything else is refused, changing nothing.
    expect((await admin.get('/api/UserRole/warehouseAreas')).body.result).toEqual(['Bulk', 'Inbound', 'Outbound', 'Pick', 'Quarantine']);
    expect((await picker.get('/api/UserRole/warehouseAreas')).status).toBe(403);
    const unknownArea = await admin.put('/api/UserRole', { id, wareHouseAreas: ['Pick', 'Dock'] });
    expect(unknownArea.status).toBe(400);
    expect(unknownArea.body.message).toBe('wareHouseAreas: "Dock" is not a warehouse area of this business unit (its location roles: Bulk, Inbound, Outbound, Pick, Quarantine)');
    expect((await admin.post('/api/UserRole', { userRoleName: 'Z', wareHouseAreas: ['pick'] })).status).toBe(400);
    expect((await admin.get('/api/UserRole')).body.result.find((r: { id: number }) => r.id === id).wareHouseAreas).toEqual(['Pick']);
    // Another unit's location role is not an area here.
    await ts.database.db.query(`insert into location_roles (business_unit_id, name, kind) select id, 'North dock', 'Inbound' from business_units where name = 'North'`);
    expect((await admin.put('/api/UserRole', { id, wareHouseAreas: ['North dock'] })).status).toBe(400);
    // An area already on the role stays valid when its location role goes away (the role can still be saved).
    await ts.database.db.query(`insert into location_roles (business_unit_id, name, kind) select id, 'Mezzanine', 'Pick' from business_units where name = 'Demo'`);
    expect((await admin.put('/api/UserRole', { id, wareHouseAreas: ['Pick', 'Mezzanine'] })).status).toBe(200);
    await ts.database.db.query(`delete from location_roles where name = 'Mezzanine'`);
    expect((await admin.put('/api/UserRole', { id, userRoleName: 'Forklift drivers', wareHouseAreas: ['Pick', 'Mezzanine'] })).status).toBe(200);
    // Users and roles link to each other: the users grid names the role.
    const users = (await admin.get('/api/UserManagement/description')).body.result;
    expect(users.find((u: { userName: string }) => u.userName === 'super').userRoles).toContain('Forklift drivers');
    // Held by a user: not deleted.
    expect((await admin.delete(`/api/UserRole/${id}`)).status).toBe(422);
    expect((await admin.put('/api/UserRole', { id, assignedUserIds: [] })).status).toBe(200);
    expect((await admin.delete(`/api/UserRole/${id}`)).status).toBe(200);
    expect((await admin.get('/api/UserRole')).body.result.some((r: { id: number }) => r.id === id)).toBe(false);
    // Another unit's role: not found.
    const northRole = await roleId(north, 'PickerRole');
    expect((await admin.put('/api/UserRole', { id: northRole, wareHouseAreas: ['X'] })).status).toBe(404);
    expect((await admin.get(`/api/UserRole/${northRole}/permissions`)).status).toBe(404);
  });

  it('grants a default-off data permission to a role, which its holders get at their next sign-in, and resets it', async () => {
    const pickerRole = await roleId(admin, 'PickerRole');
    const before = (await admin.get(`/api/UserRole/${pickerRole}/permissions`)).body.result;
    expect(before).toContainEqual({ scope: 'data', key: 'dedicate_location_to_material', defaultAllowed: false, override: null, allowed: false });
    expect(before).toContainEqual({ scope: 'data', key: 'prepare', defaultAllowed: true, override: false, allowed: false });
    const saved = await admin.put(`/api/UserRole/${pickerRole}/permissions`, {
      permissions: [
        { scope: 'data', key: 'dedicate_location_to_material', allowed: true },
        { scope: 'header', key: 'active_users', allowed: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toContainEqual(expect.objectContaining({ scope: 'data', key: 'dedicate_location_to_material', allowed: true, override: true }));
    const fresh = await signInAs(ts.baseUrl, 'picker');
    const permissions = (await fresh.get('/api/User/cockpitSettings')).body.result.permissions;
    expect(JSON.parse(permissions.data).dedicate_location_to_material).toBe(true);
    expect(JSON.parse(permissions.header).active_users).toBe(true);
    expect((await fresh.get('/api/UserSession/active')).status).toBe(200);
    // Back to the default: the server refuses the route at once.
    await admin.put(`/api/UserRole/${pickerRole}/permissions`, { permissions: [{ scope: 'header', key: 'active_users', allowed: null }] });
    expect((await fresh.get('/api/UserSession/active')).status).toBe(403);
    // An unknown permission, and a role's own holder granting it more: refused, the role's permissions as they were.
    const granted = (await admin.get(`/api/UserRole/${pickerRole}/permissions`)).body.result;
    const unchanged = await databaseSnapshot(ts);
    expect((await admin.put(`/api/UserRole/${pickerRole}/permissions`, { permissions: [{ scope: 'data', key: 'no_such_action', allowed: true }] })).status).toBe(400);
    expect((await picker.put(`/api/UserRole/${pickerRole}/permissions`, { permissions: [{ scope: 'data', key: 'prepare', allowed: true }] })).status).toBe(403);
    expect(await changedTables(ts, unchanged)).toEqual([]);
    expect((await admin.get(`/api/UserRole/${pickerRole}/permissions`)).body.result).toEqual(granted);
    expect(granted).toContainEqual({ scope: 'data', key: 'prepare', defaultAllowed: true, override: false, allowed: false });
  });
});

describe('a user limited to assigning certain roles', () => {
  let lead: TestApi;
  let pickerRole: number;
  let adminRole: number;
  let leadRole: number;

  beforeAll(async () => {
    pickerRole = await roleId(admin, 'PickerRole');
    adminRole = await roleId(admin, 'AdminRole');
    // A shift lead manages users (header users, granted by role) but may give only PickerRole.
    const role = await admin.post('/api/UserRole', { userRoleName: 'ShiftLeadRole', systemRole: 'Administrator', assignableRoleIds: [pickerRole] });
    leadRole = role.body.result.id;
    const user = await admin.post('/api/UserManagement', {
      userName: 'lead',
      displayName: 'Lars Lead',
      password: 'Lead12345',
      confirmPassword: 'Lead12345',
      defaultLanguage: 'da-DK',
      roleIds: [leadRole],
    });
    expect(user.status).toBe(200);
    lead = await signIn(ts.baseUrl, 'Demo', 'lead', 'Lead12345');
  });

  it('is offered only the roles they may assign', async () => {
    const offered = (await lead.get('/api/UserManagement/roles')).body.result.map((r: { userRoleName: string }) => r.userRoleName);
    expect(offered).toEqual(['PickerRole']);
    expect((await lead.get('/api/UserRole/assignable')).body.result.map((r: { id: number }) => r.id)).toEqual([pickerRole]);
  });

  it('creates a picker but is refused every way round the limit', async () => {
    const base = { displayName: 'New', password: 'Picker1234', confirmPassword: 'Picker1234', defaultLanguage: 'en-GB' };
    expect((await lead.post('/api/UserManagement', { ...base, userName: 'picker2', roleIds: [pickerRole] })).status).toBe(200);
    // A forbidden role on a new user, alone or next to an allowed one.
    expect((await lead.post('/api/UserManagement', { ...base, userName: 'boss', roleIds: [adminRole] })).status).toBe(403);
    expect((await lead.post('/api/UserManagement', { ...base, userName: 'boss', roleIds: [pickerRole, adminRole] })).status).toBe(403);
    // Making an existing user an administrator, or taking a role away they may not give.
    const pickerId = await userId('picker');
    expect((await lead.put('/api/UserManagement', { id: pickerId, roleIds: [pickerRole, adminRole] })).status).toBe(403);
    expect((await lead.put('/api/UserManagement', { id: await userId('admin'), roleIds: [pickerRole] })).status).toBe(403);
    // Their own roles: neither lifting nor dropping.
    const leadId = await userId('lead');
    expect((await lead.put('/api/UserManagement', { id: leadId, roleIds: [leadRole, adminRole] })).status).toBe(403);
    expect((await lead.put('/api/UserManagement', { id: leadId, roleIds: [pickerRole] })).status).toBe(403);
    // Through the roles call: adding themselves to AdminRole, or lifting their role's limit.
    expect((await lead.put('/api/UserRole', { id: adminRole, assignedUserIds: [await userId('admin'), leadId] })).status).toBe(403);
    expect((await lead.put('/api/UserRole', { id: leadRole, assignableRoleIds: null })).status).toBe(403);
    expect((await lead.post('/api/UserRole', { userRoleName: 'Sneaky', assignedUserIds: [leadId] })).status).toBe(403);
    expect((await lead.put(`/api/UserRole/${leadRole}/permissions`, { permissions: [{ scope: 'data', key: 'prepare', allowed: true }] })).status).toBe(403);
    // Nothing changed.
    const roles = (await admin.get('/api/UserRole')).body.result;
    expect(roles.find((r: { id: number }) => r.id === adminRole).assignedUser.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    expect(roles.find((r: { id: number }) => r.id === leadRole).assignableRoleIds).toEqual([pickerRole]);
  });

  it('keeps even an unlimited administrator from changing their own roles', async () => {
    const adminId = await userId('admin');
    const rolesOfAdmin = async () =>
      (await ts.database.db.query<{ roleId: number }>('select role_id as "roleId" from user_role_members where user_id = $1 order by role_id', [adminId])).rows.map(
        (r) => r.roleId,
      );
    const before = await rolesOfAdmin();
    expect(before).toContain(adminRole);
    expect((await admin.put('/api/UserManagement', { id: adminId, roleIds: [adminRole, pickerRole] })).status).toBe(403);
    expect((await admin.put('/api/UserManagement', { id: adminId, roleIds: [pickerRole] })).status).toBe(403);
    // Nor through the roles call: joining the picker role, or leaving the administrator role.
    expect((await admin.put('/api/UserRole', { id: pickerRole, assignedUserIds: [adminId, await userId('picker')] })).status).toBe(403);
    expect((await admin.put('/api/UserRole', { id: adminRole, assignedUserIds: [] })).status).toBe(403);
    expect(await rolesOfAdmin()).toEqual(before);
    const holders = (await admin.get('/api/UserRole')).body.result as { id: number; assignedUser: { userName: string }[] }[];
    expect(holders.find((r) => r.id === pickerRole)!.assignedUser.map((u) => u.userName)).not.toContain('admin');
    expect(holders.find((r) => r.id === adminRole)!.assignedUser.map((u) => u.userName)).toContain('admin');
    // A global-admin role is given by a global administrator only.
    expect((await admin.post('/api/UserRole', { userRoleName: 'G', systemRole: 'global-admin-user' })).status).toBe(403);
    expect((await ts.database.db.query("select id from user_roles where name = 'G'")).rows).toEqual([]);
  });
});
