import { describe, expect, it } from 'vitest';
import { cataloguePart, FIRST_SCREEN_GROUPS } from './catalogue-part';

const catalogue = {
  Common: { ok: 'OK' },
  Grid: { filters: 'Filters' },
  Errors: { title: 'Error', Stock: { notFound: 'No such stock' } },
  Stocks: { title: 'Stocks', columns: { id: 'Id' } },
  Materials: { title: 'Materials' },
  Dialogs: { 'move-stock': { title: 'Move' } },
  Enums: { TaskState: { Open: 'Open' }, OrderState: { New: 'New' }, ProcessCategory: { Pick: 'Pick' } },
};
const stocks = {
  id: 'Stocks',
  title: 'Stocks.title',
  routes: [{ path: 'stocks-page', list: 'Stock.description' }],
  columns: [
    { field: 'state', type: 'enum', enum: 'TaskState', label: 'Stocks.columns.id' },
    { field: 'kind', options: { values: ['Pick'], labels: 'Enums.ProcessCategory.Pick' } },
  ],
};

describe('cataloguePart', () => {
  it("keeps the first screen's groups, the groups the page's grids name and their enums, and nothing else", () => {
    const part = cataloguePart(catalogue, [stocks]);
    expect(part).toEqual({
      Common: { ok: 'OK' },
      Grid: { filters: 'Filters' },
      Errors: { title: 'Error' },
      Stocks: catalogue.Stocks,
      Enums: { TaskState: { Open: 'Open' }, ProcessCategory: { Pick: 'Pick' } },
    });
    // A route key ("Stock.description") names no group of the catalogue: nothing added for it.
    expect(part.Stock).toBeUndefined();
  });

  it('keeps the shell and grid groups for a grid that names no texts', () => {
    const part = cataloguePart(catalogue, [{ id: 'X', routes: [{ path: 'x' }] }]);
    expect(Object.keys(part).sort()).toEqual(['Common', 'Enums', 'Errors', 'Grid']);
    expect(FIRST_SCREEN_GROUPS).toEqual(expect.arrayContaining(['Common', 'Grid', 'AgGrid', 'Menu', 'Shell', 'Views', 'GridSelection']));
  });
});
