/**
 * The meta-schemas as a graph of schema objects with their $refs followed. ajv (verbose) tells
 * which schema object an error came from, but its schemaPath restarts inside every $ref; to know
 * which oneOf/anyOf branch an error belongs to, we ask which branch can reach that object.
 */
export class SchemaGraph {
  private readonly roots = new Map<string, object>();
  private readonly rootOf = new WeakMap<object, string>();
  private readonly reach = new WeakMap<object, Set<object>>();

  constructor(documents: Iterable<Record<string, unknown>>) {
    for (const doc of documents) {
      const id = String(doc.$id);
      this.roots.set(id, doc);
      this.mark(doc, id);
    }
  }

  private mark(node: unknown, id: string): void {
    if (!node || typeof node !== 'object' || this.rootOf.has(node)) return;
    this.rootOf.set(node, id);
    for (const value of Object.values(node)) this.mark(value, id);
  }

  /** The object a $ref written inside `from` points at. */
  resolve(ref: string, from: object): object | undefined {
    const base = this.rootOf.get(from);
    if (!base) return undefined;
    const url = new URL(ref, base);
    let node: unknown = this.roots.get(url.origin + url.pathname);
    const fragment = decodeURIComponent(url.hash.slice(1));
    for (const token of fragment.split('/').slice(1)) {
      if (!node || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node && typeof node === 'object' ? node : undefined;
  }

  /** Every schema object reachable from `schema`, following $refs. */
  reachable(schema: unknown): Set<object> {
    if (!schema || typeof schema !== 'object') return new Set();
    const cached = this.reach.get(schema);
    if (cached) return cached;
    const seen = new Set<object>();
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') visit(this.resolve(value, node));
        else visit(value);
      }
    };
    visit(schema);
    this.reach.set(schema, seen);
    return seen;
  }

  /** A branch with its $ref followed, to describe what it expects. */
  deref(schema: unknown): Record<string, unknown> | undefined {
    let node = schema;
    for (let i = 0; i < 10 && node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string'; i++) {
      node = this.resolve((node as { $ref: string }).$ref, node);
    }
    return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
  }
}
