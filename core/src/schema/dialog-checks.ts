import type { DialogSchema } from './generated/dialog';
import { pointer } from './json-pointer';
import type { MetaValidator } from './meta-validator';
import type { References } from './reference-checks';
import { didYouMean } from './suggest';
import type { FileIssue } from './types';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);

/** Property titles and descriptions of the form are translation keys, at any depth. */
function formTexts(refs: References, schema: unknown, at: string): void {
  const node = asObject(schema);
  if (!node) return;
  for (const key of ['title', 'description'] as const) {
    if (typeof node[key] === 'string') refs.translation(pointer(at, key), node[key] as string);
  }
  for (const [name, child] of Object.entries(asObject(node.properties) ?? {})) formTexts(refs, child, pointer(at, 'properties', name));
  if (node.items) formTexts(refs, node.items, pointer(at, 'items'));
}

const uiTextKeys = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];

/** Titles, descriptions, placeholders and help in the uiSchema are translation keys too. */
function uiTexts(refs: References, ui: unknown, at: string): void {
  const node = asObject(ui);
  if (!node) return;
  for (const [key, value] of Object.entries(node)) {
    if (uiTextKeys.includes(key) && typeof value === 'string') refs.translation(pointer(at, key), value);
    else if (!key.startsWith('ui:')) uiTexts(refs, value, pointer(at, key));
  }
}

/** A dialog's references and its form: a usable JSON Schema whose fields the rest names. */
export function checkDialog(dialog: DialogSchema, refs: References, meta: MetaValidator): FileIssue[] {
  const issues: FileIssue[] = meta.checkJsonSchema(dialog.form).map((i) => ({ ...i, pointer: `/form${i.pointer}` }));
  refs.translation('/title', dialog.title);
  refs.translation('/submitLabel', dialog.submitLabel);
  formTexts(refs, dialog.form, '/form');
  uiTexts(refs, dialog.uiSchema, '/uiSchema');

  const fields = new Set(Object.keys(dialog.form.properties));
  const field = (at: string, name: string, what: string) => {
    if (!fields.has(name)) {
      issues.push({ pointer: at, rule: 'unknown-field', message: `${what} "${name}", which is not a property of the form${didYouMean(name, fields)}`, severity: 'error' });
    }
  };
  for (const [name, lookup] of Object.entries(dialog.lookups ?? {})) {
    field(pointer('/lookups', name), name, 'looks up options for');
    refs.apiKey(pointer('/lookups', name, 'call'), lookup.call);
  }
  for (const [name, rules] of Object.entries(dialog.messages ?? {})) {
    // "" holds the messages of rules on the form as a whole (e.g. minProperties: one of two fields).
    if (name !== '') field(pointer('/messages', name), name, 'has messages for');
    for (const [rule, key] of Object.entries(rules)) refs.translation(pointer('/messages', name, rule), key);
  }
  for (const [name, options] of Object.entries(dialog.uiSchema ?? {})) {
    if (name.startsWith('ui:')) continue;
    field(pointer('/uiSchema', name), name, 'sets up the widget of');
    // "ui:enum": the field's values are shown translated as Enums.<enum>.<value>.
    const enumName = asObject(options)?.['ui:enum'];
    if (enumName !== undefined) {
      if (typeof enumName !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(enumName)) {
        issues.push({
          pointer: pointer('/uiSchema', name, 'ui:enum'),
          rule: 'type',
          message: 'must be an enum name in PascalCase (its values are translated as Enums.<enum>.<value>)',
          severity: 'error',
        });
      } else refs.enumGroup(pointer('/uiSchema', name, 'ui:enum'), enumName);
    }
  }
  return issues;
}
