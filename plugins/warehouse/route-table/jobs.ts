import { defineRoute, LIST_READ, type RouteRight, Type } from '@cockpit/contracts';
import { body, id, idParams, ids, listAnswer, listQuery, multiStatusAnswer, open, openRow, result, text } from '@cockpit/contracts/schema-parts';
import { idsBody, nullable } from '@cockpit/contracts/warehouse-parts';

const maxTasksPerJob = Type.Integer({ minimum: 1, maximum: 1000 });
const assignee = { userId: Type.Optional(id), userRoleId: Type.Optional(id) };
/** A job action on the selected jobs, answered per job (multi-status). */
const jobAction = (action: string, permission: RouteRight, description: string) =>
  defineRoute({
    key: `Job.${action}`,
    method: 'PUT',
    path: `Job/${action}`,
    permission,
    body: idsBody('jobIds'),
    answer: multiStatusAnswer,
    description,
  });
/** What a create call answers: the new jobs, or (some tasks or stocks refused) the multi-status counts and failed lines. */
const createdJobs = open(result(openRow('{ jobIds, failed } when every line went through; otherwise the multi-status answer (207).')));

/** The permissions assigning work to someone needs besides the route's own: to a user, to a user role. */
export const ASSIGN_TO = { user: 'data/assign_to_user', role: 'data/assign_to_user_role' } as const;

/** Jobs: the list, the assign options, instructions and the job actions (assign, unassign, end, cancel, dissolve, finish, deviate, create). */
export const Job = {
  description: defineRoute({
    key: 'Job.description',
    method: 'GET',
    path: 'Job/description',
    permission: LIST_READ.Job,
    query: listQuery('Job'),
    answer: listAnswer(),
    description: "The Jobs grid's rows; with skip/take a page { data, totalCount }.",
  }),
  users: defineRoute({
    key: 'Job.users',
    method: 'GET',
    path: 'Job/users',
    permission: 'data/navigation',
    answer: open(result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), displayName: nullable(Type.String()) })))),
    description: 'The active users of the business unit work can be assigned to (id, name, displayName).',
  }),
  userRoles: defineRoute({
    key: 'Job.userRoles',
    method: 'GET',
    path: 'Job/userRoles',
    permission: 'data/navigation',
    answer: open(result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })))),
    description: 'The user roles of the business unit work can be assigned to (id, name).',
  }),
  instructions: defineRoute({
    key: 'Job.instructions',
    method: 'GET',
    path: 'Job/instructions/{id}',
    permission: 'data/navigation',
    params: idParams,
    answer: open(result(openRow('The job (jobId, name, state, instruction) and its steps in walking order (taskId, sequence, state, locations, item, quantity, text).'))),
    description: 'What a job asks of the operator, step by step in walking order.',
  }),
  createInventoryJobs: defineRoute({
    key: 'Job.createInventoryJobs',
    method: 'POST',
    path: 'Job/createInventoryJobs',
    permission: 'data/create_inventory',
    body: Type.Object(
      {
        name: text(100),
        maxTasksPerJob,
        assignToUserId: Type.Optional(id),
        assignToRoleId: Type.Optional(id),
        locationIds: Type.Optional(ids),
        stockIds: Type.Optional(ids),
        includeZeroQuantity: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false, anyOf: [{ required: ['locationIds'] }, { required: ['stockIds'] }] },
    ),
    answer: result(Type.Object({ inventoryId: id, lineCount: Type.Integer({ minimum: 0 }) })),
    description: 'Create an inventory (stock count) of locations or stocks, its count tasks grouped into jobs; includeZeroQuantity needs InventoryZeroCount.',
    example: { result: { inventoryId: 3, lineCount: 40 } },
  }),
  createRecountInventoryJobs: defineRoute({
    key: 'Job.createRecountInventoryJobs',
    method: 'POST',
    path: 'Job/createRecountInventoryJobs',
    permission: 'data/recount_inventory',
    body: body({ inventoryId: id, lineIds: ids, maxTasksPerJob: Type.Optional(maxTasksPerJob), assignToUserId: Type.Optional(id), assignToRoleId: Type.Optional(id) }),
    answer: open(
      Type.Object({
        result: Type.Object(
          { successCount: Type.Integer(), failedCount: Type.Integer(), failed: Type.Array(Type.Object({}, { additionalProperties: true })), lineIds: Type.Array(id) },
          { additionalProperties: true },
        ),
      }),
    ),
    description: 'Recount inventory lines: new lines and count jobs; the multi-status answer plus the new lines (lineIds).',
  }),
  createAndStartFromStocks: defineRoute({
    key: 'Job.createAndStartFromStocks',
    method: 'POST',
    path: 'Job/createAndStartFromStocks',
    permission: 'data/create_job',
    body: body({ stockIds: ids, toLocationId: id, userId: Type.Optional(id) }),
    answer: createdJobs,
    description: 'Create and start move jobs that take the selected stocks to a location.',
  }),
  createAndAssignJobFromTasks: defineRoute({
    key: 'Job.createAndAssignJobFromTasks',
    method: 'POST',
    path: 'Job/createAndAssignJobFromTasks',
    permission: 'data/create_job',
    body: body({ taskIds: ids, ...assignee, name: Type.Optional(text(100)) }),
    answer: createdJobs,
    description: 'Group the selected tasks into a job, assigned to a user or a role (each needs its assign permission too).',
  }),
  assign: defineRoute({
    key: 'Job.assign',
    method: 'PUT',
    path: 'Job/assign',
    permission: 'data/assign_job',
    body: Type.Object({ jobIds: ids, ...assignee }, { additionalProperties: false, oneOf: [{ required: ['userId'] }, { required: ['userRoleId'] }] }),
    answer: multiStatusAnswer,
    description: 'Assign jobs to a user or to a user role (each needs its assign permission too; multi-status).',
  }),
  unassign: jobAction('unassign', 'data/unassign_job', 'Take the assignment off jobs (multi-status).'),
  assignOperationsToUser: defineRoute({
    key: 'Job.assignOperationsToUser',
    method: 'PUT',
    path: 'Job/assignOperationsToUser',
    permission: ASSIGN_TO.user,
    body: body({ operationIds: ids, userId: id }),
    answer: multiStatusAnswer,
    description: "Assign the operations' tasks to a user (multi-status).",
  }),
  tryDeviateOnInstruction: defineRoute({
    key: 'Job.tryDeviateOnInstruction',
    method: 'PUT',
    path: 'Job/tryDeviateOnInstruction',
    permission: 'data/try_deviate_on_instruction',
    body: body({ jobId: id, instruction: text(1000) }),
    answer: result(Type.Object({ jobId: id, instruction: Type.String() })),
    description: "Give a job a supervisor's instruction while it is not over.",
    example: { result: { jobId: 4, instruction: 'Take the east aisle' } },
  }),
  tryFinish: jobAction('tryFinish', 'data/try_finish_job', 'Complete jobs whose tasks are all performed or cancelled (multi-status).'),
  end: jobAction('end', 'data/end_job', 'End jobs: open tasks are cancelled; Completed if any task was performed, else Cancelled (multi-status).'),
  cancel: jobAction('cancel', 'data/cancel_job', 'Cancel jobs and their open tasks (multi-status).'),
  dissolve: jobAction('dissolve', 'data/dissolve_job', 'Dissolve Initial jobs: their tasks go back to Initial outside any job (multi-status).'),
} as const;
