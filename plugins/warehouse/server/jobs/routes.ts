import {
  actorOf,
  type AppContext,
  eachRow,
  type FastifyInstance,
  forbidden,
  labelFrom,
  multiStatus,
  notFound,
  registerListRoute,
  registerRoute,
  requireFeature,
  runWork,
  sendMultiStatus,
} from '@cockpit/server/sdk';
import { registerEachRow } from '../each-row-route';
import { recountLines } from '../engine/inventory-actions';
import { createInventory } from '../engine/inventory-create';
import { assignJob, cancelJob, deviateOnInstruction, dissolveJob, endJob, tryFinishJob, unassignJob } from '../engine/job-actions';
import { assignOperationToUser, createJobFromStocks, createJobFromTasks } from '../engine/job-create';
import { Job } from '../../routes';
import { ASSIGN_TO } from '../../route-table/jobs';
import { hasPermission } from '@cockpit/core/permissions';
import { jobInstructions } from './instructions';
import { jobListView } from './list-view';

const jobLabel = 'select name as label from jobs where id = $1 and business_unit_id = $2';

/** Jobs: the list, instructions and the job actions (route-table/jobs.ts). */
export async function jobRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Job.description, jobListView);

  // Who work can be assigned to (the assign dialogs' options): users and roles of the business unit.
  registerRoute(app, Job.users, async (request) => ({
    result: (
      await ctx.db.query<{ id: number; name: string; displayName: string | null }>(
        `select id, user_name as name, display_name as "displayName" from users where business_unit_id = $1 and not deleted and is_active order by user_name`,
        [request.caller.businessUnitId],
      )
    ).rows,
  }));
  registerRoute(app, Job.userRoles, async (request) => ({
    result: (
      await ctx.db.query<{ id: number; name: string }>(`select id, name from user_roles where business_unit_id = $1 and not deleted order by name`, [request.caller.businessUnitId])
    ).rows,
  }));

  registerRoute(app, Job.instructions, async (request) => {
    const result = await jobInstructions(ctx.db, request.caller.businessUnitId, request.params.id);
    if (!result) throw notFound('Job not found');
    return { result: { ...result } };
  });

  registerRoute(app, Job.createInventoryJobs, async (request) => {
    if (request.body.includeZeroQuantity) requireFeature(request, 'InventoryZeroCount');
    return { result: await runWork(ctx, actorOf(request), (w) => createInventory(w, request.body)) };
  });

  registerRoute(app, Job.createRecountInventoryJobs, async (request, reply) => {
    const b = request.body;
    const r = await runWork(ctx, actorOf(request), (w) =>
      recountLines(w, b.inventoryId, b.lineIds, { maxTasksPerJob: b.maxTasksPerJob, userId: b.assignToUserId, userRoleId: b.assignToRoleId }),
    );
    // The multi-status answer (200, or 207 with the lines that could not be sent), plus the new lines' ids.
    const { status, result } = multiStatus(new Set(b.lineIds).size - r.failed.length, r.failed, 'Errors.Inventory.linesNotRecounted');
    return reply.status(status).send({ result: { ...result, lineIds: r.lineIds } });
  });

  registerRoute(app, Job.createAndStartFromStocks, async (request, reply) => {
    const r = await runWork(ctx, actorOf(request), (w) => createJobFromStocks(w, request.body.stockIds, request.body.toLocationId, request.body.userId));
    return r.failed.length ? sendMultiStatus(reply, request.body.stockIds.length - r.failed.length, r.failed) : { result: r };
  });

  registerRoute(app, Job.createAndAssignJobFromTasks, async (request, reply) => {
    const b = request.body;
    if (b.userId && !hasPermission(request.caller.permissions, ASSIGN_TO.user, request.caller.roles)) throw forbidden();
    if (b.userRoleId && !hasPermission(request.caller.permissions, ASSIGN_TO.role, request.caller.roles)) throw forbidden();
    const r = await runWork(ctx, actorOf(request), (w) => createJobFromTasks(w, b.taskIds, { userId: b.userId, userRoleId: b.userRoleId }, b.name));
    return r.failed.length ? sendMultiStatus(reply, b.taskIds.length - r.failed.length, r.failed) : { result: r };
  });

  registerRoute(app, Job.assign, async (request, reply) => {
    const b = request.body;
    // Assigning to a user and to a role are separate data permissions.
    const needed = b.userId ? ASSIGN_TO.user : ASSIGN_TO.role;
    if (!hasPermission(request.caller.permissions, needed, request.caller.roles)) throw forbidden();
    const actor = actorOf(request);
    const r = await eachRow(ctx, actor, b.jobIds, (w, jobId) => assignJob(w, jobId, { userId: b.userId, userRoleId: b.userRoleId }), labelFrom(ctx, actor, jobLabel));
    return sendMultiStatus(reply, r.successCount, r.failed);
  });

  const jobAction = (route: typeof Job.unassign, fn: typeof unassignJob) => registerEachRow(app, ctx, route, { ids: (q) => q.body.jobIds, action: fn, label: jobLabel });
  jobAction(Job.unassign, unassignJob);
  jobAction(Job.tryFinish, tryFinishJob);
  jobAction(Job.end, endJob);
  jobAction(Job.cancel, cancelJob);
  jobAction(Job.dissolve, dissolveJob);

  registerEachRow(app, ctx, Job.assignOperationsToUser, {
    ids: (q) => q.body.operationIds,
    action: (w, operationId, q) => assignOperationToUser(w, operationId, q.body.userId),
  });

  registerRoute(app, Job.tryDeviateOnInstruction, async (request) => {
    await runWork(ctx, actorOf(request), (w) => deviateOnInstruction(w, request.body.jobId, request.body.instruction));
    return { result: request.body };
  });
}
