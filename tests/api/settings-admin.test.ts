import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signIn, signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings } from '../helpers/live-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';

/**
 * Issue 16, the settings and administration part: company information, roles and their
 * permissions and assignment limits, active sessions, feature flags and code switches, the scope
 * unit level of grid settings, and the version shown at logout.
 */
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let north: TestApi;
let globalAdmin: TestApi;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  [admin, picker, north, globalAdmin] = await Promise.all([
    signInAs(ts.baseUrl, 'admin'),
    signInAs(ts.baseUrl, 'picker'),
    signInAs(ts.baseUrl, 'northAdmin'),
    signInAs(ts.baseUrl, 'globalAdmin'),
  ]);
});
afterAll(() => ts?.close());

const claims = (api: TestApi) => JSON.parse(Buffer.from(api.token!.split('.')[1], 'base64url').toString('utf8'));
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

describe('active users', () => {
  it('lists the sessions of the unit and ends one: its token gets 401 and its hub connection closes', async () => {
    const victim = await signInAs(ts.baseUrl, 'super');
    const live = await connectLive(await liveSettings(victim));
    const sid = claims(victim).sid;
    const list = (await admin.get('/api/UserSession/active')).body.result;
    expect(list).toContainEqual(expect.objectContaining({ id: sid, userName: 'super', clientVersion: '2.83.55' }));
    expect(list.every((s: { startedAt: string; lastSeenAt: string }) => s.startedAt && s.lastSeenAt)).toBe(true);
    // Not for the picker, not another unit's session, not one's own.
    expect((await picker.delete(`/api/UserSession/${sid}`)).status).toBe(403);
    expect((await north.delete(`/api/UserSession/${sid}`)).status).toBe(404);
    expect((await admin.delete(`/api/UserSession/${claims(admin).sid}`)).status).toBe(422);
    expect((await admin.delete('/api/UserSession/not-a-uuid')).status).toBe(400);
    const ended = async (id: string) => (await ts.database.db.query<{ ended: Date | null }>('select ended_at as ended from user_sessions where id = $1', [id])).rows[0].ended;
    expect(await ended(sid)).toBeNull();
    expect(await ended(claims(admin).sid)).toBeNull();
    expect((await victim.get('/api/User/cockpitSettings')).status).toBe(200);

    expect((await admin.delete(`/api/UserSession/${sid}`)).status).toBe(200);
    expect((await victim.get('/api/User/cockpitSettings')).status).toBe(401);
    await live.closed;
    expect((await admin.get('/api/UserSession/active')).body.result.some((s: { id: string }) => s.id === sid)).toBe(false);
    expect((await admin.delete(`/api/UserSession/${sid}`)).status).toBe(404);
  });

  it('records the browser user agent of each sign-in, cut to 500 characters', async () => {
    const signInWith = async (userAgent: string) => {
      const res = await fetch(`${ts.baseUrl}/api/Authentication/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ businessUnitName: 'Demo', userName: 'picker', password: 'Picker1234' }),
      });
      const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
      return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid as string;
    };
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const sid = await signInWith(chrome);
    const long = await signInWith(`Agent/1 ${'x'.repeat(2000)}`);
    const list = (await admin.get('/api/UserSession/active')).body.result as { id: string; userAgent: string | null; startedAt: string; lastSeenAt: string }[];
    const row = list.find((s) => s.id === sid)!;
    expect(row.userAgent).toBe(chrome);
    expect(Date.parse(row.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(row.startedAt));
    expect(list.find((s) => s.id === long)!.userAgent).toHaveLength(500);
  });
});

describe('feature flags and code switches', () => {
  it('lists the available and enabled ones of the caller unit', async () => {
    const available = (await picker.get('/api/Settings/AvailableFeatureFlags')).body.result;
    expect(available).toContain('MaterialsServerSidePaging');
    expect(available).toHaveLength(23);
    expect((await north.get('/api/Settings/EnabledFeatureFlags')).body.result).toEqual([
      'MaterialSummary',
      'MaterialTransaction',
      'OpenIdConnect',
      'PurchaseModule',
      'ScreenStudio',
    ]);
    expect((await picker.get('/api/Settings/AvailableCodeSwitches')).body.result).toContain('StrictBatchControl');
    expect((await picker.get('/api/Settings/EnabledCodeSwitches')).body.result).toEqual([]);
    const attributes = (await picker.get('/api/Settings/DynamicAttributes')).body.result;
    expect(Array.isArray(attributes)).toBe(true);
    // Another unit's flags: only for a global administrator.
    const northId = claims(north).bu;
    expect((await picker.get(`/api/Settings/EnabledFeatureFlags?businessUnitId=${northId}`)).status).toBe(404);
    expect((await globalAdmin.get(`/api/Settings/EnabledFeatureFlags?businessUnitId=${northId}`)).body.result).toContain('PurchaseModule');
  });

  it('is switched per business unit by a global administrator and reaches the token and the routes at the next sign-in', async () => {
    const northId = claims(north).bu;
    const units = (await globalAdmin.get('/api/Settings/BusinessUnits')).body.result;
    expect(units.map((u: { name: string }) => u.name)).toEqual(expect.arrayContaining(['Demo', 'North', 'Head office']));
    expect((await admin.get('/api/Settings/BusinessUnits')).status).toBe(403);
    const body = { businessUnitId: northId, featureFlags: ['PurchaseModule', 'MaterialSummary', 'MaterialTransaction', 'OpenIdConnect', 'MaterialsServerSidePaging'] };
    // Not a unit administrator, not an unknown flag.
    expect((await admin.post('/api/Settings/EnabledFeatureFlags', body)).status).toBe(403);
    expect((await north.post('/api/Settings/EnabledFeatureFlags', body)).status).toBe(403);
    expect((await globalAdmin.post('/api/Settings/EnabledFeatureFlags', { ...body, featureFlags: ['Teleport'] })).status).toBe(400);
    expect((await globalAdmin.post('/api/Settings/EnabledFeatureFlags', { ...body, businessUnitId: 99999 })).status).toBe(404);
    const saved = await globalAdmin.post('/api/Settings/EnabledFeatureFlags', body);
    expect(saved.status).toBe(200);
    // The token already issued keeps its claim; the next sign-in has the flag and its route.
    expect(claims(north).enabledFeature).not.toContain('MaterialsServerSidePaging');
    const again = await signInAs(ts.baseUrl, 'northAdmin');
    expect(claims(again).enabledFeature).toContain('MaterialsServerSidePaging');
    const allowedRoutes = async (api: TestApi) =>
      (JSON.parse((await api.get('/api/User/routesSettings')).body.result) as { routeName: string; isAllowed: boolean }[]).filter((r) => r.isAllowed).map((r) => r.routeName);
    expect(await allowedRoutes(north)).not.toContain('materials-es');
    expect(await allowedRoutes(again)).toContain('materials-es');
    const codes = await globalAdmin.post('/api/Settings/EnabledCodeSwitches', { businessUnitId: northId, codeSwitches: ['StrictBatchControl'] });
    expect(codes.status).toBe(200);
    expect((await again.get('/api/Settings/EnabledCodeSwitches')).body.result).toEqual(['StrictBatchControl']);
    // Switched off again.
    await globalAdmin.post('/api/Settings/EnabledFeatureFlags', {
      ...body,
      featureFlags: ['PurchaseModule', 'MaterialSummary', 'MaterialTransaction', 'OpenIdConnect', 'ScreenStudio'],
    });
    const third = await signInAs(ts.baseUrl, 'northAdmin');
    expect(await allowedRoutes(third)).not.toContain('materials-es');
  });
});

describe('grid settings for a scope unit', () => {
  it('seeds a layout for every holder of a role', async () => {
    const value = JSON.stringify({ columnToSortOn: { master: ['name'] }, sortingDirection: { master: ['desc'] } });
    const res = await admin.put('/api/Seeding/gridSettings', { scope: 'ScopeUnit', roleName: 'PickerRole', owner: 'Material', value });
    expect(res.status).toBe(200);
    expect(res.body.result.users).toBeGreaterThanOrEqual(1);
    expect((await picker.get('/api/User/gridSettings?owner=Material')).body.result).toMatchObject({ value, source: 'user' });
    // No role named, an unknown role, a role with a user, the picker seeding: refused, nothing written.
    const seeded = await databaseSnapshot(ts);
    expect((await admin.put('/api/Seeding/gridSettings', { scope: 'ScopeUnit', owner: 'Material', value })).status).toBe(400);
    expect((await admin.put('/api/Seeding/gridSettings', { scope: 'ScopeUnit', roleName: 'NoSuchRole', owner: 'Material', value })).status).toBe(404);
    expect((await admin.put('/api/Seeding/gridSettings', { scope: 'User', roleName: 'PickerRole', userName: 'picker', owner: 'Material', value })).status).toBe(400);
    expect((await picker.put('/api/Seeding/gridSettings', { scope: 'ScopeUnit', roleName: 'PickerRole', owner: 'Material', value })).status).toBe(403);
    expect(await changedTables(ts, seeded)).toEqual([]);
  });
});

describe('integration detail view and monitor', () => {
  it("answers a record's request and response parts, for the caller's unit only", async () => {
    const page = (await admin.get('/api/IntegrationData?skip=0&take=1&resultLevel=Error')).body.result;
    const id = page.data[0].id;
    const parts = (await picker.get(`/api/IntegrationData/${id}/exchange`)).body.result;
    expect(parts.map((p: { part: string }) => p.part)).toEqual(['RequestHeaders', 'RequestBody', 'ResponseHeaders', 'ResponseBody', 'ErrorMessage']);
    expect(JSON.parse(parts[0].content)).toHaveProperty('content-type', 'application/json');
    expect(parts[4].content).toBe(page.data[0].errorMessage);
    expect((await north.get(`/api/IntegrationData/${id}/exchange`)).status).toBe(404);
    expect((await admin.get('/api/IntegrationData/0/exchange')).status).toBe(400);
  });

  it("gives the monitor grid (which extends the imports grid) its base's columns in the default view", async () => {
    const view = (await admin.get('/api/CustomView/detail/0?owner=IntegrationMonitor')).body.result;
    expect(JSON.parse(view.visibleColumnName).master).toEqual(expect.arrayContaining(['createdAt', 'type', 'state', 'kind']));
  });
});

describe('version', () => {
  it('answers the server version to everyone and the build, commit and database to administrators', async () => {
    const plain = (await picker.get('/api/Settings/version')).body.result;
    expect(Object.keys(plain)).toEqual(['serverVersion']);
    const extended = (await admin.get('/api/Settings/version')).body.result;
    expect(extended).toMatchObject({ serverVersion: expect.any(String), build: expect.any(String), commit: expect.any(String) });
    expect(extended.database).toMatch(/^(PGlite|PostgreSQL) \d+/);
    expect((await apiClient(ts.baseUrl).get('/api/Settings/version')).status).toBe(401);
  });
});
