import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../apps/server/src/db/migrate';
import { fromPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import type { Db } from '../../apps/server/src/db/types';
import { defineServerPlugin, type DemoSeed, type ServerPlugin } from '../../apps/server/src/plugins/server-plugin';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { PARSERS, pgliteTemplateDump } from '../helpers/test-template';

/**
 * A plugin's demo data: the host's seeding calls each listed plugin's beforeActivity, then each
 * activity (the warehouse's orders, tasks, counts and its settings), then each afterActivity, in
 * the order of the list and in the demo's one transaction. The databases here are migrated and empty (seeded at scale 0:
 * units, users and settings, no warehouse).
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function emptyDatabase(): Promise<Db> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Migrated once for the run (the test template's own migration) and loaded here.
    const db = fromPglite(await PGlite.create({ loadDataDir: await pgliteTemplateDump('migrated'), parsers: PARSERS }));
    cleanups.push(() => db.close());
    return db;
  }
  const name = `cockpit_seed_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 2);
  cleanups.push(async () => {
    await db.close();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  await migrate(db);
  return db;
}

const count = async (db: Db, table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

/** A plugin that notes its calls, what it saw of the data then, and writes a look-up per unit after the activity. */
function probe(name: string, calls: string[], afterActivity?: (demo: DemoSeed) => Promise<void>): ServerPlugin {
  return defineServerPlugin({
    name,
    routes: async () => undefined,
    seed: {
      async beforeActivity({ tx, units, scale }) {
        calls.push(`${name} before: scale ${scale}, ${await count(tx as Db, 'business_units')} units, ${await count(tx as Db, 'label_definitions')} labels`);
        expect(new Set([units.demo, units.north, units.headOffice]).size).toBe(3);
      },
      async activity({ tx }) {
        calls.push(`${name} activity: ${await count(tx as Db, 'label_definitions')} labels`);
        await tx.query(`insert into label_definitions (business_unit_id, name, width_mm, height_mm) select id, $1, 10, 10 from business_units where name = 'Demo'`, [name]);
      },
      afterActivity:
        afterActivity ??
        (async ({ tx, units }) => {
          calls.push(`${name} after: ${await count(tx as Db, 'label_definitions')} labels`);
          for (const unit of [units.demo, units.north]) {
            await tx.query(`insert into lookups (business_unit_id, lookup_type, name, description, sort_order) values ($1, 'Probe', $2, 'written by a plugin', 0)`, [unit, name]);
          }
        }),
    },
  });
}

describe("plugins' demo data", () => {
  it('is written by each listed plugin around the activity, in the order of the list', { timeout: 300_000 }, async () => {
    const db = await emptyDatabase();
    const calls: string[] = [];
    expect(await seedDemo(db, { scale: 0, plugins: [probe('first', calls), probe('second', calls)] })).toBe(true);
    // Before: the units are there; each plugin's activity comes after every beforeActivity, and each afterActivity after every activity.
    expect(calls).toEqual([
      'first before: scale 0, 3 units, 0 labels',
      'second before: scale 0, 3 units, 0 labels',
      'first activity: 0 labels',
      'second activity: 1 labels',
      'first after: 2 labels',
      'second after: 2 labels',
    ]);
    const { rows } = await db.query<{ name: string; unit: string }>(
      `select l.name, b.name as unit from lookups l join business_units b on b.id = l.business_unit_id where l.lookup_type = 'Probe' order by l.id`,
    );
    expect(rows).toEqual([
      { name: 'first', unit: 'Demo' },
      { name: 'first', unit: 'North' },
      { name: 'second', unit: 'Demo' },
      { name: 'second', unit: 'North' },
    ]);
    // Seeding again changes nothing: the database has data.
    expect(await seedDemo(db, { scale: 0, plugins: [probe('third', calls)] })).toBe(false);
    expect(calls).toHaveLength(6);
  });

  it("is in the demo's one transaction: a plugin that fails leaves the database empty", { timeout: 300_000 }, async () => {
    const db = await emptyDatabase();
    const failing = probe('failing', [], async ({ tx }) => {
      await tx.query(`insert into lookups (business_unit_id, lookup_type, name, description, sort_order) select id, 'Probe', 'half', 'never kept', 0 from business_units`);
      throw new Error('the probe plugin failed');
    });
    await expect(seedDemo(db, { scale: 0, plugins: [probe('first', []), failing] })).rejects.toThrow('the probe plugin failed');
    expect(await count(db, 'business_units')).toBe(0);
    expect(await count(db, 'lookups')).toBe(0);
  });

  it(
    "of the repository's list: master data's look-ups and stock attributes, the warehouse's labels and printers, the cause codes, written by their plugins",
    { timeout: 300_000 },
    async () => {
      const db = await emptyDatabase();
      expect(await seedDemo(db, { scale: 0 })).toBe(true);
      const perUnit = async (table: string) =>
        (
          await db.query<{ unit: string; n: number }>(
            `select b.name as unit, count(t.*)::int as n from business_units b left join ${table} t on t.business_unit_id = b.id group by b.name order by b.name`,
          )
        ).rows;
      expect(await perUnit('cause_codes')).toEqual([
        { unit: 'Demo', n: 15 },
        { unit: 'Head office', n: 0 },
        { unit: 'North', n: 15 },
      ]);
      expect(await perUnit('stock_attributes')).toEqual([
        { unit: 'Demo', n: 5 },
        { unit: 'Head office', n: 0 },
        { unit: 'North', n: 5 },
      ]);
      expect(await count(db, 'lookups')).toBe(2 * 17);
      // The warehouse's settings come at every scale: three label definitions a unit, and the printers.
      expect(await perUnit('label_definitions')).toEqual([
        { unit: 'Demo', n: 3 },
        { unit: 'Head office', n: 0 },
        { unit: 'North', n: 3 },
      ]);
      expect(await count(db, 'printers')).toBeGreaterThan(0);
      // Scale 0 has no warehouse: master data writes no materials nor locations.
      expect(await count(db, 'materials')).toBe(0);
      expect(await count(db, 'locations')).toBe(0);
    },
  );
});
