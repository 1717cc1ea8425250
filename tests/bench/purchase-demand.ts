import { signInAs } from '../helpers/api-client';
import { startTestServer } from '../helpers/test-server';
import zlib from 'node:zlib';
import { DEMAND_FIGURES_SQL, DEMAND_SQL, supplierDemand } from '../../plugins/purchase/server/demand-query';
import { median, percentile, report } from './conditions';
import { fillDemandWarehouse } from './purchase-demand-data';

/**
 * Calculated demand for all materials of a generated warehouse (issue 14): 10,000 materials
 * spread over 40 suppliers and 1,000,000 transaction rows over the last year, bulk-made with SQL
 * (not through the API). The figure is GET /api/Draft/GetUnsavedDraftLines for every supplier at
 * once with a 90-day sales history period (the forecast), every material answered
 * (onlyWithDemand=false): p95 over PURCHASE_DEMAND_RUNS runs (default 20), goal <= 1 s on PGlite.
 * Printed beside it: the query alone (in process, no HTTP), the database's own execution time, the
 * JSON and compression of the answer, and the query as it was before (a row per material), all
 * measured in the same run so that the comparison holds on a loaded machine.
 *
 * PURCHASE_DEMAND_MATERIALS and PURCHASE_DEMAND_TRANSACTIONS size it.
 */
const MATERIALS = Number(process.env.PURCHASE_DEMAND_MATERIALS ?? 10_000);
const TRANSACTIONS = Number(process.env.PURCHASE_DEMAND_TRANSACTIONS ?? 1_000_000);
const RUNS = Number(process.env.PURCHASE_DEMAND_RUNS ?? 20);
const SUPPLIERS = 40;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 20 } };

/**
 * The demand query as it was before (one row per material, parsed field by field by PGlite's
 * JavaScript wire parser), kept here only to print the before/after comparison in the same run.
 */
const ROW_PER_MATERIAL_SQL = `${DEMAND_FIGURES_SQL}
     select mats.supplier_id as "supplierId", mats.id as "materialId", mats.item_no as "itemNumber", mats.name as "materialName",
            mats.available_quantity as available, coalesce(ing.q, 0) as ingoing, mats.cost_price as "costPrice",
            mats.minimum_warehouse_quantity as min, mats.maximum_warehouse_quantity as max, coalesce(sold.q, 0) as sold
       from mats left join ing on ing.material_id = mats.id left join sold on sold.material_id = mats.id
      order by mats.item_no`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL; // the goal is on PGlite
  const ts = await startTestServer({ scale: 1 });
  try {
    const db = ts.database.db;
    const bu = (await db.query<{ id: number }>(`select id from business_units where name = 'Demo'`)).rows[0].id;
    const t0 = performance.now();
    await fillDemandWarehouse(db, bu, { materials: MATERIALS, transactions: TRANSACTIONS, suppliers: SUPPLIERS });
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
    const params = [bu, supplierIds, null, null, criteria.historyFrom, criteria.historyTo, true];
    const timed = async (f: () => Promise<unknown>) => {
      const s = performance.now();
      await f();
      return performance.now() - s;
    };
    for (let i = 0; i < 2; i++) await call();
    const http: number[] = [];
    const inProcess: number[] = [];
    const before: number[] = [];
    const execution: number[] = [];
    const stringify: number[] = [];
    const compress: number[] = [];
    let lines = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await call();
      http.push(r.ms);
      lines = r.lines;
      let answer: unknown;
      inProcess.push(await timed(async () => (answer = await supplierDemand(db, bu, criteria))));
      // The same figures as one row per material (the query before this work), for the comparison.
      before.push(await timed(() => db.query(ROW_PER_MATERIAL_SQL, params)));
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off) ${DEMAND_SQL}`, params);
      execution.push(Number(/Execution Time: ([\d.]+)/u.exec(plan.rows.map((p) => p['QUERY PLAN']).join('\n'))?.[1]));
      let json = '';
      stringify.push(await timed(async () => (json = JSON.stringify({ result: answer }))));
      compress.push(await timed(async () => zlib.brotliCompressSync(json, BROTLI)));
    }
    report(
      `Calculated demand for all materials (PGlite; ${counts.m.toLocaleString('en-GB')} materials, ${counts.s} suppliers, ${counts.t.toLocaleString('en-GB')} transaction rows; 90-day forecast; ${RUNS} runs)`,
      {
        'filling the tables ms (not part of the figure)': Math.round(fillMs),
        'lines answered': lines,
        'GET GetUnsavedDraftLines median ms': median(http),
        'GET GetUnsavedDraftLines p95 ms (goal <= 1000)': percentile(http, 95),
        'query alone (in process, one JSON row) median ms': median(inProcess),
        'query alone p95 ms': percentile(inProcess, 95),
        'of which the database executing it (explain analyze, timing off) median ms': median(execution),
        'before: the same query answering a row per material, median ms': median(before),
        'before: p95 ms': percentile(before, 95),
        'JSON.stringify of the answer median ms': median(stringify),
        'brotli (quality 4, as the server) of the answer median ms': median(compress),
      },
    );
  } finally {
    await ts.close();
    if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  }
}
