/** JSON pointers (RFC 6901), the way issues say where in a file something is wrong. */

export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** pointer('', 'columns', 3, 'type') === '/columns/3/type' */
export function pointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => `/${escapeToken(t)}`).join('');
}

export function pointerTokens(path: string): string[] {
  if (!path) return [];
  return path
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined when the path does not exist. */
export function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const token of pointerTokens(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Whether `inner` is `outer` or lies inside it. */
export function isWithin(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(`${outer}/`);
}

/**
 * Ranks pointers in the order their places appear in the document, so issues read top to bottom
 * like the file. A pointer to a place that does not exist ranks with its nearest existing parent.
 */
export function documentOrder(root: unknown): (path: string) => number {
  const rank = new Map<string, number>();
  const walk = (node: unknown, at: string) => {
    rank.set(at, rank.size);
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, pointer(at, key));
    }
  };
  walk(root, '');
  return (path) => {
    let at = path;
    while (!rank.has(at) && at) at = at.slice(0, at.lastIndexOf('/'));
    return rank.get(at) ?? 0;
  };
}
