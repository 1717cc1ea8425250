import type { JsonPath } from './json-paths';

type Schema = Record<string, unknown>;
const asSchema = (v: unknown): Schema | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : undefined);

/** Follows a local $ref (`#/$defs/column`) of the meta-schema. */
function resolve(meta: Schema, schema: Schema | undefined, depth = 0): Schema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || depth > 10) return schema;
  let at: unknown = meta;
  for (const part of ref.slice(2).split('/')) at = asSchema(at)?.[part];
  return resolve(meta, asSchema(at), depth + 1);
}

/** The meta-schema's description of the value at a path of a document (objects' properties, arrays' items). */
export function schemaAt(meta: Schema, path: JsonPath): Schema | undefined {
  let schema = resolve(meta, meta);
  for (const part of path) {
    if (!schema) return undefined;
    schema = typeof part === 'number' ? resolve(meta, asSchema(schema.items)) : resolve(meta, asSchema(asSchema(schema.properties)?.[part]));
  }
  return schema;
}

export interface MetaOption {
  label: string;
  detail?: string;
  info?: string;
  required?: boolean;
}

/** The keys an object at a path may have (the meta-schema's properties), the required ones first, less those it has. */
export function keyOptions(meta: Schema, path: JsonPath, present: readonly string[]): MetaOption[] {
  const schema = schemaAt(meta, path);
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(asSchema(schema?.properties) ?? {})
    .filter(([key]) => !present.includes(key) && key !== '$schema')
    .map(([key, value]) => {
      const s = resolve(meta, asSchema(value));
      return {
        label: key,
        detail: typeof s?.type === 'string' ? s.type : s?.enum ? 'enum' : undefined,
        info: (s?.description ?? asSchema(value)?.description) as string | undefined,
        required: required.has(key),
      };
    })
    .sort((a, b) => Number(b.required) - Number(a.required) || a.label.localeCompare(b.label));
}

/** The values a key of the object at a path takes, when the meta-schema lists them (enum, const). */
export function valueOptions(meta: Schema, path: JsonPath, key: string): MetaOption[] {
  const s = schemaAt(meta, [...path, key]);
  const listed = (s?.enum as unknown[] | undefined) ?? (s?.const !== undefined ? [s.const] : []);
  return listed.filter((v): v is string => typeof v === 'string').map((v) => ({ label: v }));
}
