import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/server/src/db/pglite';
import { signInAs } from '../helpers/api-client';
import { largeImportWorkbook, postWorkbook } from '../helpers/import-workbook';
import { createTestDatabase, seededDataFolder, usingPostgres, type TestDatabase } from '../helpers/test-database';

const repo = path.resolve(__dirname, '../..');
/** On PostgreSQL the test first makes and seeds a database on that server, which takes longer than opening a data folder. */
const CRASH_TEST_TIMEOUT_MS = usingPostgres() ? 600_000 : 300_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-import-crash-'));
let child: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const stopped = (c: ChildProcess) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve())));

// On PostgreSQL (TEST_DATABASE_URL) a database of that server, which outlives the killed process.
let postgres: TestDatabase | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await stopped(child);
  }
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A count in the database the killed server wrote to: the PGlite data folder reopened, or the PostgreSQL database. */
const countIn = async (sql: string) => {
  if (postgres) return (await postgres.db.query<{ n: number }>(sql)).rows[0].n;
  const db = await openPglite(dataDir);
  try {
    return (await db.query<{ n: number }>(sql)).rows[0].n;
  } finally {
    await db.close();
  }
};

/** The seeded database the server is started on, as the server's environment names it. */
async function seededDatabase(): Promise<{ DATA_DIR: string; DATABASE_URL: string }> {
  if (usingPostgres()) {
    postgres = await createTestDatabase(1);
    return { DATA_DIR: dataDir, DATABASE_URL: postgres.url! };
  }
  await seededDataFolder(dataDir, 1);
  return { DATA_DIR: dataDir, DATABASE_URL: '' };
}

// On both databases: the embedded PGlite's data folder is reopened after the crash; on PostgreSQL
// the killed server's open transaction must be rolled back by the database, and the command left running.
describe('an import cut off by kill -9', () => {
  it(
    `leaves nothing half-imported in the ${usingPostgres() ? 'PostgreSQL database' : 'data folder'}`,
    async () => {
      const database = await seededDatabase();
      const file = await largeImportWorkbook('CRASH', 4000);

      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // The real server (as `npm run serve` starts it), logging at info so that the import's progress shows.
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repo,
        env: {
          ...process.env,
          ...database,
          SEED: 'false',
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          JWT_SECRET: 'import-crash',
          LOG_LEVEL: 'info',
          TASK_SIMULATOR: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const victim = child;
      let out = '';
      victim.stdout!.on('data', (d) => (out += String(d)));
      victim.stderr!.on('data', (d) => process.stderr.write(`[server] ${d}`));
      for (let i = 0; ; i++) {
        if (victim.exitCode !== null) throw new Error('the server exited');
        if (i > 480) throw new Error('the server did not come up');
        const up = await fetch(`${baseUrl}/api/Localization/languages`).then(
          (r) => r.status < 500,
          () => false,
        );
        if (up) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const admin = await signInAs(baseUrl, 'admin');

      // Kill once the writing is under way: the stock sheet has started (suppliers, locations and materials are written).
      const killed = new Promise<string>((resolve) => {
        victim.stdout!.on('data', () => {
          const progress = [...out.matchAll(/"done":(\d+),"total":(\d+)/g)].map((m) => Number(m[1]));
          if (progress.some((d) => d > 8000)) {
            victim.kill('SIGKILL');
            resolve(out);
          }
        });
      });
      const posted = postWorkbook(baseUrl, admin.token, file).catch(() => ({ status: 0, body: undefined }));
      await killed;
      await stopped(victim);
      expect(victim.signalCode).toBe('SIGKILL');
      expect(out).not.toContain('excel import committed');
      await posted;

      // Reopened (PGlite) or asked again (PostgreSQL): none of the workbook's locations, materials, stock or transactions.
      expect(await countIn("select count(*)::int as n from locations where name like 'CRASH-%'")).toBe(0);
      expect(await countIn("select count(*)::int as n from materials where item_no like 'CRASH-%'")).toBe(0);
      expect(await countIn("select count(*)::int as n from stocks s join locations l on l.id = s.location_id where l.name like 'CRASH-%'")).toBe(0);
      expect(await countIn("select count(*)::int as n from material_transactions where reference = 'Excel import'")).toBe(0);
      // The command itself was recorded as running; the next start marks it failed.
      expect(await countIn("select count(*)::int as n from command_transactions where state = 'Running'")).toBe(1);
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
