/**
 * The same cell texts as the console's defaults (numbers de-DE; dates YYYY-MM-DD,
 * times HH:mm:ss in Europe/Berlin), written the way a developer without Cockpit would: Intl only.
 */
const numbers = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
// sv-SE writes dates as YYYY-MM-DD and times as HH:mm:ss.
const dateTimes = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const datesInZone = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

const empty = (value: unknown) => value === null || value === undefined || value === '';

export function formatNumber(value: unknown): string {
  if (empty(value)) return '';
  const n = Number(value);
  return Number.isFinite(n) ? numbers.format(n) : '';
}

/** A date-only value ('2026-11-21') is a calendar day, shown as is; a timestamp is the day in Berlin. */
export function formatDate(value: unknown): string {
  if (empty(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value as string);
  return Number.isNaN(d.getTime()) ? 'Bad input' : datesInZone.format(d);
}

export function formatDateTime(value: unknown): string {
  if (empty(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value as string);
  return Number.isNaN(d.getTime()) ? 'Bad input' : dateTimes.format(d);
}

export function formatBoolean(value: unknown): string {
  if (empty(value)) return '';
  return value ? 'Yes' : 'No';
}
