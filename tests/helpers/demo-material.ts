import type { Queryable } from '../../apps/server/src/db/types';

/** The Demo unit's first material (by id) that matches `where` (SQL on materials m). */
export async function demoMaterial(db: Queryable, where = 'true'): Promise<{ id: number; item_no: string }> {
  const { rows } = await db.query<{ id: number; item_no: string }>(
    `select m.id, m.item_no from materials m join business_units b on b.id = m.business_unit_id where b.name = 'Demo' and ${where} order by m.id limit 1`,
  );
  return rows[0];
}
