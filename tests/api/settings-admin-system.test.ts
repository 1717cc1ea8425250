import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings } from '../helpers/live-client';
import type { TestServer } from '../helpers/test-server';
import { useSignedInServer } from '../helpers/signed-in-server';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';

/**
 * Settings and administration: active sessions, feature flags and code switches, the scope unit
 * level of grid settings, the integration detail view and monitor, and the version shown at logout.
 */
const server = useSignedInServer({ admin: 'admin', picker: 'picker', north: 'northAdmin', globalAdmin: 'globalAdmin' }, { scale: 0 });
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi, globalAdmin: TestApi;
beforeAll(() => void ({ ts, admin, picker, north, globalAdmin } = server));

const claims = (api: TestApi) => JSON.parse(Buffer.from(api.token!.split('.')[1], 'base64url').toString('utf8'));

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
