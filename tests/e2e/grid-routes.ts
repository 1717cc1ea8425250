import path from 'node:path';
import { layeredSchemas } from '@cockpit/core/schema/node';

/**
 * Every grid page of the console (for the axe tour and the screenshot tour), derived from the
 * schemas the server serves (the host's and the plugins' plugins/<folder>/schemas/): each grid's
 * first route, so that a new grid joins the tours without a change here. What is left out, or
 * added, is said below with its reason.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Grids the tours do not open, by id: their rows come from a criteria page, or no demo user holds their permission by default. */
const NOT_TOURED: Record<string, string> = {
  MaterialTransactionReport: 'rows of the criteria page',
  MaterialSummaryReport: 'rows of the criteria page',
  StockValueReport: 'rows of the criteria page',
  SlowMovingMaterialsReport: 'rows of the criteria page',
  EmployeeEfficiencyReport: 'rows of the criteria page',
  IntegrationMonitor: 'header/settings/integration_monitor is off by default',
};

/** Further routes of a grid worth a look (server-paged variants with toolbars of their own). */
const ALSO_TOURED = ['maintenance-es-page', 'materials-es-page', 'draft-es-page'];

/** A route opened with a query, so that the page shows rows at once. */
const QUERIES: Record<string, string> = { 'outgoing-order-lines-page': '?state=ReadyForPick' };

function gridRoutes(): string[] {
  const schemas = layeredSchemas(path.join(ROOT, 'schemas'), path.join(ROOT, 'plugins'));
  const index = schemas.read('index.json') as { grids?: string[] };
  const routes: string[] = [];
  for (const file of index.grids ?? []) {
    const grid = schemas.read(file) as { id: string; routes: Array<{ path: string }> };
    if (grid.id in NOT_TOURED) continue;
    for (const route of grid.routes) {
      if (route === grid.routes[0] || ALSO_TOURED.includes(route.path)) routes.push(`${route.path}${QUERIES[route.path] ?? ''}`);
    }
  }
  return routes;
}

export const GRID_ROUTES = gridRoutes();
