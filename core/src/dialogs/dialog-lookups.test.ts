import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../api/client';
import { loadDialogLookups } from './dialog-lookups';

describe('loadDialogLookups', () => {
  it("calls each look-up with its fixed query and turns the answer into options; a failing one gives none", async () => {
    const calls: Array<[string, CallOptions | undefined]> = [];
    const api = {
      async call<T>(key: string, options?: CallOptions): Promise<T> {
        calls.push([key, options]);
        if (key === 'Broken.list') throw new Error('503');
        if (key === 'Printer.list') return { data: [{ id: 4, name: 'Dock' }] } as T;
        return [{ value: 'FOUND', displayText: 'Found on the shelf' }, { value: 'RET' }] as T;
      },
    };
    const entries = await loadDialogLookups(api, {
      causeCode: { call: 'CauseCode.Header', query: { type: 'Gain' }, value: 'value', label: 'displayText' },
      printer: { call: 'Printer.list', value: 'id', label: 'name' },
      other: { call: 'Broken.list', value: 'id', label: 'name' },
    });
    expect(calls).toEqual([
      ['CauseCode.Header', { query: { type: 'Gain' }, silent: true }],
      ['Printer.list', { query: undefined, silent: true }],
      ['Broken.list', { query: undefined, silent: true }],
    ]);
    expect(entries).toEqual({
      causeCode: [{ value: 'FOUND', label: 'Found on the shelf' }, { value: 'RET', label: 'RET' }],
      printer: [{ value: 4, label: 'Dock' }],
      other: [],
    });
  });
});
