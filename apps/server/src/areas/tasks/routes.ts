import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { sendMultiStatus } from '../../http/multi-status';
import { actorOf, eachRow } from '../../warehouse/route-helpers';
import { idsBody } from '../../warehouse/schemas';
import { cancelTask } from '../../warehouse/task-cancel';
import { taskListView } from './list-view';

/** Tasks: the list (also the Job grid's detail rows) and cancel task. */
export async function taskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Task/description', taskListView);

  app.put<{ Body: { taskIds: number[] } }>('/api/Task/cancel', { schema: { body: idsBody('taskIds') }, config: { permission: 'data/cancel_task' } }, async (request, reply) => {
    const r = await eachRow(ctx, actorOf(request), request.body.taskIds, cancelTask, async (id) => `Task ${id}`);
    return sendMultiStatus(reply, r.successCount, r.failed, 'Errors.Tasks.notCancelled');
  });
}
