import type { Db } from '../../apps/server/src/db/types';

/**
 * The generated warehouse of the purchase-demand benchmark (issue 14): `materials` materials of the
 * unit spread round robin over `suppliers` new suppliers, and `transactions` material transaction
 * rows over the last year (3/8 of them Shipping, what the forecast reads), bulk-made with SQL (not
 * through the API), then the maintenance PostgreSQL's autovacuum would do (PGlite has none).
 */
export async function fillDemandWarehouse(db: Db, bu: number, size: { materials: number; transactions: number; suppliers: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into suppliers (business_unit_id, supplier_name, average_lead_time)
       select $1, 'Bench supplier ' || g, 3 + g % 12 from generate_series(1, $2::int) g`,
      [bu, size.suppliers],
    );
    const existing = Number((await tx.query<{ n: number }>('select count(*)::int as n from materials where business_unit_id = $1', [bu])).rows[0].n);
    await tx.query(
      `insert into materials (business_unit_id, item_no, name, cost_price, abc, material_group, supplier_id, minimum_warehouse_quantity, maximum_warehouse_quantity, available_quantity, current_quantity)
       select $1, 'BENCH-' || lpad(g::text, 6, '0'), 'Bench material ' || g, (g % 500) / 10.0 + 1, (array['A','B','C'])[1 + g % 3],
              (array['Fasteners','Electrical','Safety','Packaging','Tools','Paint'])[1 + g % 6], null, g % 40, 40 + g % 200, g % 90, g % 90
         from generate_series(1, $2::int) g`,
      [bu, Math.max(0, size.materials - existing)],
    );
    // Every material of the unit belongs to one of the suppliers (round robin).
    await tx.query(
      `with s as (select id, row_number() over (order by id) - 1 as k from suppliers where business_unit_id = $1),
            n as (select count(*) as c from s),
            m as (select id, row_number() over (order by id) - 1 as k from materials where business_unit_id = $1)
       update materials set supplier_id = s.id from m, s, n where materials.id = m.id and s.k = m.k % n.c`,
      [bu],
    );
    const have = Number((await tx.query<{ n: number }>('select count(*)::int as n from material_transactions where business_unit_id = $1', [bu])).rows[0].n);
    // A year of movements: about a third Shipping (what the forecast reads), the rest other kinds.
    await tx.query(
      `with m as (select array_agg(id order by id) as ids from materials where business_unit_id = $1)
       insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity)
       select $1, now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
              (array['Shipping','Picking','Receipt','PutAway','Movement','Shipping','Replenishment','Shipping'])[1 + g % 8],
              m.ids[1 + ((g::bigint * 7919) % array_length(m.ids, 1))::int], 1 + g % 9
         from m, generate_series(1, $2::int) g`,
      [bu, Math.max(0, size.transactions - have)],
    );
  });
  await db.query('analyze materials');
  // A bulk load of a million rows, then the maintenance PostgreSQL's autovacuum would do (PGlite
  // has none): statistics and the visibility map, so the period's rows come from the index alone.
  await db.query('vacuum analyze material_transactions');
}
