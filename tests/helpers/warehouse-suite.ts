import { afterAll, beforeAll, expect } from 'vitest';
import type { Actor } from '../../apps/server/src/work/work';
import { signInAs, type TestApi } from './api-client';
import { standInFields } from './stand-in';
import type { TestServer } from './test-server';
import { startTestServer } from './test-server';
import { actorOf, freePickMaterials, grantToAdmins, newOrder, one, tasksOfOrder } from './warehouse-fixtures';
import { warehouseViolations } from './warehouse-invariants';

/** One warehouse test file's server and the people who act on it. */
export interface WarehouseSuite {
  ts: TestServer;
  admin: TestApi;
  picker: TestApi;
  north: TestApi;
  demo: Actor;
  pickerId: number;
}

/**
 * Starts a fresh server for the file (the admin roles of both units get the default-off data
 * permissions named), signs in Demo's admin and picker and North's admin, and checks the
 * warehouse invariants (warehouse-invariants.ts) when the file is done. The server, the users and
 * Demo's actor can be taken at the file's top (stand-ins); pickerId is read from the first test on.
 */
export function useWarehouseSuite(grants: string[] = []): WarehouseSuite {
  const suite = {} as WarehouseSuite;
  beforeAll(async () => {
    suite.ts = await startTestServer();
    if (grants.length) await grantToAdmins(suite.ts, grants);
    suite.admin = await signInAs(suite.ts.baseUrl, 'admin');
    suite.picker = await signInAs(suite.ts.baseUrl, 'picker');
    suite.north = await signInAs(suite.ts.baseUrl, 'northAdmin');
    suite.demo = await actorOf(suite.ts, 'Demo');
    suite.pickerId = (await actorOf(suite.ts, 'Demo', 'picker')).userId;
  });
  afterAll(async () => {
    expect(await warehouseViolations(suite.ts.database.db)).toEqual([]);
    await suite.ts?.close();
  });
  return {
    ...standInFields(suite, ['ts', 'admin', 'picker', 'north', 'demo'], 'the warehouse suite'),
    get pickerId() {
      return suite.pickerId;
    },
  };
}

/** A prepared order of `lines` lines (one task each) of materials no other test used (`skip`): its order, task ids and job id. */
export async function preparedOrder(s: Pick<WarehouseSuite, 'ts' | 'admin' | 'demo'>, lines: number, skip: number) {
  const materials = await freePickMaterials(s.ts, s.demo.businessUnitId, 10, lines, skip);
  const order = await newOrder(
    s.ts,
    s.demo,
    materials.map((m) => ({ materialId: m.id, quantity: 1 })),
  );
  expect((await s.admin.put('/api/Process/prepare', { orderIds: [order.id] })).status).toBe(200);
  const tasks = await tasksOfOrder(s.ts, order.id);
  return { order, tasks, jobId: tasks[0].jobId };
}

/** A bulk stock row of the unit with free quantity, not used by the tests before (`skip`). */
export async function bulkStock(ts: TestServer, businessUnitId: number, skip: number) {
  return one<{ id: number; free: number; locationId: number; materialId: number }>(
    ts,
    `select s.id, (s.quantity - s.reserved_quantity)::int as free, s.location_id as "locationId", s.material_id as "materialId" from stocks s join locations l on l.id = s.location_id
       join location_roles r on r.id = l.location_role_id where s.business_unit_id = $1 and r.kind = 'Bulk' and s.quantity > s.reserved_quantity order by s.id offset $2 limit 1`,
    [businessUnitId, skip],
  );
}

/** The unit's quarantine location (a target for moves). */
export const quarantine = async (ts: TestServer, businessUnit = 'Demo') =>
  (await one<{ id: number }>(ts, `select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = $1 and l.name = 'QUAR-01'`, [businessUnit])).id;
