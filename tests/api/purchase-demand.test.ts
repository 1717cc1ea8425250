import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import type { TestApi } from '../helpers/api-client';
import { all, one } from '../helpers/warehouse-fixtures';
import { purchaseHelpers, usePurchaseServer } from '../helpers/purchase-fixture';

// The calculated purchase demand per supplier. Draft numbers, saving drafts and Create PO: purchase-drafts.test.ts.
const server = usePurchaseServer();
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi;
beforeAll(() => void ({ ts, admin, picker, north } = server));
const { today, daysAgo, demoSuppliers, materialsOf, openIngoing } = purchaseHelpers(server);

describe('calculated demand', () => {
  it('needs a sales history period that is real and not in the future', async () => {
    const [s] = await demoSuppliers(1);
    expect((await admin.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${s.id}`)).status).toBe(400);
    const future = await admin.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${s.id}&historyFrom=${daysAgo(5)}&historyTo=${daysAgo(-2)}`);
    expect(future.status).toBe(422);
    expect(future.body.message).toBe('The sales history period cannot be in the future');
    expect((await admin.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${s.id}&historyFrom=${daysAgo(1)}&historyTo=${daysAgo(3)}`)).status).toBe(422);
    expect((await picker.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${s.id}&historyFrom=${daysAgo(3)}&historyTo=${today()}`)).status).not.toBe(500);
  });

  it('follows the min/max rule and the forecast from the period', async () => {
    const [s] = await demoSuppliers(1);
    const [m1, m2] = await materialsOf(s.id);
    const mat = await one<{ available: string }>(ts, 'select available_quantity as available from materials where id = $1', [m1]);
    const available = Number(mat.available);
    const ingoing = await openIngoing(m1);
    // Below min: order up to max.
    await ts.database.db.query('update materials set minimum_warehouse_quantity = $2, maximum_warehouse_quantity = $3 where id = $1', [
      m1,
      available + ingoing + 5,
      available + ingoing + 40,
    ]);
    // m2 above min: nothing by the rule.
    await ts.database.db.query('update materials set minimum_warehouse_quantity = 0, maximum_warehouse_quantity = 10 where id = $1', [m2]);
    const q = `supplierIds=${s.id}&historyFrom=${daysAgo(9)}&historyTo=${today()}`;
    const rule = await admin.get(`/api/Draft/GetUnsavedDraftLines?${q}&useForecast=false`);
    expect(rule.status).toBe(200);
    const lines = rule.body.result[0].lines as Array<{ materialId: number; calculatedDemand: number; orderedQuantity: number; totalCostPrice: number; costPrice: number }>;
    const l1 = lines.find((l) => l.materialId === m1)!;
    expect(l1.calculatedDemand).toBe(40);
    expect(l1.orderedQuantity).toBe(40);
    expect(l1.totalCostPrice).toBeCloseTo(l1.costPrice * 40, 2);
    expect(lines.some((l) => l.materialId === m2)).toBe(false);
    // Forecast: 30 shipped in a 10-day period = 3 a day, lead time 4 days -> 12 + min - position = 12 + 5 = 17.
    await ts.database.db.query(
      `insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity) select business_unit_id, now() - interval '2 days', 'Shipping', id, 30 from materials where id = $1`,
      [m1],
    );
    const forecast = await admin.get(`/api/Draft/GetUnsavedDraftLines?${q}&leadTimeDays=4`);
    const f1 = (forecast.body.result[0].lines as Array<{ materialId: number; calculatedDemand: number; outgoingInPeriod: number; available: number; ingoing: number }>).find(
      (l) => l.materialId === m1,
    )!;
    expect(f1.outgoingInPeriod).toBeGreaterThanOrEqual(30);
    const min = available + ingoing + 5;
    expect(f1.calculatedDemand).toBe(Math.max(0, Math.ceil((f1.outgoingInPeriod / 10) * 4 + min - (f1.available + f1.ingoing))));
    expect(f1.calculatedDemand).toBeGreaterThanOrEqual(17);
  });

  it('filters by material group and ABC class, and shows nothing of another unit', async () => {
    const [s] = await demoSuppliers(1);
    const q = `supplierIds=${s.id}&historyFrom=${daysAgo(30)}&historyTo=${today()}&onlyWithDemand=false`;
    const everything = (await admin.get(`/api/Draft/GetUnsavedDraftLines?${q}`)).body.result[0].lines as Array<{ materialId: number }>;
    expect(everything.length).toBe((await materialsOf(s.id)).length);
    const { abc } = await one<{ abc: string }>(ts, 'select abc from materials where supplier_id = $1 and abc is not null limit 1', [s.id]);
    const byAbc = (await admin.get(`/api/Draft/GetUnsavedDraftLines?${q}&abc=${abc}`)).body.result[0].lines as unknown[];
    const { n } = await one<{ n: number }>(ts, 'select count(*)::int as n from materials where supplier_id = $1 and abc = $2', [s.id, abc]);
    expect(byAbc.length).toBe(n);
    expect((await north.get(`/api/Draft/GetUnsavedDraftLines?${q}`)).body.result).toEqual([]);
  });

  // The figures come back from the database as one JSON array (demand-query.ts): every material's
  // own figures, in item-number order, text exactly as stored, nulls as nulls.
  it("answers every material's own figures, checked against a query per material", async () => {
    const [, s] = await demoSuppliers(2);
    const [m1, m2, m3] = await materialsOf(s.id);
    const tricky = 'Bolt "M8" \\ back\\slash, ø æ å, 🙂';
    const kept = await one<{ name: string; cost: number | null; min: number | null; max: number | null }>(
      ts,
      'select name, cost_price as cost, minimum_warehouse_quantity as min, maximum_warehouse_quantity as max from materials where id = $1',
      [m2],
    );
    await ts.database.db.query('update materials set name = $2, cost_price = null, minimum_warehouse_quantity = null, maximum_warehouse_quantity = null where id = $1', [
      m2,
      tricky,
    ]);
    try {
      // Shipping in the period (counted), before it and other kinds (not counted).
      await ts.database.db.query(
        `insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity)
         select business_unit_id, now() - interval '1 day', 'Shipping', id, 7 from materials where id = any($1::int[])
         union all select business_unit_id, now() - interval '3 days', 'Shipping', id, 5 from materials where id = $2
         union all select business_unit_id, now() - interval '40 days', 'Shipping', id, 100 from materials where id = $2
         union all select business_unit_id, now() - interval '1 day', 'Picking', id, 50 from materials where id = $2`,
        [[m1, m3], m3],
      );
      const from = daysAgo(20);
      const to = today();
      const res = await admin.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${s.id}&historyFrom=${from}&historyTo=${to}&onlyWithDemand=false`);
      expect(res.status).toBe(200);
      const lines = res.body.result[0].lines as Array<Record<string, unknown>>;
      const expected = await all<{ id: number; itemNo: string; name: string; available: number; cost: number | null; min: number | null; max: number | null }>(
        ts,
        `select id, item_no as "itemNo", name, available_quantity as available, cost_price as cost, minimum_warehouse_quantity as min, maximum_warehouse_quantity as max
           from materials where supplier_id = $1 order by item_no`,
        [s.id],
      );
      expect(lines.map((l) => l.materialId)).toEqual(expected.map((m) => m.id));
      for (const [i, m] of expected.entries()) {
        const { q } = await one<{ q: number }>(
          ts,
          `select coalesce(sum(quantity), 0)::int as q from material_transactions
            where material_id = $1 and process_type = 'Shipping' and created_at >= $2::date and created_at < $3::date + 1`,
          [m.id, from, to],
        );
        expect(lines[i]).toMatchObject({
          itemNumber: m.itemNo,
          materialName: m.name,
          available: Number(m.available),
          ingoing: await openIngoing(m.id),
          costPrice: Number(m.cost ?? 0),
          minimumWarehouseQuantity: m.min,
          maximumWarehouseQuantity: m.max,
          outgoingInPeriod: q,
        });
      }
      expect(lines.find((l) => l.materialId === m2)).toMatchObject({ materialName: tricky, costPrice: 0, minimumWarehouseQuantity: null, totalCostPrice: 0 });
      expect((lines.find((l) => l.materialId === m3)!.outgoingInPeriod as number) >= 12).toBe(true);
    } finally {
      await ts.database.db.query('update materials set name = $2, cost_price = $3, minimum_warehouse_quantity = $4, maximum_warehouse_quantity = $5 where id = $1', [
        m2,
        kept.name,
        kept.cost,
        kept.min,
        kept.max,
      ]);
    }
  });

  it('counts the shipments of the first and of the last day of the period, whole days, and none outside it', async () => {
    const [s] = await demoSuppliers(1, 2);
    const [m] = await materialsOf(s.id);
    const from = daysAgo(12);
    const to = daysAgo(5);
    const q = `supplierIds=${s.id}&historyFrom=${from}&historyTo=${to}&onlyWithDemand=false&leadTimeDays=8`;
    const line = async () => ((await admin.get(`/api/Draft/GetUnsavedDraftLines?${q}`)).body.result[0].lines as Array<Record<string, number>>).find((l) => l.materialId === m)!;
    const before = await line();
    // The first day from its first moment, the last day through its last second; the days either side not.
    await ts.database.db.query(
      `insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity)
       select business_unit_id, d.at, 'Shipping', id, d.q from materials,
              (values ($2::date + time '00:00', 1), ($3::date + time '12:00', 10), ($3::date + time '23:59:59', 100),
                      ($3::date + 1 + time '00:00', 1000), ($2::date - 1 + time '23:59:59', 10000)) as d(at, q)
        where id = $1`,
      [m, from, to],
    );
    const after = await line();
    expect(after.outgoingInPeriod - before.outgoingInPeriod).toBe(111);
    // The daily average divides by the 8 days of the period, both ends included.
    const target = (after.outgoingInPeriod / 8) * 8 + (after.minimumWarehouseQuantity ?? 0);
    expect(after.calculatedDemand).toBe(Math.max(0, Math.ceil(target - (after.available + after.ingoing) - 1e-9)));
    // A one-day period holds that day's shipments.
    const oneDay = (await admin.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${s.id}&historyFrom=${to}&historyTo=${to}&onlyWithDemand=false&leadTimeDays=1`)).body.result[0]
      .lines as Array<Record<string, number>>;
    const day = oneDay.find((l) => l.materialId === m)!;
    expect(day.outgoingInPeriod).toBeGreaterThanOrEqual(110);
    expect(day.calculatedDemand).toBe(Math.max(0, Math.ceil(day.outgoingInPeriod + (day.minimumWarehouseQuantity ?? 0) - (day.available + day.ingoing) - 1e-9)));
  });

  it('answers an empty list of lines for a supplier without materials', async () => {
    const { id } = await one<{ id: number }>(
      ts,
      `insert into suppliers (business_unit_id, supplier_name, average_lead_time) select id, 'Supplier without materials', 5 from business_units where name = 'Demo' returning id`,
    );
    const res = await admin.get(`/api/Draft/GetUnsavedDraftLines?supplierIds=${id}&historyFrom=${daysAgo(9)}&historyTo=${today()}&onlyWithDemand=false`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([{ supplierId: id, supplierName: 'Supplier without materials', averageLeadTime: 5, lines: [], totalCost: 0 }]);
  });
});
