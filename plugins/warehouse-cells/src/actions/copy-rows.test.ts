import { describe, expect, it } from 'vitest';
import { rowsAsText } from './copy-rows';

describe('copying rows', () => {
  it('writes a header of the scalar fields and one tab-separated line per row', () => {
    const text = rowsAsText([
      { id: 1, itemNo: 'A-1', name: 'Bolt\tM8', lines: [{ id: 2 }] },
      { id: 2, itemNo: 'A-2', quantity: 4, name: null },
    ]);
    expect(text).toBe('id\titemNo\tname\tquantity\n1\tA-1\tBolt M8\t\n2\tA-2\t\t4');
  });
});
