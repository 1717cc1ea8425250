/* eslint-disable max-lines -- the job, operation and cancel tests share one warehouse suite (useWarehouseSuite) and its prepared orders; a split starts another demo server on both databases */
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { actorOf, all, fingerprint, newOrder, one, orderState, pickShortMaterial, tasksOfOrder } from '../helpers/warehouse-fixtures';
import { bulkStock as bulkStockOf, preparedOrder as prepared, quarantine as quarantineOf, useWarehouseSuite } from '../helpers/warehouse-suite';

const suite = useWarehouseSuite(['cancel_order_process']); // cancel order process: try finish after it, below
const { ts, admin, picker, north, demo } = suite;
let pickerId: number;
beforeAll(() => void ({ pickerId } = suite));
let skip = 0;

/** A prepared order of `lines` lines (one task each), answering its order id, task ids and job id. */
const preparedOrder = (lines = 2) => prepared(suite, lines, (skip += lines));
const jobState = async (id: number) => (await one<{ state: string }>(ts, 'select state from jobs where id = $1', [id]))?.state;
const bulkStock = (skipRows: number) => bulkStockOf(ts, demo.businessUnitId, skipRows);
const quarantine = (businessUnit = 'Demo') => quarantineOf(ts, businessUnit);

describe('the job life cycle', () => {
  it('assigns to a user or a role and unassigns, only while Initial', async () => {
    const { jobId } = await preparedOrder();
    expect((await admin.put('/api/Job/assign', { jobIds: [jobId], userId: pickerId })).status).toBe(200);
    expect(await one(ts, 'select user_id as "userId" from jobs where id = $1', [jobId])).toEqual({ userId: pickerId });
    const role = await one<{ id: number }>(ts, `select id from user_roles where business_unit_id = $1 and name = 'PickerRole'`, [demo.businessUnitId]);
    expect((await admin.put('/api/Job/assign', { jobIds: [jobId], userRoleId: role.id })).status).toBe(200);
    expect(await one(ts, 'select user_id as "userId", user_role_id as "roleId" from jobs where id = $1', [jobId])).toEqual({ userId: null, roleId: role.id });
    expect((await admin.put('/api/Job/unassign', { jobIds: [jobId] })).status).toBe(200);
    const notAssigned = await admin.put('/api/Job/unassign', { jobIds: [jobId] });
    expect(notAssigned.body.result.failed[0]).toMatchObject({ code: 'Jobs.NotAssigned' });
    // Body needs exactly one of userId and userRoleId.
    expect((await admin.put('/api/Job/assign', { jobIds: [jobId] })).status).toBe(400);
    // Another business unit's user is unknown.
    const northUser = await actorOf(ts, 'North');
    expect((await admin.put('/api/Job/assign', { jobIds: [jobId], userId: northUser.userId })).body.result.failed[0]).toMatchObject({ code: 'NotFound' });
    expect((await picker.put('/api/Terminal/startJob', { jobId })).status).toBe(200);
    const started = await admin.put('/api/Job/assign', { jobIds: [jobId], userId: pickerId });
    expect(started.body.result.failed[0]).toMatchObject({
      code: 'Jobs.WrongState',
      message: 'Job is in wrong state',
      details: { jobState: 'Started', allowingStates: ['Initial'] },
    });
    // Starting gave the unassigned job to the one who started it.
    expect(await one(ts, 'select user_id as "userId" from jobs where id = $1', [jobId])).toEqual({ userId: pickerId });
  });

  it('starts jobs (tasks InProgress), refuses starting twice, and completes by the last performed task', async () => {
    const { order, tasks, jobId } = await preparedOrder(2);
    expect((await picker.put('/api/Terminal/startJob', { jobId })).status).toBe(200);
    expect((await tasksOfOrder(ts, order.id)).every((t) => t.state === 'InProgress')).toBe(true);
    expect((await picker.put('/api/Terminal/startJob', { jobId })).body).toMatchObject({ code: 'Jobs.WrongState' });
    for (const t of tasks) await picker.put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: t.requested });
    expect(await jobState(jobId)).toBe('Completed');
    const list = (await admin.get(`/api/Job/description?fromDate=2000-01-01&historical=true&name=${encodeURIComponent(order.orderNo)}`)).body.result;
    expect(list[0]).toMatchObject({ id: jobId, status: 'Completed', taskCount: 2, percentCompletion: 100, userName: 'picker', processDefinitionCategory: 'Picking' });
    expect(list[0].userLogs.map((l: { translationName: string }) => l.translationName)).toContain('WorkLogs.jobStarted');
  });

  it('ends a job: open tasks cancelled, Completed when something was performed, else Cancelled', async () => {
    const a = await preparedOrder(2);
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    await picker.put('/api/Terminal/performTask', { taskId: a.tasks[0].id, confirmedQuantity: a.tasks[0].requested });
    expect((await admin.put('/api/Job/end', { jobIds: [a.jobId] })).status).toBe(200);
    expect(await jobState(a.jobId)).toBe('Completed');
    expect((await tasksOfOrder(ts, a.order.id)).map((t) => t.state)).toEqual(['Performed', 'Cancelled']);
    // The line whose task was cancelled waits to be prepared again; the order stays Started.
    expect((await orderState(ts, a.order.id)).state).toBe('Started');
    const b = await preparedOrder(1);
    expect((await admin.put('/api/Job/end', { jobIds: [b.jobId] })).status).toBe(200);
    expect(await jobState(b.jobId)).toBe('Cancelled');
    const ended = await admin.put('/api/Job/end', { jobIds: [b.jobId] });
    expect(ended.body.result.failed[0]).toMatchObject({ code: 'Jobs.WrongState' });
  });

  it('cancels a job unless it is completed', async () => {
    const a = await preparedOrder(1);
    expect((await admin.put('/api/Job/cancel', { jobIds: [a.jobId] })).status).toBe(200);
    expect(await jobState(a.jobId)).toBe('Cancelled');
    expect((await orderState(ts, a.order.id)).lines[0].state).toBe('Initial');
    expect((await admin.put('/api/Job/cancel', { jobIds: [a.jobId] })).body.result.failed[0]).toMatchObject({ message: 'Job already cancelled' });
    const b = await preparedOrder(1);
    await picker.put('/api/Terminal/startJob', { jobId: b.jobId });
    await picker.put('/api/Terminal/performTask', { taskId: b.tasks[0].id, confirmedQuantity: b.tasks[0].requested });
    expect((await admin.put('/api/Job/cancel', { jobIds: [b.jobId] })).body.result.failed[0]).toMatchObject({ code: 'Jobs.AlreadyCompleted', message: 'Job already completed' });
  });

  it('dissolves Initial jobs: tasks back to Initial, the operation back to Initial', async () => {
    const a = await preparedOrder(2);
    expect((await admin.put('/api/Job/dissolve', { jobIds: [a.jobId] })).status).toBe(200);
    expect(await jobState(a.jobId)).toBeUndefined();
    expect((await tasksOfOrder(ts, a.order.id)).every((t) => t.state === 'Initial' && t.jobId === null)).toBe(true);
    expect((await one<{ state: string }>(ts, 'select state from operations where order_id = $1', [a.order.id])).state).toBe('Initial');
    // Create and assign job from the loose tasks.
    const res = await admin.post('/api/Job/createAndAssignJobFromTasks', { taskIds: a.tasks.map((t) => t.id), userId: pickerId, name: 'Rush job' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [jobId] = res.body.result.jobIds;
    expect(await one(ts, 'select name, state, user_id as "userId" from jobs where id = $1', [jobId])).toEqual({ name: 'Rush job', state: 'Initial', userId: pickerId });
    expect((await tasksOfOrder(ts, a.order.id)).every((t) => t.state === 'Prepared' && t.jobId === jobId)).toBe(true);
    expect((await one<{ state: string }>(ts, 'select state from operations where order_id = $1', [a.order.id])).state).toBe('Prepared');
    await picker.put('/api/Terminal/startJob', { jobId });
    const started = await databaseSnapshot(ts);
    const dissolve = await admin.put('/api/Job/dissolve', { jobIds: [jobId] });
    expect(dissolve.body.result.failed[0]).toMatchObject({ code: 'Jobs.WrongState', details: { allowingStates: ['Initial'] } });
    const moveStarted = await admin.post('/api/Job/createAndAssignJobFromTasks', { taskIds: a.tasks.map((t) => t.id), userId: pickerId });
    expect(moveStarted.status).toBe(422);
    expect(moveStarted.body.details.failed[0]).toMatchObject({ code: 'Tasks.WrongState' });
    expect(await changedTables(ts, started)).toEqual([]);
  });

  it('try finish: refused with the count of open tasks; Completed once the office took the rest away', async () => {
    const a = await preparedOrder(2);
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    const open = await admin.put('/api/Job/tryFinish', { jobIds: [a.jobId] });
    expect(open.status).toBe(207);
    expect(open.body.result.failed[0]).toMatchObject({ id: a.jobId, code: 'Jobs.OpenTasks', message: 'Job has 2 open tasks', details: { openTasks: 2 } });
    expect(await jobState(a.jobId)).toBe('Started');
    await picker.put('/api/Terminal/performTask', { taskId: a.tasks[0].id, confirmedQuantity: a.tasks[0].requested });
    // The office cancels the rest of the started order: the picker's job keeps nothing open but stays Started, in their hands.
    expect((await admin.put('/api/Process/cancelOrderInProcesses', { orderIds: [a.order.id] })).status).toBe(200);
    expect((await tasksOfOrder(ts, a.order.id)).map((t) => t.state)).toEqual(['Performed', 'Cancelled']);
    expect(await jobState(a.jobId)).toBe('Started');
    // The picker holds try finish (it is the floor's way to close such a job).
    const done = await picker.put('/api/Job/tryFinish', { jobIds: [a.jobId] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toMatchObject({ successCount: 1, failedCount: 0 });
    expect(await one(ts, 'select state, completed_at is not null as closed from jobs where id = $1', [a.jobId])).toEqual({ state: 'Completed', closed: true });
    const again = await admin.put('/api/Job/tryFinish', { jobIds: [a.jobId] });
    expect(again.body.result.failed[0]).toMatchObject({ code: 'Jobs.WrongState', details: { jobState: 'Completed', allowingStates: ['Initial', 'Started'] } });

    // Nothing performed and the order unprepared under the started job: try finish closes it Cancelled.
    const b = await preparedOrder(1);
    await picker.put('/api/Terminal/startJob', { jobId: b.jobId });
    expect((await admin.put('/api/Process/unprepare', { orderIds: [b.order.id] })).status).toBe(200);
    expect(await jobState(b.jobId)).toBe('Started');
    expect((await admin.put('/api/Job/tryFinish', { jobIds: [b.jobId] })).status).toBe(200);
    expect(await jobState(b.jobId)).toBe('Cancelled');
  });

  it('the floor closes a job by performing its last task, without try finish', async () => {
    const a = await preparedOrder(1);
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    await picker.put('/api/Terminal/performTask', { taskId: a.tasks[0].id, confirmedQuantity: a.tasks[0].requested });
    expect(await jobState(a.jobId)).toBe('Completed');
  });

  it('deviates on an instruction and answers the job instructions step by step', async () => {
    const a = await preparedOrder(2);
    expect((await admin.put('/api/Job/tryDeviateOnInstruction', { jobId: a.jobId, instruction: 'Use the side door' })).status).toBe(200);
    const res = await admin.get(`/api/Job/instructions/${a.jobId}`);
    expect(res.body.result).toMatchObject({ jobId: a.jobId, instruction: 'Use the side door', state: 'Initial' });
    expect(res.body.result.steps).toHaveLength(2);
    expect(res.body.result.steps[0].text).toMatch(/^Take 1 x ITM-/);
    expect((await north.get(`/api/Job/instructions/${a.jobId}`)).status).toBe(404);
  });

  it('refuses to deviate on the instruction of a closed job, changing nothing', async () => {
    const a = await preparedOrder(1);
    expect((await admin.put('/api/Job/cancel', { jobIds: [a.jobId] })).status).toBe(200);
    const before = await one<{ instruction: string | null; logs: number }>(
      ts,
      'select instruction, (select count(*)::int from work_logs where job_id = $1) as logs from jobs where id = $1',
      [a.jobId],
    );
    const res = await admin.put('/api/Job/tryDeviateOnInstruction', { jobId: a.jobId, instruction: 'Too late' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'Jobs.WrongState', message: 'Job is in wrong state', details: { jobState: 'Cancelled', allowingStates: ['Initial', 'Started'] } });
    expect(await one(ts, 'select instruction, (select count(*)::int from work_logs where job_id = $1) as logs from jobs where id = $1', [a.jobId])).toEqual(before);
  });
});

describe('operations and stock jobs', () => {
  it('assigns operations to a user and reassigns an operation mid-pick', async () => {
    const a = await preparedOrder(3);
    const op = await one<{ id: number }>(ts, 'select id from operations where order_id = $1', [a.order.id]);
    expect((await admin.put('/api/Job/assignOperationsToUser', { operationIds: [op.id], userId: pickerId })).status).toBe(200);
    expect(await one(ts, 'select user_id as "userId" from jobs where id = $1', [a.jobId])).toEqual({ userId: pickerId });
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    await picker.put('/api/Terminal/performTask', { taskId: a.tasks[0].id, confirmedQuantity: 1 });
    const superUser = await actorOf(ts, 'Demo', 'super');
    const res = await admin.put('/api/Operation/reassign', { operationIds: [op.id], userId: superUser.userId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tasks = await tasksOfOrder(ts, a.order.id);
    expect(tasks.map((t) => t.state)).toEqual(['Performed', 'Prepared', 'Prepared']);
    const newJob = tasks[1].jobId;
    expect(newJob).not.toBe(a.jobId);
    expect(await one(ts, 'select user_id as "userId", state from jobs where id = $1', [newJob])).toEqual({ userId: superUser.userId, state: 'Initial' });
    // The picker's job keeps what was done and stays Started until they finish it.
    expect(await jobState(a.jobId)).toBe('Started');
    expect((await picker.put('/api/Job/tryFinish', { jobIds: [a.jobId] })).status).toBe(200);
    expect(await jobState(a.jobId)).toBe('Completed');
    // The new job is Initial: assigning the operation reaches it.
    const again = await admin.put('/api/Job/assignOperationsToUser', { operationIds: [op.id], userId: pickerId });
    expect(again.status).toBe(200);
    expect(await one(ts, 'select user_id as "userId" from jobs where id = $1', [newJob])).toEqual({ userId: pickerId });
  });

  it('assign operations to user refuses an operation without Initial jobs; reassign one without open tasks', async () => {
    const a = await preparedOrder(1);
    const op = await one<{ id: number }>(ts, 'select id from operations where order_id = $1', [a.order.id]);
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    let before = await fingerprint(ts);
    const started = await admin.put('/api/Job/assignOperationsToUser', { operationIds: [op.id], userId: pickerId });
    expect(started.status).toBe(207);
    expect(started.body.result.failed[0]).toMatchObject({ id: op.id, code: 'Operations.NoInitialJobs', message: 'The operation has no jobs that can be assigned' });
    expect(await fingerprint(ts)).toBe(before);

    // Prepare and wait with the only line waiting for replenishment: an open operation with no tasks yet.
    const m = await pickShortMaterial(ts, demo.businessUnitId);
    const waiting = await newOrder(ts, demo, [{ materialId: m.id, quantity: m.pick + 10 }]);
    expect((await admin.put('/api/Process/prepareAndWait', { orderIds: [waiting.id] })).status).toBe(200);
    const waitingOp = await one<{ id: number; state: string }>(ts, 'select id, state from operations where order_id = $1', [waiting.id]);
    expect(waitingOp.state).toBe('Initial');
    before = await fingerprint(ts);
    const nothing = await admin.put('/api/Operation/reassign', { operationIds: [waitingOp.id], userId: pickerId });
    expect(nothing.status).toBe(207);
    expect(nothing.body.result.failed[0]).toMatchObject({ id: waitingOp.id, code: 'Operations.NothingToReassign', message: 'The operation has no open tasks' });
    expect(await fingerprint(ts)).toBe(before);
  });

  it('creates and starts a job from stocks', async () => {
    const stock = await bulkStock(0);
    const target = { id: await quarantine() };
    const res = await admin.post('/api/Job/createAndStartFromStocks', { stockIds: [stock.id], toLocationId: target.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const task = await one<{ id: number; state: string; requested: number; jobId: number }>(
      ts,
      `select id, state, requested_quantity::int as requested, job_id as "jobId" from tasks where from_stock_id = $1 and process_type = 'Movement'`,
      [stock.id],
    );
    expect(task).toMatchObject({ state: 'InProgress', requested: stock.free });
    expect(await jobState(task.jobId)).toBe('Started');
    expect((await admin.put('/api/Terminal/performTask', { taskId: task.id, confirmedQuantity: task.requested })).status).toBe(200);
    const moved = await one<{ q: number }>(ts, 'select sum(quantity)::int as q from stocks where location_id = $1', [target.id]);
    expect(moved.q).toBeGreaterThanOrEqual(stock.free);
    // A stock moved to where it already is: nothing to move. (The moved quantity may have joined a
    // stock of the same material already in quarantine, so the check takes a stock that is there.)
    const there = await one<{ id: number }>(ts, 'select id from stocks where location_id = $1 order by id limit 1', [target.id]);
    const beforeSame = await databaseSnapshot(ts);
    const same = await admin.post('/api/Job/createAndStartFromStocks', { stockIds: [there.id], toLocationId: target.id });
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ code: 'Stock.NothingToMove', details: { failed: [{ id: there.id, code: 'Stock.SameLocation' }] } });
    expect(await changedTables(ts, beforeSame)).toEqual([]);
  });

  it('creates and starts a job from the good stocks of a mixed selection (207 with the others)', async () => {
    const good = await bulkStock(5);
    const target = await quarantine();
    const already = await one<{ id: number }>(ts, 'select id from stocks where location_id = $1 order by id limit 1', [target]);
    const northStock = await one<{ id: number; quantity: number; reserved: number }>(
      ts,
      `select s.id, s.quantity::int as quantity, s.reserved_quantity::int as reserved from stocks s join business_units b on b.id = s.business_unit_id where b.name = 'North' and s.quantity > s.reserved_quantity order by s.id limit 1`,
    );
    const res = await admin.post('/api/Job/createAndStartFromStocks', { stockIds: [good.id, already.id, northStock.id], toLocationId: target });
    expect(res.status, JSON.stringify(res.body)).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 2 });
    expect(res.body.result.failed).toEqual([
      expect.objectContaining({ id: already.id, code: 'Stock.SameLocation' }),
      expect.objectContaining({ id: northStock.id, code: 'NotFound' }),
    ]);
    const task = await one<{ state: string; requested: number; jobState: string }>(
      ts,
      `select t.state, t.requested_quantity::int as requested, j.state as "jobState" from tasks t join jobs j on j.id = t.job_id where t.from_stock_id = $1 and t.process_type = 'Movement' and t.state = 'InProgress'`,
      [good.id],
    );
    expect(task).toEqual({ state: 'InProgress', requested: good.free, jobState: 'Started' });
    expect(await all(ts, `select id from tasks where from_stock_id = any($1::int[]) and process_type = 'Movement'`, [[already.id, northStock.id]])).toEqual([]);
    expect(await one(ts, 'select quantity::int as quantity, reserved_quantity::int as reserved from stocks where id = $1', [northStock.id])).toEqual({
      quantity: northStock.quantity,
      reserved: northStock.reserved,
    });
  });

  it('creates and assigns a job from the good tasks of a mixed selection (207 with the others)', async () => {
    const a = await preparedOrder(2);
    const b = await preparedOrder(1);
    await picker.put('/api/Terminal/startJob', { jobId: b.jobId });
    const res = await admin.post('/api/Job/createAndAssignJobFromTasks', { taskIds: [...a.tasks.map((t) => t.id), b.tasks[0].id, 2147483000], userId: pickerId, name: 'Mixed' });
    expect(res.status, JSON.stringify(res.body)).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 2, failedCount: 2 });
    expect(res.body.result.failed).toEqual([
      expect.objectContaining({ id: 2147483000, code: 'NotFound' }),
      expect.objectContaining({ id: b.tasks[0].id, code: 'Tasks.WrongState', details: expect.objectContaining({ taskState: 'InProgress' }) }),
    ]);
    const moved = await tasksOfOrder(ts, a.order.id);
    const newJob = moved[0].jobId;
    expect(newJob).not.toBe(a.jobId);
    expect(moved.every((t) => t.jobId === newJob && t.state === 'Prepared')).toBe(true);
    expect(await one(ts, 'select name, user_id as "userId" from jobs where id = $1', [newJob])).toEqual({ name: 'Mixed', userId: pickerId });
    // The job they left was emptied while Initial: it closed; the started one is untouched.
    expect(await jobState(a.jobId)).toBe('Cancelled');
    expect(await tasksOfOrder(ts, b.order.id)).toEqual([expect.objectContaining({ state: 'InProgress', jobId: b.jobId })]);
  });
});

describe('cancel task', () => {
  it('cancels Initial and Prepared tasks of Initial jobs and says why otherwise', async () => {
    const a = await preparedOrder(3);
    const ok = await admin.put('/api/Task/cancel', { taskIds: [a.tasks[0].id] });
    expect(ok.status).toBe(200);
    expect((await tasksOfOrder(ts, a.order.id))[0].state).toBe('Cancelled');
    const reserved = await one<{ r: number }>(
      ts,
      `select coalesce(sum(requested_quantity), 0)::int as r from tasks where from_stock_id = $1 and state in ('Initial', 'Prepared', 'InProgress')`,
      [a.tasks[0].fromStockId],
    );
    const stock = await one<{ r: number }>(ts, 'select reserved_quantity::int as r from stocks where id = $1', [a.tasks[0].fromStockId]);
    expect(stock.r).toBe(reserved.r);

    const wrong = await admin.put('/api/Task/cancel', { taskIds: [a.tasks[0].id] });
    expect(wrong.status).toBe(207);
    expect(wrong.body.result.failedTitle).toBe('Errors.Tasks.notCancelled');
    expect(wrong.body.result.failed[0]).toMatchObject({
      code: 'Tasks.WrongState',
      message: 'Task is in wrong state',
      details: {
        taskState: 'Cancelled',
        taskType: 'StockMovementTask',
        allowingStates: { taskState: ['Initial', 'Prepared'], jobState: ['Initial'], taskType: ['StockMovementTask'] },
      },
    });
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    const jobWrong = await admin.put('/api/Task/cancel', { taskIds: [a.tasks[1].id] });
    const jobName = (await one<{ name: string }>(ts, 'select name from jobs where id = $1', [a.jobId])).name;
    // A started job's task is InProgress: the task state is what refuses first.
    expect(jobWrong.body.result.failed[0]).toMatchObject({ code: 'Tasks.WrongState', details: { taskState: 'InProgress', jobState: 'Started', jobName } });

    const location = await one<{ id: number }>(ts, `select s.location_id as id from stocks s where s.business_unit_id = $1 and s.quantity > 0 order by s.id desc limit 1`, [
      demo.businessUnitId,
    ]);
    const inventory = await admin.post('/api/Job/createInventoryJobs', { name: 'Count for cancel', maxTasksPerJob: 5, locationIds: [location.id] });
    expect(inventory.status, JSON.stringify(inventory.body)).toBe(200);
    const count = await one<{ id: number }>(ts, `select id from tasks where inventory_id = $1 limit 1`, [inventory.body.result.inventoryId]);
    const unsupported = await admin.put('/api/Task/cancel', { taskIds: [count.id] });
    expect(unsupported.body.result.failed[0]).toMatchObject({ code: 'Tasks.NotSupported', message: 'Task not supported', details: { taskType: 'InventoryCountTask' } });
  });

  it('refuses "Job containing this task is in wrong state" for a Prepared task in a started job', async () => {
    const a = await preparedOrder(2);
    await picker.put('/api/Terminal/startJob', { jobId: a.jobId });
    // A task moved into the started job by hand stays Prepared there (as after a reassignment race).
    await ts.database.db.query(`update tasks set state = 'Prepared' where id = $1`, [a.tasks[1].id]);
    const res = await admin.put('/api/Task/cancel', { taskIds: [a.tasks[1].id] });
    expect(res.body.result.failed[0]).toMatchObject({ code: 'Tasks.JobWrongState', message: 'Job containing this task is in wrong state', details: { jobState: 'Started' } });
    await ts.database.db.query(`update tasks set state = 'InProgress' where id = $1`, [a.tasks[1].id]);
  });
});
