import { Job } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { newestFirstHistoryFromDate, userLogsOf } from '../list-view-parts';

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
    userLogs: userLogsOf('wl.job_id = j.id'),
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
  ...newestFirstHistoryFromDate,
});
