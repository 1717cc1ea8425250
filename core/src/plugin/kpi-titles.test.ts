import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin';
import { createPluginRegistry } from './registry';

const Tile = () => null;
const load = async () => ({ default: Tile });

describe("a plugin KPI's title", () => {
  it('is the translation key its kpiTemplates entry gives; none for a tile without one', () => {
    const tools = definePlugin({ name: 'stockTools', kpiTemplates: { StockToolsOpen: { title: 'StockTools.kpi.title', load }, StockToolsBare: { load } } });
    const plain = definePlugin({ name: 'plain', kpiTemplates: { PlainKpi: Tile } });
    const registry = createPluginRegistry([tools, plain]);
    expect(registry.kpiTitle('StockToolsOpen')).toBe('StockTools.kpi.title');
    expect(registry.kpiTitle('StockToolsBare')).toBeUndefined();
    expect(registry.kpiTitle('PlainKpi')).toBeUndefined();
    expect(registry.kpiTitle('OutBoundOrders')).toBeUndefined();
    expect(plain.kpiTitles).toBeUndefined();
    // The tile itself is still drawn from its loader.
    expect(registry.kpiTemplate('StockToolsOpen')).toBeDefined();
  });
});
