import { describe, expect, it } from 'vitest';
import { schemasFromBundle, type SchemaBundle } from './load-schemas';
import { pageBundle } from './page-bundle';
import { findGridRoute } from './loaded-schemas';

const index = {
  apiPaths: ['api-paths/a.json'],
  permissions: 'permissions.json',
  menu: 'menu.json',
  grids: ['grids/stocks.json', 'grids/base.json', 'grids/imports.json', 'grids/other.json'],
  dialogs: ['dialogs/d.json'],
};
const files: Record<string, unknown> = {
  'index.json': index,
  'api-paths/a.json': { $schema: '../meta/api-paths.schema.json', paths: { 'A.list': { method: 'GET', path: '/api/A', description: 'The As.', list: 'A' } } },
  'permissions.json': { header: {}, grid: {}, data: {} },
  'grids/stocks.json': { id: 'Stocks', routes: [{ path: 'stocks-page' }], columns: [{ field: 'a' }] },
  'grids/base.json': { id: 'Base', routes: [{ path: 'base-page' }], columns: [{ field: 'b' }] },
  // Extends Base, with routes of its own.
  'grids/imports.json': { id: 'Imports', extends: 'Base', routes: [{ path: 'imports-page' }] },
  'grids/other.json': { id: 'Other', routes: [{ path: 'other-page' }, { path: 'other-second' }], columns: [] },
  'dialogs/d.json': { id: 'd' },
};
const problems = [
  { file: 'grids/other.json', pointer: '/columns', message: 'broken' },
  { file: 'grids/stocks.json', pointer: '/columns/0', message: 'also broken' },
  { file: 'permissions.json', pointer: '', message: 'kept' },
];
const bundle: SchemaBundle = { files, problems, texts: { 'en-GB': { 'Studio.x': 'X' } }, studioStale: ['Other'] };

describe('pageBundle', () => {
  it("holds every file but the other pages' grids, and names every grid page", () => {
    const part = pageBundle(bundle, 'stocks-page');
    expect(Object.keys(part.files).sort()).toEqual(['api-paths/a.json', 'dialogs/d.json', 'grids/stocks.json', 'index.json', 'permissions.json']);
    expect((part.files['index.json'] as typeof index).grids).toEqual(['grids/stocks.json']);
    expect(part.problems).toEqual([problems[1], problems[2]]);
    expect(part.texts).toEqual(bundle.texts);
    expect(part.studioStale).toEqual(['Other']);
    // The path table as the console calls by it, without the words for readers.
    expect(part.files['api-paths/a.json']).toEqual({ paths: { 'A.list': { method: 'GET', path: '/api/A', list: 'A' } } });
    expect(schemasFromBundle(part).paths).toEqual({ 'A.list': { method: 'GET', path: '/api/A', list: 'A' } });
    expect(part.part).toEqual({ page: 'stocks-page', gridRoutes: ['stocks-page', 'base-page', 'imports-page', 'other-page', 'other-second'] });
    // The whole bundle is left as it was.
    expect((bundle.files['index.json'] as typeof index).grids).toHaveLength(4);
  });

  it('keeps the grid an extending grid is laid over, so that the page shows the same grid', () => {
    const part = pageBundle(bundle, 'imports-page');
    expect((part.files['index.json'] as typeof index).grids).toEqual(['grids/base.json', 'grids/imports.json']);
    const fromPart = findGridRoute(schemasFromBundle(part), 'imports-page')?.grid;
    const fromWhole = findGridRoute(schemasFromBundle(bundle), 'imports-page')?.grid;
    expect(fromPart).toEqual(fromWhole);
    expect(fromPart?.columns).toEqual([{ field: 'b' }]);
  });

  it('answers the whole bundle for a page no grid serves (the dashboard, a plugin page, a made-up address)', () => {
    expect(pageBundle(bundle, 'reports')).toBe(bundle);
    expect(pageBundle(bundle, '')).toBe(bundle);
  });
});
