import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRulesDatabase } from '../../../../tests/helpers/rules-database';
import type { TestDatabase } from '../../../../tests/helpers/test-database';
import type { Queryable } from '../db/types';
import { createSessionLastSeen } from './session-last-seen';

// The sessions' last-seen times on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// with a clock of the test's own: which heartbeats are written at once, which are kept, and that
// the kept ones reach the row with the time they came.

let database: TestDatabase;
let unit: number;
let user: number;
let writes = 0;
/** The database handle, counting the statements that write last-seen times. */
const counted = (): Queryable => ({
  query: (sql, params, options) => ((writes += /set last_seen_at/.test(sql) ? 1 : 0), database.db.query(sql, params, options)),
  exec: (sql) => database.db.exec(sql),
});
const q = <T>(sql: string, params: unknown[] = []) => database.db.query<T>(sql, params).then((r) => r.rows);

/** A new session whose row says it was last seen an hour ago. */
async function session(): Promise<string> {
  const sid = randomUUID();
  await q("insert into user_sessions (id, user_id, business_unit_id, last_seen_at) values ($1, $2, $3, now() - interval '1 hour')", [sid, user, unit]);
  return sid;
}
const ageOf = async (sid: string) => (await q<{ age: number }>('select extract(epoch from now() - last_seen_at)::float8 as age from user_sessions where id = $1', [sid]))[0].age;

beforeAll(async () => {
  database = await createRulesDatabase();
  [{ id: unit }] = await q<{ id: number }>("insert into business_units (name) values ('Last seen unit') returning id");
  [{ id: user }] = await q<{ id: number }>("insert into users (business_unit_id, user_name, display_name, password_hash) values ($1, 'seen', 'seen', 'x') returning id", [unit]);
}, 120_000);
afterAll(() => database?.drop());

describe('the sessions last seen', () => {
  it('writes the first heartbeat at once, keeps the next ones, and writes them together with the time each came', async () => {
    let clock = 1_000_000;
    const lastSeen = createSessionLastSeen(counted(), { now: () => clock, flushAfterMs: 60_000 });
    const [a, b] = [await session(), await session()];
    writes = 0;
    await lastSeen.seen(a);
    await lastSeen.seen(b);
    expect(writes).toBe(2);
    expect(await ageOf(a)).toBeLessThan(5);
    await q("update user_sessions set last_seen_at = now() - interval '1 hour' where id = any($1::uuid[])", [[a, b]]);
    clock += 30_000;
    await lastSeen.seen(a);
    await lastSeen.seen(b);
    clock += 20_000;
    await lastSeen.seen(b);
    expect(writes).toBe(2);
    expect(lastSeen.pending).toBe(2);
    expect(await ageOf(a)).toBeGreaterThan(3500);
    // Written later: a's heartbeat came 20 s ago by the clock, b's now.
    await lastSeen.flush();
    expect(writes).toBe(3);
    expect(lastSeen.pending).toBe(0);
    expect(await ageOf(a)).toBeGreaterThan(19);
    expect(await ageOf(a)).toBeLessThan(25);
    expect(await ageOf(b)).toBeLessThan(5);
    // Nothing kept: nothing written.
    await lastSeen.flush();
    expect(writes).toBe(3);
    await lastSeen.close();
  });

  it('writes a heartbeat at once when the one written last is two minutes old', async () => {
    let clock = 0;
    const lastSeen = createSessionLastSeen(counted(), { now: () => clock, flushAfterMs: 60_000 });
    const sid = await session();
    writes = 0;
    await lastSeen.seen(sid);
    clock += 119_000;
    await lastSeen.seen(sid);
    expect(writes).toBe(1);
    clock += 1_000;
    await lastSeen.seen(sid);
    expect(writes).toBe(2);
    expect(lastSeen.pending).toBe(0);
  });

  it('writes what it keeps within its time without being asked', async () => {
    const lastSeen = createSessionLastSeen(counted(), { flushAfterMs: 50 });
    const sid = await session();
    await lastSeen.seen(sid);
    await q("update user_sessions set last_seen_at = now() - interval '1 hour' where id = $1", [sid]);
    await lastSeen.seen(sid);
    expect(await ageOf(sid)).toBeGreaterThan(3500);
    await expect.poll(() => ageOf(sid), { timeout: 5000 }).toBeLessThan(5);
    expect(lastSeen.pending).toBe(0);
  });

  it('hands a kept heartbeat to the statement that ends the session, once', async () => {
    let clock = 0;
    const lastSeen = createSessionLastSeen(counted(), { now: () => clock });
    const sid = await session();
    await lastSeen.seen(sid);
    clock += 10_000;
    await lastSeen.seen(sid);
    clock += 4_000;
    expect(lastSeen.takeAge(sid)).toBe(4);
    expect(lastSeen.takeAge(sid)).toBeUndefined();
    expect(lastSeen.pending).toBe(0);
    // Forgotten: a heartbeat of the same id later is written at once.
    writes = 0;
    await lastSeen.seen(sid);
    expect(writes).toBe(1);
    await lastSeen.close();
  });
});
