import type { Work } from '@cockpit/server/sdk';

export interface InitialStockLine {
  materialId: number;
  locationId: number;
  batch: string | null;
  expDate: string | null;
  quantity: number;
}

/** Lets timers and other requests run between chunks of a long import (PGlite runs in this thread). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Adds imported quantities to stock the way the engine's addToStock does (stock-ledger.ts), a
 * chunk of lines per statement: each line goes into the stock row of the same material, location,
 * batch and expiry (locked and increased), or a new row; each writes an InitialStock material
 * transaction; the Work records the material deltas (applied by applyMaterialTotals before commit),
 * the stock rows and the places to publish. Lines with the same place are added together first.
 */
export async function addInitialStock(w: Work, lines: InitialStockLine[]): Promise<void> {
  const merged = new Map<string, InitialStockLine>();
  for (const l of lines) {
    const key = JSON.stringify([l.materialId, l.locationId, l.batch, l.expDate]);
    const seen = merged.get(key);
    if (seen) seen.quantity += l.quantity;
    else merged.set(key, { ...l });
  }
  const all = [...merged.values()];
  const arrays = [all.map((l) => l.materialId), all.map((l) => l.locationId), all.map((l) => l.batch), all.map((l) => l.expDate), all.map((l) => l.quantity)];
  // The existing row of each place (the lowest id, as findOrCreateStock picks it), locked in id order.
  const found = await w.query<{ n: number; id: number }>(
    `select distinct on (p.n) p.n::int as n, s.id
       from unnest($2::int[], $3::int[], $4::text[], $5::date[]) with ordinality as p(material_id, location_id, batch, exp_date, n)
       join stocks s on s.business_unit_id = $1 and s.material_id = p.material_id and s.location_id = p.location_id
        and s.batch is not distinct from p.batch and s.exp_date is not distinct from p.exp_date
        and s.serial_number is null and s.container_id is null
      order by p.n, s.id`,
    [w.bu, ...arrays.slice(0, 4)],
  );
  const existing = new Map(found.map((r) => [r.n - 1, r.id]));
  if (existing.size) await w.query('select id from stocks where id = any($1::int[]) order by id for update', [[...existing.values()]]);
  const stockIds: number[] = new Array(all.length);
  const toUpdate = all.flatMap((l, i) => (existing.has(i) ? [{ id: existing.get(i)!, quantity: l.quantity }] : []));
  if (toUpdate.length) {
    await w.query('update stocks s set quantity = s.quantity + u.q from unnest($1::int[], $2::bigint[]) as u(id, q) where s.id = u.id', [
      toUpdate.map((u) => u.id),
      toUpdate.map((u) => u.quantity),
    ]);
  }
  for (const [i, id] of existing) stockIds[i] = id;
  const fresh = all.map((_, i) => i).filter((i) => !existing.has(i));
  if (fresh.length) {
    const created = await w.query<{ id: number; m: number; l: number; b: string | null; e: string | null }>(
      `insert into stocks (business_unit_id, material_id, location_id, batch, exp_date, quantity, fifo_date)
       select $1, m, l, b, e, q, $7 from unnest($2::int[], $3::int[], $4::text[], $5::date[], $6::bigint[]) as u(m, l, b, e, q)
       returning id, material_id as m, location_id as l, batch as b, exp_date::text as e`,
      [w.bu, ...arrays.map((a) => fresh.map((i) => a[i])), w.now],
    );
    // Matched back by place (RETURNING promises no order); places are unique within the chunk.
    const byPlace = new Map(created.map((c) => [JSON.stringify([c.m, c.l, c.b, c.e]), c.id]));
    for (const i of fresh) stockIds[i] = byPlace.get(JSON.stringify([all[i].materialId, all[i].locationId, all[i].batch, all[i].expDate]))!;
  }
  await w.query(
    `insert into material_transactions (business_unit_id, created_at, user_id, process_type, material_id, quantity, to_location_id, to_stock_id, reference, batch)
     select $1, $2, $3, 'InitialStock', m, q, l, s, 'Excel import', b from unnest($4::int[], $5::bigint[], $6::int[], $7::int[], $8::text[]) as u(m, q, l, s, b)`,
    [w.bu, w.now, w.actor.userId || null, arrays[0], arrays[4], arrays[1], stockIds, arrays[2]],
  );
  all.forEach((l, i) => {
    w.moveMaterial(l.materialId, l.quantity, 0);
    w.touch('Stock', stockIds[i]);
    w.stockPlace(l.materialId, l.locationId);
  });
}
