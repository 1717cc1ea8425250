import { canonicalOperator, closest, defaultOperator, isFieldOperator, operatorsFor, parseFieldFilterParam, sqlCondition, type FilterOperator } from '@cockpit/core/schema';
import { badRequest } from '../http/errors';
import type { ListField, ListFieldType, ListView } from './list-view';

/** Turns one query value into the bound parameter of a field of this type (throws 400 when it is not one). */
export type ConvertValue = (value: string, type: ListFieldType, name: string) => unknown;
/** Binds a value and answers its placeholder ($n). */
export type Bind = (value: unknown) => string;

/** What a list accepts besides its named filters, for the message of an unknown parameter. */
function unknownParameter(view: ListView, name: string): Error {
  const filters = Object.keys(view.filters ?? {});
  const fields = view.fieldFilters === false ? [] : Object.keys(view.fields);
  const parsed = parseFieldFilterParam(name);
  const guess = closest(parsed?.field ?? name, [...filters, ...fields, ...Object.keys(view.parameters ?? {})]);
  const accepted = [filters.length ? `its filters (${filters.join(', ')})` : '', fields.length ? `its fields (${fields.join(', ')}) as <field> or <field>[<operator>]` : '']
    .filter(Boolean)
    .join(' or ');
  return badRequest(`Unknown filter "${name}" for ${view.name}${guess ? ` (did you mean "${guess}"?)` : ''}: use ${accepted || 'no filters'}`);
}

export interface ResolvedFieldFilter {
  field: ListField;
  operator: FilterOperator;
}

/**
 * A schema-only filter on a published field: `<field>` (the type's default operator) or
 * `<field>[<operator>]`. Unknown fields and operators the field's type does not take are answered 400.
 */
export function resolveFieldFilter(view: ListView, name: string): ResolvedFieldFilter {
  const parsed = view.fieldFilters === false ? undefined : parseFieldFilterParam(name);
  const field: ListField | undefined = parsed && Object.hasOwn(view.fields, parsed.field) ? view.fields[parsed.field] : undefined;
  if (!parsed || !field) throw unknownParameter(view, name);
  const allowed = operatorsFor(field.type);
  const op = parsed.operator ?? defaultOperator(field.type);
  if (!isFieldOperator(op) || !allowed.includes(op)) {
    throw badRequest(`Filter "${name}" for ${view.name}: a ${field.type} field is compared with ${allowed.join(', ')}, not "${op}"`);
  }
  return { field, operator: canonicalOperator(op)! };
}

/**
 * The SQL condition of a resolved field filter. The column comes from the list's field table,
 * never from the request; the values are bound.
 */
export function fieldFilterCondition(filter: ResolvedFieldFilter, values: string[], name: string, bind: Bind, convert: ConvertValue): string {
  const { sql, type } = filter.field;
  return sqlCondition({ sql, type, operator: filter.operator }, values, bind, (v) => convert(v, type, name));
}
