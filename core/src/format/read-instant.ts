/**
 * A date or date-time read the way the console has always read it (dayjs' rule, kept so that every
 * text stays the same now that the first screen's formats run without dayjs):
 * - a Date or a number is that instant;
 * - a string without a trailing Z made of YYYY[-/]MM[-/]DD[T ]HH:mm:ss.SSS, every part after the
 *   year optional, is a wall-clock time in the browser's zone (missing parts: January, the 1st,
 *   midnight);
 * - any other string (an offset such as +02:00 or a trailing Z) is read by the browser's Date.
 * An unreadable value (null too) is an invalid Date (its time is NaN); undefined is now.
 */
const WALL_CLOCK = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

export function readInstant(value: unknown): Date {
  if (value === null) return new Date(NaN);
  if (value === undefined) return new Date();
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const p = WALL_CLOCK.exec(value);
    if (p) {
      const n = (part: string | undefined, none: number) => (part ? Number(part) : none);
      // Milliseconds: the first three digits of the fraction.
      return new Date(n(p[1], 0), n(p[2], 1) - 1, n(p[3], 1), n(p[4], 0), n(p[5], 0), n(p[6], 0), Number((p[7] ?? '0').slice(0, 3)));
    }
  }
  return new Date(value as string | number);
}

export const isValidDate = (date: Date): boolean => !Number.isNaN(date.getTime());
