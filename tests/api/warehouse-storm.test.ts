import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';
import { act, actorOf, all } from '../helpers/warehouse-fixtures';
import { purchaseViolations, warehouseViolations } from '../helpers/warehouse-invariants';
import { runStorm } from '../helpers/warehouse-storm';
import { createOutgoingOrder } from '../../plugins/warehouse/server/engine/create-orders';

let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer();
  await ts.database.db.query(
    `insert into role_permissions (role_id, scope, key, allowed) select r.id, 'data', k, true from user_roles r,
       unnest(array['partly_prepare', 'cancel_order_process', 'adjust_picked_quantity', 'change_delivery_type', 'dedicate_location_to_material', 'remove_dedicated_location']) k where r.name in ('AdminRole', 'SuperUserRole')
     on conflict (role_id, scope, key) do update set allowed = true`,
  );
});
afterAll(() => ts?.close());

describe('invariant storm', () => {
  it('keeps every invariant after 2,000+ actions from several users in parallel', async () => {
    const demo = await actorOf(ts, 'Demo');
    const materials = await all<{ id: number }>(ts, 'select id from materials where business_unit_id = $1 and available_quantity > 0 order by id', [demo.businessUnitId]);
    const users = [
      { name: 'admin', api: await signInAs(ts.baseUrl, 'admin') },
      { name: 'super', api: await signInAs(ts.baseUrl, 'super') },
      { name: 'picker', api: await signInAs(ts.baseUrl, 'picker'), floor: true },
      { name: 'picker2', api: await signInAs(ts.baseUrl, 'picker'), floor: true },
    ];
    const started = performance.now();
    const result = await runStorm({
      users,
      actionsPerUser: 1500,
      totalActions: 2100,
      seed: 20261122,
      createOrder: async (r) => {
        const lines = [...new Set(Array.from({ length: r.int(1, 4) }, () => r.pick(materials).id))].map((materialId) => ({ materialId, quantity: r.int(1, 6) }));
        await act(ts, demo, (w) => createOutgoingOrder(w, { customerName: 'Storm', deliveryType: 'Standard', lines }));
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`storm: ${result.actions} actions in ${seconds.toFixed(1)} s`, JSON.stringify(result.byStatus), JSON.stringify(result.byAction));
    expect(result.serverErrors).toEqual([]);
    expect(result.actions).toBeGreaterThanOrEqual(2000);
    // The storm did real work, not only refusals.
    expect(result.byAction.performTask?.['200'] ?? 0).toBeGreaterThan(100);
    expect(result.byAction.prepare?.['200'] ?? 0).toBeGreaterThan(20);
    // The planning edits in the mix went through too (each is picked some 20 times).
    for (const action of ['assignJob', 'reassign', 'changePriorityDate', 'changeDeliveryType', 'dedicate', 'minMax', 'saveDraft', 'createPO'])
      expect(result.byAction[action]?.['200'] ?? 0, action).toBeGreaterThan(0);
    expect(await warehouseViolations(ts.database.db)).toEqual([]);
    expect(await purchaseViolations(ts.database.db)).toEqual([]);
  }, 300_000);
});
