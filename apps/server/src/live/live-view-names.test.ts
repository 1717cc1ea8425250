import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layeredSchemas } from '@cockpit/core/schema/node';
import { tempProject } from '../../../../cli/src/testing/temp-project';
import { isListView } from '../lists/list-contract';
import type { ListView } from '../lists/list-view';

/**
 * A grid listens on the hub under its schema's liveView (default: its id); the server publishes a
 * list's rows under the list view's name. A grid that reads a server list under another name never
 * updates. A grid whose data source is not a server list yet (a new grid from `cockpit new grid`,
 * an area the server does not store) has nothing to listen to, and is left to the validator.
 */
const SCHEMAS = path.resolve(import.meta.dirname, '../../../../schemas');

// The host's list views and those of the plugins' server halves (one list-view.ts, or one per area folder of a plugin of several areas).
const listViews = Object.values(
  import.meta.glob<Record<string, unknown>>(['../areas/*/list-view.ts', '../../../../plugins/*/server/list-view.ts', '../../../../plugins/*/server/*/list-view.ts'], {
    eager: true,
  }),
)
  .flatMap((module) => Object.values(module))
  .filter((value): value is ListView => isListView(value));
const listByPath = new Map(listViews.filter((v) => v.path !== undefined).map((v) => [v.path as string, v]));

interface GridFile {
  id: string;
  liveView?: string;
  dataSource: { api: string };
  detail?: { liveView?: string; dataSource?: { api: string } };
}

/** The grids a schemas folder lists, each with the list view its data source (and detail) reads, if any. */
function gridsOf(schemasDir: string) {
  // The host's schemas with the plugins' beside them (plugins/<folder>/schemas/).
  const schemas = layeredSchemas(schemasDir, path.join(schemasDir, '..', 'plugins'));
  const readJson = <T>(file: string): T => schemas.read(file) as T;
  const index = readJson<{ apiPaths: string[]; grids: string[] }>('index.json');
  const getPaths = new Map<string, string>();
  for (const file of index.apiPaths) {
    for (const [key, entry] of Object.entries(readJson<{ paths: Record<string, { method?: string; path: string }> }>(file).paths)) {
      if ((entry.method ?? 'GET') === 'GET') getPaths.set(key, entry.path);
    }
  }
  const listOf = (api: string | undefined) => (api === undefined ? undefined : listByPath.get(getPaths.get(api) ?? ''));
  return index.grids.map((file) => {
    const grid = readJson<GridFile>(file);
    return { file, grid, list: listOf(grid.dataSource.api), detailList: listOf(grid.detail?.dataSource?.api) };
  });
}

/** "<grid> listens under X but reads Y" for every grid that would never update. */
function mismatches(grids: ReturnType<typeof gridsOf>): string[] {
  return grids.flatMap(({ file, grid, list, detailList }) => [
    ...(list && (grid.liveView ?? grid.id) !== list.name ? [`${file} listens under "${grid.liveView ?? grid.id}" but reads ${list.name}`] : []),
    ...(detailList && grid.detail?.liveView !== undefined && grid.detail.liveView !== detailList.name
      ? [`${file} detail listens under "${grid.detail.liveView}" but reads ${detailList.name}`]
      : []),
  ]);
}

const grids = gridsOf(SCHEMAS);

describe('live view names of the grids', () => {
  it('finds the list views, each with the path it is served at, and the grids', () => {
    expect(listViews.map((v) => v.name)).toEqual(expect.arrayContaining(['Stock', 'IntegrationData', 'CauseCode']));
    expect(listViews.filter((v) => v.path === undefined).map((v) => v.name)).toEqual([]);
    expect(grids.length).toBeGreaterThan(10);
    expect(grids.filter(({ list }) => list).length).toBeGreaterThan(10);
  });

  it.each(grids)('$file listens under the view name of the list it reads', (entry) => {
    expect(mismatches([entry])).toEqual([]);
  });

  it('a grid made by cockpit new grid passes as it is, and so does one made for an existing list', async () => {
    const project = tempProject();
    try {
      expect(await project.run('new', 'grid', 'return-claims')).toBe(0);
      expect(await project.run('new', 'grid', 'cause-code-board', '--api', 'CauseCode.Header')).toBe(0);
      const scaffolded = gridsOf(project.schemasDir).filter(({ file }) => file === 'grids/return-claims.json' || file === 'grids/cause-code-board.json');
      expect(scaffolded.map((g) => g.list?.name)).toEqual([undefined, 'CauseCode']);
      expect(mismatches(scaffolded)).toEqual([]);
      // The check can fail: the same grid under another name.
      expect(mismatches(scaffolded.map((g) => ({ ...g, grid: { ...g.grid, liveView: 'CauseCodes' } })))).toEqual([
        'grids/cause-code-board.json listens under "CauseCodes" but reads CauseCode',
      ]);
    } finally {
      project.remove();
    }
  });
});
