/**
 * A list view: how one grid's rows are read from SQL. Fields and filters are whitelisted here, so
 * nothing the client sends reaches SQL except as a bound parameter.
 */
export type ListFieldType = 'text' | 'number' | 'boolean' | 'date' | 'datetime';

export interface ListField {
  /** SQL expression, e.g. 'm.item_no'. */
  sql: string;
  type: ListFieldType;
  /** Sorting needs an index to stay fast on large tables; say so by listing the field here. */
  sortable?: boolean;
}

export type ListFilterOp =
  | 'eq' // one value, =
  | 'in' // repeated parameter, = any(...)
  | 'contains' // text, case-insensitive substring
  | 'gte' // from (date, number)
  | 'lte' // to (date, number); a date without time means the whole day
  | 'bool'; // 'true' / 'false'

export interface ListFilter {
  sql: string;
  op: ListFilterOp;
  type: ListFieldType;
}

export interface ListView {
  /** The grid view name, also the live-update view name (e.g. 'Material'). */
  name: string;
  /** FROM clause with joins. */
  from: string;
  /** The column that scopes every row to the caller's business unit. */
  businessUnit: string;
  /** The row id expression; always the last sort key so that paging is stable. */
  id: string;
  fields: Record<string, ListField>;
  /** Filters by query-parameter name (the page filter's queryName). */
  filters?: Record<string, ListFilter>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** A condition every row meets, e.g. 'not m.deleted'. */
  where?: string;
  /**
   * Rows flagged historical are left out unless the query asks for them (historical=true), and
   * that needs a from date (business-areas.md §4).
   */
  historical?: { sql: string; fromFilter: string };
}

export function defineListView(view: ListView): ListView {
  for (const [name, f] of Object.entries(view.fields)) {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(name)) throw new Error(`${view.name}: field name "${name}" must be an identifier`);
    if (!f.sql) throw new Error(`${view.name}.${name}: no SQL`);
  }
  if (!view.fields[view.defaultSort.field]) throw new Error(`${view.name}: default sort field "${view.defaultSort.field}" is not a field`);
  return view;
}
