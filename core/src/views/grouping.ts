import { isDetailRow, type GridRow } from '../grid-model/detail-rows';

/**
 * Row grouping for the client-side grid, on AG Grid Community (AG Grid's own grouping is
 * Enterprise, so it is built here): the master rows are split by the group-by fields into full-width group
 * header rows that carry the count of rows below them and open or close on click. A header's key
 * names its whole path, so nested groups open independently. Detail rows of expanded masters are
 * added afterwards by withDetailRows and kept in place by placeDetailRows, as without grouping.
 */
export const GROUP_FLAG = '__groupOf';

export interface GroupInfo {
  /** The group's path, e.g. [["materialGroup","Paint"],["abc","A"]] as JSON: unique and stable. */
  key: string;
  field: string;
  /** The row value the group stands for (undefined for rows without one). */
  value: unknown;
  /** 0 for the outermost group-by field. */
  level: number;
  /** Master rows in the group, nested groups included. */
  count: number;
  /** Position among all headers in display order, so the order survives AG Grid's sorting. */
  order: number;
  expanded: boolean;
}

export interface GroupRow {
  [GROUP_FLAG]: GroupInfo;
}

export function isGroupRow(row: unknown): row is GroupRow {
  return Boolean(row && typeof row === 'object' && GROUP_FLAG in row);
}

export const groupRowId = (key: string) => `${GROUP_FLAG}:${key}`;

/** The value a row is grouped by: nested fields with dots, like the grid's columns. */
export function groupValueOf(row: GridRow, field: string): unknown {
  let value: unknown = row;
  for (const part of field.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const valueKey = (v: unknown): string => (isBlank(v) ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Groups in ascending value order (numbers as numbers); rows without a value come last. */
export function compareGroupValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return valueKey(a).localeCompare(valueKey(b), undefined, { numeric: true, sensitivity: 'base' });
}

function pathKey(fields: readonly string[], row: GridRow, depth: number): string {
  return JSON.stringify(fields.slice(0, depth).map((f) => [f, valueKey(groupValueOf(row, f))]));
}

/**
 * Masters -> header rows and, inside expanded groups, the masters (or the next level's headers),
 * in the masters' own order within a group. No group-by fields: the rows as they are.
 */
export function groupRows(rows: readonly GridRow[], fields: readonly string[], expanded: ReadonlySet<string>): GridRow[] {
  if (fields.length === 0) return rows as GridRow[];
  const out: GridRow[] = [];
  let order = 0;
  const walk = (members: readonly GridRow[], level: number) => {
    const field = fields[level];
    const groups = new Map<string, { value: unknown; rows: GridRow[] }>();
    for (const row of members) {
      const value = groupValueOf(row, field);
      const k = valueKey(value);
      const g = groups.get(k);
      if (g) g.rows.push(row);
      else groups.set(k, { value, rows: [row] });
    }
    for (const g of [...groups.values()].sort((a, b) => compareGroupValues(a.value, b.value))) {
      const key = pathKey(fields, g.rows[0], level + 1);
      const open = expanded.has(key);
      const header: GroupRow = { [GROUP_FLAG]: { key, field, value: g.value, level, count: g.rows.length, order: order++, expanded: open } };
      out.push(header as unknown as GridRow);
      if (!open) continue;
      if (level + 1 < fields.length) walk(g.rows, level + 1);
      else out.push(...g.rows);
    }
  };
  walk(rows, 0);
  return out;
}

/**
 * After AG Grid sorts (postSortRows), put the headers back in their order with each innermost
 * group's masters under it, in the sorted order; detail rows are left for placeDetailRows.
 */
export function placeGroupRows<N extends { data?: unknown }>(nodes: N[], fields: readonly string[]): void {
  const headers = nodes.filter((n) => isGroupRow(n.data)).sort((a, b) => (a.data as GroupRow)[GROUP_FLAG].order - (b.data as GroupRow)[GROUP_FLAG].order);
  if (headers.length === 0) return;
  const buckets = new Map<string, N[]>();
  const details: N[] = [];
  for (const n of nodes) {
    if (isGroupRow(n.data)) continue;
    if (isDetailRow(n.data)) {
      details.push(n);
      continue;
    }
    const key = pathKey(fields, n.data as GridRow, fields.length);
    const list = buckets.get(key);
    if (list) list.push(n);
    else buckets.set(key, [n]);
  }
  const ordered: N[] = [];
  for (const h of headers) {
    ordered.push(h);
    const info = (h.data as GroupRow)[GROUP_FLAG];
    if (info.level === fields.length - 1 && info.expanded) {
      ordered.push(...(buckets.get(info.key) ?? []));
      buckets.delete(info.key);
    }
  }
  for (const rest of buckets.values()) ordered.push(...rest);
  nodes.splice(0, nodes.length, ...ordered, ...details);
}

/** Keys of every group (all levels) the rows fall into: "expand all". */
export function allGroupKeys(rows: readonly GridRow[], fields: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) for (let depth = 1; depth <= fields.length; depth++) keys.add(pathKey(fields, row, depth));
  return keys;
}
