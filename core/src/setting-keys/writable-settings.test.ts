import { layeredSchemas } from '../schema/node/plugin-schemas';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingWrites } from '../../../plugins/user-settings/src/user-settings/settings-form';
import { WIDGET_SETTING } from '../widgets/widget-catalogue';
import { SETTING_WRITE_CALLS, settingReadableAt, settingWriteRefusal, WRITABLE_SETTINGS, writableSetting, type SettingWriteCall } from './writable-settings';

const holding =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);
const admin = [{ name: 'AdminRole', systemRole: 'Administrator' }];
const global = [{ name: 'GlobalAdminRole', systemRole: 'global-admin-user' }];
const userSetting = (key: string) => ({ clientId: 'Cockpit', owner: 'userSettings', key });

describe('the table of writable settings', () => {
  it('names each write call by its key in the path table, with the same method and path', () => {
    // The path table is every api-paths file, the host's and the plugins' (a plugin's lives in its folder).
    const schemas = layeredSchemas(path.resolve(__dirname, '../../../schemas'), path.resolve(__dirname, '../../../plugins'));
    const table: Record<string, { method: string; path: string }> = {};
    for (const file of schemas.list('api-paths') ?? []) Object.assign(table, (schemas.read(`api-paths/${file}`) as { paths: typeof table }).paths);
    for (const [call, methodAndPath] of Object.entries(SETTING_WRITE_CALLS)) {
      expect(table[call], call).toBeDefined();
      expect(`${table[call].method} ${table[call].path}`).toBe(methodAndPath);
    }
  });

  it('holds every record the console writes, for the calls it writes them with', () => {
    const form = {
      region: 'UTC',
      dateFormat: 'YYYY-MM-DD',
      timeFormat: 'HH:mm',
      numberLocale: 'de-DE',
      rowsLimit: 1,
      takeLimit: 1,
      heartBeatSeconds: 30,
      reportDataRefreshMinutes: 0,
    };
    const everything = holding('header/settings/user_settings', 'header/settings/dashboard_settings');
    for (const w of settingWrites(form)) {
      expect(settingWriteRefusal('User.settings', 'user', userSetting(w.key), holding(), []), w.key).toBeUndefined();
      expect(settingWriteRefusal('User.settingsForAll', 'businessUnit', userSetting(w.key), everything, admin), w.key).toBeUndefined();
    }
    expect(settingWriteRefusal('User.dashboardWidgetSettings', 'user', WIDGET_SETTING, everything, admin)).toBeUndefined();
    expect(settingWriteRefusal('User.dashboardWidgetSettingsForAll', 'businessUnit', WIDGET_SETTING, everything, admin)).toBeUndefined();
    // The own widget choice may be deleted (back to the unit's), with the permission that writes it.
    expect(settingWriteRefusal('User.deleteSettings', 'user', WIDGET_SETTING, everything, admin)).toBeUndefined();
    expect(settingWriteRefusal('User.deleteSettings', 'user', WIDGET_SETTING, holding(), [])).toMatchObject({ status: 403 });
    expect(settingWriteRefusal('Seeding.gridSettings', 'businessUnit', userSetting('MaterialSsp_GridSettings'), everything, admin)).toBeUndefined();
  });

  it('writes company information only through its own call, with both of its permissions', () => {
    const company = userSetting('companyInfo');
    const both = holding('header/settings/can_edit_company_info', 'data/can_edit_company_info');
    for (const call of Object.keys(SETTING_WRITE_CALLS) as SettingWriteCall[]) {
      for (const level of ['user', 'businessUnit', 'factory'] as const) {
        const refusal = settingWriteRefusal(call, level, company, both, global);
        if (call === 'CompanyInfo.save' && level === 'businessUnit') expect(refusal).toBeUndefined();
        else expect(refusal, `${call} ${level}`).toMatchObject({ status: 400, reason: 'otherCall' });
      }
    }
    expect(settingWriteRefusal('CompanyInfo.save', 'businessUnit', company, holding('header/settings/can_edit_company_info'), admin)).toMatchObject({
      status: 403,
      reason: 'permission',
    });
    expect(settingWriteRefusal('CompanyInfo.save', 'businessUnit', company, holding('data/can_edit_company_info'), [])).toMatchObject({ status: 403, reason: 'permission' });
  });

  it('refuses unknown keys with 400 and the list of what the call writes; factory records need a global administrator', () => {
    const unknown = settingWriteRefusal('User.settings', 'user', userSetting('colour'), holding(), []);
    expect(unknown).toMatchObject({ status: 400, reason: 'unknownSetting' });
    expect(unknown?.message).toBe(
      'Unknown setting "colour": PUT /api/User/settings writes timeStampSettings, numberFormatSettings, rowsLimit, takeLimit, heartBeat, reportDataRefreshMinutes, Routes for a user',
    );
    expect(settingWriteRefusal('User.settings', 'user', { clientId: 'Other', owner: 'userSettings', key: 'rowsLimit' }, holding(), [])?.reason).toBe('unknownSetting');
    expect(settingWriteRefusal('User.settings', 'user', userSetting('Material_GridSettings'), holding(), [])?.reason).toBe('otherCall');
    const seeding = holding('header/settings/user_settings');
    expect(settingWriteRefusal('Seeding.userSettings', 'factory', userSetting('rowsLimit'), seeding, admin)).toMatchObject({ status: 403, reason: 'globalAdmin' });
    expect(settingWriteRefusal('Seeding.userSettings', 'factory', userSetting('rowsLimit'), seeding, global)).toBeUndefined();
    expect(settingWriteRefusal('User.settingsForAll', 'businessUnit', userSetting('rowsLimit'), holding(), [])).toMatchObject({ status: 403, reason: 'permission' });
  });

  it('reads a record of the table only at a level the table has for it', () => {
    expect(settingReadableAt(userSetting('companyInfo'), 'user')).toBe(false);
    expect(settingReadableAt(userSetting('companyInfo'), 'businessUnit')).toBe(true);
    expect(settingReadableAt({ clientId: 'Cockpit', owner: 'KpiSettings', key: 'Home' }, 'user')).toBe(false);
    expect(settingReadableAt(userSetting('rowsLimit'), 'user')).toBe(true);
    expect(settingReadableAt(userSetting('somethingOld'), 'user')).toBe(true);
  });

  it('has one entry per record', () => {
    const keys = WRITABLE_SETTINGS.map((s) => `${s.clientId}/${s.owner}/${s.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of WRITABLE_SETTINGS) if (!s.match) expect(writableSetting(s)).toBe(s);
  });
});
