import type { TestServer } from './test-server';

/** Every table's row count and content hash, by table: what "nothing changed" is compared with. */
export type DatabaseSnapshot = Record<string, string>;

/**
 * A snapshot of every table of the test database. Taken before a call that must be refused and
 * again after, `changedTables` names any table the call wrote to (a refused write changes nothing,
 * not even half of what it would have done).
 */
export async function databaseSnapshot(ts: Pick<TestServer, 'database'>): Promise<DatabaseSnapshot> {
  const db = ts.database.db;
  const { rows: tables } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const { rows } = await db.query<{ name: string; f: string }>(
    tables.map((t) => `select '${t.name}' as name, count(*) || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as f from "${t.name}" x`).join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.f]));
}

/** The tables whose rows differ from the snapshot (none after a refused write). */
export async function changedTables(ts: Pick<TestServer, 'database'>, before: DatabaseSnapshot): Promise<string[]> {
  const after = await databaseSnapshot(ts);
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
