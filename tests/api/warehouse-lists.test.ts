import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { actorOf, freePickMaterials, newOrder, one, tasksOfOrder } from '../helpers/warehouse-fixtures';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import type { Actor } from '../../apps/server/src/warehouse/work';

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
      expect(northRows.some((r) => ids.has(r.id)), path).toBe(false);
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
    const stocks = (await admin.get('/api/Stock/description?locationRole=Bulk&quantityFrom=100&orderBy=fifoDate&orderDirection=desc&skip=0&take=50')).body.result.data as Array<{ locationRole: string; quantity: number; fifoDate: string }>;
    expect(stocks.every((s) => s.locationRole === 'Bulk' && s.quantity >= 100)).toBe(true);
    expect(stocks.map((s) => s.fifoDate)).toEqual([...stocks.map((s) => s.fifoDate)].sort().reverse());
    expect((await admin.get('/api/Stock/description?orderBy=materialName')).status).toBe(400);
    expect((await admin.get('/api/Task/description?nope=1')).status).toBe(400);
    const inProgress = (await admin.get('/api/Task/description?state=InProgress&processDefinitionName=Picking')).body.result as Array<{ state: string; jobState: string }>;
    expect(inProgress.every((t) => t.state === 'InProgress' && t.jobState === 'Started')).toBe(true);
    const below = (await admin.get('/api/Maintenance/description?belowMin=true')).body.result as Array<{ belowMin: boolean; replenishmentNeed: number }>;
    expect(below.every((r) => r.belowMin && r.replenishmentNeed >= 0)).toBe(true);
  });

  it('returns the task fields of the specification, with movement need and user logs', async () => {
    const [task] = (await admin.get('/api/Task/description?processDefinitionName=Picking&state=Performed&historical=true&fromDate=2000-01-01')).body.result;
    for (const field of ['processId', 'jobId', 'orderLineNo', 'materialItemNo', 'uoM', 'taskType', 'fromStockId', 'orderNumber', 'requestedQuantity', 'confirmedQuantity', 'fromLocation', 'toLocation', 'fromLocationRole', 'toLocationRole', 'performedBy', 'performedDate', 'operationState', 'processDefinitionName', 'movementNeed', 'userLogs']) {
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
    const level = await one<{ id: number; materialId: number; locationId: number }>(ts, 'select id, material_id as "materialId", location_id as "locationId" from maintenance_levels where business_unit_id = $1 order by id limit 1', [demo.businessUnitId]);
    await admin.post('/api/Stock/gain', { materialId: level.materialId, locationId: level.locationId, quantity: 1, causeCode: 'Found' });
    expect(changes.some((c) => c.viewName === 'Maintenance' && ((c.viewModel as { id: number } | undefined)?.id === level.id || c.ids?.includes(level.id)))).toBe(true);
    stop();
  });
});
