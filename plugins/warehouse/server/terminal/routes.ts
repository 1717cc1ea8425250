import { actorOf, type AppContext, type FastifyInstance, registerRoute, runWork } from '@cockpit/server/sdk';
import { receiveLine } from '../engine/ingoing';
import { startJob } from '../engine/job-actions';
import { startTaskSimulator } from '../engine/simulator';
import { performTask } from '../engine/task-perform';
import { Terminal } from '../../routes';

/**
 * The handheld terminal's calls (route-table/terminal.ts). The console has no
 * handheld; tests, the benchmarks and the demo task simulator drive the warehouse through the same
 * services these routes call.
 */
export async function terminalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, Terminal.startJob, async (request) => {
    await runWork(ctx, actorOf(request), (w) => startJob(w, request.body.jobId));
    return { result: { jobId: request.body.jobId } };
  });

  registerRoute(app, Terminal.performTask, async (request) => {
    const { taskId, ...input } = request.body;
    await runWork(ctx, actorOf(request), (w) => performTask(w, taskId, input));
    return { result: { taskId, confirmedQuantity: input.confirmedQuantity } };
  });

  registerRoute(app, Terminal.receiveLine, async (request) => {
    const b = request.body;
    return { result: await runWork(ctx, actorOf(request), (w) => receiveLine(w, b.orderLineId, b.quantity, { batch: b.batch, expDate: b.expDate })) };
  });

  // The demo's task simulator (docs/decisions/0037-demo-data-and-task-simulator.md): on with TASK_SIMULATOR=on.
  if (process.env.TASK_SIMULATOR === 'on') {
    const stop = startTaskSimulator(ctx, { intervalMs: Number(process.env.TASK_SIMULATOR_INTERVAL_MS) || 2000 });
    app.addHook('onClose', stop);
  }
}
