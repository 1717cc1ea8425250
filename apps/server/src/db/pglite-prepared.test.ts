import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './types';
import { openPglite } from './pglite';
import { MAX_PREPARED } from './pglite-prepared';

// Prepared statements on PGlite (db.query(sql, params, { prepare: true })): the same answers as an
// unprepared query, kept by text, bounded, and never run inside another caller's transaction.
describe('PGlite prepared queries', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await db.exec(`
      create table items (id int primary key, bu int not null, name text, price numeric(10,2), due date, at timestamptz);
      insert into items select g, g % 3, 'item ' || g, g * 1.5, date '2026-01-01' + g, timestamptz '2026-01-01T00:00:00Z' + g * interval '1 hour' from generate_series(1, 50) g;
    `);
  }, 120_000);
  afterAll(() => db?.close());

  const countPrepared = async () => (await db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'cockpit_%'`)).rows[0].n;

  it('answers like an unprepared query, with the same value shapes, and reuses the statement', async () => {
    const sql = 'select id, name, price, due, at from items where bu = $1 and id = any($2) order by id limit $3';
    const params = [1, [1, 4, 7, 10, 13], 3];
    const plain = await db.query(sql, params);
    const prepared = await db.query(sql, params, { prepare: true });
    expect(prepared).toEqual(plain);
    expect(prepared.rows[0]).toEqual({ id: 1, name: 'item 1', price: 1.5, due: '2026-01-02', at: new Date('2026-01-01T01:00:00Z') });
    const before = await countPrepared();
    await db.query(sql, [2, [2, 5], 10], { prepare: true });
    expect(await countPrepared()).toBe(before);
    // null parameters, and a write's row count
    expect((await db.query('select $1::text is null as isnull', [null], { prepare: true })).rows).toEqual([{ isnull: true }]);
    expect((await db.query('update items set name = $2 where bu = $1', [0, 'zero'], { prepare: true })).rowCount).toBe(16);
  });

  it('reports an error and stays usable', async () => {
    await expect(db.query('select 1 / $1::int as x', [0], { prepare: true })).rejects.toThrow(/division by zero/);
    expect((await db.query<{ x: number }>('select 10 / $1::int as x', [2], { prepare: true })).rows).toEqual([{ x: 5 }]);
    await expect(db.query('select nonsense from nowhere where a = $1', [1], { prepare: true })).rejects.toThrow(/nowhere/);
    expect((await db.query<{ n: number }>('select count(*)::int as n from items where bu = $1', [1], { prepare: true })).rows[0].n).toBe(17);
  });

  it('keeps at most MAX_PREPARED statements, closing the least recently used', async () => {
    for (let i = 0; i < MAX_PREPARED + 20; i++) await db.query(`select $1::int + ${i} as n`, [1], { prepare: true });
    expect(await countPrepared()).toBe(MAX_PREPARED);
  });

  it('prepares again when a table changed under a kept statement', async () => {
    const sql = 'select * from items where id = $1';
    expect(Object.keys((await db.query(sql, [1], { prepare: true })).rows[0])).not.toContain('extra');
    await db.exec('alter table items add column extra int default 7');
    expect((await db.query<{ extra: number }>(sql, [1], { prepare: true })).rows[0].extra).toBe(7);
  });

  it('waits for a running transaction instead of reading inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const tx = db.transaction(async (t) => {
      await t.query('insert into items (id, bu, name) values (1000, 9, $1)', ['uncommitted']);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await didInsert;
    const read = db.query<{ n: number }>('select count(*)::int as n from items where bu = $1', [9], { prepare: true });
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await read).rows[0].n).toBe(0);
  });
});
