import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/server/src/db/pglite';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { signIn, type TestApi } from '../helpers/api-client';
import { runStorm } from '../helpers/warehouse-storm';
import { warehouseViolations } from '../helpers/warehouse-invariants';
import { ACK_CHECKS } from '../helpers/warehouse-ack-checks';
import { ackProblems, fabricatedCalls } from '../helpers/warehouse-acks';
import { acknowledged, newCallLog, recording } from '../helpers/warehouse-call-log';
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

/**
 * The demo in a fresh data folder, with the data permissions that are off by default granted to
 * the planners, so that the storm runs every action (the server then finds the folder seeded).
 */
async function seedFolder(dataDir: string): Promise<void> {
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    await seedDemo(db, { scale: 1 });
    await db.query(
      `insert into role_permissions (role_id, scope, key, allowed) select r.id, 'data', k, true from user_roles r,
         unnest(array['partly_prepare', 'cancel_order_process', 'adjust_picked_quantity', 'change_delivery_type', 'dedicate_location_to_material', 'remove_dedicated_location']) k
        where r.name in ('AdminRole', 'SuperUserRole')
       on conflict (role_id, scope, key) do update set allowed = true`,
    );
  } finally {
    await db.close();
  }
}

/** The real server as a child process on a PGlite data folder (as `npm run serve` starts it). */
function startServer(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED: 'true',
      DEMO_SCALE: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      JWT_SECRET: 'crash-test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TASK_SIMULATOR: 'off',
    },
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-crash-'));
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await stopped(child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Acknowledged actions before the plug is pulled. */
const KILL_AFTER = 150;

// The crash test is about the embedded PGlite data folder; on PostgreSQL durability is the server's.
describe.skipIf(usingPostgres())('crash safety (kill -9 mid-storm)', () => {
  it('keeps every acknowledged action and every invariant after a kill -9 and a restart', async () => {
    const t0 = performance.now();
    const lap = (what: string) => console.log(`crash test: ${what} at ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await seedFolder(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    child = startServer(dataDir, port);
    await waitUntilUp(baseUrl, child);
    lap('seeded and up');
    // Every write is recorded with when it was sent and answered (see warehouse-acks.ts).
    const log = newCallLog();
    const as = async (userName: string, password: string) => recording(await signIn(baseUrl, 'Demo', userName, password), log);
    const users: Array<{ name: string; api: TestApi; floor?: boolean }> = [
      { name: 'admin', api: await as('admin', 'Admin1234') },
      { name: 'super', api: await as('super', 'Super1234') },
      { name: 'picker', api: await as('picker', 'Picker1234'), floor: true },
    ];
    let acks = 0;
    let killed = false;
    const victim = child;
    await runStorm({
      users,
      actionsPerUser: 100_000,
      seed: 4242,
      stopped: () => killed,
      onAnswer: (a) => {
        const call = log.byBody.get(a.request as object);
        if (call) call.action = a.action;
        if (call && acknowledged(call)) acks++;
        // Pull the plug in the middle of the storm, with requests in flight.
        if (!killed && acks >= KILL_AFTER) {
          killed = true;
          victim.kill('SIGKILL');
        }
      },
    });
    await stopped(victim);
    expect(killed).toBe(true);
    lap(`killed after ${acks} acknowledged actions (${log.calls.filter((c) => c.answeredAt === undefined).length} in flight)`);

    // Restart on the same data folder: it must come up (recovery) and serve.
    child = startServer(dataDir, port);
    await waitUntilUp(baseUrl, child);
    const again = await signIn(baseUrl, 'Demo', 'admin', 'Admin1234');
    expect((await again.get('/api/Task/description?skip=0&take=5')).status).toBe(200);
    child.kill('SIGTERM');
    await stopped(child);
    lap('restarted and stopped');

    // Check the data folder itself.
    const db = await openPglite(dataDir);
    try {
      expect(await warehouseViolations(db)).toEqual([]);
      const acked = log.calls.filter(acknowledged);
      expect(await ackProblems(db, log)).toEqual([]);
      const kinds = [...new Set(acked.map((c) => c.action))].sort();
      console.log(`crash test: ${acked.length} acknowledged actions of ${kinds.length} kinds verified: ${kinds.join(', ')}`);
      // The storm reached a good part of its mix before the kill (it picks actions at random).
      expect(kinds.length).toBeGreaterThanOrEqual(15);

      // Each check can fail: a made-up acknowledgement of something that did not happen is caught.
      const fakes = await fabricatedCalls(db);
      expect(fakes.map((f) => f.action).sort()).toEqual(Object.keys(ACK_CHECKS).sort());
      const answered = { ...log, calls: log.calls.filter((c) => c.answeredAt !== undefined) };
      const caught = await ackProblems(db, answered, fakes);
      expect(caught.map((p) => p.split(' ')[0])).toEqual(fakes.map((f) => f.action));
      lap('checked');
    } finally {
      await db.close();
    }
  }, 300_000);
});
