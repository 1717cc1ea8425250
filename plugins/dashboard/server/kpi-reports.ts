import type { Queryable } from '@cockpit/server/sdk';
import type { DayBoundaries } from './day-boundaries';
import type { KpiName } from './kpi-settings';
import type { PluginKpiReportData } from './plugin-kpis';

/**
 * The KPI reports: orders out and in by state, and picking tasks per location role.
 * Open work (Initial, Started; Prepared, InProgress) is what is open now; Completed and Performed
 * count today in the business unit's region, as the "per day" widgets do. Historical (shipped)
 * orders and their work are left out, as the grids leave them out.
 */
export interface OutBoundOrderReportData {
  kind: 'OutBoundOrderReportData';
  initial: number;
  started: number;
  completed: number;
  orderLines: number;
  tasks: number;
}
export interface InBoundOrderReportData {
  kind: 'InBoundOrderReportData';
  initial: number;
  started: number;
  completed: number;
  orderLines: number;
}
export interface LocationRoleTasks {
  locationRole: string;
  Prepared: number;
  Performed: number;
  InProgress: number;
}
export interface PickingTaskPerLocationRoleReportData {
  kind: 'PickingTaskPerLocationRoleReportData';
  locationRoles: LocationRoleTasks[];
}
export type ReportData = OutBoundOrderReportData | InBoundOrderReportData | PickingTaskPerLocationRoleReportData | PluginKpiReportData;

/** Order total = initial + started + completed. */
export const orderTotal = (d: { initial: number; started: number; completed: number }) => d.initial + d.started + d.completed;

/** The KPI's single value: an order KPI's total, the picking KPI's tasks over every role and state, a plugin KPI's value. */
export function kpiValue(data: ReportData): number {
  if (data.kind === 'PluginKpi') return data.value;
  if (data.kind === 'PickingTaskPerLocationRoleReportData') return data.locationRoles.reduce((n, r) => n + r.Prepared + r.Performed + r.InProgress, 0);
  return orderTotal(data);
}

/**
 * An order KPI's figures: the open orders of the table and those completed today, counted per
 * state, with their lines and (`tasks`, outgoing orders) their tasks that are not cancelled.
 */
function orderFigures(orders: 'outgoing_orders' | 'ingoing_orders', lines: string, tasks: string) {
  return `with o as (
       select id, state from ${orders}
        where business_unit_id = $1 and not historical
          and (state in ('Initial', 'Started') or (state = 'Completed' and completed_date > $2 and completed_date <= $3)))
     select count(*) filter (where state = 'Initial')::int as initial,
            count(*) filter (where state = 'Started')::int as started,
            count(*) filter (where state = 'Completed')::int as completed,
            (select count(*)::int from ${lines} ln where ln.business_unit_id = $1 and ln.order_id in (select id from o)) as "orderLines"${tasks}
       from o`;
}

async function outbound(db: Queryable, bu: number, day: DayBoundaries): Promise<OutBoundOrderReportData> {
  const tasks = `,
            (select count(*)::int from tasks t where t.business_unit_id = $1 and t.state <> 'Cancelled' and t.order_id in (select id from o)) as tasks`;
  const { rows } = await db.query<Omit<OutBoundOrderReportData, 'kind'>>(orderFigures('outgoing_orders', 'outgoing_order_lines', tasks), [bu, day.yesterdayEnd, day.todayEnd]);
  return { kind: 'OutBoundOrderReportData', ...rows[0] };
}

async function inbound(db: Queryable, bu: number, day: DayBoundaries): Promise<InBoundOrderReportData> {
  const { rows } = await db.query<Omit<InBoundOrderReportData, 'kind'>>(orderFigures('ingoing_orders', 'ingoing_order_lines', ''), [bu, day.yesterdayEnd, day.todayEnd]);
  return { kind: 'InBoundOrderReportData', ...rows[0] };
}

/** Picking tasks per location role (the role of the location they are picked from). */
async function pickingPerLocationRole(db: Queryable, bu: number, day: DayBoundaries): Promise<PickingTaskPerLocationRoleReportData> {
  const { rows } = await db.query<LocationRoleTasks>(
    `select coalesce(r.name, '') as "locationRole",
            count(*) filter (where t.state = 'Prepared')::int as "Prepared",
            count(*) filter (where t.state = 'Performed')::int as "Performed",
            count(*) filter (where t.state = 'InProgress')::int as "InProgress"
       from tasks t left join locations l on l.id = t.from_location_id left join location_roles r on r.id = l.location_role_id
      where t.business_unit_id = $1 and t.process_type = 'Picking'
        and ((t.state in ('Prepared', 'InProgress') and not t.historical) or (t.state = 'Performed' and t.performed_date > $2 and t.performed_date <= $3))
      group by r.name order by r.name`,
    [bu, day.yesterdayEnd, day.todayEnd],
  );
  return { kind: 'PickingTaskPerLocationRoleReportData', locationRoles: rows };
}

export const REPORTS: Record<KpiName, (db: Queryable, bu: number, day: DayBoundaries) => Promise<ReportData>> = {
  OutBoundOrders: outbound,
  InBoundOrders: inbound,
  PickingTasksPerLocationRole: pickingPerLocationRole,
};
