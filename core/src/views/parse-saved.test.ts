import { describe, expect, it } from 'vitest';
import { layoutFromParts, layoutToParts, loadableLayout, parseFilters, parseSavedJson, parseSort, parseVisibleColumns, parseWidths } from './parse-saved';
import type { CustomViewDetail, ViewLayout } from './view-types';

const header = { id: 7, customViewName: 'Mine', owner: 'Material', key: 'Material_CustomView_7', scope: 'user', isShared: false, isOwn: true, canModify: true } as const;

describe('saved state strings', () => {
  it('ignores strings that are not JSON, empty or missing', () => {
    expect(parseSavedJson('{not json')).toBeUndefined();
    expect(parseSavedJson('')).toBeUndefined();
    expect(parseSavedJson(null)).toBeUndefined();
    expect(parseSavedJson('[1]')).toEqual([1]);
    expect(parseSavedJson({ master: [] })).toEqual({ master: [] });
  });

  it('reads each part and drops entries of the wrong shape', () => {
    expect(parseVisibleColumns('{"master":["a",5,"b"],"detail":"x"}')).toEqual({ master: ['a', 'b'], detail: [] });
    expect(parseVisibleColumns('["a","b"]')).toEqual({ master: ['a', 'b'], detail: [] });
    expect(parseVisibleColumns('{"detail":["a"]}')).toBeUndefined();
    expect(parseSort('{"master":["a","b",3]}', '{"master":["desc"]}')).toEqual([
      { field: 'a', direction: 'desc' },
      { field: 'b', direction: 'asc' },
    ]);
    expect(parseSort('nonsense', '{}')).toBeUndefined();
    expect(parseWidths('{"master":[{"field":"a","width":120.4},{"field":"b","width":-1},{"field":"c"}],"detail":{"x":80}}')).toEqual({
      master: [{ field: 'a', width: 120 }],
      detail: [{ field: 'x', width: 80 }],
    });
    expect(parseFilters('[{"selector":"name","operator":"IsEqualTo","values":["tape",{"id":1}]},{"selector":"x","operator":"Like","values":[]},7]')).toEqual([
      { selector: 'name', operator: 'IsEqualTo', values: ['tape'] },
    ]);
  });

  it('round-trips a layout through the wire parts', () => {
    const layout: ViewLayout = {
      visibleColumns: { master: ['itemNo', 'name'], detail: ['uoMType'] },
      sort: [{ field: 'name', direction: 'desc' }],
      widths: { master: [{ field: 'name', width: 300 }], detail: [] },
      filters: [{ selector: 'materialGroup', operator: 'In', values: [{ id: 'Paint', name: 'Paint' }] }],
      grouping: ['abc'],
    };
    expect(layoutFromParts(layoutToParts(layout))).toEqual(layout);
  });

  it('keeps the readable parts of a partly broken view and calls a view without columns incomplete', () => {
    const broken: CustomViewDetail = { ...header, visibleColumnName: '{"master":["itemNo"]}', columnWidth: '{{{', activeFilters: 'null', columnGrouping: undefined };
    const layout = loadableLayout(broken);
    expect(layout?.visibleColumns?.master).toEqual(['itemNo']);
    expect(layout?.widths).toBeUndefined();
    expect(layout?.filters).toBeUndefined();
    expect(loadableLayout({ ...header, visibleColumnName: 'garbage' })).toBeUndefined();
    expect(loadableLayout({ ...header, visibleColumnName: '{"master":[]}' })).toBeUndefined();
    expect(loadableLayout({ ...header })).toBeUndefined();
    expect(loadableLayout(null)).toBeUndefined();
  });
});
