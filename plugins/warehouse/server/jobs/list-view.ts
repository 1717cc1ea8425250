import { Job } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';

const taskCount = (condition: string) => `(select count(*)::int from tasks t where t.job_id = j.id${condition ? ` and ${condition}` : ''})`;

/** The Jobs grid's rows (view name Job). Tasks are the detail rows (Task list filtered by jobId). */
export const jobListView = defineTableListView({
  name: 'Job',
  path: Job.description.path,
  from: 'jobs j left join users u on u.id = j.user_id left join user_roles ur on ur.id = j.user_role_id',
  alias: 'j',
  fields: {
    id: 'number sortable',
    name: 'text sortable',
    status: 'j.state text',
    userId: 'number',
    userName: 'u.user_name text',
    userRoleId: 'number',
    userRole: 'ur.name text',
    operationArea: 'text',
    taskCount: { sql: taskCount(''), type: 'number' },
    openTaskCount: { sql: taskCount(`t.state in ('Initial', 'Prepared', 'InProgress')`), type: 'number' },
    percentCompletion: {
      sql: `coalesce(round(100.0 * ${taskCount(`t.state in ('Performed', 'Cancelled')`)} / nullif(${taskCount('')}, 0)), 0)`,
      type: 'number',
    },
    usedAsset: 'text',
    processDefinitionCategory: 'text',
    inventoryId: 'number',
    instruction: 'text',
    historical: 'boolean',
    userLogs: {
      sql: `(select coalesce(json_agg(json_build_object('logLevel', wl.log_level, 'translationName', wl.translation_name, 'message', wl.message, 'createdAt', wl.created_at) order by wl.id), '[]'::json)
               from work_logs wl where wl.job_id = j.id and wl.kind = 'user')`,
      type: 'text',
    },
    createdAt: 'datetime sortable',
    startedAt: 'datetime',
    completedAt: 'datetime',
  },
  filters: {
    status: 'in',
    name: 'contains',
    userName: 'contains',
    userId: 'eq',
    processDefinitionCategory: 'in',
    operationArea: 'in',
    inventoryId: 'eq',
    ...fromTo('createdAt'),
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { fromFilter: 'fromDate' },
});
