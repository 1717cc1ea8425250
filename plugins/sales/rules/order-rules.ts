/**
 * The sales-order rules (a material at least, quantities, prices and discount above zero, a known
 * delivery type, every line resolved, no material twice), written once: the create-sales-order form checks them as the user types, and the server checks
 * them again in POST Validate and POST CreateSalesOrder. Plain data in, problems out (no React).
 */
import { linePrice, orderMoney, type OrderMoney } from '@cockpit/core/sales-rules';

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
  /** Who the order is for: required, the order's recipient and the name the clerks search by. */
  customerName?: string | null;
  deliveryType?: string | null;
  /** The order discount in percent. */
  discount?: number | null;
  lines: SalesOrderLine[];
}

/** One broken rule: `key` is the i18n key (Sales.rules.*), `message` the English text the server sends. */
export interface RuleProblem {
  field: 'lines' | 'quantity' | 'adjustedPrice' | 'discount' | 'deliveryType' | 'materialId' | 'orderType' | 'customerName';
  key: string;
  message: string;
  /** The 0-based index of the line the problem belongs to. */
  line?: number;
}

export const MAX_SALES_QUANTITY = 1_000_000_000;
export const MAX_SALES_PRICE = 1_000_000_000;
export const MAX_SALES_ORDER_LINES = 5000;
/** The largest amount an order keeps (a line's price, the order's totals): 12 digits and 2 decimals. */
export const MAX_SALES_AMOUNT = 999_999_999_999.99;

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

/** The problems of one line (quantity and adjusted price, and their product: the line's price must be an amount an order can keep). */
export function lineProblems(line: Pick<SalesOrderLine, 'quantity' | 'adjustedPrice' | 'salesUnitPrice'>, index?: number): RuleProblem[] {
  const own = [quantityProblem(line.quantity, index), adjustedPriceProblem(line.adjustedPrice, index)].filter((p): p is RuleProblem => p !== undefined);
  const amount = own.length === 0 ? lineAmountProblem(line, index) : undefined;
  return amount ? [...own, amount] : own;
}

type PricedLine = Pick<SalesOrderLine, 'quantity' | 'adjustedPrice' | 'salesUnitPrice'>;

/** A line's price (quantity x price per item) must be an amount an order keeps. */
export function lineAmountProblem(line: PricedLine, index?: number): RuleProblem | undefined {
  if ((linePrice(line) ?? 0) > MAX_SALES_AMOUNT) return problem('quantity', 'amountTooLarge', 'The line price (quantity x price per item) is too large', index);
  return undefined;
}

/**
 * The amounts of an order (or a draft): each line's price, then the totals, must be amounts an order
 * keeps. Lines each within the limit may still add up to more; a line over it says so itself.
 */
export function amountProblems(lines: readonly PricedLine[]): RuleProblem[] {
  const tooLarge = lines.map((l, i) => lineAmountProblem(l, i)).filter((p): p is RuleProblem => p !== undefined);
  if (tooLarge.length > 0) return tooLarge;
  const money = orderMoney(lines);
  if (money.originalTotalSalesPrice > MAX_SALES_AMOUNT || money.totalSalesPrice > MAX_SALES_AMOUNT)
    return [problem('lines', 'totalTooLarge', 'The order total is too large: split the order')];
  return [];
}

/**
 * The rules about the order as a whole: how many lines, no material twice, a customer name, the
 * discount and the delivery type. `deliveryTypes`, when given, are the delivery types that exist (the deliveryType
 * call); the server always gives them, the form gives what it loaded. The form checks these on
 * every change and each line's own rules (lineProblems) only when that line changes.
 */
export function orderLevelProblems(
  order: Omit<SalesOrderInput, 'lines'> & { lines: ReadonlyArray<Pick<SalesOrderLine, 'materialId'> & Partial<SalesOrderLine>> },
  deliveryTypes?: readonly string[],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (order.lines.length === 0) problems.push(problem('lines', 'noLines', 'Add at least one material'));
  if (order.lines.length > MAX_SALES_ORDER_LINES) problems.push(problem('lines', 'tooManyLines', `An order can have at most ${MAX_SALES_ORDER_LINES} lines`));
  // Lines each within the limit may still add up to more than an order can keep (a line over it says so in lineProblems).
  const priced = order.lines.map((l) => ({ quantity: l.quantity ?? 0, salesUnitPrice: l.salesUnitPrice, adjustedPrice: l.adjustedPrice }));
  problems.push(...amountProblems(priced).filter((p) => p.key === 'Sales.rules.totalTooLarge'));
  const seen = new Set<number>();
  order.lines.forEach((line, i) => {
    if (seen.has(line.materialId)) problems.push(problem('materialId', 'alreadyAdded', 'This material is already added', i));
    seen.add(line.materialId);
  });
  if (!order.customerName?.trim()) problems.push(problem('customerName', 'customerRequired', 'Enter the customer name'));
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

/** The totals shown as the user types and stored on the order (the shared money rules, order-money.ts). */
export type SalesTotals = OrderMoney;

/** The totals shown as the user types and stored on the order; computed in cents to stay exact. */
export function salesTotals(lines: readonly SalesOrderLine[], discount?: number | null): SalesTotals {
  return orderMoney(lines, discount);
}
