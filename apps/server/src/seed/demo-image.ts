import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import { fromPglite } from '../db/pglite';
import { makePrivateDir, restrictTree } from '../db/private-files';
import { loadPlugins } from '../plugins/load-plugins';
import { seedDemo } from './demo';
import { demoImageKey } from './demo-image-key';

/**
 * The prepared demo database: a PGlite data folder made by migrating and seeding an empty
 * in-memory database with the same code as a first start (dumped with dumpDataDir and unpacked
 * once), so that a first start on an empty folder copies it instead of creating, migrating and
 * seeding. Built on demand and kept in a cache folder outside git, one folder per key
 * (demo-image-key.ts), named with the time it was seeded at, from which the dates are moved when
 * it is placed (demo-image-shift.ts). Kept unpacked: copying the folder takes a fraction of
 * unpacking the 4 MB gzip tarball at each start.
 */
export interface DemoImage {
  /** The data folder to copy. */
  dir: string;
  /** When its seeding began (the demo's "now"), ms since the epoch. */
  seededAt: number;
}

/** The default cache folder: node_modules/.cache/cockpit (gone with node_modules, never in git). */
export function demoImageCacheDir(): string {
  return path.join(repoRoot, 'node_modules/.cache/cockpit');
}

/** demo-<scale>-<key>-<seeded at, ms>: one image per demo scale is kept. */
const NAME = /^demo-(\d+)-([0-9a-f]+)-(\d+)$/;

/** The cached image for this key, if one was made. */
export function findDemoImage(cacheDir: string, key: string): DemoImage | undefined {
  if (!fs.existsSync(cacheDir)) return undefined;
  for (const name of fs.readdirSync(cacheDir)) {
    const match = NAME.exec(name);
    if (match && match[2] === key) return { dir: path.join(cacheDir, name), seededAt: Number(match[3]) };
  }
  return undefined;
}

/**
 * Seeds a new in-memory database with the demo and answers its data folder. It never holds an
 * installation's secrets: those (token signing secret, OpenID cookie key) are made by the server
 * after the database is in place, and no one has signed in.
 */
export async function makeDemoImage(scale: number): Promise<{ bytes: Uint8Array; seededAt: number }> {
  const pg = await PGlite.create();
  try {
    const db = fromPglite(pg);
    await migrate(db);
    // The listed plugins are loaded (their first import takes seconds) before the clock the image's dates are moved from is read.
    const plugins = (await loadPlugins(path.join(repoRoot, 'plugins'))).plugins.map((plugin) => plugin.server);
    const seededAt = Date.now();
    await seedDemo(db, { scale, plugins });
    // Old WAL segments still hold every row as it was written: a new segment is begun and the
    // checkpoint deletes the old ones, so the image is the tables and a short WAL.
    await pg.exec('set wal_recycle = off');
    await pg.query('select pg_switch_wal()');
    await pg.exec('checkpoint');
    const dump = await pg.dumpDataDir('gzip');
    return { bytes: new Uint8Array(await dump.arrayBuffer()), seededAt };
  } finally {
    await pg.close();
  }
}

/** Makes the image for the current sources and keeps it in the cache (replacing this scale's images of other sources). */
export async function buildDemoImage(cacheDir: string, scale: number, key = demoImageKey(scale)): Promise<DemoImage> {
  const { bytes, seededAt } = await makeDemoImage(scale);
  // The image holds the demo users' password hashes: private like a data folder.
  makePrivateDir(cacheDir);
  const dir = path.join(cacheDir, `demo-${scale}-${key}-${seededAt}`);
  // Unpacked under a temporary name and renamed, so a server starting at the same time never copies half a folder.
  const temporary = `${dir}.${process.pid}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  const pg = await PGlite.create(temporary, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  await pg.close();
  restrictTree(temporary);
  fs.renameSync(temporary, dir);
  for (const name of fs.readdirSync(cacheDir)) {
    // Images of this scale made from other sources are of no further use.
    if (NAME.exec(name)?.[1] === String(scale) && path.join(cacheDir, name) !== dir) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  return { dir, seededAt };
}

/** The cached image for the current sources, made first when there is none. */
export async function demoImage(cacheDir: string, scale: number): Promise<DemoImage> {
  const key = demoImageKey(scale);
  return findDemoImage(cacheDir, key) ?? buildDemoImage(cacheDir, scale, key);
}
