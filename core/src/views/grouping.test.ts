import { describe, expect, it } from 'vitest';
import { placeDetailRows, withDetailRows, DETAIL_FLAG, isDetailRow, type GridRow } from '../grid-model/detail-rows';
import { allGroupKeys, GROUP_FLAG, groupRows, isGroupRow, placeGroupRows, type GroupRow } from './grouping';

const rows: GridRow[] = [
  { id: 1, group: 'Paint', abc: 'A' },
  { id: 2, group: 'Tools', abc: 'B' },
  { id: 3, group: 'Paint', abc: 'B' },
  { id: 4, group: null, abc: 'A' },
  { id: 5, group: 'Paint', abc: 'A' },
];
const id = (r: GridRow) => String(r.id);
const describeRow = (r: GridRow) =>
  isGroupRow(r) ? `[${r[GROUP_FLAG].level}:${String(r[GROUP_FLAG].value ?? '-')} ${r[GROUP_FLAG].count}]` : isDetailRow(r) ? `detail:${r[DETAIL_FLAG]}` : id(r);

describe('grouping the client-side grid', () => {
  it('without group-by fields leaves the rows alone', () => {
    expect(groupRows(rows, [], new Set())).toBe(rows);
  });

  it('shows collapsed groups with counts, in value order, blanks last', () => {
    expect(groupRows(rows, ['group'], new Set()).map(describeRow)).toEqual(['[0:Paint 3]', '[0:Tools 1]', '[0:- 1]']);
  });

  it('opens a group to its rows, and nested groups level by level', () => {
    const one = groupRows(rows, ['group'], new Set()).map((r) => (r as unknown as GroupRow)[GROUP_FLAG].key);
    expect(groupRows(rows, ['group'], new Set([one[0]])).map(describeRow)).toEqual(['[0:Paint 3]', '1', '3', '5', '[0:Tools 1]', '[0:- 1]']);
    const all = allGroupKeys(rows, ['group', 'abc']);
    expect(groupRows(rows, ['group', 'abc'], all).map(describeRow)).toEqual([
      '[0:Paint 3]',
      '[1:A 2]',
      '1',
      '5',
      '[1:B 1]',
      '3',
      '[0:Tools 1]',
      '[1:B 1]',
      '2',
      '[0:- 1]',
      '[1:A 1]',
      '4',
    ]);
  });

  it('keeps headers in place after AG Grid sorts, and detail rows under their masters', () => {
    const expanded = allGroupKeys(rows, ['group']);
    const list = withDetailRows(groupRows(rows, ['group'], expanded), (r) => (isGroupRow(r) ? '' : id(r)), new Set(['5']));
    // AG Grid's sort by id descending scatters headers (no id) and the detail row.
    const nodes = [...list].sort((a, b) => Number(b.id ?? -1) - Number(a.id ?? -1)).map((data) => ({ data }));
    placeGroupRows(nodes, ['group']);
    placeDetailRows(nodes, (n) => (isDetailRow(n.data) || isGroupRow(n.data) ? undefined : id(n.data as GridRow)));
    expect(nodes.map((n) => describeRow(n.data as GridRow))).toEqual(['[0:Paint 3]', '5', 'detail:5', '3', '1', '[0:Tools 1]', '2', '[0:- 1]', '4']);
  });
});
