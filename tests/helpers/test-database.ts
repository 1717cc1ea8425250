import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/types';
import { fromPglite, openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';

/**
 * A fresh, migrated and seeded database for one test file. On PGlite a seeded template is built
 * once per worker and cloned (~0.3 s instead of seconds); with TEST_DATABASE_URL a new database is
 * created on that PostgreSQL server and dropped afterwards.
 */
export interface TestDatabase {
  db: Db;
  url?: string;
  drop(): Promise<void>;
}

// The same value shapes as the server's PGlite (apps/server/src/db/pglite.ts): numeric as numbers, dates as text.
const PARSERS = { 1700: (v: string) => Number(v), 1082: (v: string) => v };

const templates = new Map<number, Promise<PGlite>>();

async function pgliteTemplate(scale: number): Promise<PGlite> {
  let t = templates.get(scale);
  if (!t) {
    t = (async () => {
      const pgl = await PGlite.create({ parsers: PARSERS });
      const db = fromPglite(pgl);
      await migrate(db);
      await seedDemo(db, { scale });
      return pgl;
    })();
    templates.set(scale, t);
  }
  return t;
}

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

export async function createTestDatabase(scale = 1): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `cockpit_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    await migrate(db);
    await seedDemo(db, { scale });
    return {
      db,
      url: url.toString(),
      async drop() {
        await db.close();
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const template = await pgliteTemplate(scale);
  // PGlite's clone() drops the parsers (numeric would come back as text); load a dump with them instead.
  const clone = await PGlite.create({ loadDataDir: await template.dumpDataDir('none'), parsers: PARSERS });
  const db = fromPglite(clone);
  return { db, drop: () => db.close() };
}

/**
 * A fresh seeded PGlite database in a data folder on disk, as `npm start` runs it (the test
 * databases above live in memory): for benchmarks whose figure is the embedded server's.
 */
export async function createDiskDatabase(scale = 1): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-disk-db-'));
  const db = await openPglite(dir);
  await migrate(db);
  await seedDemo(db, { scale });
  return {
    db,
    async drop() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
