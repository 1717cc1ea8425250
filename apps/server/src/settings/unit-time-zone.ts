import { DEFAULT_TIMESTAMP_SETTINGS } from '@cockpit/core/format';
import type { Queryable } from '../db/types';
import { isTimeZone } from './setting-values';

/**
 * The business unit's region: its timeStampSettings record, else the factory's, else the default
 * (Europe/Berlin). A user's own region changes how dates are shown to that user, not which day the
 * warehouse is in: "today" on the dashboard and a day in a report's date range are the unit's days.
 */
export async function businessUnitTimeZone(db: Queryable, businessUnitId: number): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    `select value from settings
      where client_id = 'Cockpit' and owner = 'userSettings' and key = 'timeStampSettings' and user_id is null
        and (business_unit_id = $1 or business_unit_id is null)
      order by business_unit_id nulls last limit 1`,
    [businessUnitId],
  );
  try {
    const region = rows[0] ? (JSON.parse(rows[0].value) as { region?: unknown }).region : undefined;
    if (typeof region === 'string' && isTimeZone(region)) return region;
  } catch {
    // A record that cannot be read counts as none.
  }
  return DEFAULT_TIMESTAMP_SETTINGS.region;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (summer time included). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a time zone: 2026-11-27 in Europe/Berlin begins
 * at 2026-11-26T23:00:00Z. Undefined for a text that is not a date.
 */
export function dayStartIn(day: string, timeZone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day) return undefined;
  // The offset at the guess, then again at the corrected instant (a change of summer time in between).
  const first = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffset(first, timeZone));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
