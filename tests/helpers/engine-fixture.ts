import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../apps/server/src/db/types';
import { runInTransaction } from '../../apps/server/src/work/run-work';
import type { Work } from '../../apps/server/src/work/work';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The warehouse engine on a seeded test database, without the HTTP server: actions run as the
 * Demo unit's administrator in one transaction each (runInTransaction, as the demo generator
 * runs them), and each test makes its own material, locations and stock rows so that what it
 * reads back depends on nothing random in the demo.
 */
export interface EngineFixture {
  db: Db;
  bu: number;
  userId: number;
  act<T>(fn: (w: Work) => Promise<T>): Promise<T>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T>;
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A new material of the Demo unit (no stock), with this sales price. */
  material(salesPrice?: number | null): Promise<number>;
  /** A new location of the Demo unit whose role is of this kind. */
  location(kind: 'Pick' | 'Bulk' | 'Outbound', options?: { availableForPick?: boolean; state?: string }): Promise<number>;
  /** A stock row (the material's totals follow, as the engine keeps them). */
  stock(materialId: number, locationId: number, quantity: number, options?: { fifoDate?: string; expDate?: string | null; bu?: number }): Promise<number>;
  drop(): Promise<void>;
}

/**
 * TEST_REUSE_DATABASE=1 (set by scripts/mutate.mjs for a mutation run only): one database for
 * every test file and every mutant run of the worker, kept on globalThis, instead of loading the
 * template again per file and per mutant. Each test makes its own material, locations and stock,
 * so what one run leaves behind is not what another reads.
 */
const REUSED = Symbol.for('cockpit.engineFixture.database');

async function testDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_REUSE_DATABASE) return createTestDatabase();
  const store = globalThis as unknown as Record<symbol, Promise<TestDatabase> | undefined>;
  const kept = (store[REUSED] ??= createTestDatabase());
  const t = await kept;
  return { ...t, drop: async () => undefined };
}

export async function engineFixture(): Promise<EngineFixture> {
  const t: TestDatabase = await testDatabase();
  const db = t.db;
  const rows = async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows;
  const one = async <T>(sql: string, params?: unknown[]) => {
    const r = await rows<T>(sql, params);
    if (r.length !== 1) throw new Error(`expected one row, got ${r.length}: ${sql}`);
    return r[0];
  };
  const { bu } = await one<{ bu: number }>(`select id as bu from business_units where name = 'Demo'`);
  const { userId } = await one<{ userId: number }>(`select id as "userId" from users where business_unit_id = $1 order by id limit 1`, [bu]);
  const roles = new Map<string, number>();
  const roleOf = async (kind: string) => {
    if (!roles.has(kind)) {
      const [r] = await rows<{ id: number }>('select id from location_roles where business_unit_id = $1 and kind = $2 order by id limit 1', [bu, kind]);
      roles.set(kind, r?.id ?? (await one<{ id: number }>(`insert into location_roles (business_unit_id, name, kind) values ($1, $2, $2) returning id`, [bu, kind])).id);
    }
    return roles.get(kind)!;
  };
  const unique = () => randomBytes(4).toString('hex');
  return {
    db,
    bu,
    userId,
    act: (fn) => db.transaction((tx) => runInTransaction(tx, { userId, businessUnitId: bu }, new Date(), fn)),
    one,
    rows,
    async material(salesPrice = null) {
      const r = await one<{ id: number }>(`insert into materials (business_unit_id, item_no, name, sales_price) values ($1, $2, $3, $4) returning id`, [
        bu,
        `T-${unique()}`,
        'Engine test material',
        salesPrice,
      ]);
      return r.id;
    },
    async location(kind, options = {}) {
      const r = await one<{ id: number }>(`insert into locations (business_unit_id, name, location_role_id, available_for_pick, state) values ($1, $2, $3, $4, $5) returning id`, [
        bu,
        `${kind}-${unique()}`,
        await roleOf(kind),
        options.availableForPick ?? true,
        options.state ?? 'Active',
      ]);
      return r.id;
    },
    async stock(materialId, locationId, quantity, options = {}) {
      const r = await one<{ id: number }>(
        `insert into stocks (business_unit_id, material_id, location_id, quantity, fifo_date, exp_date) values ($1, $2, $3, $4, $5, $6) returning id`,
        [options.bu ?? bu, materialId, locationId, quantity, options.fifoDate ?? '2026-01-01T00:00:00Z', options.expDate ?? null],
      );
      await db.query('update materials set current_quantity = current_quantity + $2, available_quantity = available_quantity + $2 where id = $1', [materialId, quantity]);
      return r.id;
    },
    drop: () => t.drop(),
  };
}

/**
 * The engine fixture of a test file: made before its first test, dropped after its last. The
 * answer stands for the fixture from then on (using it outside a test is an error).
 */
export function useEngineFixture(): EngineFixture {
  let fixture: EngineFixture | undefined;
  // The time is the test database's load on a busy machine, not the engine's.
  beforeAll(async () => {
    fixture = await engineFixture();
  }, 180_000);
  afterAll(async () => {
    await fixture?.drop();
  });
  const made = () => {
    if (!fixture) throw new Error('the engine fixture is made in beforeAll: use it inside a test');
    return fixture;
  };
  return {
    get db() {
      return made().db;
    },
    get bu() {
      return made().bu;
    },
    get userId() {
      return made().userId;
    },
    act: (fn) => made().act(fn),
    one: (sql, params) => made().one(sql, params),
    rows: (sql, params) => made().rows(sql, params),
    material: (salesPrice) => made().material(salesPrice),
    location: (kind, options) => made().location(kind, options),
    stock: (materialId, locationId, quantity, options) => made().stock(materialId, locationId, quantity, options),
    drop: () => made().drop(),
  };
}
