/**
 * A list view: how one grid's rows are read from SQL. Fields and filters are whitelisted here, so
 * nothing the client sends reaches SQL except as a bound parameter.
 */
export type { ListFieldType } from '@cockpit/core/schema';
import type { ListFieldType } from '@cockpit/core/schema';

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

/** A query parameter a list's route reads itself (translated before the list query), published in its contract. */
export interface ListParameter {
  type: ListFieldType;
  /** The values it accepts, when it is an enum. */
  values?: readonly string[];
  description?: string;
}

export interface ListView {
  /** The grid view name, also the live-update view name (e.g. 'Material'). */
  name: string;
  /** The GET path that serves the list (the path table's path); published in schemas/lists/<name>.json. */
  path?: string;
  /**
   * A plugin's list: the permission reading it needs (its list route's and the live hub's), as the
   * host's lists have theirs in LIST_READ. `null` (SIGNED_IN): every signed-in user of the unit.
   */
  readPermission?: string | null;
  /** 'both' (default): classic answer without skip/take, a page with them. 'server': always a page. */
  paging?: 'both' | 'server';
  /** Query parameters the route translates itself (e.g. the integration monitor's sortOrder). */
  parameters?: Record<string, ListParameter>;
  /**
   * Every published field can be filtered as `<field>` or `<field>[<operator>]` (the comparison
   * operators) without a named filter; false turns that off for this list.
   */
  fieldFilters?: boolean;
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
   * that needs a from date.
   */
  historical?: { sql: string; fromFilter: string };
  /**
   * The tables the rows are read from, when they cannot be told from the SQL (list-source-tables.ts
   * reads the names after `from` and `join`): its kept answers are dropped when one of these changes.
   */
  sourceTables?: readonly string[];
}

export function defineListView(view: ListView): ListView {
  for (const [name, f] of Object.entries(view.fields)) {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(name)) throw new Error(`${view.name}: field name "${name}" must be an identifier`);
    if (!f.sql) throw new Error(`${view.name}.${name}: no SQL`);
  }
  for (const name of Object.keys(view.parameters ?? {})) {
    if (view.filters && Object.hasOwn(view.filters, name)) throw new Error(`${view.name}: parameter "${name}" is also a filter`);
  }
  if (!view.fields[view.defaultSort.field]) throw new Error(`${view.name}: default sort field "${view.defaultSort.field}" is not a field`);
  return view;
}
