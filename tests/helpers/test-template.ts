import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, repoRoot } from '../../apps/server/src/config';
import { usePasswordHashCost } from '../../apps/server/src/auth/password';
import type { Db } from '../../apps/server/src/db/types';
import { fromPglite } from '../../apps/server/src/db/pglite';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';

/**
 * The migrated and seeded demo every test database starts from, built once and then copied.
 *
 * Its key is a hash of what makes it: the migrations, the server and core source the seed runs
 * (the seed drives the warehouse engine), this helper, PGlite's version, the scale, and the
 * current UTC hour (the demo's dates are relative to now, so a template is at most an hour old).
 *
 * PGlite: the dumped data folder is cached on disk under os.tmpdir(), written atomically (a
 * temporary file renamed into place), so a new test process loads it instead of migrating and
 * seeding again. PostgreSQL: one template database per key on the server, built under an
 * advisory lock by the first process that needs it and renamed into place when complete; each
 * test database is `create database … template …` of it (nobody connects to the template).
 */

// The same value shapes as the server's PGlite (apps/server/src/db/pglite.ts): numeric as numbers, dates as text.
export const PARSERS = { 1700: (v: string) => Number(v), 1082: (v: string) => v };

const CACHE_DIR = path.join(os.tmpdir(), 'cockpit-test-templates');
/** Cached templates older than this are deleted when a new one is written. */
const STALE_MS = 3 * 3600_000;

function sourceFiles(dir: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

let contentHash: string | undefined;

/** The cost the test servers hash passwords at (their configuration, NODE_ENV=test), set for this process's seeding too. */
function testPasswordHashCost(): number {
  const cost = loadConfig({ ...process.env, NODE_ENV: 'test' }).passwordHashCost;
  usePasswordHashCost(cost);
  return cost;
}

/** Hash of everything the seeded template is made from (not the hour or scale). */
function templateContentHash(): string {
  if (contentHash) return contentHash;
  const hash = createHash('sha256');
  const files = [
    ...sourceFiles(path.join(repoRoot, 'apps/server/migrations'), []),
    ...sourceFiles(path.join(repoRoot, 'apps/server/src'), []),
    ...sourceFiles(path.join(repoRoot, 'core/src'), []),
    // The plugins' server halves (their migrations, routes and services) and the list of them.
    ...fs.readdirSync(path.join(repoRoot, 'plugins')).flatMap((name) => sourceFiles(path.join(repoRoot, 'plugins', name, 'server'), [])),
    path.join(repoRoot, 'plugins/server-plugins.json'),
    path.join(repoRoot, 'tests/helpers/test-template.ts'),
    path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  // The demo users' password hashes are made at the test servers' cost (PASSWORD_HASH_COST).
  hash.update(`password hash cost ${testPasswordHashCost()}`);
  contentHash = hash.digest('hex').slice(0, 16);
  return contentHash;
}

/**
 * The key of the template for this scale now: content hash, scale and UTC hour (yyyymmddhh).
 * TEST_TEMPLATE_BASE ("<hash>_<hour>", printed by `node --import tsx tests/helpers/test-template.ts`)
 * pins hash and hour: a mutation run builds the template from the unchanged source first and pins
 * it, so that no template is ever seeded by a mutant and none is rebuilt when the hour turns.
 */
export function templateKey(scale: number | 'migrated'): string {
  const pinned = process.env.TEST_TEMPLATE_BASE?.split('_');
  const [hash, hour] = pinned?.length === 2 ? pinned : [templateContentHash(), new Date().toISOString().slice(0, 13).replace(/\D/g, '')];
  return `${hash}_${scale === 'migrated' ? 'm' : `s${String(scale).replace('.', 'p')}`}_${hour}`;
}

/**
 * A new PGlite database migrated, and seeded at `scale` unless it is 'migrated', dumped. A seeded
 * one starts from the migrated template (the same data folder as migrating it here), so that a run
 * runs `initdb` and the migrations once for both.
 */
async function buildPgliteDump(scale: number | 'migrated'): Promise<Blob> {
  const pgl = scale === 'migrated' ? await PGlite.create({ parsers: PARSERS }) : await PGlite.create({ loadDataDir: await pgliteTemplateDump('migrated'), parsers: PARSERS });
  const db = fromPglite(pgl);
  if (scale === 'migrated') await migrate(db);
  else {
    testPasswordHashCost();
    await seedDemo(db, { scale });
  }
  // Written out as a database shut down cleanly: a new WAL segment is begun and the checkpoint
  // deletes the old ones, so that each test database loads the tables and a short WAL instead of
  // replaying the whole seeding at its start.
  await pgl.exec('set wal_recycle = off');
  await pgl.query('select pg_switch_wal()');
  await pgl.exec('checkpoint');
  const dump = await pgl.dumpDataDir('none');
  await pgl.close();
  return dump;
}

function removeStale(keep: string): void {
  try {
    for (const name of fs.readdirSync(CACHE_DIR)) {
      const full = path.join(CACHE_DIR, name);
      if (name !== keep && Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { force: true });
    }
  } catch {
    // Another process removed it first: nothing to do.
  }
}

const dumps = new Map<string, Promise<Blob>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A builder that has held the lock this long is taken to have died. */
const LOCK_STALE_MS = 15 * 60_000;

/** Waits while another process builds this template (its lock file exists); true when this process may build it. */
async function takeBuildLock(lock: string, file: string): Promise<boolean> {
  for (;;) {
    if (fs.existsSync(file)) return false;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      } catch {
        // The builder finished in between.
      }
      await sleep(250);
    }
  }
}

/**
 * The migrated and seeded PGlite data folder (a tar), from memory, the disk cache, or built and
 * cached now. 'migrated': migrated and empty, for tests that seed it themselves (the same cluster
 * and migrations; what the seeding then writes is the test's own).
 */
export function pgliteTemplateDump(scale: number | 'migrated'): Promise<Blob> {
  const key = templateKey(scale);
  let dump = dumps.get(key);
  if (!dump) {
    dump = (async () => {
      const file = path.join(CACHE_DIR, `${key}.tar`);
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      const lock = `${file}.lock`;
      if (!(await takeBuildLock(lock, file))) return new Blob([fs.readFileSync(file)]);
      try {
        const built = await buildPgliteDump(scale);
        const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        fs.writeFileSync(tmp, Buffer.from(await built.arrayBuffer()));
        fs.renameSync(tmp, file);
        removeStale(path.basename(file));
        return built;
      } finally {
        fs.rmSync(lock, { force: true });
      }
    })();
    dumps.set(key, dump);
  }
  return dump;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The template database's name for this scale on the PostgreSQL server at adminUrl, built when missing. */
export async function postgresTemplate(adminUrl: string, scale: number, open: (url: string) => Promise<Db>): Promise<string> {
  const name = `cockpit_tpl_${templateKey(scale)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    // One builder per template; the others wait here and then find it.
    await admin.query('select pg_advisory_lock(727276, hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      const building = `cockpit_tplb_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${quoteIdent(building)}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      try {
        const db = await open(url.toString());
        try {
          await migrate(db);
          testPasswordHashCost();
          await seedDemo(db, { scale });
        } finally {
          await db.close();
        }
        // Complete: only now does it get the name others look for.
        await admin.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
      } catch (e) {
        await admin.query(`drop database if exists ${quoteIdent(building)} with (force)`);
        throw e;
      }
      await dropStalePostgresTemplates(admin, name);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(727276, hashtext($1))', [name]);
    }
  } finally {
    await admin.end();
  }
}

/** Templates of an earlier hour (this worktree's or another's) are dropped once they are 3 hours old. */
async function dropStalePostgresTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'cockpit\\_tpl\\_%' and datname <> $1`, [keep]);
  const now = Date.now();
  for (const { datname } of rows) {
    const m = /_(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(datname);
    if (!m) continue;
    const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]));
    if (now - at < STALE_MS) continue;
    await admin.query(`drop database if exists ${quoteIdent(datname)}`).catch(() => undefined);
  }
}

/** `node --import tsx tests/helpers/test-template.ts [scale]`: builds the template now and prints its TEST_TEMPLATE_BASE. */
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(repoRoot, 'tests/helpers/test-template.ts')) {
  const scale = Number(process.argv[2] ?? 1);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { openPostgres } = await import('../../apps/server/src/db/postgres');
  if (adminUrl) await postgresTemplate(adminUrl, scale, openPostgres);
  else await pgliteTemplateDump(scale);
  const key = templateKey(scale);
  console.log(`${key.split('_')[0]}_${key.split('_')[2]}`);
}
