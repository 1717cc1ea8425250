import { DATE_FORMATS, REGIONS, TIME_FORMATS } from '@cockpit/core/format';
import { isRouteOverrideList } from '@cockpit/core/routing';
import { SETTING_LIMITS, type NumericSetting } from '@cockpit/core/settings';
import type { SettingRecord } from './settings-store';
import { DEFAULT_TIMESTAMP_SETTINGS } from './defaults';

/**
 * The user settings whose values have a shape, read
 * defensively and checked strictly: a stored value that fails to parse or is out of shape is
 * ignored on reading, so the default applies and a broken setting never blocks anybody;
 * writes through the seeding calls are refused with the reason instead.
 */
type Check = (value: unknown) => string | undefined;

/** The numeric settings' ranges are the console's too (@cockpit/core/settings, setting-limits.ts). */
const integer = (key: NumericSetting): Check => {
  const { min, max } = SETTING_LIMITS[key];
  return (v) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? undefined : `a whole number from ${min} to ${max}`);
};

export function isTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isNumberLocale(locale: unknown): boolean {
  if (typeof locale !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) return false;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const timeStampShape = `{"region": ${REGIONS.map((r) => r.id).join(' | ')} (or another time zone), "dateFormat": ${DATE_FORMATS.join(' | ')}, "timeFormat": ${TIME_FORMATS.join(' | ')}}`;

export const SETTING_CHECKS: Record<string, Check> = {
  heartBeat: integer('heartBeat'),
  rowsLimit: integer('rowsLimit'),
  takeLimit: integer('takeLimit'),
  reportDataRefreshMinutes: integer('reportDataRefreshMinutes'),
  timeStampSettings: (v) =>
    isObject(v) && isTimeZone(v.region) && DATE_FORMATS.includes(v.dateFormat as string) && TIME_FORMATS.includes(v.timeFormat as string) ? undefined : timeStampShape,
  numberFormatSettings: (v) => (isObject(v) && isNumberLocale(v.locale) ? undefined : '{"locale": a number locale such as de-DE}'),
  companyInfo: (v) => (isObject(v) ? undefined : 'a JSON object'),
  Routes: (v) => (isRouteOverrideList(v) ? undefined : 'a JSON list of {"routeName", "order", "isAllowed"}'),
};

function parse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Why a value may not be stored under this key (undefined: it may). Keys without a known shape take any text. */
export function settingValueProblem(key: string, value: string): string | undefined {
  const check = SETTING_CHECKS[key];
  if (!check) return undefined;
  const problem = check(parse(value));
  return problem ? `"${key}" must be ${problem}` : undefined;
}

/**
 * A stored value for reading: known keys only when of their shape (the timestamp settings field by
 * field, so one bad field does not lose the others), other keys as JSON when they parse and as
 * text otherwise.
 */
export function readSettingValue(key: string, value: string): unknown {
  const parsed = parse(value);
  if (key === 'timeStampSettings') {
    if (!isObject(parsed)) return undefined;
    const clean: Record<string, string> = {};
    if (isTimeZone(parsed.region)) clean.region = parsed.region as string;
    for (const f of ['dateFormat', 'timeFormat'] as const) if (typeof parsed[f] === 'string' && parsed[f] && (parsed[f] as string).length <= 40) clean[f] = parsed[f] as string;
    return Object.keys(clean).length ? clean : undefined;
  }
  const check = SETTING_CHECKS[key];
  if (check) return check(parsed) === undefined ? parsed : undefined;
  return parsed === undefined ? value : parsed;
}

/** The records of the cockpit settings answer, keyed; values that are out of shape are left out. */
export function storedSettingValues(records: readonly SettingRecord[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const r of records) {
    const value = readSettingValue(r.key, r.value);
    // The readable timestamp fields complete the defaults rather than replace them.
    if (value !== undefined) out[r.key] = r.key === 'timeStampSettings' ? { ...DEFAULT_TIMESTAMP_SETTINGS, ...(value as object) } : value;
  }
  return out;
}
