export {};

/**
 * npm run bench [name ...]: runs the benchmarks and prints their figures with the machine's
 * conditions. Each file exports run(); with names, only those run.
 */
const benches: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  'server-start': () => import('./server-start'),
  'sign-in': () => import('./sign-in'),
  'password-hash-cost': () => import('./password-hash-cost'),
  'grid-first-render': () => import('./grid-first-render'),
  'js-shipped': () => import('./js-shipped'),
  'first-screen-waterfall': () => import('./first-screen-waterfall'),
  'first-screen-profile': () => import('./first-screen-profile'),
  'first-rows-timeline': () => import('./first-rows-timeline'),
  'first-screen-calls': () => import('./first-screen-calls'),
  'stock-paging': () => import('./stock-paging'),
  'warehouse-actions': () => import('./warehouse-actions'),
  'write-queue': () => import('./write-queue'),
  hub: () => import('./hub').then((m) => ({ run: async () => void (await m.run()) })),
  'live-streaming': () => import('./live-streaming'),
  'server-throughput': () => import('./server-throughput'),
  'route-table-throughput': () => import('./route-table-throughput'),
  dashboard: () => import('./dashboard'),
  sales: () => import('./sales'),
  'purchase-demand': () => import('./purchase-demand'),
  reports: () => import('./reports'),
  'import-zip-bomb': () => import('./import-zip-bomb'),
};

const wanted = process.argv.slice(2);
for (const name of wanted) if (!benches[name]) throw new Error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
for (const [name, load] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const t0 = performance.now();
  await (await load()).run();
  console.log(`   (${name} took ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
process.exit(0);
