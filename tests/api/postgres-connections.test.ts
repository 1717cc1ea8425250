import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/test-database';

/**
 * PostgreSQL connections that the server ends from its side (a restart, an administrator's
 * pg_terminate_backend): the Cockpit server must neither crash nor stop hearing other instances.
 * PostgreSQL only; PGlite has no connections to lose.
 */
describe.skipIf(!usingPostgres())('PostgreSQL connections lost under the server', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(0);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('keeps LISTEN working after its connection is terminated, and the pool after an idle connection is', async () => {
    const db = database.db;
    const heard: string[] = [];
    const stop = await db.listen('cockpit_test_channel', (payload) => heard.push(payload));
    await db.query(`select pg_notify('cockpit_test_channel', 'before')`);
    await until(() => heard.includes('before'));

    // Every other backend of this database: the LISTEN connection and the pool's idle ones.
    const { rows } = await db.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(1);

    // The pool answers again (it replaces lost connections), and LISTEN is made again within ~1 s.
    await until(async () => (await db.query('select 1 as one').catch(() => ({ rows: [] }))).rows.length === 1);
    await until(async () => {
      await db.query(`select pg_notify('cockpit_test_channel', 'after')`);
      return heard.includes('after');
    });
    await stop();
  });
});
