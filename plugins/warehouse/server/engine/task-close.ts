import { adjustStock } from './stock-ledger';
import { lockStocks } from './stock-rows';
import { isOpenTask } from './states';
import { type Owners, ownersOf, type TaskRow } from './task-rows';
import type { Work } from '@cockpit/server/sdk';
import { appendTaskLog, taskLogParam, type TaskLogEntry } from './task-log';

/**
 * Cancels open tasks (already locked with lockTasks): a movement task gives its reservation back
 * to the source stock and its expected quantity back to the target; `note` is what its action log
 * records. Returns the owners whose
 * state must follow (call refreshOwners once the action's other changes are made).
 */
export async function cancelOpenTasks(w: Work, tasks: TaskRow[], note: TaskLogEntry, owners?: Owners): Promise<Owners> {
  const open = tasks.filter((t) => isOpenTask(t.state));
  const result = ownersOf(open, owners);
  if (open.length === 0) return result;
  const movements = open.filter((t) => t.type === 'StockMovementTask');
  const stocks = await lockStocks(
    w,
    movements.flatMap((t) => [t.fromStockId, t.toStockId].filter((id): id is number => id !== null)),
  );
  for (const t of movements) {
    const from = t.fromStockId ? stocks.get(t.fromStockId) : undefined;
    if (from) await adjustStock(w, from, { reserved: -t.requested });
    const to = t.toStockId ? stocks.get(t.toStockId) : undefined;
    if (to) await adjustStock(w, to, { ingoing: -t.requested });
  }
  await w.query(`update tasks set state = 'Cancelled', updated_at = $2, ${appendTaskLog('$3')} where id = any($1::int[])`, [open.map((t) => t.id), w.now, taskLogParam(note)]);
  for (const t of open) {
    t.state = 'Cancelled';
    w.touch('Task', t.id);
  }
  // A count that will not happen leaves nothing to count: its line is cancelled with it.
  const countLines = open.filter((t) => t.type === 'InventoryCountTask' && t.inventoryLineId).map((t) => t.inventoryLineId as number);
  if (countLines.length) {
    const lines = await w.query<{ id: number }>(`update inventory_lines set state = 'Cancelled' where id = any($1::int[]) and state = 'Initial' returning id`, [countLines]);
    w.touch('InventoryLine', ...lines.map((l) => l.id));
  }
  return result;
}
