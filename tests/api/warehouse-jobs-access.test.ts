import { describe, expect, it } from 'vitest';
import { actorOf, denyPermissions, fingerprint, one } from '../helpers/warehouse-fixtures';
import { signInAs } from '../helpers/api-client';
import { bulkStock, preparedOrder, quarantine, useWarehouseSuite } from '../helpers/warehouse-suite';

/**
 * Jobs and tasks: the server's permission checks (the picker's 403s, also for calls its role holds
 * once they are turned off) and another business unit's ids answered as unknown, nothing changed.
 */
const s = useWarehouseSuite(['cancel_order_process']);
let skip = 0;
const prepared = (lines: number) => preparedOrder(s, lines, (skip += lines));

describe('permissions and business units', () => {
  it('refuses the picker the planning calls (403) and changes nothing, but lets it work the terminal', async () => {
    const a = await prepared(1);
    const before = await fingerprint(s.ts);
    const calls: Array<[string, string, unknown]> = [
      ['put', '/api/Job/assign', { jobIds: [a.jobId], userId: s.pickerId }],
      ['put', '/api/Job/unassign', { jobIds: [a.jobId] }],
      ['put', '/api/Job/end', { jobIds: [a.jobId] }],
      ['put', '/api/Job/cancel', { jobIds: [a.jobId] }],
      ['put', '/api/Job/dissolve', { jobIds: [a.jobId] }],
      ['put', '/api/Job/assignOperationsToUser', { operationIds: [1], userId: s.pickerId }],
      ['put', '/api/Task/cancel', { taskIds: [a.tasks[0].id] }],
      ['post', '/api/Job/createInventoryJobs', { name: 'x', maxTasksPerJob: 5, locationIds: [1] }],
      ['post', '/api/Job/createRecountInventoryJobs', { inventoryId: 1, lineIds: [1] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await (method === 'put' ? s.picker.put(path, body) : s.picker.post(path, body));
      expect(res.status, path).toBe(403);
    }
    expect(await fingerprint(s.ts)).toBe(before);
    expect((await s.picker.put('/api/Terminal/startJob', { jobId: a.jobId })).status).toBe(200);
  });

  it('refuses (403) the floor calls the picker holds once its role has them off, and changes nothing', async () => {
    const a = await prepared(1);
    const loose = await prepared(1);
    expect((await s.admin.put('/api/Job/dissolve', { jobIds: [loose.jobId] })).status).toBe(200);
    const stock = await bulkStock(s.ts, s.demo.businessUnitId, 10);
    const target = await quarantine(s.ts);
    const undo = await denyPermissions(s.ts, 'Demo', 'PickerRole', ['create_job', 'try_finish_job', 'try_deviate_on_instruction']);
    try {
      const before = await fingerprint(s.ts);
      const instruction = await one(s.ts, 'select instruction from jobs where id = $1', [a.jobId]);
      const calls: Array<[string, string, unknown]> = [
        ['post', '/api/Job/createAndStartFromStocks', { stockIds: [stock.id], toLocationId: target }],
        ['post', '/api/Job/createAndAssignJobFromTasks', { taskIds: [loose.tasks[0].id] }],
        ['put', '/api/Job/tryFinish', { jobIds: [a.jobId] }],
        ['put', '/api/Job/tryDeviateOnInstruction', { jobId: a.jobId, instruction: 'Not yours to give' }],
      ];
      for (const [method, path, body] of calls) {
        const res = await (method === 'put' ? s.picker.put(path, body) : s.picker.post(path, body));
        expect(res.status, path).toBe(403);
        expect(res.body.message, path).toBe('Authorization Error: access denied');
      }
      expect(await fingerprint(s.ts)).toBe(before);
      expect(await one(s.ts, 'select instruction from jobs where id = $1', [a.jobId])).toEqual(instruction);
    } finally {
      await undo();
    }
    // With the override gone the picker may again (the 403 came from the role, not the call).
    expect((await s.picker.post('/api/Job/createAndAssignJobFromTasks', { taskIds: [loose.tasks[0].id] })).status).toBe(200);
  });

  it('refuses assigning to a user without assign_to_user and to a role without assign_to_user_role, in every call that assigns, changing nothing', async () => {
    const loose = await prepared(1);
    expect((await s.admin.put('/api/Job/dissolve', { jobIds: [loose.jobId] })).status).toBe(200);
    const job = await prepared(1);
    const op = await one<{ id: number }>(s.ts, 'select id from operations where order_id = $1', [job.order.id]);
    const pickerRole = await one<{ id: number }>(
      s.ts,
      "select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.name = 'PickerRole'",
    );
    const toUser: Array<[string, string, unknown]> = [
      ['post', '/api/Job/createAndAssignJobFromTasks', { taskIds: [loose.tasks[0].id], userId: s.pickerId }],
      ['put', '/api/Job/assign', { jobIds: [job.jobId], userId: s.pickerId }],
      ['put', '/api/Job/assignOperationsToUser', { operationIds: [op.id], userId: s.pickerId }],
    ];
    const toRole: Array<[string, string, unknown]> = [
      ['post', '/api/Job/createAndAssignJobFromTasks', { taskIds: [loose.tasks[0].id], userRoleId: pickerRole.id }],
      ['put', '/api/Job/assign', { jobIds: [job.jobId], userRoleId: pickerRole.id }],
    ];
    // The super user (a role that is not an administrator's, holding every data right by default) planning the work.
    const planner = await signInAs(s.ts.baseUrl, 'super');
    const call = ([method, path, body]: [string, string, unknown]) => (method === 'put' ? planner.put(path, body) : planner.post(path, body));
    for (const [permission, refusedCalls] of [
      ['assign_to_user', toUser],
      ['assign_to_user_role', toRole],
    ] as const) {
      const undo = await denyPermissions(s.ts, 'Demo', 'SuperUserRole', [permission]);
      try {
        const before = await fingerprint(s.ts);
        for (const c of refusedCalls) {
          const res = await call(c);
          expect(res.status, `${c[1]} without ${permission}`).toBe(403);
        }
        expect(await fingerprint(s.ts)).toBe(before);
        expect(await one(s.ts, 'select job_id as "jobId" from tasks where id = $1', [loose.tasks[0].id])).toEqual({ jobId: null });
      } finally {
        await undo();
      }
    }
    // With both rights back the same calls go through: the 403s came from the missing right.
    const made = await call(toUser[0]);
    expect(made.status).toBe(200);
    const newJob = await one<{ userId: number }>(s.ts, 'select j.user_id as "userId" from tasks t join jobs j on j.id = t.job_id where t.id = $1', [loose.tasks[0].id]);
    expect(newJob.userId).toBe(s.pickerId);
    expect((await call(toRole[1])).status).toBe(200);
    expect(await one(s.ts, 'select user_role_id as "roleId", user_id as "userId" from jobs where id = $1', [job.jobId])).toEqual({ roleId: pickerRole.id, userId: null });
  });

  it("treats another business unit's jobs and tasks as unknown", async () => {
    const a = await prepared(1);
    const before = await fingerprint(s.ts);
    for (const path of ['/api/Job/end', '/api/Job/cancel', '/api/Job/dissolve', '/api/Job/unassign', '/api/Job/tryFinish']) {
      const res = await s.north.put(path, { jobIds: [a.jobId] });
      expect(res.body.result.failed[0], path).toMatchObject({ id: a.jobId, code: 'NotFound' });
    }
    expect((await s.north.put('/api/Task/cancel', { taskIds: [a.tasks[0].id] })).body.result.failed[0].code).toBe('NotFound');
    expect((await s.north.put('/api/Terminal/startJob', { jobId: a.jobId })).status).toBe(404);
    expect((await s.north.put('/api/Terminal/performTask', { taskId: a.tasks[0].id, confirmedQuantity: 1 })).status).toBe(404);
    const fromTasks = await s.north.post('/api/Job/createAndAssignJobFromTasks', { taskIds: [a.tasks[0].id] });
    expect(fromTasks.status).toBe(422);
    expect(fromTasks.body.details.failed).toEqual([expect.objectContaining({ id: a.tasks[0].id, code: 'NotFound' })]);
    expect((await s.north.get(`/api/Task/description?jobId=${a.jobId}`)).body.result).toEqual([]);
    expect(await fingerprint(s.ts)).toBe(before);
  });

  it("refuses another business unit's jobs, operations and stocks in assign, deviate and create calls", async () => {
    const a = await prepared(1);
    const op = await one<{ id: number }>(s.ts, 'select id from operations where order_id = $1', [a.order.id]);
    const stock = await bulkStock(s.ts, s.demo.businessUnitId, 15);
    const northUser = await actorOf(s.ts, 'North');
    const northTarget = await quarantine(s.ts, 'North');
    const before = await fingerprint(s.ts);
    // North's admin names its own user: what is unknown is Demo's job or operation.
    const assign = await s.north.put('/api/Job/assign', { jobIds: [a.jobId], userId: northUser.userId });
    expect(assign.status).toBe(207);
    expect(assign.body.result.failed[0]).toMatchObject({ id: a.jobId, code: 'NotFound' });
    expect(assign.body.result.failed[0].label).toBeUndefined();
    const operations = await s.north.put('/api/Job/assignOperationsToUser', { operationIds: [op.id], userId: northUser.userId });
    expect(operations.status).toBe(207);
    expect(operations.body.result.failed[0]).toMatchObject({ id: op.id, code: 'NotFound' });
    const deviate = await s.north.put('/api/Job/tryDeviateOnInstruction', { jobId: a.jobId, instruction: 'From the north' });
    expect(deviate.status).toBe(404);
    expect(deviate.body).toMatchObject({ code: 'NotFound', message: 'Job not found' });
    const fromStocks = await s.north.post('/api/Job/createAndStartFromStocks', { stockIds: [stock.id], toLocationId: northTarget });
    expect(fromStocks.status).toBe(422);
    expect(fromStocks.body.details.failed).toEqual([expect.objectContaining({ id: stock.id, code: 'NotFound' })]);
    // Demo's admin cannot send its stock to North's location either.
    expect((await s.admin.post('/api/Job/createAndStartFromStocks', { stockIds: [stock.id], toLocationId: northTarget })).status).toBe(404);
    expect(await fingerprint(s.ts)).toBe(before);
    expect(await one(s.ts, 'select instruction from jobs where id = $1', [a.jobId])).toEqual({ instruction: null });
  });
});
