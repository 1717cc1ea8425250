/** The spellings of one name that the scaffolds need: files, ids, translation groups, exports. */
export interface Names {
  /** As given: a grid file name (outgoing-orders) or a plugin name (salesOrders). */
  raw: string;
  /** outgoing-orders: file names, route paths, npm package names. */
  kebab: string;
  /** OutgoingOrders: grid ids, components, translation groups. */
  pascal: string;
  /** outgoingOrders: plugin names and exports. */
  camel: string;
  /** Outgoing orders: the placeholder text of a title. */
  words: string;
}

function parts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());
}

export function names(raw: string): Names {
  const list = parts(raw);
  const cap = (p: string) => p[0].toUpperCase() + p.slice(1);
  const words = list.join(' ');
  return {
    raw,
    kebab: list.join('-'),
    pascal: list.map(cap).join(''),
    camel: list[0] + list.slice(1).map(cap).join(''),
    words: words ? cap(words) : '',
  };
}
