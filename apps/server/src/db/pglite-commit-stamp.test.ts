import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite } from './pglite';
import type { Db } from './types';

// PGlite's commit stamp (the engine's next transaction id, read without a statement): what the kept
// sessions and list labels rely on. It must change with every commit that wrote, however the write
// was sent, and must not be given while a transaction block is open.

let db: Db;
const stamp = () => db.commitStamp!();

beforeAll(async () => {
  db = fromPglite(await PGlite.create());
  await db.exec(`create table t (id int primary key, v int);
    create function bump() returns int language sql as 'update t set v = v + 1 returning v';
    insert into t values (1, 0);`);
}, 120_000);
afterAll(() => db?.close());

describe("PGlite's commit stamp", () => {
  it('stays the same over reads: plain, prepared, and a select of a function that reads', async () => {
    const before = stamp();
    await db.query('select * from t');
    await db.query('select v from t where id = $1', [1], { prepare: true });
    await db.query('select count(*) from pg_class');
    expect(stamp()).toBe(before);
  });

  it('changes with every write that commits, however it is sent', async () => {
    const writes: Array<() => Promise<unknown>> = [
      () => db.query('update t set v = v + 1 where id = 1'),
      () => db.query('update t set v = v + 1 where id = $1', [1], { prepare: true }),
      () => db.exec('insert into t values (2, 0); delete from t where id = 2'),
      () => db.query('select bump()'),
      () => db.transaction((tx) => tx.query('update t set v = v + 1')),
    ];
    for (const write of writes) {
      const before = stamp();
      await write();
      expect(stamp()).not.toBe(before);
    }
  });

  it('changes with a write that was rolled back too (never the same after a write was tried), and is not given inside a transaction block', async () => {
    const before = stamp();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update t set v = v + 1');
        expect(stamp()).toBeUndefined();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(stamp()).toBeDefined();
    expect(stamp()).not.toBe(before);
  });
});
