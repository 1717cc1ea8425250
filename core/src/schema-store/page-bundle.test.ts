import { describe, expect, it } from 'vitest';
import { schemasFromBundle, type SchemaBundle } from './load-schemas';
import { pageBundle } from './page-bundle';
import { findGridRoute } from './loaded-schemas';

const index = {
  apiPaths: ['api-paths/a.json'],
  permissions: 'permissions.json',
  menu: 'menu.json',
  grids: ['grids/stocks.json', 'grids/base.json', 'grids/imports.json', 'grids/other.json'],
  dialogs: ['dialogs/d.json', 'dialogs/form.json', 'dialogs/other.json', 'dialogs/unnamed.json'],
};
const files: Record<string, unknown> = {
  'index.json': index,
  'api-paths/a.json': { $schema: '../meta/api-paths.schema.json', paths: { 'A.list': { method: 'GET', path: '/api/A', description: 'The As.', list: 'A' } } },
  'permissions.json': { header: {}, grid: {}, data: {} },
  'grids/stocks.json': { id: 'Stocks', routes: [{ path: 'stocks-page' }], columns: [{ field: 'a' }], actions: [{ id: 'gain', dialog: 'd' }] },
  'grids/base.json': { id: 'Base', routes: [{ path: 'base-page' }], columns: [{ field: 'b' }] },
  // Extends Base, with routes of its own.
  'grids/imports.json': { id: 'Imports', extends: 'Base', routes: [{ path: 'imports-page' }] },
  'grids/other.json': { id: 'Other', routes: [{ path: 'other-page' }, { path: 'other-second' }], columns: [], actions: [{ id: 'x', dialog: 'other' }] },
  // Named by the Stocks grid's action; it names a form of its own.
  'dialogs/d.json': { id: 'd', widgets: [{ form: 'form' }] },
  // Named by its file (no id of its own).
  'dialogs/form.json': { title: 'Form' },
  'dialogs/other.json': { id: 'other' },
  'dialogs/unnamed.json': { id: 'unnamed' },
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
    expect(Object.keys(part.files).sort()).toEqual(['api-paths/a.json', 'dialogs/d.json', 'dialogs/form.json', 'grids/stocks.json', 'index.json', 'permissions.json']);
    expect((part.files['index.json'] as typeof index).grids).toEqual(['grids/stocks.json']);
    // Only the dialogs the page's grids name, and those they name: the others come with the whole bundle.
    expect((part.files['index.json'] as typeof index).dialogs).toEqual(['dialogs/d.json', 'dialogs/form.json']);
    expect([...schemasFromBundle(part).dialogs.keys()].sort()).toEqual(['d', 'form']);
    expect(part.problems).toEqual([problems[1], problems[2]]);
    expect(part.texts).toEqual(bundle.texts);
    expect(part.studioStale).toEqual(['Other']);
    // The path table as the console calls by it, without the words for readers.
    expect(part.files['api-paths/a.json']).toEqual({ paths: { 'A.list': { method: 'GET', path: '/api/A', list: 'A' } } });
    expect(schemasFromBundle(part).paths).toEqual({ 'A.list': { method: 'GET', path: '/api/A', list: 'A' } });
    expect(part.part).toEqual({ page: 'stocks-page', gridRoutes: ['stocks-page', 'base-page', 'imports-page', 'other-page', 'other-second'] });
    // The whole bundle is left as it was.
    expect((bundle.files['index.json'] as typeof index).grids).toHaveLength(4);
    expect((bundle.files['index.json'] as typeof index).dialogs).toHaveLength(4);
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
