import { DEFAULT_TIMESTAMP_SETTINGS, type TimestampSettings } from './timestamp-settings';
import { otherPatterns } from './other-patterns-loader';
import { isValidDate, readInstant } from './read-instant';
import { isWritablePattern } from './writable-pattern';
import { calendarDay, localWallClock, wallClockIn, writePattern, type WallClock } from './zoned-format';

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
export function parseDate(value: unknown): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^0001-/.test(value)) return undefined;
  const d = value instanceof Date || typeof value === 'number' || typeof value === 'string' ? readInstant(value) : undefined;
  if (!d || !isValidDate(d)) throw new BadInputError();
  if (d.getFullYear() === 1) return undefined;
  return d;
}

const writable = (settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>) => isWritablePattern(settings.dateFormat) && isWritablePattern(settings.timeFormat);

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
  // Not kept either: a text written in the default pattern while dayjs' chunk loads.
  if (typeof value !== 'string' || !(writable(settings) || otherPatterns())) return format();
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
  return formatInZone(value, settings, false);
}

function formatDateTimeUncached(value: unknown, settings: TimestampSettings): string {
  return formatInZone(value, settings, true);
}

/**
 * A calendar day is written as is; an instant (or a wall-clock time, read in the browser's zone as
 * before) as its wall clock in the user's region. The patterns the settings offer are written from
 * one Intl formatter per zone (zoned-format.ts), without dayjs; any other (a setting stored before
 * the server checked them) by dayjs, loaded when first met (other-patterns-loader.ts).
 */
function formatInZone(value: unknown, settings: TimestampSettings, withTime: boolean): string {
  const d = parseDate(value);
  if (!d) return '';
  if (isDateOnly(value)) return writeAny(calendarDay(value), d, undefined, settings, false);
  return writeAny(wallClockIn(d.getTime(), settings.region), d, settings.region, settings, withTime);
}

/**
 * A wall clock written in the settings' date (and time) pattern. A pattern not written here waits
 * for dayjs' chunk: until it is in (it is asked for when the settings arrive), the default pattern
 * is written.
 */
export function writeAny(clock: WallClock, instant: Date, zone: string | undefined, settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>, withTime: boolean): string {
  const patternOf = (s: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>) => (withTime ? `${s.dateFormat} ${s.timeFormat}` : s.dateFormat);
  const pattern = patternOf(settings);
  if (isWritablePattern(pattern)) return writePattern(clock, pattern);
  const other = otherPatterns();
  if (other) return other.formatOtherPattern(instant, zone, pattern);
  return writePattern(clock, patternOf(DEFAULT_TIMESTAMP_SETTINGS));
}

/** A time that names its zone (Z or +hh:mm): an instant, not a wall-clock time. */
const WITH_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Date filters go to the server as YYYY-MM-DD, or with time when the filter uses time. A time the
 * user typed or picked is a wall-clock time and goes as such; a value that names its zone (a
 * dashboard widget's day boundary, computed in the business unit's zone) goes as that instant in
 * UTC to the millisecond, so browser, server and database zones cannot move it to another day.
 */
export function toQueryDate(value: Date | string, useTime = false): string {
  const d = readInstant(value);
  if (!isValidDate(d)) throw new BadInputError();
  if (useTime && typeof value === 'string' && WITH_ZONE.test(value)) return d.toISOString();
  return writePattern(localWallClock(d), useTime ? 'YYYY-MM-DDTHH:mm:ss' : 'YYYY-MM-DD');
}
