import { refused } from '@cockpit/server/sdk';

/** A period as half-open instants [from, to): a date-only "to" takes in the whole day. */
export interface Period {
  from: Date;
  to: Date;
}

function instant(value: string, endOfDay: boolean): Date {
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) throw refused('Reports.BadDate', 'Bad input', { value });
  if (endOfDay && value.length === 10) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** A date range is required; the start may not lie after the end. */
export function requirePeriod(from: string | undefined, to: string | undefined): Period {
  if (!from || !to) throw refused('Reports.DateRangeRequired', 'Date range is required');
  const period = { from: instant(from, false), to: instant(to, true) };
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
  if (instant(to, false) > now || period.from > now) throw refused('Reports.SalesHistoryInFuture', 'Sales history period cannot be in the future');
  return period;
}

/** skip/take: a page of at most takeLimit rows; without take, the first takeLimit rows. */
export function pageOf(skip: number | undefined, take: number | undefined, takeLimit: number): { skip: number; take: number } {
  return { skip: skip ?? 0, take: Math.min(take ?? takeLimit, takeLimit) };
}
