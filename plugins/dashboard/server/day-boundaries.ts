import type { Queryable } from '@cockpit/server/sdk';

/**
 * The dashboard's day in the business unit's region: the 'Pending' and 'per day'
 * widgets use the boundaries yesterday 23:59:59.999, today 23:59:59.999 and tomorrow 00:01.
 * "Today" is the calendar day of `now` in the region's time zone, so a unit in Helsinki and one
 * in Lisbon have different days at the same instant; PostgreSQL's zone rules place the
 * boundaries (summer time included).
 */
export interface DayBoundaries {
  timeZone: string;
  /** The day in the region, YYYY-MM-DD. */
  today: string;
  /** Yesterday 23:59:59.999 in the region: a "per day" figure counts what happened after it. */
  yesterdayEnd: Date;
  /** Today 23:59:59.999 in the region: ... and up to it. */
  todayEnd: Date;
  /** Tomorrow 00:01 in the region: a "pending" figure counts what is due before it. */
  tomorrowStart: Date;
}

export async function dayBoundaries(db: Queryable, now: Date, timeZone: string): Promise<DayBoundaries> {
  // Answered as UTC text: a timestamp without zone would be read in the Node process's zone.
  const utc = (expr: string) => `to_char((${expr}) at time zone $2 at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const { rows } = await db.query<{ today: string; y: string; t: string; n: string }>(
    `with d as (select date_trunc('day', $1::timestamptz at time zone $2) as start)
     select to_char(d.start, 'YYYY-MM-DD') as today,
            ${utc(`d.start - interval '1 millisecond'`)} as y,
            ${utc(`d.start + interval '1 day' - interval '1 millisecond'`)} as t,
            ${utc(`d.start + interval '1 day' + interval '1 minute'`)} as n
       from d`,
    [now.toISOString(), timeZone],
  );
  const r = rows[0];
  return { timeZone, today: r.today, yesterdayEnd: new Date(r.y), todayEnd: new Date(r.t), tomorrowStart: new Date(r.n) };
}
