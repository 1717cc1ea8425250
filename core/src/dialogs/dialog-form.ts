import type { TFunction } from 'i18next';
import type { DialogSchema } from '../schema';
import type { ValidationProblem } from '../api/validation-problems';

type JsonSchema = { [key: string]: unknown };

export interface LookupEntries {
  /** Field name → the entries of its look-up, as {value, label}. */
  [field: string]: { value: string | number; label: string }[];
}

/**
 * Turns a dialog's form into what rjsf renders: titles and descriptions translated, and fields with
 * a look-up turned into a choice of the answered entries.
 */
export function formSchemaFor(dialog: DialogSchema, t: TFunction, lookups: LookupEntries): JsonSchema {
  const walk = (node: unknown, path: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, path));
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node as JsonSchema)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') out[key] = t(value);
      else if (key === 'properties' && value && typeof value === 'object') {
        out.properties = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, walk(sub, [...path, name])]));
      } else out[key] = walk(value, path);
    }
    const field = path[path.length - 1];
    const entries = field !== undefined ? lookups[field] : undefined;
    const lookup = field !== undefined ? dialog.lookups?.[field] : undefined;
    if (entries && lookup && path.length === 1) {
      // Values the catalogue knows (order and delivery types) in the user's language; others as the server names them.
      const labelEnum = (lookup as { labelEnum?: string }).labelEnum;
      const choices: Array<{ const: unknown; title: string }> = entries.map((e) => ({
        const: e.value,
        title: labelEnum ? String(t(`Enums.${labelEnum}.${String(e.value)}`, { defaultValue: e.label })) : e.label,
      }));
      // A field that may be empty can be set back to empty (and an empty value stays valid).
      const nullable = Array.isArray(out.type) && out.type.includes('null');
      if (nullable && choices.length && !lookup.multiple) choices.unshift({ const: null, title: t('Form.noValue') });
      if (lookup.multiple) return { ...out, type: 'array', uniqueItems: true, items: choices.length ? { oneOf: choices } : { type: ['string', 'number'] } };
      return choices.length ? { ...out, oneOf: choices } : out;
    }
    return out;
  };
  return walk(dialog.form, []) as JsonSchema;
}

/** The values a form field chooses from (its enum, or its items' enum for a multiple choice). */
function enumValues(dialog: DialogSchema, field: string): unknown[] {
  const property = (dialog.form.properties as Record<string, JsonSchema | undefined>)[field];
  const values = property?.enum ?? (property?.items as JsonSchema | undefined)?.enum;
  return Array.isArray(values) ? values : [];
}

/**
 * The uiSchema with placeholders and help texts translated. A field's "ui:enum": "<Enum>" shows
 * its values as Enums.<Enum>.<value> (as grid columns of type enum do) through rjsf's ui:enumNames;
 * an empty (null) value shows as Form.noValue.
 */
export function uiSchemaFor(dialog: DialogSchema, t: TFunction): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node as JsonSchema).map(([k, v]) => [
        k,
        (k === 'ui:placeholder' || k === 'ui:help' || k === 'ui:title' || k === 'ui:description') && typeof v === 'string' ? t(v) : walk(v),
      ]),
    );
  };
  const ui = walk(dialog.uiSchema ?? {}) as JsonSchema;
  for (const [field, options] of Object.entries(ui)) {
    if (field.startsWith('ui:') || !options || typeof options !== 'object') continue;
    const { 'ui:enum': enumName, ...rest } = options as JsonSchema;
    if (typeof enumName !== 'string') continue;
    // The empty value is named too: rjsf shows an empty name as the raw value ("null").
    const names = enumValues(dialog, field).map((value) =>
      value === null || value === undefined ? t('Form.noValue') : t(`Enums.${enumName}.${String(value)}`, { defaultValue: String(value) }),
    );
    ui[field] = { ...rest, 'ui:enumNames': names };
  }
  return { 'ui:submitButtonOptions': { norender: true }, ...ui };
}

export interface FormError {
  name?: string;
  property?: string;
  message?: string;
  params?: Record<string, unknown>;
  stack: string;
}

/**
 * The summaries of JSON Schema's combinators ("must match \"then\" schema", "must match a schema in
 * anyOf"): the errors inside them say what is wrong at the field, so the summaries are not shown.
 */
const COMBINATOR_RULES = new Set(['if', 'then', 'else', 'anyOf', 'allOf', 'not']);

/** Error messages by field and rule from the dialog, else Validation.<rule>, translated. */
export function translateErrors(dialog: DialogSchema, t: TFunction, errors: FormError[]): FormError[] {
  const specific = errors.filter((e) => !COMBINATOR_RULES.has(e.name ?? ''));
  // A combinator alone (nothing more specific reported) still stops the form: said as "enter a valid value".
  const kept = specific.length ? specific : errors.map((e) => ({ ...e, name: 'invalid' }));
  return kept.map((error) => {
    const field = (error.property ?? '').replace(/^\./, '').split('.')[0] || String(error.params?.missingProperty ?? '');
    const rule = error.name ?? '';
    const custom = dialog.messages?.[field]?.[rule];
    const key = custom ?? `Validation.${rule}`;
    const message = t(key, { ...(error.params ?? {}), defaultValue: error.message ?? rule });
    return { ...error, message, stack: message };
  });
}

/** rjsf's error schema: nested by field (and list index), each level's messages in __errors. */
export interface FieldErrorTree {
  [key: string]: FieldErrorTree | string[] | undefined;
  __errors?: string[];
}

/**
 * The server's refused values split into those of the dialog's fields (as rjsf's extraErrors, shown
 * at the field) and the rest (said below the form).
 */
export function fieldProblems(
  dialog: DialogSchema,
  problems: ValidationProblem[],
  text: (problem: ValidationProblem) => string,
): { atFields: FieldErrorTree | undefined; elsewhere: ValidationProblem[] } {
  const properties = (dialog.form.properties ?? {}) as Record<string, unknown>;
  const tree: FieldErrorTree = {};
  const elsewhere: ValidationProblem[] = [];
  for (const problem of problems) {
    const top = problem.path[0];
    if (typeof top !== 'string' || !(top in properties)) {
      elsewhere.push(problem);
      continue;
    }
    let node = tree;
    for (const segment of problem.path) node = (node[String(segment)] ??= {}) as FieldErrorTree;
    node.__errors = [...(node.__errors ?? []), text(problem)];
  }
  return { atFields: Object.keys(tree).length ? tree : undefined, elsewhere };
}
