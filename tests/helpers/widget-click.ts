import { fileURLToPath } from 'node:url';
import { layeredSchemas } from '@cockpit/core/schema/node';
import { expect } from 'vitest';
import type { PageFilter } from '../../core/src/grid/schema-types';
import { toQueryString } from '../../core/src/api/query-string';
import { filtersToQuery } from '../../core/src/grid/filters/filter-query';
import { filterValuesFromUrl } from '../../core/src/grid/filters/url-filters';
import { widgetAddress } from '../../plugins/dashboard/src/widget-navigation';
import type { WidgetFilter } from '../../plugins/dashboard/src/widget-data';
import type { TestApi } from './api-client';

// Read as the server reads them: the host's schemas with the plugins' (their path tables) over them.
const schemas = layeredSchemas(fileURLToPath(new URL('../../schemas/', import.meta.url)), fileURLToPath(new URL('../../plugins/', import.meta.url)));
const json = (file: string) => schemas.read(file) as ReturnType<typeof JSON.parse>;

interface GridFile {
  routes: { path: string }[];
  dataSource: { api: string; query?: Record<string, string> };
  filters?: PageFilter[];
}

/** The grid a page name opens and the GET path of its list (schemas/index.json, the api-path tables). */
function gridOf(pageName: string): { grid: GridFile; path: string } {
  const index = json('index.json') as { grids: string[]; apiPaths: string[] };
  const grid = index.grids.map((g) => json(g) as GridFile).find((g) => g.routes.some((r) => r.path === pageName));
  if (!grid) throw new Error(`No grid has the route ${pageName}`);
  const paths = Object.assign({}, ...index.apiPaths.map((p) => (json(p) as { paths: Record<string, { path: string }> }).paths));
  return { grid, path: paths[grid.dataSource.api].path };
}

/**
 * What a click on a dashboard widget shows, computed the way the console does it: the plugin's
 * address for the widget (plugins/dashboard widget-navigation), the grid page reading its filters
 * from the address (core url-filters), the filter bar's query (core filter-query), then the grid's
 * list on the server, whose totalCount is the pager's "of N".
 */
export async function gridCountOfClick(api: TestApi, widget: { pageName: string | null; filters: WidgetFilter[]; disabledNavigation: boolean }): Promise<number> {
  const { grid, path } = gridOf(widget.pageName!);
  const address = widgetAddress(widget, grid.filters);
  expect(address, `a click on a widget opening ${widget.pageName}`).toBeDefined();
  const url = new URL(address!, 'http://console');
  const query = { ...grid.dataSource.query, ...filtersToQuery(grid.filters ?? [], filterValuesFromUrl(grid.filters ?? [], url.searchParams)), skip: 0, take: 1 };
  const res = await api.get(path + toQueryString(query));
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.result.totalCount as number;
}
