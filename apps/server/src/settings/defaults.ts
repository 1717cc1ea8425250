/** The specification's defaults (platform.md §9), used when no factory, business-unit or user record overrides them. */
export const DEFAULT_TIMESTAMP_SETTINGS = { region: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' };
export const DEFAULT_NUMBER_FORMAT_SETTINGS = { locale: 'de-DE' };

export const DEFAULT_USER_SETTINGS: Record<string, unknown> = {
  heartBeat: 30000,
  rowsLimit: 10000,
  takeLimit: 1000,
  reportDataRefreshMinutes: 0,
  timeStampSettings: DEFAULT_TIMESTAMP_SETTINGS,
  numberFormatSettings: DEFAULT_NUMBER_FORMAT_SETTINGS,
  companyInfo: { companyName: 'Demo Warehouse A/S' },
};

export const COCKPIT_CLIENT = 'Cockpit';
export const USER_SETTINGS_OWNER = 'userSettings';
