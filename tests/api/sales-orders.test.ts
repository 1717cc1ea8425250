import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { freePickMaterials, tasksOfOrder } from '../helpers/warehouse-fixtures';
import { readZip, writeZip, zeroBomb } from '../helpers/zip-craft';

let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let north: TestApi;
let demoBu: number;
let northBu: number;
type Material = { id: number; itemNo: string; barcode: string | null; salesPrice: number | null };
let materials: Material[];

const db = () => ts.database.db;

beforeAll(async () => {
  ts = await startTestServer();
  const { rows: units } = await db().query<{ id: number; name: string }>(`select id, name from business_units where name in ('Demo', 'North')`);
  demoBu = units.find((u) => u.name === 'Demo')!.id;
  northBu = units.find((u) => u.name === 'North')!.id;
  // North gets the feature here so that the isolation between two units with sales orders shows.
  await db().query(`insert into business_unit_features values ($1, 'CreateSalesOrderFromCockpit') on conflict do nothing`, [northBu]);
  [admin, picker, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'northAdmin')]);
  materials = (
    await db().query<Material>(
      `select id, item_no as "itemNo", barcode, sales_price::float8 as "salesPrice" from materials where business_unit_id = $1 and barcode is not null and sales_price > 0 order by id limit 12`,
      [demoBu],
    )
  ).rows;
});
afterAll(() => ts?.close());

const order = (lines: Array<{ materialId: number; quantity: number; adjustedPrice?: number | null }>, extra: Record<string, unknown> = {}) => ({
  orderType: 'Sales',
  customerName: 'Karen Blixen',
  companyName: 'Rungstedlund A/S',
  address: 'Rungsted Strandvej 111',
  zipCode: '2960',
  city: 'Rungsted Kyst',
  countryCode: 'DK',
  email: 'karen@example.dk',
  phone: '+45 45 57 10 57',
  deliveryType: 'Standard',
  lines,
  ...extra,
});

async function upload(api: TestApi, name: string, content: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const res = await fetch(`${ts.baseUrl}/api/SalesOrder/UploadLines`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'client-version': '2.83.55' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('order number and look-ups', () => {
  it('hands out the next SO- number above orders and drafts', async () => {
    const res = await admin.get('/api/SalesOrder/GetSalesOrderNo');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatch(/^SO-\d+$/);
    const { rows } = await db().query<{ n: number }>(
      `select max(substring(order_no from 4)::int) as n from outgoing_orders where business_unit_id = $1 and order_no ~ '^SO-\\d+$'`,
      [demoBu],
    );
    expect(res.body.result).toBe(`SO-${(rows[0].n ?? 100000) + 1}`);
    expect((await admin.get('/api/OutgoingOrder/deliveryType')).body.result.map((d: { name: string }) => d.name)).toContain('Standard');
    expect((await admin.get('/api/OutgoingOrder/orderType')).body.result.map((d: { name: string }) => d.name)).toContain('Sales');
  });

  it('lists existing customers whose order opens getCustomerInformation', async () => {
    const res = await admin.get('/api/SalesOrder/customers?search=a');
    expect(res.status).toBe(200);
    const first = res.body.result[0];
    const info = await admin.get(`/api/OutgoingOrder/getCustomerInformation/${first.orderId}`);
    expect(info.body.result.customerName).toBe(first.customerName);
    expect((await north.get(`/api/OutgoingOrder/getCustomerInformation/${first.orderId}`)).status).toBe(404);
  });
});

describe('resolving lines', () => {
  it('flags duplicate, ambiguous, not found and already added lines', async () => {
    const [a, b, c, d] = materials;
    // Make one barcode name two materials.
    await db().query('update materials set barcode = $1 where id = $2', [c.barcode, d.id]);
    const res = await admin.post('/api/SalesOrder/ResolveLines', {
      lines: [
        { row: 1, reference: a.itemNo, quantity: '2' },
        { row: 2, reference: b.barcode, quantity: 1, price: '9,95' },
        { row: 3, reference: a.barcode, quantity: 1 },
        { row: 4, reference: c.barcode, quantity: 1 },
        { row: 5, reference: 'NO-SUCH-ITEM', quantity: 1 },
        { row: 6, reference: materials[5].itemNo, quantity: 1 },
      ],
      alreadyAdded: [materials[5].id],
    });
    expect(res.status).toBe(200);
    const lines = res.body.result;
    expect(lines.map((l: { flag?: string }) => l.flag ?? 'ok')).toEqual(['ok', 'ok', 'duplicate', 'ambiguous', 'notFound', 'alreadyAdded']);
    expect(lines[1]).toMatchObject({ material: { id: b.id }, price: 9.95 });
    expect(lines[3].candidates.map((m: { id: number }) => m.id).sort()).toEqual([c.id, d.id].sort());
    await db().query('update materials set barcode = $1 where id = $2', [d.barcode, d.id]);
  });

  it("does not resolve another unit's materials", async () => {
    const res = await north.post('/api/SalesOrder/ResolveLines', { lines: [{ row: 1, reference: materials[0].itemNo, quantity: 1 }] });
    const mine = (await db().query('select 1 from materials where business_unit_id = $1 and (item_no = $2 or barcode = $2)', [northBu, materials[0].itemNo])).rows.length;
    if (mine === 0) expect(res.body.result[0].flag).toBe('notFound');
    expect(res.body.result[0].material?.id).not.toBe(materials[0].id);
  });

  it('refuses unknown properties and too many lines with a 400', async () => {
    expect((await admin.post('/api/SalesOrder/ResolveLines', { lines: [], extra: 1 })).status).toBe(400);
    const many = Array.from({ length: 5001 }, (_, i) => ({ row: i + 1, reference: 'x', quantity: 1 }));
    expect((await admin.post('/api/SalesOrder/ResolveLines', { lines: many })).status).toBe(400);
  });
});

describe('Validate and CreateSalesOrder: one rule set', () => {
  it('refuses an order without a customer name (blank is none) with 422 at the field, and creates nothing', async () => {
    const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from outgoing_orders')).rows[0].n;
    const before = await count();
    for (const customerName of [null, '', '   ']) {
      const res = await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: materials[0].id, quantity: 1 }], { customerName }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'Sales.Invalid', message: 'Enter the customer name' });
      expect(res.body.details.problems).toEqual([{ field: 'customerName', key: 'Sales.rules.customerRequired', message: 'Enter the customer name' }]);
    }
    expect(await count()).toBe(before);
  });

  it('answers every broken rule, and CreateSalesOrder refuses the same with 422 and changes nothing', async () => {
    const [a, b] = materials;
    const bad = order(
      [
        { materialId: a.id, quantity: 0 },
        { materialId: b.id, quantity: 1.5, adjustedPrice: 1.234 },
        { materialId: b.id, quantity: 2, adjustedPrice: 0 },
      ],
      { discount: 0, deliveryType: 'Teleport' },
    );
    const v = await admin.post('/api/SalesOrder/Validate', bad);
    expect(v.status).toBe(200);
    expect(v.body.result.valid).toBe(false);
    expect(v.body.result.problems.map((p: { key: string }) => p.key)).toEqual([
      'Sales.rules.quantity',
      'Sales.rules.quantity',
      'Sales.rules.priceDecimals',
      'Sales.rules.price',
      'Sales.rules.alreadyAdded',
      'Sales.rules.discount',
      'Sales.rules.deliveryTypeUnknown',
    ]);
    expect(v.body.result.problems.map((p: { message: string }) => p.message)).toContain('This material is already added');
    const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from outgoing_orders')).rows[0].n;
    const before = await count();
    const c = await admin.post('/api/SalesOrder/CreateSalesOrder', bad);
    expect(c.status).toBe(422);
    expect(c.body.code).toBe('Sales.Invalid');
    expect(c.body.details.problems).toEqual(v.body.result.problems);
    expect(await admin.post('/api/SalesOrder/Validate', order([])).then((r) => r.body.result.problems[0].message)).toBe('Add at least one material');
    expect(await count()).toBe(before);
  });

  it("refuses another unit's material as not found", async () => {
    const { rows } = await db().query<{ id: number }>('select id from materials where business_unit_id = $1 limit 1', [northBu]);
    const before = await databaseSnapshot(ts);
    const res = await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: rows[0].id, quantity: 1 }]));
    expect(res.status).toBe(422);
    expect(res.body.details.problems[0].key).toBe('Sales.rules.materialNotFound');
    expect(await changedTables(ts, before)).toEqual([]);
  });

  it('creates an Initial outgoing order with the totals, which can be prepared', async () => {
    const [m1, m2] = await freePickMaterials(ts, demoBu, 5, 2);
    const prices = (await db().query<{ id: number; p: number }>('select id, sales_price::float8 as p from materials where id = any($1)', [[m1.id, m2.id]])).rows;
    const price = (id: number) => prices.find((p) => p.id === id)!.p ?? 0;
    const no = (await admin.get('/api/SalesOrder/GetSalesOrderNo')).body.result;
    const res = await admin.post(
      '/api/SalesOrder/CreateSalesOrder',
      order(
        [
          { materialId: m1.id, quantity: 2 },
          { materialId: m2.id, quantity: 1, adjustedPrice: 7.5 },
        ],
        { orderNumber: no, discount: 10 },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.orderNo).toBe(no);
    const [row] = (
      await db().query<{ state: string; total: number; original: number; discount: number; customer: string; delivery: string }>(
        `select state, total_sales_price::float8 as total, original_total_sales_price::float8 as original, discount::float8 as discount, customer_name as customer, delivery_type as delivery
           from outgoing_orders where id = $1 and business_unit_id = $2`,
        [res.body.result.id, demoBu],
      )
    ).rows;
    expect(row).toMatchObject({ state: 'Initial', discount: 10, customer: 'Karen Blixen', delivery: 'Standard' });
    expect(row.original).toBeCloseTo(2 * price(m1.id) + price(m2.id), 2);
    expect(row.total).toBeCloseTo(Math.round((2 * price(m1.id) + 7.5) * 0.9 * 100) / 100, 2);
    // It is a list row of Outgoing orders and prepares like any order.
    const list = await admin.get(`/api/OutgoingOrder/description?orderNo=${no}&skip=0&take=5`);
    expect(JSON.stringify(list.body)).toContain(no);
    const prep = await admin.put('/api/Process/prepare', { orderIds: [res.body.result.id] });
    expect(prep.status).toBe(200);
    expect(prep.body.result).toMatchObject({ successCount: 1 });
    // The same number again is refused, and nothing is written.
    const prepared = await databaseSnapshot(ts);
    const again = await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: m1.id, quantity: 1 }], { orderNumber: no }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Order already exists');
    expect(await changedTables(ts, prepared)).toEqual([]);
  });

  it('is refused without the permission or the feature', async () => {
    const body = order([{ materialId: materials[0].id, quantity: 1 }]);
    expect((await picker.post('/api/SalesOrder/CreateSalesOrder', body)).status).toBe(403);
    expect((await picker.post('/api/SalesOrderDraft', body)).status).toBe(403);
    await db().query(`delete from business_unit_features where business_unit_id = $1 and feature = 'CreateSalesOrderFromCockpit'`, [northBu]);
    const northNoFeature = await signInAs(ts.baseUrl, 'northAdmin');
    const res = await northNoFeature.get('/api/SalesOrder/GetSalesOrderNo');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('Features.NotEnabled');
    await db().query(`insert into business_unit_features values ($1, 'CreateSalesOrderFromCockpit')`, [northBu]);
  });
});

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

describe('uploads', () => {
  it('serves a sample workbook that uploads as it comes', async () => {
    const res = await fetch(`${ts.baseUrl}/api/SalesOrder/samplefile`, { headers: { authorization: `Bearer ${admin.token}`, 'client-version': '2.83.55' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('sales-order-sample.xlsx');
    const file = Buffer.from(await res.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ExcelJS.Buffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('Item number or barcode');
    const up = await upload(admin, 'sales-order-sample.xlsx', file);
    expect(up.status).toBe(200);
    expect(up.body.result.lines).toHaveLength(3);
    const resolved = await admin.post('/api/SalesOrder/ResolveLines', { lines: up.body.result.lines });
    expect(resolved.body.result.every((l: { flag?: string }) => !l.flag)).toBe(true);
  });

  it('reads the first sheet only, formulas as their saved result, and .csv', async () => {
    const wb = new ExcelJS.Workbook();
    const s = wb.addWorksheet('Lines');
    s.addRow(['Item', 'Qty', 'Price']);
    s.addRow([materials[0].itemNo, { formula: '1+1', result: 2 }, 4.5]);
    s.addRow([materials[1].itemNo, { formula: 'A1*0' }]);
    wb.addWorksheet('Other').addRow([materials[2].itemNo, 9]);
    const up = await upload(admin, 'lines.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(up.status).toBe(200);
    expect(up.body.result.lines).toEqual([
      { row: 2, reference: materials[0].itemNo, quantity: 2, price: 4.5 },
      { row: 3, reference: materials[1].itemNo, quantity: null, price: null },
    ]);
    const csv = await upload(admin, 'lines.csv', Buffer.from(`\uFEFFitem;quantity\n${materials[0].itemNo};3\n`), 'text/csv');
    expect(csv.body.result.lines).toEqual([{ row: 2, reference: materials[0].itemNo, quantity: '3', price: null }]);
  });

  it('refuses a file that is no workbook, a too large file, too many rows and a zip bomb with a clear 4xx', async () => {
    const pdf = await upload(admin, 'order.pdf', Buffer.from('%PDF-1.7\n\u0000binary'));
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe('The file is not an Excel workbook (.xlsx) or a .csv file');
    const broken = await upload(admin, 'order.xlsx', Buffer.from('PK\u0003\u0004 no zip at all'));
    expect(broken.status).toBe(400);
    expect((await upload(admin, 'big.csv', Buffer.alloc(6 * 1024 * 1024, 'a'))).status).toBe(413);
    const rows = Array.from({ length: 5001 }, (_, i) => `M${i},1`).join('\n');
    const tooMany = await upload(admin, 'rows.csv', Buffer.from(rows));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe('The file has more than 5000 lines');

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow([materials[0].itemNo, 1]);
    const entries = readZip(Buffer.from(await wb.xlsx.writeBuffer())).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, compressed: zeroBomb(2), size: 1000 } : e));
    const before = process.memoryUsage().rss;
    const bomb = await upload(admin, 'bomb.xlsx', writeZip(entries));
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toBe('The workbook expands to more than the upload limit');
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
    expect((await apiClient(ts.baseUrl, admin.token).post('/api/SalesOrder/UploadLines', { file: 'x' })).status).toBe(400);
  });
});

describe('cancel sales order', () => {
  it('cancels an Initial order by number; an unknown or foreign number is a failed line', async () => {
    const [m] = await freePickMaterials(ts, demoBu, 5, 1, 8);
    const made = (await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: m.id, quantity: 1 }]))).body.result;
    const res = await admin.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [made.orderNo, 'SO-999999999'] });
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 1 });
    expect((await db().query<{ state: string }>('select state from outgoing_orders where id = $1', [made.id])).rows[0].state).toBe('Cancelled');
    // Without the permission: refused before anything, even for an order that could be cancelled.
    const open = (await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: m.id, quantity: 1 }]))).body.result;
    const before = await databaseSnapshot(ts);
    expect((await picker.post('/api/OutgoingOrder/cancelsalesorder', { orderNumbers: [open.orderNo] })).status).toBe(403);
    expect(await changedTables(ts, before)).toEqual([]);
    expect((await db().query<{ state: string }>('select state from outgoing_orders where id = $1', [open.id])).rows[0].state).toBe('Initial');
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
