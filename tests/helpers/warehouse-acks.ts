import type { Queryable } from '../../apps/server/src/db/types';
import { ACK_CHECKS, num, type Env, type Row } from './warehouse-ack-checks';
import { acknowledged, type Call, type CallLog } from './warehouse-call-log';

/**
 * The crash test's verdict: every acknowledged call checked against the restarted database
 * (warehouse-ack-checks.ts), and one made-up acknowledgement per check to show each can fail.
 */

/** Checks every acknowledged call (or the given ones) against the database; answers the problems found. */
export async function ackProblems(db: Queryable, log: CallLog, only?: Call[]): Promise<string[]> {
  const acked = log.calls.filter(acknowledged);
  const env: Env = {
    one: async (sql, params) => (await db.query<Row>(sql, params)).rows[0],
    count: async (sql, params) => Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0),
    calls: log.calls,
    acks: (a) => [a, ...acked.filter((c) => c !== a && c.action === a.action)],
  };
  const problems: string[] = [];
  for (const a of only ?? acked) {
    const check = a.action ? ACK_CHECKS[a.action] : undefined;
    const problem = check ? await check(a, env) : `no check for ${a.action ?? a.path}`;
    if (problem) problems.push(`${a.action} ${JSON.stringify(a.body)} -> ${JSON.stringify(a.result)}: ${problem}`);
  }
  return problems;
}

const NONE = 2_000_000_000;

/**
 * One made-up acknowledged call per check, each naming something that did not happen (a task that
 * is not performed, a value that was never written, an id that does not exist): every check must
 * report it. This is what shows that the checks can fail. Runs after the real checks (it may add a
 * dedicated location to have one to "remove").
 */
export async function fabricatedCalls(db: Queryable): Promise<Call[]> {
  const row = async (sql: string): Promise<Row> => (await db.query<Row>(sql)).rows[0] ?? {};
  const task = await row(`select id from tasks where state in ('Prepared', 'InProgress') order by id limit 1`);
  const performed = await row(`select id from tasks where state = 'Performed' order by id limit 1`);
  const pick = await row(`select id, confirmed_quantity as q from tasks where state = 'Performed' and process_type = 'Picking' order by id limit 1`);
  const job = await row(`select id from jobs where state = 'Initial' order by id limit 1`);
  const order = await row(`select id from outgoing_orders where state = 'Initial' order by id limit 1`);
  const prepared = await row(`select order_id as id from operations where state not in ('Completed', 'Cancelled') order by id limit 1`);
  const line = await row(`select id, ordered_quantity as q from outgoing_order_lines order by id limit 1`);
  const level = await row(`select material_id as m, location_id as l, max_quantity as max from maintenance_levels order by id limit 1`);
  const inventory = await row(`select id from inventories where state not in ('Approved', 'Cancelled') order by id limit 1`);
  const invLine = await row(`select id from inventory_lines where state <> 'Accepted' order by id limit 1`);
  await db.query(
    `insert into dedicated_locations (business_unit_id, location_id, material_id) select business_unit_id, location_id, material_id from stocks order by id limit 1 on conflict do nothing`,
  );
  const dedicated = await row(`select location_id as l, material_id as m from dedicated_locations order by location_id limit 1`);
  const free = await row(
    `select s.location_id as l, s.material_id as m from stocks s where not exists (select 1 from dedicated_locations d where d.location_id = s.location_id and d.material_id = s.material_id) order by s.id limit 1`,
  );
  const id = (r: Row) => (r.id === undefined ? NONE : num(r.id));
  const fakes: Array<[string, string, Record<string, unknown>, Record<string, unknown>?]> = [
    ['performTask', '/api/Terminal/performTask', { taskId: id(task), confirmedQuantity: 1 }],
    ['startJob', '/api/Terminal/startJob', { jobId: id(job) }],
    ['gain', '/api/Stock/gain', { stockId: NONE, quantity: 1, reasonText: 'never made' }, { stockId: NONE }],
    ['lose', '/api/Stock/lose', { stockId: NONE, quantity: 1, reasonText: 'never made' }],
    ['move', '/api/Stock/move', { stockId: NONE, quantity: 1, toLocationId: NONE }, {}],
    ['cancelTask', '/api/Task/cancel', { taskIds: [id(performed.id === undefined ? task : performed)] }],
    ['endJob', '/api/Job/end', { jobIds: [id(job)] }],
    ['cancelJob', '/api/Job/cancel', { jobIds: [id(job)] }],
    ['dissolveJob', '/api/Job/dissolve', { jobIds: [id(job)] }],
    ['createJobFromTasks', '/api/Job/createAndAssignJobFromTasks', { taskIds: [NONE] }, { jobIds: [NONE] }],
    ['jobFromStocks', '/api/Job/createAndStartFromStocks', { stockIds: [NONE], toLocationId: NONE }, { jobIds: [NONE] }],
    ['unprepareStock', '/api/Stock/unprepare', { stockIds: [NONE] }],
    ['createInventory', '/api/Job/createInventoryJobs', { name: 'never made', maxTasksPerJob: 1 }, { inventoryId: NONE, lineCount: 1 }],
    ['acceptLine', '/api/Inventory/lines/accept', { lineIds: [id(invLine)] }],
    ['recount', '/api/Job/createRecountInventoryJobs', { inventoryId: NONE, lineIds: [NONE] }, { lineIds: [NONE] }],
    ['approveInventory', '/api/Inventory/approveInventory', { ids: [id(inventory)] }],
    ['cancelInventory', '/api/Inventory/cancelInventory', { ids: [id(inventory)] }],
    ['cancelOrder', '/api/OutgoingOrder/cancel', { orderIds: [id(order)] }],
    ['cancelOrderProcess', '/api/Process/cancelOrderInProcesses', { orderIds: [id(order)] }],
    ['prepare', '/api/Process/prepare', { orderIds: [NONE] }],
    ['unprepare', '/api/Process/unprepare', { orderIds: [id(prepared)] }],
    ['splitOrder', '/api/Operation/SplitOrder', { orderId: NONE, orderLineIds: [NONE] }, { orderId: NONE, orderNo: 'never made' }],
    ['editQuantity', '/api/OutgoingOrder/orderline/quantity', { orderLineId: id(line), quantity: num(line.q ?? 0) + 1000 }],
    ['adjustPicked', '/api/OutgoingOrder/pickedStock', { taskId: id(pick), confirmedQuantity: num(pick.q ?? 0) + 1000 }],
    ['replenish', '/api/Maintenance/replenishMinMax', { ids: [NONE] }, { successCount: 1 }],
    ['receive', '/api/Terminal/receiveLine', { orderLineId: NONE, quantity: 1 }, { stockId: NONE, taskId: null }],
    ['assignJob', '/api/Job/assign', { jobIds: [NONE], userId: 1 }],
    ['reassign', '/api/Operation/reassign', { operationIds: [NONE], userId: 1 }],
    ['changePriorityDate', '/api/OutgoingOrder/DeliveryPriority', { orderIds: [id(order)], deliveryDate: '1999-01-01', priority: 1 }],
    ['changeDeliveryType', '/api/OutgoingOrder/DeliveryType', { orderIds: [id(order)], deliveryType: 'Never made' }],
    ['dedicate', '/api/Stock/dedicateLocation', { stockIds: [NONE] }, { locationId: free.l ?? NONE, materialId: free.m ?? NONE }],
    ['removeDedication', '/api/Stock/removeDedicatedLocation', { stockIds: [NONE] }, { locationId: dedicated.l, materialId: dedicated.m }],
    ['minMax', '/api/Maintenance/minMax', { materialId: level.m ?? NONE, locationId: level.l ?? NONE, minQuantity: 0, maxQuantity: num(level.max ?? 0) + 1000 }],
    ['saveDraft', '/api/Draft', { drafts: [] }, { drafts: [{ id: NONE, supplierId: NONE, draftNumber: 'never made' }] }],
    ['createPO', '/api/Draft/CreatePO', { draftIds: [NONE] }, { orders: [{ draftId: NONE, orderId: NONE, orderNo: 'never made' }] }],
  ];
  // After every recorded call, so that no recorded call can have run after them.
  return fakes.map(([action, path, body, result], i) => ({ action, path, body, result: result ?? {}, status: 200, sentAt: 1e12 + 2 * i, answeredAt: 1e12 + 2 * i + 1 }));
}
