/**
 * The numeric user settings, written once: their defaults (used when no factory,
 * business-unit or user record sets them) and the range a stored value must fall in. The server
 * refuses writes outside it and ignores stored values outside it; the console's settings page
 * checks the same range and the session falls back to the default likewise.
 */
export const SETTING_DEFAULTS = {
  /** Milliseconds between session heartbeats. */
  heartBeat: 30_000,
  /** Most rows of a classic (client-side) list. */
  rowsLimit: 10_000,
  /** Most rows of one server-side page. */
  takeLimit: 1_000,
  /** Minutes between report refreshes; 0: never. */
  reportDataRefreshMinutes: 0,
} as const;

export type NumericSetting = keyof typeof SETTING_DEFAULTS;

export const SETTING_LIMITS: Readonly<Record<NumericSetting, { min: number; max: number }>> = {
  heartBeat: { min: 1_000, max: 3_600_000 },
  rowsLimit: { min: 1, max: 1_000_000 },
  takeLimit: { min: 1, max: 100_000 },
  reportDataRefreshMinutes: { min: 0, max: 1_440 },
};

/** Whether a value may be stored under this key: a whole number within its range. */
export function isSettingInRange(key: NumericSetting, value: unknown): value is number {
  const { min, max } = SETTING_LIMITS[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The value to use: a number (or the text of one, as settings are stored) within the range, or
 * the default when it is missing or out of shape (a broken setting never blocks anybody).
 */
export function settingNumber(key: NumericSetting, value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isSettingInRange(key, n) ? n : SETTING_DEFAULTS[key];
}
