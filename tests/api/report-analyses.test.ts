import { beforeAll, describe, expect, it } from 'vitest';
import { day, dayEnd, dayOf, dayStart, FROM, qs, TO, useReportServer } from '../helpers/report-fixture';

/*
 * Reports: slow-moving materials, employee efficiency, and report files and templates; each figure
 * against a computation made here from the raw rows, business-unit isolation and permissions.
 */
const server = useReportServer();
const { ts, admin, picker, north } = server;
let demoBu: number;
beforeAll(() => void ({ demoBu } = server));

const db = () => ts.database.db;

describe('slow-moving materials', () => {
  it('computes frequency, days since last pick and stock age like the raw rows say', async () => {
    const fromDate = day(-28);
    const q = { fromDate, toDate: TO, processTypes: ['Picking'], minPickingFrequency: 0, maxPickingFrequency: 1000, take: 1000 };
    const res = await admin.get(`/api/ReportData/slowMovingMaterials?${qs(q)}`);
    expect(res.status).toBe(200);
    const rows = res.body.result.data as Array<{ id: number; pickingFrequency: number; daysSinceLastPick: number | null; stockQuantity: number; stockAgeDays: number }>;
    const { rows: tasks } = await db().query<{ material_id: number; performed_date: Date }>(
      `select material_id, performed_date from tasks where business_unit_id = $1 and state = 'Performed' and process_type = 'Picking' and performed_date < $2`,
      [demoBu, dayEnd(TO)],
    );
    const { rows: stocks } = await db().query<{ material_id: number; quantity: number; fifo_date: Date }>(
      'select material_id, quantity::int, fifo_date from stocks where business_unit_id = $1 and quantity > 0',
      [demoBu],
    );
    const now = Date.now();
    const start = dayStart(fromDate).getTime();
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
      [demoBu, dayStart(q.dateFrom), dayEnd(TO)],
    );
    const groups = new Map<string, { tasks: number; qty: number; days: Map<string, number[]> }>();
    for (const t of tasks) {
      const key = `${t.user_name}|${t.process_type}|${t.role}`;
      const g = groups.get(key) ?? { tasks: 0, qty: 0, days: new Map() };
      g.tasks++;
      g.qty += t.qty;
      const d = dayOf(t.performed_date);
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
