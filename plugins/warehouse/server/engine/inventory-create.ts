import { notFound, refused, type Work } from '@cockpit/server/sdk';
import { checkAssignee } from './jobs';
import { groupIntoJobs } from './job-build';

export interface CountSource {
  stockId: number | null;
  locationId: number;
  materialId: number;
  quantity: number;
  containerId: string | null;
  batch: string | null;
  expDate: string | null;
  serialNumber: string | null;
}

export interface CountJobOptions {
  maxTasksPerJob: number;
  userId?: number | null;
  userRoleId?: number | null;
  manual?: boolean;
}

/**
 * Lines (expected quantity frozen now) with one count task each, grouped into jobs of at most
 * maxTasksPerJob, assigned as asked. Count tasks reserve nothing.
 */
export async function addCountLines(
  w: Work,
  inventoryId: number,
  journalName: string,
  sources: CountSource[],
  o: CountJobOptions,
  recountOf: Array<number | null> = [],
): Promise<number[]> {
  const lineIds: number[] = [];
  const taskIds: number[] = [];
  for (const [i, s] of sources.entries()) {
    const [line] = await w.query<{ id: number }>(
      `insert into inventory_lines (business_unit_id, inventory_id, stock_id, location_id, material_id, container_name, batch, exp_date, serial_number,
          expected_quantity, manual, recount_of, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [w.bu, inventoryId, s.stockId, s.locationId, s.materialId, s.containerId, s.batch, s.expDate, s.serialNumber, s.quantity, Boolean(o.manual), recountOf[i] ?? null, w.now],
    );
    const [task] = await w.query<{ id: number }>(
      `insert into tasks (business_unit_id, task_type, state, process_type, material_id, from_stock_id, from_location_id, to_location_id, original_location_id,
          from_container_id, requested_quantity, batch, exp_date, serial_number, inventory_id, inventory_line_id, operation_phase, created_at, updated_at)
       values ($1, 'InventoryCountTask', 'Initial', 'Inventory', $2, $3, $4, $4, $4, $5, $6, $7, $8, $9, $10, $11, 'Count', $12, $12) returning id`,
      [w.bu, s.materialId, s.stockId, s.locationId, s.containerId, s.quantity, s.batch, s.expDate, s.serialNumber, inventoryId, line.id, w.now],
    );
    lineIds.push(line.id);
    taskIds.push(task.id);
  }
  w.touch('InventoryLine', ...lineIds);
  w.touch('Task', ...taskIds);
  await groupIntoJobs(w, taskIds, {
    category: 'Inventory',
    name: (area, i, n) => `${journalName}${o.manual ? ' manual' : ''}${recountOf.length ? ' recount' : ''}${n > 1 ? ` ${i}` : ''}`,
    maxTasksPerJob: o.maxTasksPerJob,
    userId: o.userId,
    roleId: o.userRoleId,
    inventoryId,
  });
  return lineIds;
}

export interface CreateInventoryInput {
  name: string;
  maxTasksPerJob: number;
  assignToUserId?: number | null;
  assignToRoleId?: number | null;
  locationIds?: number[];
  stockIds?: number[];
  /** InventoryZeroCount: also count stock rows that show zero (empty pick faces). */
  includeZeroQuantity?: boolean;
}

/**
 * Create inventory (jobs): one line per stock row in the chosen locations (or the chosen stocks)
 * that is not already being counted in another open inventory.
 */
export async function createInventory(w: Work, input: CreateInventoryInput): Promise<{ inventoryId: number; lineCount: number }> {
  await checkAssignee(w, { userId: input.assignToUserId, userRoleId: input.assignToRoleId });
  const locationIds = input.locationIds ?? [];
  if (locationIds.length) {
    const [{ n }] = await w.query<{ n: number }>('select count(*)::int as n from locations where id = any($1::int[]) and business_unit_id = $2', [locationIds, w.bu]);
    if (n !== new Set(locationIds).size) throw notFound('Location not found');
  }
  // Lock the stock rows first, in id order (the engine's lock order), so that the expected
  // quantities frozen below cannot change before commit and two inventories created at once do
  // not both take the same stock. The second statement sees what the other one committed.
  const locked = await w.query<{ id: number }>(
    `select s.id from stocks s where s.business_unit_id = $1 and (s.location_id = any($2::int[]) or s.id = any($3::int[])) and (s.quantity > 0 or $4)
      order by s.id for update`,
    [w.bu, locationIds, input.stockIds ?? [], Boolean(input.includeZeroQuantity)],
  );
  const sources = await w.query<CountSource>(
    `select s.id as "stockId", s.location_id as "locationId", s.material_id as "materialId", s.quantity::int as quantity, s.container_id as "containerId",
            s.batch, s.exp_date as "expDate", s.serial_number as "serialNumber"
       from stocks s join locations l on l.id = s.location_id
      where s.id = any($1::int[]) and (s.quantity > 0 or $2)
        and not exists (select 1 from inventory_lines il join inventories i on i.id = il.inventory_id
                         where il.stock_id = s.id and il.state in ('Initial', 'Counted') and i.state in ('Initial', 'Started', 'Counted'))
      order by l.picking_sequence nulls last, l.name, s.id`,
    [locked.map((r) => r.id), Boolean(input.includeZeroQuantity)],
  );
  if (sources.length === 0) throw refused('Inventory.NoStocks', 'No stocks to update');
  const [inv] = await w.query<{ id: number }>(
    `insert into inventories (business_unit_id, journal_name, state, assigned_user_id, assigned_role_id, max_tasks_per_job, include_zero, created_by, created_at, updated_at)
     values ($1, $2, 'Started', $3, $4, $5, $6, $7, $8, $8) returning id`,
    [w.bu, input.name, input.assignToUserId ?? null, input.assignToRoleId ?? null, input.maxTasksPerJob, Boolean(input.includeZeroQuantity), w.actor.userId || null, w.now],
  );
  await addCountLines(w, inv.id, input.name, sources, { maxTasksPerJob: input.maxTasksPerJob, userId: input.assignToUserId, userRoleId: input.assignToRoleId });
  w.touch('Inventory', inv.id);
  return { inventoryId: inv.id, lineCount: sources.length };
}
