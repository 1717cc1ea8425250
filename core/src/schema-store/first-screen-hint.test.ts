import { describe, expect, it } from 'vitest';
import type { GridSchema } from '../schema';
import { firstScreenHint, hintForCaller, type KnownCaller } from './first-screen-hint';
import type { LoadedSchemas } from './loaded-schemas';

function schemas(grid: Partial<GridSchema>, broken = false): LoadedSchemas {
  const full = {
    id: 'Stock',
    title: 't',
    rowId: 'id',
    columns: [],
    routes: [{ path: 'stocks-page', paging: 'client' }],
    dataSource: { api: 'Stock.description' },
    ...grid,
  } as unknown as GridSchema;
  return {
    paths: { 'Stock.description': { method: 'GET', path: '/api/Stock/description' }, 'Stock.one': { method: 'GET', path: '/api/Stock/{id}' } },
    permissions: {} as LoadedSchemas['permissions'],
    grids: [{ file: 'grids/stocks.json', grid: full, problems: broken ? [{ file: 'grids/stocks.json', pointer: '', message: 'broken' }] : [] }],
    dialogs: new Map(),
    dialogProblems: new Map(),
    problems: [],
  };
}

describe('first-screen hint', () => {
  it("names a classic grid page's whole-list call, its fixed query and its view owner", () => {
    expect(firstScreenHint(schemas({}), '/stocks-page/')).toEqual({
      page: 'stocks-page',
      gridId: 'Stock',
      rows: { method: 'GET', path: '/api/Stock/description', query: {} },
      viewOwner: 'Stock',
    });
    const withQuery = schemas({
      dataSource: { api: 'Stock.description', query: { kind: 'Import', none: null } },
      routes: [{ path: 'stocks-page', paging: 'client', viewName: 'StockSsp' }],
    });
    expect(firstScreenHint(withQuery, '/stocks-page')).toMatchObject({ rows: { query: { kind: 'Import', none: null } }, viewOwner: 'StockSsp' });
    // Hidden filters and filters without a value of their own leave the first call as it is.
    const filters = [
      { name: 'a', type: 'text' },
      { name: 'b', type: 'text', hidden: true, value: 'x' },
    ] as GridSchema['filters'];
    expect(firstScreenHint(schemas({ filters }), '/stocks-page')).toBeDefined();
  });

  it('gives none where the first call is not known from the schemas alone', () => {
    expect(firstScreenHint(schemas({}), '/')).toBeUndefined();
    expect(firstScreenHint(schemas({}), '/materials-page')).toBeUndefined();
    expect(firstScreenHint(schemas({}, true), '/stocks-page')).toBeUndefined();
    expect(firstScreenHint(schemas({ routes: [{ path: 'stocks-page', paging: 'server' }] }), '/stocks-page')).toBeUndefined();
    expect(firstScreenHint(schemas({ dataSource: { api: 'Stock.unknown' } }), '/stocks-page')).toBeUndefined();
    expect(firstScreenHint(schemas({ dataSource: { api: 'Stock.one', params: { id: 1 } } }), '/stocks-page')).toBeUndefined();
    expect(firstScreenHint(schemas({ dataSource: { api: 'Stock.description', query: { from: '$today-7' } } }), '/stocks-page')).toBeUndefined();
    expect(firstScreenHint(schemas({ dataSource: { api: 'Stock.description', query: { nested: { id: '$row.id' } } } }), '/stocks-page')).toBeUndefined();
    expect(firstScreenHint(schemas({ filters: [{ name: 'a', type: 'text', value: 'x' }] as GridSchema['filters'] }), '/stocks-page')).toBeUndefined();
  });

  it("asks a list route for the fields the grid reads, as the grid page's rows call does", () => {
    const listed = schemas({ columns: [{ field: 'quantity', label: 'q', type: 'number' }] as GridSchema['columns'] });
    listed.paths['Stock.description'] = { method: 'GET', path: '/api/Stock/description', list: 'Stock' };
    expect(firstScreenHint(listed, '/stocks-page')?.rows.query).toEqual({ fields: 'id,quantity' });
  });
});

describe("the first-screen hint and the caller's last-known permissions", () => {
  const guarded = schemas({ permission: 'header/settings/users', routes: [{ path: 'stocks-page', paging: 'client', feature: 'Stocks' }] } as Partial<GridSchema>);
  const hint = firstScreenHint(guarded, '/stocks-page')!;
  const picker: KnownCaller = { roles: [{ name: 'PickerRole' }], features: ['Stocks'], permissions: { header: { users: false }, grid: {}, data: {} } };

  it("names what the page needs to be read: the grid's permission and the route's feature", () => {
    expect(hint).toMatchObject({ permission: 'header/settings/users', feature: 'Stocks' });
  });

  it('is dropped for a caller whose last-known permissions or features refuse the page, so no early rows call is made', () => {
    expect(hintForCaller(hint, picker)).toBeUndefined();
    expect(hintForCaller(hint, { ...picker, features: [] })).toBeUndefined();
    // A key the kept permissions do not name: only administrators hold it, as the route guard says.
    expect(hintForCaller(hint, { ...picker, permissions: { header: {} } })).toBeUndefined();
    expect(hintForCaller(hint, { ...picker, roles: [{ name: 'AdminRole' }], permissions: { header: {} } })).toBe(hint);
  });

  it('stands for a caller who may read the page, and where nothing was kept yet (the server still refuses)', () => {
    expect(hintForCaller(hint, { ...picker, permissions: { header: { users: true } } })).toBe(hint);
    expect(hintForCaller(hint, { ...picker, permissions: undefined })).toBe(hint);
    const open = firstScreenHint(schemas({}), '/stocks-page');
    expect(hintForCaller(open, { ...picker, features: [] })).toBe(open);
    expect(hintForCaller(undefined, picker)).toBeUndefined();
  });
});
