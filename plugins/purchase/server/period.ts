import { refused } from '@cockpit/server/sdk';

/** Today's date (YYYY-MM-DD, UTC), the last day a sales history period may reach. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

const isRealDate = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** The sales history period: real dates, from <= to, not in the future (issue 14). */
export function checkPeriod(from: string, to: string, now = new Date()): void {
  if (!isRealDate(from) || !isRealDate(to)) throw refused('Drafts.PeriodInvalid', 'The sales history period needs real dates');
  if (from > to) throw refused('Drafts.PeriodReversed', 'The sales history period must start before it ends');
  if (to > today(now)) throw refused('Drafts.PeriodInFuture', 'The sales history period cannot be in the future');
}

/** A date a client sends that must be a real calendar day. */
export function checkDate(d: string | null | undefined, what: string): void {
  if (d && !isRealDate(d)) throw refused('Drafts.DateInvalid', `${what} is not a valid date`);
}
