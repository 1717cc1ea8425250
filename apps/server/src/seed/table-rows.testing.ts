import type { Db } from '../db/types';

export interface TableRows {
  /** Column name to its SQL type (information_schema's data_type). */
  types: Record<string, string>;
  rows: Array<Record<string, unknown>>;
}

/**
 * Every table of the public schema with all its rows, in primary key order (tables without one:
 * ordered by every column that is not a time, which differs between two seedings).
 */
export async function tableRows(db: Db): Promise<Record<string, TableRows>> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string; pk: boolean }>(
    `select c.table_name, c.column_name, c.data_type,
            exists (select 1 from information_schema.table_constraints k
                      join information_schema.key_column_usage u on u.constraint_name = k.constraint_name and u.table_schema = k.table_schema and u.table_name = k.table_name
                     where k.constraint_type = 'PRIMARY KEY' and k.table_schema = c.table_schema and k.table_name = c.table_name and u.column_name = c.column_name) as pk
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, typeof columns>();
  for (const c of columns) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c]);
  const out: Record<string, TableRows> = {};
  for (const [table, cols] of tables) {
    const untimed = cols.filter((c) => !c.data_type.startsWith('timestamp') && c.data_type !== 'date');
    const order = (cols.some((c) => c.pk) ? cols.filter((c) => c.pk) : untimed).map((c) => `"${c.column_name}"::text`).join(', ');
    const { rows } = await db.query<Record<string, unknown>>(`select * from "${table}"${order ? ` order by ${order}` : ''}`);
    out[table] = { types: Object.fromEntries(cols.map((c) => [c.column_name, c.data_type])), rows };
  }
  return out;
}
