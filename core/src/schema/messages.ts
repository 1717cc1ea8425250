import type { ErrorObject } from 'ajv';
import { isWithin, pointer, pointerTokens } from './json-pointer';
import { descriptionAsExpectation, patternInWords } from './pattern-words';
import type { SchemaGraph } from './schema-graph';
import { didYouMean } from './suggest';
import type { FileIssue } from './types';

/**
 * ajv's errors in plain words. One error becomes one sentence ("must be one of a, b, c"); a
 * oneOf/anyOf or if/then, which ajv answers with an error per branch plus one for the combinator,
 * becomes the one message that helps: the branch the author was evidently writing, or the list
 * of forms that would do.
 */

/** An issue with the place its rule applies (the object for required/additionalProperties). */
type Found = FileIssue & { at: string };

interface Item {
  at: string;
  source: object | undefined;
  found: Found[];
}

const objectLike = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function quote(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/** A value as it should appear after "got": short, and saying what kind it is when it is big. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 37)}..."` : `"${value}"`;
  return String(value);
}

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function orList(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

function plainList(values: unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

function entries(n: number): string {
  return `${n} ${n === 1 ? 'entry' : 'entries'}`;
}

/** One ajv error, alone. */
function describeOne(error: ErrorObject): Found {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parent = objectLike(error.parentSchema) ? error.parentSchema : {};
  const data: unknown = error.data;
  const found = (message: string, where = at): Found => ({ at, pointer: where, rule: error.keyword, message, severity: 'error' });
  switch (error.keyword) {
    case 'required':
      return found(`"${String(params.missingProperty)}" is required`);
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const known = objectLike(parent.properties) ? Object.keys(parent.properties) : [];
      return found(`unknown property "${name}"${didYouMean(name, known)}`, pointer(at, name));
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const hint =
        typeof data === 'string'
          ? didYouMean(
              data,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : '';
      return found(`must be one of ${plainList(allowed)}; got ${describeValue(data)}${hint}`);
    }
    case 'const':
      return found(`must be ${quote(params.allowedValue)}; got ${describeValue(data)}`);
    case 'type': {
      const types = Array.isArray(params.type) ? (params.type as string[]) : String(params.type).split(',');
      return found(`must be ${orList(types.map((t) => typeWords[t] ?? t))}; got ${describeValue(data)}`);
    }
    case 'pattern': {
      const pattern = String(params.pattern);
      const description = typeof parent.description === 'string' ? descriptionAsExpectation(parent.description) : undefined;
      const expected = patternInWords(pattern) ?? description ?? `text matching the pattern ${pattern}`;
      return found(`must be ${expected}; got ${describeValue(data)}`);
    }
    case 'minimum':
      return found(`must be at least ${String(params.limit)}; got ${describeValue(data)}`);
    case 'maximum':
      return found(`must be at most ${String(params.limit)}; got ${describeValue(data)}`);
    case 'exclusiveMinimum':
      return found(`must be more than ${String(params.limit)}; got ${describeValue(data)}`);
    case 'exclusiveMaximum':
      return found(`must be less than ${String(params.limit)}; got ${describeValue(data)}`);
    case 'multipleOf':
      return found(`must be a multiple of ${String(params.multipleOf)}; got ${describeValue(data)}`);
    case 'minItems':
      return found(Number(params.limit) === 1 ? 'must not be empty: list at least 1 entry' : `must list at least ${entries(Number(params.limit))}`);
    case 'maxItems':
      return found(`must list at most ${entries(Number(params.limit))}`);
    case 'minLength':
      return found(Number(params.limit) === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long`);
    case 'maxLength':
      return found(`must be at most ${String(params.limit)} characters long`);
    case 'uniqueItems': {
      const list = Array.isArray(data) ? data : [];
      const [first, second] = [Number(params.i), Number(params.j)].sort((x, y) => x - y);
      return found(`must not list the same value twice: entries ${first} and ${second} are both ${describeValue(list[first])}`);
    }
    case 'minProperties':
      return found(`must have at least ${String(params.limit)} properties`);
    case 'maxProperties':
      return found(`must have at most ${String(params.limit)} properties`);
    case 'dependentRequired':
      return found(`"${String(params.missingProperty)}" is required when "${String(params.property)}" is set`);
    case 'format':
      return found(`must be a valid ${String(params.format)}; got ${describeValue(data)}`);
    case 'false schema':
      return found('is not allowed here');
    default:
      return found(error.message ?? 'is not valid');
  }
}

/** Takes from the end of `items` those that came from one of `branches` at or under `at`. */
function takeChildren(items: Item[], at: string, branches: unknown[], graph: SchemaGraph): { branch: number; item: Item }[] {
  const reach = branches.map((b) => graph.reachable(b));
  const children: { branch: number; item: Item }[] = [];
  while (items.length) {
    const last = items[items.length - 1];
    const branch = last.source && isWithin(last.at, at) ? reach.findIndex((r) => r.has(last.source as object)) : -1;
    if (branch < 0) break;
    children.unshift({ branch, item: items.pop() as Item });
  }
  return children;
}

function isRequiredOnly(schema: Record<string, unknown> | undefined): schema is { required: string[] } {
  return Boolean(schema) && Object.keys(schema as object).every((k) => k === 'required' || k === 'description') && Array.isArray(schema?.required);
}

/** What one branch of a oneOf/anyOf expects, e.g. 'one of all, none, admin' or 'an object with "roles"'. */
function describeBranch(schema: Record<string, unknown> | undefined): string {
  if (!schema) return 'something else';
  if (Array.isArray(schema.enum)) return `one of ${plainList(schema.enum)}`;
  if ('const' in schema) return quote(schema.const);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (schema.type === 'object' || required.length) {
    return required.length ? `an object with ${required.map((r) => `"${r}"`).join(', ')}` : 'an object';
  }
  if (typeof schema.type === 'string') return typeWords[schema.type] ?? schema.type;
  if (typeof schema.title === 'string') return `a ${schema.title}`;
  return 'something else';
}

const wrongKindRules = new Set(['type', 'enum', 'const', 'false schema']);

function combine(error: ErrorObject, children: { branch: number; item: Item }[], graph: SchemaGraph): Found[] {
  const at = error.instancePath;
  const branches = (Array.isArray(error.schema) ? error.schema : []).map((b) => graph.deref(b));
  const passing = (error.params as { passingSchemas?: number[] | null }).passingSchemas;
  const found = (message: string): Found[] => [{ at, pointer: at, rule: error.keyword, message, severity: 'error' }];

  if (branches.every(isRequiredOnly)) {
    const alternatives = branches.map((b) => (b as { required: string[] }).required.map((r) => `"${r}"`).join(' and '));
    if (Array.isArray(passing)) return found(`must have either ${orList(alternatives)}, not more than one of them`);
    return found(`must have ${orList(alternatives)}`);
  }
  if (Array.isArray(passing)) {
    return found(`matches more than one of the allowed forms (${passing.map((i) => describeBranch(branches[i])).join('; ')}); make it match exactly one`);
  }

  // The branch the author evidently meant: one whose failures are not "wrong kind of value
  // altogether", preferring the deepest failure, then the fewest.
  let best: { found: Found[]; depth: number } | undefined;
  for (let i = 0; i < branches.length; i++) {
    const own = children.filter((c) => c.branch === i).flatMap((c) => c.item.found);
    if (!own.length || own.some((f) => f.at === at && wrongKindRules.has(f.rule))) continue;
    const depth = Math.max(...own.map((f) => pointerTokens(f.at).length));
    if (!best || depth > best.depth || (depth === best.depth && own.length < best.found.length)) best = { found: own, depth };
  }
  if (best) return best.found;
  return found(`must be ${orList(branches.map(describeBranch))}; got ${describeValue(error.data)}`);
}

/** "when type is enum", from an if such as { properties: { type: { const: "enum" } } }. */
function condition(ifSchema: unknown): string {
  if (!objectLike(ifSchema) || !objectLike(ifSchema.properties)) return '';
  const parts = Object.entries(ifSchema.properties).map(([name, rule]) => {
    if (!objectLike(rule)) return undefined;
    if ('const' in rule) return `${name} is ${plainList([rule.const])}`;
    if (Array.isArray(rule.enum)) return `${name} is ${orList(rule.enum.map((v) => plainList([v])))}`;
    return undefined;
  });
  return parts.every(Boolean) && parts.length ? ` when ${parts.join(' and ')}` : '';
}

export function describeAjvErrors(errors: readonly ErrorObject[], graph: SchemaGraph): FileIssue[] {
  const items: Item[] = [];
  for (const error of errors) {
    const at = error.instancePath;
    const source = objectLike(error.parentSchema) ? error.parentSchema : undefined;
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      const branches = Array.isArray(error.schema) ? error.schema : [];
      items.push({ at, source, found: combine(error, takeChildren(items, at, branches, graph), graph) });
    } else if (error.keyword === 'if' && source) {
      const children = takeChildren(items, at, [source.then, source.else], graph);
      const when = condition(source.if);
      const found = children.flatMap((c) => c.item.found).map((f) => (f.at === at ? { ...f, message: f.message + when } : f));
      items.push({ at, source, found });
    } else if (error.keyword === 'propertyNames') {
      const name = String((error.params as { propertyName?: unknown }).propertyName);
      const children = takeChildren(items, at, [error.schema], graph);
      const found = children.flatMap((c) => c.item.found).map((f) => ({ ...f, pointer: pointer(at, name), message: `the key ${f.message}` }));
      items.push({ at, source, found: found.length ? found : [describeOne(error)] });
    } else {
      items.push({ at, source, found: [describeOne(error)] });
    }
  }
  const seen = new Set<string>();
  const issues: FileIssue[] = [];
  for (const { found } of items) {
    for (const { at: _at, ...issue } of found) {
      const key = `${issue.pointer}\n${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}
