import { describe, expect, it } from 'vitest';
import { captureLayout } from './capture-view';
import { columnStateForLayout } from './apply-view';
import { layoutFromGridSchema, mergeLayouts } from './default-layout';

const schema = [{ field: 'itemNo', width: 140 }, { field: 'name', width: 220 }, { field: 'description', width: 260, hidden: true }, { field: 'abc' }];
const own = [{ colId: 'ag-Grid-SelectionColumn' }, { colId: '__expand' }];

describe('capturing a view from the grid', () => {
  it('takes visible columns in display order, sort by index, widths, filters and grouping; not the runtime columns', () => {
    const layout = captureLayout({
      columnState: [
        ...own,
        { colId: 'name', width: 300, sort: 'desc', sortIndex: 1 },
        { colId: 'itemNo', width: 140, sort: 'asc', sortIndex: 0 },
        { colId: 'description', hide: true, width: 260 },
        { colId: 'abc', width: 90 },
      ],
      masterFields: schema.map((c) => c.field),
      detail: { visible: ['uoMType'], widths: [{ field: 'uoMType', width: 90 }] },
      filters: [{ name: 'name', type: 'text' }],
      values: { name: 'tape' },
      grouping: ['abc', 'unknown'],
    });
    expect(layout).toEqual({
      visibleColumns: { master: ['name', 'itemNo', 'abc'], detail: ['uoMType'] },
      sort: [
        { field: 'itemNo', direction: 'asc' },
        { field: 'name', direction: 'desc' },
      ],
      widths: {
        master: [
          { field: 'name', width: 300 },
          { field: 'itemNo', width: 140 },
          { field: 'description', width: 260 },
          { field: 'abc', width: 90 },
        ],
        detail: [{ field: 'uoMType', width: 90 }],
      },
      filters: [{ selector: 'name', operator: 'IsEqualTo', values: ['tape'] }],
      grouping: ['abc'],
    });
  });
});

describe('applying a view to the grid', () => {
  const current = [...own, { colId: 'itemNo' }, { colId: 'name' }, { colId: 'description', hide: true }, { colId: 'abc' }];

  it('orders and hides columns, sets widths (schema widths where the view has none) and the sort', () => {
    const { state, applyOrder } = columnStateForLayout(
      {
        visibleColumns: { master: ['abc', 'description', 'gone'], detail: [] },
        sort: [{ field: 'abc', direction: 'desc' }],
        widths: { master: [{ field: 'abc', width: 77 }], detail: [] },
      },
      current,
      schema,
    );
    expect(applyOrder).toBe(true);
    expect(state).toEqual([
      ...own,
      { colId: 'abc', hide: false, width: 77, sort: 'desc', sortIndex: 0 },
      { colId: 'description', hide: false, width: 260, sort: null, sortIndex: null },
      { colId: 'itemNo', hide: true, width: 140, sort: null, sortIndex: null },
      { colId: 'name', hide: true, width: 220, sort: null, sortIndex: null },
    ]);
  });

  it('leaves what a view does not say (unreadable parts) as the grid has it', () => {
    const { state, applyOrder } = columnStateForLayout({}, current, schema);
    expect(applyOrder).toBe(false);
    expect(state.slice(2)).toEqual([
      { colId: 'itemNo', hide: false },
      { colId: 'name', hide: false },
      { colId: 'description', hide: true },
      { colId: 'abc', hide: false },
    ]);
  });

  it('derives the default view from the schema and lets grid settings replace the parts they set', () => {
    const base = layoutFromGridSchema({ columns: schema.map((c) => ({ ...c, label: 'X.y', type: 'text' as const })), defaultSort: { field: 'itemNo', direction: 'asc' } });
    expect(base.visibleColumns).toEqual({ master: ['itemNo', 'name', 'abc'], detail: [] });
    expect(base.sort).toEqual([{ field: 'itemNo', direction: 'asc' }]);
    const merged = mergeLayouts(base, { grouping: ['abc'], sort: undefined });
    expect(merged.grouping).toEqual(['abc']);
    expect(merged.sort).toEqual(base.sort);
  });
});
