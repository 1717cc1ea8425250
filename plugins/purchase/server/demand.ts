/**
 * Calculated demand per material for the purchase drafts.
 *
 * - Min/max reorder rule (Odoo): when the stock position (available + ingoing) is below min, order
 *   up to max(min, max); otherwise nothing.
 * - Forecast (ERPNext): with a sales history period, the average daily outgoing over the period
 *   times the lead time (days), plus min, is what the position must cover; order the shortfall.
 *
 * Always rounded up to whole units and never negative.
 */
export interface DemandInput {
  min: number | null;
  max: number | null;
  available: number;
  ingoing: number;
  /** Average daily outgoing over the sales history period; undefined = min/max rule. */
  dailyOutgoing?: number;
  leadTimeDays?: number | null;
}

export function calculatedDemand(m: DemandInput): number {
  const position = m.available + m.ingoing;
  if (m.dailyOutgoing !== undefined) {
    const target = m.dailyOutgoing * (m.leadTimeDays ?? 0) + (m.min ?? 0);
    // A tiny epsilon so that 2.0000000001 from floating arithmetic does not become 3.
    return Math.max(0, Math.ceil(target - position - 1e-9));
  }
  if (m.min === null || position >= m.min) return 0;
  return Math.max(0, Math.ceil(Math.max(m.min, m.max ?? 0) - position));
}

/** Whole days from `from` to `to`, both included (dates as YYYY-MM-DD). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
