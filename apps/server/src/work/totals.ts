import type { Work } from './work';

/**
 * Moves the materials' current/reserved/available figures by what the work changed on their stock
 * rows, in the same transaction, so the figures always equal the sums over the stock rows.
 * Materials are locked in id order: every action touches them last, in the same order.
 */
export async function applyMaterialTotals(w: Work): Promise<void> {
  const entries = [...w.materialDeltas.entries()].filter(([, d]) => d.quantity !== 0 || d.reserved !== 0).sort((a, b) => a[0] - b[0]);
  if (entries.length === 0) return;
  const ids = entries.map(([id]) => id);
  await w.query('select id from materials where id = any($1::int[]) order by id for update', [ids]);
  await w.query(
    `update materials m
        set current_quantity = m.current_quantity + d.q,
            reserved_quantity = m.reserved_quantity + d.r,
            available_quantity = m.available_quantity + d.q - d.r
       from unnest($1::int[], $2::bigint[], $3::bigint[]) as d(id, q, r)
      where m.id = d.id`,
    [ids, entries.map(([, d]) => d.quantity), entries.map(([, d]) => d.reserved)],
  );
  w.touch('Material', ...ids);
  w.materialDeltas.clear();
}
