/**
 * Master/detail on AG Grid Community: an expanded master row is followed by a full-width row that
 * holds the detail grid. These helpers keep the two kinds of rows apart.
 */
export const DETAIL_FLAG = '__detailOf';

export type GridRow = Record<string, unknown>;

export interface DetailRow {
  [DETAIL_FLAG]: string;
}

export function isDetailRow(row: unknown): row is DetailRow {
  return Boolean(row && typeof row === 'object' && DETAIL_FLAG in row);
}

export function detailRowId(masterId: string): string {
  return `${DETAIL_FLAG}:${masterId}`;
}

/** The masters with a detail row after each expanded one, in the masters' order. */
export function withDetailRows(rows: readonly GridRow[], rowId: (row: GridRow) => string, expanded: ReadonlySet<string>): GridRow[] {
  if (expanded.size === 0) return rows as GridRow[];
  const out: GridRow[] = [];
  for (const row of rows) {
    out.push(row);
    const id = rowId(row);
    if (expanded.has(id)) out.push({ [DETAIL_FLAG]: id });
  }
  return out;
}

/** After AG Grid sorts, put each detail row back right under its master. */
export function placeDetailRows<N extends { data?: unknown }>(nodes: N[], masterIdOf: (node: N) => string | undefined): void {
  const details = nodes.filter((n) => isDetailRow(n.data));
  if (details.length === 0) return;
  const masters = nodes.filter((n) => !isDetailRow(n.data));
  const byMaster = new Map(details.map((d) => [(d.data as DetailRow)[DETAIL_FLAG], d]));
  const ordered: N[] = [];
  for (const m of masters) {
    ordered.push(m);
    const id = masterIdOf(m);
    const d = id !== undefined ? byMaster.get(id) : undefined;
    if (d) ordered.push(d);
  }
  nodes.splice(0, nodes.length, ...ordered);
}
