import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestDifferences } from '@cockpit/core/plugin';
import { userSettingsPlugin } from './index';

describe('user-settings plugin.json', () => {
  it('declares what definePlugin contributes, under the same names', () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../plugin.json', import.meta.url), 'utf8'));
    expect(manifestDifferences(userSettingsPlugin, manifest)).toEqual([]);
  });
});
