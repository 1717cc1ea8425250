import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import type { OrderLineInput } from '@cockpit/server/sdk';
import { createOutgoingOrder } from './create-orders';
import { startJob } from './job-actions';
import { unprepareOrder } from './order-cancel';
import { prepareOrder } from './prepare';
import { splitOrder } from './split-order';
import { performTask } from './task-perform';

/** Split order on a real database: which quantities move, what stays, and both orders' money. */
const f = useEngineFixture();

const create = (lines: OrderLineInput[], more: { discount?: number; comment?: string; customerName?: string } = {}) =>
  f.act((w) => createOutgoingOrder(w, { lines, priority: 3, deliveryType: 'Express', ...more }));
const split = (orderId: number, lineIds: number[]) => f.act((w) => splitOrder(w, orderId, lineIds));
const lines = (orderId: number) =>
  f.rows<{
    id: number;
    no: number;
    m: number;
    q: number;
    state: string;
    unit: number | null;
    adj: number | null;
    price: number | null;
    weight: number | null;
    reason: string | null;
  }>(
    `select id, order_line_no as no, material_id as m, ordered_quantity::int as q, state, sales_unit_price::float8 as unit, adjust_price::float8 as adj,
            sales_price::float8 as price, line_weight::float8 as weight, failure_reason as reason
       from outgoing_order_lines where order_id = $1 order by order_line_no`,
    [orderId],
  );
const header = (orderId: number) =>
  f.one<{
    no: string;
    state: string;
    total: number;
    original: number;
    discount: number | null;
    priority: number;
    type: string;
    comment: string | null;
    customer: string | null;
    weight: number;
  }>(
    `select order_no as no, state, total_sales_price::float8 as total, original_total_sales_price::float8 as original, discount::float8 as discount, priority,
            delivery_type as type, comment, customer_name as customer, order_weight::float8 as weight
       from outgoing_orders where id = $1`,
    [orderId],
  );

async function weighted(weight: number, price: number): Promise<number> {
  const m = await f.material(price);
  await f.db.query('update materials set weight = $2 where id = $1', [m, weight]);
  return m;
}

describe('split order', () => {
  it('moves the whole open quantity of the chosen lines to a new Initial order with the same header; both orders are priced again', async () => {
    const [m1, m2] = [await weighted(2, 10), await weighted(1, 4.99)];
    const o = await create(
      [
        { materialId: m1, quantity: 3, salesUnitPrice: 10, adjustedPrice: 9.5 },
        { materialId: m2, quantity: 5, salesUnitPrice: 4.99 },
      ],
      { discount: 10, comment: 'Ring first', customerName: 'Kunde A/S' },
    );
    expect(await header(o.id)).toMatchObject({ total: 48.11, original: 54.95, weight: 11 });
    const [l1, l2] = await lines(o.id);
    const s = await split(o.id, [l2.id]);
    expect(s.orderNo).toBe(`${o.orderNo}-S1`);
    expect(await header(s.orderId)).toEqual({
      no: `${o.orderNo}-S1`,
      state: 'Initial',
      // 5 x 4.99 = 24.95, less 10% = 22.455, half up 22.46.
      total: 22.46,
      original: 24.95,
      discount: 10,
      priority: 3,
      type: 'Express',
      comment: `Ring first (split from ${o.orderNo})`,
      customer: 'Kunde A/S',
      weight: 5,
    });
    expect(await lines(s.orderId)).toEqual([{ id: expect.any(Number), no: 1, m: m2, q: 5, state: 'Initial', unit: 4.99, adj: null, price: 24.95, weight: 5, reason: null }]);
    // The line left the original order whole and nothing names it: it is gone.
    expect(await lines(o.id)).toEqual([{ ...l1, weight: 6 }]);
    // 3 x 9.50 = 28.50, less 10% = 25.65.
    expect(await header(o.id)).toMatchObject({ state: 'Initial', total: 25.65, original: 30, weight: 6 });
  });

  it('splits off only what is open: picked and in open tasks stays, the line keeps the rest and its state', async () => {
    const m = await weighted(1, 3);
    const other = await weighted(1, 1);
    const pick = await f.location('Pick');
    const stock = await f.stock(m, pick, 4);
    const o = await create([
      { materialId: m, quantity: 10, salesUnitPrice: 3 },
      { materialId: other, quantity: 1, salesUnitPrice: 1 },
    ]);
    await f.act((w) => prepareOrder(w, o.id, 'partly'));
    const [task] = await f.rows<{ id: number; job: number }>('select id, job_id as job from tasks where order_id = $1', [o.id]);
    await f.act((w) => startJob(w, task.job));
    await f.act((w) => performTask(w, task.id, { confirmedQuantity: 4 }));
    // 4 picked, 6 open: prepare again takes nothing (stock is gone), so the 6 are open to split.
    expect(await f.one('select quantity::int as q from stocks where id = $1', [stock])).toEqual({ q: 0 });
    const [l1] = await lines(o.id);
    const s = await split(o.id, [l1.id]);
    expect((await lines(s.orderId)).map((l) => [l.m, l.q, l.price])).toEqual([[m, 6, 18]]);
    expect((await lines(o.id)).map((l) => [l.no, l.q, l.price, l.state])).toEqual([
      [1, 4, 12, 'Completed'],
      [2, 1, 1, 'Initial'],
    ]);
    expect(await header(o.id)).toMatchObject({ total: 13, original: 13, state: 'Started' });
    // A completed line stays, so the other line may leave whole; the second split is numbered on.
    const [, l2] = await lines(o.id);
    expect((await split(o.id, [l2.id])).orderNo).toBe(`${o.orderNo}-S2`);
    expect((await lines(o.id)).map((l) => l.no)).toEqual([1]);
    expect(await header(o.id)).toMatchObject({ total: 12, original: 12, state: 'Completed' });
  });

  it('a line in open tasks keeps them; only its unreserved remainder moves', async () => {
    const m = await weighted(0, 2);
    const pick = await f.location('Pick');
    await f.stock(m, pick, 3);
    const o = await create([
      { materialId: m, quantity: 8, salesUnitPrice: 2 },
      { materialId: await f.material(1), quantity: 2, salesUnitPrice: 1 },
    ]);
    await f.act((w) => prepareOrder(w, o.id, 'partly'));
    const [l1, l2] = await lines(o.id);
    const s = await split(o.id, [l1.id]);
    expect((await lines(s.orderId)).map((l) => [l.q, l.price])).toEqual([[5, 10]]);
    expect((await lines(o.id)).map((l) => [l.q, l.state])).toEqual([
      [3, 'ReadyForPick'],
      [2, 'Initial'],
    ]);
    expect(await f.one('select sum(requested_quantity)::int as q from tasks where order_line_id = $1 and state = $2', [l1.id, 'Prepared'])).toEqual({ q: 3 });
    expect(await header(s.orderId)).toMatchObject({ total: 10, original: 10 });
    expect(await header(o.id)).toMatchObject({ total: 8, original: 8 });
    expect(l2.q).toBe(2);
  });

  it('a whole line that tasks name stays as Cancelled with nothing ordered', async () => {
    const m = await f.material(7);
    await f.stock(m, await f.location('Pick'), 2);
    const o = await create([
      { materialId: m, quantity: 2, salesUnitPrice: 7 },
      { materialId: await f.material(1), quantity: 1, salesUnitPrice: 1 },
    ]);
    await f.act((w) => prepareOrder(w, o.id, 'partly'));
    const [l1] = await lines(o.id);
    // Unprepared: the line is open again but its cancelled task still names it.
    await f.act((w) => unprepareOrder(w, o.id));
    const s = await split(o.id, [l1.id]);
    expect((await lines(o.id))[0]).toMatchObject({ id: l1.id, q: 0, state: 'Cancelled', reason: `Split to ${s.orderNo}`, price: 0, weight: 0 });
    expect(await header(o.id)).toMatchObject({ total: 1, original: 1 });
    // The cancelled line does not count as a line of the order: moving the other one whole would only rename it.
    const [, l2] = await lines(o.id);
    await expect(split(o.id, [l2.id])).rejects.toMatchObject({ code: 'Orders.SplitWholeOrder' });
  });

  it('every line chosen but one only partly open: the open parts move and the order keeps the rest', async () => {
    const m = await f.material(2);
    await f.stock(m, await f.location('Pick'), 1);
    const other = await f.material(1);
    const o = await create([
      { materialId: m, quantity: 3, salesUnitPrice: 2 },
      { materialId: other, quantity: 2, salesUnitPrice: 1 },
    ]);
    await f.act((w) => prepareOrder(w, o.id, 'partly'));
    const [l1, l2] = await lines(o.id);
    const s = await split(o.id, [l1.id, l2.id]);
    expect((await lines(s.orderId)).map((l) => [l.no, l.m, l.q])).toEqual([
      [1, m, 2],
      [2, other, 2],
    ]);
    expect((await lines(o.id)).map((l) => [l.id, l.q, l.price])).toEqual([[l1.id, 1, 2]]);
  });

  it('refuses unknown lines, nothing open, and splitting every line whole; nothing changes', async () => {
    const m = await f.material(1);
    const o = await create([
      { materialId: m, quantity: 1, salesUnitPrice: 1 },
      { materialId: m, quantity: 2, salesUnitPrice: 1 },
    ]);
    const [l1, l2] = await lines(o.id);
    await expect(split(o.id, [l1.id, -5, -6])).rejects.toMatchObject({
      status: 422,
      code: 'Orders.LinesNotInOrder',
      message: `Order lines -5, -6 are not lines of order ${o.orderNo}`,
    });
    await expect(split(o.id, [])).rejects.toMatchObject({ code: 'Orders.NothingToSplit', message: 'Nothing to split' });
    await expect(split(o.id, [l1.id, l2.id])).rejects.toMatchObject({ code: 'Orders.SplitWholeOrder', message: 'Cannot split all lines of an order' });
    // A completed or cancelled line has nothing open, whatever its quantities say; nor has a closed one.
    for (const state of ['Completed', 'Cancelled']) {
      await f.db.query(`update outgoing_order_lines set state = $2 where id = $1`, [l1.id, state]);
      await expect(split(o.id, [l1.id])).rejects.toMatchObject({ code: 'Orders.NothingToSplit' });
    }
    await f.db.query(`update outgoing_order_lines set state = 'Initial', closed = true where id = $1`, [l1.id]);
    await expect(split(o.id, [l1.id])).rejects.toMatchObject({ code: 'Orders.NothingToSplit' });
    expect(await lines(o.id)).toEqual([
      { ...l1, id: l1.id },
      { ...l2, id: l2.id },
    ]);
    expect(await f.rows('select id from outgoing_orders where order_no like $1', [`${o.orderNo}-S%`])).toEqual([]);
  });
});
