/**
 * The operators of a list's field filters: the query parameter `<field>` uses the field type's
 * default operator, `<field>[<operator>]` (e.g. `value[contain]`, `httpStatus[>=]`) names one.
 * The operators and their meaning are declared once, in filter-operators.ts.
 */
import { operatorSpellings, type OperatorSpelling } from './filter-operators';

export { defaultOperator, listFieldTypes, operatorsFor, type ListFieldType } from './filter-operators';

/** Every spelling `<field>[<operator>]` accepts (`<>` is `!=`). */
export const fieldOperators = operatorSpellings;
export type FieldOperator = OperatorSpelling;

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
  return (operatorSpellings as readonly string[]).includes(value);
}
