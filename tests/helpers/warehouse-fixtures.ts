import type { TestServer } from './test-server';
import { runWork } from '../../apps/server/src/warehouse/run-work';
import type { Actor, Work } from '../../apps/server/src/warehouse/work';
import { createIngoingOrder, createOutgoingOrder } from '../../apps/server/src/warehouse/create-orders';

/** Set-up helpers for the warehouse API tests: find seeded things, make orders through the engine. */
export async function actorOf(ts: TestServer, businessUnit: 'Demo' | 'North', userName = 'admin'): Promise<Actor> {
  const { rows } = await ts.database.db.query<{ businessUnitId: number; userId: number }>(
    `select b.id as "businessUnitId", u.id as "userId" from business_units b join users u on u.business_unit_id = b.id where b.name = $1 and u.user_name = $2`,
    [businessUnit, userName],
  );
  return rows[0];
}

export function act<T>(ts: TestServer, actor: Actor, fn: (w: Work) => Promise<T>): Promise<T> {
  return runWork(ts.server.ctx, actor, fn);
}

export async function one<T = Record<string, unknown>>(ts: TestServer, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await ts.database.db.query<T>(sql, params);
  return rows[0];
}

export async function all<T = Record<string, unknown>>(ts: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ts.database.db.query<T>(sql, params)).rows;
}

/**
 * Materials with at least `free` units free in pick locations, not used by any open order line,
 * so a test owns their stock: `count` of them, different each call (`skip`).
 */
export async function freePickMaterials(ts: TestServer, businessUnitId: number, free: number, count = 1, skip = 0): Promise<Array<{ id: number; free: number }>> {
  return all(
    ts,
    `select m.id, sum(s.quantity - s.reserved_quantity)::int as free from materials m join stocks s on s.material_id = m.id
       join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
      where m.business_unit_id = $1 and r.kind = 'Pick' and l.available_for_pick
      group by m.id having sum(s.quantity - s.reserved_quantity) >= $2 order by m.id offset $3 limit $4`,
    [businessUnitId, free, skip, count],
  );
}

export async function newOrder(ts: TestServer, actor: Actor, lines: Array<{ materialId: number; quantity: number }>, extra: { deliveryType?: string } = {}) {
  return act(ts, actor, (w) => createOutgoingOrder(w, { customerName: 'Test customer', deliveryType: extra.deliveryType ?? 'Standard', lines: lines.map((l) => ({ ...l, salesUnitPrice: 10 })) }));
}

export async function newIngoingOrder(ts: TestServer, actor: Actor, lines: Array<{ materialId: number; quantity: number }>) {
  return act(ts, actor, (w) => createIngoingOrder(w, { supplierName: 'Test supplier', lines }));
}

export async function orderState(ts: TestServer, orderId: number) {
  return one<{ state: string; lines: Array<{ state: string; picked: number; ordered: number }> }>(
    ts,
    `select o.state, (select json_agg(json_build_object('state', ln.state, 'picked', ln.picked_quantity, 'ordered', ln.ordered_quantity) order by ln.order_line_no)
       from outgoing_order_lines ln where ln.order_id = o.id) as lines from outgoing_orders o where o.id = $1`,
    [orderId],
  );
}

export async function tasksOfOrder(ts: TestServer, orderId: number) {
  return all<{ id: number; state: string; jobId: number; requested: number; fromStockId: number }>(
    ts,
    `select id, state, job_id as "jobId", requested_quantity::int as requested, from_stock_id as "fromStockId" from tasks where order_id = $1 order by id`,
    [orderId],
  );
}

/** A fingerprint of everything the engine changes, to show a refused call changed nothing. */
export async function fingerprint(ts: TestServer): Promise<string> {
  const r = await one<{ f: string }>(
    ts,
    `select concat_ws('|',
        (select md5(string_agg(concat(id, ':', quantity, ':', reserved_quantity, ':', ingoing_quantity), ',' order by id)) from stocks),
        (select md5(string_agg(concat(id, ':', state, ':', coalesce(job_id, 0)), ',' order by id)) from tasks),
        (select md5(string_agg(concat(id, ':', state, ':', coalesce(user_id, 0), ':', coalesce(user_role_id, 0)), ',' order by id)) from jobs),
        (select md5(string_agg(concat(id, ':', state, ':', delivery_type, ':', delivery_date, ':', priority), ',' order by id)) from outgoing_orders),
        (select md5(string_agg(concat(id, ':', state, ':', ordered_quantity, ':', picked_quantity), ',' order by id)) from outgoing_order_lines),
        (select md5(string_agg(concat(id, ':', state), ',' order by id)) from inventories),
        (select md5(string_agg(concat(id, ':', state), ',' order by id)) from inventory_lines),
        (select md5(string_agg(concat(id, ':', min_quantity, ':', max_quantity), ',' order by id)) from maintenance_levels),
        (select count(*) from material_transactions), (select count(*) from dedicated_locations), (select count(*) from replenishments)) as f`,
  );
  return r.f;
}
