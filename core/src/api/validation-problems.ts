/**
 * The server's answer to input its schema refuses, written once for the server that sends it and
 * the console that shows it. The `message` of that answer is for developers (ajv's words, the JSON
 * path); a clerk reads the `details.problems` below, translated at the field they name.
 */

/** One refused value: where it is, which rule it breaks, and the rule's limit when it has one. */
export interface ValidationProblem {
  /** Path segments into the request part, e.g. ['drafts', 0, 'lines', 0, 'orderedQuantity']. */
  path: Array<string | number>;
  /** The field the problem concerns: the last named segment of the path ('orderedQuantity'). */
  field: string;
  /** The broken rule: a JSON Schema keyword (required, maximum, maxLength, pattern, type, format, enum ...), or requiredOneOf. */
  rule: string;
  /** The rule's limit: a number for maximum/minLength..., the expected type for type, the format's name for format. */
  limit?: number | string;
  /** requiredOneOf: the fields of which one must be given. */
  options?: string[];
}

export interface ValidationDetails {
  problems: ValidationProblem[];
}

/** A raw ajv error, as Fastify hands it over. */
export interface AjvIssue {
  instancePath: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const COMBINATORS = new Set(['anyOf', 'oneOf', 'if', 'not', 'allOf']);

function segments(pointer: string): Array<string | number> {
  return pointer
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function fieldOf(path: Array<string | number>): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

function problem(path: Array<string | number>, rule: string, limit?: number | string, options?: string[]): ValidationProblem {
  const p: ValidationProblem = { path, field: fieldOf(path), rule };
  if (limit !== undefined) p.limit = limit;
  if (options) p.options = options;
  return p;
}

const LIMIT_RULES = new Set(['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'maxLength', 'minLength', 'maxItems', 'minItems', 'multipleOf']);

/** The branch of a combinator an issue came from ('#/anyOf/1/required' → '#/anyOf'), or undefined. */
function combinatorBranch(schemaPath: string | undefined): string | undefined {
  const m = /^(.*\/(?:anyOf|oneOf))\/\d+\//.exec(schemaPath ?? '');
  return m?.[1];
}

/**
 * Ajv's errors as problems a person can be told about. Errors of the alternatives of an anyOf/oneOf
 * are folded into one problem (all alternatives missing a field: requiredOneOf with the fields), the
 * combinators' own summaries ("must match a schema in anyOf", "must match \"then\" schema") are left
 * out since the errors inside them say what is wrong, and the same problem is told once.
 */
export function validationProblems(issues: AjvIssue[]): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  const branches = new Map<string, AjvIssue[]>();
  for (const issue of issues) {
    const branch = combinatorBranch(issue.schemaPath);
    if (branch) {
      const key = `${issue.instancePath}|${branch}`;
      branches.set(key, [...(branches.get(key) ?? []), issue]);
      continue;
    }
    const keyword = issue.keyword ?? '';
    const params = issue.params ?? {};
    const at = segments(issue.instancePath);
    if (COMBINATORS.has(keyword)) continue;
    if (keyword === 'required' || 'missingProperty' in params) out.push(problem([...at, String(params.missingProperty)], 'required'));
    else if (keyword === 'additionalProperties' || 'additionalProperty' in params) out.push(problem([...at, String(params.additionalProperty)], 'unknown'));
    else if (LIMIT_RULES.has(keyword) && (typeof params.limit === 'number' || typeof params.multipleOf === 'number'))
      out.push(problem(at, keyword, (params.limit ?? params.multipleOf) as number));
    else if (keyword === 'type') out.push(problem(at, 'type', Array.isArray(params.type) ? params.type.join(',') : String(params.type ?? '')));
    else if (keyword === 'format') out.push(problem(at, 'format', String(params.format ?? '')));
    else out.push(problem(at, keyword || 'invalid'));
  }
  for (const [key, group] of branches) {
    const instancePath = key.split('|')[0];
    const at = segments(instancePath);
    if (group.every((g) => g.keyword === 'required')) {
      const fields = [...new Set(group.map((g) => String(g.params?.missingProperty)))];
      out.push(fields.length === 1 ? problem([...at, fields[0]], 'required') : problem(at, 'requiredOneOf', undefined, fields));
    } else {
      // Some alternative came close: its own errors (a value too large, a wrong type) say more than "no match".
      const specific = group.filter((g) => g.keyword !== 'type' && g.keyword !== 'required' && !COMBINATORS.has(g.keyword ?? ''));
      out.push(...(specific.length ? validationProblems(specific.map((g) => ({ ...g, schemaPath: undefined }))) : [problem(at, 'invalid')]));
    }
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = JSON.stringify([p.path, p.rule]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems of an error answer's details, or [] when it carries none. */
export function problemsOf(details: unknown): ValidationProblem[] {
  if (!isRecord(details) || !Array.isArray(details.problems)) return [];
  return details.problems.filter((p): p is ValidationProblem => isRecord(p) && Array.isArray(p.path) && typeof p.field === 'string' && typeof p.rule === 'string');
}
