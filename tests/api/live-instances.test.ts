import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { repoRoot } from '../../apps/server/src/config';
import { apiClient, signInAs } from '../helpers/api-client';
import { connectLive, liveSettings, settle, type LiveTestClient } from '../helpers/live-client';

/**
 * Two server processes on one PostgreSQL database share changes through LISTEN/NOTIFY: a change
 * published on one reaches the connections of the other, once, big ones (over NOTIFY's 8000-byte
 * limit) included. Uses TEST_DATABASE_URL, or starts the throw-away server of
 * scripts/start-postgres.sh; skipped when PostgreSQL is not installed.
 */
function postgresAdminUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const installed = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
  if (!installed) return undefined;
  try {
    const out = execFileSync(path.join(repoRoot, 'scripts/start-postgres.sh'), { encoding: 'utf8' });
    return /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  } catch (err) {
    console.warn(`live-instances.test.ts: scripts/start-postgres.sh failed: ${(err as Error).message}`);
    return undefined;
  }
}

const adminUrl = postgresAdminUrl();
if (!adminUrl) console.warn('live-instances.test.ts skipped: no PostgreSQL server (no TEST_DATABASE_URL, and no binaries to start one: apt-get install postgresql)');

interface Instance {
  process: ChildProcess;
  baseUrl: string;
  publish(change: RowChange): void;
}

function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests/helpers/live-instance.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('instance did not start in 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      const { port } = JSON.parse(line) as { port: number };
      resolve({ process: child, baseUrl: `http://127.0.0.1:${port}`, publish: (change) => child.stdin!.write(JSON.stringify(change) + '\n') });
    });
  });
}

function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.process.once('exit', () => resolve());
    instance.process.kill('SIGTERM');
  });
}

describe.skipIf(!adminUrl)('live updates across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const dbName = `cockpit_live_${randomBytes(5).toString('hex')}`;
  let instances: Instance[] = [];
  const clients: LiveTestClient[] = [];
  let demoId = 0;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const db = await openPostgres(url.toString(), 2);
    await migrate(db);
    await seedDemo(db, { scale: 0 });
    demoId = (await db.query<{ id: number }>("select id from business_units where name = 'Demo'")).rows[0].id;
    await db.close();
    instances = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.connection.stop()));
    await Promise.all(instances.map(stopInstance));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('delivers a change published on one instance to the connections of both, once each', async () => {
    const [a, b] = instances;
    // Signed in on A; the token is good on B too (same database, same secret).
    const api = await signInAs(a.baseUrl, 'admin');
    const onA = await connectLive(await liveSettings(api));
    const settingsB = await liveSettings(api);
    const onB = await connectLive({ ...settingsB, signalREndpoint: `${b.baseUrl}/hubs/view` });
    clients.push(onA, onB);
    await onA.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');
    await onB.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');

    const arrivals = [onA.next(), onB.next()];
    a.publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Single', viewModel: { id: 1, name: 'from A' } });
    expect(await Promise.all(arrivals)).toEqual([
      { viewName: 'Material', methodName: 'Updated', viewModel: { id: 1, name: 'from A' } },
      { viewName: 'Material', methodName: 'Updated', viewModel: { id: 1, name: 'from A' } },
    ]);

    // A 1000-row Bulk (far over 8000 bytes) published on B arrives whole on A.
    const viewModels = Array.from({ length: 1000 }, (_, i) => ({ id: i, itemNo: `M-${i}`, name: `Material ${i} ✓ blåbær`, description: 'x'.repeat(200) }));
    const big = onA.next((m) => m.methodName === 'Bulk', 15_000);
    b.publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Bulk', viewModels });
    expect((await big).viewModels).toEqual(viewModels);

    // Each message once per connection: the publishing instance does not deliver its own echo.
    await settle(500);
    expect(onA.messages.map((m) => m.methodName)).toEqual(['Updated', 'Bulk']);
    expect(onB.messages.map((m) => m.methodName)).toEqual(['Updated', 'Bulk']);
  });

  it("serves one session on both instances: a change made through A is read on B and reaches B's grids live; logout on A ends it on B", async () => {
    const [a, b] = instances;
    const onA = await signInAs(a.baseUrl, 'admin');
    const onB = apiClient(b.baseUrl, onA.token);
    const live = await connectLive({ ...(await liveSettings(onB)), signalREndpoint: `${b.baseUrl}/hubs/view` });
    clients.push(live);
    await live.connection.invoke('RegisterConnectionOnView', 'Supplier', 'master', 'Demo');
    const arrival = live.next((m) => m.viewName === 'Supplier', 15_000);
    const created = await onA.post('/api/Supplier', { supplierName: 'Two instances A/S', supplierStatus: 'Active' });
    expect(created.status).toBe(200);
    expect((await arrival).viewModel).toMatchObject({ id: created.body.result.id, supplierName: 'Two instances A/S' });
    const listed = await onB.get('/api/Supplier/header');
    expect(listed.body.result.map((r: { supplierName: string }) => r.supplierName)).toContain('Two instances A/S');
    // Logout on A: B refuses the token once its short session cache (3 s) has passed.
    expect((await onA.post('/api/UserSession/logout')).status).toBe(200);
    await settle(3200);
    expect((await onB.get('/api/Supplier/header')).status).toBe(401);
  });

  it('keeps business units apart across instances', async () => {
    const [a, b] = instances;
    const north = await signInAs(b.baseUrl, 'northAdmin');
    const onB = await connectLive(await liveSettings(north));
    clients.push(onB);
    await onB.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'North');
    a.publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Deleted', id: 1 });
    await settle(500);
    expect(onB.messages).toEqual([]);
  });
});
