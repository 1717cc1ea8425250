import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { actorOf, all, newIngoingOrder, one } from '../helpers/warehouse-fixtures';
import type { Actor } from '../../apps/server/src/work/work';

/**
 * The code switches take effect (docs/decisions/0035-code-switches.md): each test
 * runs the same action with its switch off, then on, switched through the global administrator's
 * POST /api/Settings/EnabledCodeSwitches for the Demo unit.
 */
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let globalAdmin: TestApi;
let demo: Actor;

const setSwitches = async (codeSwitches: string[]) => {
  const res = await globalAdmin.post('/api/Settings/EnabledCodeSwitches', { businessUnitId: demo.businessUnitId, codeSwitches });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** An ingoing order of the given materials and quantities, with its lines. */
async function ingoing(lines: Array<{ materialId: number; quantity: number }>) {
  const o = await newIngoingOrder(ts, demo, lines);
  const rows = await all<{ id: number }>(ts, 'select id from ingoing_order_lines where order_id = $1 order by order_line_no', [o.id]);
  return { ...o, lines: rows };
}
const plainMaterials = (n: number) =>
  all<{ id: number }>(ts, 'select id from materials where business_unit_id = $1 and not has_batch and not has_exp_date order by id desc limit $2', [demo.businessUnitId, n]);

beforeAll(async () => {
  ts = await startTestServer();
  [admin, picker, globalAdmin] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'globalAdmin')]);
  demo = await actorOf(ts, 'Demo');
});
afterAll(async () => {
  await ts?.close();
});

describe('StrictBatchControl', () => {
  it('refuses receiving or gaining a batch-managed material without a batch while on', async () => {
    const [m] = await plainMaterials(1);
    await ts.database.db.query('update materials set has_batch = true where id = $1', [m.id]);
    const location = await one<{ id: number }>(ts, `select id from locations where business_unit_id = $1 and name like 'A-%' order by id limit 1`, [demo.businessUnitId]);
    const o = await ingoing([{ materialId: m.id, quantity: 10 }]);

    await setSwitches([]);
    expect((await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 1 })).status).toBe(200);
    expect((await admin.post('/api/Stock/gain', { materialId: m.id, locationId: location.id, quantity: 1, causeCode: 'FOUND' })).status).toBe(200);

    await setSwitches(['StrictBatchControl']);
    const receipt = await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 1 });
    expect(receipt.status).toBe(422);
    expect(receipt.body.code).toBe('Stock.BatchRequired');
    const gain = await admin.post('/api/Stock/gain', { materialId: m.id, locationId: location.id, quantity: 1, causeCode: 'FOUND' });
    expect(gain.body.code).toBe('Stock.BatchRequired');
    expect((await one<{ received: number }>(ts, 'select received_quantity::int as received from ingoing_order_lines where id = $1', [o.lines[0].id])).received).toBe(1);
    expect((await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 1, batch: 'LOT-9' })).status).toBe(200);
    expect((await admin.post('/api/Stock/gain', { materialId: m.id, locationId: location.id, quantity: 1, causeCode: 'FOUND', batch: 'LOT-9' })).status).toBe(200);
    await setSwitches([]);
  });
});

describe('RequireCauseCodeOnDeviation', () => {
  /** A put-away task (from a receipt) started and ready to be confirmed. */
  async function putAwayTask(): Promise<number> {
    const [m] = await plainMaterials(1);
    const o = await ingoing([{ materialId: m.id, quantity: 10 }]);
    const res = await picker.post('/api/Terminal/receiveLine', { orderLineId: o.lines[0].id, quantity: 10 });
    expect(res.body.result.taskId).toBeTruthy();
    const task = await one<{ jobId: number }>(ts, 'select job_id as "jobId" from tasks where id = $1', [res.body.result.taskId]);
    expect((await picker.put('/api/Terminal/startJob', { jobId: task.jobId })).status).toBe(200);
    return res.body.result.taskId as number;
  }

  it('asks a short confirmation for a Lose cause code of the unit while on, any reason while off', async () => {
    await setSwitches([]);
    const free = await putAwayTask();
    expect((await picker.put('/api/Terminal/performTask', { taskId: free, confirmedQuantity: 8, reasonCode: 'dropped it' })).status).toBe(200);

    await setSwitches(['RequireCauseCodeOnDeviation']);
    const strict = await putAwayTask();
    const refusedReason = await picker.put('/api/Terminal/performTask', { taskId: strict, confirmedQuantity: 8, reasonCode: 'dropped it' });
    expect(refusedReason.status).toBe(400);
    expect(refusedReason.body.code).toBe('Stock.UnknownCauseCode');
    expect((await one<{ state: string }>(ts, 'select state from tasks where id = $1', [strict])).state).toBe('InProgress');
    // A Gain code is not a reason for less.
    expect((await picker.put('/api/Terminal/performTask', { taskId: strict, confirmedQuantity: 8, reasonCode: 'FOUND' })).status).toBe(400);
    expect((await picker.put('/api/Terminal/performTask', { taskId: strict, confirmedQuantity: 8, reasonCode: 'damaged' })).status).toBe(200);
    expect(await one(ts, 'select state, reason_code as "reasonCode" from tasks where id = $1', [strict])).toEqual({ state: 'Performed', reasonCode: 'damaged' });
    const transaction = await one<{ causeCode: string }>(ts, `select cause_code as "causeCode" from material_transactions where task_id = $1`, [strict]);
    expect(transaction.causeCode).toBe('DAMAGED');
    // A confirmation in full is no deviation.
    const whole = await putAwayTask();
    expect((await picker.put('/api/Terminal/performTask', { taskId: whole, confirmedQuantity: 10 })).status).toBe(200);
    await setSwitches([]);
  });

  it('asks a count that differs from the expected quantity for a cause code of its direction', async () => {
    const [location] = await all<{ id: number }>(
      ts,
      `select l.id from locations l join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1 and r.kind = 'Bulk'
          and exists (select 1 from stocks s where s.location_id = l.id and s.quantity > 0 and s.reserved_quantity = 0) order by l.id limit 1`,
      [demo.businessUnitId],
    );
    const pickerId = (await one<{ id: number }>(ts, `select id from users where user_name = 'picker' and business_unit_id = $1`, [demo.businessUnitId])).id;
    const created = await admin.post('/api/Job/createInventoryJobs', { name: 'Switch count', maxTasksPerJob: 50, assignToUserId: pickerId, locationIds: [location.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const jobs = await all<{ id: number }>(ts, `select id from jobs where inventory_id = $1`, [created.body.result.inventoryId]);
    for (const j of jobs) await picker.put('/api/Terminal/startJob', { jobId: j.id });
    const task = await one<{ id: number; requested: number }>(
      ts,
      `select id, requested_quantity::int as requested from tasks where inventory_id = $1 and state = 'InProgress' order by id limit 1`,
      [created.body.result.inventoryId],
    );
    await setSwitches(['RequireCauseCodeOnDeviation']);
    const more = task.requested + 1;
    expect((await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: more })).body.code).toBe('Tasks.CauseCodeRequired');
    expect((await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: more, reasonCode: 'DAMAGED' })).body.code).toBe('Stock.UnknownCauseCode');
    expect((await picker.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: more, reasonCode: 'FOUND' })).status).toBe(200);
    await setSwitches([]);
  });
});

describe('AutoCompleteOrders', () => {
  it('completes an ingoing order once every line had a receipt while on; it waits for the full quantities while off', async () => {
    const [a, b] = await plainMaterials(2);
    const state = (id: number) =>
      one(ts, `select state, (select array_agg(state order by order_line_no) from ingoing_order_lines where order_id = o.id) as lines from ingoing_orders o where id = $1`, [id]);

    await setSwitches([]);
    const off = await ingoing([
      { materialId: a.id, quantity: 10 },
      { materialId: b.id, quantity: 5 },
    ]);
    await picker.post('/api/Terminal/receiveLine', { orderLineId: off.lines[0].id, quantity: 4 });
    await picker.post('/api/Terminal/receiveLine', { orderLineId: off.lines[1].id, quantity: 2 });
    expect(await state(off.id)).toEqual({ state: 'Started', lines: ['InProgress', 'InProgress'] });

    await setSwitches(['AutoCompleteOrders']);
    const on = await ingoing([
      { materialId: a.id, quantity: 10 },
      { materialId: b.id, quantity: 5 },
    ]);
    await picker.post('/api/Terminal/receiveLine', { orderLineId: on.lines[0].id, quantity: 4 });
    expect(await state(on.id)).toEqual({ state: 'Started', lines: ['InProgress', 'Initial'] });
    await picker.post('/api/Terminal/receiveLine', { orderLineId: on.lines[1].id, quantity: 2 });
    expect(await state(on.id)).toEqual({ state: 'Completed', lines: ['Completed', 'Completed'] });
    const row = (await admin.get(`/api/IngoingOrder/description?orderNo=${on.orderNo}`)).body.result[0];
    expect(row).toMatchObject({ state: 'Completed', receivedUnits: 6 });
    await setSwitches([]);
  });
});

describe('SendStockChangedMessages', () => {
  it('writes one outbound StockChanged message per stock change while on, none while off', async () => {
    const messages = async () =>
      (
        await all<{ n: number }>(ts, `select count(*)::int as n from integration_records where business_unit_id = $1 and integration_type = 'StockChanged'`, [demo.businessUnitId])
      )[0].n;
    const stock = await one<{ id: number; itemNo: string }>(
      ts,
      `select s.id, m.item_no as "itemNo" from stocks s join materials m on m.id = s.material_id where s.business_unit_id = $1 and s.quantity > s.reserved_quantity order by s.id limit 1`,
      [demo.businessUnitId],
    );

    await setSwitches([]);
    const before = await messages();
    expect((await admin.post('/api/Stock/gain', { stockId: stock.id, quantity: 1, causeCode: 'FOUND' })).status).toBe(200);
    expect(await messages()).toBe(before);

    await setSwitches(['SendStockChangedMessages']);
    expect((await admin.post('/api/Stock/gain', { stockId: stock.id, quantity: 2, causeCode: 'FOUND' })).status).toBe(200);
    expect(await messages()).toBe(before + 1);
    const message = await one<{ kind: string; direction: string; state: string; body: string }>(
      ts,
      `select record_kind as kind, direction, state, request_body as body from integration_records
        where business_unit_id = $1 and integration_type = 'StockChanged' order by id desc limit 1`,
      [demo.businessUnitId],
    );
    expect(message).toMatchObject({ kind: 'Message', direction: 'Outbound', state: 'Pending' });
    const body = JSON.parse(message.body);
    expect(body.event).toBe('StockChanged');
    expect(body.stocks).toEqual([expect.objectContaining({ stockId: stock.id, itemNo: stock.itemNo })]);
    // A refused change sends nothing.
    expect((await admin.post('/api/Stock/gain', { stockId: stock.id, quantity: 1, causeCode: 'NO-SUCH' })).status).toBe(400);
    expect(await messages()).toBe(before + 1);
    // The integration messages page lists it.
    const listed = await admin.get('/api/IntegrationData?kind=Message&skip=0&take=50');
    expect(JSON.stringify(listed.body)).toContain('StockChanged');
    await setSwitches([]);
  });
});
