/**
 * The sales-order line resolver: every pasted, typed or uploaded line
 * resolves by item number or barcode to exactly one material, or is flagged. Pure: the caller
 * brings the candidate materials (the server loads only those whose item number or barcode is
 * among the references) and the ids already on the order.
 */

/** A line as read from the clipboard or a file: the reference (item number or barcode), quantity and optional price, as text or numbers. */
export interface RawSalesLine {
  /** 1-based row in the pasted text or the sheet, for messages. */
  row: number;
  reference: string;
  quantity?: string | number | null;
  price?: string | number | null;
}

export interface MaterialCandidate {
  id: number;
  itemNo: string;
  barcode: string | null;
  name: string;
  salesPrice: number | null;
}

/**
 * duplicate: an earlier line of the same paste resolved to the same material;
 * ambiguous: several materials match the reference; notFound: none does;
 * alreadyAdded: the material is on the order already ("This material is already added", refused).
 */
export type LineFlag = 'duplicate' | 'ambiguous' | 'notFound' | 'alreadyAdded';

export interface ResolvedSalesLine {
  row: number;
  reference: string;
  /** The parsed quantity, or null when the text is not a number (the rules then refuse it). */
  quantity: number | null;
  /** The parsed adjusted price, or null when none was given. */
  price: number | null;
  /** The one material the line resolved to (also set for duplicate and alreadyAdded). */
  material?: MaterialCandidate;
  /** For ambiguous lines: the materials to choose from. */
  candidates?: MaterialCandidate[];
  flag?: LineFlag;
  /** For duplicate lines: the row of the line that holds the material first. */
  duplicateOfRow?: number;
}

export const FLAG_MESSAGES: Record<LineFlag, string> = {
  duplicate: 'Duplicate line: the material is on an earlier line',
  ambiguous: 'Several materials match this item number or barcode',
  notFound: 'No material has this item number or barcode',
  alreadyAdded: 'This material is already added',
};

/** Reference keys are compared trimmed; a reference written exactly as stored wins. */
export const referenceKey = (reference: string): string => reference.trim();
/**
 * The same reference whatever its letter case ("itm-100001" names ITM-100001): a clerk types or
 * pastes codes in lower case, and no two materials of a unit differ by case alone in practice. Used
 * when no material has the reference exactly as written; two that match case-blind are ambiguous.
 */
export const caseBlindKey = (reference: string): string => `\u0000${reference.trim().toUpperCase()}`;

/** Item number and barcode index of the candidates: reference -> the distinct materials it names. */
export type MaterialIndex = Map<string, MaterialCandidate[]>;

export function buildMaterialIndex(materials: Iterable<MaterialCandidate>): MaterialIndex {
  const index: MaterialIndex = new Map();
  const add = (key: string | null, material: MaterialCandidate) => {
    if (!key) return;
    const list = index.get(key);
    if (!list) index.set(key, [material]);
    else if (!list.some((m) => m.id === material.id)) list.push(material);
  };
  for (const m of materials) {
    add(referenceKey(m.itemNo), m);
    add(caseBlindKey(m.itemNo), m);
    if (m.barcode) {
      add(referenceKey(m.barcode), m);
      add(caseBlindKey(m.barcode), m);
    }
  }
  return index;
}

/** A number typed with a decimal comma or point ("12,50" or "12.50"); null when empty, NaN when not a number. */
export function parseNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const normal = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/**
 * Rows copied from Excel or Google Sheets: tab-separated "reference, quantity, optional price".
 * Semicolon- or comma-separated text (a .csv) is read the same way. A first row whose quantity is
 * not a number is a header and is skipped; empty rows are skipped.
 */
export function parsePastedRows(text: string, maxRows = Number.POSITIVE_INFINITY): RawSalesLine[] {
  const rows = text.split(/\r\n|\n|\r/);
  const out: RawSalesLine[] = [];
  for (let i = 0; i < rows.length && out.length < maxRows; i++) {
    const row = rows[i];
    if (row.trim() === '') continue;
    const separator = row.includes('\t') ? '\t' : row.includes(';') ? ';' : ',';
    const cells = row.split(separator).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (out.length === 0 && i === rows.findIndex((r) => r.trim() !== '') && cells.length > 1 && Number.isNaN(parseNumber(cells[1]) ?? 0)) continue;
    out.push({ row: i + 1, reference: cells[0] ?? '', quantity: cells[1] ?? null, price: cells[2] ?? null });
  }
  return out;
}

/** Resolve every line; a material resolved once is `duplicate` on later lines, `alreadyAdded` if on the order before. */
export function resolveSalesLines(lines: readonly RawSalesLine[], index: MaterialIndex, alreadyAdded: Iterable<number> = []): ResolvedSalesLine[] {
  const onOrder = new Set(alreadyAdded);
  const firstRow = new Map<number, number>();
  return lines.map((raw) => {
    const quantity = parseNumber(raw.quantity);
    const price = parseNumber(raw.price);
    const base: ResolvedSalesLine = {
      row: raw.row,
      reference: raw.reference.trim(),
      quantity: quantity === null || Number.isNaN(quantity) ? null : quantity,
      price: price === null || Number.isNaN(price) ? null : price,
    };
    const matches = index.get(referenceKey(raw.reference)) ?? index.get(caseBlindKey(raw.reference)) ?? [];
    if (matches.length === 0) return { ...base, flag: 'notFound' };
    if (matches.length > 1) return { ...base, candidates: matches, flag: 'ambiguous' };
    const material = matches[0];
    if (onOrder.has(material.id)) return { ...base, material, flag: 'alreadyAdded' };
    const first = firstRow.get(material.id);
    if (first !== undefined) return { ...base, material, flag: 'duplicate', duplicateOfRow: first };
    firstRow.set(material.id, raw.row);
    return { ...base, material };
  });
}

/** The distinct references of the lines (what the server looks up). */
export const referencesOf = (lines: readonly RawSalesLine[]): string[] => [...new Set(lines.map((l) => referenceKey(l.reference)).filter((r) => r !== ''))];
