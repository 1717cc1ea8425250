import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/server/src/db/pglite';
import { signIn, type TestApi } from '../helpers/api-client';
import { runStorm } from '../helpers/warehouse-storm';
import { warehouseViolations } from '../helpers/warehouse-invariants';
import { ACK_CHECKS } from '../helpers/warehouse-ack-checks';
import { ackProblems, fabricatedCalls } from '../helpers/warehouse-acks';
import { acknowledged, newCallLog, recording } from '../helpers/warehouse-call-log';
import { createTestDatabase, seededDataFolder, usingPostgres, type TestDatabase } from '../helpers/test-database';
import type { Queryable } from '../../apps/server/src/db/types';

const repo = path.resolve(__dirname, '../..');
/** On PostgreSQL the test first makes and seeds a database on that server, which takes longer than opening a data folder. */
const CRASH_TEST_TIMEOUT_MS = usingPostgres() ? 600_000 : 300_000;

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
const GRANT_STORM_PERMISSIONS = `insert into role_permissions (role_id, scope, key, allowed) select r.id, 'data', k, true from user_roles r,
     unnest(array['partly_prepare', 'cancel_order_process', 'adjust_picked_quantity', 'change_delivery_type', 'dedicate_location_to_material', 'remove_dedicated_location']) k
    where r.name in ('AdminRole', 'SuperUserRole')
   on conflict (role_id, scope, key) do update set allowed = true`;

async function seedFolder(dataDir: string): Promise<void> {
  await seededDataFolder(dataDir, 1);
  const db = await openPglite(dataDir);
  try {
    await db.query(GRANT_STORM_PERMISSIONS);
  } finally {
    await db.close();
  }
}

// On PostgreSQL (TEST_DATABASE_URL) a database of that server, which outlives the killed process.
let postgres: TestDatabase | undefined;

/** The seeded database the server runs on, as its environment names it: a PGlite data folder, or a PostgreSQL database. */
async function seededDatabase(dataDir: string): Promise<DatabaseEnv> {
  if (!usingPostgres()) {
    await seedFolder(dataDir);
    return { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  postgres = await createTestDatabase(1);
  await postgres.db.query(GRANT_STORM_PERMISSIONS);
  return { DATA_DIR: dataDir, DATABASE_URL: postgres.url! };
}

/** Runs the checks on what the killed and restarted server left: the data folder reopened, or the PostgreSQL database. */
async function inDatabase(check: (db: Queryable) => Promise<void>): Promise<void> {
  if (postgres) return check(postgres.db);
  const db = await openPglite(dataDir);
  try {
    await check(db);
  } finally {
    await db.close();
  }
}

interface DatabaseEnv {
  DATA_DIR: string;
  DATABASE_URL: string;
}

/** The real server as a child process (as `npm run serve` starts it) on the seeded database. */
function startServer(database: DatabaseEnv, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      ...database,
      SEED: 'true',
      DEMO_SCALE: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      JWT_SECRET: 'crash-test',
      LOG_LEVEL: 'warn',
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
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Acknowledged actions before the plug is pulled. */
const KILL_AFTER = 150;

// On both databases: PGlite's data folder must recover when reopened; on PostgreSQL the database
// outlives the killed process, and what the server acknowledged must be there and consistent.
describe('crash safety (kill -9 mid-storm)', () => {
  it(
    'keeps every acknowledged action and every invariant after a kill -9 and a restart',
    async () => {
      const t0 = performance.now();
      const lap = (what: string) => console.log(`crash test: ${what} at ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const database = await seededDatabase(dataDir);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      child = startServer(database, port);
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

      // Restart on the same database: it must come up (recovery) and serve.
      child = startServer(database, port);
      await waitUntilUp(baseUrl, child);
      const again = await signIn(baseUrl, 'Demo', 'admin', 'Admin1234');
      expect((await again.get('/api/Task/description?skip=0&take=5')).status).toBe(200);
      child.kill('SIGTERM');
      await stopped(child);
      lap('restarted and stopped');

      // Check the database itself.
      await inDatabase(async (db) => {
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
      });
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
