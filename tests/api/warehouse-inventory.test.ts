/* eslint-disable max-lines -- one server and one set of counted locations for the inventory's life cycle; a second file would start a second demo server on both databases for the same fixtures */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, actorOf, all, fingerprint, one } from '../helpers/warehouse-fixtures';
import { createInventory } from '../../plugins/warehouse/server/engine/inventory-create';
import { runInTransaction } from '../../apps/server/src/work/run-work';
import { useWarehouseSuite } from '../helpers/warehouse-suite';

const suite = useWarehouseSuite();
const { ts, admin, picker, north, demo } = suite;
let pickerId: number;
beforeAll(() => void ({ pickerId } = suite));

/** Bulk locations with stock that no open inventory counts yet (so each call gets new ones). */
async function locations(count: number): Promise<number[]> {
  const rows = await all<{ id: number }>(
    ts,
    `select l.id from locations l join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1 and r.kind = 'Bulk'
        and exists (select 1 from stocks s where s.location_id = l.id and s.quantity > 0 and s.reserved_quantity = 0)
        and not exists (select 1 from inventory_lines il join inventories i on i.id = il.inventory_id where il.location_id = l.id and i.state in ('Started', 'Counted'))
      order by l.id desc limit $2`,
    [demo.businessUnitId, count],
  );
  return rows.map((r) => r.id);
}

async function create(name: string, locationIds: number[], maxTasksPerJob = 2) {
  const res = await admin.post('/api/Job/createInventoryJobs', { name, maxTasksPerJob, assignToUserId: pickerId, locationIds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { inventoryId: number; lineCount: number };
}

/** The floor counts every line: `count(expected)` gives the counted quantity. */
async function countAll(inventoryId: number, count: (expected: number) => number) {
  const jobs = await all<{ id: number }>(ts, `select id from jobs where inventory_id = $1 and state = 'Initial'`, [inventoryId]);
  for (const j of jobs) expect((await picker.put('/api/Terminal/startJob', { jobId: j.id })).status).toBe(200);
  const tasks = await all<{ id: number; requested: number }>(
    ts,
    `select id, requested_quantity::int as requested from tasks where inventory_id = $1 and state = 'InProgress' order by id`,
    [inventoryId],
  );
  for (const t of tasks) expect((await picker.put('/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: count(t.requested) })).status).toBe(200);
}

const lines = (inventoryId: number) =>
  all<{ id: number; state: string; stockId: number; expected: number; counted: number | null }>(
    ts,
    'select id, state, stock_id as "stockId", expected_quantity::int as expected, counted_quantity::int as counted from inventory_lines where inventory_id = $1 order by id',
    [inventoryId],
  );
/** A North location with stock that no open inventory counts yet. */
const northCountable = () =>
  one<{ id: number }>(
    ts,
    `select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = 'North'
        and exists (select 1 from stocks s where s.location_id = l.id and s.quantity > 0)
        and not exists (select 1 from inventory_lines il join inventories i on i.id = il.inventory_id where il.location_id = l.id and i.state in ('Started', 'Counted'))
      order by l.id limit 1`,
  );
const inventoryState = async (id: number) => (await one<{ state: string }>(ts, 'select state from inventories where id = $1', [id])).state;

describe('create inventory', () => {
  it('makes one line per stock row (expected quantity frozen) and count tasks in jobs of at most the given size', async () => {
    const locs = await locations(3);
    const stocks = await all<{ id: number; q: number }>(ts, 'select id, quantity::int as q from stocks where location_id = any($1::int[]) and quantity > 0 order by id', [locs]);
    const inv = await create('Count A', locs, 2);
    expect(inv.lineCount).toBe(stocks.length);
    const ls = await lines(inv.inventoryId);
    expect(ls.map((l) => l.expected).sort()).toEqual(stocks.map((s) => s.q).sort());
    const jobs = await all<{ n: number; userId: number }>(
      ts,
      `select (select count(*)::int from tasks t where t.job_id = j.id) as n, user_id as "userId" from jobs j where inventory_id = $1`,
      [inv.inventoryId],
    );
    expect(jobs.length).toBe(Math.ceil(stocks.length / 2));
    expect(jobs.every((j) => j.n <= 2 && j.userId === pickerId)).toBe(true);
    const row = (await admin.get(`/api/Inventory/description?journalName=Count%20A`)).body.result[0];
    expect(row).toMatchObject({
      journalName: 'Count A',
      state: 'Started',
      linesInJournal: stocks.length,
      remainingLines: stocks.length,
      performedLines: 0,
      percentCompleted: 0,
      assignedTo: 'picker',
    });
    // A stock already being counted is not counted twice.
    const twice = await admin.post('/api/Job/createInventoryJobs', { name: 'Again', maxTasksPerJob: 5, locationIds: locs });
    expect(twice.body).toMatchObject({ code: 'Inventory.NoStocks', message: 'No stocks to update' });
    // GET lines and the tasks of a line.
    const apiLines = (await admin.get(`/api/Inventory/lines?inventoryId=${inv.inventoryId}`)).body.result;
    expect(apiLines).toHaveLength(stocks.length);
    expect(apiLines[0]).toMatchObject({ state: 'Initial', qtyCounted: null });
    const lineTasks = await admin.get(`/api/Inventory/lines/${ls[0].id}/tasks`);
    expect(lineTasks.body.result).toHaveLength(1);
    expect(lineTasks.body.result[0]).toMatchObject({ taskType: 'InventoryCountTask', inventoryLineId: ls[0].id });
    expect((await north.get(`/api/Inventory/lines/${ls[0].id}/tasks`)).status).toBe(404);
  });

  it('adds a manual line (InventoryManual) and counts zero-quantity stock rows (InventoryZeroCount)', async () => {
    const locs = await locations(1);
    const inv = await create('Count manual', locs, 5);
    const material = await one<{ id: number }>(ts, 'select id from materials where business_unit_id = $1 order by id desc limit 1', [demo.businessUnitId]);
    const res = await admin.post('/api/Inventory/lines', { inventoryId: inv.inventoryId, locationId: locs[0], materialId: material.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = await one<{ manual: boolean; state: string; tasks: number }>(
      ts,
      `select manual, state, (select count(*)::int from tasks t where t.inventory_line_id = il.id and t.task_type = 'InventoryCountTask') as tasks from inventory_lines il where id = $1`,
      [res.body.result.lineId],
    );
    expect(line).toEqual({ manual: true, state: 'Initial', tasks: 1 });

    // A pick face emptied by a loss keeps its zero row: counted only with includeZeroQuantity.
    const empty = await one<{ id: number; q: number; locationId: number }>(
      ts,
      `select s.id, s.quantity::int as q, s.location_id as "locationId" from stocks s join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
        where s.business_unit_id = $1 and r.kind = 'Pick' and s.quantity > 0 and s.reserved_quantity = 0 and s.ingoing_quantity = 0
          and not exists (select 1 from inventory_lines il join inventories i on i.id = il.inventory_id where il.stock_id = s.id and i.state in ('Started', 'Counted'))
        order by s.id limit 1`,
      [demo.businessUnitId],
    );
    expect((await admin.post('/api/Stock/lose', { stockId: empty.id, quantity: empty.q, causeCode: 'MISSING' })).status).toBe(200);
    expect(await one(ts, 'select quantity::int as q from stocks where id = $1', [empty.id])).toEqual({ q: 0 });
    const without = await admin.post('/api/Job/createInventoryJobs', { name: 'No zero rows', maxTasksPerJob: 5, stockIds: [empty.id] });
    expect(without.status).toBe(422);
    expect(without.body).toMatchObject({ code: 'Inventory.NoStocks', message: 'No stocks to update' });
    const zero = await admin.post('/api/Job/createInventoryJobs', { name: 'Zero rows', maxTasksPerJob: 5, stockIds: [empty.id], includeZeroQuantity: true });
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect(zero.body.result.lineCount).toBe(1);
    expect(await lines(zero.body.result.inventoryId)).toEqual([expect.objectContaining({ stockId: empty.id, expected: 0, state: 'Initial' })]);
    expect(await one(ts, 'select include_zero as z from inventories where id = $1', [zero.body.result.inventoryId])).toEqual({ z: true });
  });

  it('refuses InventoryManual and InventoryZeroCount where the features are off (422, not 403), changing nothing', async () => {
    const northLocation = await northCountable();
    const northMaterial = await one<{ id: number }>(
      ts,
      `select m.id from materials m join business_units b on b.id = m.business_unit_id where b.name = 'North' order by m.id limit 1`,
    );
    const northActor = await actorOf(ts, 'North');
    const northInventory = await act(ts, northActor, (w) => createInventory(w, { name: 'North count', maxTasksPerJob: 5, locationIds: [northLocation.id] }));
    const before = await fingerprint(ts);
    const manual = await north.post('/api/Inventory/lines', { inventoryId: northInventory.inventoryId, locationId: northLocation.id, materialId: northMaterial.id });
    expect(manual.status).toBe(422);
    expect(manual.body).toMatchObject({ code: 'Features.NotEnabled', message: 'Feature InventoryManual is not enabled', details: { feature: 'InventoryManual' } });
    const zero = await north.post('/api/Job/createInventoryJobs', { name: 'Zero', maxTasksPerJob: 5, locationIds: [northLocation.id], includeZeroQuantity: true });
    expect(zero.status).toBe(422);
    expect(zero.body).toMatchObject({ code: 'Features.NotEnabled', details: { feature: 'InventoryZeroCount' } });
    expect(await fingerprint(ts)).toBe(before);
  });

  it('two inventories created at once over the same locations do not both take a stock', async () => {
    const locs = await locations(2);
    // The first creation holds its transaction open after its statements; the second starts meanwhile.
    // With the stock rows locked, the second waits for the first to commit and then finds nothing left.
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const first = ts.database.db.transaction((tx) =>
      runInTransaction(tx, demo, new Date(), async (w) => {
        const r = await createInventory(w, { name: 'Race A', maxTasksPerJob: 5, locationIds: locs });
        await hold;
        return r;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = act(ts, demo, (w) => createInventory(w, { name: 'Race B', maxTasksPerJob: 5, locationIds: locs })).then(
      (r) => ({ ok: true as const, r }),
      (err: Error & { code?: string }) => ({ ok: false as const, code: err.code }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.lineCount).toBeGreaterThan(0);
    expect(b).toEqual({ ok: false, code: 'Inventory.NoStocks' });
    const twice = await all(
      ts,
      `select il.stock_id from inventory_lines il join inventories i on i.id = il.inventory_id
        where il.location_id = any($1::int[]) and il.state in ('Initial', 'Counted') and i.state in ('Started', 'Counted') group by il.stock_id having count(*) > 1`,
      [locs],
    );
    expect(twice).toEqual([]);
  });
});

describe('counting, accepting and approving', () => {
  it('counts lines (zero differences accepted at once), accepts, refuses approval until every line is closed, then books the differences', async () => {
    const inv = await create('Count B', await locations(2), 10);
    const before = await lines(inv.inventoryId);
    let i = 0;
    // First line counted 2 more, second 1 less, the rest exactly.
    await countAll(inv.inventoryId, (expected) => (i++ === 0 ? expected + 2 : i === 2 ? Math.max(0, expected - 1) : expected));
    const counted = await lines(inv.inventoryId);
    expect(counted[0]).toMatchObject({ state: 'Counted', counted: before[0].expected + 2 });
    expect(counted.slice(2).every((l) => l.state === 'Accepted')).toBe(true);
    expect(await inventoryState(inv.inventoryId)).toBe('Counted');
    const apiLine = (await admin.get(`/api/Inventory/lines?inventoryId=${inv.inventoryId}`)).body.result[0];
    expect(apiLine.difference).toBe(2);
    expect(apiLine.differenceCost).toBeCloseTo(2 * apiLine.materialCostPrice, 2);

    const early = await admin.put('/api/Inventory/approveInventory', { ids: [inv.inventoryId] });
    expect(early.status).toBe(207);
    expect(early.body.result.failed[0]).toMatchObject({ code: 'Inventory.LinesNotAccepted', label: 'Count B' });
    const toAccept = counted.filter((l) => l.state === 'Counted');
    expect(toAccept.map((l) => l.id)).toEqual([counted[0].id, counted[1].id]);
    const acc = await admin.put('/api/Inventory/lines/accept', { lineIds: toAccept.map((l) => l.id) });
    expect(acc.status).toBe(200);
    expect(acc.body.result).toMatchObject({ successCount: 2, failedCount: 0 });
    // An accepted line is not counted any more: accepting it again is a failed line.
    const twice = await admin.put('/api/Inventory/lines/accept', { lineIds: [counted[0].id] });
    expect(twice.status).toBe(207);
    expect(twice.body.result.failedTitle).toBe('Errors.Inventory.linesNotApproved');
    expect(twice.body.result.failed[0]).toMatchObject({ id: counted[0].id, label: `Count B #${counted[0].id}`, code: 'Inventory.LineNotCounted', message: 'Line is not counted' });
    const stockBefore = await one<{ q: number }>(ts, 'select quantity::int as q from stocks where id = $1', [before[0].stockId]);
    expect((await admin.put('/api/Inventory/approveInventory', { ids: [inv.inventoryId] })).status).toBe(200);
    expect(await inventoryState(inv.inventoryId)).toBe('Approved');
    expect((await one<{ q: number }>(ts, 'select quantity::int as q from stocks where id = $1', [before[0].stockId])).q).toBe(stockBefore.q + 2);
    const booked = await all<{ p: string; q: number }>(ts, `select process_type as p, quantity::int as q from material_transactions where reference = 'Count B' order by id`);
    expect(booked[0]).toEqual({ p: 'InventoryGain', q: 2 });
    expect(booked).toContainEqual({ p: 'InventoryLoss', q: 1 });
    expect((await one<{ c: Date | null }>(ts, 'select last_counted as c from stocks where id = $1', [before[0].stockId])).c).not.toBeNull();
    const again = await admin.put('/api/Inventory/approveInventory', { ids: [inv.inventoryId] });
    expect(again.body.result.failed[0]).toMatchObject({ code: 'Inventory.AlreadyApproved', message: 'Inventory already approved' });
    expect((await admin.put('/api/Inventory/cancelInventory', { ids: [inv.inventoryId] })).body.result.failed[0]).toMatchObject({ code: 'Inventory.AlreadyApproved' });
  });

  it('cancels lines and sends counted lines to recount', async () => {
    const inv = await create('Count C', await locations(2), 10);
    const ls = await lines(inv.inventoryId);
    expect((await admin.put('/api/Inventory/lines/cancel', { lineIds: [ls[0].id] })).status).toBe(200);
    expect((await one<{ state: string }>(ts, 'select state from tasks where inventory_line_id = $1', [ls[0].id])).state).toBe('Cancelled');
    await countAll(inv.inventoryId, (expected) => expected + 1);
    const counted = (await lines(inv.inventoryId)).filter((l) => l.state === 'Counted');
    const res = await admin.post('/api/Job/createRecountInventoryJobs', { inventoryId: inv.inventoryId, lineIds: [counted[0].id], maxTasksPerJob: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await lines(inv.inventoryId);
    expect(after.find((l) => l.id === counted[0].id)?.state).toBe('Cancelled');
    const recount = await one<{ state: string; recountOf: number }>(ts, 'select state, recount_of as "recountOf" from inventory_lines where id = $1', [res.body.result.lineIds[0]]);
    expect(recount).toEqual({ state: 'Initial', recountOf: counted[0].id });
    expect(await inventoryState(inv.inventoryId)).toBe('Started');
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 0, failed: [] });
    // The new line is not counted yet: a failed line (207), nothing changes.
    const before = await fingerprint(ts);
    const notCounted = await admin.post('/api/Job/createRecountInventoryJobs', { inventoryId: inv.inventoryId, lineIds: [res.body.result.lineIds[0]] });
    expect(notCounted.status).toBe(207);
    expect(notCounted.body.result).toMatchObject({ successCount: 0, failedCount: 1, lineIds: [], failedTitle: 'Errors.Inventory.linesNotRecounted' });
    expect(notCounted.body.result.failed[0]).toMatchObject({
      id: res.body.result.lineIds[0],
      code: 'Inventory.LineNotCounted',
      message: 'Line is not counted',
      details: { lineState: 'Initial' },
    });
    expect(await fingerprint(ts)).toBe(before);
    const cancelled = await admin.put('/api/Inventory/lines/cancel', { lineIds: [ls[0].id] });
    expect(cancelled.body.result.failed[0]).toMatchObject({ code: 'Inventory.LineWrongState' });
  });

  it('sends the counted lines of a mixed selection to recount and answers 207 with the others', async () => {
    const inv = await create('Count H', await locations(2), 10);
    // Every count is off by one: no line is accepted at once.
    await countAll(inv.inventoryId, (expected) => expected + 1);
    const counted = await lines(inv.inventoryId);
    expect(counted.length).toBeGreaterThanOrEqual(2);
    expect((await admin.put('/api/Inventory/lines/accept', { lineIds: [counted[1].id] })).status).toBe(200);
    const other = await create('Count H2', await locations(1), 10);
    const [otherLine] = await lines(other.inventoryId);
    const res = await admin.post('/api/Job/createRecountInventoryJobs', { inventoryId: inv.inventoryId, lineIds: [counted[0].id, counted[1].id, otherLine.id], maxTasksPerJob: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 2, failedTitle: 'Errors.Inventory.linesNotRecounted' });
    expect(res.body.result.failed).toEqual([
      expect.objectContaining({ id: counted[1].id, label: `Count H #${counted[1].id}`, code: 'Inventory.LineNotCounted', details: { lineState: 'Accepted' } }),
      // A line of another inventory is not one of this inventory's lines.
      expect.objectContaining({ id: otherLine.id, code: 'NotFound' }),
    ]);
    const after = await lines(inv.inventoryId);
    expect(after.find((l) => l.id === counted[0].id)?.state).toBe('Cancelled');
    expect(after.find((l) => l.id === counted[1].id)?.state).toBe('Accepted');
    expect(res.body.result.lineIds).toHaveLength(1);
    const recount = await one<{ state: string; recountOf: number; tasks: number }>(
      ts,
      `select state, recount_of as "recountOf", (select count(*)::int from tasks t where t.inventory_line_id = il.id and t.state = 'Prepared') as tasks from inventory_lines il where id = $1`,
      [res.body.result.lineIds[0]],
    );
    expect(recount).toEqual({ state: 'Initial', recountOf: counted[0].id, tasks: 1 });
    expect((await lines(other.inventoryId))[0].state).toBe('Initial');
    // North's admin: Demo's inventory is unknown (404); nor may Demo's admin give the recount to North's user. Nothing changes.
    const before = await fingerprint(ts);
    const toNorth = await admin.post('/api/Job/createRecountInventoryJobs', {
      inventoryId: inv.inventoryId,
      lineIds: [counted[2]?.id ?? counted[0].id],
      assignToUserId: (await actorOf(ts, 'North')).userId,
    });
    expect(toNorth.status).toBe(404);
    expect(toNorth.body).toMatchObject({ code: 'NotFound', message: 'User not found' });
    const north404 = await north.post('/api/Job/createRecountInventoryJobs', { inventoryId: inv.inventoryId, lineIds: [counted[2]?.id ?? counted[0].id] });
    expect(north404.status).toBe(404);
    expect(await fingerprint(ts)).toBe(before);
  });

  it('cancels an inventory: open counts cancelled, nothing booked', async () => {
    const inv = await create('Count D', await locations(1), 10);
    const tx = await one<{ n: number }>(ts, 'select count(*)::int as n from material_transactions');
    expect((await admin.put('/api/Inventory/cancelInventory', { ids: [inv.inventoryId] })).status).toBe(200);
    expect(await inventoryState(inv.inventoryId)).toBe('Cancelled');
    expect((await lines(inv.inventoryId)).every((l) => l.state === 'Cancelled')).toBe(true);
    expect((await all(ts, `select 1 from tasks where inventory_id = $1 and state <> 'Cancelled'`, [inv.inventoryId])).length).toBe(0);
    expect((await one<{ n: number }>(ts, 'select count(*)::int as n from material_transactions')).n).toBe(tx.n);
    expect((await admin.put('/api/Inventory/cancelInventory', { ids: [inv.inventoryId] })).body.result.failed[0]).toMatchObject({ message: 'Inventory already cancelled' });
  });

  it('refuses approval when stock moved away since the count (nothing booked)', async () => {
    const inv = await create('Count E', await locations(1), 10);
    const [line] = await lines(inv.inventoryId);
    await countAll(inv.inventoryId, () => 0);
    await admin.put('/api/Inventory/lines/accept', { lineIds: (await lines(inv.inventoryId)).map((l) => l.id) });
    // Someone books the goods out before approval.
    await admin.post('/api/Stock/lose', { stockId: line.stockId, quantity: line.expected, causeCode: 'Damaged' });
    const res = await admin.put('/api/Inventory/approveInventory', { ids: [inv.inventoryId] });
    expect(res.body.result.failed[0]).toMatchObject({ code: 'Inventory.StockChanged' });
    expect(await inventoryState(inv.inventoryId)).toBe('Counted');
  });
});

describe('permissions and business units', () => {
  it('refuses the picker (403) and changes nothing', async () => {
    const inv = await create('Count F', await locations(1), 10);
    const [line] = await lines(inv.inventoryId);
    const before = await fingerprint(ts);
    for (const [path, body] of [
      ['/api/Inventory/lines/accept', { lineIds: [line.id] }],
      ['/api/Inventory/lines/cancel', { lineIds: [line.id] }],
      ['/api/Inventory/cancelInventory', { ids: [inv.inventoryId] }],
      ['/api/Inventory/approveInventory', { ids: [inv.inventoryId] }],
    ] as const) {
      expect((await picker.put(path, body)).status, path).toBe(403);
    }
    expect((await picker.post('/api/Inventory/lines', { inventoryId: inv.inventoryId, locationId: 1, materialId: 1 })).status).toBe(403);
    expect(await fingerprint(ts)).toBe(before);
  });

  it("treats another business unit's inventories and lines as unknown", async () => {
    const inv = await create('Count G', await locations(1), 10);
    const [line] = await lines(inv.inventoryId);
    const before = await fingerprint(ts);
    expect((await north.put('/api/Inventory/lines/accept', { lineIds: [line.id] })).body.result.failed[0].code).toBe('NotFound');
    expect((await north.put('/api/Inventory/lines/cancel', { lineIds: [line.id] })).body.result.failed[0].code).toBe('NotFound');
    expect((await north.put('/api/Inventory/cancelInventory', { ids: [inv.inventoryId] })).body.result.failed[0].code).toBe('NotFound');
    expect((await north.put('/api/Inventory/approveInventory', { ids: [inv.inventoryId] })).body.result.failed[0].code).toBe('NotFound');
    expect((await north.post('/api/Job/createRecountInventoryJobs', { inventoryId: inv.inventoryId, lineIds: [line.id] })).status).toBe(404);
    expect((await north.post('/api/Job/createInventoryJobs', { name: 'x', maxTasksPerJob: 5, locationIds: [(await locations(1))[0]] })).status).toBe(404);
    expect((await north.get(`/api/Inventory/lines?inventoryId=${inv.inventoryId}`)).body.result).toEqual([]);
    expect(await fingerprint(ts)).toBe(before);
  });

  it("refuses another business unit's inventory, location or material when adding a manual line", async () => {
    const locs = await locations(1);
    const inv = await create('Count I', locs, 10);
    const demoMaterial = await one<{ id: number }>(ts, 'select id from materials where business_unit_id = $1 order by id limit 1', [demo.businessUnitId]);
    const northLocation = await northCountable();
    const northMaterial = await one<{ id: number }>(
      ts,
      `select m.id from materials m join business_units b on b.id = m.business_unit_id where b.name = 'North' order by m.id limit 1`,
    );
    const northInventory = await act(ts, await actorOf(ts, 'North'), (w) => createInventory(w, { name: 'North count I', maxTasksPerJob: 5, locationIds: [northLocation.id] }));
    const before = await fingerprint(ts);
    const cases: Array<[string, Record<string, number>, string]> = [
      ['North location', { inventoryId: inv.inventoryId, locationId: northLocation.id, materialId: demoMaterial.id }, 'Location not found'],
      ['North material', { inventoryId: inv.inventoryId, locationId: locs[0], materialId: northMaterial.id }, 'Material not found'],
      ['North inventory', { inventoryId: northInventory.inventoryId, locationId: locs[0], materialId: demoMaterial.id }, 'Inventory not found'],
    ];
    for (const [what, body, message] of cases) {
      const res = await admin.post('/api/Inventory/lines', body);
      expect(res.status, what).toBe(404);
      expect(res.body, what).toMatchObject({ code: 'NotFound', message });
    }
    expect(await fingerprint(ts)).toBe(before);
  });
});
