import type { Queryable } from '@cockpit/server/sdk';
import type { Period } from './report-criteria';

export interface EmployeeEfficiencyFilter {
  period: Period;
  /** The business unit's time zone: a user's hours are summed per day of the warehouse. */
  timeZone?: string;
  userIds?: number[];
  processType?: string;
  locationRoleIds?: number[];
}

/**
 * Employee efficiency: per user, process and location role (of the task's
 * from location), the performed tasks (lines), their confirmed quantity, and per hour. Hours are
 * the time the user was at work on them: per day, from the first to the last task of the group,
 * plus one minute for the first task (a lone task counts one minute, never zero hours).
 */
export async function employeeEfficiency(db: Queryable, bu: number, f: EmployeeEfficiencyFilter, page: { skip: number; take: number }) {
  const params: unknown[] = [bu, f.period.from, f.period.to, f.timeZone ?? 'UTC'];
  const where: string[] = [];
  if (f.userIds?.length) {
    params.push(f.userIds);
    where.push(`and t.performed_by = any($${params.length})`);
  }
  if (f.processType) {
    params.push(f.processType);
    where.push(`and t.process_type = $${params.length}`);
  }
  if (f.locationRoleIds?.length) {
    params.push(f.locationRoleIds);
    where.push(`and l.location_role_id = any($${params.length})`);
  }
  const sql = `
    with done as (
      select t.performed_by as user_id, t.process_type, l.location_role_id as role_id, t.performed_date, coalesce(t.confirmed_quantity, 0) as qty,
             (t.performed_date at time zone $4::text)::date as day
        from tasks t left join locations l on l.id = t.from_location_id
       where t.business_unit_id = $1 and t.state = 'Performed' and t.performed_by is not null
         and t.performed_date >= $2 and t.performed_date < $3 ${where.join(' ')}),
    days as (
      select user_id, process_type, role_id, day, count(*) as lines, sum(qty) as qty,
             extract(epoch from (max(performed_date) - min(performed_date))) / 3600 + 1.0 / 60 as hours,
             min(performed_date) as first, max(performed_date) as last
        from done group by user_id, process_type, role_id, day)
    select concat_ws('|', d.user_id, d.process_type, r.name) as "rowKey", d.user_id as "userId", u.user_name as "userName", u.display_name as "displayName", d.process_type as "processType",
           r.name as "locationRole", count(*)::int as "days", sum(d.lines)::int as "tasks", sum(d.qty)::int as quantity,
           round(sum(d.hours)::numeric, 2)::float8 as hours,
           round((sum(d.lines) / sum(d.hours))::numeric, 1)::float8 as "linesPerHour",
           round((sum(d.qty) / sum(d.hours))::numeric, 1)::float8 as "quantityPerHour",
           min(d.first) as "firstPerformed", max(d.last) as "lastPerformed",
           count(*) over ()::int as "totalCount"
      from days d join users u on u.id = d.user_id left join location_roles r on r.id = d.role_id
     group by d.user_id, u.user_name, u.display_name, d.process_type, r.name
     order by u.user_name, d.process_type, r.name nulls last
    offset ${page.skip} limit ${page.take}`;
  const { rows } = await db.query<Record<string, unknown> & { totalCount: number }>(sql, params);
  return { data: rows.map(({ totalCount: _c, ...row }) => row), totalCount: rows[0]?.totalCount ?? 0 };
}
