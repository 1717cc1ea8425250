/**
 * The part of a meta-schema that is a TypeScript shape. Rules that say which properties go
 * together (if/then on a property's value, oneOf/anyOf of "required" lists) cannot be said in a
 * TypeScript interface; json-schema-to-typescript turns them into intersections with index
 * signatures (`Column & Column & Column`, `Detail & { [k: string]: unknown }`) that weaken the
 * type. They are dropped from the copy the types are generated from; ajv still enforces them.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function isRequiredOnly(value: Json): boolean {
  return isObject(value) && Object.keys(value).every((k) => k === 'required' || k === 'description');
}

function isConditional(value: Json): boolean {
  return isObject(value) && Object.keys(value).every((k) => k === 'if' || k === 'then' || k === 'else');
}

/** Definitions with a title become named types; a $ref to one should reuse the name. */
function titled(root: JsonObject, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: Json | undefined = root;
  for (const token of ref.slice(2).split('/')) node = isObject(node) ? node[token] : undefined;
  return isObject(node) && typeof node.title === 'string';
}

function shape(node: Json, root: JsonObject): Json {
  if (Array.isArray(node)) return node.map((n) => shape(n, root));
  if (!isObject(node)) return node;
  // A $ref with a description beside it would become a copy named ApiCall1, ApiCall2, ...
  if (typeof node.$ref === 'string' && titled(root, node.$ref)) return { $ref: node.$ref };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'if' || key === 'then' || key === 'else') continue;
    if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value) && value.every(isRequiredOnly)) continue;
    if (key === 'allOf' && Array.isArray(value)) {
      const kept = value.filter((v) => !isConditional(v));
      if (kept.length) out[key] = shape(kept, root);
      continue;
    }
    // Property maps and $defs hold schemas by name; their keys are data, not keywords.
    out[key] = shape(value, root);
  }
  return out;
}

export function typeShape(schema: JsonObject): JsonObject {
  return shape(schema, schema) as JsonObject;
}

export type { Json, JsonObject };
