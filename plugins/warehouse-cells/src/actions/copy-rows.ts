import type { ActionContext } from '@cockpit/core/plugin';

/** A cell as text on the clipboard: tabs and line breaks would split it, so they become spaces. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return '';
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

/**
 * The selected rows as tab-separated text, the way spreadsheets paste it: a header line of the
 * fields, then one line per row. Fields holding lists or objects (detail rows) are left out.
 */
export function rowsAsText(rows: readonly Record<string, unknown>[]): string {
  const fields: string[] = [];
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if (!fields.includes(field) && (value === null || typeof value !== 'object' || value instanceof Date)) fields.push(field);
    }
  }
  return [fields.join('\t'), ...rows.map((row) => fields.map((f) => cellText(row[f])).join('\t'))].join('\n');
}

/**
 * Row action warehouseCells.copyRows: copies the selected rows to the clipboard and says how many.
 * Where the browser offers no clipboard (not a secure context) or refuses it, the rows open in
 * the plugin's own modal, warehouseCells.copyText, selected for copying by hand.
 * A grid declares it as { "id": "copy", "label": "...", "selection": "many", "handler": "warehouseCells.copyRows", "onSuccess": { "reload": false } }.
 */
export async function copyRows({ rows, success, openModal }: ActionContext): Promise<void> {
  const text = rowsAsText(rows);
  try {
    if (!navigator.clipboard) throw new Error('no clipboard in this context');
    await navigator.clipboard.writeText(text);
  } catch {
    await openModal('warehouseCells.copyText', { text, count: rows.length });
    return;
  }
  success('WarehouseCells.copied', { count: rows.length });
}
