/**
 * Limits every request's input meets before any route sees it, whatever its own schema says.
 *
 * Two layers, both applied to every route from one place (validator.ts installs them):
 * - `withDefaultLimits(schema)`: a route schema that leaves a bound open gets the default one. A
 *   text without maxLength takes at most DEFAULT_MAX_TEXT characters, a list without maxItems at
 *   most DEFAULT_MAX_ITEMS entries, an integer fits PostgreSQL's `int` and a number stays within
 *   ±DEFAULT_MAX_NUMBER. A bound the route declares always wins, so a route that truly needs more
 *   says so where it is read.
 * - `findUnstorableInput(value)`: texts PostgreSQL cannot store (NUL; a lone UTF-16 surrogate, which
 *   cannot be encoded as UTF-8), keys that could reach an object's prototype, and nesting deeper
 *   than any request needs. Checked on the body, the query and the path parameters of every route,
 *   including routes that declare no schema.
 */

export const DEFAULT_MAX_TEXT = 10_000;
export const DEFAULT_MAX_ITEMS = 10_000;
/** PostgreSQL's int (int4): what every integer column here is. */
export const MAX_INT = 2_147_483_647;
/** Beyond every numeric(p, s) column here (numeric(14, 2) at most). */
export const DEFAULT_MAX_NUMBER = 1e12;
export const MAX_DEPTH = 32;

type JsonSchema = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typesOf(schema: JsonSchema): string[] {
  const t = schema.type;
  return typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
}

/** A deep copy of the schema with the default bounds added where the schema leaves them open. */
export function withDefaultLimits<T>(schema: T): T {
  return limit(schema) as T;
}

function limit(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(limit);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Values, not sub-schemas: copied as they are.
    out[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'examples' || key === 'required' ? value : limit(value);
  }
  // Properties maps hold sub-schemas keyed by name: limit() above already went into each entry.
  const types = typesOf(out);
  const closed = 'enum' in out || 'const' in out;
  if (!closed) {
    if (types.includes('string') && out.maxLength === undefined) out.maxLength = DEFAULT_MAX_TEXT;
    if (types.includes('array') && out.maxItems === undefined) out.maxItems = DEFAULT_MAX_ITEMS;
    if (types.includes('integer') && !types.includes('number')) {
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = MAX_INT;
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -MAX_INT - 1;
    } else if (types.includes('number')) {
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = DEFAULT_MAX_NUMBER;
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -DEFAULT_MAX_NUMBER;
    }
  }
  return out;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character, which cannot be stored';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate (not valid Unicode), which cannot be stored';
  return undefined;
}

/**
 * The first problem in a request part, as "<where> <what is wrong>", or undefined when all is well.
 * Iterative, so that a deeply nested body cannot overflow the stack.
 */
export function findUnstorableInput(value: unknown, where: string): string | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: where, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return `${path} ${problem}`;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_DEPTH) return `${path} is nested deeper than ${MAX_DEPTH} levels`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], path: `${path}/${i}`, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(key)) return `${path}: the property name "${key}" is not allowed`;
      const problem = textProblem(key);
      if (problem) return `${path}: a property name ${problem}`;
      stack.push({ value: (v as Record<string, unknown>)[key], path: `${path}/${key}`, depth: depth + 1 });
    }
  }
  return undefined;
}
