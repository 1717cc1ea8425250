import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let seededAt: number;
beforeAll(async () => {
  database = await createTestDatabase();
  seededAt = Date.now();
}, 180_000);
afterAll(() => database?.drop());

/**
 * Columns whose time is a plan or a limit, not something that happened: they may lie ahead.
 * Everything else the demo stamps (transactions, tasks performed, orders created, logs) happened.
 */
const PLANNED = new Set(['expires_at', 'execution_date', 'expected_completion_date', 'valid_until', 'locked_until', 'next_run_at']);

describe('demo data', () => {
  it('stamps nothing that happened later than now', async () => {
    const { rows: columns } = await database.db.query<{ table: string; column: string }>(
      `select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and data_type in ('timestamp with time zone', 'timestamp without time zone') order by 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const future: string[] = [];
    for (const { table, column } of columns) {
      if (PLANNED.has(column)) continue;
      const { rows } = await database.db.query<{ n: number; latest: Date | null }>(
        `select count(*)::int as n, max("${column}") as latest from "${table}" where "${column}" > $1::timestamptz`,
        [new Date(seededAt).toISOString()],
      );
      if (rows[0].n > 0) future.push(`${table}.${column}: ${rows[0].n} rows, latest ${new Date(rows[0].latest!).toISOString()}`);
    }
    expect(future).toEqual([]);
  });
});
