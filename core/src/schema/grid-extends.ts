import { didYouMean } from './suggest';
import type { SchemaIssue } from './types';

/**
 * A grid may extend another grid (`"extends": "<grid id>"`): it is the base with the file's own
 * properties laid over it. Objects merge property by property (null removes one); lists of named
 * things merge item by item: columns by field, filters by name, actions by id (an item of the base
 * keeps its place, a new one goes to the end, `"$remove": true` takes one out); any other list
 * (routes, pageSizes options) replaces the base's. The validator checks the result like any grid,
 * and the console's loader shows the same result.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const keyedLists: Record<string, string> = { columns: 'field', filters: 'name', actions: 'id' };

const isObject = (value: unknown): value is JsonObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function mergeKeyed(base: Json[], own: Json[], key: string): Json[] {
  const keyOf = (item: Json) => (isObject(item) && typeof item[key] === 'string' ? (item[key] as string) : undefined);
  const out: Json[] = base.map((item) => item);
  for (const item of own) {
    const k = keyOf(item);
    const at = k === undefined ? -1 : out.findIndex((b) => keyOf(b) === k);
    const remove = isObject(item) && item.$remove === true;
    if (at >= 0 && remove) out.splice(at, 1);
    else if (at >= 0) out[at] = merge(out[at], item, undefined);
    else if (!remove) out.push(item);
  }
  return out;
}

function merge(base: Json, own: Json, name: string | undefined): Json {
  if (Array.isArray(base) && Array.isArray(own) && name !== undefined && keyedLists[name]) return mergeKeyed(base, own, keyedLists[name]);
  if (!isObject(base) || !isObject(own)) return own;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(own)) {
    if (value === null) delete out[key];
    else out[key] = key in base ? merge(base[key], value, key) : value;
  }
  return out;
}

/** The grid `own` laid over `base` (both as read); the result has no "extends". */
export function extendGrid(base: unknown, own: unknown): unknown {
  const merged = merge(base as Json, own as Json, undefined);
  if (isObject(merged)) delete merged.extends;
  return merged;
}

export interface ResolvedGrids {
  /** Grid file -> the grid with its bases applied (files without "extends" as they are). */
  grids: Map<string, unknown>;
  /** An unknown base, a cycle: on the extending file, at /extends. */
  issues: SchemaIssue[];
  /** Extending file -> its base's file. */
  bases: Map<string, string>;
}

/** Every grid file of `gridFiles` with its "extends" chain applied. A file whose base cannot be found is answered as it is. */
export function resolveGridExtends(files: Map<string, unknown>, gridFiles: string[]): ResolvedGrids {
  const byId = new Map<string, string>();
  for (const file of gridFiles) {
    const id = (files.get(file) as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, file);
  }
  const grids = new Map<string, unknown>();
  const issues: SchemaIssue[] = [];
  const bases = new Map<string, string>();
  const resolve = (file: string, chain: string[]): unknown => {
    if (grids.has(file)) return grids.get(file);
    const own = files.get(file);
    const base = isObject(own) ? own.extends : undefined;
    if (typeof base !== 'string') {
      grids.set(file, own);
      return own;
    }
    const baseFile = byId.get(base);
    let result: unknown = own;
    if (baseFile === undefined) {
      issues.push({
        file,
        pointer: '/extends',
        rule: 'unknown-grid',
        message: `extends "${base}", but no grid listed in index.json has this id${didYouMean(base, byId.keys())}`,
        severity: 'error',
      });
    } else if (baseFile === file || chain.includes(baseFile)) {
      issues.push({
        file,
        pointer: '/extends',
        rule: 'extends-cycle',
        message: `extends "${base}", which extends this grid again (${[...chain, file, baseFile].join(' → ')})`,
        severity: 'error',
      });
    } else {
      bases.set(file, baseFile);
      result = extendGrid(resolve(baseFile, [...chain, file]), own);
    }
    grids.set(file, result);
    return result;
  };
  for (const file of gridFiles) if (files.has(file)) resolve(file, []);
  return { grids, issues, bases };
}

/** `files` with every grid replaced by its resolved form (a new map; `files` is not changed). */
export function withResolvedGrids(files: Map<string, unknown>, gridFiles: string[]): { files: Map<string, unknown>; issues: SchemaIssue[]; bases: Map<string, string> } {
  const { grids, issues, bases } = resolveGridExtends(files, gridFiles);
  const out = new Map(files);
  for (const [file, grid] of grids) out.set(file, grid);
  return { files: out, issues, bases };
}
