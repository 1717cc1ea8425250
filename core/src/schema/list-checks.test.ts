import { describe, expect, it } from 'vitest';
import { operatorsFor, parseFieldFilterParam } from './list-operators';
import { lines, schemaFixture, validateFixture, type Files } from './testing/fixture';

async function found(files: Files): Promise<string[]> {
  const set = await validateFixture(files);
  return set.report.issues.map((i) => `[${i.rule}] ${lines([i])[0]}`);
}

/** The fixture with the contract of the list its grid reads, as `cockpit gen lists` writes it. */
function withContract(): Files {
  const files = schemaFixture();
  files['index.json'].lists = ['lists/OutgoingOrder.json'];
  files['lists/OutgoingOrder.json'] = {
    $schema: '../meta/list.schema.json',
    name: 'OutgoingOrder',
    description: 'Generated.',
    path: '/api/OutgoingOrder/list',
    liveView: 'OutgoingOrder',
    paging: ['client', 'server'],
    defaultSort: { field: 'id', direction: 'desc' },
    fields: {
      id: { type: 'number', sortable: true, operators: operatorsFor('number') },
      state: { type: 'text', sortable: false, operators: operatorsFor('text') },
      orderNo: { type: 'text', sortable: true, operators: operatorsFor('text') },
      urgent: { type: 'boolean', sortable: false, operators: operatorsFor('boolean') },
    },
    filters: { state: { type: 'text', operator: 'in', field: 'state' } },
    fieldFilters: true,
    parameters: {},
  };
  return files;
}

describe('grids against the list contracts', () => {
  it('the fixture with its contract has no issue; contracts are validated against their meta-schema', async () => {
    expect(await found(withContract())).toEqual([]);
    const files = withContract();
    files['lists/OutgoingOrder.json'].paging = ['pages'];
    expect(await found(files)).toEqual(['[enum] lists/OutgoingOrder.json#/paging/0: must be one of client, server; got "pages"']);
  });

  it('a field the grid reads besides its columns (row id, an action) that the list does not have: its rows call would be refused', async () => {
    const files = withContract();
    files['grids/orders.json'].rowId = 'uid';
    // A plugin renderer gets whole rows (no projection, nothing to check): the grid without it.
    for (const c of files['grids/orders.json'].columns) delete c.renderer;
    expect(await found(files)).toEqual([
      '[unknown-list-field] grids/orders.json#/rowId: the grid reads "uid" from its rows, which is not a field of the list OutgoingOrder (lists/OutgoingOrder.json): the rows call asking for it would be refused (did you mean "id"?)',
    ]);
  });

  it('an unknown column field, with "did you mean"', async () => {
    const files = withContract();
    files['grids/orders.json'].columns.push({ field: 'ordreNo', label: 'Orders.columns.id', type: 'text' });
    expect(await found(files)).toEqual([
      '[unknown-list-field] grids/orders.json#/columns/2/field: "ordreNo" is not a field of the list OutgoingOrder (lists/OutgoingOrder.json), so the column stays empty (did you mean "orderNo"?)',
    ]);
  });

  it('an unknown filter; a published field is a filter without server code, with the operators of its type', async () => {
    const files = withContract();
    const filters = files['grids/orders.json'].filters;
    filters.push({ name: 'orderNo', label: 'Orders.columns.id', type: 'text' });
    filters.push({ name: 'urgent', label: 'Orders.columns.id', type: 'checkbox', queryName: 'urgent[!=]' });
    expect(await found(files)).toEqual([]);
    filters.push({ name: 'ordreNumber', label: 'Orders.columns.id', type: 'text' });
    filters.push({ name: 'late', label: 'Orders.columns.id', type: 'checkbox', queryName: 'urgent[contain]' });
    files['grids/orders.json'].dataSource.query = { sate: 'Started' };
    expect(await found(files)).toEqual([
      '[unknown-list-filter] grids/orders.json#/dataSource/query/sate: "sate" is not a filter of the list OutgoingOrder (lists/OutgoingOrder.json), nor a field of it (filtered as <field> or <field>[<operator>]) (did you mean "state"?)',
      '[unknown-list-filter] grids/orders.json#/filters/3/name: "ordreNumber" is not a filter of the list OutgoingOrder (lists/OutgoingOrder.json), nor a field of it (filtered as <field> or <field>[<operator>])',
      '[unknown-list-filter] grids/orders.json#/filters/4/queryName: filter "urgent[contain]" compares the boolean field "urgent" with "contain", which the list OutgoingOrder (lists/OutgoingOrder.json) does not take: use one of =, !=, <>',
    ]);
  });

  it('a date range is checked under the two names it is sent as', async () => {
    const files = withContract();
    files['grids/orders.json'].filters.push({ name: 'created', label: 'Orders.columns.id', type: 'dateRange', queryNames: { from: 'id[>=]', to: 'createdAt[<=]' } });
    expect(await found(files)).toEqual([
      '[unknown-list-filter] grids/orders.json#/filters/1/queryNames/to: "createdAt[<=]" is not a filter of the list OutgoingOrder (lists/OutgoingOrder.json), nor a field of it (filtered as <field> or <field>[<operator>])',
    ]);
  });

  it('a fixed query key alone, which live rows compare with =, on a filter the list compares otherwise', async () => {
    const files = withContract();
    files['grids/orders.json'].dataSource.query = { state: 'Open', 'orderNo[=]': 'SO-1', 'id[>]': 0 };
    expect(await found(files)).toEqual([]);
    files['grids/orders.json'].dataSource.query = { orderNo: 'SO-1' };
    expect(await found(files)).toEqual([
      '[live-filter-operator] grids/orders.json#/dataSource/query/orderNo: the list OutgoingOrder (lists/OutgoingOrder.json) filters "orderNo" with contain, but a fixed query key alone is compared with = on rows that arrive live: write "orderNo[contain]"',
    ]);
  });

  it('a date range compared live whose ends the list does not include, and a live row field on a dotted path', async () => {
    const files = withContract();
    const filters = files['grids/orders.json'].filters;
    filters.push({ name: 'ids', label: 'Orders.columns.id', type: 'dateRange', dxPropName: 'id', queryNames: { from: 'id[>]', to: 'id[<=]' } });
    filters.push({ name: 'no', label: 'Orders.columns.id', type: 'text', queryName: 'orderNo', dxPropName: 'orderNo.text', dxSelector: 'contain' });
    // A select is not compared live: its dxPropName is not looked at.
    filters.push({
      name: 'st',
      label: 'Orders.columns.id',
      type: 'select',
      dxPropName: 'nowhere',
      queryName: 'state',
      options: { call: 'OutgoingOrder.list', value: 'id', label: 'orderNo' },
    });
    expect(await found(files)).toEqual([
      '[live-filter-operator] grids/orders.json#/filters/1/queryNames/from: the list OutgoingOrder (lists/OutgoingOrder.json) filters "id[>]" with >, but a date range compares its start with >=, so a row that arrives live is shown or left out otherwise than on reload',
    ]);
  });

  it("a wrong liveView, and a grid id that is not the list's live view", async () => {
    const files = withContract();
    files['grids/orders.json'].liveView = 'OutgoingOrders';
    expect(await found(files)).toEqual([
      '[wrong-live-view] grids/orders.json#/liveView: listens for live updates under "OutgoingOrders", but the list OutgoingOrder (lists/OutgoingOrder.json) that "OutgoingOrder.list" reads publishes them under "OutgoingOrder"',
    ]);
  });

  it('paging the list does not offer, and sorting a server page by a field the server cannot sort by', async () => {
    const files = withContract();
    files['lists/OutgoingOrder.json'].paging = ['server'];
    expect(await found(files)).toEqual([
      '[unsupported-paging] grids/orders.json#/routes/0/paging: the list OutgoingOrder (lists/OutgoingOrder.json) is paged server only, not client',
    ]);
    files['grids/orders.json'].routes[0].paging = 'server';
    files['grids/orders.json'].columns[1].sortable = true;
    expect(await found(files)).toEqual([
      '[unsortable-list-field] grids/orders.json#/columns/1/sortable: the server cannot sort the list OutgoingOrder (lists/OutgoingOrder.json) by "state" (the page would answer 400): leave sortable out on a server-paged grid',
    ]);
  });

  it('a grid that reads no published list: only a live view no list publishes is worth a warning', async () => {
    const files = withContract();
    files['lists/OutgoingOrder.json'].path = '/api/OutgoingOrder/other';
    files['grids/orders.json'].columns.push({ field: 'anything', label: 'Orders.columns.id', type: 'text' });
    expect(await found(files)).toEqual([]);
    files['grids/orders.json'].liveView = 'OutgoingOrdr';
    const set = await validateFixture(files);
    expect(set.report.ok).toBe(true);
    expect(lines(set.report.issues)).toEqual(['grids/orders.json#/liveView: no published list sends live updates under "OutgoingOrdr" (did you mean "OutgoingOrder"?)']);
  });

  it('without contracts (the console does not load them) nothing is checked against them', async () => {
    const files = withContract();
    files['grids/orders.json'].columns.push({ field: 'ordreNo', label: 'Orders.columns.id', type: 'text' });
    delete files['lists/OutgoingOrder.json'];
    expect((await found(files)).filter((l) => !l.startsWith('[missing-file]'))).toEqual([]);
  });

  it('a contract file missing from index.json "lists" is reported', async () => {
    const files = withContract();
    files['index.json'].lists = [];
    expect(await found(files)).toEqual(['[unlisted-file] lists/OutgoingOrder.json#: is not listed in index.json "lists", so no grid is checked against it']);
  });
});

describe('field filter parameters', () => {
  it('parses <field> and <field>[<operator>]', () => {
    expect(parseFieldFilterParam('itemNo')).toEqual({ field: 'itemNo' });
    expect(parseFieldFilterParam('httpStatus[>=]')).toEqual({ field: 'httpStatus', operator: '>=' });
    expect(parseFieldFilterParam('value[]')).toEqual({ field: 'value', operator: '' });
    expect(parseFieldFilterParam('a.b')).toBeUndefined();
    expect(parseFieldFilterParam('x[=]y')).toBeUndefined();
  });

  it('operators by field type', () => {
    expect(operatorsFor('boolean')).toEqual(['=', '!=', '<>']);
    expect(operatorsFor('number')).not.toContain('contain');
    expect(operatorsFor('text')).toContain('contain');
  });
});
