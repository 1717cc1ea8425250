import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';

/**
 * User settings, the seeding calls and the dashboard widget preference:
 * what is written is read back, defaults that may not be changed are kept, and a broken setting
 * never blocks sign-in or the shell's calls.
 */
const { ts, admin, picker, north } = useDemoServer({ scale: 0 });

const settings = async (api: TestApi) => {
  const res = await api.get('/api/User/cockpitSettings');
  expect(res.status).toBe(200);
  return res.body.result;
};

/** Every key the shell reads, and the other keys of the settings entity. */
const KEYS = [
  'heartBeat',
  'rowsLimit',
  'takeLimit',
  'reportDataRefreshMinutes',
  'timeStampSettings',
  'numberFormatSettings',
  'companyInfo',
  'Routes',
  'KpiSettings',
  'GridSettings',
  'filterColumnSettings',
  'SortColumnSettings',
  'GroupColumnSettings',
  'Material_GridSettings',
  'displayname',
  'permissions',
];
/** Writes a record of Demo's business unit (user null) or of one of its users directly into the settings table. */
async function storeRaw(userName: string | null, key: string, value: string, owner = 'userSettings'): Promise<void> {
  await ts.database.db.query(
    `insert into settings (business_unit_id, user_id, client_id, owner, key, value)
     select b.id, (select id from users where business_unit_id = b.id and user_name = $1), 'Cockpit', $2, $3, $4 from business_units b where b.name = 'Demo'
     on conflict (coalesce(business_unit_id, 0), coalesce(user_id, 0), client_id, owner, key) do update set value = excluded.value`,
    [userName, owner, key, value],
  );
}
const GARBAGE = [
  '{broken',
  '[null, 3, {"routeName": 5}, {"routeName": "materials", "routes": "x"}]',
  'null',
  '-5',
  '"text"',
  '{"region":"Mars/Olympus","locale":"xx-notalocale"}',
  '',
];

describe('a broken setting never blocks anybody', () => {
  it('signs in and loads the shell with garbage in every setting key, for the user and the business unit', async () => {
    // The settings calls refuse values out of shape and keys they do not write (tests/security/settings-keys.test.ts),
    // so the garbage goes straight into the table, as an older version or a hand edit could have left it.
    for (const [i, key] of KEYS.entries()) {
      await storeRaw('picker', key, GARBAGE[i % GARBAGE.length]);
      await storeRaw(null, key, GARBAGE[(i + 1) % GARBAGE.length]);
    }
    await storeRaw('admin', 'enabledWidgets', '{garbage', 'dashboardSettings');

    const fresh = await signInAs(ts.baseUrl, 'picker');
    const result = await settings(fresh);
    // Known keys fall back to the defaults; the shell's permission strings are the server's own.
    expect(result.heartBeat).toBe(30000);
    expect(result.rowsLimit).toBe(10000);
    expect(result.takeLimit).toBe(1000);
    expect(result.reportDataRefreshMinutes).toBe(0);
    expect(result.timeStampSettings).toEqual({ region: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' });
    expect(result.numberFormatSettings).toEqual({ locale: 'de-DE' });
    expect(result.displayname).toBe('Pia Picker');
    expect(() => JSON.parse(result.permissions.grid)).not.toThrow();
    for (const path of [
      '/api/User/routesSettings',
      '/api/User/menuSettings',
      '/api/User/current',
      '/api/User/primaryViews',
      '/api/User/gridSettings?owner=Material',
      '/api/CustomView/header?owner=Material',
      '/api/CustomView/detail/0?owner=Material',
      '/api/Material/description',
      '/api/Seeding/defaultUserSettings',
      '/api/User/cockpitSettings?owner=dashboardSettings&key=enabledWidgets',
    ]) {
      expect((await fresh.get(path)).status, path).toBe(200);
    }
    expect(JSON.parse((await fresh.get('/api/User/routesSettings')).body.result).length).toBeGreaterThan(0);
    const freshAdmin = await signInAs(ts.baseUrl, 'admin');
    expect((await freshAdmin.get('/api/User/cockpitSettings')).status).toBe(200);
  });

  it('keeps the readable fields of the timestamp settings and ignores the broken one', async () => {
    await storeRaw('picker', 'timeStampSettings', JSON.stringify({ region: 'Mars/Olympus', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' }));
    expect((await settings(picker)).timeStampSettings).toEqual({ region: 'Europe/Berlin', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' });
  });

  it('reads back what the user-settings page writes, for me and for all', async () => {
    await admin.put('/api/User/settingsForAll', { key: 'rowsLimit', value: '5000' });
    await picker.delete('/api/User/settings', { key: 'rowsLimit' });
    expect((await settings(picker)).rowsLimit).toBe(5000);
    await picker.put('/api/User/settings', { key: 'rowsLimit', value: '200' });
    expect((await settings(picker)).rowsLimit).toBe(200);
    await picker.put('/api/User/settings', { key: 'numberFormatSettings', value: '{"locale":"en-GB"}' });
    expect((await settings(picker)).numberFormatSettings).toEqual({ locale: 'en-GB' });
    expect((await settings(north)).rowsLimit).toBe(10000);
    const before = await databaseSnapshot(ts);
    expect((await picker.put('/api/User/settingsForAll', { key: 'rowsLimit', value: '1' })).status).toBe(403);
    expect(await changedTables(ts, before)).toEqual([]);
  });
});

describe('seeding calls', () => {
  it('lists the default user settings: built-in factory defaults and what the business unit seeded', async () => {
    const res = await picker.get('/api/Seeding/defaultUserSettings?owner=userSettings&clientId=Cockpit');
    expect(res.status).toBe(200);
    const time = res.body.result.find((r: { key: string }) => r.key === 'timeStampSettings');
    expect(time).toMatchObject({ scope: 'Factory', builtIn: true, canCustomerModify: true, canUserModify: true });
    expect(JSON.parse(time.value)).toEqual({ region: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' });
    const unit = res.body.result.filter((r: { scope: string }) => r.scope === 'BusinessUnit').map((r: { key: string }) => r.key);
    expect(unit).toContain('rowsLimit');
    expect((await picker.get('/api/Seeding/defaultUserSettings?scope=Everywhere')).status).toBe(400);
    expect((await picker.get('/api/Seeding/defaultUserSettings?canUserModify=perhaps')).status).toBe(400);
  });

  it('seeds user settings as a list of key and value, refusing values out of shape', async () => {
    const ok = await admin.put('/api/Seeding/userSettings', {
      scope: 'BusinessUnit',
      settings: [
        { key: 'heartBeat', value: '20000' },
        { key: 'timeStampSettings', value: JSON.stringify({ region: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' }) },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toBe(2);
    const fresh = await signInAs(ts.baseUrl, 'super');
    const s = await settings(fresh);
    expect(s.heartBeat).toBe(20000);
    expect(s.timeStampSettings).toEqual({ region: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' });

    const bad: [Record<string, unknown>, number, RegExp][] = [
      [{ scope: 'BusinessUnit', settings: [{ key: 'heartBeat', value: 'often' }] }, 400, /"heartBeat" must be a whole number/],
      [
        { scope: 'BusinessUnit', settings: [{ key: 'timeStampSettings', value: '{"region":"Mars/Olympus","dateFormat":"YYYY-MM-DD","timeFormat":"HH:mm"}' }] },
        400,
        /timeStampSettings/,
      ],
      [
        {
          scope: 'BusinessUnit',
          settings: [
            { key: 'rowsLimit', value: '1' },
            { key: 'rowsLimit', value: '2' },
          ],
        },
        400,
        /listed twice/,
      ],
      [{ scope: 'BusinessUnit', settings: [] }, 400, /settings/],
      [{ scope: 'User', settings: [{ key: 'rowsLimit', value: '1' }] }, 400, /userName/],
      [{ scope: 'User', userName: 'admin', settings: [{ key: 'rowsLimit', value: 1 }] }, 400, /must be string/],
      [{ scope: 'User', userName: 'nobody', settings: [{ key: 'rowsLimit', value: '1' }] }, 404, /nobody/],
      [{ scope: 'Planet', settings: [{ key: 'rowsLimit', value: '1' }] }, 400, /scope/],
      [{ scope: 'BusinessUnit', settings: [{ key: 'a', value: '1' }] }, 400, /Unknown setting "a"/],
    ];
    const seeded = await databaseSnapshot(ts);
    for (const [body, status, message] of bad) {
      const res = await admin.put('/api/Seeding/userSettings', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await picker.put('/api/Seeding/userSettings', { scope: 'BusinessUnit', settings: [{ key: 'heartBeat', value: '5000' }] })).status).toBe(403);
    // Not even the good setting beside a bad one is written.
    expect(await changedTables(ts, seeded)).toEqual([]);
  });

  it('seeds one user, and a default users may not change, which replaces their own records', async () => {
    expect((await admin.put('/api/Seeding/userSettings', { scope: 'User', userName: 'picker', settings: [{ key: 'takeLimit', value: '250' }] })).status).toBe(200);
    expect((await settings(picker)).takeLimit).toBe(250);
    await picker.put('/api/User/settings', { key: 'reportDataRefreshMinutes', value: '5' });
    const locked = await admin.put('/api/Seeding/userSettings', { scope: 'BusinessUnit', canUserModify: false, settings: [{ key: 'reportDataRefreshMinutes', value: '15' }] });
    expect(locked.status).toBe(200);
    expect((await settings(picker)).reportDataRefreshMinutes).toBe(15);
    const refusal = await picker.put('/api/User/settings', { key: 'reportDataRefreshMinutes', value: '1' });
    expect(refusal.status).toBe(422);
    expect(refusal.body).toMatchObject({ code: 'UserSettings.NotModifiable', message: 'This setting cannot be changed' });
    const listed = (await picker.get('/api/Seeding/defaultUserSettings?canUserModify=false')).body.result;
    expect(listed).toEqual([expect.objectContaining({ key: 'reportDataRefreshMinutes', value: '15', scope: 'BusinessUnit', canUserModify: false })]);
    // North is another business unit: its users may still change it.
    expect((await north.put('/api/User/settings', { key: 'reportDataRefreshMinutes', value: '1' })).status).toBe(200);
  });

  it('writes factory defaults only for a global administrator', async () => {
    const body = { scope: 'Factory', canCustomerModify: false, settings: [{ key: 'heartBeat', value: '45000' }] };
    const denied = await admin.put('/api/Seeding/userSettings', body);
    expect(denied.status).toBe(403);
    // Make super a global administrator (a role with the system role global-admin-user).
    const db = ts.database.db;
    const { rows } = await db.query<{ id: number }>(
      `insert into user_roles (business_unit_id, name, system_role) select business_unit_id, 'GlobalAdminUserRole', 'global-admin-user' from users where user_name = 'super' returning id`,
    );
    await db.query(`insert into user_role_members (user_id, role_id) select id, $1 from users where user_name = 'super'`, [rows[0].id]);
    ts.server.ctx.permissions.invalidate(); // the role changed behind the permission cache's back
    const globalAdmin = await signInAs(ts.baseUrl, 'super');
    expect((await north.put('/api/User/settingsForAll', { key: 'heartBeat', value: '50000' })).status).toBe(200);
    expect((await globalAdmin.put('/api/Seeding/userSettings', body)).status).toBe(200);
    // The factory default reaches every business unit, and replaced North's own record since units may not change it.
    expect((await settings(north)).heartBeat).toBe(45000);
    expect((await north.put('/api/User/settingsForAll', { key: 'heartBeat', value: '55000' })).status).toBe(422);
    expect((await picker.get('/api/Seeding/defaultUserSettings?scope=Factory')).body.result).toContainEqual(
      expect.objectContaining({ key: 'heartBeat', builtIn: false, canCustomerModify: false }),
    );
  });

  it('seeds grid settings per business unit and user, checked like a view', async () => {
    const value = JSON.stringify({ columnToSortOn: { master: ['name'] }, sortingDirection: { master: ['desc'] } });
    expect((await admin.put('/api/Seeding/gridSettings', { scope: 'User', userName: 'picker', owner: 'Material', value })).status).toBe(200);
    expect((await picker.get('/api/User/gridSettings?owner=Material')).body.result).toMatchObject({ value, source: 'user' });
    const detail = (await picker.get('/api/CustomView/detail/0?owner=Material')).body.result;
    expect(JSON.parse(detail.sortingDirection)).toEqual({ master: ['desc'] });
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ scope: 'BusinessUnit', owner: 'Material', value: 'nope' }, /JSON object/],
      [{ scope: 'BusinessUnit', owner: 'Material', value: '[]' }, /JSON object/],
      [{ scope: 'BusinessUnit', owner: 'Material', value: '{"colour":1}' }, /unknown part "colour"/],
      [{ scope: 'BusinessUnit', owner: 'Material', value: '{"visibleColumnName":{"master":["ghost"]}}' }, /"ghost" is not a column/],
      [{ scope: 'BusinessUnit', owner: 'Nowhere', value: '{}' }, /no grid has the view name/],
    ];
    for (const [body, message] of bad) {
      const res = await admin.put('/api/Seeding/gridSettings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('seeds KPI settings under the key Home', async () => {
    const value = JSON.stringify([{ name: 'OutBoundOrderReportData', enabled: true, row: 0, order: 1 }]);
    expect((await admin.put('/api/Seeding/kpiSettings', { scope: 'BusinessUnit', value })).status).toBe(200);
    const read = await picker.get('/api/User/cockpitSettings?owner=KpiSettings&key=Home');
    expect(read.body.result).toEqual([{ clientId: 'Cockpit', owner: 'KpiSettings', key: 'Home', value }]);
    const seeded = await databaseSnapshot(ts);
    for (const bad of ['{}', '[{"name":""}]', '[{"name":"x","enabled":"yes"}]', '[{"name":"x","enabled":true,"colour":1}]', 'not json']) {
      expect((await admin.put('/api/Seeding/kpiSettings', { scope: 'BusinessUnit', value: bad })).status, bad).toBe(400);
    }
    expect((await admin.put('/api/Seeding/kpiSettings', { scope: 'User', value })).status).toBe(400);
    expect((await admin.put('/api/Seeding/kpiSettings', { scope: 'Factory', value })).status).toBe(403);
    expect(await changedTables(ts, seeded)).toEqual([]);
    expect((await picker.get('/api/User/cockpitSettings?owner=KpiSettings&key=Home')).body.result).toEqual([{ clientId: 'Cockpit', owner: 'KpiSettings', key: 'Home', value }]);
  });
});

describe('the dashboard widget preference', () => {
  const read = async (api: TestApi) => (await api.get('/api/User/cockpitSettings?owner=dashboardSettings&key=enabledWidgets')).body.result;

  it('is saved as comma-joined type codes and read back', async () => {
    expect((await admin.post('/api/User/dashboardWidgetSettings', { ClientId: 'Cockpit', Owner: 'dashboardSettings', Key: 'enabledWidgets', Value: '0,6,9' })).status).toBe(200);
    expect(await read(admin)).toEqual([{ clientId: 'Cockpit', owner: 'dashboardSettings', key: 'enabledWidgets', value: '0,6,9' }]);
    expect((await admin.post('/api/User/dashboardWidgetSettings', { Value: '' })).status).toBe(200);
    expect((await read(admin))[0].value).toBe('');
  });

  it('refuses unknown codes, other records and users without dashboard_settings', async () => {
    const before = (await ts.database.db.query('select * from settings order by 1')).rows;
    const [adminWidgets, pickerWidgets] = [await read(admin), await read(picker)];
    for (const body of [{ Value: '7' }, { Value: '0,0' }, { Value: 'all' }, { Value: 1 }, { Owner: 'userSettings', Value: '0' }, {}]) {
      expect((await admin.post('/api/User/dashboardWidgetSettings', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await picker.post('/api/User/dashboardWidgetSettings', { Value: '1' })).status).toBe(403);
    expect((await ts.database.db.query('select * from settings order by 1')).rows).toEqual(before);
    expect(await read(admin)).toEqual(adminWidgets);
    expect(await read(picker)).toEqual(pickerWidgets);
  });

  it('is saved for every user of the business unit with user_settings', async () => {
    // North keeps what it had (the demo seeds each unit's start set, issue 12).
    const northBefore = await read(north);
    expect((await admin.post('/api/User/dashboardWidgetSettingsForAll', { Value: '1,2' })).status).toBe(200);
    expect((await read(picker))[0].value).toBe('1,2');
    expect(await read(north)).toEqual(northBefore);
  });
});
