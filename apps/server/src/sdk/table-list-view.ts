/**
 * A list view declared by its table: most fields of a list are a column of the list's own table
 * named as the field in snake_case, and most filters compare one of its fields. This declares them
 * by what differs (the type, whether it sorts, the operator) and builds the same `ListView` that
 * `defineListView` checks, so the SQL read from it is the one written out in full.
 */
import { defineListView, type ListField, type ListFieldType, type ListFilter, type ListFilterOp, type ListView } from '../lists/list-view';

type Typed = ListFieldType | `${ListFieldType} sortable`;

/**
 * A field: `'<type>[ sortable]'` is the column `<alias>.<field in snake_case>`;
 * `'<table>.<column> <type>[ sortable]'` names another column (a joined table's, or one spelled
 * otherwise); an SQL expression is written out as a `ListField`.
 */
export type ColumnSpec = Typed | `${string}.${string} ${Typed}` | ListField;

/**
 * A filter: `'<op>'` compares the field of the filter's name, `'<field> <op>'` another field (the
 * filter takes the field's SQL and type); a condition that is no field is written out as a `ListFilter`.
 */
export type FilterSpec = ListFilterOp | `${string} ${ListFilterOp}` | ListFilter;

export interface TableListView extends Omit<ListView, 'fields' | 'filters' | 'businessUnit' | 'id' | 'historical'> {
  /** The alias of the list's own table in `from`; its `business_unit_id` scopes the rows, its `id` is the row id. */
  alias: string;
  fields: Record<string, ColumnSpec>;
  filters?: Record<string, FilterSpec>;
  /**
   * Rows flagged historical are left out unless the query asks for them with a from date (the
   * filter `fromFilter`); the flag is the list's `historical` field unless `sql` says otherwise.
   */
  historical?: { fromFilter: string; sql?: string };
}

const FIELD_TYPES: readonly string[] = ['text', 'number', 'boolean', 'date', 'datetime'] satisfies ListFieldType[];
const FILTER_OPS: readonly string[] = ['eq', 'in', 'contains', 'gte', 'lte', 'bool'] satisfies ListFilterOp[];

/** `orderLineNo` → `order_line_no`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function column(view: string, alias: string, name: string, spec: ColumnSpec): ListField {
  if (typeof spec !== 'string') return spec;
  const words = spec.split(' ');
  const sortable = words.at(-1) === 'sortable';
  if (sortable) words.pop();
  const type = words.pop() ?? '';
  if (!FIELD_TYPES.includes(type) || words.length > 1 || (words.length === 1 && !/^\w+\.\w+$/.test(words[0]))) {
    throw new Error(`${view}.${name}: "${spec}" is not "[<table>.<column>] <type>[ sortable]"`);
  }
  const sql = words[0] ?? `${alias}.${snakeCase(name)}`;
  return sortable ? { sql, type: type as ListFieldType, sortable } : { sql, type: type as ListFieldType };
}

function filter(view: string, fields: Record<string, ListField>, name: string, spec: FilterSpec): ListFilter {
  if (typeof spec !== 'string') return spec;
  const words = spec.split(' ');
  const op = words.pop() ?? '';
  const fieldName = words.length === 1 ? words[0] : name;
  const field = Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
  if (!FILTER_OPS.includes(op) || words.length > 1 || !field) {
    throw new Error(`${view}: filter ${name} "${spec}" is not "[<field>] <op>" over a field of the list`);
  }
  return { sql: field.sql, op: op as ListFilterOp, type: field.type };
}

/** The filters of a from/to pair over one field: `fromTo('createdAt')` is `{ fromDate: 'createdAt gte', toDate: 'createdAt lte' }`. */
export function fromTo(field: string, from = 'fromDate', to = 'toDate'): Record<string, FilterSpec> {
  return { [from]: `${field} gte`, [to]: `${field} lte` };
}

/** Builds (and checks, as defineListView does) the list view of a table from its compact declaration. */
export function defineTableListView(spec: TableListView): ListView {
  const { alias, fields: fieldSpecs, filters: filterSpecs, historical, ...rest } = spec;
  const fields = Object.fromEntries(Object.entries(fieldSpecs).map(([name, f]) => [name, column(spec.name, alias, name, f)]));
  const view: ListView = { ...rest, businessUnit: `${alias}.business_unit_id`, id: `${alias}.id`, fields };
  if (historical) {
    const sql = historical.sql ?? (Object.hasOwn(fields, 'historical') ? fields.historical.sql : undefined);
    if (!sql) throw new Error(`${spec.name}: historical rows need a historical field or their SQL`);
    view.historical = { sql, fromFilter: historical.fromFilter };
  }
  if (filterSpecs) view.filters = Object.fromEntries(Object.entries(filterSpecs).map(([name, f]) => [name, filter(spec.name, fields, name, f)]));
  return defineListView(view);
}
