import { beforeAll, describe, expect, it } from 'vitest';
import { day, dayEnd, dayStart, FROM, qs, TO, useReportServer } from '../helpers/report-fixture';

/*
 * Reports: the catalogue, material transactions, material summary and stock value; every call,
 * every rule with its message, business-unit isolation, permissions, and each figure against a
 * computation made here from the raw rows. Slow-moving materials, employee efficiency and report
 * files: report-analyses.test.ts.
 */
const server = useReportServer();
const { ts, admin, picker, north } = server;
let demoBu: number;
beforeAll(() => void ({ demoBu } = server));

const db = () => ts.database.db;

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
    const from = dayStart(FROM).getTime();
    const to = dayEnd(TO).getTime();
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

  it("takes a date as a day of the business unit's time zone: a move at 00:30 in Berlin is in that day, not the day before", async () => {
    const [d, before] = [day(-200), day(-201)];
    const at = new Date(dayStart(d).getTime() + 30 * 60_000);
    expect(at.toISOString().slice(0, 10)).toBe(before);
    const { rows } = await db().query<{ id: number }>(
      `insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity, from_location_id, to_location_id, reference)
       select $1, $2, 'Movement', (select id from materials where business_unit_id = $1 order by id limit 1), 1,
              (select id from locations where business_unit_id = $1 order by id limit 1), (select id from locations where business_unit_id = $1 order by id desc limit 1), 'zone probe'
       returning id::int`,
      [demoBu, at],
    );
    const ids = async (from: string, to: string) =>
      ((await admin.post('/api/ReportData/materialTransactionOverview', { dateFrom: from, dateTo: to, processTypes: ['Movement'] })).body.result.data as Array<{ id: number }>).map(
        (r) => r.id,
      );
    expect(await ids(d, d)).toContain(rows[0].id);
    expect(await ids(before, before)).not.toContain(rows[0].id);
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
    const start = dayStart(dateFrom).getTime();
    const end = dayEnd(TO).getTime();
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
