import { notFound, refused, type Work } from '@cockpit/server/sdk';
import { deviationReason } from './code-switches';
import { lockTasks } from './lock-tasks';
import { adjustStock, moveBetween, takeFromStock } from './stock-ledger';
import { findOrCreateStock, lockStocks } from './stock-rows';
import { refreshOwners } from './refresh';
import { checkMinMax } from './replenish';
import { prepareWaitingLines } from './prepare-waiting';
import { ownersOf, type TaskRow } from './task-rows';
import { writeLog } from './work-log';
import { appendTaskLog, taskLogParam } from './task-log';

export interface PerformInput {
  confirmedQuantity: number;
  reasonCode?: string | null;
  reasonText?: string | null;
  /** The unconfirmed rest is not there: it is booked as a loss from the source stock. */
  stockIsMissing?: boolean;
}

/** A movement: the goods go from the source stock to the target (merged or made there). */
async function performMovement(w: Work, t: TaskRow, input: PerformInput): Promise<number | null> {
  const confirmed = input.confirmedQuantity;
  if (confirmed > t.requested) throw refused('Tasks.QuantityTooHigh', 'Confirmed quantity cannot exceed the requested quantity', { requestedQuantity: t.requested });
  if (confirmed < t.requested && !input.reasonCode) throw refused('Tasks.ReasonRequired', 'A reason is required when less than requested is confirmed');
  const reasonCode = confirmed < t.requested ? await deviationReason(w, 'Lose', input.reasonCode) : (input.reasonCode ?? null);
  const stocks = await lockStocks(
    w,
    [t.fromStockId, t.toStockId].filter((id): id is number => id !== null),
  );
  const from = t.fromStockId === null ? undefined : stocks.get(t.fromStockId);
  if (!from) throw refused('Tasks.StockMissing', 'The task has no source stock');
  const info = {
    processType: t.processType as 'Picking',
    taskId: t.id,
    jobId: t.jobId,
    reference: t.reference,
    causeCode: reasonCode,
    reasonText: input.reasonText ?? null,
  };
  // Nothing confirmed and no target row yet: only the reservation goes (no empty row is made).
  const to =
    (t.toStockId ? stocks.get(t.toStockId) : undefined) ??
    (confirmed > 0
      ? await findOrCreateStock(w, {
          materialId: t.materialId,
          locationId: t.toLocationId!,
          batch: from.batch,
          expDate: from.expDate,
          serialNumber: from.serialNumber,
          containerId: t.toContainerId,
          fifoDate: from.fifoDate,
        })
      : null);
  if (to) await moveBetween(w, from, to, confirmed, info, { reserved: t.requested, ingoing: t.toStockId ? t.requested : 0 });
  else await adjustStock(w, from, { reserved: -t.requested });
  if (input.stockIsMissing && confirmed < t.requested) {
    const lost = Math.min(t.requested - confirmed, from.quantity - from.reserved);
    if (lost > 0) await takeFromStock(w, from, lost, { ...info, processType: 'Loss' });
  }
  if (t.processType === 'Picking') await w.query('update stocks set picked_count = picked_count + 1 where id = $1', [from.id]);
  if (t.orderLineId) {
    // A short pick closes the line: the rest is not picked (its open quantity shows it).
    await w.query('update outgoing_order_lines set picked_quantity = picked_quantity + $2, closed = closed or $3 where id = $1', [
      t.orderLineId,
      confirmed,
      confirmed < t.requested,
    ]);
  }
  if (t.processType === 'Picking') w.later((next) => checkMinMax(next, t.materialId, from.locationId));
  if (t.processType === 'Replenishment') w.later(async (next) => void (await prepareWaitingLines(next, t.materialId)));
  return to?.id ?? null;
}

/** A count: the line gets the counted quantity; a zero difference is accepted at once. */
async function performCount(w: Work, t: TaskRow, input: PerformInput): Promise<void> {
  const [line] = await w.query<{ state: string; expected: number }>('select state, expected_quantity::int as expected from inventory_lines where id = $1 for update', [
    t.inventoryLineId,
  ]);
  if (!line || line.state !== 'Initial') throw refused('Inventory.LineWrongState', 'Inventory line is in wrong state', { lineState: line?.state });
  const state = input.confirmedQuantity === line.expected ? 'Accepted' : 'Counted';
  if (state === 'Counted') await deviationReason(w, input.confirmedQuantity > line.expected ? 'Gain' : 'Lose', input.reasonCode);
  await w.query('update inventory_lines set counted_quantity = $2, state = $3, performed_time = $4, counted_by = $5 where id = $1', [
    t.inventoryLineId,
    input.confirmedQuantity,
    state,
    w.now,
    w.actor.userId || null,
  ]);
  w.touch('InventoryLine', t.inventoryLineId);
}

/**
 * Performs (confirms) a task of a started job, as a handheld terminal does: the stock moves (or
 * the count is recorded), a transaction row is written, and the line, operation, order, job and
 * inventory states follow.
 */
export async function performTask(w: Work, taskId: number, input: PerformInput): Promise<void> {
  const [t] = await lockTasks(w, [taskId]);
  if (!t) throw notFound('Task not found');
  if (t.state !== 'InProgress') {
    throw refused('Tasks.NotInProgress', 'Task is in wrong state', { taskState: t.state, taskType: t.type, allowingStates: ['InProgress'] });
  }
  let toStockId = t.toStockId;
  if (t.type === 'InventoryCountTask') await performCount(w, t, input);
  else toStockId = await performMovement(w, t, input);
  const short = input.confirmedQuantity < t.requested && t.type === 'StockMovementTask';
  await w.query(
    `update tasks set state = 'Performed', confirmed_quantity = $2, performed_by = $3, performed_date = $4, reason_code = $5, reason_text = $6,
            stock_is_missing = $7, updated_at = $4, ${appendTaskLog('$8')}, to_stock_id = $9 where id = $1`,
    [
      t.id,
      input.confirmedQuantity,
      w.actor.userId || null,
      w.now,
      input.reasonCode ?? null,
      input.reasonText ?? null,
      Boolean(input.stockIsMissing),
      taskLogParam({ code: 'performed', params: { confirmed: input.confirmedQuantity, requested: t.requested } }),
      toStockId,
    ],
  );
  w.touch('Task', t.id);
  if (short)
    await writeLog(w, { jobId: t.jobId, taskId: t.id, level: 'Warning', name: 'shortPick', message: `${input.confirmedQuantity}/${t.requested} ${input.reasonCode ?? ''}`.trim() });
  await refreshOwners(w, ownersOf([t]));
}
