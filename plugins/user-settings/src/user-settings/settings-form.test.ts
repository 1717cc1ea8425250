import { describe, expect, it } from 'vitest';
import { formFromSettings, formProblems, sessionSettings, settingWrites } from './settings-form';

const current = {
  timeStampSettings: { region: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' },
  numberFormatSettings: { locale: 'de-DE' },
  rowsLimit: 10000,
  takeLimit: 1000,
  heartBeat: 30000,
  reportDataRefreshMinutes: 0,
};

describe('the user-settings form', () => {
  it('shows the session settings, the heartbeat in seconds', () => {
    const form = formFromSettings(current);
    expect(form).toMatchObject({ region: 'Europe/Berlin', numberLocale: 'de-DE', heartBeatSeconds: 30 });
    expect(formProblems(form)).toEqual({});
    expect(sessionSettings(form)).toEqual(current);
  });

  it('writes the settings keys as setting records, only the changed ones when asked', () => {
    const before = formFromSettings(current);
    const after = { ...before, dateFormat: 'DD/MM/YYYY', heartBeatSeconds: 45 };
    expect(settingWrites(after, before)).toEqual([
      { key: 'timeStampSettings', value: '{"region":"Europe/Berlin","dateFormat":"DD/MM/YYYY","timeFormat":"HH:mm:ss"}' },
      { key: 'heartBeat', value: '45000' },
    ]);
    expect(settingWrites(after).map((w) => w.key)).toEqual(['timeStampSettings', 'numberFormatSettings', 'rowsLimit', 'takeLimit', 'heartBeat', 'reportDataRefreshMinutes']);
  });

  it('refuses limits out of range and values that are not offered', () => {
    const form = { ...formFromSettings(current), rowsLimit: 0, takeLimit: 1.5, heartBeatSeconds: 4000, region: 'Mars/Olympus', numberLocale: 'xx' };
    expect(Object.keys(formProblems(form)).sort()).toEqual(['heartBeatSeconds', 'numberLocale', 'region', 'rowsLimit', 'takeLimit']);
  });
});
