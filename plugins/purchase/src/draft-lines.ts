/** A draft line as the draft pages edit it: the quantity is kept as typed, checked as it changes. */
export interface EditLine {
  materialId: number;
  itemNumber: string;
  materialName: string;
  ingoing: number | null;
  costPrice: number;
  calculatedDemand: number;
  orderedQuantity: string;
  /** The material's other supplier, when adding it to this draft unlinks it from that one. */
  linkedSupplierName?: string | null;
}

export interface DemandLine {
  materialId: number;
  itemNumber: string;
  materialName: string;
  ingoing: number;
  costPrice: number;
  calculatedDemand: number;
  orderedQuantity: number;
}

export const toEditLine = (l: DemandLine): EditLine => ({ ...l, orderedQuantity: String(l.orderedQuantity) });

/** Whole number above 0. */
export function quantityOk(typed: string): boolean {
  return /^\s*\d+\s*$/.test(typed) && Number(typed) > 0;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** totalCostPrice of a line: cost price x ordered quantity (0 while the quantity is not valid). */
export function lineTotal(line: Pick<EditLine, 'costPrice' | 'orderedQuantity'>): number {
  return quantityOk(line.orderedQuantity) ? cents(line.costPrice * Number(line.orderedQuantity)) : 0;
}

/** The draft's totalCost: the sum of its lines' totals. */
export function draftTotal(lines: EditLine[]): number {
  return cents(lines.reduce((sum, l) => sum + lineTotal(l), 0));
}

/** What keeps a draft from being saved, as a translation key; undefined when it can be saved. */
export function draftProblem(lines: EditLine[]): string | undefined {
  if (lines.length === 0) return 'Purchase.editor.noLines';
  if (lines.some((l) => !quantityOk(l.orderedQuantity))) return 'Purchase.editor.quantityProblem';
  return undefined;
}

/** The lines as the server takes them. */
export const linesBody = (lines: EditLine[]) => lines.map((l) => ({ materialId: l.materialId, orderedQuantity: Number(l.orderedQuantity), calculatedDemand: l.calculatedDemand }));

/** YYYY-MM-DD of a day relative to today (local calendar). */
export function isoDay(offsetDays = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The sales history period's problem (required, from <= to, not in the future), as a translation key. */
export function periodProblem(from: string, to: string, today = isoDay()): string | undefined {
  if (!from || !to) return 'Purchase.criteria.periodRequired';
  if (to > today || from > today) return 'Purchase.criteria.periodInFuture';
  if (from > to) return 'Purchase.criteria.periodReversed';
  return undefined;
}
