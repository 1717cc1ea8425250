import { signInAs } from '../helpers/api-client';
import { startTestServer } from '../helpers/test-server';
import { supplierDemand } from '../../apps/server/src/areas/purchase-drafts/demand-query';
import { median, percentile, report } from './conditions';

/**
 * Calculated demand for all materials of a generated warehouse (issue 14): 10,000 materials
 * spread over 40 suppliers and 1,000,000 transaction rows over the last year, bulk-made with SQL
 * (not through the API). The figure is GET /api/Draft/GetUnsavedDraftLines for every supplier at
 * once with a 90-day sales history period (the forecast), every material answered
 * (onlyWithDemand=false): p95 over PURCHASE_DEMAND_RUNS runs (default 20), goal <= 1 s on PGlite.
 * The query alone (in process, no HTTP or JSON) is printed beside it.
 *
 * PURCHASE_DEMAND_MATERIALS and PURCHASE_DEMAND_TRANSACTIONS size it.
 */
const MATERIALS = Number(process.env.PURCHASE_DEMAND_MATERIALS ?? 10_000);
const TRANSACTIONS = Number(process.env.PURCHASE_DEMAND_TRANSACTIONS ?? 1_000_000);
const RUNS = Number(process.env.PURCHASE_DEMAND_RUNS ?? 20);
const SUPPLIERS = 40;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL; // the goal is on PGlite
  const ts = await startTestServer({ scale: 1 });
  try {
    const db = ts.database.db;
    const bu = (await db.query<{ id: number }>(`select id from business_units where name = 'Demo'`)).rows[0].id;
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into suppliers (business_unit_id, supplier_name, average_lead_time)
         select $1, 'Bench supplier ' || g, 3 + g % 12 from generate_series(1, $2::int) g`,
        [bu, SUPPLIERS],
      );
      const existing = Number((await tx.query<{ n: number }>('select count(*)::int as n from materials where business_unit_id = $1', [bu])).rows[0].n);
      await tx.query(
        `insert into materials (business_unit_id, item_no, name, cost_price, abc, material_group, supplier_id, minimum_warehouse_quantity, maximum_warehouse_quantity, available_quantity, current_quantity)
         select $1, 'BENCH-' || lpad(g::text, 6, '0'), 'Bench material ' || g, (g % 500) / 10.0 + 1, (array['A','B','C'])[1 + g % 3],
                (array['Fasteners','Electrical','Safety','Packaging','Tools','Paint'])[1 + g % 6], null, g % 40, 40 + g % 200, g % 90, g % 90
           from generate_series(1, $2::int) g`,
        [bu, Math.max(0, MATERIALS - existing)],
      );
      // Every material of the unit belongs to one of the suppliers (round robin).
      await tx.query(
        `with s as (select id, row_number() over (order by id) - 1 as k from suppliers where business_unit_id = $1),
              n as (select count(*) as c from s),
              m as (select id, row_number() over (order by id) - 1 as k from materials where business_unit_id = $1)
         update materials set supplier_id = s.id from m, s, n where materials.id = m.id and s.k = m.k % n.c`,
        [bu],
      );
      const have = Number((await tx.query<{ n: number }>('select count(*)::int as n from material_transactions where business_unit_id = $1', [bu])).rows[0].n);
      // A year of movements: about a third Shipping (what the forecast reads), the rest other kinds.
      await tx.query(
        `with m as (select array_agg(id order by id) as ids from materials where business_unit_id = $1)
         insert into material_transactions (business_unit_id, created_at, process_type, material_id, quantity)
         select $1, now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
                (array['Shipping','Picking','Receipt','PutAway','Movement','Shipping','Replenishment','Shipping'])[1 + g % 8],
                m.ids[1 + ((g::bigint * 7919) % array_length(m.ids, 1))::int], 1 + g % 9
           from m, generate_series(1, $2::int) g`,
        [bu, Math.max(0, TRANSACTIONS - have)],
      );
    });
    await db.query('analyze materials');
    // A bulk load of a million rows, then the maintenance PostgreSQL's autovacuum would do (PGlite
    // has none): statistics and the visibility map, so the period's rows come from the index alone.
    await db.query('vacuum analyze material_transactions');
    const fillMs = performance.now() - t0;
    const counts = (
      await db.query<{ m: number; t: number; s: number }>(
        `select (select count(*)::int from materials where business_unit_id = $1) as m, (select count(*)::int from material_transactions where business_unit_id = $1) as t,
                (select count(*)::int from suppliers where business_unit_id = $1) as s`,
        [bu],
      )
    ).rows[0];
    const supplierIds = (await db.query<{ id: number }>('select id from suppliers where business_unit_id = $1 order by id', [bu])).rows.map((r) => r.id);
    const criteria = { supplierIds, historyFrom: day(-90), historyTo: day(0), onlyWithDemand: false };
    const api = await signInAs(ts.baseUrl, 'admin');
    const query = `${supplierIds.map((id) => `supplierIds=${id}`).join('&')}&historyFrom=${criteria.historyFrom}&historyTo=${criteria.historyTo}&onlyWithDemand=false`;
    const call = async () => {
      const s = performance.now();
      const res = await api.get(`/api/Draft/GetUnsavedDraftLines?${query}`);
      const ms = performance.now() - s;
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      const lines = (res.body.result as Array<{ lines: unknown[] }>).reduce((n, d) => n + d.lines.length, 0);
      return { ms, lines };
    };
    for (let i = 0; i < 2; i++) await call();
    const http: number[] = [];
    const inProcess: number[] = [];
    let lines = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await call();
      http.push(r.ms);
      lines = r.lines;
      const s = performance.now();
      await supplierDemand(db, bu, criteria);
      inProcess.push(performance.now() - s);
    }
    report(
      `Calculated demand for all materials (PGlite; ${counts.m.toLocaleString('en-GB')} materials, ${counts.s} suppliers, ${counts.t.toLocaleString('en-GB')} transaction rows; 90-day forecast; ${RUNS} runs)`,
      {
        'filling the tables ms (not part of the figure)': Math.round(fillMs),
        'lines answered': lines,
        'GET GetUnsavedDraftLines median ms': median(http),
        'GET GetUnsavedDraftLines p95 ms (goal <= 1000)': percentile(http, 95),
        'query alone (in process) median ms': median(inProcess),
        'query alone p95 ms': percentile(inProcess, 95),
      },
    );
  } finally {
    await ts.close();
    if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  }
}
