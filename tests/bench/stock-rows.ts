import type { Db } from '../../apps/server/src/db/types';
import { insertRows } from '../../apps/server/src/db/insert-rows';
import { refreshMaterialTotals } from '../../plugins/master-data/server/seed/demo-warehouse';
import { createRandom } from '../../apps/server/src/work/random';

/**
 * Tops the business unit's stock up to `total` rows for the grid benchmarks, the way the demo
 * generator would have made them: bulk stock of existing materials at bulk locations, each with
 * its opening-balance transaction, and the materials' totals recomputed (so the
 * warehouse invariants still hold). Some rows carry a batch, an expiry date and a count date, so that
 * every formatter of the grid has work to do. Deterministic for a seed.
 */
export async function addStockRows(db: Db, businessUnitName: string, total: number, seed = 10_000): Promise<{ businessUnitId: number; added: number; total: number }> {
  const r = createRandom(seed);
  return db.transaction(async (tx) => {
    const bu = (await tx.query<{ id: number }>('select id from business_units where name = $1', [businessUnitName])).rows[0];
    if (!bu) throw new Error(`no business unit ${businessUnitName}`);
    const count = async () => Number((await tx.query<{ n: number }>('select count(*)::int as n from stocks where business_unit_id = $1', [bu.id])).rows[0].n);
    const before = await count();
    const missing = Math.max(0, total - before);
    if (missing === 0) return { businessUnitId: bu.id, added: 0, total: before };

    const materials = (await tx.query<{ id: number }>('select id from materials where business_unit_id = $1 order by id', [bu.id])).rows.map((m) => m.id);
    const locations = (
      await tx.query<{ id: number }>(
        `select l.id from locations l join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1 and r.kind = 'Bulk' order by l.id`,
        [bu.id],
      )
    ).rows.map((l) => l.id);
    const admin = (await tx.query<{ id: number }>(`select id from users where business_unit_id = $1 and user_name = 'admin'`, [bu.id])).rows[0]?.id ?? null;
    const lastId = Number((await tx.query<{ id: number }>('select coalesce(max(id), 0)::int as id from stocks')).rows[0].id);

    const now = Date.now();
    const day = 86_400_000;
    const rows: unknown[][] = [];
    for (let i = 0; i < missing; i++) {
      const batch = r.chance(0.3) ? `B${String(r.int(1, 99_999)).padStart(5, '0')}` : null;
      const expDate = batch && r.chance(0.7) ? new Date(now + r.int(10, 700) * day).toISOString().slice(0, 10) : null;
      const lastCounted = r.chance(0.5) ? new Date(now - r.int(1, 300) * day).toISOString() : null;
      rows.push([bu.id, r.pick(materials), r.pick(locations), r.int(1, 900), new Date(now - r.int(1, 500) * day).toISOString(), batch, expDate, lastCounted]);
    }
    await insertRows(tx, 'stocks', ['business_unit_id', 'material_id', 'location_id', 'quantity', 'fifo_date', 'batch', 'exp_date', 'last_counted'], rows);
    // The rows of a stock add up to its quantity: one opening balance per new stock row.
    await tx.query(
      `insert into material_transactions (business_unit_id, created_at, user_id, process_type, material_id, quantity, to_location_id, to_stock_id, reference, batch)
       select s.business_unit_id, s.fifo_date, $3, 'InitialStock', s.material_id, s.quantity, s.location_id, s.id, 'Opening balance', s.batch
         from stocks s where s.business_unit_id = $1 and s.id > $2 order by s.id`,
      [bu.id, lastId, admin],
    );
    await refreshMaterialTotals(tx, bu.id);
    return { businessUnitId: bu.id, added: missing, total: await count() };
  });
}
