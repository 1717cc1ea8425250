/**
 * An instant written in a time zone with a date/time pattern of the user's settings (YYYY-MM-DD,
 * DD/MM/YYYY, MM/DD/YYYY; HH:mm, HH:mm:ss, hh:mm A, hh:mm:ss A), from one Intl.DateTimeFormat per
 * time zone made once. dayjs' `tz()` made a new formatter on every call (`toLocaleString` with a
 * time zone) and parsed its text again, about a millisecond a cell on a busy machine.
 */

/** The pieces a pattern is written from: the wall clock of the instant in the zone. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    // en-US with numeric fields and a 24-hour clock: every part is plain ASCII digits.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `epochMs` in `zone` (an IANA name such as Europe/Berlin, or UTC). */
export function wallClockIn(epochMs: number, zone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: ((epochMs % 1000) + 1000) % 1000 };
  for (const part of zoneFormat(zone).formatToParts(epochMs)) {
    if (part.type === 'literal') continue;
    const n = Number(part.value);
    if (part.type === 'year') clock.year = n;
    else if (part.type === 'month') clock.month = n;
    else if (part.type === 'day') clock.day = n;
    // Some engines write midnight as 24 even with a 23-hour cycle.
    else if (part.type === 'hour') clock.hour = n % 24;
    else if (part.type === 'minute') clock.minute = n;
    else if (part.type === 'second') clock.second = n;
  }
  return clock;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The tokens written here (dayjs' meaning); text in [brackets] is kept as is. */
const TOKENS = /\[([^\]]*)]|YYYY|MM|DD|HH|hh|mm|ss|SSS|A/g;
/** Patterns made only of those tokens and separators; any other letter is left to the caller. */
const WRITABLE = /^(?:\[[^\]]*]|YYYY|MM|DD|HH|hh|mm|ss|SSS|A|[^A-Za-z[\]])*$/;

/** Whether `pattern` can be written by `writePattern` (every pattern the settings offer can). */
export function isWritablePattern(pattern: string): boolean {
  return WRITABLE.test(pattern);
}

/** The pattern written from a wall clock. */
export function writePattern(clock: WallClock, pattern: string): string {
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return pad(clock.year, 4);
      case 'MM':
        return pad(clock.month);
      case 'DD':
        return pad(clock.day);
      case 'HH':
        return pad(clock.hour);
      case 'hh':
        return pad(clock.hour % 12 || 12);
      case 'mm':
        return pad(clock.minute);
      case 'ss':
        return pad(clock.second);
      case 'SSS':
        return pad(clock.millisecond, 3);
      default:
        return clock.hour < 12 ? 'AM' : 'PM';
    }
  });
}

/** A calendar day ('2026-11-21') as a wall clock at midnight: shown as is, in no zone. */
export function calendarDay(value: string): WallClock {
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)), hour: 0, minute: 0, second: 0, millisecond: 0 };
}
