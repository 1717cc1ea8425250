// Sales orders: number and look-ups, resolving lines, the one rule set of Validate and CreateSalesOrder,
// uploaded lines, and cancelling. Drafts and changing an order: sales-order-edits.test.ts.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { apiClient, signInAs, type TestApi } from '../helpers/api-client';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { salesOrder, useSalesOrderServer, type Material } from '../helpers/sales-order-fixture';
import { freePickMaterials } from '../helpers/warehouse-fixtures';
import { readZip, writeZip, zeroBomb } from '../helpers/zip-craft';

const server = useSalesOrderServer();
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi, demoBu: number, northBu: number, materials: Material[];
beforeAll(() => void ({ ts, admin, picker, north, demoBu, northBu, materials } = server));
const db = () => ts.database.db;
const order = salesOrder;

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

  it('refuses a line price or a total larger than an order keeps with 422 at the line, in business words, and creates nothing', async () => {
    const before = await databaseSnapshot(ts);
    // 1,000,000,000 x 1,000.00 is one cent over 12 digits: the database refused it ("The values break a data rule", no field).
    const line = await admin.post('/api/SalesOrder/CreateSalesOrder', order([{ materialId: materials[0].id, quantity: 1_000_000_000, adjustedPrice: 1000 }]));
    expect(line.status).toBe(422);
    expect(line.body.details.problems).toEqual([expect.objectContaining({ key: 'Sales.rules.amountTooLarge', line: 0 })]);
    const half = { quantity: 600_000_000, adjustedPrice: 1000 };
    const total = await admin.post(
      '/api/SalesOrder/Validate',
      order([
        { materialId: materials[0].id, ...half },
        { materialId: materials[1].id, ...half },
      ]),
    );
    expect(total.body.result).toMatchObject({ valid: false, problems: [expect.objectContaining({ key: 'Sales.rules.totalTooLarge' })] });
    expect(await changedTables(ts, before)).toEqual([]);
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
    expect(again.body).toMatchObject({ code: 'Sales.OrderExists', message: 'Order already exists', details: { orderNumber: no } });
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
