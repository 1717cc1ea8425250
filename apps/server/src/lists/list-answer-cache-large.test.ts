import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../db/migrate';
import { fromPglite } from '../db/pglite';
import type { Db } from '../db/types';
import type { createListAnswerCache } from './list-answer-cache';
import { countedNamesCache } from './list-answer-cache.testing';
import type { ListView } from './list-view';

/**
 * Large kept list answers (over maxRowsPerAnswer rows, such as a 10,000-row Stock list): kept within
 * a budget of rows, so that a reload is not computed again, and never more than that budget.
 */
let db: Db;
let dir: string;

const view = (from: string): ListView =>
  ({
    name: 'T',
    from,
    id: 't.id',
    businessUnit: 't.unit',
    fields: { id: { sql: 't.id', type: 'number' } },
    defaultSort: { field: 'id', direction: 'asc' },
  }) as unknown as ListView;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-large-test-'));
  fs.writeFileSync(path.join(dir, '001_things.sql'), 'create table things (id int primary key, unit int, name text);');
  fs.copyFileSync(path.join(migrationsDir, '110_table_change_counts.sql'), path.join(dir, '110_table_change_counts.sql'));
  db = fromPglite(await PGlite.create());
  await migrate(db, dir);
  await db.exec(`insert into things values (1, 1, 'one'), (2, 1, 'two');`);
}, 120_000);
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A cache and a counted computation of the names in `things`. */
const setUp = (options: Parameters<typeof createListAnswerCache>[1] = {}) => countedNamesCache(db, options);

describe('large kept list answers', () => {
  it('keep answers over maxRowsPerAnswer while their rows together fit largeRowsBudget, the least recently used dropped first', async () => {
    const v = view('things t');
    // Every answer has 2 rows, over maxRowsPerAnswer 1: a large answer; two of them fit a budget of 4.
    const { ask, computed } = setUp({ maxRowsPerAnswer: 1, largeRowsBudget: 4 });
    await ask(v, 'a');
    await ask(v, 'a');
    expect(computed()).toBe(1);
    await ask(v, 'b');
    await ask(v, 'a');
    expect(computed()).toBe(2);
    // A third is over the budget: 'b', used least recently, goes; 'a' and 'c' stay.
    await ask(v, 'c');
    await ask(v, 'a');
    await ask(v, 'c');
    expect(computed()).toBe(3);
    await ask(v, 'b');
    expect(computed()).toBe(4);
    // A large answer is still computed afresh after a write to its tables.
    await db.query(`update things set name = name where id = 1`);
    await ask(v, 'b');
    expect(computed()).toBe(5);

    // An answer larger than the whole budget is never kept.
    const over = setUp({ maxRowsPerAnswer: 1, largeRowsBudget: 1 });
    await over.ask(v);
    await over.ask(v);
    expect(over.computed()).toBe(2);
  });
});
