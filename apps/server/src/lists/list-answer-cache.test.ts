import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, migrationsDir } from '../db/migrate';
import { fromPglite } from '../db/pglite';
import type { Db, Queryable } from '../db/types';
import { createListAnswerCache, isVolatileView } from './list-answer-cache';
import { sourceTablesOf } from './list-source-tables';
import { countedNamesCache } from './list-answer-cache.testing';
import type { ListView } from './list-view';

/**
 * The kept list answers, straight against a small database (PGlite in memory) with the change-count
 * migration: which writes drop an answer and which leave it, whoever makes them.
 */
let db: Db;
let dir: string;

const view = (from: string, extra: Partial<ListView> = {}): ListView =>
  ({
    name: 'T',
    from,
    id: 't.id',
    businessUnit: 't.unit',
    fields: { id: { sql: 't.id', type: 'number' }, ...(extra.fields ?? {}) },
    defaultSort: { field: 'id', direction: 'asc' },
    ...extra,
  }) as ListView;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-cache-test-'));
  fs.writeFileSync(
    path.join(dir, '001_things.sql'),
    'create table things (id int primary key, unit int, name text); create table notes (id int primary key, thing_id int, text text); create table sessions (id int primary key, seen int);',
  );
  fs.copyFileSync(path.join(migrationsDir, '110_table_change_counts.sql'), path.join(dir, '110_table_change_counts.sql'));
  db = fromPglite(await PGlite.create());
  await migrate(db, dir);
  await db.exec(`insert into things values (1, 1, 'one'), (2, 1, 'two'); insert into notes values (1, 1, 'n'); insert into sessions values (1, 0);`);
}, 120_000);
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A cache and a counted computation of the names in `things`. */
const setUp = (options: Parameters<typeof createListAnswerCache>[1] = {}) => countedNamesCache(db, options);

describe('the tables a list view reads', () => {
  it('are the names after from and join, subqueries included, and not columns after extract(... from ...)', () => {
    const v = view('things t left join notes n on n.thing_id = t.id', {
      fields: { last: { sql: '(select max(s.seen) from sessions s)', type: 'number' }, day: { sql: 'extract(day from t.created)', type: 'number' } },
    } as Partial<ListView>);
    expect(sourceTablesOf(v)).toEqual(['notes', 'sessions', 'things']);
    expect(sourceTablesOf(view('public.things t join only notes n on true'))).toEqual(['notes', 'things']);
    expect(sourceTablesOf(view('things t cross join lateral generate_series(1, 3) g'))).toEqual(['things']);
    expect(sourceTablesOf(view('things t left join lateral (select count(*) from notes n where n.thing_id = t.id) c on true'))).toEqual(['notes', 'things']);
  });

  it('cannot be told when the SQL calls a function in its source or one of our own anywhere; declared tables win', () => {
    expect(sourceTablesOf(view('things t join my_rows(t.id) r on true'))).toBeUndefined();
    expect(sourceTablesOf(view('things t', { where: 'cockpit_visible(t.id)' }))).toBeUndefined();
    expect(sourceTablesOf(view('things t join my_rows(t.id) r on true', { sourceTables: ['things', 'notes'] }))).toEqual(['things', 'notes']);
  });
});

describe('kept list answers', () => {
  it('are kept across writes to other tables (a heartbeat) and a rolled-back write, and dropped by a committed write to a source table', async () => {
    const { ask, computed, cache } = setUp();
    const v = view('things t left join notes n on n.thing_id = t.id');
    expect(await ask(v)).toEqual(['one', 'two']);
    await db.query('update sessions set seen = seen + 1');
    await db
      .transaction(async (tx) => {
        await tx.query(`insert into notes values (2, 2, 'x')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await ask(v)).toEqual(['one', 'two']);
    expect(computed()).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
    await db.query(`update notes set text = 'changed'`);
    await ask(v);
    expect(computed()).toBe(2);
    await db.query(`update things set name = 'uno' where id = 1`);
    expect(await ask(v)).toEqual(['uno', 'two']);
    expect(computed()).toBe(3);
  });

  it('are dropped by a truncate and by a write that changes no row of the view', async () => {
    const { ask, computed } = setUp();
    const v = view('notes t');
    await ask(v);
    await db.query(`update notes set text = text where id = -1`);
    await ask(v);
    expect(computed()).toBe(2);
    await db.exec('truncate notes');
    await ask(v);
    expect(computed()).toBe(3);
    await ask(v);
    expect(computed()).toBe(3);
  });

  it('of a view whose tables cannot be told, or reads an untracked name, are dropped by any commit', async () => {
    for (const v of [view('things t join my_rows(t.id) r on true'), view('things t join some_view w on true')]) {
      const { ask, computed } = setUp();
      await ask(v);
      await ask(v);
      expect(computed()).toBe(1);
      await db.query('update sessions set seen = seen + 1');
      await ask(v);
      expect(computed()).toBe(2);
    }
  });

  it('stay kept when the change rows are folded into the base counts, and the counts go on growing', async () => {
    const { ask, computed, cache } = setUp({ foldAt: 2 });
    const v = view('things t');
    for (let i = 0; i < 3; i++) await db.query(`update things set unit = 1 where id = 1`);
    await ask(v);
    expect(cache.stats.folds).toBe(1);
    // The fold runs beside the request.
    await vi.waitFor(async () =>
      expect((await db.query<{ n: number }>(`select count(*)::int as n from cockpit_changes.table_changes where table_name = 'things'`)).rows[0].n).toBe(0),
    );
    await ask(v);
    expect(computed()).toBe(1);
    await db.query(`update things set unit = 1 where id = 2`);
    await ask(v);
    expect(computed()).toBe(2);
  });

  it('fold at least every foldEveryMs, and not before', async () => {
    const { ask, cache } = setUp({ foldEveryMs: 60_000 });
    await ask(view('things t'));
    expect(cache.stats.folds).toBe(1);
    await db.query('update sessions set seen = seen + 1');
    await ask(view('things t'), 'other');
    expect(cache.stats.folds).toBe(1);
    const soon = setUp({ foldEveryMs: 1 });
    await soon.ask(view('things t'));
    await vi.waitFor(async () => {
      await soon.ask(view('things t'));
      expect(soon.cache.stats.folds).toBeGreaterThanOrEqual(2);
    });
  });

  it('are never kept for a view that reads the clock', async () => {
    const { ask, computed, cache } = setUp();
    const v = view('things t', { where: 't.id < extract(epoch from now())' });
    expect(isVolatileView(v)).toBe(true);
    await ask(v);
    await ask(v);
    expect(computed()).toBe(2);
    expect(cache.stats).toMatchObject({ uncacheable: 2, hits: 0, misses: 0 });
    expect(isVolatileView(view(`things t where t.day = current_date`))).toBe(false);
    expect(isVolatileView(view(`things t where t.at > localtimestamp - interval '1 hour'`))).toBe(true);
  });

  it('share one computation between concurrent requests, and keep no failure', async () => {
    const cache = createListAnswerCache(db);
    const v = view('things t');
    let calls = 0;
    const slow = async () => (calls++, await new Promise((resolve) => setTimeout(resolve, 20)), [1]);
    const [a, b] = await Promise.all([cache.answer(v, 'c', slow, (x) => x.length), cache.answer(v, 'c', slow, (x) => x.length)]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    const failing = async () => {
      calls++;
      throw new Error('bad request');
    };
    await expect(cache.answer(v, 'f', failing, () => 0)).rejects.toThrow('bad request');
    await expect(cache.answer(v, 'f', failing, () => 0)).rejects.toThrow('bad request');
    expect(calls).toBe(3);
  });

  it('send one label read for the requests that wait at once, and still see a write committed before a request', async () => {
    let labelReads = 0;
    const counted: Queryable = {
      query: (sql, params, options) => ((labelReads += sql.includes(' as label') ? 1 : 0), db.query(sql, params, options)),
      exec: (sql) => db.exec(sql),
    };
    const cache = createListAnswerCache(counted);
    const v = view('things t');
    const names = async () => (await db.query<{ name: string }>('select name from things order by id')).rows.map((r) => r.name);
    const ask = () => cache.answer(v, 'shared', names, (a) => a.length);
    const before = await ask();
    labelReads = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, ask));
    // The first read is sent at once, the other 49 share the next: 2, where each request used to send its own.
    expect(labelReads).toBe(2);
    expect(answers.every((a) => a === answers[0])).toBe(true);
    // A read may be on its way when a write commits; a request made after the commit sees the write.
    const inFlight = ask();
    await db.query(`update things set name = name || '!' where id = 2`);
    const after = await ask();
    await inFlight;
    expect(after).toEqual([before[0], `${before[1]}!`]);
    await db.query(`update things set name = rtrim(name, '!') where id = 2`);
  });

  it('with snapshotFirst, read only the snapshot while nothing commits, the counts after any commit, and keep across writes to other tables', async () => {
    const sent: string[] = [];
    const counted: Queryable = {
      query: (sql, params, options) => (
        sent.push(sql.includes('table_change_base') ? 'counts' : sql.includes('pg_current_snapshot') ? 'snapshot' : 'other'),
        db.query(sql, params, options)
      ),
      exec: (sql) => db.exec(sql),
    };
    const cache = createListAnswerCache(counted, { snapshotFirst: true });
    const v = view('things t');
    let computed = 0;
    const names = async () => (computed++, (await db.query<{ name: string }>('select name from things order by id')).rows.map((r) => r.name));
    const ask = () => cache.answer(v, 'snap', names, (a) => a.length);
    const first = await ask();
    // The first read folds the change rows (a commit of its own); once that is done, nothing commits.
    await vi.waitFor(() => expect(cache.stats.folds).toBe(1));
    await ask();
    sent.length = 0;
    await ask();
    await ask();
    expect(sent.filter((s) => s !== 'other')).toEqual(['snapshot', 'snapshot']);
    // A heartbeat commits: the counts are read again, and the answer stays kept.
    await db.query('update sessions set seen = seen + 1');
    sent.length = 0;
    expect(await ask()).toBe(first);
    expect(sent.filter((s) => s !== 'other')).toEqual(['snapshot', 'counts']);
    expect(computed).toBe(1);
    // A write to its table drops it.
    await db.query(`update things set name = name || '?' where id = 1`);
    expect((await ask())[0]).toBe(`${first[0]}?`);
    expect(computed).toBe(2);
    await db.query(`update things set name = rtrim(name, '?') where id = 1`);
  });

  it('keep at most maxEntries, dropping the least recently used; none older than maxAgeMs; none over maxRowsPerAnswer', async () => {
    const v = view('things t');
    const { ask, computed } = setUp({ maxEntries: 2 });
    await ask(v, 'a');
    await ask(v, 'b');
    await ask(v, 'a');
    await ask(v, 'c');
    expect(computed()).toBe(3);
    await ask(v, 'a');
    expect(computed()).toBe(3);
    await ask(v, 'b');
    expect(computed()).toBe(4);

    const aged = setUp({ maxAgeMs: 1000 });
    await aged.ask(v);
    await aged.ask(v);
    expect(aged.computed()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await aged.ask(v);
    expect(aged.computed()).toBe(2);

    const small = setUp({ maxRowsPerAnswer: 1, largeRowsBudget: 0 });
    await small.ask(v);
    await small.ask(v);
    expect(small.computed()).toBe(2);
    const exact = setUp({ maxRowsPerAnswer: 2 });
    await exact.ask(v);
    await exact.ask(v);
    expect(exact.computed()).toBe(1);
  });

  it('tracks a table added by a later migration', async () => {
    fs.writeFileSync(path.join(dir, '120_later.sql'), 'create table later_things (id int primary key, unit int);');
    await migrate(db, dir);
    const { ask, computed } = setUp();
    const v = view('later_things t');
    await ask(v);
    await db.query('update sessions set seen = seen + 1');
    await ask(v);
    expect(computed()).toBe(1);
    await db.query('insert into later_things values (1, 1)');
    await ask(v);
    expect(computed()).toBe(2);
  });
});
