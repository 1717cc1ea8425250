import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startDemoServer } from '../helpers/demo-server';
import type { TestApi } from '../helpers/api-client';

/*
 * Reports (issue 13): every call, every rule with its message, business-unit isolation,
 * permissions, and each figure against a computation made here from the raw rows.
 */
let ts: TestServer, admin: TestApi, picker: TestApi, north: TestApi;
let demoBu: number;
beforeAll(async () => {
  ({ ts, admin, picker, north } = await startDemoServer());
  demoBu = (await ts.database.db.query<{ id: number }>(`select id from business_units where name = 'Demo'`)).rows[0].id;
});
afterAll(() => ts?.close());

const db = () => ts.database.db;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-90);
const TO = day(0);
const qs = (o: Record<string, unknown>) =>
  Object.entries(o)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${encodeURIComponent(String(x))}`) : [`${k}=${encodeURIComponent(String(v))}`]))
    .join('&');

interface Tx {
  id: number;
  created_at: Date;
  process_type: string;
  material_id: number;
  quantity: number;
  from_location_id: number | null;
  to_location_id: number | null;
}
async function allTransactions(bu: number): Promise<Tx[]> {
  return (
    await db().query<Tx>(
      'select id::int, created_at, process_type, material_id, quantity::int, from_location_id, to_location_id from material_transactions where business_unit_id = $1',
      [bu],
    )
  ).rows;
}

describe('catalogue and look-ups', () => {
  it('lists the reports with what each caller may open', async () => {
    const all = (await admin.get('/api/ReportData/all')).body.result as Array<{ key: string; isAllowed: boolean; page: string }>;
    expect(all.map((r) => r.key)).toEqual(['material-summary', 'material-transaction', 'slow-moving-materials', 'employee-efficiency', 'stock-value']);
    expect(all.every((r) => r.isAllowed)).toBe(true);
    const forPicker = (await picker.get('/api/ReportData/all')).body.result as Array<{ key: string; isAllowed: boolean }>;
    expect(forPicker.find((r) => r.key === 'employee-efficiency')!.isAllowed).toBe(false);
    expect(forPicker.find((r) => r.key === 'material-transaction')!.isAllowed).toBe(true);
    const forNorth = (await north.get('/api/ReportData/all')).body.result as Array<{ key: string; isAllowed: boolean }>;
    expect(forNorth.filter((r) => r.isAllowed).map((r) => r.key)).toEqual(['material-summary', 'material-transaction', 'stock-value']);
  });

  it('answers the location roles and users of the caller unit only', async () => {
    const roles = (await admin.get('/api/ReportData/locationRoles')).body.result as Array<{ id: number }>;
    const { rows } = await db().query<{ id: number }>('select id from location_roles where business_unit_id = $1 order by name', [demoBu]);
    expect(roles.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const northRoles = (await north.get('/api/ReportData/locationRoles')).body.result as Array<{ id: number }>;
    expect(northRoles.some((r) => roles.some((d) => d.id === r.id))).toBe(false);
    const users = (await admin.get('/api/ReportData/users')).body.result as Array<{ userName: string }>;
    expect(users.map((u) => u.userName)).toContain('picker');
    expect((await picker.get('/api/ReportData/users')).status).toBe(403);
    expect((await admin.get('/api/ReportData/locationRoles?x=1')).status).toBe(400);
  });
});

describe('material transactions', () => {
  const base = { dateFrom: FROM, dateTo: TO, processTypes: ['Picking', 'Receipt', 'Shipping'] };

  it('answers the rows of the period and process types, newest first, paged, counted like an independent count', async () => {
    const res = await admin.post('/api/ReportData/materialTransactionOverview', { ...base, skip: 0, take: 50 });
    expect(res.status).toBe(200);
    const { data, totalCount } = res.body.result as { data: Array<{ id: number; createdAt: string; processType: string }>; totalCount: number };
    const from = new Date(`${FROM}T00:00:00Z`).getTime();
    const to = new Date(`${TO}T00:00:00Z`).getTime() + 86_400_000;
    const expected = (await allTransactions(demoBu))
      .filter((t) => base.processTypes.includes(t.process_type) && t.created_at.getTime() >= from && t.created_at.getTime() < to)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
    expect(totalCount).toBe(expected.length);
    expect(totalCount).toBeGreaterThan(100);
    expect(data.map((r) => r.id)).toEqual(expected.slice(0, 50).map((t) => t.id));
    const next = (await admin.post('/api/ReportData/materialTransactionOverview', { ...base, skip: 50, take: 50 })).body.result.data as Array<{ id: number }>;
    expect(next.map((r) => r.id)).toEqual(expected.slice(50, 100).map((t) => t.id));
    // The GET with the same query answers the same.
    const get = await admin.get(`/api/ReportData/materialTransactionOverview?${qs({ ...base, skip: 0, take: 50 })}`);
    expect(get.body.result.data.map((r: { id: number }) => r.id)).toEqual(data.map((r) => r.id));
  });

  it('filters by locations and SKUs', async () => {
    const { rows } = await db().query<{ item_no: string; material_id: number; loc: string; from_location_id: number }>(
      `select m.item_no, t.material_id, l.name as loc, t.from_location_id from material_transactions t join materials m on m.id = t.material_id
         join locations l on l.id = t.from_location_id where t.business_unit_id = $1 and t.process_type = 'Picking' limit 1`,
      [demoBu],
    );
    const sample = rows[0];
    const res = await admin.post('/api/ReportData/materialTransactionOverview', {
      ...base,
      processTypes: ['Picking'],
      materialsSKU: [sample.item_no],
      fromLocation: sample.loc,
    });
    const expected = (await allTransactions(demoBu)).filter(
      (t) => t.process_type === 'Picking' && t.material_id === sample.material_id && t.from_location_id === sample.from_location_id,
    );
    expect(res.body.result.totalCount).toBe(expected.length);
    expect(res.body.result.data.every((r: { itemNo: string; fromLocation: string }) => r.itemNo === sample.item_no && r.fromLocation === sample.loc)).toBe(true);
  });

  it.each([
    [{ processTypes: ['Picking'] }, 'Reports.DateRangeRequired', 'Date range is required'],
    [{ dateFrom: FROM, processTypes: ['Picking'] }, 'Reports.DateRangeRequired', 'Date range is required'],
    [{ dateFrom: TO, dateTo: FROM, processTypes: ['Picking'] }, 'Reports.DateRangeOrder', 'The start of the date range must be before its end'],
    [{ dateFrom: FROM, dateTo: TO }, 'Reports.ProcessTypeRequired', 'Process type is required'],
    [{ dateFrom: FROM, dateTo: TO, processTypes: [] }, 'Reports.ProcessTypeRequired', 'Process type is required'],
  ])('refuses %j with the rule', async (body, code, message) => {
    const res = await admin.post('/api/ReportData/materialTransactionOverview', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code, message });
  });

  it('refuses bad input with a 400', async () => {
    for (const body of [
      { ...base, processTypes: ['Dancing'] },
      { ...base, extra: 1 },
      { ...base, dateFrom: 'yesterday' },
      { ...base, take: 0 },
    ]) {
      expect((await admin.post('/api/ReportData/materialTransactionOverview', body)).status).toBe(400);
    }
  });

  it('keeps to the caller business unit and to the feature flags', async () => {
    const ids = new Set((await allTransactions(demoBu)).map((t) => t.id));
    const res = await north.post('/api/ReportData/materialTransactionOverview', { ...base, take: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.result.data.some((r: { id: number }) => ids.has(r.id))).toBe(false);
    const slow = await north.get(
      `/api/ReportData/slowMovingMaterials?${qs({ fromDate: FROM, toDate: TO, processTypes: ['Picking'], minPickingFrequency: 0, maxPickingFrequency: 5 })}`,
    );
    expect(slow.status).toBe(422);
    expect(slow.body.code).toBe('Features.NotEnabled');
  });

  it('caps a page at takeLimit', async () => {
    const res = await admin.post('/api/ReportData/materialTransactionOverview', { ...base, take: 50_000 });
    expect(res.body.result.data.length).toBeLessThanOrEqual(1000);
  });

  it('counts a long period up to 10,000 rows and says there are more; a short last page counts itself', async () => {
    // 10,050 movements on a day long before the demo's history (movements leave every total alone).
    const old = day(-400);
    await db().query(
      `with m as (select array_agg(id) ids from materials where business_unit_id = $1), l as (select array_agg(id) ids from locations where business_unit_id = $1)
       insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity, from_location_id, to_location_id, reference)
       select $1, $2::date + interval '10 hours' + g * interval '1 second', 'Movement', m.ids[1 + g % array_length(m.ids, 1)], 1,
              l.ids[1 + g % array_length(l.ids, 1)], l.ids[1 + (g + 1) % array_length(l.ids, 1)], 'CAP-' || g
         from generate_series(1, 10050) g, m, l`,
      [demoBu, old],
    );
    try {
      const criteria = { dateFrom: old, dateTo: old, processTypes: ['Movement'] };
      const first = (await admin.post('/api/ReportData/materialTransactionOverview', { ...criteria, skip: 0, take: 1000 })).body.result;
      expect(first).toMatchObject({ totalCount: 10_000, totalCountCapped: true });
      expect(first.data).toHaveLength(1000);
      expect(first.data[0].reference).toBe('CAP-10050');
      // Past the cap the count reaches at least the end of the page asked for.
      const deep = (await admin.post('/api/ReportData/materialTransactionOverview', { ...criteria, skip: 9000, take: 1000 })).body.result;
      expect(deep).toMatchObject({ totalCount: 10_000, totalCountCapped: true });
      expect(deep.data[999].reference).toBe('CAP-51');
      // The last page is short: its end is the exact count.
      const last = (await admin.post('/api/ReportData/materialTransactionOverview', { ...criteria, skip: 10_000, take: 1000 })).body.result;
      expect(last).toMatchObject({ totalCount: 10_050, totalCountCapped: false });
      expect(last.data.map((r: { reference: string }) => r.reference)).toEqual(Array.from({ length: 50 }, (_v, i) => `CAP-${50 - i}`));
      // A page past the end answers no rows and the exact count.
      const past = (await admin.post('/api/ReportData/materialTransactionOverview', { ...criteria, skip: 20_000, take: 10 })).body.result;
      expect(past).toMatchObject({ data: [], totalCount: 10_050, totalCountCapped: false });
    } finally {
      await db().query(`delete from material_transactions where business_unit_id = $1 and reference like 'CAP-%'`, [demoBu]);
    }
  });
});

describe('material summary and stock value', () => {
  it('computes opening, in, out, closing and value per material like the raw rows say', async () => {
    const dateFrom = day(-30);
    const res = await admin.get(`/api/ReportData/materialsummary?${qs({ dateFrom, dateTo: TO, take: 1000 })}`);
    expect(res.status).toBe(200);
    const rows = res.body.result.data as Array<{
      id: number;
      openingQuantity: number;
      inQuantity: number;
      outQuantity: number;
      closingQuantity: number;
      closingValue: number;
      costPrice: number | null;
    }>;
    const start = new Date(`${dateFrom}T00:00:00Z`).getTime();
    const end = new Date(`${TO}T00:00:00Z`).getTime() + 86_400_000;
    const per = new Map<number, { o: number; i: number; u: number }>();
    for (const t of await allTransactions(demoBu)) {
      const inOut = t.from_location_id === null ? 1 : t.to_location_id === null ? -1 : 0;
      if (!inOut) continue;
      const p = per.get(t.material_id) ?? { o: 0, i: 0, u: 0 };
      if (t.created_at.getTime() >= end) continue;
      if (t.created_at.getTime() < start) p.o += inOut * t.quantity;
      else if (inOut > 0) p.i += t.quantity;
      else p.u += t.quantity;
      per.set(t.material_id, p);
    }
    const expected = [...per].filter(([, p]) => p.o || p.i || p.u);
    expect(res.body.result.totalCount).toBe(expected.length);
    expect(rows.some((r) => r.inQuantity > 0) && rows.some((r) => r.outQuantity > 0)).toBe(true);
    for (const r of rows) {
      const p = per.get(r.id)!;
      expect([r.openingQuantity, r.inQuantity, r.outQuantity, r.closingQuantity]).toEqual([p.o, p.i, p.u, p.o + p.i - p.u]);
      expect(r.closingValue).toBeCloseTo((p.o + p.i - p.u) * (r.costPrice ?? 0), 2);
    }
  });

  it('values what the stock rows hold once every transaction is in (the demo dates some work a few hours ahead)', async () => {
    const res = await admin.get(`/api/ReportData/stockValue?date=${day(2)}&take=1000`);
    expect(res.status).toBe(200);
    const { rows } = await db().query<{ material_id: number; qty: number; cost: number | null }>(
      `select s.material_id, sum(s.quantity)::int as qty, m.cost_price::float8 as cost from stocks s join materials m on m.id = s.material_id
        where s.business_unit_id = $1 group by s.material_id, m.cost_price having sum(s.quantity) <> 0`,
      [demoBu],
    );
    const answered = res.body.result.data as Array<{ id: number; quantity: number; value: number }>;
    expect(res.body.result.totalCount).toBe(rows.length);
    const total = rows.reduce((sum, r) => sum + Math.round(r.qty * (r.cost ?? 0) * 100) / 100, 0);
    expect(res.body.result.totalValue).toBeCloseTo(total, 1);
    for (const r of rows) expect(answered.find((a) => a.id === r.material_id)?.quantity).toBe(r.qty);
  });

  it('refuses a missing period and keeps to the unit', async () => {
    const res = await admin.get('/api/ReportData/materialsummary');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'Reports.DateRangeRequired', message: 'Date range is required' });
    const mine = new Set(((await admin.get(`/api/ReportData/stockValue?take=1000`)).body.result.data as Array<{ id: number }>).map((r) => r.id));
    const theirs = (await north.get(`/api/ReportData/stockValue?take=1000`)).body.result.data as Array<{ id: number }>;
    expect(theirs.some((r) => mine.has(r.id))).toBe(false);
  });
});

describe('slow-moving materials', () => {
  it('computes frequency, days since last pick and stock age like the raw rows say', async () => {
    const fromDate = day(-28);
    const q = { fromDate, toDate: TO, processTypes: ['Picking'], minPickingFrequency: 0, maxPickingFrequency: 1000, take: 1000 };
    const res = await admin.get(`/api/ReportData/slowMovingMaterials?${qs(q)}`);
    expect(res.status).toBe(200);
    const rows = res.body.result.data as Array<{ id: number; pickingFrequency: number; daysSinceLastPick: number | null; stockQuantity: number; stockAgeDays: number }>;
    const { rows: tasks } = await db().query<{ material_id: number; performed_date: Date }>(
      `select material_id, performed_date from tasks where business_unit_id = $1 and state = 'Performed' and process_type = 'Picking' and performed_date < $2`,
      [demoBu, new Date(new Date(`${TO}T00:00:00Z`).getTime() + 86_400_000)],
    );
    const { rows: stocks } = await db().query<{ material_id: number; quantity: number; fifo_date: Date }>(
      'select material_id, quantity::int, fifo_date from stocks where business_unit_id = $1 and quantity > 0',
      [demoBu],
    );
    const now = Date.now();
    const start = new Date(`${fromDate}T00:00:00Z`).getTime();
    const materials = [...new Set(stocks.map((s) => s.material_id))];
    expect(res.body.result.totalCount).toBe(materials.length);
    expect(rows.some((r) => r.pickingFrequency > 0) && rows.some((r) => r.pickingFrequency === 0)).toBe(true);
    for (const r of rows) {
      const mine = tasks.filter((t) => t.material_id === r.id);
      expect(r.pickingFrequency).toBe(mine.filter((t) => t.performed_date.getTime() >= start).length);
      const last = Math.max(...mine.map((t) => t.performed_date.getTime()));
      if (mine.length) expect(Math.abs(r.daysSinceLastPick! - Math.floor((now - last) / 86_400_000))).toBeLessThanOrEqual(1);
      else expect(r.daysSinceLastPick).toBeNull();
      const own = stocks.filter((s) => s.material_id === r.id);
      const qty = own.reduce((a, s) => a + s.quantity, 0);
      const age = own.reduce((a, s) => a + (s.quantity * (now - s.fifo_date.getTime())) / 86_400_000, 0) / qty;
      expect(r.stockQuantity).toBe(qty);
      expect(Math.abs(r.stockAgeDays - age)).toBeLessThan(0.2);
    }
    // Least picked first.
    expect(rows.map((r) => r.pickingFrequency)).toEqual([...rows.map((r) => r.pickingFrequency)].sort((a, b) => a - b));
  });

  it('filters by frequency range, location roles and names', async () => {
    const base = { fromDate: day(-28), toDate: TO, processTypes: ['Picking'], take: 1000 };
    const none = (await admin.get(`/api/ReportData/slowMovingMaterials?${qs({ ...base, minPickingFrequency: 0, maxPickingFrequency: 0 })}`)).body.result.data as Array<{
      pickingFrequency: number;
    }>;
    expect(none.length).toBeGreaterThan(0);
    expect(none.every((r) => r.pickingFrequency === 0)).toBe(true);
    const { rows: roles } = await db().query<{ id: number }>(`select id from location_roles where business_unit_id = $1 and kind = 'Bulk'`, [demoBu]);
    const bulk = (
      await admin.get(`/api/ReportData/slowMovingMaterials?${qs({ ...base, minPickingFrequency: 0, maxPickingFrequency: 1000, locationRoles: roles.map((r) => r.id) })}`)
    ).body.result.data as Array<{ id: number; stockQuantity: number }>;
    const { rows: inBulk } = await db().query<{ material_id: number; q: number }>(
      `select s.material_id, sum(s.quantity)::int as q from stocks s join locations l on l.id = s.location_id where s.business_unit_id = $1 and s.quantity > 0 and l.location_role_id = any($2) group by s.material_id`,
      [demoBu, roles.map((r) => r.id)],
    );
    expect(bulk.length).toBe(inBulk.length);
    for (const r of bulk) expect(r.stockQuantity).toBe(inBulk.find((b) => b.material_id === r.id)!.q);
    const [first] = bulk;
    const { rows: m } = await db().query<{ item_no: string }>('select item_no from materials where id = $1', [first.id]);
    const byItem = (await admin.get(`/api/ReportData/slowMovingMaterials?${qs({ ...base, minPickingFrequency: 0, maxPickingFrequency: 1000, itemNumber: m[0].item_no })}`)).body
      .result.data;
    expect(byItem.map((r: { id: number }) => r.id)).toContain(first.id);
  });

  it.each([
    [{ processTypes: ['Picking'], minPickingFrequency: 0, maxPickingFrequency: 3 }, 'Reports.DateRangeRequired', 'Date range is required'],
    [{ fromDate: FROM, toDate: TO, minPickingFrequency: 0, maxPickingFrequency: 3 }, 'Reports.ProcessTypeRequired', 'Process type is required'],
    [{ fromDate: FROM, toDate: TO, processTypes: ['Picking'], minPickingFrequency: 0 }, 'Reports.FrequencyRangeRequired', 'Picking frequency range is required'],
    [
      { fromDate: FROM, toDate: TO, processTypes: ['Picking'], minPickingFrequency: 5, maxPickingFrequency: 3 },
      'Reports.FrequencyRangeOrder',
      'The minimum picking frequency cannot be greater than the maximum',
    ],
  ])('refuses %j with the rule', async (q, code, message) => {
    const res = await admin.get(`/api/ReportData/slowMovingMaterials?${qs(q)}`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code, message });
  });
});

describe('employee efficiency', () => {
  it('computes tasks, quantity, hours and per hour per user, process and role like the raw rows say', async () => {
    const q = { dateFrom: day(-60), dateTo: TO, take: 1000 };
    const res = await admin.get(`/api/ReportData/employeeEfficiency?${qs(q)}`);
    expect(res.status).toBe(200);
    const rows = res.body.result.data as Array<{
      userName: string;
      processType: string;
      locationRole: string | null;
      tasks: number;
      quantity: number;
      hours: number;
      linesPerHour: number;
    }>;
    const { rows: tasks } = await db().query<{ user_name: string; process_type: string; role: string | null; qty: number; performed_date: Date }>(
      `select u.user_name, t.process_type, r.name as role, coalesce(t.confirmed_quantity, 0)::int as qty, t.performed_date
         from tasks t join users u on u.id = t.performed_by left join locations l on l.id = t.from_location_id left join location_roles r on r.id = l.location_role_id
        where t.business_unit_id = $1 and t.state = 'Performed' and t.performed_date >= $2 and t.performed_date < $3`,
      [demoBu, new Date(`${q.dateFrom}T00:00:00Z`), new Date(new Date(`${TO}T00:00:00Z`).getTime() + 86_400_000)],
    );
    const groups = new Map<string, { tasks: number; qty: number; days: Map<string, number[]> }>();
    for (const t of tasks) {
      const key = `${t.user_name}|${t.process_type}|${t.role}`;
      const g = groups.get(key) ?? { tasks: 0, qty: 0, days: new Map() };
      g.tasks++;
      g.qty += t.qty;
      const d = t.performed_date.toISOString().slice(0, 10);
      g.days.set(d, [...(g.days.get(d) ?? []), t.performed_date.getTime()]);
      groups.set(key, g);
    }
    expect(rows.length).toBe(groups.size);
    expect(new Set(rows.map((r) => r.userName)).size).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      const g = groups.get(`${r.userName}|${r.processType}|${r.locationRole}`)!;
      const hours = [...g.days.values()].reduce((h, times) => h + (Math.max(...times) - Math.min(...times)) / 3_600_000 + 1 / 60, 0);
      expect([r.tasks, r.quantity]).toEqual([g.tasks, g.qty]);
      expect(r.hours).toBeCloseTo(hours, 1);
      expect(Math.abs(r.linesPerHour - g.tasks / hours)).toBeLessThan(0.06);
    }
  });

  it('filters by users and process, refuses without dates, is for admins only', async () => {
    const { rows } = await db().query<{ id: number }>(`select id from users where business_unit_id = $1 and user_name = 'picker'`, [demoBu]);
    const res = await admin.get(`/api/ReportData/employeeEfficiency?${qs({ dateFrom: day(-60), dateTo: TO, userIds: [rows[0].id], processDefinitionId: 'Picking' })}`);
    const data = res.body.result.data as Array<{ userName: string; processType: string }>;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => r.userName === 'picker' && r.processType === 'Picking')).toBe(true);
    const missing = await admin.get(`/api/ReportData/employeeEfficiency?dateTo=${TO}`);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'Reports.DateRangeRequired', message: 'Date range is required' });
    expect((await picker.get(`/api/ReportData/employeeEfficiency?${qs({ dateFrom: day(-60), dateTo: TO })}`)).status).toBe(403);
    expect((await admin.get(`/api/ReportData/employeeEfficiency?${qs({ dateFrom: day(-60), dateTo: TO, processDefinitionId: 'Dancing' })}`)).status).toBe(400);
  });
});

describe('report files and templates (Downloads page)', () => {
  const pdf = Buffer.from('%PDF-1.7\n% a tiny test file\n').toString('base64');

  it('keeps a file the user made, lists it with name, date and size, serves it and removes it', async () => {
    const up = await admin.post('/api/ReportFiles', { name: 'stock-value-202611241900.pdf', contentType: 'application/pdf', content: pdf });
    expect(up.status).toBe(200);
    const list = (await admin.get('/api/ReportFiles')).body.result as { files: Array<{ id: number; name: string; size: number; created: string }>; keptDays: number };
    expect(list.keptDays).toBe(14);
    const mine = list.files.find((f) => f.id === up.body.result.id)!;
    expect(mine).toMatchObject({ name: 'stock-value-202611241900.pdf', size: Buffer.from(pdf, 'base64').length });
    expect(Date.now() - new Date(mine.created).getTime()).toBeLessThan(60_000);
    const file = await fetch(`${ts.baseUrl}/api/ReportFiles/${mine.id}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain('%PDF-1.7');
    // Another user, or another unit, neither sees nor removes it.
    expect(((await picker.get('/api/ReportFiles')).body.result.files as Array<{ id: number }>).some((f) => f.id === mine.id)).toBe(false);
    expect((await north.delete(`/api/ReportFiles/${mine.id}`)).status).toBe(404);
    expect((await picker.get(`/api/ReportFiles/${mine.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/ReportFiles/${mine.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/ReportFiles/${mine.id}`)).status).toBe(404);
  });

  it('drops expired files and refuses what is not a report', async () => {
    const up = await admin.post('/api/ReportFiles', { name: 'old.pdf', contentType: 'application/pdf', content: pdf });
    await db().query(`update report_files set expires_at = now() - interval '1 minute' where id = $1`, [up.body.result.id]);
    expect(((await admin.get('/api/ReportFiles')).body.result.files as Array<{ id: number }>).some((f) => f.id === up.body.result.id)).toBe(false);
    expect((await db().query('select 1 from report_files where id = $1', [up.body.result.id])).rows).toHaveLength(0);
    const files = async () => (await db().query('select id, name from report_files order by id')).rows;
    const kept = await files();
    const notPdf = await admin.post('/api/ReportFiles', { name: 'x.pdf', contentType: 'application/pdf', content: Buffer.from('hello').toString('base64') });
    expect(notPdf.status).toBe(422);
    expect((await admin.post('/api/ReportFiles', { name: '../x.pdf', contentType: 'application/pdf', content: pdf })).status).toBe(400);
    expect((await admin.post('/api/ReportFiles', { name: 'x.exe', contentType: 'application/pdf', content: pdf })).status).toBe(400);
    expect(await files()).toEqual(kept);
    expect(((await admin.get('/api/ReportFiles')).body.result.files as Array<{ name: string }>).map((f) => f.name)).not.toContain('x.exe');
  });

  it('lists the templates declared in schemas/downloads.json', async () => {
    const res = await picker.get('/api/Downloads/templates');
    expect(res.status).toBe(200);
    const declared = JSON.parse((await import('node:fs')).readFileSync(new URL('../../schemas/downloads.json', import.meta.url), 'utf8')).templates;
    expect(res.body.result).toEqual(declared);
  });
});
