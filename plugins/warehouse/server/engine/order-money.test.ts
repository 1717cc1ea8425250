import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { createOutgoingOrder } from './create-orders';
import { priceOutgoingOrders } from './order-money';

/** The server writing the money rules into orders: line prices and totals as stored, and only rows that are wrong are written. */
const f = useEngineFixture();

const price = (ids: number[]) => f.act(async (w) => (await priceOutgoingOrders(w, ids), w.changed.get('OutgoingOrder')));
const lines = (orderId: number) =>
  f.rows<{ price: number | null }>('select sales_price::float8 as price from outgoing_order_lines where order_id = $1 order by order_line_no', [orderId]);
const totals = (orderId: number) =>
  f.one<{ total: number | null; original: number | null }>(
    'select total_sales_price::float8 as total, original_total_sales_price::float8 as original from outgoing_orders where id = $1',
    [orderId],
  );

describe('pricing outgoing orders', () => {
  it('writes each line price (agreed price over the original) and the totals less the discount, half up to cents', async () => {
    const m = await f.material();
    const o = await f.act((w) =>
      createOutgoingOrder(w, {
        discount: 10,
        lines: [
          { materialId: m, quantity: 3, salesUnitPrice: 10.05, adjustedPrice: null },
          { materialId: m, quantity: 2, salesUnitPrice: 4, adjustedPrice: 3.35 },
          { materialId: m, quantity: 1, salesUnitPrice: null },
        ],
      }),
    );
    expect(await lines(o.id)).toEqual([{ price: 30.15 }, { price: 6.7 }, { price: null }]);
    // 30.15 + 6.70 = 36.85, less 10% = 33.165, half up 33.17; original 3 x 10.05 + 2 x 4 = 38.15.
    expect(await totals(o.id)).toEqual({ total: 33.17, original: 38.15 });
  });

  it('brings lines and totals back in line after quantities and prices change, for several orders at once', async () => {
    const m = await f.material();
    const a = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 1, salesUnitPrice: 2.5 }] }));
    const b = await f.act((w) => createOutgoingOrder(w, { discount: 50, lines: [{ materialId: m, quantity: 1, salesUnitPrice: 1 }] }));
    await f.db.query('update outgoing_order_lines set ordered_quantity = 4 where order_id = $1', [a.id]);
    await f.db.query('update outgoing_order_lines set adjust_price = 0.25 where order_id = $1', [b.id]);
    const touched = await price([a.id, b.id, a.id]);
    expect(await lines(a.id)).toEqual([{ price: 10 }]);
    expect(await totals(a.id)).toEqual({ total: 10, original: 10 });
    expect(await lines(b.id)).toEqual([{ price: 0.25 }]);
    // 0.25 less 50% = 0.125, half up 0.13; the original stays 1.
    expect(await totals(b.id)).toEqual({ total: 0.13, original: 1 });
    expect([...(touched ?? [])].sort()).toEqual([a.id, b.id].sort());
  });

  it('writes nothing and touches no order when every figure is right already, and answers an empty list at once', async () => {
    const m = await f.material();
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 2, salesUnitPrice: 1.1 }] }));
    expect(await price([o.id])).toBeUndefined();
    expect(await price([])).toBeUndefined();
    // Only the total is wrong: the order is written and touched, its line is left.
    await f.db.query('update outgoing_orders set total_sales_price = 9 where id = $1', [o.id]);
    expect([...((await price([o.id])) ?? [])]).toEqual([o.id]);
    expect(await totals(o.id)).toEqual({ total: 2.2, original: 2.2 });
    // Only the original total is wrong.
    await f.db.query('update outgoing_orders set original_total_sales_price = null where id = $1', [o.id]);
    await price([o.id]);
    expect(await totals(o.id)).toEqual({ total: 2.2, original: 2.2 });
    // Only a line price is wrong.
    await f.db.query('update outgoing_order_lines set sales_price = 2.21 where order_id = $1', [o.id]);
    expect([...((await price([o.id])) ?? [])]).toEqual([o.id]);
    expect(await lines(o.id)).toEqual([{ price: 2.2 }]);
    // A line without a price whose stored price is 0 is set to none.
    await f.db.query('update outgoing_order_lines set sales_unit_price = null, sales_price = 0 where order_id = $1', [o.id]);
    await price([o.id]);
    expect(await lines(o.id)).toEqual([{ price: null }]);
    expect(await totals(o.id)).toEqual({ total: 0, original: 0 });
    // No price on either side is right: nothing to write.
    expect(await price([o.id])).toBeUndefined();
    // Totals of 0 stored as none are written as 0.
    await f.db.query('update outgoing_orders set total_sales_price = null, original_total_sales_price = null where id = $1', [o.id]);
    expect([...((await price([o.id])) ?? [])]).toEqual([o.id]);
    expect(await totals(o.id)).toEqual({ total: 0, original: 0 });
  });

  it('an order left without lines is priced at 0', async () => {
    const m = await f.material();
    const o = await f.act((w) => createOutgoingOrder(w, { lines: [{ materialId: m, quantity: 2, salesUnitPrice: 3 }] }));
    await f.db.query('delete from outgoing_order_lines where order_id = $1', [o.id]);
    await price([o.id]);
    expect(await totals(o.id)).toEqual({ total: 0, original: 0 });
  });
});
