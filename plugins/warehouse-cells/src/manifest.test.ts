import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestDifferences } from '@cockpit/core/plugin';
import { warehouseCellsPlugin } from './index';

describe('warehouse-cells plugin.json', () => {
  it('declares what definePlugin contributes, under the same names', () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../plugin.json', import.meta.url), 'utf8'));
    expect(manifestDifferences(warehouseCellsPlugin, manifest)).toEqual([]);
  });
});
