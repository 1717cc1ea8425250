import { describe, expect, it } from 'vitest';
import { useEngineFixture } from '../../../../tests/helpers/engine-fixture';
import { createOutgoingOrder } from './create-orders';
import { lockCandidates } from './candidates';
import { type PrepareMode, prepareOrder } from './prepare';

/** Prepare on a real database: which stock rows it reserves, how much, and the states it leaves. */
const f = useEngineFixture();

const order = (lines: Array<{ materialId: number; quantity: number }>) => f.act((w) => createOutgoingOrder(w, { lines }));
const prepare = (orderId: number, mode: PrepareMode = 'all', only?: number) => f.act((w) => prepareOrder(w, orderId, mode, only));
const reserved = async (...ids: number[]) =>
  (await f.rows<{ id: number; r: number }>('select id, reserved_quantity::int as r from stocks where id = any($1::int[]) order by id', [ids])).map((s) => [s.id, s.r]);
const tasksOf = (orderId: number) =>
  f.rows<{ from: number; q: number; state: string; to: number; container: string; line: number; op: number; type: string; process: string; job: number | null }>(
    `select from_stock_id as from, requested_quantity::int as q, state, to_location_id as to, to_container_id as container, order_line_id as line,
            operation_id as op, task_type as type, process_type as process, job_id as job
       from tasks where order_id = $1 order by id`,
    [orderId],
  );
const lines = (orderId: number) =>
  f.rows<{ id: number; state: string; reason: string | null }>('select id, state, failure_reason as reason from outgoing_order_lines where order_id = $1 order by order_line_no', [
    orderId,
  ]);

describe('prepare', () => {
  it('reserves FIFO: oldest FIFO date first, then the earliest expiry, then no expiry, and makes one task per stock row', async () => {
    const m = await f.material(10);
    const [a, b] = [await f.location('Pick'), await f.location('Pick')];
    const newest = await f.stock(m, a, 5, { fifoDate: '2026-03-01T00:00:00Z' });
    const noExpiry = await f.stock(m, a, 2, { fifoDate: '2026-02-01T00:00:00Z' });
    const lateExpiry = await f.stock(m, b, 3, { fifoDate: '2026-02-01T00:00:00Z', expDate: '2027-06-01' });
    const earlyExpiry = await f.stock(m, b, 4, { fifoDate: '2026-02-01T00:00:00Z', expDate: '2027-01-01' });
    const o = await order([{ materialId: m, quantity: 10 }]);
    const out = await prepare(o.id);
    expect(out.shortLines).toEqual([]);
    expect(out.pendingLines).toEqual([]);
    expect(out.taskIds).toHaveLength(4);
    const tasks = await tasksOf(o.id);
    const [line] = await lines(o.id);
    expect(tasks.map((t) => [t.from, t.q])).toEqual([
      [earlyExpiry, 4],
      [lateExpiry, 3],
      [noExpiry, 2],
      [newest, 1],
    ]);
    const { outbound } = await f.one<{ outbound: number }>('select outbound_location_id as outbound from outgoing_orders where id = $1', [o.id]);
    for (const t of tasks) {
      expect(t).toMatchObject({ to: outbound, container: o.orderNo, line: line.id, op: out.operationId, type: 'StockMovementTask', process: 'Picking', state: 'Prepared' });
      expect(t.job).not.toBeNull();
    }
    expect(await reserved(newest, noExpiry, lateExpiry, earlyExpiry)).toEqual([
      [newest, 1],
      [noExpiry, 2],
      [lateExpiry, 3],
      [earlyExpiry, 4],
    ]);
    expect(line).toEqual({ id: line.id, state: 'ReadyForPick', reason: null });
    expect(await f.one('select reserved_quantity::int as r, available_quantity::int as a from materials where id = $1', [m])).toEqual({ r: 10, a: 4 });
    expect(await f.one('select state, order_id as "orderId", wait_for_preparation as wait from operations where id = $1', [out.operationId])).toEqual({
      state: 'Prepared',
      orderId: o.id,
      wait: false,
    });
  });

  it('never reserves from a pick location closed for picking, an inactive one, a bulk location or another unit', async () => {
    const m = await f.material();
    const open = await f.location('Pick');
    const closed = await f.location('Pick', { availableForPick: false });
    const inactive = await f.location('Pick', { state: 'Blocked' });
    const bulk = await f.location('Bulk');
    const { other } = await f.one<{ other: number }>(`select id as other from business_units where name = 'North'`);
    const inClosed = await f.stock(m, closed, 50, { fifoDate: '2025-01-01T00:00:00Z' });
    const inInactive = await f.stock(m, inactive, 50, { fifoDate: '2025-01-01T00:00:00Z' });
    const inBulk = await f.stock(m, bulk, 50, { fifoDate: '2025-01-01T00:00:00Z' });
    const otherUnit = await f.stock(m, open, 50, { fifoDate: '2025-01-01T00:00:00Z', bu: other });
    const inOpen = await f.stock(m, open, 3, { fifoDate: '2026-06-01T00:00:00Z' });
    const o = await order([{ materialId: m, quantity: 3 }]);
    await prepare(o.id);
    expect((await tasksOf(o.id)).map((t) => [t.from, t.q])).toEqual([[inOpen, 3]]);
    expect(await reserved(inClosed, inInactive, inBulk, otherUnit, inOpen)).toEqual([
      [inClosed, 0],
      [inInactive, 0],
      [inBulk, 0],
      [otherUnit, 0],
      [inOpen, 3],
    ]);
  });

  it('refuses the whole order when a line is short: nothing reserved, the short line FailedInPreparation with what was free', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const loc = await f.location('Pick');
    const s1 = await f.stock(m1, loc, 10);
    const s2 = await f.stock(m2, loc, 4);
    await f.stock(m2, await f.location('Pick', { availableForPick: false }), 100);
    const o = await order([
      { materialId: m1, quantity: 5 },
      { materialId: m2, quantity: 6 },
    ]);
    const out = await prepare(o.id);
    const [l1, l2] = await lines(o.id);
    expect(out).toEqual({
      operationId: null,
      taskIds: [],
      pendingLines: [],
      shortLines: [{ lineId: l2.id, orderLineNo: 2, materialItemNo: expect.any(String), need: 6, available: 4 }],
    });
    expect(await reserved(s1, s2)).toEqual([
      [s1, 0],
      [s2, 0],
    ]);
    expect(await tasksOf(o.id)).toEqual([]);
    expect(l1.state).toBe('Initial');
    expect(l2).toMatchObject({ state: 'FailedInPreparation', reason: 'Not enough stock in pick locations' });
    expect(await f.rows('select id from operations where order_id = $1', [o.id])).toEqual([]);
    // Once the stock is there, the line is prepared and its failure reason goes.
    await f.stock(m2, loc, 2);
    await prepare(o.id);
    expect((await lines(o.id)).map((l) => [l.state, l.reason])).toEqual([
      ['ReadyForPick', null],
      ['ReadyForPick', null],
    ]);
  });

  it('shares one pool between lines of the same material, so two lines never reserve the same units twice', async () => {
    const m = await f.material();
    const loc = await f.location('Pick');
    const s = await f.stock(m, loc, 5);
    const o = await order([
      { materialId: m, quantity: 3 },
      { materialId: m, quantity: 3 },
    ]);
    const out = await prepare(o.id);
    const [, l2] = await lines(o.id);
    expect(out.shortLines).toEqual([{ lineId: l2.id, orderLineNo: 2, materialItemNo: expect.any(String), need: 3, available: 2 }]);
    expect(await reserved(s)).toEqual([[s, 0]]);
  });

  it('partly: reserves what there is and leaves the rest to prepare later into the same operation', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const loc = await f.location('Pick');
    const s1 = await f.stock(m1, loc, 2);
    const o = await order([
      { materialId: m1, quantity: 5 },
      { materialId: m2, quantity: 1 },
    ]);
    const out = await prepare(o.id, 'partly');
    expect(out.shortLines).toEqual([]);
    expect((await tasksOf(o.id)).map((t) => [t.from, t.q])).toEqual([[s1, 2]]);
    expect(await reserved(s1)).toEqual([[s1, 2]]);
    expect((await lines(o.id)).map((l) => l.state)).toEqual(['ReadyForPick', 'Initial']);
    const s2 = await f.stock(m2, loc, 1);
    const again = await prepare(o.id, 'partly');
    expect(again.operationId).toBe(out.operationId);
    expect((await tasksOf(o.id)).map((t) => [t.from, t.q, t.op])).toEqual([
      [s1, 2, out.operationId],
      [s2, 1, out.operationId],
    ]);
    // The first line still lacks 3: a third prepare finds no stock for it and refuses.
    await expect(prepare(o.id, 'partly')).rejects.toMatchObject({ code: 'Orders.NotEnoughStock' });
  });

  it('partly with nothing in stock refuses with every line short, and nothing is made', async () => {
    const m = await f.material();
    const o = await order([{ materialId: m, quantity: 2 }]);
    await expect(prepare(o.id, 'partly')).rejects.toMatchObject({ code: 'Orders.NotEnoughStock', status: 422 });
    expect(await f.rows('select id from operations where order_id = $1', [o.id])).toEqual([]);
    expect((await lines(o.id)).map((l) => l.state)).toEqual(['Initial']);
  });

  it('refuses an order with nothing left to prepare', async () => {
    const m = await f.material();
    await f.stock(m, await f.location('Pick'), 1);
    const o = await order([{ materialId: m, quantity: 1 }]);
    await prepare(o.id);
    await expect(prepare(o.id)).rejects.toMatchObject({ code: 'Orders.NothingToPrepare', message: 'Nothing to prepare' });
    expect(await tasksOf(o.id)).toHaveLength(1);
  });

  it('wait: a short line whose bulk stock covers it goes PendingMaintenance with a replenishment; the rest is prepared', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const pick = await f.location('Pick');
    const bulk = await f.location('Bulk');
    const s1 = await f.stock(m1, pick, 4);
    const p2 = await f.stock(m2, pick, 1);
    const b2 = await f.stock(m2, bulk, 10);
    const o = await order([
      { materialId: m1, quantity: 4 },
      { materialId: m2, quantity: 6 },
    ]);
    const out = await prepare(o.id, 'wait');
    const [l1, l2] = await lines(o.id);
    expect(out.pendingLines).toEqual([l2.id]);
    expect(out.shortLines).toEqual([]);
    expect(l1.state).toBe('ReadyForPick');
    expect(l2).toMatchObject({ state: 'PendingMaintenance', reason: 'Waiting for replenishment' });
    expect(await reserved(s1, p2, b2)).toEqual([
      [s1, 4],
      [p2, 0],
      [b2, 5],
    ]);
    expect(await f.rows('select location_id as loc, kind, requested_quantity::int as q from replenishments where material_id = $1', [m2])).toEqual([
      { loc: pick, kind: 'OrderBased', q: 5 },
    ]);
    expect(await f.one('select wait_for_preparation as wait from operations where id = $1', [out.operationId])).toEqual({ wait: true });
  });

  it('wait: a short line that bulk cannot cover fails, and nothing of the order is reserved', async () => {
    const m = await f.material();
    const pick = await f.location('Pick');
    const s = await f.stock(m, pick, 1);
    const b = await f.stock(m, await f.location('Bulk'), 2);
    const o = await order([{ materialId: m, quantity: 4 }]);
    const out = await prepare(o.id, 'wait');
    const [l] = await lines(o.id);
    expect(out.shortLines).toEqual([{ lineId: l.id, orderLineNo: 1, materialItemNo: expect.any(String), need: 4, available: 1 }]);
    expect(l.state).toBe('FailedInPreparation');
    expect(await reserved(s, b)).toEqual([
      [s, 0],
      [b, 0],
    ]);
  });

  it('resume: prepares only the waiting lines of the material that arrived', async () => {
    const [m1, m2] = [await f.material(), await f.material()];
    const pick = await f.location('Pick');
    const bulk = await f.location('Bulk');
    await f.stock(m1, bulk, 5);
    await f.stock(m2, bulk, 5);
    const o = await order([
      { materialId: m1, quantity: 2 },
      { materialId: m2, quantity: 2 },
    ]);
    // Both lines wait (their pick location is the bulk stock's replenishment target).
    await f.db.query('insert into dedicated_locations (business_unit_id, location_id, material_id) values ($1, $2, $3), ($1, $2, $4)', [f.bu, pick, m1, m2]);
    await prepare(o.id, 'wait');
    expect((await lines(o.id)).map((l) => l.state)).toEqual(['PendingMaintenance', 'PendingMaintenance']);
    const arrived = await f.stock(m1, pick, 2);
    expect(await prepare(o.id, 'resume', m2)).toEqual({
      operationId: null,
      taskIds: [],
      pendingLines: [],
      shortLines: [{ lineId: expect.any(Number), orderLineNo: 2, materialItemNo: expect.any(String), need: 2, available: 0 }],
    });
    const out = await prepare(o.id, 'resume', m1);
    expect(out.taskIds).toHaveLength(1);
    expect(await reserved(arrived)).toEqual([[arrived, 2]]);
    expect((await lines(o.id)).map((l) => l.state)).toEqual(['ReadyForPick', 'PendingMaintenance']);
  });

  it('counts only what is not reserved yet: a second order gets what the first left', async () => {
    const m = await f.material();
    const s = await f.stock(m, await f.location('Pick'), 5);
    const first = await order([{ materialId: m, quantity: 3 }]);
    await prepare(first.id);
    const second = await order([{ materialId: m, quantity: 3 }]);
    const out = await prepare(second.id);
    expect(out.shortLines).toEqual([{ lineId: expect.any(Number), orderLineNo: 1, materialItemNo: expect.any(String), need: 3, available: 2 }]);
    const third = await order([{ materialId: m, quantity: 2 }]);
    await prepare(third.id);
    expect((await tasksOf(third.id)).map((t) => [t.from, t.q])).toEqual([[s, 2]]);
    expect(await reserved(s)).toEqual([[s, 5]]);
  });

  it('candidates: none for no material, and never the location excluded (a replenishment’s own target)', async () => {
    const m = await f.material();
    const bulk = await f.location('Bulk');
    const other = await f.location('Bulk');
    await f.stock(m, bulk, 4);
    const s = await f.stock(m, other, 4);
    expect(await f.act((w) => lockCandidates(w, [], 'Bulk'))).toEqual([]);
    expect((await f.act((w) => lockCandidates(w, [m], 'Bulk', bulk))).map((c) => c.id)).toEqual([s]);
    expect(await f.act((w) => lockCandidates(w, [m], 'Bulk'))).toHaveLength(2);
  });
});
