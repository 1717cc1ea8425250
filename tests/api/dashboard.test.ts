/* eslint-disable max-lines -- every figure is checked against this file's own SQL over one seeded warehouse at a fixed clock; a split would seed and start that server twice on both databases */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { dayBoundaries } from '../../plugins/dashboard/server/day-boundaries';
import { actorOf, denyPermissions, freePickMaterials, newOrder } from '../helpers/warehouse-fixtures';
import { gridCountOfClick } from '../helpers/widget-click';

/**
 * The dashboard's calls: every widget's figure and every KPI against this file's own SQL, written
 * from the warehouse states, at a fixed clock; the day boundaries in two regions; business-unit
 * isolation and permissions.
 */
const NOW = new Date('2026-06-15T10:00:00Z');
let ts: TestServer;
let admin: TestApi;
let picker: TestApi;
let north: TestApi;
let demoId: number;
let northId: number;

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await ts.database.db.query<T>(sql, params)).rows;
const n = async (sql: string, params: unknown[]) => (await q<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0].n;

async function setRegion(businessUnitId: number, region: string) {
  await q(`delete from settings where business_unit_id = $1 and user_id is null and owner = 'userSettings' and key = 'timeStampSettings'`, [businessUnitId]);
  await q(`insert into settings (business_unit_id, client_id, owner, key, value) values ($1, 'Cockpit', 'userSettings', 'timeStampSettings', $2)`, [
    businessUnitId,
    JSON.stringify({ region, dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' }),
  ]);
}

async function widgets(api: TestApi) {
  const res = await api.get('/api/Dashboard/availableWidgets');
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.result as { type: string; valueJson: string }[]).map((w) => [w.type, { ...w, value: JSON.parse(w.valueJson) }])) as Record<string, any>;
}

/** The figures by the warehouse states, for a business unit and a day [start, end] given as instants. */
async function expectedFigures(bu: number, start: string, end: string, today: string) {
  return {
    OutgoingOrdersCompletedPerDay: await n(
      `from outgoing_orders where business_unit_id = $1 and state = 'Completed' and historical = false and completed_date >= $2 and completed_date <= $3`,
      [bu, start, end],
    ),
    OutgoingOrdersPending: await n(`from outgoing_orders where business_unit_id = $1 and state in ('Initial', 'Started') and historical = false and delivery_date <= $2::date`, [
      bu,
      today,
    ]),
    SalesOrderLinesFailedInPreparation: await n(
      `from outgoing_order_lines l, outgoing_orders o where o.id = l.order_id and l.business_unit_id = $1 and l.state = 'FailedInPreparation' and o.historical = false`,
      [bu],
    ),
    SalesOrderLinesReadyForPick: await n(
      `from outgoing_order_lines l, outgoing_orders o where o.id = l.order_id and l.business_unit_id = $1 and l.state = 'ReadyForPick' and o.historical = false`,
      [bu],
    ),
    PurchaseOrdersStarted: await n(`from ingoing_orders where business_unit_id = $1 and state = 'Started' and historical = false`, [bu]),
    SalesOrdersStarted: await n(`from outgoing_orders where business_unit_id = $1 and state = 'Started' and historical = false`, [bu]),
    SalesOrderLinesCompletedToday: await n(
      `from outgoing_order_lines l, outgoing_orders o where o.id = l.order_id and l.business_unit_id = $1 and l.state = 'Completed' and o.historical = false and l.actual_handling_date >= $2 and l.actual_handling_date <= $3`,
      [bu, start, end],
    ),
    SalesOrdersWithPendingMaintenance: await n(
      `from outgoing_orders o where o.business_unit_id = $1 and o.historical = false and o.id in (select order_id from outgoing_order_lines where state = 'PendingMaintenance')`,
      [bu],
    ),
  };
}

async function expectedChart(bu: number) {
  const rows = await q<{ role: string; state: string; n: number }>(
    `select coalesce(r.name, '') as role, t.state, count(*)::int as n from tasks t
       left join locations l on l.id = t.from_location_id left join location_roles r on r.id = l.location_role_id
      where t.business_unit_id = $1 and t.process_type = 'Picking' and t.historical = false and t.state in ('Prepared', 'InProgress') group by 1, 2`,
    [bu],
  );
  const byRole = new Map<string, { Key: string; Prepared: number; InProgress: number }>();
  for (const r of rows) {
    const e = byRole.get(r.role) ?? { Key: r.role, Prepared: 0, InProgress: 0 };
    e[r.state as 'Prepared' | 'InProgress'] = r.n;
    byRole.set(r.role, e);
  }
  return [...byRole.values()].sort((a, b) => a.Key.localeCompare(b.Key));
}

beforeAll(async () => {
  ts = await startTestServer({ config: { clock: () => NOW } });
  admin = await signInAs(ts.baseUrl, 'admin');
  picker = await signInAs(ts.baseUrl, 'picker');
  north = await signInAs(ts.baseUrl, 'northAdmin');
  [{ id: demoId }] = await q<{ id: number }>(`select id from business_units where name = 'Demo'`);
  [{ id: northId }] = await q<{ id: number }>(`select id from business_units where name = 'North'`);
  // Put completed orders and lines on both sides of the Helsinki and the Lisbon day of NOW
  // (Helsinki is UTC+3 in June: its 15 June is 14 June 21:00Z .. 15 June 20:59:59.999Z; Lisbon is UTC+1).
  const completed = await q<{ id: number }>(`select id from outgoing_orders where business_unit_id = $1 and state = 'Completed' and not historical order by id limit 6`, [demoId]);
  expect(completed.length).toBeGreaterThanOrEqual(4);
  const instants = [
    '2026-06-14T20:59:59.999Z',
    '2026-06-14T21:00:00.000Z',
    '2026-06-14T23:00:00.000Z',
    '2026-06-15T20:59:59.999Z',
    '2026-06-15T21:00:00.000Z',
    '2026-06-15T22:59:59.999Z',
  ];
  for (const [i, o] of completed.entries()) {
    await q(`update outgoing_orders set completed_date = $2 where id = $1`, [o.id, instants[i]]);
    await q(`update outgoing_order_lines set actual_handling_date = $2 where order_id = $1 and state = 'Completed'`, [o.id, instants[i]]);
  }
  // Delivery dates around the day: yesterday, today, tomorrow for open orders.
  const open = await q<{ id: number }>(`select id from outgoing_orders where business_unit_id = $1 and state in ('Initial', 'Started') and not historical order by id limit 3`, [
    demoId,
  ]);
  for (const [i, o] of open.entries()) await q(`update outgoing_orders set delivery_date = $2 where id = $1`, [o.id, ['2026-06-14', '2026-06-15', '2026-06-16'][i]]);
});
afterAll(async () => ts?.close());

describe('day boundaries', () => {
  it('places the day in the region, with summer time', async () => {
    const db = ts.database.db;
    const helsinki = await dayBoundaries(db, new Date('2026-11-24T22:30:00Z'), 'Europe/Helsinki');
    expect([helsinki.today, helsinki.yesterdayEnd.toISOString(), helsinki.todayEnd.toISOString(), helsinki.tomorrowStart.toISOString()]).toEqual([
      '2026-11-25',
      '2026-11-24T21:59:59.999Z',
      '2026-11-25T21:59:59.999Z',
      '2026-11-25T22:01:00.000Z',
    ]);
    const lisbon = await dayBoundaries(db, new Date('2026-11-24T22:30:00Z'), 'Europe/Lisbon');
    expect([lisbon.today, lisbon.yesterdayEnd.toISOString(), lisbon.tomorrowStart.toISOString()]).toEqual(['2026-11-24', '2026-11-23T23:59:59.999Z', '2026-11-25T00:01:00.000Z']);
    const berlin = await dayBoundaries(db, new Date('2026-03-29T10:00:00Z'), 'Europe/Berlin');
    expect([berlin.yesterdayEnd.toISOString(), berlin.todayEnd.toISOString()]).toEqual(['2026-03-28T22:59:59.999Z', '2026-03-29T21:59:59.999Z']);
  });
});

describe('available widgets', () => {
  it('answers every widget type with all the widget fields', async () => {
    const res = await admin.get('/api/Dashboard/availableWidgets');
    expect(res.status).toBe(200);
    const list = res.body.result as Record<string, unknown>[];
    expect(list.map((w) => w.code).sort((a, b) => Number(a) - Number(b))).toEqual([0, 1, 2, 3, 4, 5, 6, 9, 10]);
    for (const w of list) {
      expect(Object.keys(w).sort()).toEqual(
        ['code', 'component', 'description', 'disabledNavigation', 'executionTime', 'filters', 'group', 'image', 'isEnabled', 'pageName', 'title', 'type', 'valueJson'].sort(),
      );
      expect(typeof w.executionTime).toBe('number');
      for (const f of w.filters as Record<string, unknown>[]) {
        expect(['IsEqualTo', 'In', 'IsGreaterThan', 'IsLessThan']).toContain(f.operator);
        expect(['enum', 'datetime', 'boolean', 'string', 'list']).toContain(f.type);
      }
    }
    expect(list.find((w) => w.code === 6)?.component).toBe('BarChart');
    // The demo's business unit choice: 0,1,2,5,6.
    expect(list.filter((w) => w.isEnabled).map((w) => w.code)).toEqual([0, 1, 5, 2, 6]);
  });

  for (const [region, start, end, today] of [
    ['Europe/Helsinki', '2026-06-14T21:00:00.000Z', '2026-06-15T20:59:59.999Z', '2026-06-15'],
    ['Europe/Lisbon', '2026-06-14T23:00:00.000Z', '2026-06-15T22:59:59.999Z', '2026-06-15'],
  ] as const) {
    it(`computes each figure from the warehouse states, on the ${region} day`, async () => {
      await setRegion(demoId, region);
      const got = await widgets(admin);
      const expected = await expectedFigures(demoId, start, end, today);
      for (const [type, value] of Object.entries(expected)) expect(got[type].value, type).toBe(value);
      expect(got.GroupedBarChart.value).toEqual(await expectedChart(demoId));
      const completedFilter = got.OutgoingOrdersCompletedPerDay.filters.find((f: { selector: string }) => f.selector === 'completedDate');
      expect(new Date(completedFilter.valueStart).getTime()).toBe(new Date(start).getTime() - 1);
      expect(completedFilter.valueEnd).toBe(end);
    });
  }

  it('counts the orders completed on each side of the boundaries by the region', async () => {
    await setRegion(demoId, 'Europe/Helsinki');
    const helsinki = (await widgets(admin)).OutgoingOrdersCompletedPerDay.value;
    await setRegion(demoId, 'Europe/Lisbon');
    const lisbon = (await widgets(admin)).OutgoingOrdersCompletedPerDay.value;
    // Helsinki's 15 June holds instants 2, 3, 4 of the six; Lisbon's holds 3, 4, 5, 6: one more.
    expect(lisbon - helsinki).toBe(1);
  });

  it("shows only the caller's business unit", async () => {
    const expected = await expectedFigures(northId, '2026-06-14T22:00:00.000Z', '2026-06-15T21:59:59.999Z', '2026-06-15');
    const got = await widgets(north);
    for (const [type, value] of Object.entries(expected)) expect(got[type].value, type).toBe(value);
    expect(got.GroupedBarChart.value).toEqual(await expectedChart(northId));
    // A new Demo order that is started does not move North's figure.
    await q(
      `update outgoing_orders set state = 'Started' where id = (select id from outgoing_orders where business_unit_id = $1 and state = 'Initial' and not historical order by id limit 1)`,
      [demoId],
    );
    expect((await widgets(north)).SalesOrdersStarted.value).toBe(got.SalesOrdersStarted.value);
  });

  it('follows an engine change at once (the figures kept per business unit are dropped on a change)', async () => {
    const before = await widgets(admin);
    const [m] = await freePickMaterials(ts, demoId, 5, 1, 3);
    // Made through the engine, which publishes its rows: the figure cache hears of it.
    const order = await newOrder(ts, await actorOf(ts, 'Demo'), [{ materialId: m.id, quantity: 1 }]);
    expect((await admin.put('/api/Process/prepare', { orderIds: [order.id] })).status).toBe(200);
    const after = await widgets(admin);
    expect(after.SalesOrderLinesReadyForPick.value).toBe(before.SalesOrderLinesReadyForPick.value + 1);
    const prepared = (v: { Prepared: number }[]) => v.reduce((n, r) => n + r.Prepared, 0);
    expect(prepared(after.GroupedBarChart.value)).toBe(prepared(before.GroupedBarChart.value) + (await n(`from tasks where order_id = $1`, [order.id])));
  });

  it("follows the user's saved preference", async () => {
    expect((await admin.post('/api/User/dashboardWidgetSettings', { Value: '3,4,9,10' })).status).toBe(200);
    const list = (await admin.get('/api/Dashboard/availableWidgets')).body.result as { code: number; isEnabled: boolean }[];
    expect(list.filter((w) => w.isEnabled).map((w) => w.code)).toEqual([10, 3, 9, 4]);
  });
});

describe('a widget click and the grid it opens', () => {
  const figures = (w: Record<string, any>) => Object.values(w).filter((x) => !x.disabledNavigation && x.pageName && typeof x.value === 'number');

  for (const region of ['Europe/Helsinki', 'Europe/Lisbon']) {
    it(`lists as many rows as each navigable widget's figure, the line widgets included (${region})`, async () => {
      await setRegion(demoId, region);
      const got = await widgets(admin);
      const navigable = figures(got);
      // Every single-value widget opens a grid now: 2, 3 and 9 the order-lines grid.
      expect(navigable.map((w) => w.code).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 9, 10]);
      for (const code of [2, 3, 9]) expect(navigable.find((w) => w.code === code).pageName).toBe('outgoing-order-lines-page');
      for (const w of navigable) expect(await gridCountOfClick(admin, w), w.type).toBe(w.value);
      // The day's edges are in the data: an order line completed at 23:59:59.999 on the Helsinki day.
      if (region === 'Europe/Helsinki') expect(got.SalesOrderLinesCompletedToday.value).toBeGreaterThan(0);
    });
  }

  it("scopes the order-lines grid to the caller's business unit and its permission", async () => {
    const got = await widgets(north);
    for (const w of figures(got)) expect(await gridCountOfClick(north, w), w.type).toBe(w.value);
    // A Demo order's lines are not North's rows.
    const [demoLine] = await q<{ orderNo: string }>(
      `select o.order_no as "orderNo" from outgoing_order_lines l join outgoing_orders o on o.id = l.order_id where l.business_unit_id = $1 and not o.historical limit 1`,
      [demoId],
    );
    const own = await n(`from outgoing_order_lines l join outgoing_orders o on o.id = l.order_id where l.business_unit_id = $1 and not o.historical and o.order_no like $2`, [
      northId,
      `%${demoLine.orderNo}%`,
    ]);
    const answer = await north.get(`/api/OutgoingOrder/lines?orderNo=${encodeURIComponent(demoLine.orderNo)}&skip=0&take=50`);
    expect(answer.status).toBe(200);
    expect(answer.body.result.totalCount).toBe(own);
    const rows = (await admin.get(`/api/OutgoingOrder/lines?orderNo=${encodeURIComponent(demoLine.orderNo)}`)).body.result as { orderNo: string }[];
    expect(rows.length).toBeGreaterThan(0);
    // Shipped orders' lines only with a from date, and bad input is a 400.
    expect((await admin.get('/api/OutgoingOrder/lines?historical=true')).status).toBe(400);
    expect((await admin.get('/api/OutgoingOrder/lines?handledFrom=yesterday')).status).toBe(400);
    expect((await fetch(`${ts.baseUrl}/api/OutgoingOrder/lines`)).status).toBe(401);
    const undo = await denyPermissions(ts, 'Demo', 'PickerRole', ['navigation']);
    try {
      expect((await picker.get('/api/OutgoingOrder/lines')).status).toBe(403);
    } finally {
      await undo();
    }
    expect((await picker.get('/api/OutgoingOrder/lines?state=ReadyForPick')).status).toBe(200);
  });
});

describe('KPIs and reports', () => {
  it('answers the KPIs and the three report kinds with figures from the tables', async () => {
    await setRegion(demoId, 'Europe/Helsinki');
    const [start, end] = ['2026-06-14T21:00:00.000Z', '2026-06-15T20:59:59.999Z'];
    const kpis = (await admin.get('/api/Kpi')).body.result as { id: number; name: string; value: number; enabled: boolean; row: number; order: number }[];
    expect(kpis.map((k) => k.name)).toEqual(['OutBoundOrders', 'InBoundOrders', 'PickingTasksPerLocationRole']);
    const reports = (await admin.get('/api/Report')).body.result as { name: string; reportDataJson: string; enabled: boolean; id: number }[];
    const data = Object.fromEntries(reports.map((r) => [r.name, JSON.parse(r.reportDataJson)]));

    const outOrders = `from outgoing_orders where business_unit_id = $1 and historical = false and (state in ('Initial', 'Started') or (state = 'Completed' and completed_date >= $2 and completed_date <= $3))`;
    const out = {
      kind: 'OutBoundOrderReportData',
      initial: await n(`from outgoing_orders where business_unit_id = $1 and historical = false and state = 'Initial'`, [demoId]),
      started: await n(`from outgoing_orders where business_unit_id = $1 and historical = false and state = 'Started'`, [demoId]),
      completed: await n(`from outgoing_orders where business_unit_id = $1 and historical = false and state = 'Completed' and completed_date >= $2 and completed_date <= $3`, [
        demoId,
        start,
        end,
      ]),
      orderLines: await n(`from outgoing_order_lines where order_id in (select id ${outOrders})`, [demoId, start, end]),
      tasks: await n(`from tasks where state <> 'Cancelled' and order_id in (select id ${outOrders})`, [demoId, start, end]),
    };
    expect(data.OutBoundOrders).toEqual(out);
    const inOrders = `from ingoing_orders where business_unit_id = $1 and historical = false and (state in ('Initial', 'Started') or (state = 'Completed' and completed_date >= $2 and completed_date <= $3))`;
    const inbound = {
      kind: 'InBoundOrderReportData',
      initial: await n(`from ingoing_orders where business_unit_id = $1 and historical = false and state = 'Initial'`, [demoId]),
      started: await n(`from ingoing_orders where business_unit_id = $1 and historical = false and state = 'Started'`, [demoId]),
      completed: await n(`from ingoing_orders where business_unit_id = $1 and historical = false and state = 'Completed' and completed_date >= $2 and completed_date <= $3`, [
        demoId,
        start,
        end,
      ]),
      orderLines: await n(`from ingoing_order_lines where order_id in (select id ${inOrders})`, [demoId, start, end]),
    };
    expect(data.InBoundOrders).toEqual(inbound);
    const roles = await q<{ locationRole: string; Prepared: number; Performed: number; InProgress: number }>(
      `select coalesce(r.name, '') as "locationRole",
              sum(case when t.state = 'Prepared' and not t.historical then 1 else 0 end)::int as "Prepared",
              sum(case when t.state = 'Performed' and t.performed_date >= $2 and t.performed_date <= $3 then 1 else 0 end)::int as "Performed",
              sum(case when t.state = 'InProgress' and not t.historical then 1 else 0 end)::int as "InProgress"
         from tasks t left join locations l on l.id = t.from_location_id left join location_roles r on r.id = l.location_role_id
        where t.business_unit_id = $1 and t.process_type = 'Picking' group by 1 order by 1`,
      [demoId, start, end],
    );
    expect(data.PickingTasksPerLocationRole).toEqual({
      kind: 'PickingTaskPerLocationRoleReportData',
      locationRoles: roles.filter((r) => r.Prepared + r.Performed + r.InProgress > 0),
    });

    const value = Object.fromEntries(kpis.map((k) => [k.name, k.value]));
    expect(value.OutBoundOrders).toBe(out.initial + out.started + out.completed);
    expect(value.InBoundOrders).toBe(inbound.initial + inbound.started + inbound.completed);
    expect(value.PickingTasksPerLocationRole).toBe(roles.reduce((s, r) => s + r.Prepared + r.Performed + r.InProgress, 0));

    const perRole = (await admin.get('/api/Report/locationRoles')).body.result as { name: string; reportDataJson: string }[];
    expect(perRole.map((r) => r.name)).toEqual(['PickingTasksPerLocationRole']);
    expect(JSON.parse(perRole[0].reportDataJson)).toEqual(data.PickingTasksPerLocationRole);
  });

  it('seeds the KPI settings per business unit and for the factory under the key Home', async () => {
    const rows = await q<{ bu: string | null }>(
      `select b.name as bu from settings s left join business_units b on b.id = s.business_unit_id where s.owner = 'KpiSettings' and s.key = 'Home' and s.user_id is null order by 1 nulls first`,
    );
    expect(rows.map((r) => r.bu)).toEqual([null, 'Demo', 'Head office', 'North']);
  });

  it('saves the KPI management page for the business unit only', async () => {
    const kpis = [
      { id: 1, name: 'OutBoundOrders', enabled: false, row: 1, order: 0 },
      { id: 2, name: 'InBoundOrders', enabled: true, row: 0, order: 1 },
      { id: 3, name: 'PickingTasksPerLocationRole', enabled: true, row: 0, order: 0 },
    ];
    const res = await admin.put('/api/Kpi', { kpis });
    expect(res.status).toBe(200);
    const after = (await admin.get('/api/Kpi')).body.result as { name: string; enabled: boolean }[];
    expect(after.map((k) => [k.name, k.enabled])).toEqual([
      ['PickingTasksPerLocationRole', true],
      ['InBoundOrders', true],
      ['OutBoundOrders', false],
    ]);
    expect(((await north.get('/api/Kpi')).body.result as { name: string; enabled: boolean }[]).every((k) => k.enabled)).toBe(true);
    // Bad input: 400 with a message, nothing changed.
    for (const body of [{ kpis: [{ ...kpis[0], name: 'Nope' }] }, { kpis: [kpis[0], kpis[0]] }, { kpis: [{ ...kpis[0], row: -1 }] }, { kpis, extra: 1 }]) {
      const bad = await admin.put('/api/Kpi', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
    expect((await admin.get('/api/Kpi')).body.result).toEqual((await admin.get('/api/Kpi')).body.result);
  });
});

describe('permissions', () => {
  it('refuses KPIs and KPI management to the picker, and the dashboard settings save', async () => {
    for (const path of ['/api/Kpi', '/api/Report', '/api/Report/locationRoles']) expect((await picker.get(path)).status, path).toBe(403);
    expect((await picker.put('/api/Kpi', { kpis: [] })).status).toBe(403);
    expect((await picker.post('/api/User/dashboardWidgetSettings', { Value: '0' })).status).toBe(403);
    // Every signed-in user has a dashboard.
    expect((await picker.get('/api/Dashboard/availableWidgets')).status).toBe(200);
  });

  it('refuses callers without a token', async () => {
    const res = await fetch(`${ts.baseUrl}/api/Dashboard/availableWidgets`);
    expect(res.status).toBe(401);
  });
});
