import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { warehouseViolations } from './warehouse-invariants';
import { signInAs, type TestApi } from './api-client';
import { actorOf, one } from './warehouse-fixtures';
import { standInFields } from './stand-in';
import type { Actor } from '../../apps/server/src/work/work';

export interface StockServer {
  ts: TestServer;
  admin: TestApi;
  picker: TestApi;
  north: TestApi;
  demo: Actor;
  /** A bulk stock row with at least 10 units, nothing reserved, that no earlier call returned. */
  bulkStock(): Promise<{ id: number; free: number; quantity: number; materialId: number; locationId: number }>;
  /** A material whose pick stock is free of any reservation, with at least 5 units in pick locations (`skip` picks another). */
  unreservedPickMaterial(skip: number): Promise<{ id: number }>;
  /** The id the query answers (one row). */
  northId(sql: string): Promise<number>;
  /** The id of the Demo unit's location of that name. */
  location(name: string): Promise<number>;
  /** A material's current, reserved and available quantity as the materials row keeps them. */
  materialTotals(id: number): Promise<{ current: number; reserved: number; available: number }>;
}

/**
 * A test server for the stock calls: the admin role may also dedicate locations (off by default),
 * signed in as Demo's admin and picker and North's admin.
 */
export async function startStockServer(): Promise<StockServer> {
  const ts = await startTestServer();
  await ts.database.db.query(
    `insert into role_permissions (role_id, scope, key, allowed) select r.id, 'data', k, true from user_roles r,
       unnest(array['dedicate_location_to_material', 'remove_dedicated_location']) k where r.name = 'AdminRole'`,
  );
  const admin = await signInAs(ts.baseUrl, 'admin');
  const picker = await signInAs(ts.baseUrl, 'picker');
  const north = await signInAs(ts.baseUrl, 'northAdmin');
  const demo = await actorOf(ts, 'Demo');
  let n = 0;
  return {
    ts,
    admin,
    picker,
    north,
    demo,
    bulkStock: () =>
      one(
        ts,
        `select s.id, (s.quantity - s.reserved_quantity)::int as free, s.quantity::int as quantity, s.material_id as "materialId", s.location_id as "locationId"
           from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
          where s.business_unit_id = $1 and r.kind = 'Bulk' and s.quantity >= 10 and s.reserved_quantity = 0 order by s.id offset $2 limit 1`,
        [demo.businessUnitId, n++],
      ),
    unreservedPickMaterial: (skip) =>
      one(
        ts,
        `select m.id from materials m where m.business_unit_id = $1
            and (select coalesce(sum(s.quantity), 0) from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
                  where s.material_id = m.id and r.kind = 'Pick' and l.available_for_pick) >= 5
            and not exists (select 1 from stocks s where s.material_id = m.id and s.reserved_quantity > 0)
          order by m.id offset $2 limit 1`,
        [demo.businessUnitId, skip],
      ),
    northId: async (sql) => (await one<{ id: number }>(ts, sql)).id,
    location: async (name) => (await one<{ id: number }>(ts, 'select id from locations where business_unit_id = $1 and name = $2', [demo.businessUnitId, name])).id,
    materialTotals: (id) =>
      one(ts, 'select current_quantity::int as current, reserved_quantity::int as reserved, available_quantity::int as available from materials where id = $1', [id]),
  };
}

/**
 * Starts the stock server before the file's first test; after the last, checks the warehouse
 * invariants and closes it. Everything can be taken at the file's top: the server, the users and
 * Demo's actor are stand-ins, and the look-ups call the started server's.
 */
export function useStockServer(): StockServer {
  const server = {} as StockServer;
  beforeAll(async () => void Object.assign(server, await startStockServer()));
  afterAll(async () => {
    expect(await warehouseViolations(server.ts.database.db)).toEqual([]);
    await server.ts?.close();
  });
  return {
    ...standInFields(server, ['ts', 'admin', 'picker', 'north', 'demo'], 'the stock server'),
    bulkStock: () => server.bulkStock(),
    unreservedPickMaterial: (skip) => server.unreservedPickMaterial(skip),
    northId: (sql) => server.northId(sql),
    location: (name) => server.location(name),
    materialTotals: (id) => server.materialTotals(id),
  };
}
