import { describe, expect, it } from 'vitest';
import type { GridSchema } from './generated/grid';
import stocks from '../../../schemas/grids/stocks.json';
import { gridListFields, listFieldsParam, projectRow } from './list-fields';

const grid = (more: Partial<GridSchema>): GridSchema =>
  ({ id: 'G', rowId: 'id', routes: [], dataSource: { api: 'G.description' }, columns: [{ field: 'name', label: 'x', type: 'text' }], ...more }) as GridSchema;

describe('gridListFields', () => {
  it("reads the Stocks grid's columns (hidden ones too) and row id, not the list's other fields", () => {
    const fields = gridListFields(stocks as unknown as GridSchema)!;
    expect(fields).toEqual([...fields].sort());
    for (const c of stocks.columns) expect(fields).toContain(c.field);
    expect(fields).toContain('id');
    expect(fields).not.toContain('materialId');
    expect(fields).not.toContain('createdAt');
    expect(listFieldsParam(fields)).toBe(fields.join(','));
  });

  it('adds the default sort, live filter fields, the detail rows field and the fields actions read', () => {
    const g = grid({
      defaultSort: { field: 'created', direction: 'asc' },
      filters: [{ name: 'f', type: 'text', dxPropName: 'owner.name' }],
      detail: {
        rowsField: 'lines',
        rowId: 'id',
        columns: [],
        actions: [{ id: 'd', label: 'd', selection: 'one', call: { api: 'X', body: { master: '$parent.orderNo', line: '$row.lineNo' } } }],
      },
      actions: [
        { id: 'a', label: 'a', selection: 'many', enabledWhen: { field: 'state', in: [1] }, call: { api: 'X', body: { ids: '$selected.uuid', form: '$form.x', day: '$today' } } },
        { id: 'b', label: 'b', selection: 'one', dialog: 'x', dialogData: { n: '$row.number' } },
      ],
    });
    expect(gridListFields(g)).toEqual(['created', 'id', 'lines', 'name', 'number', 'orderNo', 'owner', 'state', 'uuid']);
  });

  it('asks for every field when code the schema cannot see into gets whole rows', () => {
    expect(gridListFields(grid({ columns: [{ field: 'name', label: 'x', type: 'text', renderer: 'p.cell' }] }))).toBeUndefined();
    expect(gridListFields(grid({ actions: [{ id: 'a', label: 'a', selection: 'one', handler: 'p.open' }] }))).toBeUndefined();
    expect(gridListFields(grid({ actions: [{ id: 'a', label: 'a', selection: 'many', call: { api: 'X', body: { rows: '$rows' } } }] }))).toBeUndefined();
    expect(gridListFields(grid({ actions: [{ id: 'a', label: 'a', selection: 'one', dialogData: '$row' }] }))).toBeUndefined();
    expect(gridListFields(grid({ detail: { rowId: 'id', columns: [], dataSource: { api: 'D', params: { m: '$parent' } } } }))).toBeUndefined();
  });

  it('cuts a row to the fields, leaving a row alone without them', () => {
    const row = { id: 1, name: 'a', secret: 's' };
    expect(projectRow(row, ['id', 'name', 'absent'])).toEqual({ id: 1, name: 'a' });
    expect(projectRow(row, undefined)).toBe(row);
  });
});
