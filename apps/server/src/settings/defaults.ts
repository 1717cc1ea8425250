import { DEFAULT_NUMBER_FORMAT, DEFAULT_TIMESTAMP_SETTINGS } from '@cockpit/core/format';
import { SETTING_DEFAULTS } from '@cockpit/core/settings';

/**
 * The built-in setting defaults, used when no factory, business-unit or user record
 * overrides them; written once in core for the server and the console.
 */
export { DEFAULT_TIMESTAMP_SETTINGS };
export const DEFAULT_NUMBER_FORMAT_SETTINGS = DEFAULT_NUMBER_FORMAT;

export const DEFAULT_USER_SETTINGS: Record<string, unknown> = {
  ...SETTING_DEFAULTS,
  timeStampSettings: DEFAULT_TIMESTAMP_SETTINGS,
  numberFormatSettings: DEFAULT_NUMBER_FORMAT_SETTINGS,
  companyInfo: { companyName: 'Demo Warehouse A/S' },
};

export const COCKPIT_CLIENT = 'Cockpit';
export const USER_SETTINGS_OWNER = 'userSettings';
