import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ListView } from '../lists/list-view';

/**
 * A grid listens on the hub under its schema's liveView (default: its id); the server publishes
 * under its list views' names. A name that matches no list view is a grid that never updates.
 */
const SCHEMAS = path.resolve(import.meta.dirname, '../../../../schemas/grids');

/** Areas the console already has grids for but the server does not store yet (their lists answer empty). */
const NOT_BUILT = new Set(['Draft', 'SalesOrderDraft']);

const listViewNames = new Set(
  Object.values(import.meta.glob<Record<string, unknown>>('../areas/*/list-view.ts', { eager: true }))
    .flatMap((module) => Object.values(module))
    .filter((value): value is ListView => Boolean(value && typeof value === 'object' && 'name' in value && 'from' in value && 'fields' in value))
    .map((view) => view.name),
);

interface GridFile {
  id: string;
  liveView?: string;
  detail?: { liveView?: string; dataSource?: unknown };
}

const grids = fs
  .readdirSync(SCHEMAS)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, grid: JSON.parse(fs.readFileSync(path.join(SCHEMAS, f), 'utf8')) as GridFile }));

describe('live view names of the grids', () => {
  it('finds the list views and the grids', () => {
    expect(listViewNames.has('Stock')).toBe(true);
    expect(listViewNames.has('IntegrationData')).toBe(true);
    expect(grids.length).toBeGreaterThan(10);
  });

  it.each(grids)('$file listens under a view name the server publishes', ({ grid }) => {
    const names = [grid.liveView ?? grid.id, ...(grid.detail?.liveView ? [grid.detail.liveView] : [])];
    for (const name of names) {
      if (NOT_BUILT.has(name)) continue;
      expect(listViewNames, `${grid.id} listens under "${name}"`).toContain(name);
    }
  });
});
