import type { FastifyInstance } from 'fastify';
import { routes } from '@cockpit/contracts';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { LABEL_SQL, lineLabels } from '../../http/line-labels';
import { registerRoute } from '../../http/register-route';
import { sendMultiStatus } from '../../http/multi-status';
import { actorOf, eachRow } from '../../warehouse/route-helpers';
import { cancelTask } from '../../warehouse/task-cancel';
import { taskListView } from './list-view';

const { Task } = routes;

/** Tasks: the list (also the Job grid's detail rows) and cancel task. */
export async function taskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Task.description, taskListView);

  registerRoute(app, Task.cancel, async (request, reply) => {
    const actor = actorOf(request);
    const names = await lineLabels(ctx.db, LABEL_SQL.task, request.body.taskIds, actor.businessUnitId);
    const r = await eachRow(ctx, actor, request.body.taskIds, cancelTask, async (id) => names.get(id));
    return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Tasks.notCancelled');
  });
}
