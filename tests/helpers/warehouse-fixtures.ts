import type { TestServer } from './test-server';
import { runWork } from '../../apps/server/src/work/run-work';
import type { Actor, Work } from '../../apps/server/src/work/work';
import { createIngoingOrder, createOutgoingOrder } from '../../plugins/warehouse/server/engine/create-orders';

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
  return act(ts, actor, (w) =>
    createOutgoingOrder(w, { customerName: 'Test customer', deliveryType: extra.deliveryType ?? 'Standard', lines: lines.map((l) => ({ ...l, salesUnitPrice: 10 })) }),
  );
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
        (select md5(string_agg(concat(id, ':', state, ':', coalesce(job_id, 0), ':', execution_priority, ':', coalesce(confirmed_quantity, -1)), ',' order by id)) from tasks),
        (select md5(string_agg(concat(id, ':', state, ':', coalesce(user_id, 0), ':', coalesce(user_role_id, 0), ':', coalesce(instruction, '')), ',' order by id)) from jobs),
        (select md5(string_agg(concat(id, ':', state, ':', execution_priority), ',' order by id)) from operations),
        (select md5(string_agg(concat(id, ':', state, ':', delivery_type, ':', delivery_date, ':', priority), ',' order by id)) from outgoing_orders),
        (select md5(string_agg(concat(id, ':', state, ':', ordered_quantity, ':', picked_quantity), ',' order by id)) from outgoing_order_lines),
        (select md5(string_agg(concat(id, ':', state), ',' order by id)) from ingoing_orders),
        (select md5(string_agg(concat(id, ':', state, ':', received_quantity), ',' order by id)) from ingoing_order_lines),
        (select md5(string_agg(concat(id, ':', state), ',' order by id)) from inventories),
        (select md5(string_agg(concat(id, ':', state), ',' order by id)) from inventory_lines),
        (select md5(string_agg(concat(id, ':', min_quantity, ':', max_quantity), ',' order by id)) from maintenance_levels),
        (select md5(string_agg(concat(id, ':', state), ',' order by id)) from replenishments),
        (select md5(string_agg(concat(location_id, ':', material_id), ',' order by location_id, material_id)) from dedicated_locations),
        (select count(*) from material_transactions), (select count(*) from work_logs)) as f`,
  );
  return r.f;
}

/**
 * A material whose pick locations hold less than it has free in bulk (at least `bulk`), with a
 * min/max level and no open replenishment: an order for more than the pick face holds waits for
 * replenishment under prepare and wait. Different each call (prepare and wait opens one).
 */
export async function pickShortMaterial(ts: TestServer, businessUnitId: number, bulk = 20) {
  return one<{ id: number; pick: number; bulk: number }>(
    ts,
    `select m.id, p.q as pick, b.q as bulk from materials m,
        lateral (select coalesce(sum(s.quantity - s.reserved_quantity), 0)::int as q from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id where s.material_id = m.id and r.kind = 'Pick') p,
        lateral (select coalesce(sum(s.quantity - s.reserved_quantity), 0)::int as q from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id where s.material_id = m.id and r.kind = 'Bulk') b
      where m.business_unit_id = $1 and b.q >= $2 and exists (select 1 from maintenance_levels ml where ml.material_id = m.id)
        and not exists (select 1 from replenishments r where r.material_id = m.id and r.state = 'Open') order by m.id limit 1`,
    [businessUnitId, bulk],
  );
}

/** Materials with no free stock anywhere (neither pick nor bulk): whatever is ordered of them cannot be prepared. */
export async function unavailableMaterials(ts: TestServer, businessUnitId: number, count = 1, skip = 0) {
  return all<{ id: number }>(
    ts,
    `select m.id from materials m where m.business_unit_id = $1 and not exists (select 1 from stocks s where s.material_id = m.id and s.quantity > s.reserved_quantity)
      order by m.id offset $2 limit $3`,
    [businessUnitId, skip, count],
  );
}

/**
 * Turns data permissions off for a role of a business unit, as a role override an administrator
 * sets (role_permissions, allowed = false), and answers the undo. The role must have had no
 * override for these keys. The server's permission cache is dropped both ways.
 */
export async function denyPermissions(ts: TestServer, businessUnit: string, roleName: string, keys: string[]): Promise<() => Promise<void>> {
  const role = await one<{ id: number }>(ts, 'select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = $1 and r.name = $2', [
    businessUnit,
    roleName,
  ]);
  await ts.database.db.query(`insert into role_permissions (role_id, scope, key, allowed) select $1, 'data', k, false from unnest($2::text[]) k`, [role.id, keys]);
  ts.server.ctx.permissions.invalidate();
  return async () => {
    await ts.database.db.query(`delete from role_permissions where role_id = $1 and scope = 'data' and key = any($2::text[])`, [role.id, keys]);
    ts.server.ctx.permissions.invalidate();
  };
}

/** Grants data permissions that are off by default to the administrator roles of every business unit (and drops the permission cache). */
export async function grantToAdmins(ts: TestServer, keys: string[]): Promise<void> {
  await ts.database.db.query(
    `insert into role_permissions (role_id, scope, key, allowed) select r.id, 'data', k, true from user_roles r, unnest($1::text[]) k where r.name = 'AdminRole'
     on conflict (role_id, scope, key) do update set allowed = true`,
    [keys],
  );
  ts.server.ctx.permissions.invalidate();
}
