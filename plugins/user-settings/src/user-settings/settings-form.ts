import { DATE_FORMATS, REGIONS, TIME_FORMATS, type NumberFormatSettings, type TimestampSettings } from '@cockpit/core/format';
import { SETTING_LIMITS } from '@cockpit/core/settings';

/**
 * The user-settings page's form, React-free: what it shows from the session's settings, what it
 * checks, and the setting records (key, value) it writes. The limits are the ones the server
 * checks (@cockpit/core/settings, setting-limits.ts), so what the page accepts the server stores.
 */
export interface SettingsForm {
  region: string;
  dateFormat: string;
  timeFormat: string;
  numberLocale: string;
  rowsLimit: number;
  takeLimit: number;
  /** Shown in seconds; stored as heartBeat in milliseconds (default 30000 ms). */
  heartBeatSeconds: number;
  reportDataRefreshMinutes: number;
}

export interface CurrentSettings {
  timeStampSettings: TimestampSettings;
  numberFormatSettings: NumberFormatSettings;
  rowsLimit: number;
  takeLimit: number;
  heartBeat: number;
  reportDataRefreshMinutes: number;
}

/** Number formats offered: the default de-DE and the locales of the console's and its neighbours' users. */
export const NUMBER_LOCALES = ['de-DE', 'da-DK', 'nb-NO', 'sv-SE', 'en-GB', 'en-US', 'fr-FR', 'pl-PL'];

export const LIMITS: Record<'rowsLimit' | 'takeLimit' | 'heartBeatSeconds' | 'reportDataRefreshMinutes', { min: number; max: number }> = {
  rowsLimit: SETTING_LIMITS.rowsLimit,
  takeLimit: SETTING_LIMITS.takeLimit,
  // Shown in seconds, stored in milliseconds.
  heartBeatSeconds: { min: SETTING_LIMITS.heartBeat.min / 1000, max: SETTING_LIMITS.heartBeat.max / 1000 },
  reportDataRefreshMinutes: SETTING_LIMITS.reportDataRefreshMinutes,
};

export function formFromSettings(s: CurrentSettings): SettingsForm {
  return {
    region: s.timeStampSettings.region,
    dateFormat: s.timeStampSettings.dateFormat,
    timeFormat: s.timeStampSettings.timeFormat,
    numberLocale: s.numberFormatSettings.locale,
    rowsLimit: s.rowsLimit,
    takeLimit: s.takeLimit,
    heartBeatSeconds: Math.max(1, Math.round(s.heartBeat / 1000)),
    reportDataRefreshMinutes: s.reportDataRefreshMinutes,
  };
}

export type FormField = keyof SettingsForm;

/** Fields whose value cannot be stored, with the translation key that says why. */
export function formProblems(form: SettingsForm): Partial<Record<FormField, string>> {
  const problems: Partial<Record<FormField, string>> = {};
  for (const [field, { min, max }] of Object.entries(LIMITS) as [keyof typeof LIMITS, { min: number; max: number }][]) {
    const v = form[field];
    if (!Number.isInteger(v) || v < min || v > max) problems[field] = 'UserSettings.wholeNumberBetween';
  }
  if (!REGIONS.some((r) => r.id === form.region)) problems.region = 'UserSettings.chooseOne';
  if (!DATE_FORMATS.includes(form.dateFormat)) problems.dateFormat = 'UserSettings.chooseOne';
  if (!TIME_FORMATS.includes(form.timeFormat)) problems.timeFormat = 'UserSettings.chooseOne';
  if (!NUMBER_LOCALES.includes(form.numberLocale)) problems.numberLocale = 'UserSettings.chooseOne';
  return problems;
}

export interface SettingWrite {
  key: string;
  value: string;
}

/** The setting records of a form (owner userSettings, client Cockpit by default); with `before`, only those that changed. */
export function settingWrites(form: SettingsForm, before?: SettingsForm): SettingWrite[] {
  const records = (f: SettingsForm): SettingWrite[] => [
    { key: 'timeStampSettings', value: JSON.stringify({ region: f.region, dateFormat: f.dateFormat, timeFormat: f.timeFormat }) },
    { key: 'numberFormatSettings', value: JSON.stringify({ locale: f.numberLocale }) },
    { key: 'rowsLimit', value: String(f.rowsLimit) },
    { key: 'takeLimit', value: String(f.takeLimit) },
    { key: 'heartBeat', value: String(f.heartBeatSeconds * 1000) },
    { key: 'reportDataRefreshMinutes', value: String(f.reportDataRefreshMinutes) },
  ];
  const now = records(form);
  if (!before) return now;
  const then = new Map(records(before).map((r) => [r.key, r.value]));
  return now.filter((r) => then.get(r.key) !== r.value);
}

/** The session settings that follow from a saved form, so the console uses them without signing in again. */
export function sessionSettings(form: SettingsForm): CurrentSettings {
  return {
    timeStampSettings: { region: form.region, dateFormat: form.dateFormat, timeFormat: form.timeFormat },
    numberFormatSettings: { locale: form.numberLocale },
    rowsLimit: form.rowsLimit,
    takeLimit: form.takeLimit,
    heartBeat: form.heartBeatSeconds * 1000,
    reportDataRefreshMinutes: form.reportDataRefreshMinutes,
  };
}
