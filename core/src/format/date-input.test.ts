import { describe, expect, it } from 'vitest';
import { formatDateInput, inputPattern, parseDateInput } from './date-input';
import { loadOtherPatterns } from './other-patterns-loader';

const dmy = { dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' };
const us = { dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A' };

describe('date inputs in the user formats', () => {
  it('shows ISO values in the user format', () => {
    expect(formatDateInput('2026-03-04', dmy, false)).toBe('04/03/2026');
    expect(formatDateInput('2026-03-04', us, false)).toBe('03/04/2026');
    expect(formatDateInput('2026-03-04T13:05:00', us, true)).toBe('03/04/2026 01:05 PM');
    expect(formatDateInput(undefined, dmy, false)).toBe('');
    // An instant (a dashboard's day boundary) shows in the user's zone, whatever the browser's.
    const berlin = { region: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' };
    expect(formatDateInput('2026-11-25T23:00:00.000Z', berlin, true)).toBe('2026-11-26 00:00:00');
    expect(formatDateInput('2026-11-26T22:59:59.999Z', berlin, true)).toBe('2026-11-26 23:59:59');
    expect(formatDateInput('2026-11-26T22:59:59.999Z', { ...berlin, region: 'UTC' }, true)).toBe('2026-11-26 22:59:59');
    // A wall-clock time (typed) stays as typed.
    expect(formatDateInput('2026-11-26T08:00:00', berlin, true)).toBe('2026-11-26 08:00:00');
    expect(inputPattern(dmy, true)).toBe('DD/MM/YYYY HH:mm');
  });
  it('reads what was typed in the user format, strictly', () => {
    expect(parseDateInput('04/03/2026', dmy, false)).toBe('2026-03-04');
    expect(parseDateInput('31/02/2026', dmy, false)).toBeNull();
    expect(parseDateInput('2026-03-04', dmy, false)).toBeNull();
    expect(parseDateInput('04/03/2026 13:05', dmy, true)).toBe('2026-03-04T13:05:00');
    expect(parseDateInput('04/03/2026', dmy, true)).toBe('2026-03-04T00:00:00');
    expect(parseDateInput('03/04/2026 01:05 PM', us, true)).toBe('2026-03-04T13:05:00');
  });
  it('shows and reads a pattern the settings no longer offer once dayjs is in', async () => {
    const other = { dateFormat: 'D MMM YYYY', timeFormat: 'HH:mm' };
    await loadOtherPatterns();
    expect(formatDateInput('2026-03-04', other, false)).toBe('4 Mar 2026');
    expect(parseDateInput('4 Mar 2026', other, false)).toBe('2026-03-04');
    expect(parseDateInput('4 Mar 2026 13:05', other, true)).toBe('2026-03-04T13:05:00');
  });
});
