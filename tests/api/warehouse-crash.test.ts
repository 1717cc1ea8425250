import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../../apps/server/src/db/pglite';
import { signIn, type TestApi } from '../helpers/api-client';
import { runStorm } from '../helpers/warehouse-storm';
import { warehouseViolations } from '../helpers/warehouse-invariants';
import { usingPostgres } from '../helpers/test-database';

const repo = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** The real server as a child process on a PGlite data folder (as `npm run serve` starts it). */
function startServer(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: dataDir, SEED: 'true', DEMO_SCALE: '1', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', JWT_SECRET: 'crash-test', LOG_LEVEL: 'warn', DATABASE_URL: '', TASK_SIMULATOR: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d) => process.stderr.write(`[server] ${d}`));
  return child;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/Localization/languages`);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not come up');
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

type Ack = { action: string; request: Record<string, unknown>; body: { result?: Record<string, unknown> } };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-crash-'));
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await stopped(child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The crash test is about the embedded PGlite data folder; on PostgreSQL durability is the server's.
describe.skipIf(usingPostgres())('crash safety (kill -9 mid-storm)', () => {
  it('keeps every acknowledged action and every invariant after a kill -9 and a restart', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    child = startServer(dataDir, port);
    await waitUntilUp(baseUrl, child);
    const admin = await signIn(baseUrl, 'Demo', 'admin', 'Admin1234');
    const users: Array<{ name: string; api: TestApi; floor?: boolean }> = [
      { name: 'admin', api: admin },
      { name: 'super', api: await signIn(baseUrl, 'Demo', 'super', 'Super1234') },
      { name: 'picker', api: await signIn(baseUrl, 'Demo', 'picker', 'Picker1234'), floor: true },
    ];
    const acks: Ack[] = [];
    let killed = false;
    const victim = child;
    const storm = runStorm({
      users,
      actionsPerUser: 100_000,
      seed: 4242,
      stopped: () => killed,
      onAnswer: (a) => {
        // 207 is a partial answer (single-id calls here: nothing done), so it acknowledges nothing.
        if (a.status >= 200 && a.status < 300 && a.status !== 207) acks.push(a as Ack);
        // Pull the plug in the middle of the storm, with requests in flight.
        if (!killed && acks.length >= 150) {
          killed = true;
          victim.kill('SIGKILL');
        }
      },
    });
    await storm;
    await stopped(victim);
    expect(killed).toBe(true);

    // Restart on the same data folder: it must come up (recovery) and serve.
    child = startServer(dataDir, port);
    await waitUntilUp(baseUrl, child);
    const again = await signIn(baseUrl, 'Demo', 'admin', 'Admin1234');
    expect((await again.get('/api/Task/description?skip=0&take=5')).status).toBe(200);
    child.kill('SIGTERM');
    await stopped(child);

    // Check the data folder itself.
    const pg = await PGlite.create(dataDir, { parsers: { 1700: (v: string) => Number(v), 1082: (v: string) => v } });
    const db = fromPglite(pg);
    try {
      expect(await warehouseViolations(db)).toEqual([]);
      const one = async (sql: string, params: unknown[]) => (await db.query<Record<string, unknown>>(sql, params)).rows[0];
      let checked = 0;
      for (const a of acks) {
        const req = a.request;
        if (a.action === 'performTask') expect(await one('select state from tasks where id = $1', [req.taskId]), JSON.stringify(a)).toEqual({ state: 'Performed' });
        else if (a.action === 'startJob') expect((await one('select state from jobs where id = $1', [req.jobId]))?.state, JSON.stringify(a)).not.toBe('Initial');
        else if (a.action === 'gain') expect(await one(`select count(*)::int as n from material_transactions where process_type = 'Gain' and reason_text = $1`, [req.reasonText])).toEqual({ n: 1 });
        else if (a.action === 'cancelOrder') expect(await one('select state from outgoing_orders where id = $1', [(req.orderIds as number[])[0]])).toEqual({ state: 'Cancelled' });
        else if (a.action === 'prepare') expect((await one('select count(*)::int as n from operations where order_id = $1', [(req.orderIds as number[])[0]]))?.n).toBeGreaterThan(0);
        else if (a.action === 'createInventory') expect(await one('select 1 as ok from inventories where id = $1', [a.body.result?.inventoryId])).toEqual({ ok: 1 });
        else if (a.action === 'approveInventory') {
          const id = (req.ids as number[])[0];
          const inv = await one('select state, journal_name as name from inventories where id = $1', [id]);
          if (inv?.state !== 'Approved') {
            console.log('LOST approve', acks.indexOf(a), acks.length, JSON.stringify(a), JSON.stringify(inv),
              JSON.stringify((await db.query('select id, state, expected_quantity, counted_quantity from inventory_lines where inventory_id = $1', [id])).rows),
              JSON.stringify((await db.query('select process_type, quantity from material_transactions where reference = $1', [inv?.name])).rows));
          }
          expect(inv).toMatchObject({ state: 'Approved' });
        }
        else continue;
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
    } finally {
      await db.close();
    }
  }, 300_000);
});
