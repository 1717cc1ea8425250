/**
 * Generated from schemas/meta/list.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

export type ListFieldType = 'text' | 'number' | 'boolean' | 'date' | 'datetime';
/**
 * The filter operators (<> is !=), declared once in core/src/schema/filter-operators.ts; a test holds this list to it.
 */
export type ListOperator = '=' | '!=' | '<>' | '<' | '>' | '<=' | '>=' | 'contain';

/**
 * What one server list accepts and answers: its fields, filters, live-update view name and paging. Generated from the server's list views (apps/server/src/areas/* /list-view.ts) by `cockpit gen lists`; CI fails when a file is stale. `cockpit validate` checks each grid's columns, filters and liveView against the contract of the list its dataSource reads.
 */
export interface ListContract {
  $schema: string;
  /**
   * The list view's name (the file is lists/<name>.json).
   */
  name: string;
  description: string;
  /**
   * The GET path that serves the list; a grid whose dataSource key has this path in the path table reads this list.
   */
  path?: string;
  /**
   * View name the server publishes live updates under; a grid reading this list listens under it (its liveView, default its id).
   */
  liveView: string;
  /**
   * client: without skip/take the answer is every row up to rowsLimit. server: with skip/take (and orderBy, orderDirection) it is { data, totalCount }.
   *
   * @minItems 1
   */
  paging: ('client' | 'server')[];
  defaultSort: ListSort;
  /**
   * The row's fields (the columns a grid may show).
   */
  fields: {
    [k: string]: ListField;
  };
  /**
   * Named filters by query parameter.
   */
  filters: {
    [k: string]: ListFilter;
  };
  /**
   * true: every field is also a filter without server code, sent as <field> (the type's default operator: contain for text, = otherwise; a repeated parameter means any of the values) or <field>[<operator>] with one of the field's operators, e.g. value[contain], httpStatus[>=].
   */
  fieldFilters: boolean;
  /**
   * Other query parameters the list's route reads itself.
   */
  parameters: {
    [k: string]: ListParameter;
  };
  historical?: ListHistorical;
}
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}
export interface ListField {
  type: ListFieldType;
  /**
   * The server sorts by it (orderBy); on server-paged grids only these columns may be sortable.
   */
  sortable: boolean;
  /**
   * What <field>[<operator>] accepts for this field.
   */
  operators: ListOperator[];
}
export interface ListFilter {
  type: ListFieldType;
  /**
   * in: the parameter repeated, any of the values; <= with a date alone: up to the end of that day.
   */
  operator: '=' | 'in' | 'contain' | '>=' | '<=';
  /**
   * The field it compares, when it compares one.
   */
  field?: string;
}
export interface ListParameter {
  type: ListFieldType;
  values?: string[];
  description?: string;
}
/**
 * Rows flagged historical are left out unless historical=true is sent, and that needs the fromFilter set.
 */
export interface ListHistorical {
  parameter: 'historical';
  fromFilter: string;
}
