import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { salesPlugin } from './index';

const read = (relative: string) => JSON.parse(fs.readFileSync(new URL(relative, import.meta.url), 'utf8'));

describe('sales plugin', () => {
  it('gates the create-sales-order page behind the feature and the permission', () => {
    expect(salesPlugin.pages?.[0]).toMatchObject({ path: 'create-sales-order', feature: 'CreateSalesOrderFromCockpit', permission: 'data/sales_order_create' });
  });

  it('has every key the page uses in the three catalogues', () => {
    const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const en = keys(read('../../../schemas/i18n/en-GB/Sales.json')).sort();
    for (const lang of ['da-DK', 'nb-NO']) expect(keys(read(`../../../schemas/i18n/${lang}/Sales.json`)).sort()).toEqual(en);
    const used = new Set<string>();
    for (const file of fs.readdirSync(new URL('./create-sales-order/', import.meta.url))) {
      const source = fs.readFileSync(new URL(`./create-sales-order/${file}`, import.meta.url), 'utf8');
      for (const m of source.matchAll(/t\('Sales\.([A-Za-z.]+)'/g)) used.add(m[1]);
    }
    for (const key of used) expect(en.some((k) => k === key || k.startsWith(`${key}_`))).toBe(true);
  });
});
