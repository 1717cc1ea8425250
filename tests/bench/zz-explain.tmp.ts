import { createTestDatabase } from '/work/wt/dashboard/tests/helpers/test-database';
import { addDashboardWarehouse } from '/work/wt/dashboard/tests/bench/dashboard-warehouse';
import { SERVER_WIDGETS } from '/work/wt/dashboard/apps/server/src/areas/dashboard/widget-catalogue';
import { dayBoundaries } from '/work/wt/dashboard/apps/server/src/areas/dashboard/day-boundaries';
const d = await createTestDatabase(1);
const made = await addDashboardWarehouse(d.db, 'Demo', Number(process.env.N ?? 10000), 10);
console.log(made);
const bu = (await d.db.query<{ id: number }>(`select id from business_units where name='Demo'`)).rows[0].id;
const day = await dayBoundaries(d.db, new Date(), 'Europe/Berlin');
const orig = d.db.query.bind(d.db);
for (const w of SERVER_WIDGETS) {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await w.figure(d.db, bu, day);
    if (i === 2) console.log(w.type, (performance.now() - t0).toFixed(1));
  }
}
(d.db as any).query = async (sql: string, params: unknown[]) => {
  const r = await orig('explain (analyze, buffers off, timing off) ' + sql, params);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  return orig(sql, params);
};
for (const w of SERVER_WIDGETS) { console.log('==', w.type); await w.figure(d.db, bu, day); }
await d.drop();
process.exit(0);
