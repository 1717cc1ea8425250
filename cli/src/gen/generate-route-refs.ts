import { routes } from '@cockpit/contracts';

/** Where the references are written, from the project's root. */
export const routeRefsFile = 'packages/contracts/src/generated/route-refs.ts';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * packages/contracts/src/generated/route-refs.ts: every route group of the host's table as
 * references (key, method, path) typed as the definitions, each written as its request line. The console's first screen imports
 * these instead of the definitions, whose schemas would bring TypeBox into the sign-in page's
 * script; the call is typed the same (RouteRef carries the definition's type).
 */
export function generateRouteRefs(): string {
  const lines = [
    '// Written by `cockpit gen paths` from the route table (packages/contracts/src/routes): do not edit.',
    "// Each route's key, method and path, typed as its definition: the console's first screen calls routes",
    '// by these references, so that the schemas (and TypeBox) stay out of its script.',
    "import type { routes } from '../routes';",
    "import { refsOf } from '../route-refs-of';",
  ];
  for (const [group, actions] of Object.entries(routes)) {
    lines.push('', `export const ${group} = /* @__PURE__ */ refsOf<typeof routes.${group}>(${quote(group)}, {`);
    for (const [action, route] of Object.entries(actions)) {
      // The request line, when the key is the group's and the action's names; else the whole reference.
      const ref =
        route.key === `${group}.${action}` ? quote(`${route.method} ${route.path}`) : `{ key: ${quote(route.key)}, method: ${quote(route.method)}, path: ${quote(route.path)} }`;
      lines.push(`  ${/^[A-Za-z_$][\w$]*$/.test(action) ? action : quote(action)}: ${ref},`);
    }
    lines.push('});');
  }
  return `${lines.join('\n')}\n`;
}
