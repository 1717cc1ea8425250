import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { runWork } from '../../warehouse/run-work';
import { actorOf } from '../../warehouse/route-helpers';
import { body, date, id, optionalText, quantity, text } from '../../warehouse/schemas';
import { startJob } from '../../warehouse/job-actions';
import { performTask } from '../../warehouse/task-perform';
import { receiveLine } from '../../warehouse/ingoing';
import { startTaskSimulator } from '../../warehouse/simulator';

/**
 * The handheld terminal's calls. The console has no handheld; tests, the benchmarks and the demo
 * task simulator drive the warehouse through the same services these routes call.
 */
export async function terminalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put<{ Body: { jobId: number } }>(
    '/api/Terminal/startJob',
    { schema: { body: body({ jobId: id }, ['jobId']) }, config: { permission: 'data/start_job' } },
    async (request) => {
      await runWork(ctx, actorOf(request), (w) => startJob(w, request.body.jobId));
      return { result: { jobId: request.body.jobId } };
    },
  );

  app.put<{ Body: { taskId: number; confirmedQuantity: number; reasonCode?: string | null; reasonText?: string | null; stockIsMissing?: boolean } }>(
    '/api/Terminal/performTask',
    {
      schema: {
        body: body(
          {
            taskId: id,
            confirmedQuantity: { type: 'integer', minimum: 0, maximum: 1000000000 },
            reasonCode: { ...text(100), type: ['string', 'null'] },
            reasonText: optionalText(),
            stockIsMissing: { type: 'boolean' },
          },
          ['taskId', 'confirmedQuantity'],
        ),
      },
      config: { permission: 'data/perform_task' },
    },
    async (request) => {
      const { taskId, ...input } = request.body;
      await runWork(ctx, actorOf(request), (w) => performTask(w, taskId, input));
      return { result: { taskId, confirmedQuantity: input.confirmedQuantity } };
    },
  );

  app.post<{ Body: { orderLineId: number; quantity: number; batch?: string; expDate?: string } }>(
    '/api/Terminal/receiveLine',
    { schema: { body: body({ orderLineId: id, quantity, batch: text(100), expDate: date }, ['orderLineId', 'quantity']) }, config: { permission: 'data/receive_goods' } },
    async (request) => {
      const b = request.body;
      return { result: await runWork(ctx, actorOf(request), (w) => receiveLine(w, b.orderLineId, b.quantity, { batch: b.batch, expDate: b.expDate })) };
    },
  );

  // The demo's task simulator (docs/decisions/0037-demo-data-and-task-simulator.md): on with TASK_SIMULATOR=on.
  if (process.env.TASK_SIMULATOR === 'on') {
    const stop = startTaskSimulator(ctx, { intervalMs: Number(process.env.TASK_SIMULATOR_INTERVAL_MS) || 2000 });
    app.addHook('onClose', stop);
  }
}
