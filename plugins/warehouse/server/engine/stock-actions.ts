import { notFound, refused, type Work } from '@cockpit/server/sdk';
import { causeCodeOf } from './cause-codes';
import { checkTraceability } from './code-switches';
import { lockTasks } from './lock-tasks';
import { groupIntoJobs } from './job-build';
import { createMovementTasks } from './movement-tasks';
import { refreshOwners } from './refresh';
import { addToStock, moveBetween, takeFromStock } from './stock-ledger';
import { findOrCreateStock, findStockId, lockStocks, STOCK_COLUMNS, STOCK_FROM, type StockRow } from './stock-rows';
import { cancelTaskRefusal, type JobState } from './states';
import { cancelOpenTasks } from './task-close';

async function lockStock(w: Work, stockId: number): Promise<StockRow> {
  const s = (await lockStocks(w, [stockId])).get(stockId);
  if (!s) throw notFound('Stock not found');
  return s;
}

async function checkLocation(w: Work, locationId: number): Promise<void> {
  const rows = await w.query('select 1 from locations where id = $1 and business_unit_id = $2', [locationId, w.bu]);
  if (!rows.length) throw notFound('Location not found');
}

async function checkMaterial(w: Work, materialId: number): Promise<void> {
  const rows = await w.query('select 1 from materials where id = $1 and business_unit_id = $2', [materialId, w.bu]);
  if (!rows.length) throw notFound('Material not found');
}

export interface Cause {
  causeCode: string;
  reasonText?: string | null;
}

export type GainTarget = { stockId: number } | { materialId: number; locationId: number; batch?: string | null; expDate?: string | null };

/** Gain: quantity is added (to a stock row, or to a place where one is made), with its cause code. */
export async function gainStock(w: Work, target: GainTarget, quantity: number, cause: Cause): Promise<number> {
  const causeCode = await causeCodeOf(w, 'Gain', cause.causeCode);
  let stock: StockRow;
  if ('stockId' in target) stock = await lockStock(w, target.stockId);
  else {
    await checkLocation(w, target.locationId);
    await checkMaterial(w, target.materialId);
    await checkTraceability(w, target.materialId, target);
    stock = await findOrCreateStock(w, { materialId: target.materialId, locationId: target.locationId, batch: target.batch, expDate: target.expDate });
  }
  await addToStock(w, stock, quantity, { processType: 'Gain', causeCode, reasonText: cause.reasonText });
  return stock.id;
}

/** Lose: only unreserved quantity can be lost. */
export async function loseStock(w: Work, stockId: number, quantity: number, cause: Cause): Promise<void> {
  const causeCode = await causeCodeOf(w, 'Lose', cause.causeCode);
  const s = await lockStock(w, stockId);
  const free = s.quantity - s.reserved;
  if (quantity > free) throw refused('Stock.NotEnoughAvailable', 'Not enough available stock', { availableStockQuantity: free });
  await takeFromStock(w, s, quantity, { processType: 'Loss', causeCode, reasonText: cause.reasonText });
}

/**
 * Move: at once (the goods merge into the target's stock of the same traceability), or as a
 * movement task in a new job for the floor to perform. Source and target rows are locked
 * together in id order (the engine's lock order).
 */
export async function moveStock(w: Work, stockId: number, quantity: number, toLocationId: number, asTask: boolean): Promise<{ taskId?: number }> {
  await checkLocation(w, toLocationId);
  const [pre] = await w.query<StockRow>(`select ${STOCK_COLUMNS} from ${STOCK_FROM} where s.id = $1 and s.business_unit_id = $2`, [stockId, w.bu]);
  if (!pre) throw notFound('Stock not found');
  if (pre.locationId === toLocationId) throw refused('Stock.SameLocation', 'Stock is already in this location');
  const place = {
    materialId: pre.materialId,
    locationId: toLocationId,
    batch: pre.batch,
    expDate: pre.expDate,
    serialNumber: pre.serialNumber,
    containerId: pre.containerId,
    fifoDate: pre.fifoDate,
  };
  const targetId = asTask ? undefined : await findStockId(w, place);
  const locked = await lockStocks(w, targetId ? [stockId, targetId] : [stockId]);
  const s = locked.get(stockId);
  if (!s) throw notFound('Stock not found');
  const free = s.quantity - s.reserved;
  if (quantity > free) throw refused('Stock.NotEnoughAvailable', 'Not enough available stock', { availableStockQuantity: free });
  if (asTask) {
    const [taskId] = await createMovementTasks(w, [{ from: s, quantity, toLocationId, processType: 'Movement', toContainerId: s.containerId }]);
    await groupIntoJobs(w, [taskId], { category: 'Movement', name: () => `Move stock ${s.id}` });
    return { taskId };
  }
  // The target found before the lock may have been emptied and deleted meanwhile: then it is made anew.
  const target = (targetId ? locked.get(targetId) : undefined) ?? (await findOrCreateStock(w, place));
  await moveBetween(w, s, target, quantity, { processType: 'Movement' });
  return {};
}

/**
 * Unprepare stock: its reservations go, if every task holding them can still be cancelled. The
 * tasks (with their orders and jobs) are locked before the stock, in the engine's lock order.
 */
export async function unprepareStock(w: Work, stockId: number): Promise<number> {
  const exists = await w.query('select 1 from stocks where id = $1 and business_unit_id = $2', [stockId, w.bu]);
  if (!exists.length) throw notFound('Stock not found');
  const openTaskIds = async () =>
    (
      await w.query<{ id: number }>(
        `select id from tasks where from_stock_id = $1 and task_type = 'StockMovementTask' and state in ('Initial', 'Prepared', 'InProgress') order by id`,
        [stockId],
      )
    ).map((r) => r.id);
  const ids = await openTaskIds();
  if (ids.length === 0) throw refused('Stock.NotReserved', 'Stock has no reservations');
  const tasks = await lockTasks(w, ids);
  await lockStock(w, stockId);
  // A task made from this stock between the read and the stock lock is locked too (out of order,
  // rare; a deadlock is retried whole by db.transaction).
  const late = (await openTaskIds()).filter((id) => !ids.includes(id));
  if (late.length) tasks.push(...(await lockTasks(w, late)));
  const open = tasks.filter((t) => t.state === 'Initial' || t.state === 'Prepared' || t.state === 'InProgress');
  if (open.length === 0) throw refused('Stock.NotReserved', 'Stock has no reservations');
  const jobs = new Map(
    (await w.query<{ id: number; state: JobState; name: string }>('select id, state, name from jobs where id = any($1::int[])', [open.map((t) => t.jobId).filter(Boolean)])).map(
      (j) => [j.id, j],
    ),
  );
  const blocked = open.filter((t) => cancelTaskRefusal(t, t.jobId ? (jobs.get(t.jobId) ?? null) : null));
  if (blocked.length) {
    throw refused('Stock.ReservationsInProgress', 'Reservations of this stock are in progress', {
      tasks: blocked.map((t) => ({ taskId: t.id, taskState: t.state, jobName: t.jobId ? jobs.get(t.jobId)?.name : null })),
    });
  }
  const owners = await cancelOpenTasks(w, open, { code: 'stockUnprepared' });
  await refreshOwners(w, owners);
  return open.length;
}

/** Dedicate the stock's location to its material (one stock at a time). */
export async function dedicateLocation(w: Work, locationId: number, materialId: number): Promise<void> {
  await checkLocation(w, locationId);
  await checkMaterial(w, materialId);
  const rows = await w.query(
    'insert into dedicated_locations (business_unit_id, location_id, material_id, created_at) values ($1, $2, $3, $4) on conflict do nothing returning location_id',
    [w.bu, locationId, materialId, w.now],
  );
  if (!rows.length) throw refused('Stock.AlreadyDedicated', 'Location is already dedicated to this material');
  await touchPlace(w, locationId, materialId);
}

/** Remove a dedicated location; another business unit's location or material is unknown (404). */
export async function removeDedication(w: Work, locationId: number, materialId: number): Promise<void> {
  await checkLocation(w, locationId);
  await checkMaterial(w, materialId);
  const rows = await w.query('delete from dedicated_locations where location_id = $1 and material_id = $2 and business_unit_id = $3 returning location_id', [
    locationId,
    materialId,
    w.bu,
  ]);
  if (!rows.length) throw refused('Stock.NotDedicated', 'Location is not dedicated to this material');
  await touchPlace(w, locationId, materialId);
}

async function touchPlace(w: Work, locationId: number, materialId: number): Promise<void> {
  const stocks = await w.query<{ id: number }>('select id from stocks where location_id = $1 and material_id = $2', [locationId, materialId]);
  w.touch('Stock', ...stocks.map((s) => s.id));
  w.stockPlace(materialId, locationId);
}

/** The stock row's location and material (for the dedicate calls that name a stock). */
export async function placeOfStock(w: Work, stockId: number): Promise<{ locationId: number; materialId: number }> {
  const [row] = await w.query<{ locationId: number; materialId: number }>(
    'select location_id as "locationId", material_id as "materialId" from stocks where id = $1 and business_unit_id = $2',
    [stockId, w.bu],
  );
  if (!row) throw notFound('Stock not found');
  return row;
}
