import { Job } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

const taskCount = (condition: string) => `(select count(*)::int from tasks t where t.job_id = j.id${condition ? ` and ${condition}` : ''})`;

/** The Jobs grid's rows (view name Job). Tasks are the detail rows (Task list filtered by jobId). */
export const jobListView = defineListView({
  name: 'Job',
  path: Job.description.path,
  from: 'jobs j left join users u on u.id = j.user_id left join user_roles ur on ur.id = j.user_role_id',
  businessUnit: 'j.business_unit_id',
  id: 'j.id',
  fields: {
    id: { sql: 'j.id', type: 'number', sortable: true },
    name: { sql: 'j.name', type: 'text', sortable: true },
    status: { sql: 'j.state', type: 'text' },
    userId: { sql: 'j.user_id', type: 'number' },
    userName: { sql: 'u.user_name', type: 'text' },
    userRoleId: { sql: 'j.user_role_id', type: 'number' },
    userRole: { sql: 'ur.name', type: 'text' },
    operationArea: { sql: 'j.operation_area', type: 'text' },
    taskCount: { sql: taskCount(''), type: 'number' },
    openTaskCount: { sql: taskCount(`t.state in ('Initial', 'Prepared', 'InProgress')`), type: 'number' },
    percentCompletion: {
      sql: `coalesce(round(100.0 * ${taskCount(`t.state in ('Performed', 'Cancelled')`)} / nullif(${taskCount('')}, 0)), 0)`,
      type: 'number',
    },
    usedAsset: { sql: 'j.used_asset', type: 'text' },
    processDefinitionCategory: { sql: 'j.process_definition_category', type: 'text' },
    inventoryId: { sql: 'j.inventory_id', type: 'number' },
    instruction: { sql: 'j.instruction', type: 'text' },
    historical: { sql: 'j.historical', type: 'boolean' },
    userLogs: {
      sql: `(select coalesce(json_agg(json_build_object('logLevel', wl.log_level, 'translationName', wl.translation_name, 'message', wl.message, 'createdAt', wl.created_at) order by wl.id), '[]'::json)
               from work_logs wl where wl.job_id = j.id and wl.kind = 'user')`,
      type: 'text',
    },
    createdAt: { sql: 'j.created_at', type: 'datetime', sortable: true },
    startedAt: { sql: 'j.started_at', type: 'datetime' },
    completedAt: { sql: 'j.completed_at', type: 'datetime' },
  },
  filters: {
    status: { sql: 'j.state', op: 'in', type: 'text' },
    name: { sql: 'j.name', op: 'contains', type: 'text' },
    userName: { sql: 'u.user_name', op: 'contains', type: 'text' },
    userId: { sql: 'j.user_id', op: 'eq', type: 'number' },
    processDefinitionCategory: { sql: 'j.process_definition_category', op: 'in', type: 'text' },
    operationArea: { sql: 'j.operation_area', op: 'in', type: 'text' },
    inventoryId: { sql: 'j.inventory_id', op: 'eq', type: 'number' },
    fromDate: { sql: 'j.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'j.created_at', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { sql: 'j.historical', fromFilter: 'fromDate' },
});
