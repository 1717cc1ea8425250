import { describe, expect, it } from 'vitest';
import { applyMergePatch, createMergePatch, jsonChanges } from './merge-patch';

describe('JSON merge patch', () => {
  it('applies the examples of RFC 7386', () => {
    expect(applyMergePatch({ a: 'b' }, { a: 'c' })).toEqual({ a: 'c' });
    expect(applyMergePatch({ a: 'b' }, { b: 'c' })).toEqual({ a: 'b', b: 'c' });
    expect(applyMergePatch({ a: 'b' }, { a: null })).toEqual({});
    expect(applyMergePatch({ a: 'b', b: 'c' }, { a: null })).toEqual({ b: 'c' });
    expect(applyMergePatch({ a: ['b'] }, { a: 'c' })).toEqual({ a: 'c' });
    expect(applyMergePatch({ a: { b: 'c' } }, { a: { b: 'd', c: null } })).toEqual({ a: { b: 'd' } });
    expect(applyMergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] });
    expect(applyMergePatch(['a', 'b'], ['c', 'd'])).toEqual(['c', 'd']);
    expect(applyMergePatch({ e: null }, { a: 1 })).toEqual({ e: null, a: 1 });
  });

  it('creates the patch that turns one document into the other, and none for equal ones', () => {
    const from = { id: 'Stock', columns: [{ field: 'a' }], dataSource: { api: 'X', query: { q: 1 } }, title: 't' };
    const to = { id: 'Stock', columns: [{ field: 'a' }, { field: 'b' }], dataSource: { api: 'X' }, extra: true };
    const patch = createMergePatch(from, to);
    expect(patch).toEqual({ columns: [{ field: 'a' }, { field: 'b' }], dataSource: { query: null }, title: null, extra: true });
    expect(applyMergePatch(from, patch)).toEqual(to);
    expect(createMergePatch(to, structuredClone(to))).toBeUndefined();
  });

  it('lists the changes at their JSON pointers', () => {
    expect(jsonChanges({ a: [1, 2], 'b/c': 1 }, { a: [1, 3], d: 'x' })).toEqual([
      { pointer: '/a/1', kind: 'changed', before: 2, after: 3 },
      { pointer: '/b~1c', kind: 'removed', before: 1 },
      { pointer: '/d', kind: 'added', after: 'x' },
    ]);
  });
});
