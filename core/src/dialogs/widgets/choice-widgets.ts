import { SEARCHABLE_CHOICES_FROM } from './choices';

type JsonSchema = { [key: string]: unknown };

/** The rjsf widgets of core's dialogs, by the name a uiSchema gives ("ui:widget"). */
export const COMBOBOX_WIDGET = 'combobox';
export const MULTI_COMBOBOX_WIDGET = 'multiCombobox';

/** The options of a choice: its oneOf (a look-up) or its enum. */
function optionsOf(schema: JsonSchema | undefined): unknown[] | undefined {
  if (!schema) return undefined;
  return Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.enum) ? schema.enum : undefined;
}

/**
 * Chooses the searchable comboboxes from the data: a choice (a look-up's oneOf or an enum) with
 * more than SEARCHABLE_CHOICES_FROM options gets "ui:widget": "combobox", and a multiple choice (an
 * array of unique items from such a list) "multiCombobox", unless the dialog's uiSchema names a
 * widget for the field itself. So every dialog gets them without code.
 */
export function withSearchableChoices(schema: JsonSchema, uiSchema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const ui: JsonSchema = { ...uiSchema };
  for (const [field, property] of Object.entries(properties)) {
    if (!property) continue;
    const multiple = property.type === 'array';
    // rjsf draws a multiple choice only for unique items (a set of options).
    if (multiple && property.uniqueItems !== true) continue;
    const options = optionsOf(multiple ? (property.items as JsonSchema | undefined) : property);
    if (!options || options.length <= SEARCHABLE_CHOICES_FROM) continue;
    const own = (ui[field] ?? {}) as JsonSchema;
    if (own['ui:widget'] !== undefined) continue;
    ui[field] = { ...own, 'ui:widget': multiple ? MULTI_COMBOBOX_WIDGET : COMBOBOX_WIDGET };
  }
  return ui;
}
