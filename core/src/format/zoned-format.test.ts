import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_FORMATS, formatDate, formatDateTime, REGIONS, TIME_FORMATS } from './dates';
import { loadOtherPatterns } from './other-patterns-loader';
import { isWritablePattern } from './writable-pattern';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Instants around both daylight-saving changes of 2026 in Europe, midnight, noon and odd milliseconds. */
const INSTANTS = [
  '2026-03-29T00:59:59.999Z',
  '2026-03-29T01:00:00Z',
  '2026-03-29T01:30:00Z',
  '2026-10-25T00:30:00Z',
  '2026-10-25T01:00:00Z',
  '2026-10-25T01:30:00.500Z',
  '2026-11-21T10:05:09Z',
  '2026-11-21T23:00:00Z',
  '2026-12-31T23:30:00Z',
  '2026-06-15T12:00:00+02:00',
  '2026-06-15T00:00:00-05:00',
  '1999-01-01T00:00:00Z',
];

afterEach(() => vi.restoreAllMocks());

describe('timestamps in the user region', () => {
  it('write the same texts as dayjs did, for every region and every date and time format offered', () => {
    for (const region of REGIONS.map((r) => r.id)) {
      for (const dateFormat of DATE_FORMATS) {
        for (const timeFormat of TIME_FORMATS) {
          const settings = { region, dateFormat, timeFormat };
          for (const iso of INSTANTS) {
            const zoned = dayjs(iso).tz(region);
            expect(formatDateTime(iso, settings), `${iso} ${region} ${dateFormat} ${timeFormat}`).toBe(zoned.format(`${dateFormat} ${timeFormat}`));
            expect(formatDate(iso, settings), `${iso} ${region} ${dateFormat}`).toBe(zoned.format(dateFormat));
          }
          // A calendar day is shown as is in any region.
          expect(formatDate('2026-03-29', settings)).toBe(dayjs('2026-03-29').format(dateFormat));
          expect(formatDateTime('2026-03-29', settings)).toBe(dayjs('2026-03-29').format(dateFormat));
        }
      }
    }
  });

  it('a wall-clock time without a zone is read in the browser zone, as before', () => {
    const settings = { region: 'Europe/Helsinki', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm:ss' };
    expect(formatDateTime('2026-05-02T08:15:00', settings)).toBe(dayjs('2026-05-02T08:15:00').tz('Europe/Helsinki').format('DD/MM/YYYY HH:mm:ss'));
  });

  it('makes no formatter per value: a grid of timestamps formats without toLocaleString', () => {
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleString');
    const settings = { region: 'Europe/Lisbon', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' };
    for (let i = 0; i < 50; i++) formatDateTime(new Date(Date.UTC(2026, 0, 1, 0, i, 7)).toISOString(), settings);
    expect(toLocale).not.toHaveBeenCalled();
  });

  it('leaves a pattern with other tokens to dayjs, loaded when first met (the default pattern until it is in)', async () => {
    expect(isWritablePattern('DD/MM/YYYY hh:mm:ss A')).toBe(true);
    expect(isWritablePattern('[on] YYYY-MM-DD')).toBe(true);
    expect(isWritablePattern('D MMM YYYY')).toBe(false);
    const settings = { region: 'UTC', dateFormat: 'D MMM YYYY', timeFormat: 'HH:mm' };
    expect(formatDate('2026-11-21T10:05:09Z', settings)).toBe('2026-11-21');
    expect(formatDateTime('2026-11-21T10:05:09Z', settings)).toBe('2026-11-21 10:05:09');
    await loadOtherPatterns();
    // Not the text kept from before the load.
    expect(formatDate('2026-11-21T10:05:09Z', settings)).toBe('21 Nov 2026');
    expect(formatDateTime('2026-11-21T10:05:09Z', settings)).toBe('21 Nov 2026 10:05');
    expect(formatDate('2026-11-21', settings)).toBe('21 Nov 2026');
  });
});
