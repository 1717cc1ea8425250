import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { createOutgoingOrder } from './create-orders';
import { prepareOrder, type PrepareMode } from './prepare';

/**
 * Prepare: the rules beside the reservations themselves (prepare.test.ts): when a short line may
 * wait for bulk stock and how much is asked of it, what a resume prepares, the operation and jobs
 * made, what is marked changed, and the queries a prepare does not need.
 */
const f = useEngineFixture();

const order = (lines: Array<{ materialId: number; quantity: number }>, priority?: number) => f.act((w) => createOutgoingOrder(w, { lines, priority }));
/** Prepares the order and answers the outcome, what the Work marked changed and the queries it asked. */
const prepare = (orderId: number, mode: PrepareMode = 'all', only?: number) =>
  f.act(async (w) => {
    const sql: string[] = [];
    const query = w.query.bind(w);
    w.query = (text, params) => (sql.push(text), query(text, params));
    const out = await prepareOrder(w, orderId, mode, only);
    const changed = (view: 'Operation' | 'OutgoingOrder') => [...(w.changed.get(view) ?? [])];
    return { out, operations: changed('Operation'), orders: changed('OutgoingOrder'), views: [...w.changed.keys()].sort(), sql };
  });
const lines = (orderId: number) =>
  f.rows<{ state: string; reason: string | null }>('select state, failure_reason as reason from outgoing_order_lines where order_id = $1 order by order_line_no', [orderId]);
const states = async (orderId: number) => (await lines(orderId)).map((l) => l.state);
const replenishments = (m: number) => f.rows('select location_id as loc, kind, requested_quantity::int as q from replenishments where material_id = $1', [m]);
const operation = (id: number | null) =>
  f.one<{ wait: boolean; priority: number; due: string | null }>(
    'select wait_for_preparation as wait, execution_priority as priority, expected_completion_date::date::text as due from operations where id = $1',
    [id],
  );

describe('prepare: short lines and the bulk stock behind them', () => {
  it('all: a short line is refused even when bulk stock could bring it; no replenishment is asked, the order is marked changed', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    await f.stock(m, pick, 1);
    await f.stock(m, await f.location('Bulk'), 20);
    const o = await order([{ materialId: m, quantity: 3 }]);
    const r = await prepare(o.id, 'all');
    expect(r.out.pendingLines).toEqual([]);
    expect(r.out.shortLines).toMatchObject([{ need: 3, available: 1 }]);
    expect(r.orders).toEqual([o.id]);
    expect(await lines(o.id)).toEqual([{ state: 'FailedInPreparation', reason: 'Not enough stock in pick locations' }]);
    expect(await replenishments(m)).toEqual([]);
  });

  it('a short line releases what it had taken of the pool, so a later line of the same material still finds it', async () => {
    const m = await f.material();
    await f.stock(m, await f.location('Pick'), 5);
    const o = await order([
      { materialId: m, quantity: 6 },
      { materialId: m, quantity: 3 },
    ]);
    const { out } = await prepare(o.id, 'all');
    // Only the first line is short: the 5 it could not use stay free for the second.
    expect(out.shortLines).toEqual([{ lineId: expect.any(Number), orderLineNo: 1, materialItemNo: expect.any(String), need: 6, available: 5 }]);
    expect(await states(o.id)).toEqual(['FailedInPreparation', 'Initial']);
  });

  it('wait: pick and bulk together exactly covering the line are enough to wait', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    await f.stock(m, pick, 1);
    await f.stock(m, await f.location('Bulk'), 5);
    const o = await order([{ materialId: m, quantity: 6 }]);
    const r = await prepare(o.id, 'wait');
    expect(r.out.shortLines).toEqual([]);
    expect(await states(o.id)).toEqual(['PendingMaintenance']);
    expect(await replenishments(m)).toEqual([{ loc: pick, kind: 'OrderBased', q: 5 }]);
  });

  it('wait: a material with no pick location to bring stock into fails, however much bulk holds', async () => {
    const m = await f.material();
    await f.stock(m, await f.location('Bulk'), 50);
    const o = await order([{ materialId: m, quantity: 2 }]);
    const r = await prepare(o.id, 'wait');
    expect(r.out.shortLines).toMatchObject([{ need: 2, available: 0 }]);
    expect(await lines(o.id)).toEqual([{ state: 'FailedInPreparation', reason: 'Not enough stock in pick locations' }]);
    expect(await replenishments(m)).toEqual([]);
  });

  it('wait: the replenishment asks only what neither the pick place holds nor is already on its way there', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    const s = await f.stock(m, pick, 1);
    await f.db.query('update stocks set ingoing_quantity = 2 where id = $1', [s]);
    await f.stock(m, await f.location('Bulk'), 10);
    const o = await order([{ materialId: m, quantity: 6 }]);
    await prepare(o.id, 'wait');
    // 6 wanted, 1 there, 2 coming: 3 more.
    expect(await replenishments(m)).toEqual([{ loc: pick, kind: 'OrderBased', q: 3 }]);
  });

  it('partly with nothing anywhere names every line short with nothing available', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const o = await order([
      { materialId: m1, quantity: 2 },
      { materialId: m2, quantity: 3 },
    ]);
    await expect(prepare(o.id, 'partly')).rejects.toMatchObject({
      code: 'Orders.NotEnoughStock',
      message: 'Not enough stock in pick locations',
      details: {
        lines: [
          { lineId: expect.any(Number), orderLineNo: 1, materialItemNo: expect.any(String), need: 2, available: 0 },
          { lineId: expect.any(Number), orderLineNo: 2, materialItemNo: expect.any(String), need: 3, available: 0 },
        ],
      },
    });
  });
});

describe('prepare: resume', () => {
  it('prepares only lines waiting for replenishment: a line a partly prepare left open is not taken up, and nothing is refused', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const pick = await f.location('Pick');
    await f.stock(m1, pick, 1);
    const o = await order([
      { materialId: m1, quantity: 1 },
      { materialId: m2, quantity: 2 },
    ]);
    await prepare(o.id, 'partly');
    await f.stock(m2, pick, 2);
    expect((await prepare(o.id, 'resume', m2)).out).toEqual({ operationId: null, taskIds: [], pendingLines: [], shortLines: [] });
    expect(await states(o.id)).toEqual(['ReadyForPick', 'Initial']);
  });

  /** An order of two lines waiting (in this order) for the materials' dedicated pick location. */
  async function waitingOrder(first: { m: number; q: number }, second: { m: number; q: number }) {
    const pick = await f.location('Pick');
    const bulk = await f.location('Bulk');
    for (const m of new Set([first.m, second.m])) {
      await f.stock(m, bulk, 20);
      await f.db.query('insert into dedicated_locations (business_unit_id, location_id, material_id) values ($1, $2, $3)', [f.bu, pick, m]);
    }
    const o = await order([
      { materialId: first.m, quantity: first.q },
      { materialId: second.m, quantity: second.q },
    ]);
    await prepare(o.id, 'wait');
    expect(await states(o.id)).toEqual(['PendingMaintenance', 'PendingMaintenance']);
    return { o, pick };
  }

  it('without a material it prepares every waiting line', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const { o, pick } = await waitingOrder({ m: m1, q: 1 }, { m: m2, q: 1 });
    await f.stock(m1, pick, 1);
    await f.stock(m2, pick, 1);
    const { out } = await prepare(o.id, 'resume');
    expect(out.taskIds).toHaveLength(2);
    expect(await states(o.id)).toEqual(['ReadyForPick', 'ReadyForPick']);
  });

  it('prepares the waiting lines the stock reaches; a line it does not reach keeps waiting', async () => {
    const m = await f.material();
    const { o, pick } = await waitingOrder({ m, q: 2 }, { m, q: 3 });
    await f.stock(m, pick, 2);
    const { out } = await prepare(o.id, 'resume', m);
    expect(out.taskIds).toHaveLength(1);
    expect(out.shortLines).toEqual([]);
    expect(await lines(o.id)).toEqual([
      { state: 'ReadyForPick', reason: null },
      { state: 'PendingMaintenance', reason: 'Waiting for replenishment' },
    ]);
  });
});

describe('prepare: the operation and jobs it makes', () => {
  it('the operation and tasks take the order priority and delivery date; one job per area, named after the order', async () => {
    const m = await f.material();
    const { role } = await f.one<{ role: number }>(`insert into location_roles (business_unit_id, name, kind) values ($1, 'Second pick area', 'Pick') returning id as role`, [
      f.bu,
    ]);
    const { second } = await f.one<{ second: number }>(`insert into locations (business_unit_id, name, location_role_id) values ($1, $2, $3) returning id as second`, [
      f.bu,
      `Pick-2-${m}`,
      role,
    ]);
    const first = await f.location('Pick');
    await f.stock(m, first, 1, { fifoDate: '2026-01-01T00:00:00Z' });
    await f.stock(m, second, 1, { fifoDate: '2026-01-02T00:00:00Z' });
    const o = await order([{ materialId: m, quantity: 2 }], 3);
    await f.db.query(`update outgoing_orders set delivery_date = '2026-12-24' where id = $1`, [o.id]);
    const { out, operations, views } = await prepare(o.id, 'all');
    expect(operations).toEqual([out.operationId]);
    expect(views).toEqual(['Job', 'Operation', 'OutgoingOrder', 'Stock', 'Task']);
    expect(await operation(out.operationId)).toEqual({ wait: false, priority: 3, due: '2026-12-24' });
    expect(await f.rows('select distinct execution_priority as p from tasks where order_id = $1', [o.id])).toEqual([{ p: 3 }]);
    const { area } = await f.one<{ area: string }>('select r.name as area from locations l join location_roles r on r.id = l.location_role_id where l.id = $1', [first]);
    const jobs = await f.rows<{ name: string; category: string }>(
      'select distinct j.name, j.process_definition_category as category from jobs j join tasks t on t.job_id = j.id where t.order_id = $1 order by j.name',
      [o.id],
    );
    expect(jobs).toEqual(
      [`Pick ${o.orderNo} ${area} ${area < 'Second pick area' ? 1 : 2}`, `Pick ${o.orderNo} Second pick area ${area < 'Second pick area' ? 2 : 1}`]
        .sort()
        .map((name) => ({ name, category: 'Picking' })),
    );
  });

  it('a job of one area is named after the order alone', async () => {
    const m = await f.material();
    await f.stock(m, await f.location('Pick'), 1);
    const o = await order([{ materialId: m, quantity: 1 }]);
    await prepare(o.id, 'all');
    expect(await f.rows('select j.name from jobs j join tasks t on t.job_id = j.id where t.order_id = $1', [o.id])).toEqual([{ name: `Pick ${o.orderNo}` }]);
  });

  it('a later partly prepare adds to the open operation as it is; a later wait marks it waiting', async () => {
    const [m1, m2, m3] = [await f.material(), await f.material(), await f.material()];
    const pick = await f.location('Pick');
    await f.stock(m1, pick, 1);
    const o = await order([
      { materialId: m1, quantity: 1 },
      { materialId: m2, quantity: 1 },
      { materialId: m3, quantity: 1 },
    ]);
    const first = await prepare(o.id, 'partly');
    await f.stock(m2, pick, 1);
    const second = await prepare(o.id, 'partly');
    expect(second.out.operationId).toBe(first.out.operationId);
    expect(await operation(first.out.operationId)).toMatchObject({ wait: false });
    await f.stock(m3, pick, 1);
    const third = await prepare(o.id, 'wait');
    expect(third.out.operationId).toBe(first.out.operationId);
    expect(third.operations).toContain(first.out.operationId);
    expect(third.views).toEqual(['Job', 'Operation', 'OutgoingOrder', 'Stock', 'Task']);
    expect(await operation(first.out.operationId)).toMatchObject({ wait: true });
  });
});

describe('prepare: queries it does not need', () => {
  const updatesOfLines = (sql: string[]) =>
    sql.flatMap((q) => (q.includes("failure_reason = 'Waiting for replenishment'") ? ['pending'] : q.includes('failure_reason = null') ? ['reason cleared'] : []));

  it('a prepare with no line waiting sets no line waiting; one with every line waiting clears no failure reason', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    await f.stock(m, pick, 2);
    const ready = await order([{ materialId: m, quantity: 2 }]);
    expect(updatesOfLines((await prepare(ready.id, 'wait')).sql)).toEqual(['reason cleared']);
    await f.stock(m, await f.location('Bulk'), 5);
    const waiting = await order([{ materialId: m, quantity: 3 }]);
    expect(updatesOfLines((await prepare(waiting.id, 'wait')).sql)).toEqual(['pending']);
    expect(await states(waiting.id)).toEqual(['PendingMaintenance']);
  });
});
