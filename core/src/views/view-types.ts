/**
 * Saved grid views: their parts, how they are saved and the rules on their names and rights.
 *
 * A view travels in two forms: the wire form of the API, where each part is a JSON string under
 * its API name (visibleColumnName, columnToSortOn, sortingDirection, columnWidth,
 * activeFilters, columnGrouping), and the parsed ViewLayout the console works with.
 */

/** Who a view is for: the saver only, every user of the saver's business unit, or every user of every business unit. */
export type ViewScope = 'user' | 'businessUnit' | 'all';
export const VIEW_SCOPES: readonly ViewScope[] = ['user', 'businessUnit', 'all'];

/** The built-in default view: derived from the grid schema, always shared, never deleted or overwritten. */
export const DEFAULT_VIEW_ID = 0;
export const DEFAULT_VIEW_NAME = 'Default';

/** Settings key suffix of a grid's default layout. */
export const GRID_SETTINGS_SUFFIX = '_GridSettings';
export const gridSettingsKey = (owner: string) => `${owner}${GRID_SETTINGS_SUFFIX}`;

/** The operators a saved filter uses (the operators of a widget or view filter). */
export type SavedFilterOperator = 'IsEqualTo' | 'In' | 'IsGreaterThan' | 'IsLessThan';
export const SAVED_FILTER_OPERATORS: readonly SavedFilterOperator[] = ['IsEqualTo', 'In', 'IsGreaterThan', 'IsLessThan'];

/** A select's value is kept with its label, so that the filter shows the same text when restored. */
export interface SavedOption {
  id: string | number;
  name: string;
}
export type SavedFilterValue = string | number | boolean | SavedOption;

/** One active page filter: selector is the filter's name. A date range is two entries (from, to). */
export interface SavedFilter {
  selector: string;
  operator: SavedFilterOperator;
  values: SavedFilterValue[];
}

export interface SortEntry {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ColumnWidth {
  field: string;
  width: number;
}

/** Everything a view captures, parsed. A part that is undefined was missing or unreadable and is left as the grid has it. */
export interface ViewLayout {
  /** Visible columns in display order; detail holds the detail grid's visible columns. */
  visibleColumns?: { master: string[]; detail: string[] };
  /** Sort of the master grid, most significant first. */
  sort?: SortEntry[];
  widths?: { master: ColumnWidth[]; detail: ColumnWidth[] };
  filters?: SavedFilter[];
  /** Fields the client-side grid groups its master rows by, outermost first. */
  grouping?: string[];
}

/** A view's JSON parts as the API carries them (strings). */
export interface ViewWireParts {
  visibleColumnName: string;
  columnToSortOn: string;
  sortingDirection: string;
  columnWidth: string;
  activeFilters: string;
  columnGrouping: string;
}
export const VIEW_WIRE_PARTS: readonly (keyof ViewWireParts)[] = ['visibleColumnName', 'columnToSortOn', 'sortingDirection', 'columnWidth', 'activeFilters', 'columnGrouping'];

/** An entry of GET CustomView/header: enough to list, pick and manage a view. */
export interface CustomViewHeader {
  id: number;
  customViewName: string;
  /** The grid view name the view belongs to (e.g. Material, MaterialSsp). */
  owner: string;
  key: string;
  scope: ViewScope;
  isShared: boolean;
  /** Display name of the user who saved it last (absent for the default view). */
  createdBy?: string | null;
  /** The view is the caller's own personal view. */
  isOwn: boolean;
  /** The caller may overwrite or delete it. */
  canModify: boolean;
}

/** GET CustomView/detail/{id}: the header with the view's JSON parts (which may be missing or broken in stored data). */
export type CustomViewDetail = CustomViewHeader & Partial<Record<keyof ViewWireParts, string | null>>;

/** A primary view entry of GET User/primaryViews: for the user ("user") or for every user of the business unit ("all"). */
export interface PrimaryViewEntry {
  owner: string;
  id: number;
  customViewName: string;
  scope: 'user' | 'all';
}
