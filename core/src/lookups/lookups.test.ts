import { describe, expect, it } from 'vitest';
import { lookupEntries, lookupKey, lookupLabels, lookupRows } from './lookups';

describe('look-ups', () => {
  it('keys the cache by call and fixed query, whatever the order of the query', () => {
    expect(lookupKey({ call: 'CauseCode.Header', query: { type: 'Gain', active: true } })).toEqual(lookupKey({ call: 'CauseCode.Header', query: { active: true, type: 'Gain' } }));
    expect(lookupKey({ call: 'CauseCode.Header', query: { type: 'Gain' } })).not.toEqual(lookupKey({ call: 'CauseCode.Header', query: { type: 'Loss' } }));
    // The shape of a route's query key: the call's key, then what it sends.
    expect(lookupKey({ call: 'Printer.list' })).toEqual(['Printer.list', { query: undefined, params: undefined, body: undefined }]);
  });

  it('reads a list or a page, and turns rows into entries and labels', () => {
    expect(lookupRows([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(lookupRows({ data: [{ id: 2 }], totalCount: 1 })).toEqual([{ id: 2 }]);
    expect(lookupRows(undefined)).toEqual([]);
    expect(lookupRows({ result: 'x' })).toEqual([]);
    const entries = lookupEntries([{ value: 'FOUND', displayText: 'Found on the shelf' }, { value: 'RET' }], { value: 'value', label: 'displayText' });
    expect(entries).toEqual([
      { value: 'FOUND', label: 'Found on the shelf' },
      { value: 'RET', label: 'RET' },
    ]);
    expect(lookupLabels([{ value: 4, label: 'Dock' }]).get('4')).toBe('Dock');
  });
});
