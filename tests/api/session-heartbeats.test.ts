import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';

/**
 * A console's heartbeat keeps its session's last-seen time in memory and commits nothing, except
 * the first one this server sees of the session (and one after two minutes without): the kept
 * times are written together within 30 s, before the active users screen reads, at sign-out and
 * when the server closes. Every session rule holds as before: an ended session is refused at once,
 * the screen shows who is there.
 */

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
}, 120_000);
afterAll(() => ts?.close());

const sessionOf = (api: TestApi) => JSON.parse(Buffer.from(api.token!.split('.')[1], 'base64url').toString()).sid as string;
const q = <T>(sql: string, params: unknown[] = []) => ts.database.db.query<T>(sql, params).then((r) => r.rows);
/** Seconds since the session row's last-seen time, by the database's clock. */
const ageOf = async (sid: string) => (await q<{ age: number }>('select extract(epoch from now() - last_seen_at)::float8 as age from user_sessions where id = $1', [sid]))[0].age;
/** The commits that wrote user_sessions (the change counts of migration 110). */
const sessionWrites = async () =>
  (
    await q<{ n: number }>(`select ((select coalesce(sum(changes), 0) from cockpit_changes.table_change_base where table_name = 'user_sessions')
        + (select count(*) from cockpit_changes.table_changes where table_name = 'user_sessions'))::int as n`)
  )[0].n;
const heartbeat = async (api: TestApi) => expect((await api.post('/api/UserSession/heartbeat')).status).toBe(200);
/** The row's last-seen time put three minutes back behind the server's back (as if time had passed). */
const ageRow = (sid: string) => q("update user_sessions set last_seen_at = now() - interval '3 minutes' where id = $1", [sid]);

describe('heartbeats', () => {
  it('commit nothing after the first one this server sees of a session', async () => {
    const api = await signInAs(ts.baseUrl, 'picker');
    await heartbeat(api);
    const writes = await sessionWrites();
    const stamp = ts.database.db.commitStamp?.();
    for (let i = 0; i < 5; i++) await heartbeat(api);
    expect(await sessionWrites()).toBe(writes);
    // On PGlite nothing committed at all: the kept sessions and the kept list label stay.
    if (!usingPostgres()) expect(ts.database.db.commitStamp?.()).toBe(stamp);
  });

  it('write the first heartbeat of a session at once', async () => {
    const api = await signInAs(ts.baseUrl, 'picker');
    const sid = sessionOf(api);
    await ageRow(sid);
    await heartbeat(api);
    expect(await ageOf(sid)).toBeLessThan(5);
  });

  it('show on the active users screen as of the last heartbeat', async () => {
    const admin = await signInAs(ts.baseUrl, 'admin');
    const api = await signInAs(ts.baseUrl, 'picker');
    const sid = sessionOf(api);
    await heartbeat(api);
    await ageRow(sid);
    await heartbeat(api);
    // Kept in memory: the row still says three minutes ago.
    expect(await ageOf(sid)).toBeGreaterThan(170);
    const list = (await admin.get('/api/UserSession/active')).body.result as { id: string; lastSeenAt: string }[];
    const row = list.find((s) => s.id === sid);
    expect(row).toBeDefined();
    expect(Math.abs(Date.now() - Date.parse(row!.lastSeenAt))).toBeLessThan(10_000);
    expect(await ageOf(sid)).toBeLessThan(10);
  });

  it('are written with the sign-out, and an ended session is refused at once', async () => {
    const api = await signInAs(ts.baseUrl, 'picker');
    const sid = sessionOf(api);
    await heartbeat(api);
    await ageRow(sid);
    await heartbeat(api);
    expect((await api.post('/api/UserSession/logout')).status).toBe(200);
    const [row] = await q<{ ended: boolean; age: number }>(
      'select ended_at is not null as ended, extract(epoch from now() - last_seen_at)::float8 as age from user_sessions where id = $1',
      [sid],
    );
    expect(row.ended).toBe(true);
    expect(row.age).toBeLessThan(10);
    expect((await api.post('/api/UserSession/heartbeat')).status).toBe(401);
  });

  it("of a session ended behind the server's back are refused from the next one", async () => {
    const api = await signInAs(ts.baseUrl, 'picker');
    await heartbeat(api);
    await heartbeat(api);
    await q('update user_sessions set ended_at = now() where id = $1', [sessionOf(api)]);
    expect((await api.post('/api/UserSession/heartbeat')).status).toBe(401);
    expect((await api.get('/api/Material/description')).status).toBe(401);
  });

  it('kept in memory are written when the server closes', async () => {
    const database = await createTestDatabase();
    const own = await startTestServer({ database });
    try {
      const api = await signInAs(own.baseUrl, 'picker');
      const sid = sessionOf(api);
      await heartbeat(api);
      await database.db.query("update user_sessions set last_seen_at = now() - interval '3 minutes' where id = $1", [sid]);
      await heartbeat(api);
      await own.server.close();
      const { rows } = await database.db.query<{ age: number }>('select extract(epoch from now() - last_seen_at)::float8 as age from user_sessions where id = $1', [sid]);
      expect(rows[0].age).toBeLessThan(10);
    } finally {
      await database.drop();
    }
  });

  it('refuse a caller without a session as before', async () => {
    expect((await apiClient(ts.baseUrl).post('/api/UserSession/heartbeat')).status).toBe(401);
  });
});
