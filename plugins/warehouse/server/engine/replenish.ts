import { allocateFifo } from './fifo';
import { asCandidates, lockCandidates } from './candidates';
import { createMovementTasks } from './movement-tasks';
import { groupIntoJobs } from './job-build';
import { findOrCreateStock } from './stock-rows';
import type { Work } from '@cockpit/server/sdk';

/**
 * The pick location a material is replenished into: its min/max level's location, else its
 * dedicated location, else the pick location holding most of it.
 */
export async function pickLocationOf(w: Work, materialId: number): Promise<number | null> {
  const [row] = await w.query<{ id: number }>(
    `select coalesce(
        (select ml.location_id from maintenance_levels ml where ml.material_id = $1 and ml.business_unit_id = $2 order by ml.id limit 1),
        (select d.location_id from dedicated_locations d where d.material_id = $1 and d.business_unit_id = $2 order by d.location_id limit 1),
        (select s.location_id from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
          where s.material_id = $1 and s.business_unit_id = $2 and r.kind = 'Pick' order by s.quantity desc, s.id limit 1)) as id`,
    [materialId, w.bu],
  );
  return row?.id ?? null;
}

/** Free and expected quantity of the material at the location. */
export async function placeFigures(w: Work, materialId: number, locationId: number): Promise<{ available: number; ingoing: number }> {
  const [row] = await w.query<{ available: number; ingoing: number }>(
    `select coalesce(sum(quantity - reserved_quantity), 0)::int as available, coalesce(sum(ingoing_quantity), 0)::int as ingoing
       from stocks where material_id = $1 and location_id = $2`,
    [materialId, locationId],
  );
  return row;
}

export type ReplenishResult = { id: number; quantity: number } | { id: null; reason: 'Open' | 'NoNeed' | 'NoBulkStock' };

/**
 * A replenishment of `want` units into the pick location from bulk stock (FIFO), unless one is
 * open there already: its tasks join one job. Takes what bulk holds when that is less.
 */
export async function replenish(w: Work, materialId: number, locationId: number, kind: 'MinMax' | 'OrderBased', want: number): Promise<ReplenishResult> {
  if (want <= 0) return { id: null, reason: 'NoNeed' };
  const open = await w.query(`select 1 from replenishments where location_id = $1 and material_id = $2 and state = 'Open'`, [locationId, materialId]);
  if (open.length) return { id: null, reason: 'Open' };
  const bulk = await lockCandidates(w, [materialId], 'Bulk', locationId);
  const { allocations, short } = allocateFifo(asCandidates(bulk), want);
  if (allocations.length === 0) return { id: null, reason: 'NoBulkStock' };
  const quantity = want - short;
  // The partial unique index keeps one open replenishment per place even when two actions race.
  const inserted = await w.query<{ id: number }>(
    `insert into replenishments (business_unit_id, material_id, location_id, kind, requested_quantity, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (location_id, material_id) where state = 'Open' do nothing returning id`,
    [w.bu, materialId, locationId, kind, quantity, w.actor.userId || null, w.now],
  );
  if (!inserted[0]) return { id: null, reason: 'Open' };
  const id = inserted[0].id;
  const stocks = new Map(bulk.map((s) => [s.id, s]));
  const specs = [];
  for (const a of allocations) {
    const from = stocks.get(a.stockId)!;
    const to = await findOrCreateStock(w, { materialId, locationId, batch: from.batch, expDate: from.expDate, serialNumber: from.serialNumber, fifoDate: from.fifoDate });
    specs.push({ from, to, quantity: a.quantity, toLocationId: locationId, processType: 'Replenishment' as const, replenishmentId: id });
  }
  const taskIds = await createMovementTasks(w, specs);
  const [{ itemNo, location }] = await w.query<{ itemNo: string; location: string }>(
    'select (select item_no from materials where id = $1) as "itemNo", (select name from locations where id = $2) as location',
    [materialId, locationId],
  );
  await groupIntoJobs(w, taskIds, { category: 'Replenishment', name: () => `Replenish ${itemNo} to ${location}` });
  w.stockPlace(materialId, locationId);
  return { id, quantity };
}

interface Level {
  id: number;
  materialId: number;
  locationId: number;
  min: number;
  max: number;
}

/** Min/max rule: at or below min (free + expected), bring the location up to max. */
export async function replenishLevel(w: Work, level: Level): Promise<ReplenishResult> {
  const open = await w.query(`select 1 from replenishments where location_id = $1 and material_id = $2 and state = 'Open'`, [level.locationId, level.materialId]);
  if (open.length) return { id: null, reason: 'Open' };
  const f = await placeFigures(w, level.materialId, level.locationId);
  if (f.available + f.ingoing > level.min) return { id: null, reason: 'NoNeed' };
  return replenish(w, level.materialId, level.locationId, 'MinMax', level.max - f.available - f.ingoing);
}

const LEVEL_COLUMNS = 'id, material_id as "materialId", location_id as "locationId", min_quantity as min, max_quantity as max';

export async function levelsFor(w: Work, ids?: number[]): Promise<Level[]> {
  return ids
    ? w.query<Level>(`select ${LEVEL_COLUMNS} from maintenance_levels where business_unit_id = $1 and id = any($2::int[]) order by id`, [w.bu, ids])
    : w.query<Level>(`select ${LEVEL_COLUMNS} from maintenance_levels where business_unit_id = $1 order by id`, [w.bu]);
}

/** After a pick: the place's min/max rule (a follow-up of perform task). */
export async function checkMinMax(w: Work, materialId: number, locationId: number): Promise<void> {
  const [level] = await w.query<Level>(`select ${LEVEL_COLUMNS} from maintenance_levels where material_id = $1 and location_id = $2`, [materialId, locationId]);
  if (level) await replenishLevel(w, level);
}

/**
 * Order-based maintenance: for each material with PendingMaintenance lines, replenish its pick
 * location with what those lines need beyond what is free or on its way there.
 */
export async function replenishForPendingLines(w: Work, materialIds?: number[]): Promise<{ created: number; failed: Array<{ materialId: number; reason: string }> }> {
  const needs = await w.query<{ materialId: number; need: number }>(
    `select ln.material_id as "materialId", sum(greatest(ln.ordered_quantity - ln.picked_quantity, 0))::int as need
       from outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id
      where ln.business_unit_id = $1 and ln.state = 'PendingMaintenance' and o.state in ('Initial', 'Started')
        and ($2::int[] is null or ln.material_id = any($2::int[]))
      group by ln.material_id order by ln.material_id`,
    [w.bu, materialIds ?? null],
  );
  let created = 0;
  const failed: Array<{ materialId: number; reason: string }> = [];
  for (const n of needs) {
    const location = await pickLocationOf(w, n.materialId);
    if (!location) {
      failed.push({ materialId: n.materialId, reason: 'NoPickLocation' });
      continue;
    }
    const f = await placeFigures(w, n.materialId, location);
    const r = await replenish(w, n.materialId, location, 'OrderBased', n.need - f.available - f.ingoing);
    if (r.id !== null) created++;
    else if (r.reason === 'NoBulkStock') failed.push({ materialId: n.materialId, reason: r.reason });
  }
  return { created, failed };
}
