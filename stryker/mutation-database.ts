import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../apps/server/src/db/pglite';
import { migrate } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/seed/demo';

/**
 * Global setup of a mutation run whose tests build a database (areas.mjs: sharedWorker). It runs
 * once in the test runner's process, which lives for the whole run: one migrated database seeded
 * at scale 0 (units and users) is dumped to a file, and each test file loads it
 * (tests/helpers/rules-database.ts) instead of migrating and seeding again for every mutant.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const pgl = await PGlite.create();
  const db = fromPglite(pgl);
  await migrate(db);
  await seedDemo(db, { scale: 0 });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-mutate-db-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await (await pgl.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('mutationDatabaseDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
