import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, migrationsDir } from '../db/migrate';
import { fromPglite } from '../db/pglite';
import type { Db, Queryable } from '../db/types';
import { createListAnswerCache } from './list-answer-cache';
import type { ListView } from './list-view';

/**
 * The kept list answers on PGlite with its commit stamp (the engine's next transaction id, read
 * without a statement): while nothing commits a kept answer costs no statement at all, and every
 * commit, the database's date and a write behind the cache's back are still seen at once.
 */
let db: Db;
let dir: string;

const view = {
  name: 'T',
  from: 'things t',
  id: 't.id',
  businessUnit: 't.unit',
  fields: { id: { sql: 't.id', type: 'number' } },
  defaultSort: { field: 'id', direction: 'asc' },
} as unknown as ListView;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-stamp-test-'));
  fs.writeFileSync(path.join(dir, '001_things.sql'), 'create table things (id int primary key, unit int, name text); create table sessions (id int primary key, seen int);');
  fs.copyFileSync(path.join(migrationsDir, '110_table_change_counts.sql'), path.join(dir, '110_table_change_counts.sql'));
  db = fromPglite(await PGlite.create());
  await migrate(db, dir);
  await db.exec(`insert into things values (1, 1, 'one'), (2, 1, 'two'); insert into sessions values (1, 0);`);
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('kept list answers with the commit stamp (PGlite)', () => {
  it('send no statement while nothing commits, the snapshot and counts after a commit elsewhere, and never a stale answer', async () => {
    const sent: string[] = [];
    const stamped: Queryable & Pick<Db, 'commitStamp'> = {
      query: (sql, params, options) => (
        sent.push(sql.includes('table_change_base') ? 'counts' : sql.includes('pg_current_snapshot') ? 'snapshot' : 'other'),
        db.query(sql, params, options)
      ),
      exec: (sql) => db.exec(sql),
      commitStamp: () => db.commitStamp!(),
    };
    const cache = createListAnswerCache(stamped, { snapshotFirst: true });
    let computed = 0;
    const names = async () => (computed++, (await db.query<{ name: string }>('select name from things order by id')).rows.map((r) => r.name));
    const ask = () => cache.answer(view, 'stamp', names, (a) => a.length);
    const first = await ask();
    // The first read folds the change rows (a commit of its own); once that is done, nothing commits.
    await vi.waitFor(() => expect(cache.stats.folds).toBe(1));
    await ask();
    sent.length = 0;
    for (let i = 0; i < 5; i++) expect(await ask()).toBe(first);
    expect(sent).toEqual([]);
    // A heartbeat commits: the snapshot and the counts are read once, and the answer stays kept.
    await db.query('update sessions set seen = seen + 1');
    sent.length = 0;
    expect(await ask()).toBe(first);
    expect(await ask()).toBe(first);
    expect(sent.filter((s) => s !== 'other')).toEqual(['snapshot', 'counts']);
    expect(computed).toBe(1);
    // A write to its table behind the cache's back (not through the counted handle): seen at once.
    await db.query(`update things set name = name || '?' where id = 1`);
    expect((await ask())[0]).toBe(`${first[0]}?`);
    expect(computed).toBe(2);
    await db.query(`update things set name = rtrim(name, '?') where id = 1`);
    expect((await ask())[0]).toBe(first[0]);
  });

  it("read the snapshot label again once the database's date may have changed, though nothing committed", async () => {
    let snapshots = 0;
    const stamped: Queryable & Pick<Db, 'commitStamp'> = {
      query: (sql, params, options) => ((snapshots += sql.includes('pg_current_snapshot') ? 1 : 0), db.query(sql, params, options)),
      exec: (sql) => db.exec(sql),
      commitStamp: () => db.commitStamp!(),
    };
    // A view whose tables cannot be told is labelled by the snapshot (and the date) alone.
    const untold = { ...view, from: 'generate_series(1, 2) t' } as ListView;
    const cache = createListAnswerCache(stamped, { snapshotFirst: true });
    const ask = () =>
      cache.answer(
        untold,
        'date',
        async () => [1, 2],
        (a) => a.length,
      );
    await ask();
    await ask();
    expect(snapshots).toBe(1);
    // A day later by this process's clock (the database's clock is the same machine's).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    await ask();
    vi.useRealTimers();
    expect(snapshots).toBe(2);
  });
});
