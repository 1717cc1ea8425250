import { describe, expect, it } from 'vitest';
import { refreshableBaseOf } from './list-row-refresh';
import type { ListView } from './list-view';

const view = (from: string, fields: Record<string, string> = {}, extra: Partial<ListView> = {}): ListView =>
  ({
    name: 'T',
    from,
    id: 's.id',
    businessUnit: 's.business_unit_id',
    fields: { id: { sql: 's.id', type: 'number' }, ...Object.fromEntries(Object.entries(fields).map(([k, sql]) => [k, { sql, type: 'number' }])) },
    defaultSort: { field: 'id', direction: 'asc' },
    ...extra,
  }) as unknown as ListView;

describe('which views a kept whole list may be refreshed by rows for', () => {
  it('takes a base table joined to others, with the unit a column of it', () => {
    expect(refreshableBaseOf(view('stocks s left join materials m on m.id = s.material_id', { name: 'm.name' }))).toEqual({
      table: 'stocks',
      alias: 's',
      id: 'id',
      others: ['materials'],
      unit: 'business_unit_id',
    });
  });

  it('refuses one whose rows depend on other rows of the base table or cannot be told', () => {
    // The base table read again in a field: a write to one row changes another's value.
    expect(refreshableBaseOf(view('stocks s', { siblings: '(select s2.quantity from stocks s2 where s2.parent_id = s.id limit 1)' }))).toBeUndefined();
    expect(refreshableBaseOf(view('stocks s', { rank: 'row_number() over (order by s.quantity)' }))).toBeUndefined();
    expect(refreshableBaseOf(view('stocks s', { total: '(select sum(r.quantity) from reservations r where r.stock_id = s.id)' }))).toBeUndefined();
    expect(refreshableBaseOf(view('stocks s join lateral cockpit_things(s.id) t on true'))).toBeUndefined();
    expect(refreshableBaseOf(view('stocks s', {}, { sourceTables: ['stocks'] }))).toBeUndefined();
    // The id is no column of the first table's alias.
    expect(refreshableBaseOf(view('materials m join stocks s on s.material_id = m.id'))).toBeUndefined();
  });
});
