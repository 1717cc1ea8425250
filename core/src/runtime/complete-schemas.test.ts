import { describe, expect, it } from 'vitest';
import { pageBundle } from '../schema-store/page-bundle';
import { schemasFromBundle, type SchemaBundle } from '../schema-store/load-schemas';
import { mergeWhole } from './complete-schemas';

const index = { apiPaths: [], permissions: 'permissions.json', menu: 'menu.json', grids: ['grids/stocks.json', 'grids/other.json'], dialogs: [] };
const files: Record<string, unknown> = {
  'index.json': index,
  'permissions.json': { header: {}, grid: {}, data: {} },
  'grids/stocks.json': { id: 'Stocks', routes: [{ path: 'stocks-page' }], columns: [{ field: 'a' }] },
  'grids/other.json': { id: 'Other', routes: [{ path: 'other-page' }], columns: [] },
};
const bundle: SchemaBundle = { files, problems: [] };

describe('mergeWhole', () => {
  it('loads as schemas that say they are a part, and the whole keeps the open grid object', () => {
    const part = schemasFromBundle(pageBundle(bundle, 'stocks-page'));
    expect(part.part?.page).toBe('stocks-page');
    expect(part.grids.map((g) => g.file)).toEqual(['grids/stocks.json']);
    const whole = mergeWhole(part, schemasFromBundle(bundle));
    expect(whole.part).toBeUndefined();
    expect(whole.grids.map((g) => g.file)).toEqual(index.grids);
    expect(whole.grids[0]).toBe(part.grids[0]);
    // A grid changed since the part was read is the whole bundle's.
    const changed = schemasFromBundle({ ...bundle, files: { ...files, 'grids/stocks.json': { id: 'Stocks', routes: [{ path: 'stocks-page' }], columns: [] } } });
    expect(mergeWhole(part, changed).grids[0]).toBe(changed.grids[0]);
  });
});
