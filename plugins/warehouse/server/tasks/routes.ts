import { actorOf, type AppContext, eachRow, type FastifyInstance, LABEL_SQL, lineLabels, registerListRoute, registerRoute, sendMultiStatus } from '@cockpit/server/sdk';
import { cancelTask } from '../engine/task-cancel';
import { Task } from '../../routes';
import { taskListView } from './list-view';

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
