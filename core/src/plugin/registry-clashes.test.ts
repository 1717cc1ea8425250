import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin';
import { createPluginRegistry } from './registry';

const Tile = () => null;

describe("the console's plugin registry", () => {
  it('stops the console at start, naming both (it used to show the first one registered)', () => {
    const a = definePlugin({ name: 'alpha', kpiTemplates: { OutBoundOrders: Tile } });
    const b = definePlugin({ name: 'beta', kpiTemplates: { OutBoundOrders: Tile } });
    expect(() => createPluginRegistry([a, b])).toThrow(
      'plugins/beta/plugin.json#/kpiTemplates/0: KPI "OutBoundOrders" is contributed by ../plugins/alpha/plugin.json too: two plugins may not contribute the same KPI (rename one)',
    );
    expect(createPluginRegistry([a, definePlugin({ name: 'beta', kpiTemplates: { InBoundOrders: Tile } })]).kpiTemplate('OutBoundOrders')).toBe(Tile);
  });
});
