import { SEARCHABLE_CHOICES_FROM } from './choices';

type JsonSchema = { [key: string]: unknown };

/** The rjsf widgets of core's dialogs, by the name a uiSchema gives ("ui:widget"). */
export const COMBOBOX_WIDGET = 'combobox';

/**
 * Chooses the searchable combobox from the data: a single choice (a look-up's oneOf or an enum) with
 * more than SEARCHABLE_CHOICES_FROM options gets "ui:widget": "combobox", unless the dialog's
 * uiSchema names a widget for the field itself. So every dialog gets it without code.
 */
export function withSearchableChoices(schema: JsonSchema, uiSchema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const ui: JsonSchema = { ...uiSchema };
  for (const [field, property] of Object.entries(properties)) {
    if (!property || property.type === 'array') continue;
    const options = Array.isArray(property.oneOf) ? property.oneOf : Array.isArray(property.enum) ? property.enum : undefined;
    if (!options || options.length <= SEARCHABLE_CHOICES_FROM) continue;
    const own = (ui[field] ?? {}) as JsonSchema;
    if (own['ui:widget'] !== undefined) continue;
    ui[field] = { ...own, 'ui:widget': COMBOBOX_WIDGET };
  }
  return ui;
}
