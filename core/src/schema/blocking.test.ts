import { describe, expect, it } from 'vitest';
import { schemaFixture, validateFixture } from './testing/fixture';
import { blocksFile } from './types';

describe('a key missing in one language', () => {
  it('fails validation (CI) but leaves the screen to the users of every language', async () => {
    const files = schemaFixture();
    delete files['i18n/da-DK/Orders.json'].columns.state;
    const set = await validateFixture(files);
    expect(set.report.ok).toBe(false);
    expect(set.report.errorCount).toBe(2);
    expect(set.report.issues.map((i) => i.rule)).toEqual(['unknown-translation-key', 'unknown-translation-key']);
    expect(set.report.issues.some(blocksFile)).toBe(false);
    expect(set.report.files.find((f) => f.file === 'grids/orders.json')?.ok).toBe(true);
    expect(set.grids.map((g) => g.id)).toEqual(['OutgoingOrder']);
  });

  it('any other error still takes the screen out', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].actions[0].dialog = 'cancel-ordr';
    const set = await validateFixture(files);
    expect(set.report.issues.some(blocksFile)).toBe(true);
    expect(set.grids).toEqual([]);
  });
});
