/**
 * An instant written in a time zone with a date/time pattern of the user's settings (YYYY-MM-DD,
 * DD/MM/YYYY, MM/DD/YYYY; HH:mm, HH:mm:ss, hh:mm A, hh:mm:ss A), from one Intl.DateTimeFormat per
 * time zone made once. dayjs' `tz()` made a new formatter on every call (`toLocaleString` with a
 * time zone) and parsed its text again, about a millisecond a cell on a busy machine.
 */

/** The pieces a pattern is written from: the wall clock of the instant in the zone. */
export interface WallClock {
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

/** The wall clock of a Date in the browser's own zone. */
export function localWallClock(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    millisecond: date.getMilliseconds(),
  };
}

/** The text each token of a writable pattern stands for, when read. */
const TOKEN_TEXT: Record<string, string> = {
  YYYY: '(\\d{4})',
  MM: '(\\d{2})',
  DD: '(\\d{2})',
  HH: '(\\d{2})',
  hh: '(\\d{2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
  SSS: '(\\d{3})',
  A: '(AM|PM)',
};
const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text typed in a writable pattern, read strictly as a wall-clock time in the browser's zone: the
 * text must be exactly what the pattern writes for the time it stands for (so 31/02/2026, 4/3/2026
 * or 13:05 PM are refused), as dayjs' strict reading did. Missing parts: January, the 1st,
 * midnight. Undefined when the text is not such a time.
 */
export function readPattern(text: string, pattern: string): Date | undefined {
  const tokens: string[] = [];
  const source = pattern.replace(/\[([^\]]*)]|YYYY|MM|DD|HH|hh|mm|ss|SSS|A|[^[]/g, (token, literal: string | undefined) => {
    if (literal !== undefined) return escapeText(literal);
    if (!(token in TOKEN_TEXT)) return escapeText(token);
    tokens.push(token);
    return TOKEN_TEXT[token];
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return undefined;
  const part: Record<string, string> = {};
  tokens.forEach((token, i) => (part[token] = match[i + 1]));
  const num = (token: string, none: number) => (part[token] === undefined ? none : Number(part[token]));
  const hour = part.hh !== undefined ? (num('hh', 0) % 12) + (part.A === 'PM' ? 12 : 0) : num('HH', 0);
  const date = new Date(num('YYYY', new Date().getFullYear()), num('MM', 1) - 1, num('DD', 1), hour, num('mm', 0), num('ss', 0), num('SSS', 0));
  return writePattern(localWallClock(date), pattern) === text ? date : undefined;
}
