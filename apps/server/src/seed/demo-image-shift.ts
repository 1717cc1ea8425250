import type { Db } from '../db/types';

const DAY_MS = 86_400_000;
/**
 * An image younger than this keeps its times: a fresh seeding's own times spread over its run
 * (several seconds), so a minute reads the same, and the first start after the image was made
 * (e.g. a fresh clone's) skips the update of every dated row.
 */
export const SHIFT_AFTER_MS = 60_000;

/** Whole UTC days from one instant's date to another's (the demo writes its dates as UTC days). */
export function utcDaysBetween(from: number, to: number): number {
  return Math.floor(to / DAY_MS) - Math.floor(from / DAY_MS);
}

/**
 * Moves a loaded demo image's dates to now, so that it reads as a fresh seeding would: every
 * timestamp by the time since the image was seeded, and every date by the UTC days since then
 * (the demo's dates are days relative to the day it was seeded). Text and JSON that quote a time
 * (e.g. a logged request body) are left as they were. Triggers are off meanwhile: the rows are
 * the same rows, only moved in time. Answers how many columns were moved (0 when the image is
 * younger than SHIFT_AFTER_MS and from the same day).
 */
export async function shiftDemoDates(db: Db, seededAt: number, now = Date.now()): Promise<number> {
  const ms = now - seededAt;
  const days = utcDaysBetween(seededAt, now);
  if (Math.abs(ms) < SHIFT_AFTER_MS && days === 0) return 0;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ table_name: string; column_name: string; data_type: string }>(
      `select c.table_name, c.column_name, c.data_type
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.is_generated = 'NEVER'
          and c.data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
        order by c.table_name, c.ordinal_position`,
    );
    const byTable = new Map<string, string[]>();
    for (const r of rows) {
      const column = `"${r.column_name}"`;
      const moved = r.data_type === 'date' ? `${column} + ${days}` : `${column} + make_interval(secs => ${ms / 1000})`;
      byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), `${column} = ${moved}`]);
    }
    await tx.exec('set local session_replication_role = replica');
    for (const [table, sets] of byTable) await tx.exec(`update "${table}" set ${sets.join(', ')}`);
    return rows.length;
  });
}
