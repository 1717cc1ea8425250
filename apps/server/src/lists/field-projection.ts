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
export function fieldProjection(view: ListView, query: Record<string, string | string[] | undefined>): string[] | undefined {
  const raw = query[FIELDS_PARAM];
  if (raw === undefined) return undefined;
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
