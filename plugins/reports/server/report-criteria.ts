import { dayStartIn, refused } from '@cockpit/server/sdk';

/** A period as half-open instants [from, to): a date-only "to" takes in the whole day. */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * A date-only value is a day of the business unit (its time zone): a Berlin warehouse's 27 November
 * runs from 26 November 23:00 UTC, so a pick at 00:30 on the 27th, shown as such, is in that day's
 * report. A value with a time is the instant it says.
 */
function instant(value: string, endOfDay: boolean, timeZone: string): Date {
  if (value.length === 10) {
    const day = endOfDay ? nextDay(value) : value;
    const start = day === undefined ? undefined : dayStartIn(day, timeZone);
    if (!start) throw refused('Reports.BadDate', 'Bad input', { value });
    return start;
  }
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw refused('Reports.BadDate', 'Bad input', { value });
  return d;
}

/** The calendar day after a YYYY-MM-DD day (undefined for a text that is not a date). */
function nextDay(day: string): string | undefined {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return undefined;
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A date range is required; the start may not lie after the end. Date-only values are days in `timeZone`. */
export function requirePeriod(from: string | undefined, to: string | undefined, timeZone = 'UTC'): Period {
  if (!from || !to) throw refused('Reports.DateRangeRequired', 'Date range is required');
  const period = { from: instant(from, false, timeZone), to: instant(to, true, timeZone) };
  if (period.from >= period.to) throw refused('Reports.DateRangeOrder', 'The start of the date range must be before its end');
  return period;
}

export function requireProcessType(types: readonly string[] | string | undefined): void {
  if (!types || types.length === 0) throw refused('Reports.ProcessTypeRequired', 'Process type is required');
}

/** Slow-moving: the picking frequency range is required and its minimum may not exceed its maximum. */
export function requireFrequencyRange(min: number | undefined, max: number | undefined): { min: number; max: number } {
  if (min === undefined || max === undefined) throw refused('Reports.FrequencyRangeRequired', 'Picking frequency range is required');
  if (min > max) throw refused('Reports.FrequencyRangeOrder', 'The minimum picking frequency cannot be greater than the maximum');
  return { min, max };
}

/** Sales history period for forecasts: required and not in the future. */
export function requireSalesHistoryPeriod(from: string | undefined, to: string | undefined, now = new Date()): Period {
  if (!from || !to) throw refused('Reports.SalesHistoryRequired', 'Sales history period is required');
  const period = requirePeriod(from, to);
  if (instant(to, false, 'UTC') > now || period.from > now) throw refused('Reports.SalesHistoryInFuture', 'Sales history period cannot be in the future');
  return period;
}

/** skip/take: a page of at most takeLimit rows; without take, the first takeLimit rows. */
export function pageOf(skip: number | undefined, take: number | undefined, takeLimit: number): { skip: number; take: number } {
  return { skip: skip ?? 0, take: Math.min(take ?? takeLimit, takeLimit) };
}
