import { acceptLine, approveInventory, cancelInventory } from '../engine/inventory-actions';
import { createInventory } from '../engine/inventory-create';
import { createJobFromStocks } from '../engine/job-create';
import { act, DAY, type DemoKit, performWork, query } from './demo-activity-kit';

/** Locations holding stock, in walking order: the n-th slice of `size` (each inventory counts its own). */
async function locationsOf(kit: DemoKit, slice: number, size: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    kit,
    `select l.id from locations l where l.business_unit_id = $1 and exists (select 1 from stocks s where s.location_id = l.id and s.quantity > 0)
      order by l.picking_sequence, l.id offset $2 limit $3`,
    [kit.businessUnitId, slice * 7 + 3, size],
  );
  return rows.map((r) => r.id);
}

/**
 * Inventories in their states (approved last month, counted and waiting for acceptance, being
 * counted, cancelled) and a movement job in progress.
 */
export async function seedCounts(kit: DemoKit): Promise<void> {
  const floor = kit.floorUserIds[0];
  const make = (name: string, at: number, locations: number[], max = 6) =>
    act(kit, at, (w) => createInventory(w, { name, maxTasksPerJob: max, assignToUserId: floor, locationIds: locations }));

  const approvedAt = kit.now - 30 * DAY;
  const approved = await make('Cycle count A1', approvedAt, await locationsOf(kit, 0, 4));
  await performWork(kit, 't.inventory_id = $2', [approved.inventoryId], approvedAt + 3600_000);
  const counted = await query<{ id: number }>(kit, `select id from inventory_lines where inventory_id = $1 and state = 'Counted'`, [approved.inventoryId]);
  for (const l of counted) await act(kit, approvedAt + 2 * 3600_000, (w) => acceptLine(w, l.id));
  await act(kit, approvedAt + 3 * 3600_000, (w) => approveInventory(w, approved.inventoryId));
  await kit.tx.query('update inventories set historical = true where id = $1', [approved.inventoryId]);

  const countedInv = await make('Cycle count B1', kit.now - 2 * DAY, await locationsOf(kit, 1, 3));
  await performWork(kit, 't.inventory_id = $2', [countedInv.inventoryId], kit.now - 2 * DAY + 3600_000);

  const running = await make('Cycle count C1', kit.now - 3 * 3600_000, await locationsOf(kit, 2, 4), 4);
  await performWork(kit, 't.inventory_id = $2', [running.inventoryId], kit.now - 2 * 3600_000, 0.5);

  const cancelled = await make('Cycle count D1', kit.now - 5 * DAY, await locationsOf(kit, 3, 2));
  await act(kit, kit.now - 4 * DAY, (w) => cancelInventory(w, cancelled.inventoryId));

  // A movement job in progress: two bulk stocks on their way to another bulk location.
  const bulk = await query<{ id: number; locationId: number }>(
    kit,
    `select s.id, s.location_id as "locationId" from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
      where s.business_unit_id = $1 and r.kind = 'Bulk' and s.quantity > s.reserved_quantity order by s.id desc limit 2`,
    [kit.businessUnitId],
  );
  const [target] = await query<{ id: number }>(
    kit,
    `select l.id from locations l join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1 and r.kind = 'Bulk'
        and not (l.id = any($2::int[])) order by l.picking_sequence desc limit 1`,
    [kit.businessUnitId, bulk.map((b) => b.locationId)],
  );
  if (bulk.length && target)
    await act(
      kit,
      kit.now - 600_000,
      (w) =>
        createJobFromStocks(
          w,
          bulk.map((b) => b.id),
          target.id,
        ),
      floor,
    );
}
