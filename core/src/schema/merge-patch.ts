/**
 * JSON Merge Patch (RFC 7386): the form in which a business unit's screen change is kept over the
 * shipped file. An object in the patch merges key by key, `null` removes a key, anything else
 * (arrays included) replaces the value. Arrays are replaced whole, so a change to the columns keeps
 * the whole list of columns, while a key the change did not touch (a new action in a later
 * release, say) still comes from the shipped file.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const isObject = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `target` with `patch` applied; neither is changed. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/** Deep equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && jsonEqual(a[k], b[k]));
}

/**
 * The merge patch that turns `from` into `to` (undefined when they are equal). A value that is
 * `null` in `to` cannot be written by a merge patch; screens hold no nulls.
 */
export function createMergePatch(from: unknown, to: unknown): unknown {
  if (jsonEqual(from, to)) return undefined;
  if (!isObject(from) || !isObject(to)) return to;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(from)) if (!(key in to)) patch[key] = null;
  for (const [key, value] of Object.entries(to)) {
    const sub = createMergePatch(from[key], value);
    if (sub !== undefined) patch[key] = sub;
  }
  return patch;
}

/** One difference between two JSON documents, at a JSON pointer. */
export interface JsonChange {
  pointer: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The differences from `before` to `after`, the smallest places first found: objects compared key
 * by key, arrays of the same length item by item, anything else as one change.
 */
export function jsonChanges(before: unknown, after: unknown, pointer = ''): JsonChange[] {
  if (jsonEqual(before, after)) return [];
  if (before === undefined) return [{ pointer, kind: 'added', after }];
  if (after === undefined) return [{ pointer, kind: 'removed', before }];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => jsonChanges(before[k], after[k], `${pointer}/${escape(k)}`));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    return Array.from({ length: n }, (_, i) => jsonChanges(before[i], after[i], `${pointer}/${i}`)).flat();
  }
  return [{ pointer, kind: 'changed', before, after }];
}
