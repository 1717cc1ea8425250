import { badRequest } from '../http/errors';
import type { ListView } from './list-view';

/** The query parameter that names the fields a list answer carries (comma-separated). */
export const FIELDS_PARAM = 'fields';

/**
 * The fields a list answer carries: those named in `fields` (each a field of the list; an unknown
 * one is refused with 400 naming the list's fields), sorted and without repeats, or undefined
 * (every field) when the call names none. The console asks only for what a grid reads (its
 * columns, row id, detail, live filters and actions), so a page's whole list carries no field
 * it never shows.
 */
export function fieldProjection(view: ListView, query: Record<string, string | string[] | undefined>): readonly string[] | undefined {
  const raw = query[FIELDS_PARAM];
  if (raw === undefined) return undefined;
  // A grid asks the same text on every call: its projection is worked out once per list view
  // (a refused one is not kept, so its 400 is worked out each time).
  const text = typeof raw === 'string' ? raw : undefined;
  let known = projections.get(view);
  const hit = text === undefined ? undefined : known?.get(text);
  if (hit) return hit;
  const projection = Object.freeze(project(view, raw));
  if (text !== undefined) {
    if (!known) projections.set(view, (known = new Map()));
    if (known.size >= KEPT_PER_VIEW) known.clear();
    known.set(text, projection);
  }
  return projection;
}

/** At most this many projection texts kept per list view (a grid has one or two). */
const KEPT_PER_VIEW = 64;
const projections = new WeakMap<ListView, Map<string, readonly string[]>>();

function project(view: ListView, raw: string | string[]): string[] {
  const names = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((n) => n.trim());
  if (names.length === 0 || names.some((n) => n === '')) throw badRequest(`fields must name fields of ${view.name}, separated by commas`);
  const unknown = names.filter((n) => !Object.hasOwn(view.fields, n));
  if (unknown.length) {
    throw badRequest(
      `${unknown.map((n) => `"${n}"`).join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of ${view.name}: its fields are ${Object.keys(view.fields).join(', ')}`,
    );
  }
  return [...new Set(names)].sort();
}
