import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DEFAULT_TIMESTAMP_SETTINGS, type TimestampSettings } from './timestamp-settings';
import { calendarDay, isWritablePattern, wallClockIn, writePattern } from './zoned-format';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { DEFAULT_TIMESTAMP_SETTINGS, type TimestampSettings } from './timestamp-settings';
export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'];
export const TIME_FORMATS = ['HH:mm', 'HH:mm:ss', 'hh:mm A', 'hh:mm:ss A'];
/** The regions offered: Central European, UTC, Western European and Eastern European time. */
export const REGIONS: { id: string; label: string }[] = [
  { id: 'Europe/Berlin', label: 'Settings.regions.centralEuropean' },
  { id: 'UTC', label: 'Settings.regions.utc' },
  { id: 'Europe/Lisbon', label: 'Settings.regions.westernEuropean' },
  { id: 'Europe/Helsinki', label: 'Settings.regions.easternEuropean' },
];

export class BadInputError extends Error {
  constructor() {
    super('Bad input');
  }
}

/**
 * Parses a date from the server. A date with year 0001 (the backend's "no date") is empty;
 * an unparseable one throws 'Bad input'.
 */
export function parseDate(value: unknown): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^0001-/.test(value)) return undefined;
  const d = value instanceof Date || typeof value === 'number' ? dayjs(value) : typeof value === 'string' ? dayjs(value) : undefined;
  if (!d || !d.isValid()) throw new BadInputError();
  if (d.year() === 1) return undefined;
  return d;
}

/** A date-only value ('2026-11-21') is a calendar day: shown as is, not moved across time zones. */
function isDateOnly(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * Formatted timestamps by value: grids format the same values again on every refresh (live updates repaint rows many times a
 * second). Bounded; only successful answers for string values are kept.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 20_000;

function memo(kind: string, value: unknown, settings: TimestampSettings, format: () => string): string {
  if (typeof value !== 'string') return format();
  const key = `${kind}\u0000${value}\u0000${settings.region}\u0000${settings.dateFormat}\u0000${settings.timeFormat}`;
  const hit = formatted.get(key);
  if (hit !== undefined) return hit;
  const text = format();
  if (formatted.size >= FORMATTED_MAX) formatted.clear();
  formatted.set(key, text);
  return text;
}

export function formatDate(value: unknown, settings: TimestampSettings = DEFAULT_TIMESTAMP_SETTINGS): string {
  return memo('d', value, settings, () => formatDateUncached(value, settings));
}

export function formatDateTime(value: unknown, settings: TimestampSettings = DEFAULT_TIMESTAMP_SETTINGS): string {
  return memo('dt', value, settings, () => formatDateTimeUncached(value, settings));
}

function formatDateUncached(value: unknown, settings: TimestampSettings): string {
  return formatInZone(value, settings, settings.dateFormat);
}

function formatDateTimeUncached(value: unknown, settings: TimestampSettings): string {
  return formatInZone(value, settings, `${settings.dateFormat} ${settings.timeFormat}`);
}

/**
 * A calendar day is written as is; an instant (or a wall-clock time, read in the browser's zone as
 * before) as its wall clock in the user's region. Patterns the settings offer are written from
 * one Intl formatter per zone (zoned-format.ts); any other goes through dayjs.
 */
function formatInZone(value: unknown, settings: TimestampSettings, pattern: string): string {
  const d = parseDate(value);
  if (!d) return '';
  const dateOnly = isDateOnly(value);
  if (!isWritablePattern(pattern)) return dateOnly ? d.format(settings.dateFormat) : d.tz(settings.region).format(pattern);
  return dateOnly ? writePattern(calendarDay(value), settings.dateFormat) : writePattern(wallClockIn(d.valueOf(), settings.region), pattern);
}

/** A time that names its zone (Z or +hh:mm): an instant, not a wall-clock time. */
const WITH_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Date filters go to the server as YYYY-MM-DD, or with time when the filter uses time. A time the
 * user typed or picked is a wall-clock time and goes as such; a value that names its zone (a
 * dashboard widget's day boundary, computed in the business unit's zone) goes as that instant in
 * UTC to the millisecond, so browser, server and database zones cannot move it to another day.
 */
export function toQueryDate(value: Date | string | Dayjs, useTime = false): string {
  const d = dayjs(value);
  if (!d.isValid()) throw new BadInputError();
  if (useTime && typeof value === 'string' && WITH_ZONE.test(value)) return d.toISOString();
  return useTime ? d.format('YYYY-MM-DDTHH:mm:ss') : d.format('YYYY-MM-DD');
}
