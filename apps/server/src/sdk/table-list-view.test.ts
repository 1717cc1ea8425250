import { describe, expect, it } from 'vitest';
import { defineTableListView, snakeCase } from './table-list-view';

const base = { name: 'Thing', from: 'things t join materials m on m.id = t.material_id', alias: 't', defaultSort: { field: 'id', direction: 'asc' as const } };

describe('defineTableListView', () => {
  it('reads a column of its own table from the field name, another table by its name, and SQL written out', () => {
    const view = defineTableListView({
      ...base,
      fields: {
        id: 'number sortable',
        orderLineNo: 'number',
        materialItemNo: 'm.item_no text sortable',
        total: { sql: 't.a + t.b', type: 'number' },
      },
    });
    expect(view.businessUnit).toBe('t.business_unit_id');
    expect(view.id).toBe('t.id');
    expect(view.fields).toEqual({
      id: { sql: 't.id', type: 'number', sortable: true },
      orderLineNo: { sql: 't.order_line_no', type: 'number' },
      materialItemNo: { sql: 'm.item_no', type: 'text', sortable: true },
      total: { sql: 't.a + t.b', type: 'number' },
    });
    // Field order is the published order of the list's contract.
    expect(Object.keys(view.fields)).toEqual(['id', 'orderLineNo', 'materialItemNo', 'total']);
    expect('sortable' in view.fields.orderLineNo).toBe(false);
  });

  it('takes a filter`s SQL and type from the field it names', () => {
    const view = defineTableListView({
      ...base,
      fields: { id: 'number sortable', createdAt: 'datetime', materialItemNo: 'm.item_no text' },
      filters: { materialItemNo: 'contains', fromDate: 'createdAt gte', reserved: { sql: '(t.reserved > 0)', op: 'bool', type: 'boolean' } },
    });
    expect(view.filters).toEqual({
      materialItemNo: { sql: 'm.item_no', op: 'contains', type: 'text' },
      fromDate: { sql: 't.created_at', op: 'gte', type: 'datetime' },
      reserved: { sql: '(t.reserved > 0)', op: 'bool', type: 'boolean' },
    });
  });

  it('refuses a field or filter it cannot read, naming it', () => {
    // @ts-expect-error: not a field type
    expect(() => defineTableListView({ ...base, fields: { id: 'number', x: 'texty' } })).toThrow('Thing.x: "texty"');
    // SQL other than a column is written out as a ListField (the type lets it pass; the definition does not).
    expect(() => defineTableListView({ ...base, fields: { id: 'number', x: 'lower(m.name) text' } })).toThrow('Thing.x');
    expect(() => defineTableListView({ ...base, fields: { id: 'number' }, filters: { name: 'contains' } })).toThrow('filter name "contains"');
    expect(() => defineTableListView({ ...base, fields: { id: 'number' }, filters: { from: 'createdAt gte' } })).toThrow('filter from');
    // @ts-expect-error: not an operator
    expect(() => defineTableListView({ ...base, fields: { id: 'number' }, filters: { id: 'like' } })).toThrow('filter id');
    // The checks of defineListView still run.
    expect(() => defineTableListView({ ...base, fields: { name: 'text' } })).toThrow('default sort field "id"');
  });

  it('spells a camel-case field name in snake case', () => {
    expect(snakeCase('orderLineNo')).toBe('order_line_no');
    expect(snakeCase('state')).toBe('state');
  });
});
