// Sales orders: drafts and changing an Initial order (PUT). The rest: sales-orders.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import type { TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { salesOrder, useSalesOrderServer, type Material } from '../helpers/sales-order-fixture';
import { freePickMaterials, tasksOfOrder } from '../helpers/warehouse-fixtures';

const server = useSalesOrderServer();
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi, demoBu: number, northBu: number, materials: Material[];
beforeAll(() => void ({ ts, admin, picker, north, demoBu, northBu, materials } = server));
const db = () => ts.database.db;
const order = salesOrder;

describe('drafts', () => {
  it('saves, lists, reopens, updates and turns a draft into an order; other units see none of it', async () => {
    const [m1, m2] = await freePickMaterials(ts, demoBu, 5, 2, 4);
    const created = await admin.post('/api/SalesOrderDraft', order([{ materialId: m1.id, quantity: 0 }], { customerName: 'Draft customer', discount: 5 }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = created.body.result;
    expect(draft).toMatchObject({ customerName: 'Draft customer', orderLines: 1, discount: 5, orderType: 'Sales' });
    expect(draft.orderNumber).toMatch(/^SO-\d+$/);
    // The number is reserved: GetSalesOrderNo moves past it.
    expect((await admin.get('/api/SalesOrder/GetSalesOrderNo')).body.result).not.toBe(draft.orderNumber);
    const list = await admin.get('/api/SalesOrderDraft/description');
    expect(list.body.result.map((d: { id: number }) => d.id)).toContain(draft.id);
    expect((await north.get('/api/SalesOrderDraft/description')).body.result.map((d: { id: number }) => d.id)).not.toContain(draft.id);
    expect((await north.get(`/api/SalesOrderDraft/Detail?id=${draft.id}`)).status).toBe(404);
    expect((await north.put('/api/SalesOrderDraft', { id: draft.id, lines: [] })).status).toBe(404);

    // Turning an unfinished draft into an order is refused by the rules.
    const early = await admin.post('/api/SalesOrder/CreateSalesOrderFromDraft', { id: draft.id });
    expect(early.status).toBe(422);
    expect(early.body.details.problems[0].key).toBe('Sales.rules.quantity');

    const upd = await admin.put('/api/SalesOrderDraft', {
      id: draft.id,
      ...order(
        [
          { materialId: m1.id, quantity: 2 },
          { materialId: m2.id, quantity: 1, adjustedPrice: 3.25 },
        ],
        { customerName: 'Draft customer' },
      ),
    });
    expect(upd.status).toBe(200);
    expect(upd.body.result.orderLines).toBe(2);
    const detail = await admin.get(`/api/SalesOrderDraft/Detail?id=${draft.id}`);
    expect(detail.body.result.lines).toMatchObject([
      { materialId: m1.id, quantity: 2, adjustedPrice: null },
      { materialId: m2.id, quantity: 1, adjustedPrice: 3.25 },
    ]);
    expect((await north.post('/api/SalesOrder/CreateSalesOrderFromDraft', { id: draft.id })).status).toBe(404);
    const made = await admin.post('/api/SalesOrder/CreateSalesOrderFromDraft', { id: draft.id });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result.orderNo).toBe(draft.orderNumber);
    expect((await admin.get(`/api/SalesOrderDraft/Detail?id=${draft.id}`)).status).toBe(404);
  });

  it('refuses a draft whose line price or total is larger than an order keeps with 422 in business words, as an order, and changes nothing', async () => {
    const [a, b] = materials;
    const kept = (await admin.post('/api/SalesOrderDraft', order([{ materialId: a.id, quantity: 1 }]))).body.result.id;
    const before = await databaseSnapshot(ts);
    // 1,000,000,000 x 1,000.00 is one cent over 12 digits: the database refused it ("The values break a data rule", no field).
    const line = await admin.post('/api/SalesOrderDraft', order([{ materialId: a.id, quantity: 1_000_000_000, adjustedPrice: 1000 }]));
    expect(line.status, JSON.stringify(line.body)).toBe(422);
    expect(line.body.code).toBe('Sales.Invalid');
    expect(line.body.details.problems).toEqual([expect.objectContaining({ key: 'Sales.rules.amountTooLarge', line: 0 })]);
    const half = { quantity: 600_000_000, adjustedPrice: 1000 };
    const total = await admin.put('/api/SalesOrderDraft', {
      id: kept,
      ...order([
        { materialId: a.id, ...half },
        { materialId: b.id, ...half },
      ]),
    });
    expect(total.status, JSON.stringify(total.body)).toBe(422);
    expect(total.body.details.problems).toEqual([expect.objectContaining({ key: 'Sales.rules.totalTooLarge' })]);
    expect(await changedTables(ts, before)).toEqual([]);
  });

  it('refuses a material twice in a draft, and deletes drafts by repeated ids with a 207 for the missing', async () => {
    const [a] = materials;
    const twice = await admin.post(
      '/api/SalesOrderDraft',
      order([
        { materialId: a.id, quantity: 1 },
        { materialId: a.id, quantity: 1 },
      ]),
    );
    const drafts = async () => (await db().query<{ n: number }>('select count(*)::int as n from sales_order_drafts')).rows[0].n;
    const draftsBefore = await drafts();
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('This material is already added');
    expect(await drafts()).toBe(draftsBefore);
    const one = (await admin.post('/api/SalesOrderDraft', order([{ materialId: a.id, quantity: 1 }]))).body.result.id;
    const two = (await admin.post('/api/SalesOrderDraft', order([]))).body.result.id;
    const foreign = (await north.post('/api/SalesOrderDraft', order([]))).body.result.id;
    const del = await admin.delete(`/api/SalesOrderDraft?ids=${one}&ids=${two}&ids=${foreign}`);
    expect(del.status).toBe(207);
    expect(del.body.result).toMatchObject({ successCount: 2, failedCount: 1 });
    expect((await north.get(`/api/SalesOrderDraft/Detail?id=${foreign}`)).status).toBe(200);
    expect((await db().query('select id from sales_order_drafts where id = any($1::int[])', [[one, two]])).rows).toEqual([]);
    expect((await picker.delete(`/api/SalesOrderDraft?ids=${foreign}`)).status).toBe(403);
    expect((await db().query('select id from sales_order_drafts where id = $1', [foreign])).rows).toEqual([{ id: foreign }]);
  });
});

describe('update a sales order (PUT /api/SalesOrder/{id})', () => {
  type LineRow = { id: number; no: number; materialId: number; quantity: number; adjust: number | null; state: string };
  const linesOf = async (orderId: number) =>
    (
      await db().query<LineRow>(
        `select id, order_line_no as no, material_id as "materialId", ordered_quantity::int as quantity, adjust_price::float8 as adjust, state
           from outgoing_order_lines where order_id = $1 order by order_line_no`,
        [orderId],
      )
    ).rows;
  const headOf = async (orderId: number) =>
    (
      await db().query<{ customer: string; total: number; original: number; discount: number | null; state: string }>(
        `select customer_name as customer, total_sales_price::float8 as total, original_total_sales_price::float8 as original, discount::float8 as discount, state
           from outgoing_orders where id = $1`,
        [orderId],
      )
    ).rows[0];

  it('replaces the header and lines of an Initial order with the same rules, keeping lines by material; other units get 404', async () => {
    const [m1, m2, m3] = await freePickMaterials(ts, demoBu, 5, 3, 12);
    const made = (
      await admin.post(
        '/api/SalesOrder/CreateSalesOrder',
        order([
          { materialId: m1.id, quantity: 2 },
          { materialId: m2.id, quantity: 1 },
        ]),
      )
    ).body.result;
    const [firstLine] = await linesOf(made.id);
    const detail = await admin.get(`/api/SalesOrder/${made.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({ id: made.id, orderNumber: made.orderNo, state: 'Initial', notEditable: null, customerName: 'Karen Blixen' });
    expect(detail.body.result.lines.map((l: { materialId: number }) => l.materialId)).toEqual([m1.id, m2.id]);

    const edited = order(
      [
        { materialId: m3.id, quantity: 1, adjustedPrice: 4.5 },
        { materialId: m1.id, quantity: 3 },
      ],
      { customerName: 'Tove Ditlevsen', discount: 5 },
    );
    const res = await admin.put(`/api/SalesOrder/${made.id}`, edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ id: made.id, orderNo: made.orderNo });
    const lines = await linesOf(made.id);
    expect(lines.map(({ no, materialId, quantity, adjust, state }) => ({ no, materialId, quantity, adjust, state }))).toEqual([
      { no: 1, materialId: m3.id, quantity: 1, adjust: 4.5, state: 'Initial' },
      { no: 2, materialId: m1.id, quantity: 3, adjust: null, state: 'Initial' },
    ]);
    expect(lines[1].id).toBe(firstLine.id);
    const prices = new Map(
      (await db().query<{ id: number; p: number }>('select id, sales_price::float8 as p from materials where id = any($1)', [[m1.id, m3.id]])).rows.map((r) => [r.id, r.p ?? 0]),
    );
    const head = await headOf(made.id);
    expect(head).toMatchObject({ customer: 'Tove Ditlevsen', discount: 5, state: 'Initial' });
    expect(head.original).toBeCloseTo(prices.get(m3.id)! + 3 * prices.get(m1.id)!, 2);
    expect(head.total).toBeCloseTo(Math.round((4.5 + 3 * prices.get(m1.id)!) * 0.95 * 100) / 100, 2);
    // The Outgoing orders list shows the change.
    const list = await admin.get(`/api/OutgoingOrder/description?orderNo=${made.orderNo}&skip=0&take=5`);
    expect(JSON.stringify(list.body)).toContain('Tove Ditlevsen');

    // The same rule set as CreateSalesOrder: 422 with every problem, nothing changed.
    const bad = await admin.put(`/api/SalesOrder/${made.id}`, order([{ materialId: m1.id, quantity: 0 }], { customerName: 'Nobody' }));
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'Sales.Invalid', message: 'Quantity must be a whole number greater than zero' });
    expect((await headOf(made.id)).customer).toBe('Tove Ditlevsen');
    expect(await linesOf(made.id)).toEqual(lines);
    // An order keeps its number; unknown properties are refused.
    expect((await admin.put(`/api/SalesOrder/${made.id}`, { ...edited, orderNumber: 'SO-1' })).status).toBe(400);

    // Another business unit's order does not exist for the caller; without the permission it is 403.
    const { rows: northMaterial } = await db().query<{ id: number }>('select id from materials where business_unit_id = $1 limit 1', [northBu]);
    const edits = await databaseSnapshot(ts);
    expect((await north.get(`/api/SalesOrder/${made.id}`)).status).toBe(404);
    const foreign = await north.put(`/api/SalesOrder/${made.id}`, order([{ materialId: northMaterial[0].id, quantity: 1 }]));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    expect((await admin.put('/api/SalesOrder/2147483647', edited)).status).toBe(404);
    expect((await picker.put(`/api/SalesOrder/${made.id}`, edited)).status).toBe(403);
    expect((await headOf(made.id)).customer).toBe('Tove Ditlevsen');
    expect(await changedTables(ts, edits)).toEqual([]);
  });

  it('refuses a prepared order until it is unprepared, and a started or cancelled one, with a clear message', async () => {
    const [m, other, third] = await freePickMaterials(ts, demoBu, 5, 3, 16);
    const made = (await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: m.id, quantity: 2 }]))).body.result;
    expect((await admin.put('/api/Process/prepare', { orderIds: [made.id] })).status).toBe(200);
    const change = order([
      { materialId: other.id, quantity: 1 },
      { materialId: third.id, quantity: 1 },
    ]);
    const prepared = await admin.put(`/api/SalesOrder/${made.id}`, change);
    expect(prepared.status).toBe(422);
    expect(prepared.body).toMatchObject({ code: 'Sales.OrderPrepared', message: 'The order is prepared: unprepare it before editing' });
    expect((await admin.get(`/api/SalesOrder/${made.id}`)).body.result.notEditable).toMatchObject({ code: 'Sales.OrderPrepared' });

    // Unprepared, it holds nothing: the edit goes through; the old line, named by the cancelled tasks, stays as Cancelled.
    expect((await admin.put('/api/Process/unprepare', { orderIds: [made.id] })).status).toBe(200);
    const after = await admin.put(`/api/SalesOrder/${made.id}`, change);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect((await linesOf(made.id)).map(({ no, materialId, state }) => ({ no, materialId, state }))).toEqual([
      { no: 1, materialId: other.id, state: 'Initial' },
      { no: 2, materialId: third.id, state: 'Initial' },
      { no: 3, materialId: m.id, state: 'Cancelled' },
    ]);
    expect((await admin.get(`/api/SalesOrder/${made.id}`)).body.result.lines.map((l: { materialId: number }) => l.materialId)).toEqual([other.id, third.id]);

    // Started on the floor (one of two lines picked): "Order already started!", and nothing changes.
    expect((await admin.put('/api/Process/prepare', { orderIds: [made.id] })).status).toBe(200);
    // The tasks of this preparation (the first one's were cancelled by the unprepare).
    const tasks = (await tasksOfOrder(ts, made.id)).filter((t) => t.state !== 'Cancelled');
    for (const jobId of new Set(tasks.map((t) => t.jobId))) expect((await admin.put('/api/Terminal/startJob', { jobId })).status).toBe(200);
    const performed = await admin.put('/api/Terminal/performTask', { taskId: tasks[0].id, confirmedQuantity: tasks[0].requested });
    expect(performed.status, JSON.stringify(performed.body)).toBe(200);
    expect((await headOf(made.id)).state).toBe('Started');
    const before = await linesOf(made.id);
    const started = await admin.put(`/api/SalesOrder/${made.id}`, order([{ materialId: m.id, quantity: 1 }]));
    expect(started.status).toBe(422);
    expect(started.body).toMatchObject({ code: 'Orders.AlreadyStarted', message: 'Order already started!' });
    expect(await linesOf(made.id)).toEqual(before);

    // Cancelled: over.
    const [c] = await freePickMaterials(ts, demoBu, 5, 1, 22);
    const gone = (await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: c.id, quantity: 1 }]))).body.result;
    expect((await admin.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [gone.orderNo] })).status).toBe(200);
    const over = await databaseSnapshot(ts);
    const cancelled = await admin.put(`/api/SalesOrder/${gone.id}`, order([{ materialId: c.id, quantity: 2 }]));
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.message).toBe('Order already cancelled');
    expect(await changedTables(ts, over)).toEqual([]);
  });
});
