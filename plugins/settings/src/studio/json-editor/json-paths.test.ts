import { describe, expect, it } from 'vitest';
import { pointerRange, spotAt } from './json-paths';
import { keyOptions, valueOptions } from './meta-completion';

const text = JSON.stringify(
  {
    id: 'Stock',
    columns: [
      { field: 'id', type: 'number' },
      { field: 'name', type: 'text' },
    ],
  },
  null,
  2,
);
const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;

describe('JSON pointers and the text', () => {
  it('finds the line of a pointer, and the nearest place for one that is not there', () => {
    const field = pointerRange(text, '/columns/1/field');
    expect(text.slice(field.from, field.to)).toBe('"field": "name"');
    expect(lineOf(field.from)).toBe(9);
    const missing = pointerRange(text, '/columns/1/width');
    expect(text.slice(missing.from, missing.to)).toContain('"name"');
    expect(pointerRange(text, '').from).toBe(0);
  });

  it('knows whether a key or a value is typed, and where', () => {
    const inColumn = text.indexOf('"type": "text"');
    expect(spotAt(text, inColumn + 2)).toMatchObject({ kind: 'key', path: ['columns', 1], present: ['field', 'type'] });
    expect(spotAt(text, text.indexOf('"text"') + 2)).toMatchObject({ kind: 'value', path: ['columns', 1], key: 'type' });
  });
});

describe('completion from the meta-schema', () => {
  const meta = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string' }, columns: { type: 'array', items: { $ref: '#/$defs/column' } } },
    $defs: {
      column: {
        type: 'object',
        required: ['field'],
        properties: { field: { type: 'string', description: 'A field of the list' }, type: { enum: ['text', 'number'] }, width: { type: 'integer' } },
      },
    },
  };
  it('offers the keys an object may have, required first, less the ones it has', () => {
    expect(keyOptions(meta, ['columns', 0], ['type']).map((o) => o.label)).toEqual(['field', 'width']);
    expect(keyOptions(meta, ['columns', 0], [])[0]).toMatchObject({ label: 'field', info: 'A field of the list', required: true });
    expect(valueOptions(meta, ['columns', 3], 'type').map((o) => o.label)).toEqual(['text', 'number']);
  });
});
