import { describe, expect, it } from 'vitest';
import { schemasFromBundle } from '../schema-store/load-schemas';
import { extendGrid, resolveGridExtends } from './grid-extends';
import { lines, schemaFixture, validateFixture, type Files } from './testing/fixture';

const base = {
  id: 'Base',
  title: 'Orders.title',
  routes: [{ path: 'base', paging: 'client' }],
  dataSource: { api: 'OutgoingOrder.list', query: { kind: 'A', state: 'Started' } },
  columns: [
    { field: 'id', label: 'Orders.columns.id', type: 'number' },
    { field: 'state', label: 'Orders.columns.state', type: 'text', hidden: true },
  ],
  filters: [{ name: 'state', type: 'text' }],
  exports: { csv: true, fileName: 'base' },
};

describe('a grid that extends another', () => {
  it('objects merge by property (null removes), columns by field, other lists replace', () => {
    const own = {
      extends: 'Base',
      id: 'Child',
      routes: [{ path: 'child', paging: 'server' }],
      dataSource: { query: { kind: 'B', state: null } },
      columns: [
        { field: 'state', hidden: false },
        { field: 'note', label: 'Orders.columns.id', type: 'text' },
        { field: 'id', $remove: true },
      ],
      exports: { fileName: 'child' },
    };
    expect(extendGrid(base, own)).toEqual({
      id: 'Child',
      title: 'Orders.title',
      routes: [{ path: 'child', paging: 'server' }],
      dataSource: { api: 'OutgoingOrder.list', query: { kind: 'B' } },
      columns: [
        { field: 'state', label: 'Orders.columns.state', type: 'text', hidden: false },
        { field: 'note', label: 'Orders.columns.id', type: 'text' },
      ],
      filters: [{ name: 'state', type: 'text' }],
      exports: { csv: true, fileName: 'child' },
    });
    // The base is left as it was.
    expect(base.columns).toHaveLength(2);
    expect(base.dataSource.query.state).toBe('Started');
  });

  it('chains resolve; an unknown base and a cycle are issues on the extending file', () => {
    const files = new Map<string, unknown>([
      ['grids/base.json', base],
      ['grids/mid.json', { extends: 'Base', id: 'Mid', title: 'Orders.board' }],
      ['grids/top.json', { extends: 'Mid', id: 'Top' }],
      ['grids/lost.json', { extends: 'Bse', id: 'Lost' }],
      ['grids/a.json', { extends: 'B', id: 'A' }],
      ['grids/b.json', { extends: 'A', id: 'B' }],
    ]);
    const { grids, issues } = resolveGridExtends(files, [...files.keys()]);
    expect(grids.get('grids/top.json')).toMatchObject({ id: 'Top', title: 'Orders.board', routes: base.routes });
    expect(lines(issues)).toEqual([
      'grids/lost.json#/extends: extends "Bse", but no grid listed in index.json has this id (did you mean "Base"?)',
      'grids/b.json#/extends: extends "A", which extends this grid again (grids/a.json → grids/b.json → grids/a.json)',
    ]);
  });
});

function withChild(child: Record<string, unknown>): Files {
  const files = schemaFixture();
  files['index.json'].grids.push('grids/orders-board.json');
  files['grids/orders-board.json'] = {
    $schema: '../meta/grid.schema.json',
    extends: 'OutgoingOrder',
    id: 'OrderBoard',
    routes: [{ path: 'orders-board', paging: 'client' }],
    ...child,
  };
  return files;
}

describe('validating and loading a grid that extends another', () => {
  it('is validated with its base applied; what is wrong in the base is reported once, on the base', async () => {
    expect(lines((await validateFixture(withChild({ title: 'Orders.board' }))).report.issues)).toEqual([]);

    const files = withChild({ title: 'Orders.bord' });
    files['grids/orders.json'].actions[0].dialog = 'cancel-ordr';
    expect(lines((await validateFixture(files)).report.issues)).toEqual([
      'grids/orders.json#/actions/0/dialog: dialog "cancel-ordr" does not exist: no file listed in index.json "dialogs" has this id (did you mean "cancel-order"?)',
      'grids/orders-board.json#/title: translation key "Orders.bord" is missing in en-GB, da-DK (i18n/en-GB/Orders.json, i18n/da-DK/Orders.json) (did you mean "Orders.board"?)',
    ]);
    // Its shape too: the pointer is into the grid as extended.
    const narrow = withChild({ title: 'Orders.board', columns: [{ field: 'state', width: 10 }] });
    expect(lines((await validateFixture(narrow)).report.issues)).toEqual(['grids/orders-board.json#/columns/1/width: must be at least 30; got 10']);
  });

  it('an unknown base is an error of the extending file', async () => {
    const set = await validateFixture(withChild({ extends: 'OutgoingOrders', title: 'Orders.board' }));
    expect(lines(set.report.issues)).toContain(
      'grids/orders-board.json#/extends: extends "OutgoingOrders", but no grid listed in index.json has this id (did you mean "OutgoingOrder"?)',
    );
    expect(set.report.ok).toBe(false);
  });

  it("the console's loader shows it with its base applied", async () => {
    const files = withChild({ title: 'Orders.board', dataSource: { query: { state: 'Started' } } });
    const loaded = schemasFromBundle({ files, problems: [] });
    const board = loaded.grids.find((g) => g.file === 'grids/orders-board.json')?.grid;
    expect(board).toMatchObject({ id: 'OrderBoard', title: 'Orders.board', dataSource: { api: 'OutgoingOrder.list', query: { state: 'Started' } }, rowId: 'id' });
    expect(board?.columns.map((c) => c.field)).toEqual(['id', 'state']);
    expect(board).not.toHaveProperty('extends');
    // The set the validator answers holds the same grid.
    const set = await validateFixture(files);
    expect(set.grids.find((g) => g.id === 'OrderBoard')).toEqual(board);
  });
});
