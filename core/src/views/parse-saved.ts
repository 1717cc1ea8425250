import {
  SAVED_FILTER_OPERATORS,
  type ColumnWidth,
  type CustomViewDetail,
  type SavedFilter,
  type SavedFilterValue,
  type SortEntry,
  type ViewLayout,
  type ViewWireParts,
} from './view-types';

/**
 * Saved state strings are parsed defensively (parse failures are ignored): a
 * part that is not JSON, or not of its shape, is left out; inside a part, entries that are not of
 * their shape are dropped and the rest kept. Nothing here throws.
 */

/** A saved part: a JSON string (the API's form) or the value itself (a grid-settings record). */
export function parseSavedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : []);

/** { master, detail } or, leniently, a plain list meaning the master. */
function masterDetail(value: unknown): { master: unknown; detail: unknown } | undefined {
  if (Array.isArray(value)) return { master: value, detail: [] };
  if (isRecord(value)) return { master: value.master, detail: value.detail };
  return undefined;
}

export function parseVisibleColumns(value: unknown): ViewLayout['visibleColumns'] {
  const md = masterDetail(parseSavedJson(value));
  if (!md || !Array.isArray(md.master)) return undefined;
  return { master: strings(md.master), detail: strings(md.detail) };
}

export function parseSort(columns: unknown, directions: unknown): SortEntry[] | undefined {
  const fields = masterDetail(parseSavedJson(columns));
  if (!fields || !Array.isArray(fields.master)) return undefined;
  const dirs = masterDetail(parseSavedJson(directions));
  const dirList = Array.isArray(dirs?.master) ? dirs.master : [];
  const sort: SortEntry[] = [];
  fields.master.forEach((field, i) => {
    if (typeof field !== 'string' || !field) return;
    sort.push({ field, direction: dirList[i] === 'desc' ? 'desc' : 'asc' });
  });
  return sort;
}

function widthList(value: unknown): ColumnWidth[] {
  // Lists of { field, width }; an object { field: width } is read as well.
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.entries(value).map(([field, width]) => ({ field, width })) : [];
  return entries.flatMap((e) =>
    isRecord(e) && typeof e.field === 'string' && typeof e.width === 'number' && Number.isFinite(e.width) && e.width > 0 ? [{ field: e.field, width: Math.round(e.width) }] : [],
  );
}

export function parseWidths(value: unknown): ViewLayout['widths'] {
  const parsed = parseSavedJson(value);
  if (!isRecord(parsed)) return undefined;
  return { master: widthList(parsed.master), detail: widthList(parsed.detail) };
}

function filterValue(v: unknown): SavedFilterValue | undefined {
  if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return v;
  if (isRecord(v) && (typeof v.id === 'string' || typeof v.id === 'number') && typeof v.name === 'string') return { id: v.id, name: v.name };
  return undefined;
}

export function parseFilters(value: unknown): SavedFilter[] | undefined {
  const parsed = parseSavedJson(value);
  if (!Array.isArray(parsed)) return undefined;
  return parsed.flatMap((f) => {
    if (!isRecord(f) || typeof f.selector !== 'string' || !SAVED_FILTER_OPERATORS.includes(f.operator as SavedFilter['operator'])) return [];
    const values = (Array.isArray(f.values) ? f.values : []).map(filterValue).filter((v): v is SavedFilterValue => v !== undefined);
    return [{ selector: f.selector, operator: f.operator as SavedFilter['operator'], values }];
  });
}

export function parseGrouping(value: unknown): string[] | undefined {
  const md = masterDetail(parseSavedJson(value));
  return md && Array.isArray(md.master) ? strings(md.master) : undefined;
}

/** A view's wire parts (strings or values) to a layout; unreadable parts stay undefined. */
export function layoutFromParts(parts: Partial<Record<keyof ViewWireParts, unknown>> | null | undefined): ViewLayout {
  if (!parts) return {};
  const layout: ViewLayout = {};
  const visible = parseVisibleColumns(parts.visibleColumnName);
  if (visible) layout.visibleColumns = visible;
  const sort = parseSort(parts.columnToSortOn, parts.sortingDirection);
  if (sort) layout.sort = sort;
  const widths = parseWidths(parts.columnWidth);
  if (widths) layout.widths = widths;
  const filters = parseFilters(parts.activeFilters);
  if (filters) layout.filters = filters;
  const grouping = parseGrouping(parts.columnGrouping);
  if (grouping) layout.grouping = grouping;
  return layout;
}

/**
 * A view's answer counts as complete when it carries grid settings the grid can show: at least a
 * readable list of visible master columns. Otherwise the console says
 * 'Could not load "{view}" custom view [Incomplete data]'.
 */
export function loadableLayout(detail: CustomViewDetail | null | undefined): ViewLayout | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const layout = layoutFromParts(detail);
  return layout.visibleColumns && layout.visibleColumns.master.length > 0 ? layout : undefined;
}

/** A layout to the API's wire parts (the inverse of layoutFromParts for every part that is set). */
export function layoutToParts(layout: ViewLayout): ViewWireParts {
  return {
    visibleColumnName: JSON.stringify(layout.visibleColumns ?? { master: [], detail: [] }),
    columnToSortOn: JSON.stringify({ master: (layout.sort ?? []).map((s) => s.field) }),
    sortingDirection: JSON.stringify({ master: (layout.sort ?? []).map((s) => s.direction) }),
    columnWidth: JSON.stringify(layout.widths ?? { master: [], detail: [] }),
    activeFilters: JSON.stringify(layout.filters ?? []),
    columnGrouping: JSON.stringify({ master: layout.grouping ?? [] }),
  };
}
