/**
 * The money rules of an outgoing (sales) order, written once. Every writer of an order (create,
 * edit, split, edit line quantity, the sales order form's totals, the engine after prepare,
 * unprepare, pick and cancel) computes line prices and order totals here:
 *
 * - a line's price per item is the adjusted (agreed) price when there is one, else the original
 *   price per item the line was created with;
 * - a line's price is price per item x ordered quantity (exact in cents: prices have at most 2
 *   decimals and quantities are whole);
 * - the order's original total is the sum of original price per item x ordered quantity;
 * - the order's total is the sum of its line prices less the order discount (percent), rounded
 *   to cents half up;
 * - a line that left the order (split off whole, removed by an edit) has ordered quantity 0 and so
 *   adds nothing; a cancelled order keeps the figures of what was ordered.
 *
 * Plain data in and out (no React, no database): the server and the console share it.
 */

/** What the money rules read of a line. */
export interface MoneyLine {
  /** Ordered quantity (whole, >= 0). */
  quantity: number;
  /** The original price per item (the material's sales price when the line was made). */
  salesUnitPrice?: number | null;
  /** The adjusted (agreed) price per item; the original price applies when absent. */
  adjustedPrice?: number | null;
}

export interface OrderMoney {
  /** Sum of quantity x original price per item. */
  originalTotalSalesPrice: number;
  /** Sum of the line prices less the order discount, rounded to cents half up. */
  totalSalesPrice: number;
  /** The order discount in percent (0 when none). */
  discount: number;
}

/** A price with at most 2 decimals as whole cents (the float's nearest cent). */
export const toCents = (price: number): number => Math.round(price * 100);

/** The price per item a line is sold at: the adjusted price when it has one (> 0), else the original. */
export function unitPriceOf(line: Pick<MoneyLine, 'salesUnitPrice' | 'adjustedPrice'>): number | null {
  if (line.adjustedPrice != null && line.adjustedPrice > 0) return line.adjustedPrice;
  return line.salesUnitPrice ?? null;
}

const wholeQuantity = (quantity: number): number => (Number.isFinite(quantity) && quantity > 0 ? Math.trunc(quantity) : 0);

/** The line price in cents (0 without a price). */
export function linePriceCents(line: MoneyLine): number {
  const unit = unitPriceOf(line);
  return unit == null ? 0 : toCents(unit) * wholeQuantity(line.quantity);
}

/** The line price: price per item x quantity; null when the line has no price at all. */
export function linePrice(line: MoneyLine): number | null {
  return unitPriceOf(line) == null ? null : linePriceCents(line) / 100;
}

/** The discount that applies: a percent in (0, 100], else 0. */
export function discountPercent(discount?: number | null): number {
  return discount != null && Number.isFinite(discount) && discount > 0 && discount <= 100 ? discount : 0;
}

/**
 * Cents less a discount percent, rounded half up to whole cents. Done in integers (the percent in
 * hundredths), so 10.05 less 10% is 9.05 (9.045 half up), not what a float product would give.
 */
export function discountedCents(cents: number, discount?: number | null): number {
  const basisPoints = BigInt(Math.round(discountPercent(discount) * 100));
  const scaled = BigInt(Math.round(cents)) * (10_000n - basisPoints);
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return Number(negative ? -rounded : rounded);
}

/** The order's totals from its lines and its discount. */
export function orderMoney(lines: readonly MoneyLine[], discount?: number | null): OrderMoney {
  let originalCents = 0;
  let lineCents = 0;
  for (const line of lines) {
    originalCents += toCents(line.salesUnitPrice ?? 0) * wholeQuantity(line.quantity);
    lineCents += linePriceCents(line);
  }
  return {
    originalTotalSalesPrice: originalCents / 100,
    totalSalesPrice: discountedCents(lineCents, discount) / 100,
    discount: discountPercent(discount),
  };
}
