import { draftLines } from '../../plugins/purchase/server/draft-read';
import type { Queryable } from '../../apps/server/src/db/types';

const OPEN = `('Initial', 'Prepared', 'InProgress')`;

/**
 * The warehouse invariants (stock, reservations, tasks and the figures made of them), checked over the whole database; each query answers the rows that
 * break one. Returns readable violations (an empty list when everything holds).
 */
const CHECKS: Array<[string, string]> = [
  [
    'stock quantity >= 0, 0 <= reserved <= quantity, ingoing >= 0',
    `select id from stocks where quantity < 0 or reserved_quantity < 0 or reserved_quantity > quantity or ingoing_quantity < 0`,
  ],
  [
    'reserved quantity equals the open movement tasks from the stock',
    `select s.id, s.reserved_quantity, t.q from stocks s full join (select from_stock_id, sum(requested_quantity) as q from tasks
        where task_type = 'StockMovementTask' and state in ${OPEN} group by from_stock_id) t on t.from_stock_id = s.id
      where coalesce(s.reserved_quantity, -1) <> coalesce(t.q, 0)`,
  ],
  [
    'ingoing quantity equals the open movement tasks to the stock',
    `select s.id, s.ingoing_quantity, t.q from stocks s full join (select to_stock_id, sum(requested_quantity) as q from tasks
        where task_type = 'StockMovementTask' and state in ${OPEN} and to_stock_id is not null group by to_stock_id) t on t.to_stock_id = s.id
      where coalesce(s.ingoing_quantity, -1) <> coalesce(t.q, 0)`,
  ],
  [
    'material totals equal the sums over their stock rows',
    `select m.id, m.current_quantity, m.reserved_quantity, m.available_quantity, s.q, s.r from materials m
       left join (select material_id, sum(quantity) as q, sum(reserved_quantity) as r from stocks group by material_id) s on s.material_id = m.id
      where m.current_quantity <> coalesce(s.q, 0) or m.reserved_quantity <> coalesce(s.r, 0) or m.available_quantity <> coalesce(s.q, 0) - coalesce(s.r, 0)`,
  ],
  [
    'every stock change has a transaction row (the rows of a stock add up to its quantity)',
    `select coalesce(s.id, n.stock_id) as id, s.quantity, n.q from stocks s full join (
        select stock_id, sum(q) as q from (
          select to_stock_id as stock_id, quantity as q from material_transactions where to_stock_id is not null
          union all select from_stock_id, -quantity from material_transactions where from_stock_id is not null) x group by stock_id) n on n.stock_id = s.id
      where coalesce(s.quantity, 0) <> coalesce(n.q, 0)`,
  ],
  [
    'open tasks sit in open jobs (Prepared in Initial jobs, InProgress in Started jobs)',
    `select t.id, t.state, j.state as job from tasks t left join jobs j on j.id = t.job_id
      where (t.state = 'Prepared' and (j.id is null or j.state <> 'Initial')) or (t.state = 'InProgress' and (j.id is null or j.state <> 'Started'))
         or (t.state = 'Initial' and t.job_id is not null)`,
  ],
  [
    'closed jobs have no open tasks',
    `select j.id from jobs j where j.state in ('Completed', 'Cancelled') and exists (select 1 from tasks t where t.job_id = j.id and t.state in ${OPEN})`,
  ],
  [
    'a line has picked what its performed pick tasks confirmed',
    `select ln.id, ln.picked_quantity, t.q from outgoing_order_lines ln left join (select order_line_id, sum(confirmed_quantity) as q from tasks
        where state = 'Performed' group by order_line_id) t on t.order_line_id = ln.id where ln.picked_quantity <> coalesce(t.q, 0)`,
  ],
  [
    'closed orders have no open tasks and only closed lines',
    `select o.id, o.state from outgoing_orders o where o.state in ('Completed', 'Cancelled') and (
        exists (select 1 from tasks t where t.order_id = o.id and t.state in ${OPEN})
        or exists (select 1 from outgoing_order_lines ln where ln.order_id = o.id and ln.state not in ('Completed', 'Cancelled')))`,
  ],
  [
    'a started or completed order picked something',
    `select o.id from outgoing_orders o where o.state in ('Started') and not exists (select 1 from tasks t where t.order_id = o.id and t.state = 'Performed')`,
  ],
  [
    'closed operations have no open tasks',
    `select op.id from operations op where op.state in ('Completed', 'Cancelled') and exists (select 1 from tasks t where t.operation_id = op.id and t.state in ${OPEN})`,
  ],
  [
    'inventory lines: counted lines have a count, Initial lines an open count task',
    `select il.id, il.state from inventory_lines il where (il.state in ('Counted', 'Accepted') and il.counted_quantity is null)
        or (il.state = 'Initial' and not exists (select 1 from tasks t where t.inventory_line_id = il.id and t.state in ${OPEN}))`,
  ],
  [
    'at most one open replenishment per place, and open ones have open tasks',
    `select r.id from replenishments r where r.state = 'Open' and not exists (select 1 from tasks t where t.replenishment_id = r.id and t.state in ${OPEN})`,
  ],
];

export async function warehouseViolations(db: Queryable): Promise<string[]> {
  const violations: string[] = [];
  for (const [rule, sql] of CHECKS) {
    const { rows } = await db.query(`${sql} limit 5`);
    if (rows.length) violations.push(`${rule}: ${JSON.stringify(rows)}`);
  }
  return violations;
}

/**
 * Purchase (issue 14): after POs, each material's ingoing quantity (as the purchase area shows it
 * on draft lines, ordered ones included) equals the sum of its open PO lines, counted here
 * independently of the area's own query.
 */
export async function purchaseViolations(db: Queryable): Promise<string[]> {
  const { rows: drafts } = await db.query<{ id: number; bu: number }>('select id, business_unit_id as bu from purchase_drafts order by id');
  const violations: string[] = [];
  for (const d of drafts) {
    for (const line of (await draftLines(db, d.bu, d.id)) as Array<{ materialId: number; ingoing: number }>) {
      const { rows } = await db.query<{ q: string }>(
        `select coalesce(sum(il.ordered_quantity - il.received_quantity), 0) as q from ingoing_order_lines il join ingoing_orders io on io.id = il.order_id
          where il.material_id = $1 and io.state not in ('Completed', 'Cancelled') and il.state not in ('Completed', 'Cancelled')`,
        [line.materialId],
      );
      if (Number(rows[0].q) !== line.ingoing) violations.push(`material ${line.materialId} ingoing ${line.ingoing} <> open PO lines ${rows[0].q} (draft ${d.id})`);
    }
  }
  return violations.length ? [`material ingoing quantity equals its open PO lines: ${violations.slice(0, 5).join('; ')}`] : [];
}
