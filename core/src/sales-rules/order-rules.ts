/**
 * The sales-order rules of business-areas.md §5 and DOMAIN.md "Sales orders from the console",
 * written once: the create-sales-order form checks them as the user types, and the server checks
 * them again in POST Validate and POST CreateSalesOrder. Plain data in, problems out (no React).
 */

/** A line as the form holds it and as Validate/CreateSalesOrder receive it. */
export interface SalesOrderLine {
  materialId: number;
  quantity: number;
  /** The material's sales price per item when the line was added (the original price). */
  salesUnitPrice?: number | null;
  /** The adjusted price per item the user typed; the original price applies when absent. */
  adjustedPrice?: number | null;
}

export interface SalesOrderInput {
  orderType?: string | null;
  deliveryType?: string | null;
  /** The order discount in percent. */
  discount?: number | null;
  lines: SalesOrderLine[];
}

/** One broken rule: `key` is the i18n key (Sales.rules.*), `message` the English text the server sends. */
export interface RuleProblem {
  field: 'lines' | 'quantity' | 'adjustedPrice' | 'discount' | 'deliveryType' | 'materialId' | 'orderType';
  key: string;
  message: string;
  /** The 0-based index of the line the problem belongs to. */
  line?: number;
}

export const MAX_SALES_QUANTITY = 1_000_000_000;
export const MAX_SALES_PRICE = 1_000_000_000;
export const MAX_SALES_ORDER_LINES = 5000;

const problem = (field: RuleProblem['field'], key: string, message: string, line?: number): RuleProblem => ({ field, key: `Sales.rules.${key}`, message, line });

/** At most 2 decimals, judged on the decimal text so that 0.1 + 0.2 style floats do not fail it. */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export function quantityProblem(quantity: unknown, line?: number): RuleProblem | undefined {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0 || quantity > MAX_SALES_QUANTITY)
    return problem('quantity', 'quantity', 'Quantity must be a whole number greater than zero', line);
  return undefined;
}

export function adjustedPriceProblem(price: unknown, line?: number): RuleProblem | undefined {
  if (price === null || price === undefined) return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_SALES_PRICE)
    return problem('adjustedPrice', 'price', 'Adjusted price per item must be greater than zero', line);
  if (!hasAtMostTwoDecimals(price)) return problem('adjustedPrice', 'priceDecimals', 'Adjusted price per item can have at most 2 decimals', line);
  return undefined;
}

export function discountProblem(discount: unknown): RuleProblem | undefined {
  if (discount === null || discount === undefined) return undefined;
  if (typeof discount !== 'number' || !Number.isFinite(discount) || discount <= 0 || discount > 100)
    return problem('discount', 'discount', 'Discount must be greater than zero and at most 100 percent', undefined);
  if (!hasAtMostTwoDecimals(discount)) return problem('discount', 'discountDecimals', 'Discount can have at most 2 decimals');
  return undefined;
}

/** The problems of one line (quantity and adjusted price). */
export function lineProblems(line: Pick<SalesOrderLine, 'quantity' | 'adjustedPrice'>, index?: number): RuleProblem[] {
  return [quantityProblem(line.quantity, index), adjustedPriceProblem(line.adjustedPrice, index)].filter((p): p is RuleProblem => p !== undefined);
}

/**
 * The rules about the order as a whole: how many lines, no material twice, the discount and the
 * delivery type. `deliveryTypes`, when given, are the delivery types that exist (the deliveryType
 * call); the server always gives them, the form gives what it loaded. The form checks these on
 * every change and each line's own rules (lineProblems) only when that line changes.
 */
export function orderLevelProblems(
  order: Omit<SalesOrderInput, 'lines'> & { lines: ReadonlyArray<Pick<SalesOrderLine, 'materialId'>> },
  deliveryTypes?: readonly string[],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (order.lines.length === 0) problems.push(problem('lines', 'noLines', 'Add at least one material'));
  if (order.lines.length > MAX_SALES_ORDER_LINES) problems.push(problem('lines', 'tooManyLines', `An order can have at most ${MAX_SALES_ORDER_LINES} lines`));
  const seen = new Set<number>();
  order.lines.forEach((line, i) => {
    if (seen.has(line.materialId)) problems.push(problem('materialId', 'alreadyAdded', 'This material is already added', i));
    seen.add(line.materialId);
  });
  const discount = discountProblem(order.discount);
  if (discount) problems.push(discount);
  if (!order.deliveryType) problems.push(problem('deliveryType', 'deliveryTypeRequired', 'Choose a delivery type'));
  else if (deliveryTypes && !deliveryTypes.includes(order.deliveryType)) problems.push(problem('deliveryType', 'deliveryTypeUnknown', 'Delivery type does not exist'));
  return problems;
}

/** Every broken rule of an order: each line's (in line order), then the order's. */
export function orderProblems(order: SalesOrderInput, deliveryTypes?: readonly string[]): RuleProblem[] {
  const level = orderLevelProblems(order, deliveryTypes);
  const counts = level.filter((p) => p.field === 'lines');
  return [...counts, ...order.lines.flatMap((line, i) => lineProblems(line, i)), ...level.filter((p) => p.field !== 'lines')];
}

export interface SalesTotals {
  /** Sum of quantity x original price per item. */
  originalTotalSalesPrice: number;
  /** Sum of quantity x (adjusted or original) price per item, less the order discount. */
  totalSalesPrice: number;
  /** The order discount in percent (0 when none). */
  discount: number;
}

/** The totals shown as the user types and stored on the order; computed in cents to stay exact. */
export function salesTotals(lines: readonly SalesOrderLine[], discount?: number | null): SalesTotals {
  let originalCents = 0;
  let adjustedCents = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    const original = Math.round((line.salesUnitPrice ?? 0) * 100);
    const price = line.adjustedPrice != null && line.adjustedPrice > 0 ? Math.round(line.adjustedPrice * 100) : original;
    originalCents += original * quantity;
    adjustedCents += price * quantity;
  }
  const percent = discount != null && Number.isFinite(discount) && discount > 0 && discount <= 100 ? discount : 0;
  return {
    originalTotalSalesPrice: originalCents / 100,
    totalSalesPrice: Math.round(adjustedCents * (1 - percent / 100)) / 100,
    discount: percent,
  };
}
