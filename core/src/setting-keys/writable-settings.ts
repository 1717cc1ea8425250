import { isGlobalAdmin, type RoleInfo } from '../permissions/rules';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * Which setting records may be written, at which level, by which call, with which permission.
 * The server checks every settings write
 * against this table; the console reads it to know what it may write. React-free: the server
 * imports it.
 *
 * A record is (clientId, owner, key, value) at one of three levels: the factory (every business
 * unit), one business unit, or one user. A key that is not in the table cannot be written at all.
 */
export type SettingLevel = 'factory' | 'businessUnit' | 'user';

/** The calls that write setting records, by their key in the path table, with their method and path. */
export const SETTING_WRITE_CALLS = {
  'User.settings': 'PUT /api/User/settings',
  'User.deleteSettings': 'DELETE /api/User/settings',
  'User.settingsForAll': 'PUT /api/User/settingsForAll',
  'Seeding.userSettings': 'PUT /api/Seeding/userSettings',
  'Seeding.gridSettings': 'PUT /api/Seeding/gridSettings',
  'Seeding.kpiSettings': 'PUT /api/Seeding/kpiSettings',
  'User.dashboardWidgetSettings': 'POST /api/User/dashboardWidgetSettings',
  'User.dashboardWidgetSettingsForAll': 'POST /api/User/dashboardWidgetSettingsForAll',
  'CompanyInfo.save': 'POST /api/companyinfo',
} as const;

export type SettingWriteCall = keyof typeof SETTING_WRITE_CALLS;

/** Who may write a setting at one level: through which calls, holding every permission listed (and, if said, as a global administrator). */
export interface SettingLevelRule {
  calls: readonly SettingWriteCall[];
  permissions: readonly string[];
  globalAdmin?: boolean;
}

export interface WritableSetting {
  clientId: string;
  owner: string;
  /** The key, or for a family of keys its pattern as text (e.g. `<grid view name>_GridSettings`). */
  key: string;
  /** Set for a family of keys: the keys it covers. */
  match?: RegExp;
  levels: Partial<Record<SettingLevel, SettingLevelRule>>;
}

export const SETTINGS_CLIENT = 'Cockpit';
export const USER_SETTINGS = 'userSettings';

const USER_SETTINGS_PERMISSION = permissionPath('header', 'user_settings');
const DASHBOARD_SETTINGS_PERMISSION = permissionPath('header', 'dashboard_settings');
/** Company information: the settings page (AdminRole) and the action, off by default. */
export const COMPANY_INFO_PERMISSIONS = [permissionPath('header', 'can_edit_company_info'), permissionPath('data', 'can_edit_company_info')] as const;

const factory = (calls: readonly SettingWriteCall[]): SettingLevelRule => ({ calls, permissions: [USER_SETTINGS_PERMISSION], globalAdmin: true });

/**
 * A user's own preferences: the user writes them freely (PUT User/settings; the user-settings page
 * and a seeded lock can still refuse), an administrator with user_settings for the whole business
 * unit or, seeding, for one user of it; a global administrator for the factory.
 */
const preference = (key: string): WritableSetting => ({
  clientId: SETTINGS_CLIENT,
  owner: USER_SETTINGS,
  key,
  levels: {
    user: { calls: ['User.settings', 'User.deleteSettings', 'Seeding.userSettings'], permissions: [] },
    businessUnit: { calls: ['User.settingsForAll', 'Seeding.userSettings'], permissions: [USER_SETTINGS_PERMISSION] },
    factory: factory(['Seeding.userSettings']),
  },
});

/** The keys the user-settings page writes (and Routes, the menu order a user may keep). */
export const PREFERENCE_KEYS = ['timeStampSettings', 'numberFormatSettings', 'rowsLimit', 'takeLimit', 'heartBeat', 'reportDataRefreshMinutes', 'Routes'] as const;

export const WRITABLE_SETTINGS: readonly WritableSetting[] = [
  ...PREFERENCE_KEYS.map(preference),
  {
    // The company's name: for the business unit, only through its own call, with the permission to edit it.
    clientId: SETTINGS_CLIENT,
    owner: USER_SETTINGS,
    key: 'companyInfo',
    levels: { businessUnit: { calls: ['CompanyInfo.save'], permissions: [...COMPANY_INFO_PERMISSIONS] } },
  },
  {
    // A grid's default layout (view 0), checked like a view by the seeding call.
    clientId: SETTINGS_CLIENT,
    owner: USER_SETTINGS,
    key: '<grid view name>_GridSettings',
    match: /^[A-Z][A-Za-z0-9]*_GridSettings$/,
    levels: {
      user: { calls: ['Seeding.gridSettings'], permissions: [USER_SETTINGS_PERMISSION] },
      businessUnit: { calls: ['Seeding.gridSettings'], permissions: [USER_SETTINGS_PERMISSION] },
      factory: factory(['Seeding.gridSettings']),
    },
  },
  {
    clientId: SETTINGS_CLIENT,
    owner: 'KpiSettings',
    key: 'Home',
    levels: {
      businessUnit: { calls: ['Seeding.kpiSettings'], permissions: [USER_SETTINGS_PERMISSION] },
      factory: factory(['Seeding.kpiSettings']),
    },
  },
  {
    // The dashboard's enabled widgets: the comma-joined codes of the enabled widget types.
    clientId: SETTINGS_CLIENT,
    owner: 'dashboardSettings',
    key: 'enabledWidgets',
    levels: {
      // Deleting the own record goes back to the business unit's choice.
      user: { calls: ['User.dashboardWidgetSettings', 'User.deleteSettings'], permissions: [DASHBOARD_SETTINGS_PERMISSION] },
      businessUnit: { calls: ['User.dashboardWidgetSettingsForAll'], permissions: [DASHBOARD_SETTINGS_PERMISSION, USER_SETTINGS_PERMISSION] },
    },
  },
];

export interface SettingAddress {
  clientId: string;
  owner: string;
  key: string;
}

/** The table's entry for a record, if any. */
export function writableSetting(record: SettingAddress): WritableSetting | undefined {
  return WRITABLE_SETTINGS.find((s) => s.clientId === record.clientId && s.owner === record.owner && (s.match ? s.match.test(record.key) : s.key === record.key));
}

/** Why a write may not happen: 400 for a record or call the table does not allow, 403 for a permission the writer lacks. */
export interface SettingWriteRefusal {
  status: 400 | 403;
  reason: 'unknownSetting' | 'otherCall' | 'permission' | 'globalAdmin';
  message: string;
}

const LEVEL_NAMES: Record<SettingLevel, string> = { factory: 'the factory', businessUnit: 'a business unit', user: 'a user' };

const name = (record: SettingAddress) =>
  record.owner === USER_SETTINGS && record.clientId === SETTINGS_CLIENT ? `"${record.key}"` : `"${record.key}" of ${record.clientId}/${record.owner}`;

/** The keys a call writes at a level, for the message of an unknown key. */
export function keysWrittenBy(call: SettingWriteCall, level: SettingLevel): string[] {
  return WRITABLE_SETTINGS.filter((s) => s.levels[level]?.calls.includes(call)).map((s) => (s.owner === USER_SETTINGS ? s.key : `${s.owner}/${s.key}`));
}

/**
 * Whether this call may write the record at this level for a writer with these permissions and
 * roles; undefined when it may. The call's own route permission is checked before (by the server's
 * route config); this adds what the setting itself needs.
 */
export function settingWriteRefusal(
  call: SettingWriteCall,
  level: SettingLevel,
  record: SettingAddress,
  holds: (permission: string) => boolean,
  roles: readonly RoleInfo[],
): SettingWriteRefusal | undefined {
  const setting = writableSetting(record);
  if (!setting) {
    const known = keysWrittenBy(call, level);
    return {
      status: 400,
      reason: 'unknownSetting',
      message: `Unknown setting ${name(record)}: ${SETTING_WRITE_CALLS[call]} writes ${known.length ? known.join(', ') : 'no setting'} for ${LEVEL_NAMES[level]}`,
    };
  }
  const rule = setting.levels[level];
  if (!rule || !rule.calls.includes(call)) {
    const elsewhere = (Object.entries(setting.levels) as [SettingLevel, SettingLevelRule][]).map(
      ([l, r]) => `for ${LEVEL_NAMES[l]} with ${r.calls.map((c) => SETTING_WRITE_CALLS[c]).join(' or ')}`,
    );
    return {
      status: 400,
      reason: 'otherCall',
      message: `The setting ${name(record)} is not written with ${SETTING_WRITE_CALLS[call]} for ${LEVEL_NAMES[level]}; it is written ${elsewhere.join('; ')}`,
    };
  }
  const missing = rule.permissions.find((p) => !holds(p));
  if (missing) return { status: 403, reason: 'permission', message: `Authorization Error: the setting ${name(record)} needs the permission ${missing}` };
  if (rule.globalAdmin && !isGlobalAdmin(roles))
    return { status: 403, reason: 'globalAdmin', message: `Authorization Error: the setting ${name(record)} for the factory needs a global administrator` };
  return undefined;
}

/**
 * Whether a stored record counts at its level: a record of the table at a level that nobody may
 * write (e.g. a user's own company information, stored before the table existed) is ignored, so
 * the next level applies. Records the table does not know are read as they are.
 */
export function settingReadableAt(record: SettingAddress, level: SettingLevel): boolean {
  const setting = writableSetting(record);
  return !setting || setting.levels[level] !== undefined;
}
