import { WIDGET_TYPES, type CatalogueWidgetType, type WidgetType } from '@cockpit/core/widgets';
import type { Queryable } from '@cockpit/server/sdk';
import type { DayBoundaries } from './day-boundaries';
import { between, equals, oneOf, type WidgetFilter } from './widget-filters';

/** A bar chart row: an area and its open picking tasks by state. */
export interface BarChartRow {
  Key: string;
  Prepared: number;
  InProgress: number;
}

/** What the server knows of one widget type besides the shared catalogue (@cockpit/core/widgets). */
interface WidgetDefinition {
  /** The grid page a click opens (a route name such as stocks-page). */
  pageName?: string;
  /** The picture the settings page shows beside the toggle (a file of the console's public folder). */
  image: string;
  /** No click: for a widget whose rows no grid shows one per row. */
  disabledNavigation?: boolean;
  filters(day: DayBoundaries): WidgetFilter[];
  /** The figure: a count, or the chart's rows. Every query is scoped to the business unit ($1). */
  figure(db: Queryable, businessUnitId: number, day: DayBoundaries): Promise<number | BarChartRow[]>;
}

/** The order-lines grid (schemas/grids/outgoing-order-lines.json): one row per sales-order line. */
const ORDER_LINES_PAGE = 'outgoing-order-lines-page';

async function count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params);
  return rows[0].n;
}

/**
 * The figures, by the states of warehouse/states.ts. Historical rows (shipped orders and their work) are left out
 * as the grids leave them out, so that a click shows as many rows as the figure says.
 */
const DEFINITIONS = {
  // 0: orders completed today (after yesterday 23:59:59.999, up to today 23:59:59.999).
  OutgoingOrdersCompletedPerDay: {
    pageName: 'outgoing-orders-page',
    image: 'widgets/orders-completed.svg',
    filters: (day) => [oneOf('state', ['Completed']), between('completedDate', { start: day.yesterdayEnd, end: day.todayEnd })],
    figure: (db, bu, day) =>
      count(db, `from outgoing_orders where business_unit_id = $1 and state = 'Completed' and not historical and completed_date > $2 and completed_date <= $3`, [
        bu,
        day.yesterdayEnd,
        day.todayEnd,
      ]),
  },
  // 1: open orders due before tomorrow 00:01 (delivery date today or earlier).
  OutgoingOrdersPending: {
    pageName: 'outgoing-orders-page',
    image: 'widgets/orders-pending.svg',
    filters: (day) => [oneOf('state', ['Initial', 'Started']), between('deliveryDate', { end: day.today })],
    figure: (db, bu, day) =>
      count(db, `from outgoing_orders where business_unit_id = $1 and state in ('Initial', 'Started') and not historical and delivery_date < $2::date + 1`, [bu, day.today]),
  },
  // 2, 3: order lines in a state; a click opens the order-lines grid (one row per line).
  SalesOrderLinesFailedInPreparation: {
    pageName: ORDER_LINES_PAGE,
    image: 'widgets/lines-failed.svg',
    filters: () => [oneOf('state', ['FailedInPreparation'])],
    figure: (db, bu) => lineCount(db, bu, 'FailedInPreparation'),
  },
  SalesOrderLinesReadyForPick: {
    pageName: ORDER_LINES_PAGE,
    image: 'widgets/lines-ready.svg',
    filters: () => [oneOf('state', ['ReadyForPick'])],
    figure: (db, bu) => lineCount(db, bu, 'ReadyForPick'),
  },
  // 4: purchase orders with a first receipt, not yet completed.
  PurchaseOrdersStarted: {
    pageName: 'ingoing-orders-page',
    image: 'widgets/purchase-started.svg',
    filters: () => [oneOf('state', ['Started'])],
    figure: (db, bu) => count(db, `from ingoing_orders where business_unit_id = $1 and state = 'Started' and not historical`, [bu]),
  },
  // 5: sales orders whose first task was performed.
  SalesOrdersStarted: {
    pageName: 'outgoing-orders-page',
    image: 'widgets/orders-started.svg',
    filters: () => [oneOf('state', ['Started'])],
    figure: (db, bu) => count(db, `from outgoing_orders where business_unit_id = $1 and state = 'Started' and not historical`, [bu]),
  },
  // 6: open picking tasks per area (the location role they are picked from), Prepared and InProgress.
  GroupedBarChart: {
    pageName: 'tasks-page',
    image: 'widgets/picking-chart.svg',
    filters: () => [oneOf('processDefinitionName', ['Picking']), oneOf('state', ['Prepared', 'InProgress'])],
    figure: async (db, bu) => {
      const { rows } = await db.query<BarChartRow>(
        // Counted per location first (an index-only count of the open picking tasks), then per area.
        `select coalesce(r.name, '') as "Key",
                coalesce(sum(t.n) filter (where t.state = 'Prepared'), 0)::int as "Prepared",
                coalesce(sum(t.n) filter (where t.state = 'InProgress'), 0)::int as "InProgress"
           from (select from_location_id, state, count(*) as n from tasks
                  where business_unit_id = $1 and process_type = 'Picking' and state in ('Prepared', 'InProgress') and not historical
                  group by from_location_id, state) t
           left join locations l on l.id = t.from_location_id left join location_roles r on r.id = l.location_role_id
          group by r.name order by r.name`,
        [bu],
      );
      return rows;
    },
  },
  // 9: order lines completed today.
  SalesOrderLinesCompletedToday: {
    pageName: ORDER_LINES_PAGE,
    image: 'widgets/lines-completed.svg',
    filters: (day) => [oneOf('state', ['Completed']), between('actualHandlingDate', { start: day.yesterdayEnd, end: day.todayEnd })],
    // The lines completed today, less those of orders shipped since (historical): an order completes
    // with its last line, so those orders completed today too, a few found by their completed date.
    figure: async (db, bu, day) => {
      const { rows } = await db.query<{ n: number }>(
        `select (select count(*) from outgoing_order_lines
                  where business_unit_id = $1 and state = 'Completed' and actual_handling_date > $2 and actual_handling_date <= $3)
              - (select count(*) from outgoing_orders o join outgoing_order_lines ln on ln.order_id = o.id
                  where o.business_unit_id = $1 and o.historical and o.completed_date > $2
                    and ln.state = 'Completed' and ln.actual_handling_date > $2 and ln.actual_handling_date <= $3) as n`,
        [bu, day.yesterdayEnd, day.todayEnd],
      );
      return Number(rows[0].n);
    },
  },
  // 10: open orders with a line waiting for a replenishment.
  SalesOrdersWithPendingMaintenance: {
    pageName: 'outgoing-orders-page',
    image: 'widgets/orders-maintenance.svg',
    filters: () => [equals('pendingMaintenance', true, 'boolean')],
    figure: (db, bu) =>
      // Open lines belong to open orders (see lineCount): the orders are the distinct orders of those lines.
      count(db, `from (select distinct order_id from outgoing_order_lines where business_unit_id = $1 and state = 'PendingMaintenance') p`, [bu]),
  },
} satisfies Record<CatalogueWidgetType, WidgetDefinition>;

/**
 * Lines in an open state (FailedInPreparation, ReadyForPick ...) belong to open orders, and only
 * Completed and Cancelled orders are ever shipped (historical; plugins/warehouse/server/engine/ship.ts),
 * so these counts need no look at the order: an index-only count on a large warehouse.
 */
function lineCount(db: Queryable, bu: number, state: string): Promise<number> {
  return count(db, `from outgoing_order_lines where business_unit_id = $1 and state = $2`, [bu, state]);
}
export interface WidgetEntry extends WidgetType, WidgetDefinition {}

/**
 * The catalogue's widgets (codes 0–6, 9, 10; @cockpit/core/widgets, which the user-settings plugin's
 * page and the stored preference read too) with their server-side definition, in catalogue order.
 * DEFINITIONS is keyed by the catalogue's type names: a widget without a figure, or a figure of no
 * widget, does not compile.
 */
export const SERVER_WIDGETS: readonly WidgetEntry[] = WIDGET_TYPES.map((w): WidgetEntry => ({ ...w, ...DEFINITIONS[w.type] }));
