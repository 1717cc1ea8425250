/**
 * Generated from schemas/meta/dialog.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * A business dialog: a JSON Schema form (rendered with @rjsf/core and validated with ajv) plus its uiSchema and option look-ups. Titles, descriptions and error messages are translation keys.
 */
export interface DialogSchema {
  $schema: string;
  /**
   * Referenced by grid actions' dialog.
   */
  id: string;
  /**
   * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
   */
  title: string;
  /**
   * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
   */
  submitLabel?: string;
  width?: 'small' | 'medium' | 'large';
  /**
   * The form's JSON Schema (draft 2020-12). Property titles are translation keys. Quantities: integer with minimum 1; prices: number with exclusiveMinimum 0 and multipleOf 0.01.
   */
  form: {
    type: 'object';
    properties: {
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  /**
   * rjsf uiSchema: widgets, order, placeholders (translation keys). A field's "ui:enum": "<Enum>" shows its enum values translated as Enums.<Enum>.<value>.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * Options for a field from an API look-up, by field name: the field becomes a select of the answered entries.
   */
  lookups?: {
    [k: string]: {
      /**
       * A key of the path table (schemas/api-paths/<area>.json, listed in schemas/index.json), e.g. Material.description.
       */
      call: string;
      value: string;
      label: string;
      multiple?: boolean;
      /**
       * Entries whose value the catalogue knows as Enums.<labelEnum>.<value> show that translation; others show their label.
       */
      labelEnum?: string;
      /**
       * Fixed query parameters of the look-up call, e.g. { "type": "Gain" } for the cause codes of one kind.
       */
      query?: {
        [k: string]: string | number | boolean;
      };
    };
  };
  /**
   * Error messages by field and rule, e.g. { "quantity": { "minimum": "Validation.quantityAboveZero" } }; the field "" holds the rules of the form as a whole (e.g. minProperties).
   */
  messages?: {
    [k: string]: {
      /**
       * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
       */
      [k: string]: string;
    };
  };
}
