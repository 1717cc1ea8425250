/**
 * Generated from schemas/meta/grid.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
 */
export type TranslationKey = string;
/**
 * A key of the path table (schemas/api-paths/<area>.json, listed in schemas/index.json), e.g. Material.description.
 */
export type ApiKey = string;
/**
 * A value built from the selection or the dialog: "$row.<field>" (the single selected row), "$selected.<field>" (that field of every selected row, a list), "$rows" (the selected rows), "$form" or "$form.<field>" (the dialog's data), "$parent.<field>" (the master row of a detail grid), "$today" or "$today+<days>" (a calendar day, e.g. a proposed receiving date); objects and lists are filled in recursively; anything else is taken as it is.
 */
export type Template =
  | string
  | number
  | boolean
  | null
  | {
      [k: string]: unknown;
    }
  | unknown[];
/**
 * Where a select's options come from: a fixed enum (values translated under Enums.<enum>.<value>) or a look-up call.
 */
export type FilterOptions =
  | {
      enum: string;
      /**
       * @minItems 1
       */
      values: string[];
    }
  | Lookup;
/**
 * A key of schemas/permissions.json: header/settings/<key>, grid/<key> or data/<key>.
 */
export type PermissionPath = string;

/**
 * One grid page: its routes, where its rows come from, its columns, page filters, detail grid, actions, exports and live-update view. The core grid runtime renders it; no grid has code of its own in core.
 */
export interface GridSchema {
  /**
   * Path to this meta-schema, so that editors complete and check the file.
   */
  $schema: string;
  /**
   * The grid view name, e.g. OutgoingOrder. Saved views and grid settings are kept under it.
   */
  id: string;
  /**
   * The grid component name, e.g. OutgoingOrders.
   */
  component: string;
  title: TranslationKey;
  /**
   * A note for integrators; not shown.
   */
  description?: string;
  /**
   * Id of another grid this one is built on: the file holds only what differs. Objects merge property by property (null removes one); columns merge by field, filters by name, actions by id ("$remove": true takes one out); other lists replace the base's. Validated and shown with the base applied.
   */
  extends?: string;
  /**
   * The pages that show this grid: the classic page and, where there is one, the server-side-paged -es-page.
   *
   * @minItems 1
   */
  routes: GridRoute[];
  /**
   * Permission needed to open the grid's pages.
   */
  permission?: string;
  dataSource: ApiCall;
  /**
   * Field that identifies a row (AG Grid getRowId; live updates match on it).
   */
  rowId: string;
  /**
   * The columns share the grid's width (in proportion to their widths, each giving up at most a third of it before the grid scrolls) and long headers wrap instead of being cut: for grids whose columns are all worth seeing, such as report results.
   */
  fitColumns?: boolean;
  /**
   * View name registered on the live-update hub; defaults to id.
   */
  liveView?: string;
  /**
   * @minItems 1
   */
  columns: GridColumn[];
  defaultSort?: GridSort;
  filters?: PageFilter[];
  detail?: GridDetail;
  actions?: GridAction[];
  exports?: GridExports;
  pageSizes?: PageSizes;
  /**
   * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
   */
  emptyNotice?: string;
}
export interface GridRoute {
  /**
   * Route path without the leading slash, e.g. materials-page.
   */
  path: string;
  /**
   * client: client-side row model, up to rowsLimit rows. server: pages on the server, up to takeLimit rows a request.
   */
  paging: 'client' | 'server';
  /**
   * Feature flag the route needs (e.g. MaterialsServerSidePaging).
   */
  feature?: string;
  /**
   * Grid view name kept for this page when it differs from the grid's id (e.g. MaterialSsp).
   */
  viewName?: string;
}
export interface ApiCall {
  api: ApiKey;
  /**
   * Values for the path's {placeholders}.
   */
  params?: {
    [k: string]: Template;
  };
  /**
   * Query parameters; a list is sent as the parameter repeated.
   */
  query?: {
    [k: string]: Template;
  };
  body?: Template;
}
export interface GridColumn {
  /**
   * Field of the row; dots reach into nested objects.
   */
  field: string;
  label: TranslationKey;
  /**
   * number uses the number-format setting; money shows 2 decimals; date and datetime use the user's timestamp settings, and a year-0001 date shows empty; enum values are translated under Enums.<enum>.<value>; messages is a list of entries (or its JSON text), each { code, params } translated under <messages>.<code> with its parameters, or { text } shown as it is, one per line.
   */
  type: 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'boolean' | 'enum' | 'lookup' | 'messages';
  /**
   * For type messages: the key prefix its codes are translated under, e.g. Tasks.log.
   */
  messages?: string;
  /**
   * For type enum: the enum's name; values are translated under Enums.<enum>.<value>.
   */
  enum?: string;
  lookup?: Lookup;
  width?: number;
  minWidth?: number;
  flex?: number;
  pinned?: 'left' | 'right';
  /**
   * Hidden until the user shows it (or a saved view does).
   */
  hidden?: boolean;
  /**
   * Defaults to true on classic pages; on server-side pages only fields the server can sort by should say true.
   */
  sortable?: boolean;
  /**
   * A cell renderer contributed by a plugin, e.g. stock.quantityBar.
   */
  renderer?: string;
  decimals?: number;
}
export interface Lookup {
  /**
   * A key of the path table (schemas/api-paths/<area>.json, listed in schemas/index.json), e.g. Material.description.
   */
  call: string;
  /**
   * Field of an entry that matches the row's value.
   */
  value: string;
  /**
   * Field of an entry that is shown.
   */
  label: string;
  /**
   * Entries whose value the catalogue knows as Enums.<labelEnum>.<value> show that translation (order types, delivery types); others show their label.
   */
  labelEnum?: string;
}
export interface GridSort {
  field: string;
  direction: 'asc' | 'desc';
}
export interface PageFilter {
  name: string;
  label?: TranslationKey;
  type: 'text' | 'checkbox' | 'date' | 'dateRange' | 'select' | 'multiSelect' | 'number';
  /**
   * Query parameter the filter is sent as; defaults to name. A dateRange sends <from> and <to> (see queryNames).
   */
  queryName?: string;
  /**
   * For dateRange: the two parameter names; defaults fromDate and toDate.
   */
  queryNames?: {
    from: string;
    to: string;
  };
  /**
   * Row field compared on the client (live rows are checked against the active filters).
   */
  dxPropName?: string;
  /**
   * The operator live rows are compared with, as the list compares (<> is !=); it must be the operator the list filters this parameter with. Default: contain for text, = otherwise.
   */
  dxSelector?: '=' | '!=' | '<>' | '<' | '>' | '<=' | '>=' | 'contain';
  /**
   * Initial value. select: {id, name}; multiSelect: list of {id, name}; dateRange: {from, to}; checkbox: boolean.
   */
  value?:
    | string
    | number
    | boolean
    | null
    | {
        [k: string]: unknown;
      }
    | unknown[];
  /**
   * Not shown and not sent unless a call asks for hidden filters.
   */
  hidden?: boolean;
  /**
   * The historical-rows switch: only available once a from date is set.
   */
  historical?: boolean;
  options?: FilterOptions;
  params?: {
    /**
     * dateRange/date with time (YYYY-MM-DDTHH:mm:ss).
     */
    useTime?: boolean;
  };
  /**
   * A dynamic filter that needs a value before searching (highlighted).
   */
  required?: boolean;
}
/**
 * The detail grid shown when a master row is expanded (master/detail built on AG Grid Community full-width rows).
 */
export interface GridDetail {
  /**
   * The detail rows are this list field of the master row.
   */
  rowsField?: string;
  dataSource?: ApiCall;
  rowId: string;
  title?: TranslationKey;
  /**
   * @minItems 1
   */
  columns: GridColumn[];
  actions?: GridAction[];
  /**
   * View name of the detail rows on the live-update hub, when they change on their own.
   */
  liveView?: string;
  pageSizes?: PageSizes;
}
export interface GridAction {
  id: string;
  label: TranslationKey;
  icon?: string;
  /**
   * Actions with the same group show together in one menu.
   */
  group?: string;
  /**
   * Checked in the console (hidden without it) and again by the server.
   */
  permission?: string;
  /**
   * Further permissions the server checks for this action (all of them): hidden without any of them, so no user is offered what is then refused.
   */
  requires?: PermissionPath[];
  /**
   * Feature flag the action needs.
   */
  feature?: string;
  /**
   * none: always available; one: exactly one row; many: one or more rows.
   */
  selection: 'none' | 'one' | 'many';
  /**
   * More selected rows than this is refused with tooManyMessage.
   */
  maxSelection?: number;
  tooManyMessage?: TranslationKey;
  /**
   * The action is enabled only when every selected row's field has one of these values.
   */
  enabledWhen?: {
    field: string;
    /**
     * @minItems 1
     */
    in: (string | number | boolean)[];
    /**
     * The warning for a row whose field has this value ("*": any other value), e.g. Cancelled: Warnings.orderAlreadyCancelled; without one, the warning names the allowed values.
     */
    messages?: {
      [k: string]: TranslationKey;
    };
  };
  /**
   * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
   */
  confirm?: string;
  /**
   * Id of a dialog in schemas/dialogs/ to fill in first; its data is $form.
   */
  dialog?: string;
  dialogData?: Template;
  call?: ApiCall;
  /**
   * One call per selected row ($row is each row in turn); the results are summed up as a multi-status answer.
   */
  perRow?: boolean;
  /**
   * A plugin's action handler instead of (or after) the call.
   */
  handler?: string;
  onSuccess?: {
    /**
     * Reload the grid's rows (defaults to true; live updates usually bring the change first).
     */
    reload?: boolean;
    /**
     * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
     */
    message?: string;
    /**
     * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
     */
    notice?: string;
    /**
     * The answer is a file to save.
     */
    download?: boolean;
  };
}
export interface PageSizes {
  /**
   * @minItems 1
   */
  options: number[];
  default: number;
}
export interface GridExports {
  csv?: boolean;
  excel?: boolean;
  fileName?: string;
}
