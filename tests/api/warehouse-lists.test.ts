import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { actorOf, all, freePickMaterials, newOrder, one, tasksOfOrder } from '../helpers/warehouse-fixtures';
import { warehouseViolations } from '../helpers/warehouse-invariants';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import type { Actor } from '../../apps/server/src/work/work';
import type { InventoryState, JobState, LineState, OrderState } from '../../plugins/warehouse/server/engine/states';

let ts: TestServer;
let admin: TestApi;
let north: TestApi;
let demo: Actor;

const LISTS: Array<[string, string]> = [
  ['/api/OutgoingOrder/description', 'orderNo'],
  ['/api/IngoingOrder/description', 'orderNo'],
  ['/api/Operation/description', 'operationsSummarizedState'],
  ['/api/Job/description', 'name'],
  ['/api/Task/description', 'taskType'],
  ['/api/Stock/description', 'quantity'],
  ['/api/Maintenance/description', 'minQuantity'],
  ['/api/Inventory/description', 'journalName'],
  ['/api/Inventory/lines', 'stockQty'],
];

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signInAs(ts.baseUrl, 'admin');
  north = await signInAs(ts.baseUrl, 'northAdmin');
  demo = await actorOf(ts, 'Demo');
});
afterAll(() => ts?.close());

// Every state of warehouse/states.ts (a Record, so the compiler says when a state is added and not listed here).
const ORDER_STATES: Record<OrderState, true> = { Initial: true, Started: true, Completed: true, Cancelled: true };
const LINE_STATES: Record<LineState, true> = {
  Initial: true,
  FailedInPreparation: true,
  PendingMaintenance: true,
  ReadyForPick: true,
  InProgress: true,
  Completed: true,
  Cancelled: true,
};
const JOB_STATES: Record<JobState, true> = { Initial: true, Started: true, Completed: true, Cancelled: true };
// Initial is momentary: create inventory makes the count jobs at once (Started).
const INVENTORY_STATES: Record<Exclude<InventoryState, 'Initial'>, true> = { Started: true, Counted: true, Approved: true, Cancelled: true };

// First, before the tests below change the data.
describe('demo data (scale 1)', () => {
  const states = async (table: string) =>
    (await all<{ state: string }>(ts, `select distinct state from ${table} where business_unit_id = $1 order by state`, [demo.businessUnitId])).map((r) => r.state);

  it('has outgoing and ingoing orders in every state and outgoing lines in every line state', async () => {
    expect(await states('outgoing_orders')).toEqual(Object.keys(ORDER_STATES).sort());
    expect(await states('outgoing_order_lines')).toEqual(Object.keys(LINE_STATES).sort());
    expect(await states('ingoing_orders')).toEqual(Object.keys(ORDER_STATES).sort());
    // The grid shows them: each order state answers rows.
    for (const state of Object.keys(ORDER_STATES)) {
      expect((await admin.get(`/api/OutgoingOrder/description?state=${state}&skip=0&take=1`)).body.result.totalCount, state).toBeGreaterThan(0);
    }
  });

  it('has prepared, started and completed jobs with their tasks', async () => {
    expect(await states('jobs')).toEqual(Object.keys(JOB_STATES).sort());
    // Prepared: Initial jobs holding Prepared tasks; started: Started jobs with tasks in progress.
    const [jobs] = await all<{ prepared: number; started: number; completed: number }>(
      ts,
      `select count(*) filter (where j.state = 'Initial' and exists (select 1 from tasks t where t.job_id = j.id and t.state = 'Prepared'))::int as prepared,
              count(*) filter (where j.state = 'Started' and exists (select 1 from tasks t where t.job_id = j.id and t.state = 'InProgress'))::int as started,
              count(*) filter (where j.state = 'Completed' and exists (select 1 from tasks t where t.job_id = j.id and t.state = 'Performed'))::int as completed
         from jobs j where j.business_unit_id = $1`,
      [demo.businessUnitId],
    );
    expect(jobs.prepared).toBeGreaterThan(0);
    expect(jobs.started).toBeGreaterThan(0);
    expect(jobs.completed).toBeGreaterThan(0);
    expect(await states('tasks')).toEqual(['Cancelled', 'InProgress', 'Performed', 'Prepared']);
  });

  it('has open and counted inventories', async () => {
    expect(await states('inventories')).toEqual(Object.keys(INVENTORY_STATES).sort());
    expect(await states('inventory_lines')).toEqual(['Accepted', 'Cancelled', 'Counted', 'Initial']);
  });

  it('has replenishment needs, open replenishments of both kinds, and historical rows', async () => {
    // Min/max levels reached (replenishments open in the Maintenance grid) and order lines waiting for one.
    expect((await admin.get('/api/Maintenance/description?openReplenishment=true&skip=0&take=1')).body.result.totalCount).toBeGreaterThan(0);
    const open = await all<{ kind: string }>(ts, `select distinct kind from replenishments where business_unit_id = $1 and state = 'Open' order by kind`, [demo.businessUnitId]);
    expect(open.map((r) => r.kind)).toEqual(['MinMax', 'OrderBased']);
    for (const table of ['outgoing_orders', 'ingoing_orders', 'operations', 'jobs', 'tasks']) {
      const [{ n }] = await all<{ n: number }>(ts, `select count(*)::int as n from ${table} where business_unit_id = $1 and historical`, [demo.businessUnitId]);
      expect(n, table).toBeGreaterThan(0);
    }
    const [{ n }] = await all<{ n: number }>(ts, `select count(*)::int as n from material_transactions where business_unit_id = $1 and created_at < now() - interval '7 days'`, [
      demo.businessUnitId,
    ]);
    expect(n).toBeGreaterThan(0);
  });

  it('keeps every invariant', async () => {
    expect(await warehouseViolations(ts.database.db)).toEqual([]);
  });
});

describe('warehouse lists', () => {
  it('answers every list classic and paged, scoped to the business unit', async () => {
    for (const [path, field] of LISTS) {
      const classic = await admin.get(path);
      expect(classic.status, path).toBe(200);
      expect(Array.isArray(classic.body.result), path).toBe(true);
      expect(classic.body.result.length, path).toBeGreaterThan(0);
      expect(classic.body.result[0], path).toHaveProperty(field);
      const page = await admin.get(`${path}?skip=0&take=5`);
      expect(page.body.result.data.length, path).toBeLessThanOrEqual(5);
      expect(page.body.result.totalCount, path).toBeGreaterThan(0);
      const last = await admin.get(`${path}?skip=${Math.max(0, page.body.result.totalCount - 5)}&take=5`);
      expect(last.body.result.data.length, path).toBe(Math.min(5, page.body.result.totalCount));
      // North sees its own rows only.
      const ids = new Set(classic.body.result.map((r: { id: number }) => r.id));
      const northRows = (await north.get(path)).body.result as Array<{ id: number }>;
      expect(
        northRows.some((r) => ids.has(r.id)),
        path,
      ).toBe(false);
    }
  });

  it('hides historical rows unless asked for with a from date', async () => {
    const all = (await admin.get('/api/OutgoingOrder/description')).body.result as Array<{ historical: boolean }>;
    expect(all.some((r) => r.historical)).toBe(false);
    const refused = await admin.get('/api/OutgoingOrder/description?historical=true');
    expect(refused.status).toBe(400);
    const withHistory = (await admin.get('/api/OutgoingOrder/description?historical=true&fromDate=2000-01-01')).body.result as Array<{ historical: boolean }>;
    expect(withHistory.some((r) => r.historical)).toBe(true);
    expect((await admin.get('/api/Job/description?historical=true&fromDate=2000-01-01')).body.result.some((r: { historical: boolean }) => r.historical)).toBe(true);
  });

  it('filters and sorts on the whitelisted fields only', async () => {
    const completed = (await admin.get('/api/OutgoingOrder/description?state=Completed&state=Cancelled')).body.result as Array<{ state: string }>;
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((r) => ['Completed', 'Cancelled'].includes(r.state))).toBe(true);
    const stocks = (await admin.get('/api/Stock/description?locationRole=Bulk&quantityFrom=100&orderBy=fifoDate&orderDirection=desc&skip=0&take=50')).body.result.data as Array<{
      locationRole: string;
      quantity: number;
      fifoDate: string;
    }>;
    expect(stocks.every((s) => s.locationRole === 'Bulk' && s.quantity >= 100)).toBe(true);
    expect(stocks.map((s) => s.fifoDate)).toEqual([...stocks.map((s) => s.fifoDate)].sort().reverse());
    expect((await admin.get('/api/Stock/description?orderBy=materialName')).status).toBe(400);
    expect((await admin.get('/api/Task/description?nope=1')).status).toBe(400);
    const inProgress = (await admin.get('/api/Task/description?state=InProgress&processDefinitionName=Picking')).body.result as Array<{ state: string; jobState: string }>;
    expect(inProgress.every((t) => t.state === 'InProgress' && t.jobState === 'Started')).toBe(true);
    const below = (await admin.get('/api/Maintenance/description?belowMin=true')).body.result as Array<{ belowMin: boolean; replenishmentNeed: number }>;
    expect(below.every((r) => r.belowMin && r.replenishmentNeed >= 0)).toBe(true);
  });

  it('returns the task fields, with movement need and user logs', async () => {
    const [task] = (await admin.get('/api/Task/description?processDefinitionName=Picking&state=Performed&historical=true&fromDate=2000-01-01')).body.result;
    for (const field of [
      'processId',
      'jobId',
      'orderLineNo',
      'materialItemNo',
      'uoM',
      'taskType',
      'fromStockId',
      'orderNumber',
      'requestedQuantity',
      'confirmedQuantity',
      'fromLocation',
      'toLocation',
      'fromLocationRole',
      'toLocationRole',
      'performedBy',
      'performedDate',
      'operationState',
      'processDefinitionName',
      'movementNeed',
      'userLogs',
    ]) {
      expect(task, field).toHaveProperty(field);
    }
    expect(task.movementNeed).toMatchObject({ requiredPlaceLocation: task.toLocation });
    expect(task.toLocationRole).toBe('Outbound');
  });
});

describe('live updates', () => {
  it('publishes the changed rows after commit, in exactly the list shape, under the grid view names', async () => {
    const changes: RowChange[] = [];
    const stop = ts.server.ctx.changes.subscribe((c) => changes.push(c));
    const [m] = await freePickMaterials(ts, demo.businessUnitId, 5, 1, 3);
    const order = await newOrder(ts, demo, [{ materialId: m.id, quantity: 1 }]);
    changes.length = 0;
    await admin.put('/api/Process/prepare', { orderIds: [order.id] });
    const views = new Set(changes.map((c) => c.viewName));
    for (const v of ['OutgoingOrder', 'Operation', 'Job', 'Task', 'Stock', 'Material']) expect(views, v).toContain(v);
    expect(changes.every((c) => c.businessUnitId === demo.businessUnitId)).toBe(true);
    const published = changes.find((c) => c.viewName === 'OutgoingOrder' && (c.viewModel as { id: number } | undefined)?.id === order.id)?.viewModel;
    const listed = (await admin.get(`/api/OutgoingOrder/description?orderNo=${order.orderNo}`)).body.result[0];
    expect(JSON.parse(JSON.stringify(published))).toEqual(listed);

    const [task] = await tasksOfOrder(ts, order.id);
    changes.length = 0;
    await admin.put('/api/Job/dissolve', { jobIds: [task.jobId] });
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Job', methodName: 'Deleted', id: task.jobId }));
    // A refused action publishes nothing.
    changes.length = 0;
    await admin.put('/api/Job/dissolve', { jobIds: [task.jobId] });
    expect(changes).toEqual([]);
    stop();
  });

  it('publishes Maintenance rows when stock at their place changes', async () => {
    const changes: RowChange[] = [];
    const stop = ts.server.ctx.changes.subscribe((c) => changes.push(c));
    const level = await one<{ id: number; materialId: number; locationId: number }>(
      ts,
      'select id, material_id as "materialId", location_id as "locationId" from maintenance_levels where business_unit_id = $1 order by id limit 1',
      [demo.businessUnitId],
    );
    await admin.post('/api/Stock/gain', { materialId: level.materialId, locationId: level.locationId, quantity: 1, causeCode: 'Found' });
    expect(changes.some((c) => c.viewName === 'Maintenance' && ((c.viewModel as { id: number } | undefined)?.id === level.id || c.ids?.includes(level.id)))).toBe(true);
    stop();
  });
});
