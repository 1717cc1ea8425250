import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/server/src/db/pglite';
import { runCli } from '../../cli/src/program';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';
import { usingPostgres } from '../helpers/test-database';

/** `cockpit backup` while the server runs, `cockpit restore` into a new folder: every row is there. */
let ts: TestServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-backup-'));
const lines: string[] = [];
const io = { cwd: path.resolve(__dirname, '../..'), out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };

beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function rowCounts(db: { query<T>(sql: string): Promise<{ rows: T[] }> }): Promise<Record<string, number>> {
  const { rows } = await db.query<{ t: string }>("select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  const counts: Record<string, number> = {};
  for (const { t } of rows) counts[t] = (await db.query<{ n: number }>(`select count(*)::int as n from "${t}"`)).rows[0].n;
  return counts;
}

describe.skipIf(usingPostgres())('backup and restore of the embedded database', () => {
  it('is for global administrators only', async () => {
    const admin = await signInAs(ts.baseUrl, 'admin');
    const res = await admin.post('/api/Admin/backup', { password: 'Admin1234' });
    expect(res.status).toBe(403);
    // The refusal, not a copy of the database.
    expect(res.body).toMatchObject({ code: 'Forbidden' });
  });

  it('backs up while the server runs and writes, and the restored folder holds every row', async () => {
    const file = path.join(dir, 'cockpit.tar.gz');
    const env = { COCKPIT_BUSINESS_UNIT: 'Head office', COCKPIT_USER: 'global', COCKPIT_PASSWORD: 'Global1234' };
    Object.assign(process.env, env);
    // A write in flight while the backup is taken: it is either wholly in the copy or not at all.
    const admin = await signInAs(ts.baseUrl, 'admin');
    const writing = admin.post('/api/Supplier', { supplierName: 'During the backup', supplierStatus: 'Active' });
    const code = await runCli(['backup', file, '--url', ts.baseUrl], io);
    expect(code, lines.join('\n')).toBe(0);
    expect((await writing).status).toBe(200);
    expect(fs.statSync(file).size).toBeGreaterThan(100_000);

    const restored = path.join(dir, 'restored');
    expect(await runCli(['restore', file, '--data-dir', restored], io), lines.join('\n')).toBe(0);
    // Restoring over a folder that holds data is refused.
    expect(await runCli(['restore', file, '--data-dir', restored], io)).toBe(1);

    const copy = await openPglite(restored);
    try {
      const now = await rowCounts(ts.database.db);
      const then = await rowCounts(copy);
      expect(Object.keys(then)).toEqual(Object.keys(now));
      const during = (await copy.query<{ n: number }>("select count(*)::int as n from suppliers where supplier_name = 'During the backup'")).rows[0].n;
      // Every table has its rows; the supplier written alongside is there or not, never half.
      const sessionsAndWrites = new Set(['suppliers', 'user_sessions', 'server_secrets']);
      for (const table of Object.keys(now)) {
        if (sessionsAndWrites.has(table)) continue;
        expect(then[table], table).toBe(now[table]);
      }
      expect(then.suppliers).toBe(now.suppliers - 1 + during);
      expect(then.materials).toBeGreaterThan(0);
      // No secret and no session is carried over: the restored server makes new secrets.
      expect(then.server_secrets).toBe(0);
      expect(then.user_sessions).toBe(0);
    } finally {
      await copy.close();
    }
  });
});
