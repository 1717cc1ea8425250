import type { HttpMethod, RouteRef, RouteRefs } from './define-route';

/**
 * A group's references from a table of request lines: `description: 'GET /api/Supplier/description'`
 * is the reference whose key is `<group>.description`; a route whose key is not its group's and
 * action's names is given as the whole reference. Imports no runtime of the table (TypeBox), so
 * the console's first screen can call routes by these.
 */
export function refsOf<G>(group: string, table: { readonly [K in keyof G]: string | RouteRef }): RouteRefs<G> {
  const refs: Record<string, RouteRef> = {};
  for (const [action, line] of Object.entries<string | RouteRef>(table)) {
    if (typeof line !== 'string') {
      refs[action] = line;
      continue;
    }
    const space = line.indexOf(' ');
    refs[action] = { key: `${group}.${action}`, method: line.slice(0, space) as HttpMethod, path: line.slice(space + 1) };
  }
  return refs as RouteRefs<G>;
}
