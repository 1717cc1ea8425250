import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRulesDatabase } from '../../../../tests/helpers/rules-database';
import { usingPostgres, type TestDatabase } from '../../../../tests/helpers/test-database';
import { openPostgres } from '../db/postgres';
import type { Db, Queryable } from '../db/types';
import { createSessionCheck } from './session-check';

// The session check on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): on PGlite a
// session read once is used again while no transaction that wrote has committed (the engine's commit
// stamp), and every change that ends a session or changes its user is seen from the very next call,
// whoever commits it: this check, a write behind its back, or on PostgreSQL another instance.

let database: TestDatabase;
/** A second connection to the same database, as another server instance has (PostgreSQL); PGlite's own handle otherwise. */
let other: Db;
let lookups = 0;
let unit: number;
let role: number;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => database.db.query<T>(sql, params).then((r) => r.rows);

/** The check over a handle that counts its session lookups (and passes the commit stamp on). */
function countedCheck() {
  const db = database.db;
  const counted: Queryable & Pick<Db, 'commitStamp'> = {
    query: (sql, params, options) => ((lookups += sql.includes('from user_sessions s join users u') ? 1 : 0), db.query(sql, params, options)),
    exec: (sql) => db.exec(sql),
    commitStamp: db.commitStamp && (() => db.commitStamp!()),
  };
  return createSessionCheck(counted);
}

async function userWithSession(): Promise<{ userId: number; sid: string }> {
  const [{ id: userId }] = await q<{ id: number }>("insert into users (business_unit_id, user_name, display_name, password_hash) values ($1, $2, $2, 'x') returning id", [
    unit,
    `kept-${randomUUID().slice(0, 8)}`,
  ]);
  const sid = randomUUID();
  await q('insert into user_sessions (id, user_id, business_unit_id) values ($1, $2, $3)', [sid, userId, unit]);
  return { userId, sid };
}

beforeAll(async () => {
  database = await createRulesDatabase();
  other = usingPostgres() ? await openPostgres(database.url!) : database.db;
  [{ id: unit }] = await q<{ id: number }>("insert into business_units (name) values ('Session check unit') returning id");
  [{ id: role }] = await q<{ id: number }>("insert into user_roles (business_unit_id, name) values ($1, 'KeptRole') returning id", [unit]);
}, 120_000);
afterAll(async () => {
  if (other && other !== database?.db) await other.close();
  await database?.drop();
});

describe('the session check', () => {
  it('reads a session once while nothing commits on PGlite, and on every call on PostgreSQL (no commit stamp)', async () => {
    const sessions = countedCheck();
    const { userId, sid } = await userWithSession();
    lookups = 0;
    for (let i = 0; i < 5; i++) expect(await sessions.open(sid)).toMatchObject({ userId, businessUnitId: unit });
    expect(lookups).toBe(usingPostgres() ? 5 : 1);
    // A commit to a table the session does not read leaves it kept.
    await q("insert into business_units (name) values ('Unrelated unit')");
    lookups = 0;
    await sessions.open(sid);
    await sessions.open(sid);
    expect(lookups).toBe(usingPostgres() ? 2 : 0);
    // A commit to a table it reads (another session's row here) makes it read again, once.
    await userWithSession();
    lookups = 0;
    await sessions.open(sid);
    await sessions.open(sid);
    expect(lookups).toBe(usingPostgres() ? 2 : 1);
  });

  it.skipIf(usingPostgres())("keeps sessions across its own last-seen writes, and not across another's write in between", async () => {
    const sessions = countedCheck();
    const { sid } = await userWithSession();
    const beat = await userWithSession();
    await sessions.heartbeat(beat.sid); // the first is written at once
    await sessions.open(sid);
    await sessions.heartbeat(beat.sid); // kept in memory
    await sessions.writeLastSeen();
    lookups = 0;
    await sessions.open(sid);
    expect(lookups).toBe(0);
    // The write's transaction is not the only one since the stamp the sessions were kept under:
    // a session ended behind its back in between is seen.
    await sessions.heartbeat(beat.sid);
    await q('update user_sessions set ended_at = now() where id = $1', [sid]);
    await sessions.writeLastSeen();
    expect(await sessions.open(sid)).toBeUndefined();
  });

  it.skipIf(usingPostgres())('sees a session ended behind its back right after its own last-seen write', async () => {
    const sessions = countedCheck();
    const { sid } = await userWithSession();
    const beat = await userWithSession();
    await sessions.heartbeat(beat.sid);
    await sessions.open(sid);
    await sessions.heartbeat(beat.sid);
    await sessions.writeLastSeen();
    expect(await sessions.open(sid)).toBeDefined();
    await q('update user_sessions set ended_at = now() where id = $1', [sid]);
    expect(await sessions.open(sid)).toBeUndefined();
  });

  it('gives each caller its own copy of a kept session', async () => {
    const sessions = countedCheck();
    const { sid } = await userWithSession();
    const first = await sessions.open(sid);
    first!.userId = -1;
    expect((await sessions.open(sid))!.userId).not.toBe(-1);
  });

  const changes: Array<[string, (s: { userId: number; sid: string }) => Promise<unknown>]> = [
    ['the session ended behind its back (another instance, psql)', ({ sid }) => other.query('update user_sessions set ended_at = now() where id = $1', [sid])],
    ["the user's sessions ended by a password change", ({ userId }) => other.query('update user_sessions set ended_at = now() where user_id = $1 and ended_at is null', [userId])],
    ['the user deactivated', ({ userId }) => other.query('update users set is_active = false where id = $1', [userId])],
    ['the user deleted', ({ userId }) => other.query('update users set deleted = true where id = $1', [userId])],
    [
      'the user moved to another unit',
      ({ userId }) => other.query('update users set business_unit_id = (select id from business_units where id <> $2 limit 1) where id = $1', [userId, unit]),
    ],
  ];
  for (const [what, change] of changes) {
    it(`refuses a kept session from the next call after ${what}`, async () => {
      const sessions = countedCheck();
      const s = await userWithSession();
      await sessions.open(s.sid);
      expect(await sessions.open(s.sid)).toBeDefined();
      await change(s);
      expect(await sessions.open(s.sid)).toBeUndefined();
      expect(await sessions.isActive(s.sid)).toBe(false);
    });
  }

  it('refuses a session ended through it (sign-out) from the next call', async () => {
    const sessions = countedCheck();
    const { sid } = await userWithSession();
    await sessions.open(sid);
    expect(await sessions.open(sid)).toBeDefined();
    await sessions.end(sid);
    expect(await sessions.open(sid)).toBeUndefined();
  });

  it("gives the new rights stamp from the next call after a change of the user's roles, made behind its back", async () => {
    const sessions = countedCheck();
    const { userId, sid } = await userWithSession();
    const before = (await sessions.open(sid))!.rightsVersion;
    expect((await sessions.open(sid))!.rightsVersion).toBe(before);
    await other.query('insert into user_role_members (user_id, role_id) values ($1, $2)', [userId, role]);
    const after = (await sessions.open(sid))!.rightsVersion;
    expect(after).not.toBe(before);
    await other.query("insert into role_permissions (role_id, scope, key, allowed) values ($1, 'data', 'prepare', true)", [role]);
    expect((await sessions.open(sid))!.rightsVersion).not.toBe(after);
  });
});
