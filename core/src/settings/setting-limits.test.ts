import { describe, expect, it } from 'vitest';
import { isSettingInRange, SETTING_DEFAULTS, SETTING_LIMITS, settingNumber } from './setting-limits';

describe('numeric setting limits', () => {
  it('accepts whole numbers within the range only', () => {
    expect(isSettingInRange('rowsLimit', 1)).toBe(true);
    expect(isSettingInRange('rowsLimit', 1_000_000)).toBe(true);
    expect(isSettingInRange('rowsLimit', 1_000_001)).toBe(false);
    expect(isSettingInRange('rowsLimit', 0)).toBe(false);
    expect(isSettingInRange('takeLimit', 10.5)).toBe(false);
    expect(isSettingInRange('reportDataRefreshMinutes', 0)).toBe(true);
    expect(isSettingInRange('heartBeat', 999)).toBe(false);
    expect(isSettingInRange('heartBeat', '30000')).toBe(false);
  });

  it('falls back to the default for a missing or broken value, reading stored text as a number', () => {
    expect(settingNumber('takeLimit', 500)).toBe(500);
    expect(settingNumber('takeLimit', '500')).toBe(500);
    expect(settingNumber('takeLimit', undefined)).toBe(SETTING_DEFAULTS.takeLimit);
    expect(settingNumber('takeLimit', '')).toBe(SETTING_DEFAULTS.takeLimit);
    expect(settingNumber('takeLimit', 'many')).toBe(SETTING_DEFAULTS.takeLimit);
    expect(settingNumber('rowsLimit', -3)).toBe(SETTING_DEFAULTS.rowsLimit);
    expect(settingNumber('rowsLimit', 5_000_000)).toBe(SETTING_DEFAULTS.rowsLimit);
  });

  it('has every default within its own range', () => {
    for (const key of Object.keys(SETTING_DEFAULTS) as (keyof typeof SETTING_DEFAULTS)[]) {
      expect(isSettingInRange(key, SETTING_DEFAULTS[key]), key).toBe(true);
      expect(SETTING_LIMITS[key].min).toBeLessThanOrEqual(SETTING_LIMITS[key].max);
    }
  });
});
