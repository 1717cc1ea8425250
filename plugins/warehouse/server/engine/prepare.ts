import { refused, type Work } from '@cockpit/server/sdk';
import { allocateFifo, type Allocation, releaseTaken } from './fifo';
import { asCandidates, byMaterial, lockCandidates } from './candidates';
import { createMovementTasks, type MovementSpec } from './movement-tasks';
import { groupIntoJobs } from './job-build';
import { lockOrder, type OrderRow, outboundLocation, refuseClosed } from './orders';
import { refreshOutgoingOrders } from './refresh';
import { pickLocationOf, placeFigures, replenish } from './replenish';
import type { LineState } from './states';

/**
 * all: every line must be satisfiable from pick locations, else nothing is reserved and the short
 * lines show FailedInPreparation. partly: reserve what is there. wait: short lines go
 * PendingMaintenance with a replenishment. resume: prepare waiting lines once stock arrived.
 */
export type PrepareMode = 'all' | 'partly' | 'wait' | 'resume';

export interface ShortLine {
  lineId: number;
  orderLineNo: number;
  materialItemNo: string;
  need: number;
  available: number;
}

export interface PrepareOutcome {
  operationId: number | null;
  taskIds: number[];
  pendingLines: number[];
  shortLines: ShortLine[];
}

interface LineNeed {
  id: number;
  orderLineNo: number;
  materialId: number;
  itemNo: string;
  state: LineState;
  need: number;
}

async function lineNeeds(w: Work, orderId: number): Promise<LineNeed[]> {
  return w.query<LineNeed>(
    `select ln.id, ln.order_line_no as "orderLineNo", ln.material_id as "materialId", m.item_no as "itemNo", ln.state,
            (ln.ordered_quantity - ln.picked_quantity - coalesce((select sum(t.requested_quantity) from tasks t
               where t.order_line_id = ln.id and t.state in ('Initial', 'Prepared', 'InProgress')), 0))::int as need
       from outgoing_order_lines ln join materials m on m.id = ln.material_id
      where ln.order_id = $1 and ln.state not in ('Completed', 'Cancelled') and not ln.closed
      order by ln.order_line_no`,
    [orderId],
  );
}

const notEnough = (short: ShortLine[]) => refused('Orders.NotEnoughStock', 'Not enough stock in pick locations', { lines: short });

/**
 * The operation of this prepare: the order's open operation when it has one (an operation is the
 * picking work of one order, so preparing what a partly prepared or waiting order still lacks, as
 * the Operations page does, adds to it; prepare and wait marks it waiting), else a new one.
 */
async function operationFor(w: Work, order: OrderRow, mode: PrepareMode): Promise<number> {
  const [open] = await w.query<{ id: number }>(
    `select id from operations where order_id = $1 and state not in ('Completed', 'Cancelled') order by wait_for_preparation desc, id desc limit 1`,
    [order.id],
  );
  if (open) {
    if (mode === 'wait') {
      await w.query('update operations set wait_for_preparation = true, updated_at = $2 where id = $1', [open.id, w.now]);
      w.touch('Operation', open.id);
    }
    return open.id;
  }
  const [op] = await w.query<{ id: number }>(
    `insert into operations (business_unit_id, order_id, state, wait_for_preparation, execution_priority, expected_completion_date, created_at, updated_at)
     values ($1, $2, 'Initial', $3, $4, (select delivery_date from outgoing_orders where id = $2), $5, $5) returning id`,
    [w.bu, order.id, mode === 'wait', order.priority, w.now],
  );
  w.touch('Operation', op.id);
  return op.id;
}

/**
 * Prepares (releases) one order: reserves stock FIFO in pick locations, makes an operation with
 * one movement task per reserved stock row to the order's outbound location, and groups the tasks
 * into jobs per location role. A refusal that leaves line states to show why is answered in the
 * outcome (shortLines) rather than thrown, so those states are committed.
 */
export async function prepareOrder(w: Work, orderId: number, mode: PrepareMode, onlyMaterialId?: number): Promise<PrepareOutcome> {
  const order = await lockOrder(w, orderId);
  refuseClosed(order);
  let lines = (await lineNeeds(w, orderId)).filter((l) => l.need > 0);
  if (mode === 'resume') lines = lines.filter((l) => l.state === 'PendingMaintenance' && (onlyMaterialId === undefined || l.materialId === onlyMaterialId));
  if (lines.length === 0) {
    if (mode === 'resume') return { operationId: null, taskIds: [], pendingLines: [], shortLines: [] };
    throw refused('Orders.NothingToPrepare', 'Nothing to prepare');
  }
  const pool = byMaterial(
    await lockCandidates(
      w,
      lines.map((l) => l.materialId),
      'Pick',
    ),
  );
  const taken = new Map<number, number>();
  const planned: Array<{ line: LineNeed; allocations: Allocation[] }> = [];
  const short: ShortLine[] = [];
  for (const line of lines) {
    const candidates = asCandidates(pool.get(line.materialId) ?? []);
    const free = candidates.reduce((sum, c) => sum + c.available - (taken.get(c.id) ?? 0), 0);
    const r = allocateFifo(candidates, line.need, taken);
    if (r.short > 0 && mode !== 'partly') {
      releaseTaken(taken, r.allocations);
      short.push({ lineId: line.id, orderLineNo: line.orderLineNo, materialItemNo: line.itemNo, need: line.need, available: free });
    } else if (r.allocations.length > 0) {
      planned.push({ line, allocations: r.allocations });
    }
  }

  if (mode === 'resume' && planned.length === 0) return { operationId: null, taskIds: [], pendingLines: [], shortLines: short };
  if (mode === 'partly' && planned.length === 0)
    throw notEnough(lines.map((l) => ({ lineId: l.id, orderLineNo: l.orderLineNo, materialItemNo: l.itemNo, need: l.need, available: 0 })));
  const pending: LineNeed[] = [];
  if (mode === 'wait' && short.length > 0) {
    // A short line can wait only if bulk stock can bring what it lacks into its pick location.
    const failing: ShortLine[] = [];
    for (const s of short) {
      const line = lines.find((l) => l.id === s.lineId)!;
      const location = await pickLocationOf(w, line.materialId);
      const [bulk] = await w.query<{ free: number }>(
        `select coalesce(sum(s.quantity - s.reserved_quantity), 0)::int as free from stocks s join locations l on l.id = s.location_id
           join location_roles r on r.id = l.location_role_id where s.material_id = $1 and s.business_unit_id = $2 and r.kind = 'Bulk'`,
        [line.materialId, w.bu],
      );
      if (location && s.available + bulk.free >= s.need) pending.push(line);
      else failing.push(s);
    }
    short.length = 0;
    short.push(...failing);
  }
  if (short.length > 0 && mode !== 'resume') {
    await w.query(`update outgoing_order_lines set state = 'FailedInPreparation', failure_reason = 'Not enough stock in pick locations' where id = any($1::int[])`, [
      short.map((s) => s.lineId),
    ]);
    w.touch('OutgoingOrder', orderId);
    return { operationId: null, taskIds: [], pendingLines: [], shortLines: short };
  }

  const operationId = await operationFor(w, order, mode);
  const toLocationId = await outboundLocation(w, order);
  const stocks = new Map([...pool.values()].flat().map((s) => [s.id, s]));
  const specs: MovementSpec[] = planned.flatMap(({ line, allocations }) =>
    allocations.map((a) => ({
      from: stocks.get(a.stockId)!,
      quantity: a.quantity,
      toLocationId,
      processType: 'Picking' as const,
      toContainerId: order.orderNo,
      orderId,
      orderLineId: line.id,
      operationId,
      executionPriority: order.priority,
    })),
  );
  const taskIds = await createMovementTasks(w, specs);
  await groupIntoJobs(w, taskIds, { category: 'Picking', name: (area, i, n) => `Pick ${order.orderNo}${n > 1 ? ` ${area} ${i}` : ''}` });
  if (planned.length) await w.query(`update outgoing_order_lines set failure_reason = null where id = any($1::int[])`, [planned.map((p) => p.line.id)]);

  for (const line of pending) {
    const location = (await pickLocationOf(w, line.materialId))!;
    const f = await placeFigures(w, line.materialId, location);
    await replenish(w, line.materialId, location, 'OrderBased', line.need - f.available - f.ingoing);
  }
  if (pending.length) {
    await w.query(`update outgoing_order_lines set state = 'PendingMaintenance', failure_reason = 'Waiting for replenishment' where id = any($1::int[])`, [
      pending.map((l) => l.id),
    ]);
  }
  await refreshOutgoingOrders(w, [orderId]);
  return { operationId, taskIds, pendingLines: pending.map((l) => l.id), shortLines: [] };
}
