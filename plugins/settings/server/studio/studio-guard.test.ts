import { describe, expect, it } from 'vitest';
import { studioGuard } from './studio-guard';

const shipped = {
  id: 'Stock',
  permission: 'data/navigation',
  dataSource: { api: 'Stock.description' },
  columns: [{ field: 'id' }],
  actions: [{ id: 'gain', permission: 'data/gain_stock', call: { api: 'Stock.gain' }, label: 'Stocks.actions.gain' }],
  detail: { dataSource: { api: 'Stock.outgoingReservations' }, columns: [] },
};

describe('studio guard', () => {
  it('lets columns, labels and the order of actions change', () => {
    const draft = { ...structuredClone(shipped), columns: [{ field: 'id' }, { field: 'materialId' }], actions: [{ ...shipped.actions[0], label: 'Studio.Stock.actions.gain' }] };
    expect(studioGuard('grids/stocks.json', 'Stock', shipped, draft, { 'en-GB': { 'Studio.Stock.actions.gain': 'Gain' } })).toEqual([]);
  });

  it("refuses what would widen who sees or does what: the permission, the data source, an action's rights, a new action", () => {
    const draft = structuredClone(shipped) as Record<string, unknown> & typeof shipped;
    delete (draft as Record<string, unknown>).permission;
    draft.dataSource = { api: 'User.description' };
    draft.detail.dataSource = { api: 'Stock.description' };
    draft.actions = [
      { ...shipped.actions[0], permission: 'data/navigation' },
      { id: 'wipe', permission: 'data/navigation', call: { api: 'Stock.lose' }, label: 'x' },
    ];
    const pointers = studioGuard('grids/stocks.json', 'Stock', shipped, draft, {}).map((p) => p.pointer);
    expect(pointers).toEqual(['/permission', '/dataSource', '/detail/dataSource', '/actions/0/permission', '/actions/1']);
  });

  it("refuses texts outside the screen's own keys", () => {
    const problems = studioGuard('grids/stocks.json', 'Stock', shipped, shipped, { 'da-DK': { 'Studio.Materials.columns.x': 'X' } });
    expect(problems).toEqual([
      { file: 'i18n/da-DK/Studio.json', pointer: '/Studio.Materials.columns.x', message: 'a label of this screen is named Studio.Stock.<name>, not "Studio.Materials.columns.x"' },
    ]);
  });
});
