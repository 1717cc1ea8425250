import { type FailedLine, lockOne, notFound, refused, type Work } from '@cockpit/server/sdk';
import { checkAssignee } from './jobs';
import { lockTasks } from './lock-tasks';
import { addCountLines, type CountSource } from './inventory-create';
import { refreshOwners } from './refresh';
import { addToStock, takeFromStock } from './stock-ledger';
import { findOrCreateStock, lockStocks } from './stock-rows';
import type { InventoryLineState, InventoryState } from './states';
import { cancelOpenTasks } from './task-close';
import { emptyOwners } from './task-rows';

interface InventoryRow {
  id: number;
  state: InventoryState;
  journalName: string;
  maxTasksPerJob: number;
  assignedUserId: number | null;
  assignedRoleId: number | null;
}

interface LineRow {
  id: number;
  inventoryId: number;
  state: InventoryLineState;
  stockId: number | null;
  locationId: number;
  materialId: number;
  expected: number;
  counted: number | null;
  containerName: string | null;
  batch: string | null;
  expDate: string | null;
  serialNumber: string | null;
}

const INVENTORY_COLUMNS = `id, state, journal_name as "journalName", max_tasks_per_job as "maxTasksPerJob", assigned_user_id as "assignedUserId", assigned_role_id as "assignedRoleId"`;
const LINE_COLUMNS = `id, inventory_id as "inventoryId", state, stock_id as "stockId", location_id as "locationId", material_id as "materialId",
  expected_quantity::int as expected, counted_quantity::int as counted, container_name as "containerName", batch, exp_date as "expDate", serial_number as "serialNumber"`;

export function lockInventory(w: Work, id: number): Promise<InventoryRow> {
  return lockOne<InventoryRow>(w, 'inventories', id, INVENTORY_COLUMNS, 'Inventory');
}

function refuseClosedInventory(inv: InventoryRow): void {
  if (inv.state === 'Approved') throw refused('Inventory.AlreadyApproved', 'Inventory already approved');
  if (inv.state === 'Cancelled') throw refused('Inventory.AlreadyCancelled', 'Inventory already cancelled');
}

/** A line with its inventory locked first (the engine's lock order). */
async function lockLine(w: Work, lineId: number): Promise<{ inv: InventoryRow; line: LineRow }> {
  const [pre] = await w.query<{ inventoryId: number }>('select inventory_id as "inventoryId" from inventory_lines where id = $1 and business_unit_id = $2', [lineId, w.bu]);
  if (!pre) throw notFound('Inventory line not found');
  const inv = await lockInventory(w, pre.inventoryId);
  const [line] = await w.query<LineRow>(`select ${LINE_COLUMNS} from inventory_lines where id = $1 for update`, [lineId]);
  return { inv, line };
}

/** Accept line: a counted line's difference is accepted for booking at approval. */
export async function acceptLine(w: Work, lineId: number): Promise<void> {
  const { inv, line } = await lockLine(w, lineId);
  refuseClosedInventory(inv);
  if (line.state !== 'Counted') throw refused('Inventory.LineNotCounted', 'Line is not counted', { lineState: line.state });
  await w.query(`update inventory_lines set state = 'Accepted' where id = $1`, [lineId]);
  w.touch('InventoryLine', lineId);
  w.touch('Inventory', inv.id);
}

/** Cancel line: an Initial or Counted line is not booked; its open count task is cancelled. */
export async function cancelLine(w: Work, lineId: number): Promise<void> {
  const { inv, line } = await lockLine(w, lineId);
  refuseClosedInventory(inv);
  if (line.state !== 'Initial' && line.state !== 'Counted')
    throw refused('Inventory.LineWrongState', 'Inventory line is in wrong state', { lineState: line.state, allowingStates: ['Initial', 'Counted'] });
  const ids = await w.query<{ id: number }>(`select id from tasks where inventory_line_id = $1 and state in ('Initial', 'Prepared', 'InProgress')`, [lineId]);
  const owners = await cancelOpenTasks(
    w,
    await lockTasks(
      w,
      ids.map((r) => r.id),
    ),
    { code: 'inventoryLineCancelled' },
  );
  await w.query(`update inventory_lines set state = 'Cancelled' where id = $1`, [lineId]);
  w.touch('InventoryLine', lineId);
  owners.inventories.add(inv.id);
  await refreshOwners(w, owners, { keepStarted: true });
}

/** Cancel inventory: refused once Approved; open counts are cancelled, nothing is booked. */
export async function cancelInventory(w: Work, inventoryId: number): Promise<void> {
  const inv = await lockInventory(w, inventoryId);
  refuseClosedInventory(inv);
  const ids = await w.query<{ id: number }>(`select id from tasks where inventory_id = $1 and state in ('Initial', 'Prepared', 'InProgress')`, [inventoryId]);
  const owners = await cancelOpenTasks(
    w,
    await lockTasks(
      w,
      ids.map((r) => r.id),
    ),
    { code: 'inventoryCancelled' },
    emptyOwners(),
  );
  const lines = await w.query<{ id: number }>(`update inventory_lines set state = 'Cancelled' where inventory_id = $1 and state in ('Initial', 'Counted') returning id`, [
    inventoryId,
  ]);
  await w.query(`update inventories set state = 'Cancelled', cancelled_at = $2, updated_at = $2 where id = $1`, [inventoryId, w.now]);
  w.touch('InventoryLine', ...lines.map((l) => l.id));
  w.touch('Inventory', inventoryId);
  owners.inventories.delete(inventoryId);
  await refreshOwners(w, owners);
}

/**
 * Approve inventory: refused unless every line is Accepted or Cancelled; the differences are
 * booked as gains and losses with transaction rows. A loss larger than what is free now (the
 * stock moved since the count) refuses the whole approval, naming the lines.
 */
export async function approveInventory(w: Work, inventoryId: number): Promise<void> {
  const inv = await lockInventory(w, inventoryId);
  refuseClosedInventory(inv);
  const lines = await w.query<LineRow>(`select ${LINE_COLUMNS} from inventory_lines where inventory_id = $1 order by id`, [inventoryId]);
  const open = lines.filter((l) => l.state === 'Initial' || l.state === 'Counted');
  if (open.length) throw refused('Inventory.LinesNotAccepted', 'Every line must be accepted or cancelled', { openLines: open.length });
  const accepted = lines.filter((l) => l.state === 'Accepted');
  const stocks = await lockStocks(
    w,
    accepted.map((l) => l.stockId).filter((id): id is number => id !== null),
  );
  const failed: Array<{ lineId: number; difference: number; available: number }> = [];
  const info = (gain: boolean) => ({ processType: gain ? ('InventoryGain' as const) : ('InventoryLoss' as const), reference: inv.journalName });
  const countedStocks: number[] = [];
  for (const l of accepted) {
    const diff = (l.counted ?? 0) - l.expected;
    let s = l.stockId ? stocks.get(l.stockId) : undefined;
    if (s && (s.locationId !== l.locationId || s.materialId !== l.materialId)) s = undefined;
    if (diff === 0) {
      if (s) countedStocks.push(s.id);
      continue;
    }
    if (diff > 0) {
      s ??= await findOrCreateStock(w, {
        materialId: l.materialId,
        locationId: l.locationId,
        batch: l.batch,
        expDate: l.expDate,
        serialNumber: l.serialNumber,
        containerId: l.containerName,
      });
      await addToStock(w, s, diff, info(true));
      countedStocks.push(s.id);
    } else {
      const free = s ? s.quantity - s.reserved : 0;
      if (!s || free < -diff) failed.push({ lineId: l.id, difference: diff, available: free });
      else {
        await takeFromStock(w, s, -diff, info(false));
        countedStocks.push(s.id);
      }
    }
  }
  if (failed.length) throw refused('Inventory.StockChanged', 'Stock has changed since it was counted', { lines: failed });
  if (countedStocks.length) await w.query('update stocks set last_counted = $2 where id = any($1::int[])', [countedStocks, w.now]);
  const locations = [...new Set(accepted.map((l) => l.locationId))];
  if (locations.length) await w.query('update locations set last_counted = $2 where id = any($1::int[])', [locations, w.now]);
  w.touch('Stock', ...countedStocks);
  await w.query(`update inventories set state = 'Approved', approved_at = $2, approved_by = $3, updated_at = $2 where id = $1`, [inventoryId, w.now, w.actor.userId || null]);
  w.touch('Inventory', inventoryId);
}

/**
 * Send to recount (create recount inventory jobs): each counted line is cancelled and a new
 * Initial line made for the same stock, expected quantity as it is now, with count tasks in new
 * jobs (one set of jobs for all the lines, so the floor gets them together). A line that is not
 * Counted, or not of this inventory, is a failed line (207); the others go through.
 */
export async function recountLines(
  w: Work,
  inventoryId: number,
  lineIds: number[],
  o: { maxTasksPerJob?: number; userId?: number | null; userRoleId?: number | null },
): Promise<{ lineIds: number[]; failed: FailedLine[] }> {
  const inv = await lockInventory(w, inventoryId);
  refuseClosedInventory(inv);
  await checkAssignee(w, { userId: o.userId, userRoleId: o.userRoleId });
  const wanted = [...new Set(lineIds)];
  const found = new Map(
    (await w.query<LineRow>(`select ${LINE_COLUMNS} from inventory_lines where id = any($1::int[]) and inventory_id = $2 order by id for update`, [wanted, inventoryId])).map(
      (l) => [l.id, l],
    ),
  );
  const failed: FailedLine[] = [];
  const lines: LineRow[] = [];
  for (const id of wanted) {
    const l = found.get(id);
    if (!l) failed.push({ id, code: 'NotFound', message: 'Inventory line not found' });
    else if (l.state !== 'Counted')
      failed.push({ id, label: `${inv.journalName} #${id}`, code: 'Inventory.LineNotCounted', message: 'Line is not counted', details: { lineState: l.state } });
    else lines.push(l);
  }
  if (lines.length === 0) return { lineIds: [], failed };
  const current = new Map(
    (
      await w.query<{ id: number; quantity: number }>('select id, quantity::int as quantity from stocks where id = any($1::int[]) order by id for update', [
        lines.map((l) => l.stockId).filter(Boolean),
      ])
    ).map((s) => [s.id, s.quantity]),
  );
  await w.query(`update inventory_lines set state = 'Cancelled' where id = any($1::int[])`, [lines.map((l) => l.id)]);
  w.touch('InventoryLine', ...lines.map((l) => l.id));
  const sources: CountSource[] = lines.map((l) => ({
    stockId: l.stockId,
    locationId: l.locationId,
    materialId: l.materialId,
    quantity: (l.stockId && current.get(l.stockId)) || 0,
    containerId: l.containerName,
    batch: l.batch,
    expDate: l.expDate,
    serialNumber: l.serialNumber,
  }));
  const newLines = await addCountLines(
    w,
    inventoryId,
    inv.journalName,
    sources,
    { maxTasksPerJob: o.maxTasksPerJob ?? inv.maxTasksPerJob, userId: o.userId ?? inv.assignedUserId, userRoleId: o.userRoleId ?? inv.assignedRoleId },
    lines.map((l) => l.id),
  );
  const owners = emptyOwners();
  owners.inventories.add(inventoryId);
  await refreshOwners(w, owners);
  return { lineIds: newLines, failed };
}

/** A manual line (feature InventoryManual): count a material at a location the journal did not list. */
export async function addManualLine(w: Work, inventoryId: number, locationId: number, materialId: number): Promise<number> {
  const inv = await lockInventory(w, inventoryId);
  refuseClosedInventory(inv);
  const ok = await w.query<{ l: boolean; m: boolean }>(
    'select exists (select 1 from locations where id = $1 and business_unit_id = $3) as l, exists (select 1 from materials where id = $2 and business_unit_id = $3) as m',
    [locationId, materialId, w.bu],
  );
  if (!ok[0].l) throw notFound('Location not found');
  if (!ok[0].m) throw notFound('Material not found');
  const [stock] = await w.query<{ id: number; quantity: number; containerId: string | null; batch: string | null; expDate: string | null; serialNumber: string | null }>(
    `select id, quantity::int as quantity, container_id as "containerId", batch, exp_date as "expDate", serial_number as "serialNumber"
       from stocks where location_id = $1 and material_id = $2 order by quantity desc, id limit 1 for update`,
    [locationId, materialId],
  );
  const [lineId] = await addCountLines(
    w,
    inventoryId,
    inv.journalName,
    [
      {
        stockId: stock?.id ?? null,
        locationId,
        materialId,
        quantity: stock?.quantity ?? 0,
        containerId: stock?.containerId ?? null,
        batch: stock?.batch ?? null,
        expDate: stock?.expDate ?? null,
        serialNumber: stock?.serialNumber ?? null,
      },
    ],
    { maxTasksPerJob: inv.maxTasksPerJob, userId: inv.assignedUserId, userRoleId: inv.assignedRoleId, manual: true },
  );
  const owners = emptyOwners();
  owners.inventories.add(inventoryId);
  await refreshOwners(w, owners);
  return lineId;
}
