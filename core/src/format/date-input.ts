import { writeAny, type TimestampSettings } from './dates';
import { otherPatterns } from './other-patterns-loader';
import { isValidDate, readInstant } from './read-instant';
import { isWritablePattern } from './writable-pattern';
import { localWallClock, readPattern, wallClockIn, writePattern } from './zoned-format';

/** A value that names its zone (Z or +hh:mm): an instant, such as a dashboard widget's day boundary. */
const INSTANT = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Date fields that show and accept the user's own formats (YYYY-MM-DD, DD/MM/YYYY,
 * MM/DD/YYYY; with time HH:mm, HH:mm:ss, hh:mm A, hh:mm:ss A), not the browser's. The value kept
 * is ISO: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm:ss' for a field that uses time.
 */
const ISO_DATE = 'YYYY-MM-DD';
const ISO_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';

/** The pattern a user types in, e.g. "DD/MM/YYYY HH:mm". */
export function inputPattern(settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>, useTime: boolean): string {
  return useTime ? `${settings.dateFormat} ${settings.timeFormat}` : settings.dateFormat;
}

/**
 * An ISO value shown in the user's format ('' for none or an unreadable value). An instant is shown
 * in the user's time zone (their region setting), not the browser's: a dashboard's "today" in
 * Europe/Berlin shows as 00:00:00 to 23:59:59, not as the UTC instants 23:00:00 to 22:59:59.
 */
export function formatDateInput(iso: string | undefined, settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'> & { region?: string }, useTime: boolean): string {
  if (!iso) return '';
  const d = readInstant(iso);
  if (!isValidDate(d)) return '';
  const zone = settings.region && INSTANT.test(iso) ? settings.region : undefined;
  return writeAny(zone ? wallClockIn(d.getTime(), zone) : localWallClock(d), d, zone, settings, useTime);
}

/** Text read in a pattern: the offered ones without dayjs, others by dayjs once loaded (none before). */
function readIn(text: string, pattern: string): Date | undefined {
  return isWritablePattern(pattern) ? readPattern(text, pattern) : otherPatterns()?.readOtherPattern(text, pattern);
}

/**
 * What the user typed, read in their format (strictly, so 31/02 is refused), as ISO. With time, a
 * date alone is accepted as the start of that day. `null`: not a date in that format.
 */
export function parseDateInput(text: string, settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>, useTime: boolean): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!useTime) {
    const d = readIn(trimmed, settings.dateFormat);
    return d ? writePattern(localWallClock(d), ISO_DATE) : null;
  }
  for (const pattern of [inputPattern(settings, true), `${settings.dateFormat} HH:mm`, `${settings.dateFormat} HH:mm:ss`, settings.dateFormat]) {
    const d = readIn(trimmed, pattern);
    if (d) return writePattern(localWallClock(d), ISO_DATE_TIME);
  }
  return null;
}
