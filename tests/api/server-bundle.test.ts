import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAreasWithPlugins, routesOf } from '@cockpit/contracts/plugin-routes';
import { repoRoot } from '../../apps/server/src/config';
import { signInAs, type TestApi } from '../helpers/api-client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * `npm run serve` runs the server from its bundle (scripts/server-bundle/: the host, the packages of
 * this repository and the listed plugins compiled together); `node --import tsx
 * apps/server/src/main.ts` runs it from the sources. Both are started here as processes on
 * databases of the same content (PGlite folders, or PostgreSQL databases with TEST_DATABASE_URL,
 * which also loads the bundle's lazily imported PostgreSQL part), and must answer alike.
 */
interface Started {
  child: ChildProcess;
  baseUrl: string;
  stderr: string[];
  database?: TestDatabase;
  dataDir?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Every server process started, stopped after the tests even when a start did not finish in time. */
const spawned: ChildProcess[] = [];

async function start(args: string[]): Promise<Started> {
  const port = await freePort();
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase(1) : undefined;
  const dataDir = database ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-bundle-data-'));
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
      DEMO_SCALE: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A production server hashes at the production cost (it refuses the tests' cheaper one).
      PASSWORD_HASH_COST: undefined,
      TASK_SIMULATOR: 'off',
      OIDC_DEMO_PROVIDER: 'off',
      JWT_SECRET: 'bundle-test-secret',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  spawned.push(child);
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 110_000) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}: ${stderr.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/Localization/languages`)).ok) return { child, baseUrl, stderr, database, dataDir };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${args.join(' ')} did not answer in time`);
}

async function stop(server: Started | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null) {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
  await server.database?.drop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** The demo's dates are moved to the time each database was made: compared as dates, not instants. */
const sameDates = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'an instant')) as unknown;

let bundled: Started;
let fromSources: Started;
let bundledApi: TestApi;
let sourcesApi: TestApi;
beforeAll(async () => {
  // One after the other: the first may make the prepared demo database the second then copies.
  fromSources = await start(['--import', 'tsx', 'apps/server/src/main.ts']);
  bundled = await start(['scripts/serve.mjs']);
  [bundledApi, sourcesApi] = await Promise.all([signInAs(bundled.baseUrl, 'admin'), signInAs(fromSources.baseUrl, 'admin')]);
});
afterAll(async () => {
  await Promise.all([stop(bundled), stop(fromSources)]);
  for (const child of spawned) if (child.exitCode === null) child.kill('SIGTERM');
});

describe('the bundled server answers as the one run from the sources', () => {
  it('was started from its bundle, without a warning', () => {
    expect(bundled.stderr.join('')).not.toContain('could not be bundled');
  });

  it("has the same routes, the plugins' included, as the route table", async () => {
    const [a, b] = await Promise.all([bundledApi.get('/api/openapi.json'), sourcesApi.get('/api/openapi.json')]);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    const operations = Object.values((a.body as { paths: Record<string, object> }).paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    const table = Object.values(await routeAreasWithPlugins(path.join(repoRoot, 'plugins'))).flatMap(routesOf);
    expect(operations).toBe(table.length);
  });

  it("answers the host's and the plugins' calls alike", async () => {
    const calls: Array<[string, number]> = [
      ['/api/User/current', 200],
      ['/api/Localization/languages', 200],
      // Plugins' calls: the warehouse's Stocks page, cause codes, a report, and the settings' business
      // units, which only a global administrator may read (the plugin's own permission check).
      ['/api/Stock/description?skip=0&take=20', 200],
      ['/api/CauseCode/Header', 200],
      ['/api/ReportData/users', 200],
      ['/api/Settings/BusinessUnits', 403],
    ];
    for (const [address, status] of calls) {
      const [a, b] = await Promise.all([bundledApi.get(address), sourcesApi.get(address)]);
      expect([a.status, b.status], address).toEqual([status, status]);
      expect(sameDates(a.body), address).toEqual(sameDates(b.body));
    }
    // A bad input gets the same refusal from the validators compiled on first use.
    const [a, b] = await Promise.all([bundledApi.get('/api/Stock/description?take=minus'), sourcesApi.get('/api/Stock/description?take=minus')]);
    expect(a.status).toBe(400);
    expect(a.body).toEqual(b.body);
  });
});
