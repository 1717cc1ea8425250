import type { FastifyInstance } from 'fastify';
import { hasPermission } from '@cockpit/core/permissions';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { multiStatus, sendMultiStatus } from '../../http/multi-status';
import { forbidden, notFound } from '../../http/errors';
import { runWork } from '../../warehouse/run-work';
import { actorOf, eachRow, labelFrom, requireFeature } from '../../warehouse/route-helpers';
import { body, id, ids, idParams, idsBody, text } from '../../warehouse/schemas';
import { assignJob, cancelJob, deviateOnInstruction, dissolveJob, endJob, tryFinishJob, unassignJob } from '../../warehouse/job-actions';
import { assignOperationToUser, createJobFromStocks, createJobFromTasks } from '../../warehouse/job-create';
import { createInventory } from '../../warehouse/inventory-create';
import { recountLines } from '../../warehouse/inventory-actions';
import { jobInstructions } from './instructions';
import { jobListView } from './list-view';

const jobLabel = 'select name as label from jobs where id = $1 and business_unit_id = $2';
const assignee = { userId: id, userRoleId: id };
const maxTasksPerJob = { type: 'integer', minimum: 1, maximum: 1000 } as const;

/** Jobs: the list, instructions and the job actions (assign, unassign, end, cancel, dissolve, finish, deviate, create). */
export async function jobRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Job/description', jobListView);

  // Who work can be assigned to (the assign dialogs' options): users and roles of the business unit.
  app.get('/api/Job/users', { config: { permission: 'data/navigation' } }, async (request) => ({
    result: (
      await ctx.db.query(`select id, user_name as name, display_name as "displayName" from users where business_unit_id = $1 and not deleted and is_active order by user_name`, [
        request.caller.businessUnitId,
      ])
    ).rows,
  }));
  app.get('/api/Job/userRoles', { config: { permission: 'data/navigation' } }, async (request) => ({
    result: (await ctx.db.query(`select id, name from user_roles where business_unit_id = $1 and not deleted order by name`, [request.caller.businessUnitId])).rows,
  }));

  app.get<{ Params: { id: number } }>('/api/Job/instructions/:id', { schema: { params: idParams }, config: { permission: 'data/navigation' } }, async (request) => {
    const result = await jobInstructions(ctx.db, request.caller.businessUnitId, request.params.id);
    if (!result) throw notFound('Job not found');
    return { result };
  });

  app.post<{
    Body: { name: string; maxTasksPerJob: number; assignToUserId?: number; assignToRoleId?: number; locationIds?: number[]; stockIds?: number[]; includeZeroQuantity?: boolean };
  }>(
    '/api/Job/createInventoryJobs',
    {
      schema: {
        body: {
          ...body({ name: text(100), maxTasksPerJob, assignToUserId: id, assignToRoleId: id, locationIds: ids, stockIds: ids, includeZeroQuantity: { type: 'boolean' } }, [
            'name',
            'maxTasksPerJob',
          ]),
          anyOf: [{ required: ['locationIds'] }, { required: ['stockIds'] }],
        },
      },
      config: { permission: 'data/create_inventory' },
    },
    async (request) => {
      if (request.body.includeZeroQuantity) requireFeature(request, 'InventoryZeroCount');
      return { result: await runWork(ctx, actorOf(request), (w) => createInventory(w, request.body)) };
    },
  );

  app.post<{ Body: { inventoryId: number; lineIds: number[]; maxTasksPerJob?: number; assignToUserId?: number; assignToRoleId?: number } }>(
    '/api/Job/createRecountInventoryJobs',
    {
      schema: { body: body({ inventoryId: id, lineIds: ids, maxTasksPerJob, assignToUserId: id, assignToRoleId: id }, ['inventoryId', 'lineIds']) },
      config: { permission: 'data/recount_inventory' },
    },
    async (request, reply) => {
      const b = request.body;
      const r = await runWork(ctx, actorOf(request), (w) =>
        recountLines(w, b.inventoryId, b.lineIds, { maxTasksPerJob: b.maxTasksPerJob, userId: b.assignToUserId, userRoleId: b.assignToRoleId }),
      );
      // The multi-status answer (200, or 207 with the lines that could not be sent), plus the new lines' ids.
      const { status, result } = multiStatus(new Set(b.lineIds).size - r.failed.length, r.failed, 'Errors.Inventory.linesNotRecounted');
      return reply.status(status).send({ result: { ...result, lineIds: r.lineIds } });
    },
  );

  app.post<{ Body: { stockIds: number[]; toLocationId: number; userId?: number } }>(
    '/api/Job/createAndStartFromStocks',
    { schema: { body: body({ stockIds: ids, toLocationId: id, userId: id }, ['stockIds', 'toLocationId']) }, config: { permission: 'data/create_job' } },
    async (request, reply) => {
      const r = await runWork(ctx, actorOf(request), (w) => createJobFromStocks(w, request.body.stockIds, request.body.toLocationId, request.body.userId));
      return r.failed.length ? sendMultiStatus(reply, request.body.stockIds.length - r.failed.length, r.failed) : { result: r };
    },
  );

  app.post<{ Body: { taskIds: number[]; userId?: number; userRoleId?: number; name?: string } }>(
    '/api/Job/createAndAssignJobFromTasks',
    { schema: { body: body({ taskIds: ids, ...assignee, name: text(100) }, ['taskIds']) }, config: { permission: 'data/create_job' } },
    async (request, reply) => {
      const b = request.body;
      if (b.userId && !hasPermission(request.caller.permissions, 'data/assign_to_user', request.caller.roles)) throw forbidden();
      if (b.userRoleId && !hasPermission(request.caller.permissions, 'data/assign_to_user_role', request.caller.roles)) throw forbidden();
      const r = await runWork(ctx, actorOf(request), (w) => createJobFromTasks(w, b.taskIds, { userId: b.userId, userRoleId: b.userRoleId }, b.name));
      return r.failed.length ? sendMultiStatus(reply, b.taskIds.length - r.failed.length, r.failed) : { result: r };
    },
  );

  app.put<{ Body: { jobIds: number[]; userId?: number; userRoleId?: number } }>(
    '/api/Job/assign',
    {
      schema: { body: { ...body({ jobIds: ids, ...assignee }, ['jobIds']), oneOf: [{ required: ['userId'] }, { required: ['userRoleId'] }] } },
      config: { permission: 'data/assign_job' },
    },
    async (request, reply) => {
      const b = request.body;
      // Assigning to a user and to a role are separate data permissions.
      const needed = b.userId ? 'data/assign_to_user' : 'data/assign_to_user_role';
      if (!hasPermission(request.caller.permissions, needed, request.caller.roles)) throw forbidden();
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, b.jobIds, (w, jobId) => assignJob(w, jobId, { userId: b.userId, userRoleId: b.userRoleId }), labelFrom(ctx, actor, jobLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  const jobAction = (path: string, permission: string, fn: typeof unassignJob) =>
    app.put<{ Body: { jobIds: number[] } }>(path, { schema: { body: idsBody('jobIds') }, config: { permission } }, async (request, reply) => {
      const actor = actorOf(request);
      const r = await eachRow(ctx, actor, request.body.jobIds, fn, labelFrom(ctx, actor, jobLabel));
      return sendMultiStatus(reply, r.successCount, r.failed);
    });
  jobAction('/api/Job/unassign', 'data/unassign_job', unassignJob);
  jobAction('/api/Job/tryFinish', 'data/try_finish_job', tryFinishJob);
  jobAction('/api/Job/end', 'data/end_job', endJob);
  jobAction('/api/Job/cancel', 'data/cancel_job', cancelJob);
  jobAction('/api/Job/dissolve', 'data/dissolve_job', dissolveJob);

  app.put<{ Body: { operationIds: number[]; userId: number } }>(
    '/api/Job/assignOperationsToUser',
    { schema: { body: body({ operationIds: ids, userId: id }, ['operationIds', 'userId']) }, config: { permission: 'data/assign_to_user' } },
    async (request, reply) => {
      const r = await eachRow(ctx, actorOf(request), request.body.operationIds, (w, operationId) => assignOperationToUser(w, operationId, request.body.userId));
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.put<{ Body: { jobId: number; instruction: string } }>(
    '/api/Job/tryDeviateOnInstruction',
    { schema: { body: body({ jobId: id, instruction: text(1000) }, ['jobId', 'instruction']) }, config: { permission: 'data/try_deviate_on_instruction' } },
    async (request) => {
      await runWork(ctx, actorOf(request), (w) => deviateOnInstruction(w, request.body.jobId, request.body.instruction));
      return { result: request.body };
    },
  );
}
