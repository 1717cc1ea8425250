import { describe, expect, it } from 'vitest';
import { lines, pluginFixture, schemaFixture, validateFixture } from './testing/fixture';

const issues = async (plugins: Record<string, unknown>[]) => {
  const set = await validateFixture(schemaFixture(), { plugins });
  return set.report.issues.map((i) => `[${i.rule}] ${lines([i])[0]}`);
};

describe('two plugins contributing the same name', () => {
  it('is an error in validate, on the later plugin, naming the earlier one', async () => {
    const stock = {
      $schema: '../../schemas/meta/plugin.schema.json',
      name: 'stock',
      widgets: [{ type: 'LowStock' }],
      kpiTemplates: ['OutBoundOrders'],
      translationGroups: ['Orders'],
    };
    const orders = { ...pluginFixture(), widgets: [{ type: 'LowStock' }], kpiTemplates: ['OutBoundOrders'] };
    expect(await issues([orders, stock])).toEqual([
      '[duplicate-contribution] ../plugins/stock/plugin.json#/widgets/0: widget type "LowStock" is contributed by ../plugins/orders/plugin.json too: two plugins may not contribute the same widget type (rename one)',
      '[duplicate-contribution] ../plugins/stock/plugin.json#/kpiTemplates/0: KPI "OutBoundOrders" is contributed by ../plugins/orders/plugin.json too: two plugins may not contribute the same KPI (rename one)',
      '[duplicate-contribution] ../plugins/stock/plugin.json#/translationGroups/0: translation group "Orders" is contributed by ../plugins/orders/plugin.json too: two plugins may not contribute the same translation group (rename one)',
    ]);
    expect(await issues([orders, { ...stock, widgets: [{ type: 'HighStock' }], kpiTemplates: ['Stock'], translationGroups: ['Stock'] }])).not.toContainEqual(
      expect.stringContaining('duplicate-contribution'),
    );
  });
});

describe('menu icons', () => {
  it('are names of the console icon set, with a did-you-mean', async () => {
    const files = schemaFixture();
    files['menu.json'].items[0].icon = 'inventroy';
    const set = await validateFixture(files);
    expect(set.report.issues.map((i) => `[${i.rule}] ${lines([i])[0]}`)).toEqual([
      expect.stringMatching(
        /^\[unknown-icon\] menu\.json#\/items\/0\/icon: icon "inventroy" is not one the console draws \(did you mean "inventory"\?\); the icons are menu, dashboard, /,
      ),
    ]);
    files['menu.json'].items[0].icon = 'inventory';
    expect((await validateFixture(files)).report.issues).toEqual([]);
  });
});
