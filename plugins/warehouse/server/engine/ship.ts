import { takeFromStock } from './stock-ledger';
import { STOCK_COLUMNS, STOCK_FROM, type StockRow } from './stock-rows';
import type { Work } from '@cockpit/server/sdk';

/**
 * Housekeeping (task simulator, demo): orders closed before `before` become historical; a
 * completed order's staged goods (stock in its outbound location, container = order number)
 * leave the warehouse with a Shipping transaction. Their operations, jobs and tasks follow.
 */
export async function shipAndArchive(w: Work, before: Date, limit = 200): Promise<number> {
  const orders = await w.query<{ id: number; orderNo: string; state: string; outboundLocationId: number | null }>(
    `select id, order_no as "orderNo", state, outbound_location_id as "outboundLocationId" from outgoing_orders
      where business_unit_id = $1 and not historical and state in ('Completed', 'Cancelled') and coalesce(completed_date, cancelled_date, updated_at) < $2
      order by id limit $3 for update`,
    [w.bu, before, limit],
  );
  for (const o of orders) {
    if (o.state === 'Completed' && o.outboundLocationId) {
      const staged = await w.query<StockRow>(
        `select ${STOCK_COLUMNS} from ${STOCK_FROM} where s.business_unit_id = $1 and s.location_id = $2 and s.container_id = $3 order by s.id for update of s`,
        [w.bu, o.outboundLocationId, o.orderNo],
      );
      for (const s of staged) {
        const free = s.quantity - s.reserved;
        if (free > 0) await takeFromStock(w, s, free, { processType: 'Shipping', reference: o.orderNo });
      }
    }
    await w.query(`update outgoing_orders set historical = true, shipped_date = case when state = 'Completed' then $2::timestamptz else null end where id = $1`, [o.id, w.now]);
    const ops = await w.query<{ id: number }>(`update operations set historical = true where order_id = $1 returning id`, [o.id]);
    const tasks = await w.query<{ id: number; jobId: number | null }>(`update tasks set historical = true where order_id = $1 returning id, job_id as "jobId"`, [o.id]);
    const jobIds = [...new Set(tasks.map((t) => t.jobId).filter((id): id is number => id !== null))];
    if (jobIds.length) {
      // A job is historical once none of its tasks is left outside history.
      const jobs = await w.query<{ id: number }>(
        `update jobs j set historical = true where j.id = any($1::int[]) and j.state in ('Completed', 'Cancelled')
            and not exists (select 1 from tasks t where t.job_id = j.id and not t.historical) returning j.id`,
        [jobIds],
      );
      w.touch('Job', ...jobs.map((j) => j.id));
    }
    w.touch('OutgoingOrder', o.id);
    w.touch('Operation', ...ops.map((op) => op.id));
    w.touch('Task', ...tasks.map((t) => t.id));
  }
  return orders.length;
}
