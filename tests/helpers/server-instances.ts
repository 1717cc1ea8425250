import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import pg from 'pg';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { repoRoot } from '../../apps/server/src/config';

/**
 * Server processes on one PostgreSQL database, for the tests of several instances
 * (live-instances.test.ts, two-instances.test.ts). Uses TEST_DATABASE_URL, or starts the
 * throw-away server of scripts/start-postgres.sh; undefined when PostgreSQL is not installed.
 */
export function postgresAdminUrl(testName: string): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const installed = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
  if (!installed) return undefined;
  try {
    const out = execFileSync(path.join(repoRoot, 'scripts/start-postgres.sh'), { encoding: 'utf8' });
    return /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  } catch (err) {
    console.warn(`${testName}: scripts/start-postgres.sh failed: ${(err as Error).message}`);
    return undefined;
  }
}

export interface Instance {
  process: ChildProcess;
  baseUrl: string;
  publish(change: RowChange): void;
}

/** A fresh database, migrated and seeded with the demo at scale 0: its URL, the Demo unit's id and a drop function. */
export async function createInstanceDatabase(adminUrl: string, prefix: string): Promise<{ url: string; demoId: number; drop(): Promise<void> }> {
  const dbName = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const db = await openPostgres(url.toString(), 2);
  await migrate(db);
  await seedDemo(db, { scale: 0 });
  const demoId = (await db.query<{ id: number }>("select id from business_units where name = 'Demo'")).rows[0].id;
  await db.close();
  return {
    url: url.toString(),
    demoId,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    },
  };
}

/** One server process (tests/helpers/live-instance.ts) on the database, listening on a free port. */
export function startInstance(databaseUrl: string): Promise<Instance> {
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

export function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.process.once('exit', () => resolve());
    instance.process.kill('SIGTERM');
  });
}
