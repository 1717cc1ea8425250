import { beforeAll, describe, expect, it } from 'vitest';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import type { TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { all, one } from '../helpers/warehouse-fixtures';
import { purchaseViolations } from '../helpers/warehouse-invariants';
import { purchaseHelpers, usePurchaseServer } from '../helpers/purchase-fixture';

// Purchase draft numbers, saving drafts and Create PO. The calculated demand: purchase-demand.test.ts.
const server = usePurchaseServer();
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi, changes: RowChange[];
beforeAll(() => void ({ ts, admin, picker, north, changes } = server));
const { today, daysAgo, demoSuppliers, materialsOf, draftCount, openIngoing, saveDraft } = purchaseHelpers(server);

describe('numbers', () => {
  it('gives the next draft and order numbers, one or several', async () => {
    expect((await admin.get('/api/Draft/GetDraftNo')).body.result).toMatch(/^PD-\d+$/);
    const three = (await admin.get('/api/Draft/GetDraftNo?count=3')).body.result as string[];
    expect(three).toHaveLength(3);
    expect(new Set(three).size).toBe(3);
    expect((await admin.get('/api/Draft/GetOrderNo')).body.result).toMatch(/^PO-\d+$/);
    expect((await admin.get('/api/Draft/GetOrderNo?count=0')).status).toBe(400);
  });
});

describe('saving drafts', () => {
  it('saves one draft per supplier and lists them with their lines', async () => {
    const [a, b] = await demoSuppliers(2);
    const [ma] = await materialsOf(a.id);
    const [mb1, mb2] = await materialsOf(b.id);
    changes.length = 0;
    const res = await admin.post('/api/Draft', {
      drafts: [
        { supplierId: a.id, historyFrom: daysAgo(30), historyTo: today(), lines: [{ materialId: ma, orderedQuantity: 5, calculatedDemand: 4 }] },
        {
          supplierId: b.id,
          lines: [
            { materialId: mb1, orderedQuantity: 2 },
            { materialId: mb2, orderedQuantity: 3 },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    const saved = res.body.result.drafts as Array<{ id: number; draftNumber: string; supplierId: number }>;
    expect(saved).toHaveLength(2);
    expect(saved[0].draftNumber).not.toBe(saved[1].draftNumber);
    expect(changes.some((c) => c.viewName === 'Draft')).toBe(true);
    const list = (await admin.get('/api/Draft/GetAllSupplier')).body.result as Array<{ id: number; supplierName: string; draftLineCount: number; totalCost: number }>;
    const rowB = list.find((r) => r.id === saved[1].id)!;
    expect(rowB.supplierName).toBe(b.name);
    expect(rowB.draftLineCount).toBe(2);
    const lines = (await admin.get(`/api/Draft/GetDraftLines?draftId=${saved[1].id}`)).body.result as Array<{ totalCostPrice: number; orderedQuantity: number; costPrice: number }>;
    expect(lines).toHaveLength(2);
    expect(Number(rowB.totalCost)).toBeCloseTo(
      lines.reduce((s, l) => s + l.totalCostPrice, 0),
      2,
    );
    const paged = await admin.get('/api/Draft/GetAllSupplier?skip=0&take=1');
    expect(paged.body.result.totalCount).toBeGreaterThanOrEqual(2);
    const supplierRow = ((await admin.get('/api/Supplier/description')).body.result as Array<{ id: number; draftCount: number }>).find((r) => r.id === a.id)!;
    expect(supplierRow.draftCount).toBeGreaterThanOrEqual(1);
    // The materials-select dialog no longer offers what the draft holds.
    const offered = (await admin.get(`/api/Material/GetUndraftedSupplierMaterials/${b.id}/${saved[1].id}`)).body.result as Array<{ id: number }>;
    expect(offered.some((m) => m.id === mb1 || m.id === mb2)).toBe(false);
    expect(offered.length).toBe((await materialsOf(b.id)).length - 2);
    expect(offered[0]).toMatchObject({ ingoing: expect.any(Number), available: expect.any(Number), calculatedDemand: expect.any(Number) });
    expect((await admin.get(`/api/Material/GetUndraftedSupplierMaterials/${b.id}/0`)).body.result).toHaveLength((await materialsOf(b.id)).length);
    // Another unit sees none of it.
    expect(((await north.get('/api/Draft/GetAllSupplier')).body.result as unknown[]).length).toBe(0);
    expect((await north.get(`/api/Draft/GetDraftLines?draftId=${saved[1].id}`)).body.result).toEqual([]);
    expect((await north.get(`/api/Draft/Detail?id=${saved[1].id}`)).status).toBe(404);
    expect((await admin.get(`/api/Draft/Detail?id=${saved[1].id}`)).body.result.lines).toHaveLength(2);
  });

  it('answers "Couldn\'t save some drafts" with the errors per supplier, keeping the good ones', async () => {
    const [a, b, c] = await demoSuppliers(3);
    const [ma] = await materialsOf(a.id);
    const [mb] = await materialsOf(b.id);
    const before = await draftCount();
    const res = await admin.post('/api/Draft', {
      drafts: [
        { supplierId: a.id, lines: [{ materialId: ma, orderedQuantity: 1 }] },
        { supplierId: b.id, lines: [{ materialId: mb, orderedQuantity: 0 }] },
        { supplierId: c.id, lines: [] },
      ],
    });
    expect(res.status).toBe(207);
    expect(res.body.result.failedTitle).toBe('Errors.Drafts.notSaved');
    const failed = res.body.result.failed as Array<{ id: number; label: string; message: string }>;
    expect(failed.map((f) => [f.id, f.label, f.message])).toEqual([
      [b.id, b.name, 'Enter the quantity greater than zero of each material included in the PO draft'],
      [c.id, c.name, 'Add at least one material before saving the draft'],
    ]);
    expect(await draftCount()).toBe(before + 1);
    const fraction = await admin.post('/api/Draft', { drafts: [{ supplierId: b.id, lines: [{ materialId: mb, orderedQuantity: 1.5 }] }] });
    expect(fraction.status).toBe(207);
    expect(await draftCount()).toBe(before + 1);
  });

  it('refuses a draft number that exists, on save and on update', async () => {
    const [a] = await demoSuppliers(1, 1);
    const [m1, m2] = await materialsOf(a.id);
    const first = await saveDraft(a.id, [{ materialId: m1, orderedQuantity: 1 }], 'PD-TEST-1');
    const dup = await admin.post('/api/Draft', { drafts: [{ supplierId: a.id, draftNumber: 'PD-TEST-1', lines: [{ materialId: m1, orderedQuantity: 1 }] }] });
    expect(dup.status).toBe(207);
    expect(dup.body.result.failed[0].message).toBe('Draft number already exists');
    const second = await saveDraft(a.id, [{ materialId: m2, orderedQuantity: 2 }]);
    const put = await admin.put('/api/Draft', { id: second.id, draftNumber: 'PD-TEST-1', lines: [{ materialId: m2, orderedQuantity: 2 }] });
    expect(put.status).toBe(422);
    expect(put.body).toMatchObject({ code: 'Drafts.DraftNumberExists', message: 'Draft number already exists' });
    expect((await one<{ n: string }>(ts, 'select draft_number as n from purchase_drafts where id = $1', [second.id])).n).toBe(second.draftNumber);
    expect(first.draftNumber).toBe('PD-TEST-1');
  });

  it('updates a draft under the same rules', async () => {
    const [a] = await demoSuppliers(1, 2);
    const [m1, m2] = await materialsOf(a.id);
    const d = await saveDraft(a.id, [{ materialId: m1, orderedQuantity: 1 }]);
    const ok = await admin.put('/api/Draft', {
      id: d.id,
      draftNumber: `${d.draftNumber}-B`,
      lines: [
        { materialId: m1, orderedQuantity: 4 },
        { materialId: m2, orderedQuantity: 6 },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ draftNumber: `${d.draftNumber}-B`, draftLineCount: 2 });
    expect((await admin.put('/api/Draft', { id: d.id, lines: [] })).body.message).toBe('Add at least one material before saving the draft');
    expect((await admin.put('/api/Draft', { id: d.id, lines: [{ materialId: m1, orderedQuantity: -2 }] })).status).toBe(422);
    expect((await north.put('/api/Draft', { id: d.id, lines: [{ materialId: m1, orderedQuantity: 2 }] })).status).toBe(404);
    expect((await admin.put('/api/Draft', { id: d.id, lines: [{ materialId: m1, orderedQuantity: 2 }], extra: 1 })).status).toBe(400);
    const lines = (await admin.get(`/api/Draft/GetDraftLines?draftId=${d.id}`)).body.result as Array<{ orderedQuantity: number }>;
    expect(lines.map((l) => l.orderedQuantity)).toEqual([4, 6]);
  });

  it("moves a material of another supplier to the draft's supplier (the warned unlink)", async () => {
    const [a, b] = await demoSuppliers(2, 3);
    const [mb] = await materialsOf(b.id);
    await saveDraft(a.id, [{ materialId: mb, orderedQuantity: 1 }]);
    expect((await one<{ s: number }>(ts, 'select supplier_id as s from materials where id = $1', [mb])).s).toBe(a.id);
    const forAssoc = (await admin.get(`/api/Material/GetMaterialsForAssociations?supplierId=${b.id}`)).body.result as Array<{ id: number; linkedToOtherSupplier: boolean }>;
    expect(forAssoc.find((m) => m.id === mb)?.linkedToOtherSupplier).toBe(true);
  });

  it("deletes drafts by repeated ids; another unit's id is a failed line", async () => {
    const [a] = await demoSuppliers(1);
    const [m] = await materialsOf(a.id);
    const d1 = await saveDraft(a.id, [{ materialId: m, orderedQuantity: 1 }]);
    const d2 = await saveDraft(a.id, [{ materialId: m, orderedQuantity: 1 }]);
    expect((await north.delete(`/api/Draft?ids=${d1.id}`)).status).toBe(207);
    const res = await admin.delete(`/api/Draft?ids=${d1.id}&ids=${d2.id}&ids=${d2.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result.successCount).toBe(2);
    expect((await one<{ n: number }>(ts, 'select count(*)::int as n from purchase_drafts where id = any($1::int[])', [[d1.id, d2.id]])).n).toBe(0);
  });

  it('refuses the picker every draft change with 403, changing nothing', async () => {
    const [a] = await demoSuppliers(1);
    const [m] = await materialsOf(a.id);
    const d = await saveDraft(a.id, [{ materialId: m, orderedQuantity: 1 }]);
    const before = await draftCount();
    for (const res of [
      await picker.post('/api/Draft', { drafts: [{ supplierId: a.id, lines: [{ materialId: m, orderedQuantity: 1 }] }] }),
      await picker.put('/api/Draft', { id: d.id, lines: [{ materialId: m, orderedQuantity: 9 }] }),
      await picker.delete(`/api/Draft?ids=${d.id}`),
      await picker.post('/api/Draft/CreatePO', { draftIds: [d.id], receivingDate: today() }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await draftCount()).toBe(before);
    expect((await one<{ s: string }>(ts, 'select state as s from purchase_drafts where id = $1', [d.id])).s).toBe('Draft');
  });
});

describe('Create PO', () => {
  it("makes an Initial ingoing order with the draft's lines; the draft is Ordered and leaves the list", async () => {
    const [a] = await demoSuppliers(1, 4);
    const [m1, m2] = await materialsOf(a.id);
    const d = await saveDraft(a.id, [
      { materialId: m1, orderedQuantity: 7 },
      { materialId: m2, orderedQuantity: 3 },
    ]);
    const ingoingBefore = await openIngoing(m1);
    const ingoingBeforeM2 = await openIngoing(m2);
    const orderNo = (await admin.get('/api/Draft/GetOrderNo')).body.result as string;
    changes.length = 0;
    const res = await admin.post('/api/Draft/CreatePO', {
      draftIds: [d.id],
      orderNo,
      receivingDate: daysAgo(-5),
      deliveryDate: daysAgo(-4),
      deliveryPriority: 2,
      deliveryType: 'Express',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.orders[0].orderNo).toBe(orderNo);
    const order = await one<{ id: number; state: string; supplierId: number; priority: number; expected: string }>(
      ts,
      `select id, state, supplier_id as "supplierId", priority, to_char(expected_receipt_date, 'YYYY-MM-DD') as expected from ingoing_orders where order_no = $1`,
      [orderNo],
    );
    expect(order).toMatchObject({ state: 'Initial', supplierId: a.id, priority: 2, expected: daysAgo(-5) });
    const lines = await all<{ materialId: number; q: number }>(
      ts,
      'select material_id as "materialId", ordered_quantity::int as q from ingoing_order_lines where order_id = $1 order by order_line_no',
      [order.id],
    );
    expect(lines).toEqual([
      { materialId: m1, q: 7 },
      { materialId: m2, q: 3 },
    ]);
    expect(await openIngoing(m1)).toBe(ingoingBefore + 7);
    expect((await one<{ s: string }>(ts, 'select state as s from purchase_drafts where id = $1', [d.id])).s).toBe('Ordered');
    expect(((await admin.get('/api/Draft/GetAllSupplier')).body.result as Array<{ id: number }>).some((r) => r.id === d.id)).toBe(false);
    expect(changes.some((c) => c.viewName === 'IngoingOrder')).toBe(true);
    expect(changes.some((c) => c.viewName === 'Draft' && c.methodName === 'Deleted')).toBe(true);
    // The draft lines now show the ingoing quantity; the invariant holds.
    expect(await purchaseViolations(ts.database.db)).toEqual([]);
    // Ordered drafts are neither updated, deleted nor ordered again.
    expect((await admin.put('/api/Draft', { id: d.id, lines: [{ materialId: m1, orderedQuantity: 1 }] })).body.message).toBe('The draft is already ordered');
    expect((await admin.delete(`/api/Draft?ids=${d.id}`)).status).toBe(207);
    const again = await admin.post('/api/Draft/CreatePO', { draftIds: [d.id], receivingDate: today() });
    expect(again.status).toBe(207);

    // Received and completed in the engine: the ingoing quantity follows.
    const [line] = await all<{ id: number }>(ts, 'select id from ingoing_order_lines where order_id = $1 order by order_line_no', [order.id]);
    const receipt = await admin.post('/api/Terminal/receiveLine', { orderLineId: line.id, quantity: 7 });
    expect(receipt.status).toBe(200);
    expect(await openIngoing(m1)).toBe(ingoingBefore);
    expect((await admin.patch('/api/IngoingOrder/complete', { orderIds: [order.id] })).status).toBe(200);
    expect(await openIngoing(m2)).toBe(ingoingBeforeM2);
    expect(await purchaseViolations(ts.database.db)).toEqual([]);
  });

  it('answers "Couldn\'t Create PO" per supplier: order already exists, another unit, several drafts', async () => {
    const [a, b] = await demoSuppliers(2, 1);
    const [ma] = await materialsOf(a.id);
    const [mb] = await materialsOf(b.id);
    const existing = (await one<{ no: string }>(ts, "select order_no as no from ingoing_orders o join business_units u on u.id = o.business_unit_id where u.name = 'Demo' limit 1"))
      .no;
    const da = await saveDraft(a.id, [{ materialId: ma, orderedQuantity: 2 }]);
    const db = await saveDraft(b.id, [{ materialId: mb, orderedQuantity: 2 }]);
    const exists = await admin.post('/api/Draft/CreatePO', { draftIds: [da.id], orderNo: existing, receivingDate: today() });
    expect(exists.status).toBe(207);
    expect(exists.body.result.failed).toEqual([
      expect.objectContaining({ id: da.id, label: `${a.name} (${da.draftNumber})`, code: 'Drafts.OrderExists', message: 'Order already exists' }),
    ]);
    expect((await one<{ s: string }>(ts, 'select state as s from purchase_drafts where id = $1', [da.id])).s).toBe('Draft');
    expect((await admin.post('/api/Draft/CreatePO', { draftIds: [da.id, db.id], orderNo: 'PO-X', receivingDate: today() })).status).toBe(422);
    // Several drafts at once: the good one is ordered, the failure is listed by supplier.
    await ts.database.db.query("update suppliers set supplier_status = 'Active' where id = $1", [b.id]);
    const ordered = await admin.post('/api/Draft/CreatePO', { draftIds: [db.id], receivingDate: today() });
    expect(ordered.status).toBe(200);
    const dc = await saveDraft(a.id, [{ materialId: ma, orderedQuantity: 3 }]);
    const res = await admin.post('/api/Draft/CreatePO', { draftIds: [db.id, dc.id], receivingDate: today() });
    expect(res.status).toBe(207);
    expect(res.body.result.failedTitle).toBe('Errors.Drafts.notOrdered');
    expect(res.body.result.failed).toEqual([expect.objectContaining({ id: db.id, label: `${b.name} (${db.draftNumber})`, code: 'Drafts.AlreadyOrdered' })]);
    expect(res.body.result.orders).toEqual([expect.objectContaining({ draftId: dc.id, orderNo: expect.stringMatching(/^PO-\d+$/) })]);
    const orders = async () => (await one<{ n: number }>(ts, 'select count(*)::int as n from ingoing_orders')).n;
    const ordersBefore = await orders();
    const foreign = await north.post('/api/Draft/CreatePO', { draftIds: [da.id], receivingDate: today() });
    expect(foreign.status).toBe(207);
    expect(foreign.body.result.failed[0].code).toBe('NotFound');
    expect((await admin.post('/api/Draft/CreatePO', { draftIds: [da.id], receivingDate: '2026-02-30' })).status).toBe(422);
    expect((await admin.post('/api/Draft/CreatePO', { draftIds: [da.id] })).status).toBe(400);
    // None of the refused calls made an order or touched the draft.
    expect(await orders()).toBe(ordersBefore);
    expect((await one<{ s: string }>(ts, 'select state as s from purchase_drafts where id = $1', [da.id])).s).toBe('Draft');
  });

  it('makes exactly one order when two users order the same draft at once', async () => {
    const [a] = await demoSuppliers(1, 2);
    const [m] = await materialsOf(a.id);
    const other = await signInAs(ts.baseUrl, 'admin');
    for (let round = 0; round < 3; round++) {
      const d = await saveDraft(a.id, [{ materialId: m, orderedQuantity: 1 }]);
      const [r1, r2] = await Promise.all([
        admin.post('/api/Draft/CreatePO', { draftIds: [d.id], receivingDate: today() }),
        other.post('/api/Draft/CreatePO', { draftIds: [d.id], receivingDate: today() }),
      ]);
      expect([r1.status, r2.status].sort()).toEqual([200, 207]);
      const { n } = await one<{ n: number }>(ts, 'select count(*)::int as n from ingoing_orders where supplier_order_id = $1', [d.draftNumber]);
      expect(n).toBe(1);
    }
  });
});
