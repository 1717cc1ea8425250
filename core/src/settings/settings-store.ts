import { createStore } from 'zustand/vanilla';
import { DEFAULT_TIMESTAMP_SETTINGS, type TimestampSettings } from '../format/timestamp-settings';
import { DEFAULT_NUMBER_FORMAT, type NumberFormatSettings } from '../format/numbers';
import { prepareTimestampPatterns } from '../format/other-patterns-loader';
import { mergePermissions, type ServerPermissionStrings } from '../permissions/merge';
import { hasPermission, resolveDefaults, type PermissionDefaults, type PermissionMap, type RoleInfo } from '../permissions/rules';
import type { MenuRoute, SettingsMenuGroup } from '../routing/menu-routes';
import { SETTING_DEFAULTS, settingNumber } from './setting-limits';

/** The cockpit user settings answer. */
export interface CockpitSettingsAnswer {
  displayname?: string;
  heartBeat?: number;
  rowsLimit?: number;
  takeLimit?: number;
  reportDataRefreshMinutes?: number;
  timeStampSettings?: Partial<TimestampSettings>;
  numberFormatSettings?: Partial<NumberFormatSettings>;
  companyInfo?: Record<string, unknown>;
  permissions?: ServerPermissionStrings;
  [key: string]: unknown;
}

export interface SettingsState {
  ready: boolean;
  displayName: string;
  heartBeat: number;
  rowsLimit: number;
  takeLimit: number;
  reportDataRefreshMinutes: number;
  timeStampSettings: TimestampSettings;
  numberFormatSettings: NumberFormatSettings;
  companyInfo: Record<string, unknown>;
  permissions: PermissionMap;
  roles: RoleInfo[];
  routes: MenuRoute[];
  settingsMenu: SettingsMenuGroup[];
  raw: CockpitSettingsAnswer;
}

function parseJsonList<T>(value: unknown, log: (m: string) => void, what: string): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string') return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    log(`Ignoring ${what}: not valid JSON`);
    return [];
  }
}

export const initialSettings = (): SettingsState => ({
  ready: false,
  displayName: '',
  heartBeat: SETTING_DEFAULTS.heartBeat,
  rowsLimit: SETTING_DEFAULTS.rowsLimit,
  takeLimit: SETTING_DEFAULTS.takeLimit,
  reportDataRefreshMinutes: SETTING_DEFAULTS.reportDataRefreshMinutes,
  timeStampSettings: DEFAULT_TIMESTAMP_SETTINGS,
  numberFormatSettings: DEFAULT_NUMBER_FORMAT,
  companyInfo: {},
  permissions: { header: {}, grid: {}, data: {} },
  roles: [],
  routes: [],
  settingsMenu: [],
  raw: {},
});

/** User settings, permissions and menu for the session. Settings count as ready once routes are loaded. */
export function createSettingsStore(log: (message: string) => void = console.warn) {
  const store = createStore<SettingsState>(initialSettings);
  return {
    store,
    get: () => store.getState(),
    apply(input: { answer: CockpitSettingsAnswer; routes: unknown; settingsMenu: unknown; defaults: PermissionDefaults; roles: RoleInfo[] }) {
      const a = input.answer;
      const timeStampSettings = { ...DEFAULT_TIMESTAMP_SETTINGS, ...(a.timeStampSettings ?? {}) };
      // A pattern the settings no longer offer needs dayjs' chunk: asked for now, before any date is written.
      prepareTimestampPatterns(timeStampSettings);
      store.setState({
        ready: true,
        raw: a,
        displayName: a.displayname ?? '',
        heartBeat: settingNumber('heartBeat', a.heartBeat),
        rowsLimit: settingNumber('rowsLimit', a.rowsLimit),
        takeLimit: settingNumber('takeLimit', a.takeLimit),
        reportDataRefreshMinutes: settingNumber('reportDataRefreshMinutes', a.reportDataRefreshMinutes),
        timeStampSettings,
        numberFormatSettings: { ...DEFAULT_NUMBER_FORMAT, ...(a.numberFormatSettings ?? {}) },
        companyInfo: a.companyInfo ?? {},
        permissions: mergePermissions(resolveDefaults(input.defaults, input.roles), a.permissions, log),
        roles: input.roles,
        routes: parseJsonList<MenuRoute>(input.routes, log, 'routes'),
        settingsMenu: parseJsonList<SettingsMenuGroup>(input.settingsMenu, log, 'menu settings'),
      });
    },
    can(path: string | undefined): boolean {
      const s = store.getState();
      return hasPermission(s.permissions, path, s.roles);
    },
    reset() {
      store.setState(initialSettings(), true);
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
