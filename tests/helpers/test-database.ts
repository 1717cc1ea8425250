import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/types';
import { fromPglite, openPglite } from '../../apps/server/src/db/pglite';
import { makePrivateDir, restrictTree } from '../../apps/server/src/db/private-files';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { PARSERS, pgliteTemplateDump, postgresTemplate } from './test-template';

/**
 * A fresh, migrated and seeded database for one test file, copied from a seeded template that is
 * built once (tests/helpers/test-template.ts): on PGlite the template's data folder is cached on
 * disk and loaded; with TEST_DATABASE_URL a new database is created on that PostgreSQL server
 * from a template database there, and dropped afterwards.
 */
export interface TestDatabase {
  db: Db;
  url?: string;
  drop(): Promise<void>;
}

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

export async function createTestDatabase(scale = 1): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await postgresTemplate(adminUrl, scale, openPostgres);
    const name = `cockpit_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template "${template}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
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
  // PGlite's clone() drops the parsers (numeric would come back as text); load the dump with them instead.
  const clone = await PGlite.create({ loadDataDir: await pgliteTemplateDump(scale), parsers: PARSERS });
  const db = fromPglite(clone);
  return { db, drop: () => db.close() };
}

/**
 * The seeded template written into a new PGlite data folder on disk (private, as the server keeps
 * its folders), for a server process started on that folder: the same rows as migrating and
 * seeding the folder, without doing either again.
 */
export async function seededDataFolder(dir: string, scale = 1): Promise<void> {
  makePrivateDir(dir);
  const pgl = await PGlite.create(dir, { loadDataDir: await pgliteTemplateDump(scale), parsers: PARSERS });
  await pgl.close();
  restrictTree(dir);
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
