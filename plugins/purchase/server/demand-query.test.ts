import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../tests/helpers/engine-fixture';
import type { DemandCriteria } from '../rules/answers';
import { supplierDemand } from './demand-query';

/**
 * The purchase demand figures read from a real database: which materials, which shipments of the
 * history period (both end days included) and which open purchase lines count.
 */
const f = useEngineFixture();

async function supplier(name: string, leadTime: number | null): Promise<number> {
  return (await f.one<{ id: number }>('insert into suppliers (business_unit_id, supplier_name, average_lead_time) values ($1, $2, $3) returning id', [f.bu, name, leadTime])).id;
}

interface MaterialSpec {
  supplierId: number;
  itemNo: string;
  available: number;
  min?: number | null;
  max?: number | null;
  cost?: number | null;
  group?: string | null;
  abc?: string | null;
}

async function material(m: MaterialSpec): Promise<number> {
  return (
    await f.one<{ id: number }>(
      `insert into materials (business_unit_id, item_no, name, supplier_id, available_quantity, current_quantity, minimum_warehouse_quantity, maximum_warehouse_quantity,
          cost_price, material_group, abc)
       values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10) returning id`,
      [f.bu, m.itemNo, `Name ${m.itemNo}`, m.supplierId, m.available, m.min ?? null, m.max ?? null, m.cost ?? null, m.group ?? null, m.abc ?? null],
    )
  ).id;
}

/** A transaction of this process on `day` (the session's date) plus `time` (an interval). */
async function shipped(materialId: number, quantity: number, day: string, time: string, process = 'Shipping', bu = f.bu): Promise<void> {
  await f.db.query(`insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity) values ($1, $2::date + $3::interval, $4, $5, $6)`, [
    bu,
    day,
    time,
    process,
    materialId,
    quantity,
  ]);
}

async function purchase(state: string, lines: Array<{ materialId: number; ordered: number; received?: number; state?: string }>): Promise<void> {
  const { id } = await f.one<{ id: number }>(`insert into ingoing_orders (business_unit_id, order_no, state) values ($1, $2, $3) returning id`, [
    f.bu,
    `PO-T${Math.random()}`,
    state,
  ]);
  for (const [i, l] of lines.entries()) {
    await f.db.query(
      `insert into ingoing_order_lines (business_unit_id, order_id, order_line_no, material_id, ordered_quantity, received_quantity, state) values ($1, $2, $3, $4, $5, $6, $7)`,
      [f.bu, id, i + 1, l.materialId, l.ordered, l.received ?? 0, l.state ?? 'Initial'],
    );
  }
}

const criteria = (supplierIds: number[], more: Partial<DemandCriteria> = {}): DemandCriteria => ({ supplierIds, historyFrom: '2026-03-01', historyTo: '2026-03-10', ...more });
const demand = (c: DemandCriteria) => supplierDemand(f.db, f.bu, c);

describe('purchase demand query', () => {
  it('counts the shipments of every day of the period, both end days whole, and nothing outside it or of another process', async () => {
    const s = await supplier('Boundary supplier', 10);
    const m = await material({ supplierId: s, itemNo: 'QD-1', available: 0, cost: 2.5 });
    await shipped(m, 1, '2026-03-01', '0 minutes');
    await shipped(m, 2, '2026-03-05', '12 hours');
    await shipped(m, 4, '2026-03-10', '23 hours 59 minutes');
    await shipped(m, 100, '2026-02-28', '23 hours 59 minutes');
    await shipped(m, 100, '2026-03-11', '0 minutes');
    await shipped(m, 100, '2026-03-05', '1 hour', 'Picking');
    const [answer] = await demand(criteria([s]));
    // 7 shipped in 10 days, 10 days' lead time: 7 needed.
    expect(answer).toMatchObject({ supplierId: s, supplierName: 'Boundary supplier', averageLeadTime: 10, totalCost: 17.5 });
    expect(answer.lines).toEqual([
      {
        materialId: m,
        itemNumber: 'QD-1',
        materialName: 'Name QD-1',
        available: 0,
        ingoing: 0,
        costPrice: 2.5,
        minimumWarehouseQuantity: null,
        maximumWarehouseQuantity: null,
        outgoingInPeriod: 7,
        calculatedDemand: 7,
        orderedQuantity: 7,
        totalCostPrice: 17.5,
      },
    ]);
  });

  it('counts as ingoing only what open purchase lines still expect', async () => {
    const s = await supplier('Ingoing supplier', null);
    const m = await material({ supplierId: s, itemNo: 'QI-1', available: 1, min: 10, max: 20, cost: 1 });
    await purchase('Initial', [{ materialId: m, ordered: 5 }]);
    await purchase('Started', [
      { materialId: m, ordered: 6, received: 2, state: 'InProgress' },
      { materialId: m, ordered: 50, received: 1, state: 'Completed' },
      { materialId: m, ordered: 50, state: 'Cancelled' },
    ]);
    await purchase('Completed', [{ materialId: m, ordered: 70 }]);
    await purchase('Cancelled', [{ materialId: m, ordered: 80 }]);
    const [answer] = await demand(criteria([s], { useForecast: false }));
    // Position 1 + 9 = 10 is not below min 10: no demand, and so no line by default.
    expect(answer.lines).toEqual([]);
    const [all] = await demand(criteria([s], { useForecast: false, onlyWithDemand: false }));
    expect(all.lines.map((l) => [l.ingoing, l.calculatedDemand])).toEqual([[9, 0]]);
    await f.db.query('update materials set minimum_warehouse_quantity = 11 where id = $1', [m]);
    const [below] = await demand(criteria([s], { useForecast: false }));
    expect(below.lines.map((l) => [l.ingoing, l.calculatedDemand, l.totalCostPrice])).toEqual([[9, 10, 10]]);
    expect(below.totalCost).toBe(10);
  });

  it('filters by material group and ABC, orders by item number, and uses the lead time given over the supplier’s', async () => {
    const s = await supplier('Filter supplier', 100);
    const a = await material({ supplierId: s, itemNo: 'QF-B', available: 0, group: 'G1', abc: 'A', cost: 0.1 });
    const b = await material({ supplierId: s, itemNo: 'QF-A', available: 0, group: 'G1', abc: 'B', cost: 0.2 });
    const c = await material({ supplierId: s, itemNo: 'QF-C', available: 0, group: 'G2', abc: 'A' });
    for (const m of [a, b, c]) await shipped(m, 10, '2026-03-02', '1 hour');
    const items = async (more: Partial<DemandCriteria>) => (await demand(criteria([s], more)))[0].lines.map((l) => [l.itemNumber, l.calculatedDemand]);
    expect(await items({ leadTimeDays: 2 })).toEqual([
      ['QF-A', 2],
      ['QF-B', 2],
      ['QF-C', 2],
    ]);
    expect(await items({ leadTimeDays: 2, materialGroup: 'G1' })).toEqual([
      ['QF-A', 2],
      ['QF-B', 2],
    ]);
    expect(await items({ leadTimeDays: 2, abc: 'A' })).toEqual([
      ['QF-B', 2],
      ['QF-C', 2],
    ]);
    expect(await items({ materialGroup: 'G1', abc: 'A' })).toEqual([['QF-B', 100]]);
    const [withCost] = await demand(criteria([s], { materialGroup: 'G1', abc: 'B' }));
    expect(withCost.lines[0]).toMatchObject({ costPrice: 0.2, totalCostPrice: 20 });
    expect(withCost.totalCost).toBe(20);
    // Without the forecast the shipments are not read at all.
    expect((await demand(criteria([s], { useForecast: false, onlyWithDemand: false })))[0].lines.map((l) => l.outgoingInPeriod)).toEqual([0, 0, 0]);
  });

  it('answers each supplier asked for, of the caller’s unit only, in name order', async () => {
    const s1 = await supplier('Zeta supplier', 1);
    const s2 = await supplier('Alpha supplier', 1);
    const { north } = await f.one<{ north: number }>(`select id as north from business_units where name = 'North'`);
    const foreign = (await f.one<{ id: number }>(`insert into suppliers (business_unit_id, supplier_name) values ($1, 'North supplier') returning id`, [north])).id;
    const m = await material({ supplierId: s1, itemNo: 'QS-1', available: 0, min: 3 });
    const answer = await demand(criteria([s1, s2, foreign], { useForecast: false }));
    expect(answer.map((a) => [a.supplierName, a.lines.map((l) => [l.materialId, l.calculatedDemand])])).toEqual([
      ['Alpha supplier', []],
      ['Zeta supplier', [[m, 3]]],
    ]);
    expect(await demand(criteria([foreign]))).toEqual([]);
  });
});
