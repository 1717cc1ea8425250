import {
  ingoingLineState,
  type IngoingLineState,
  ingoingOrderState,
  type InventoryLineState,
  inventoryState,
  type InventoryState,
  jobState,
  type JobState,
  lineState,
  type LineState,
  operationState,
  type OperationState,
  orderState,
  type OrderState,
  type TaskCounts,
} from './states';
import type { Owners } from './task-rows';
import { codeSwitchOn, type Work } from '@cockpit/server/sdk';

/** Task counts by owner, as SQL columns (see states.ts TaskCounts). */
const COUNTS = `count(t.id) filter (where t.state in ('Initial', 'Prepared', 'InProgress'))::int as open,
  count(t.id) filter (where t.state = 'InProgress')::int as "inProgress",
  count(t.id) filter (where t.state = 'Initial')::int as unassigned,
  count(t.id) filter (where t.state = 'Performed')::int as performed,
  count(t.id) filter (where t.state = 'Cancelled')::int as cancelled`;

const counts = (r: TaskCounts): TaskCounts => ({ open: r.open, inProgress: r.inProgress, unassigned: r.unassigned, performed: r.performed, cancelled: r.cancelled });

/**
 * One statement for all state changes of a table; `stamp` is set to now when the new state is
 * `stampState` (any change when null), so closing rows records when.
 */
async function setStates(
  w: Work,
  table: 'operations' | 'outgoing_orders' | 'jobs',
  changes: Array<{ id: number; state: string }>,
  stamp: string,
  stampState: string | null,
): Promise<void> {
  if (changes.length === 0) return;
  await w.query(
    `update ${table} x set state = c.state, updated_at = $3,
            ${stamp} = case when ${stampState ? `c.state = '${stampState}'` : 'true'} then $3::timestamptz else x.${stamp} end
       from unnest($1::int[], $2::text[]) as c(id, state) where x.id = c.id`,
    [changes.map((c) => c.id), changes.map((c) => c.state), w.now],
  );
}

/** Lines, operations and orders follow their tasks (states.ts has the rules). */
export async function refreshOutgoingOrders(w: Work, orderIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const lines = await w.query<{ id: number; orderId: number; state: LineState; ordered: number; picked: number; closed: boolean } & TaskCounts>(
    `select ln.id, ln.order_id as "orderId", ln.state, ln.ordered_quantity::int as ordered, ln.picked_quantity::int as picked, ln.closed, ${COUNTS}
       from outgoing_order_lines ln left join tasks t on t.order_line_id = ln.id
      where ln.order_id = any($1::int[]) group by ln.id`,
    [ids],
  );
  const byOrder = new Map<number, Array<{ state: LineState; picked: number }>>();
  const changed: Array<{ id: number; state: LineState }> = [];
  for (const l of lines) {
    const next = lineState({ state: l.state, ordered: l.ordered, picked: l.picked, closed: l.closed, tasks: counts(l) });
    if (next !== l.state) changed.push({ id: l.id, state: next });
    const list = byOrder.get(l.orderId) ?? [];
    list.push({ state: next, picked: l.picked });
    byOrder.set(l.orderId, list);
  }
  if (changed.length) {
    await w.query(
      `update outgoing_order_lines ln set state = x.state,
              actual_handling_date = case when x.state = 'Completed' then $3::timestamptz else ln.actual_handling_date end,
              failure_reason = case when x.state in ('FailedInPreparation', 'PendingMaintenance') then ln.failure_reason else null end
         from unnest($1::int[], $2::text[]) as x(id, state) where ln.id = x.id`,
      [changed.map((c) => c.id), changed.map((c) => c.state), w.now],
    );
  }
  const operations = await w.query<{ id: number; state: OperationState } & TaskCounts>(
    `select op.id, op.state, ${COUNTS} from operations op left join tasks t on t.operation_id = op.id
      where op.order_id = any($1::int[]) and op.state not in ('Completed', 'Cancelled') group by op.id`,
    [ids],
  );
  const opChanges = operations.map((op) => ({ id: op.id, state: operationState(op.state, counts(op)), was: op.state })).filter((c) => c.state !== c.was);
  await setStates(w, 'operations', opChanges, 'completed_at', 'Completed');
  w.touch('Operation', ...operations.map((op) => op.id));
  const orders = await w.query<{ id: number; state: OrderState }>('select id, state from outgoing_orders where id = any($1::int[])', [ids]);
  const orderChanges = orders.map((o) => ({ id: o.id, state: orderState(o.state, byOrder.get(o.id) ?? []), was: o.state })).filter((c) => c.state !== c.was);
  await setStates(w, 'outgoing_orders', orderChanges, 'completed_date', 'Completed');
  w.touch('OutgoingOrder', ...orders.map((o) => o.id));
}

/** How the jobs follow their tasks: `keepStarted` when the office, not the floor, closed the tasks (states.ts jobState). */
export interface JobRefresh {
  keepStarted?: boolean;
}

/** A job closes by itself when its last open task is performed or cancelled (but see JobRefresh). */
export async function refreshJobs(w: Work, jobIds: Iterable<number>, how: JobRefresh = {}): Promise<void> {
  const ids = [...new Set(jobIds)];
  if (ids.length === 0) return;
  const jobs = await w.query<{ id: number; state: JobState } & TaskCounts>(
    `select j.id, j.state, ${COUNTS} from jobs j left join tasks t on t.job_id = j.id where j.id = any($1::int[]) group by j.id`,
    [ids],
  );
  const jobChanges = jobs.map((j) => ({ id: j.id, state: jobState(j.state, counts(j), how.keepStarted), was: j.state })).filter((c) => c.state !== c.was);
  await setStates(w, 'jobs', jobChanges, 'completed_at', null);
  w.touch('Job', ...jobs.map((j) => j.id));
}

export async function refreshInventories(w: Work, inventoryIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(inventoryIds)];
  if (ids.length === 0) return;
  const rows = await w.query<{ id: number; state: InventoryState; lines: InventoryLineState[] | null }>(
    `select i.id, i.state, array_remove(array_agg(il.state), null) as lines
       from inventories i left join inventory_lines il on il.inventory_id = i.id where i.id = any($1::int[]) group by i.id`,
    [ids],
  );
  for (const i of rows) {
    const next = inventoryState(i.state, i.lines ?? []);
    if (next !== i.state) {
      await w.query(`update inventories set state = $2, updated_at = $3, counted_at = case when $2 = 'Counted' then $3::timestamptz else null end where id = $1`, [
        i.id,
        next,
        w.now,
      ]);
    }
    w.touch('Inventory', i.id);
  }
}

/** A replenishment is done when none of its tasks is open: Completed if any was performed. */
export async function refreshReplenishments(w: Work, replenishmentIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(replenishmentIds)];
  if (ids.length === 0) return;
  const rows = await w.query<{ id: number; materialId: number; locationId: number } & TaskCounts>(
    `select r.id, r.material_id as "materialId", r.location_id as "locationId", ${COUNTS}
       from replenishments r left join tasks t on t.replenishment_id = r.id where r.id = any($1::int[]) and r.state = 'Open' group by r.id`,
    [ids],
  );
  for (const r of rows) {
    if (r.open > 0) continue;
    await w.query(`update replenishments set state = $2, completed_at = $3 where id = $1`, [r.id, r.performed > 0 ? 'Completed' : 'Cancelled', w.now]);
    w.stockPlace(r.materialId, r.locationId);
  }
}

export async function refreshIngoingOrders(w: Work, orderIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const lines = await w.query<{ id: number; orderId: number; state: IngoingLineState; ordered: number; received: number }>(
    `select id, order_id as "orderId", state, ordered_quantity::int as ordered, received_quantity::int as received from ingoing_order_lines where order_id = any($1::int[])`,
    [ids],
  );
  const byOrder = new Map<number, Array<{ state: IngoingLineState; received: number }>>();
  for (const l of lines) {
    const next = ingoingLineState(l.state, l.ordered, l.received);
    if (next !== l.state) await w.query(`update ingoing_order_lines set state = $2, actual_handling_date = $3 where id = $1`, [l.id, next, w.now]);
    const list = byOrder.get(l.orderId) ?? [];
    list.push({ state: next, received: l.received });
    byOrder.set(l.orderId, list);
  }
  const orders = await w.query<{ id: number; state: OrderState }>('select id, state from ingoing_orders where id = any($1::int[])', [ids]);
  const autoComplete = await codeSwitchOn(w, 'AutoCompleteOrders');
  for (const o of orders) {
    const live = (byOrder.get(o.id) ?? []).filter((l) => l.state !== 'Cancelled');
    // AutoCompleteOrders: every line has had a receipt, so the order is done; short lines close with what came.
    if (autoComplete && o.state !== 'Completed' && o.state !== 'Cancelled' && live.length > 0 && live.every((l) => l.received > 0)) {
      await w.query(`update ingoing_order_lines set state = 'Completed', actual_handling_date = $2 where order_id = $1 and state not in ('Completed', 'Cancelled')`, [o.id, w.now]);
      for (const l of live) l.state = 'Completed';
    }
    const next = ingoingOrderState(o.state, byOrder.get(o.id) ?? []);
    if (next !== o.state) {
      await w.query(
        `update ingoing_orders set state = $2, updated_at = $3, completed_date = case when $2 = 'Completed' then $3::timestamptz else completed_date end where id = $1`,
        [o.id, next, w.now],
      );
    }
    w.touch('IngoingOrder', o.id);
  }
}

/** Everything whose state follows the tasks that just changed. */
export async function refreshOwners(w: Work, owners: Owners, how: JobRefresh = {}): Promise<void> {
  await refreshOutgoingOrders(w, owners.orders);
  await refreshIngoingOrders(w, owners.ingoingOrders);
  await refreshInventories(w, owners.inventories);
  await refreshReplenishments(w, owners.replenishments);
  await refreshJobs(w, owners.jobs, how);
}
