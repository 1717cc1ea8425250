import type { Db } from '../../apps/server/src/db/types';

/**
 * A large warehouse for the dashboard benchmark, made with a few bulk INSERT ... SELECT over
 * generate_series (not the engine's calls one by one): `orders` outgoing orders of the business
 * unit with `linesPerOrder` lines each, in the warehouse states, and a picking task for every
 * line that is ReadyForPick or InProgress in an order not yet shipped. The mix is deterministic
 * (hashes of the row number):
 *  - orders: 30 % Initial, 10 % Started, 55 % Completed (two in three of them shipped, i.e.
 *    historical; completed over the last 30 days), 5 % Cancelled; delivery dates from a week ago to
 *    two weeks ahead;
 *  - lines of Initial orders: 10 % FailedInPreparation, 10 % PendingMaintenance, 30 % ReadyForPick,
 *    the rest Initial; of Started orders a third each Completed, InProgress, ReadyForPick; of
 *    Completed orders Completed; of Cancelled orders Cancelled.
 * The figures are not checked against the invariants of stock (no reservations are made): the
 * benchmark measures reading, not the engine.
 */
export async function addDashboardWarehouse(
  db: Db,
  businessUnitName: string,
  orders: number,
  linesPerOrder: number,
): Promise<{ orders: number; lines: number; tasks: number; ms: number }> {
  const t0 = performance.now();
  const bu = (await db.query<{ id: number }>('select id from business_units where name = $1', [businessUnitName])).rows[0].id;
  await db.query(
    `insert into outgoing_orders (business_unit_id, order_no, state, historical, completed_date, cancelled_date, delivery_date, customer_name, created_at)
     select $1, 'BENCH-' || i,
            s.state,
            s.state = 'Completed' and i % 3 <> 0,
            case when s.state = 'Completed' then now() - make_interval(mins => (i * 31) % (30 * 24 * 60)) end,
            case when s.state = 'Cancelled' then now() - interval '2 days' end,
            current_date + ((i * 13) % 21 - 7),
            'Customer ' || (i % 997),
            now() - make_interval(mins => (i * 37) % (40 * 24 * 60))
       from generate_series(1, $2::int) i,
            lateral (select case when (i * 7919) % 100 < 30 then 'Initial' when (i * 7919) % 100 < 40 then 'Started'
                                 when (i * 7919) % 100 < 95 then 'Completed' else 'Cancelled' end as state) s`,
    [bu, orders],
  );
  await db.query(
    `with m as (select array_agg(id order by id) as ids from materials where business_unit_id = $1)
     insert into outgoing_order_lines (business_unit_id, order_id, order_line_no, material_id, ordered_quantity, picked_quantity, state, actual_handling_date)
     select $1, o.id, n, m.ids[1 + (o.id * 10 + n) % cardinality(m.ids)], 1 + (o.id + n) % 9,
            case when x.state = 'Completed' then 1 + (o.id + n) % 9 else 0 end,
            x.state,
            case when x.state = 'Completed' then coalesce(o.completed_date, now() - make_interval(mins => (o.id * 17 + n) % 600)) end
       from outgoing_orders o cross join generate_series(1, $2::int) n cross join m,
            lateral (select case o.state
                       when 'Initial' then case (o.id + n) % 10 when 0 then 'FailedInPreparation' when 1 then 'PendingMaintenance'
                                                 when 2 then 'ReadyForPick' when 3 then 'ReadyForPick' when 4 then 'ReadyForPick' else 'Initial' end
                       when 'Started' then case (o.id + n) % 3 when 0 then 'Completed' when 1 then 'InProgress' else 'ReadyForPick' end
                       else o.state end as state) x
      where o.business_unit_id = $1 and o.order_no like 'BENCH-%'`,
    [bu, linesPerOrder],
  );
  await db.query(
    `with p as (select array_agg(l.id order by l.id) as ids from locations l join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1 and r.kind = 'Pick')
     insert into tasks (business_unit_id, process_type, state, order_id, order_line_id, material_id, from_location_id, requested_quantity)
     select $1, 'Picking', case ln.state when 'ReadyForPick' then 'Prepared' else 'InProgress' end, ln.order_id, ln.id, ln.material_id,
            p.ids[1 + ln.id % cardinality(p.ids)], ln.ordered_quantity
       from outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id cross join p
      where ln.business_unit_id = $1 and o.order_no like 'BENCH-%' and not o.historical and ln.state in ('ReadyForPick', 'InProgress')`,
    [bu],
  );
  await db.query('analyze');
  const count = async (sql: string) => Number((await db.query<{ n: number }>(`select count(*)::int as n ${sql}`, [bu])).rows[0].n);
  return {
    orders: await count('from outgoing_orders where business_unit_id = $1'),
    lines: await count('from outgoing_order_lines where business_unit_id = $1'),
    tasks: await count(`from tasks where business_unit_id = $1 and process_type = 'Picking'`),
    ms: performance.now() - t0,
  };
}
