import { describe, expect, it } from 'vitest';
import { ageText, BadInputError, formatDate, formatDateTime, formatMoney, formatNumber, parseDate, toQueryDate } from './index';

describe('dates', () => {
  it('treats year 0001 as empty', () => {
    expect(parseDate('0001-01-01T00:00:00')).toBeUndefined();
    expect(formatDateTime('0001-01-01T00:00:00Z')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it("throws 'Bad input' on unparseable dates", () => {
    expect(() => parseDate('not a date')).toThrow(BadInputError);
    expect(() => parseDate('not a date')).toThrow('Bad input');
  });
  it('formats with the user timestamp settings and region', () => {
    const iso = '2026-11-21T10:05:09Z';
    expect(formatDateTime(iso)).toBe('2026-11-21 11:05:09'); // Europe/Berlin, winter time
    expect(formatDateTime(iso, { region: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' })).toBe('21/11/2026 10:05 AM');
    expect(formatDate(iso, { region: 'Europe/Helsinki', dateFormat: 'MM/DD/YYYY', timeFormat: 'HH:mm' })).toBe('11/21/2026');
    // A calendar date is not shifted by the region.
    expect(formatDate('2026-11-21', { region: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' })).toBe('21/11/2026');
  });
  it('formats query dates as YYYY-MM-DD, with time when asked', () => {
    expect(toQueryDate('2026-03-04T05:06:07')).toBe('2026-03-04');
    expect(toQueryDate('2026-03-04T05:06:07', true)).toBe('2026-03-04T05:06:07');
    // An instant with its zone stays that instant (a dashboard widget's day boundary), whatever the browser's zone.
    expect(toQueryDate('2026-03-04T22:59:59.999Z', true)).toBe('2026-03-04T22:59:59.999Z');
    expect(toQueryDate('2026-03-04T23:59:59.999+01:00', true)).toBe('2026-03-04T22:59:59.999Z');
  });
});

describe('numbers', () => {
  it('formats numbers with the number-format locale', () => {
    expect(formatNumber(1234567.5, { locale: 'de-DE' })).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, { locale: 'en-GB' })).toBe('1,234,567.5');
    expect(formatNumber(null)).toBe('');
  });
  it('shows money with 2 decimals', () => {
    expect(formatMoney(12, { locale: 'de-DE' })).toBe('12,00');
    expect(formatMoney('3.456', { locale: 'en-GB' })).toBe('3.46');
  });
});

describe('dashboard age text', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => ageText(new Date(now.getTime() - ms), now);
  it('says just now, then minutes, hours, days, weeks, then the date', () => {
    expect(ago(30_000)).toEqual({ key: 'Common.age.justNow' });
    expect(ago(5 * 60_000)).toEqual({ key: 'Common.age.minutes', count: 5 });
    expect(ago(3 * 3600_000)).toEqual({ key: 'Common.age.hours', count: 3 });
    expect(ago(2 * 86_400_000)).toEqual({ key: 'Common.age.days', count: 2 });
    expect(ago(15 * 86_400_000)).toEqual({ key: 'Common.age.weeks', count: 2 });
    expect(ago(40 * 86_400_000).key).toBe('Common.age.date');
  });
});
