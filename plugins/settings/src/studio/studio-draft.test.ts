import { describe, expect, it } from 'vitest';
import { addColumn, addFilter, humanize, move, named, problemsAt, setLabel, setMenuLabel, setTitle, usedTexts, type Draft, type ListContract } from './studio-draft';

const list: ListContract = { name: 'Stock', fields: { materialId: { type: 'number', operators: ['=', '<', '>'] }, baseUoM: { type: 'text', operators: ['=', 'contain'] } } };
const draft = (): Draft => ({ grid: { id: 'Stock', columns: [{ field: 'id', label: 'Stocks.columns.id', type: 'number' }], filters: [] }, texts: {} });

describe('studio draft', () => {
  it('adds a column of the list with a first label in every language', () => {
    const d = addColumn(draft(), 'materialId', list);
    expect(d.grid.columns[1]).toEqual({ field: 'materialId', label: 'Studio.Stock.columns.materialId', type: 'number', width: 120 });
    expect(d.texts['da-DK']['Studio.Stock.columns.materialId']).toBe('Material id');
    expect(humanize('baseUoM')).toBe('Base uo m');
  });

  it('adds a filter with the operator chosen, sent as <field>[<op>] unless it is the default', () => {
    const d = addFilter(draft(), 'materialId', '>', list);
    expect(d.grid.filters![0]).toMatchObject({ name: 'materialId', type: 'number', dxPropName: 'materialId', dxSelector: '>', queryName: 'materialId[>]' });
    const e = addFilter(d, 'baseUoM', 'contain', list);
    expect(e.grid.filters![1].queryName).toBeUndefined();
    const f = addFilter(e, 'materialId', '=', list);
    expect(f.grid.filters![2]).toMatchObject({ name: 'materialId2', queryName: 'materialId' });
  });

  it('takes over a shipped label with its words in the other languages', () => {
    const d = setLabel(draft(), 'columns', 0, 'da-DK', 'Nummer', (key) => `shown ${key}`);
    expect(d.grid.columns[0].label).toBe('Studio.Stock.columns.id');
    expect(d.texts['da-DK']['Studio.Stock.columns.id']).toBe('Nummer');
    expect(d.texts['en-GB']['Studio.Stock.columns.id']).toBe('shown Stocks.columns.id');
  });

  it("taken over in Danish, a shipped label keeps each other language's own words, not the console's", () => {
    const words: Record<string, string> = { 'en-GB': 'Stock id', 'da-DK': 'Lager-id', 'nb-NO': 'Lager-ID' };
    const d = setLabel(draft(), 'columns', 0, 'da-DK', 'Nummer', (key, language) => `${words[language]} (${key})`);
    expect(d.texts['da-DK']['Studio.Stock.columns.id']).toBe('Nummer');
    expect(d.texts['en-GB']['Studio.Stock.columns.id']).toBe('Stock id (Stocks.columns.id)');
    expect(d.texts['nb-NO']['Studio.Stock.columns.id']).toBe('Lager-ID (Stocks.columns.id)');
  });

  it('moves, drops unused texts and finds problems below a pointer', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    const d = addColumn(draft(), 'materialId', list);
    d.grid.columns.pop();
    expect(usedTexts(d)['en-GB']).toEqual({});
    expect(problemsAt([{ pointer: '/columns/1/field' }, { pointer: '/columns/10' }], '/columns/1')).toHaveLength(1);
  });
});

describe('studio draft: title, menu and actions', () => {
  it("writes the title and the menu label under the screen's own keys, and keeps their texts as used", () => {
    let d: Draft = {
      grid: { id: 'Names', title: 'Studio.Names.title', columns: [], actions: [{ id: 'gain', label: 'Stocks.actions.gain', permission: 'data/gain_stock' }] },
      texts: {},
    };
    d = setTitle(d, 'en-GB', 'Names', (k) => k);
    d = setMenuLabel(d, 'Menu.stocks', 'da-DK', 'Navne', (k) => `shown ${k}`);
    d = setLabel(d, 'actions', 0, 'nb-NO', 'Legg til', (k) => `shown ${k}`);
    expect(d.menu).toEqual({ label: 'Studio.Names.menu' });
    expect(d.texts['en-GB']).toEqual({ 'Studio.Names.title': 'Names', 'Studio.Names.menu': 'shown Menu.stocks', 'Studio.Names.actions.gain': 'shown Stocks.actions.gain' });
    expect(d.grid.actions![0]).toEqual({ id: 'gain', label: 'Studio.Names.actions.gain', permission: 'data/gain_stock' });
    expect(Object.keys(usedTexts(d)['nb-NO']).sort()).toEqual(['Studio.Names.actions.gain', 'Studio.Names.menu', 'Studio.Names.title']);
    d.grid.actions = [];
    expect(Object.keys(usedTexts(d)['nb-NO']).sort()).toEqual(['Studio.Names.menu', 'Studio.Names.title']);
  });

  it('names a new screen: the name given is its title and menu label in every language', () => {
    const d = named({ ...draft(), grid: { ...draft().grid, id: 'ItemNames', title: 'Studio.ItemNames.title' } }, 'Item names', (key) => key);
    expect(d.grid.title).toBe('Studio.ItemNames.title');
    expect(d.menu?.label).toBe('Studio.ItemNames.menu');
    for (const lang of ['en-GB', 'da-DK', 'nb-NO']) {
      expect(d.texts[lang]['Studio.ItemNames.title']).toBe('Item names');
      expect(d.texts[lang]['Studio.ItemNames.menu']).toBe('Item names');
    }
  });
});
