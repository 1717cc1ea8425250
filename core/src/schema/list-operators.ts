/**
 * The comparison operators of a page filter (=, !=, <, >, <>,
 * contain), plus <= and >= so that a date range can include its ends. A list filters any field it
 * publishes with them, without server code: the query parameter `<field>` uses the field type's
 * default operator, `<field>[<operator>]` (e.g. `value[contain]`, `httpStatus[>=]`) names one.
 * Shared by the server (which builds the SQL) and the validator (which checks the schemas).
 */

export const listFieldTypes = ['text', 'number', 'boolean', 'date', 'datetime'] as const;
export type ListFieldType = (typeof listFieldTypes)[number];

export const fieldOperators = ['=', '!=', '<>', '<', '>', '<=', '>=', 'contain'] as const;
export type FieldOperator = (typeof fieldOperators)[number];

/** The operators a field of this type can be filtered with. */
export function operatorsFor(type: ListFieldType): FieldOperator[] {
  if (type === 'text') return [...fieldOperators];
  if (type === 'boolean') return ['=', '!=', '<>'];
  return fieldOperators.filter((op) => op !== 'contain');
}

/** `<field>` alone: a text field contains the value; any other type equals it (a repeated parameter: any of them). */
export function defaultOperator(type: ListFieldType): FieldOperator {
  return type === 'text' ? 'contain' : '=';
}

export interface FieldFilterParam {
  field: string;
  /** Undefined: the field type's default operator. */
  operator?: string;
}

/** `itemNo` → { field: 'itemNo' }; `httpStatus[>=]` → { field: 'httpStatus', operator: '>=' }; anything else undefined. */
export function parseFieldFilterParam(name: string): FieldFilterParam | undefined {
  const match = /^([A-Za-z][A-Za-z0-9]*)(?:\[([^\]]*)\])?$/.exec(name);
  if (!match) return undefined;
  return match[2] === undefined ? { field: match[1] } : { field: match[1], operator: match[2] };
}

export function isFieldOperator(value: string): value is FieldOperator {
  return (fieldOperators as readonly string[]).includes(value);
}
