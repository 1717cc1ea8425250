import { notFound, type Queryable } from '@cockpit/server/sdk';

/**
 * GET /api/Stock/outgoingReservations/{id}: what holds the stock's reserved quantity, one row per
 * order (or process) and state: order numbers, order line numbers, traceability, process
 * definition category and quantity.
 */
export async function outgoingReservations(db: Queryable, businessUnitId: number, stockId: number) {
  const { rows: stock } = await db.query('select 1 from stocks where id = $1 and business_unit_id = $2', [stockId, businessUnitId]);
  if (!stock[0]) throw notFound('Stock not found');
  const { rows } = await db.query(
    `select row_number() over (order by coalesce(o.order_no, io.order_no) nulls last, t.state)::int as id, t.state, coalesce(o.order_no, io.order_no) as "orderNumbers", string_agg(distinct ln.order_line_no::text, ', ') as "orderLineNumbers",
            json_build_object('batch', t.batch, 'expDate', t.exp_date, 'serialNumber', t.serial_number) as "traceabilityValues",
            coalesce(j.process_definition_category, t.process_type) as "processDefinitionCategory", sum(t.requested_quantity)::int as quantity
       from tasks t left join outgoing_orders o on o.id = t.order_id left join ingoing_orders io on io.id = t.ingoing_order_id
       left join outgoing_order_lines ln on ln.id = t.order_line_id left join jobs j on j.id = t.job_id
      where t.from_stock_id = $1 and t.task_type = 'StockMovementTask' and t.state in ('Initial', 'Prepared', 'InProgress')
      group by t.state, coalesce(o.order_no, io.order_no), t.batch, t.exp_date, t.serial_number, coalesce(j.process_definition_category, t.process_type)
      order by id`,
    [stockId],
  );
  return rows;
}
