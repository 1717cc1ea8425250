import { describe, expect, it } from 'vitest';
import { loadSchemas, schemasFromBundle, type SchemaBundle } from './load-schemas';

const index = { apiPaths: ['api-paths/a.json'], permissions: 'permissions.json', menu: 'menu.json', grids: ['grids/good.json', 'grids/broken.json'], dialogs: ['dialogs/d.json'] };
const files: Record<string, unknown> = {
  'index.json': index,
  'api-paths/a.json': { paths: { 'A.list': { method: 'GET', path: '/api/A' } } },
  'permissions.json': { header: {}, grid: { exports: {} }, data: {} },
  'grids/good.json': { id: 'Good', routes: [{ path: 'good-page' }], columns: [] },
  'grids/broken.json': { id: 'Broken', routes: [{ path: 'broken-page' }], columns: [] },
  'dialogs/d.json': { id: 'd' },
};
const brokenGrid = { file: 'grids/broken.json', pointer: '/columns/0/type', message: 'must be one of text, number' };

describe('schemasFromBundle', () => {
  it('builds the same schemas as reading the files one by one and validating them', async () => {
    const bundle: SchemaBundle = { files, problems: [brokenGrid] };
    const fromFiles = await loadSchemas(
      async (file) => files[file],
      () => [brokenGrid],
    );
    expect(schemasFromBundle(bundle)).toEqual(fromFiles);
    const broken = schemasFromBundle(bundle).grids.find((g) => g.file === 'grids/broken.json');
    expect(broken?.problems).toEqual([brokenGrid]);
  });

  it('marks a listed file the server could not read as broken, and fails without an index', () => {
    const { 'dialogs/d.json': _left, ...rest } = files;
    expect(schemasFromBundle({ files: rest, problems: [] }).dialogProblems.get('d')).toEqual([{ file: 'dialogs/d.json', pointer: '', message: 'could not be read' }]);
    expect(() => schemasFromBundle({ files: {}, problems: [{ file: 'index.json', pointer: '', message: 'is not valid JSON' }] })).toThrow('index.json is not valid JSON');
  });
});
