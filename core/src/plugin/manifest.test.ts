import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin';
import { manifestDifferences } from './manifest';

const Piece = () => null;
const plugin = definePlugin({
  name: 'stock',
  pages: [{ path: 'stock-tools', title: 'Stock.title', permission: 'grid/stocks', component: Piece }],
  renderers: { quantityBar: Piece },
  actions: { print: () => undefined },
  widgets: [{ type: 'StockLow', title: 'Stock.low', load: async () => Piece }],
  kpiTemplates: { StockKpi: Piece },
  modals: { recountSummary: { load: async () => Piece } },
  translationGroups: ['Stock'],
});
const manifest = {
  $schema: '../../schemas/meta/plugin.schema.json',
  name: 'stock',
  description: 'not compared',
  pages: [{ path: 'stock-tools', title: 'Stock.title', permission: 'grid/stocks' }],
  renderers: ['quantityBar'],
  actions: ['print'],
  widgets: [{ title: 'Stock.low', type: 'StockLow' }],
  kpiTemplates: ['StockKpi'],
  modals: ['recountSummary'],
  translationGroups: ['Stock'],
};

describe('plugin.json against definePlugin', () => {
  it('agree when every piece is declared alike', () => {
    expect(manifestDifferences(plugin, manifest)).toEqual([]);
  });

  it('names each piece declared on one side only, and a page that differs', () => {
    const other = { ...manifest, renderers: [], actions: ['print', 'label'], kpiTemplates: undefined, modals: ['summary'], pages: [{ path: 'stock-tools', title: 'Stock.other' }] };
    expect(manifestDifferences(plugin, other)).toEqual([
      'renderers: quantityBar in definePlugin but not in plugin.json',
      'actions: label in plugin.json but not in definePlugin',
      'kpiTemplates: StockKpi in definePlugin but not in plugin.json',
      'modals: recountSummary in definePlugin but not in plugin.json',
      'modals: summary in plugin.json but not in definePlugin',
      'pages[0]: definePlugin says {"path":"stock-tools","title":"Stock.title","permission":"grid/stocks"}, plugin.json {"path":"stock-tools","title":"Stock.other"}',
    ]);
    expect(manifestDifferences({ ...plugin, name: 'stocks' }, { ...manifest, widgets: [] })).toEqual([
      'name: definePlugin says "stocks", plugin.json "stock"',
      'widgets[0]: definePlugin says {"type":"StockLow","title":"Stock.low"}, plugin.json undefined',
    ]);
  });
});
