import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalOperator, defaultOperator, filterOperators, liveMatches, operatorSpellings, operatorsFor, sqlCondition, type FilterOperator } from './filter-operators';
import { fieldOperators, isFieldOperator, parseFieldFilterParam } from './list-operators';

const meta = (kind: string) => JSON.parse(fs.readFileSync(new URL(`../../../schemas/meta/${kind}.schema.json`, import.meta.url), 'utf8'));

/** The SQL with its bound values written in, for reading: $1 → 'v'. */
function sql(operator: FilterOperator, type: 'text' | 'number' | 'date' | 'datetime' | 'boolean', values: string[]): string {
  const bound: unknown[] = [];
  const text = sqlCondition(
    { sql: 'c', type, operator },
    values,
    (v) => {
      bound.push(v);
      return `$${bound.length}`;
    },
    (v) => (type === 'number' ? Number(v) : v),
  );
  return text.replace(/\$(\d+)/g, (_, n) => JSON.stringify(bound[Number(n) - 1]));
}

describe('the operator set', () => {
  it('has one spelling per operator, and <> for !=', () => {
    expect(filterOperators).toEqual(['=', '!=', '<', '>', '<=', '>=', 'contain']);
    expect(operatorSpellings).toEqual(['=', '!=', '<>', '<', '>', '<=', '>=', 'contain']);
  });
  it('is the enum of the meta-schemas: the list contract operators and the grid filter dxSelector', () => {
    expect(meta('list').$defs.operator.enum).toEqual(operatorSpellings);
    const grid = meta('grid');
    const filter = Object.values<{ properties?: Record<string, { enum?: string[] }> }>(grid.$defs ?? grid.definitions).find((d) => d.properties?.dxSelector);
    expect(filter?.properties?.dxSelector.enum).toEqual(operatorSpellings);
  });
  it('maps every other spelling in use to one operator', () => {
    const cases: Array<[string, FilterOperator | undefined]> = [
      ['=', '='],
      ['<>', '!='],
      ['!=', '!='],
      ['contain', 'contain'],
      ['contains', 'contain'],
      ['eq', '='],
      ['in', '='],
      ['bool', '='],
      ['gte', '>='],
      ['lte', '<='],
      ['IsEqualTo', '='],
      ['In', '='],
      ['IsGreaterThan', '>='],
      ['IsLessThan', '<='],
      ['>=', '>='],
      ['<=', '<='],
      ['<', '<'],
      ['>', '>'],
      ['like', undefined],
      ['toString', undefined],
      ['', undefined],
    ];
    for (const [spelling, op] of cases) expect([spelling, canonicalOperator(spelling)]).toEqual([spelling, op]);
  });
  it('says which spellings a field type takes, and its default', () => {
    expect(operatorsFor('text')).toEqual(['=', '!=', '<>', '<', '>', '<=', '>=', 'contain']);
    expect(operatorsFor('boolean')).toEqual(['=', '!=', '<>']);
    expect(operatorsFor('number')).toEqual(['=', '!=', '<>', '<', '>', '<=', '>=']);
    expect(operatorsFor('datetime')).toEqual(operatorsFor('number'));
    expect(defaultOperator('text')).toBe('contain');
    expect(defaultOperator('number')).toBe('=');
    expect(defaultOperator('date')).toBe('=');
    expect(isFieldOperator('<>')).toBe(true);
    expect(isFieldOperator('contains')).toBe(false);
  });
});

describe('a field filter parameter', () => {
  it('is a name, or a name and an operator in brackets; anything else is none', () => {
    expect(parseFieldFilterParam('itemNo')).toStrictEqual({ field: 'itemNo' });
    expect(parseFieldFilterParam('a1')).toStrictEqual({ field: 'a1' });
    expect(parseFieldFilterParam('httpStatus[>=]')).toEqual({ field: 'httpStatus', operator: '>=' });
    expect(parseFieldFilterParam('x[]')).toEqual({ field: 'x', operator: '' });
    // What is between the brackets is the operator as written; an unknown one is refused by who reads it.
    expect(parseFieldFilterParam('a[[>]')).toEqual({ field: 'a', operator: '[>' });
    for (const bad of ['', '1a', 'a-b', 'a[', 'a[>]b', ' a', 'a ', 'a[>]]', '[>]', 'a.b']) expect([bad, parseFieldFilterParam(bad)]).toEqual([bad, undefined]);
    expect(fieldOperators).toBe(operatorSpellings);
  });
});

describe('the SQL condition of an operator', () => {
  it('compares with one bound value', () => {
    expect(sql('=', 'number', ['5'])).toBe('c = 5');
    expect(sql('!=', 'number', ['5'])).toBe('c <> 5');
    expect(sql('<', 'number', ['5'])).toBe('c < 5');
    expect(sql('>', 'number', ['5'])).toBe('c > 5');
    expect(sql('<=', 'number', ['5'])).toBe('c <= 5');
    expect(sql('>=', 'number', ['5'])).toBe('c >= 5');
  });
  it('takes any of several values for =, none of them for !=, and the last for the others', () => {
    expect(sql('=', 'text', ['a', 'b'])).toBe('c = any(["a","b"])');
    expect(sql('!=', 'text', ['a', 'b'])).toBe('not (c = any(["a","b"]))');
    expect(sql('>', 'number', ['1', '2'])).toBe('c > 2');
    expect(sql('contain', 'text', ['a', 'b'])).toBe('c ilike "%b%"');
  });
  it('escapes the pattern of contain', () => {
    expect(sql('contain', 'text', ['50%_a\\b'])).toBe(String.raw`c ilike "%50\\%\\_a\\\\b%"`);
  });
  it('reads a day on a date or date-and-time field as the whole day', () => {
    const d = '"2026-03-04"::date';
    expect(sql('=', 'datetime', ['2026-03-04'])).toBe(`(c >= ${d} and c < ${d} + 1)`);
    expect(sql('!=', 'datetime', ['2026-03-04'])).toBe(`(c < ${d} or c >= ${d} + 1)`);
    expect(sql('<', 'datetime', ['2026-03-04'])).toBe(`c < ${d}`);
    expect(sql('>', 'date', ['2026-03-04'])).toBe(`c >= ${d} + 1`);
    expect(sql('<=', 'datetime', ['2026-03-04'])).toBe(`c < ${d} + 1`);
    expect(sql('>=', 'date', ['2026-03-04'])).toBe(`c >= ${d}`);
    // With a time, or several days, or on a text field: the values as they are.
    expect(sql('<=', 'datetime', ['2026-03-04T10:00'])).toBe('c <= "2026-03-04T10:00"');
    expect(sql('=', 'date', ['2026-03-04', '2026-03-05'])).toBe('c = any(["2026-03-04","2026-03-05"])');
    expect(sql('<=', 'text', ['2026-03-04'])).toBe('c <= "2026-03-04"');
  });
});

describe('the live comparison of an operator', () => {
  it('orders numbers as numbers, not as text', () => {
    expect(liveMatches('>', 'number', 10, [9])).toBe(true);
    expect(liveMatches('>', 'number', '10', ['9'])).toBe(true);
    expect(liveMatches('>', 'number', 0, [0])).toBe(false);
    expect(liveMatches('>=', 'number', 0, [0])).toBe(true);
    expect(liveMatches('<=', 'number', 0, [0])).toBe(true);
    expect(liveMatches('<=', 'number', 1, [0])).toBe(false);
    expect(liveMatches('<', 'number', -1, [0])).toBe(true);
    expect(liveMatches('<', 'number', 0, [0])).toBe(false);
    expect(liveMatches('=', 'number', 3, [3])).toBe(true);
    expect(liveMatches('!=', 'number', 3, [3])).toBe(false);
    expect(liveMatches('!=', 'number', 3, [4])).toBe(true);
  });
  it('passes no comparison for a missing value or values that do not compare', () => {
    for (const op of filterOperators) {
      expect(liveMatches(op, 'number', null, [1])).toBe(false);
      expect(liveMatches(op, 'text', undefined, ['a'])).toBe(false);
      expect(liveMatches(op, 'text', 'a', [])).toBe(false);
    }
    expect(liveMatches('!=', 'number', 'x', [1])).toBe(false);
    expect(liveMatches('=', 'number', 'x', [1])).toBe(false);
  });
  it('matches contain without case, on the last value', () => {
    expect(liveMatches('contain', 'text', 'Blue PAINT', ['paint'])).toBe(true);
    expect(liveMatches('contain', 'text', 'Blue', ['red', 'lu'])).toBe(true);
    expect(liveMatches('contain', 'text', 'Blue', ['lu', 'red'])).toBe(false);
  });
  it('takes any of several values for =, none for !=, the last for the others', () => {
    expect(liveMatches('=', 'text', 'b', ['a', 'b'])).toBe(true);
    expect(liveMatches('=', 'text', 'c', ['a', 'b'])).toBe(false);
    expect(liveMatches('!=', 'text', 'b', ['a', 'b'])).toBe(false);
    expect(liveMatches('!=', 'text', 'c', ['a', 'b'])).toBe(true);
    expect(liveMatches('>', 'number', 5, [9, 4])).toBe(true);
    expect(liveMatches('>', 'number', 5, [4, 9])).toBe(false);
  });
  it('compares text exactly, in order', () => {
    expect(liveMatches('=', 'text', 'A', ['a'])).toBe(false);
    expect(liveMatches('<', 'text', 'a', ['b'])).toBe(true);
    expect(liveMatches('>', 'text', 'a', ['b'])).toBe(false);
  });
  it('compares true and false', () => {
    expect(liveMatches('=', 'boolean', true, ['true'])).toBe(true);
    expect(liveMatches('=', 'boolean', 'true', [true])).toBe(true);
    expect(liveMatches('=', 'boolean', false, ['true'])).toBe(false);
    expect(liveMatches('!=', 'boolean', false, [true])).toBe(true);
  });
  it('reads a day against a date or date-and-time value as the whole day, as the SQL does', () => {
    const at = '2026-03-04T12:30:00';
    expect(liveMatches('=', 'datetime', at, ['2026-03-04'])).toBe(true);
    expect(liveMatches('<=', 'datetime', at, ['2026-03-04'])).toBe(true);
    expect(liveMatches('<', 'datetime', at, ['2026-03-04'])).toBe(false);
    expect(liveMatches('>', 'datetime', at, ['2026-03-04'])).toBe(false);
    expect(liveMatches('>', 'datetime', at, ['2026-03-03'])).toBe(true);
    expect(liveMatches('>=', 'date', '2026-03-04', ['2026-03-04'])).toBe(true);
    expect(liveMatches('<', 'date', '2026-03-03', ['2026-03-04'])).toBe(true);
    // With a time: the instants.
    expect(liveMatches('<=', 'datetime', at, ['2026-03-04T12:00:00'])).toBe(false);
    expect(liveMatches('>=', 'datetime', at, ['2026-03-04T12:00:00'])).toBe(true);
  });
});
