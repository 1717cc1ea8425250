import { parseNumber, type MaterialCandidate, type ResolvedSalesLine, type SalesOrderInput, type SalesOrderLine } from '../../rules';
import type { SalesOrderBody } from '../../rules/request-schemas';

/** A line of the form: the resolved material and what the user typed (kept as text while typing). */
export interface FormLine {
  material: MaterialCandidate;
  quantity: string;
  adjustedPrice: string;
}

export interface OrderHeader {
  orderNumber: string;
  orderType: string;
  customerName: string;
  companyName: string;
  address: string;
  zipCode: string;
  city: string;
  countryCode: string;
  email: string;
  phone: string;
  deliveryType: string;
  discount: string;
}

export const emptyHeader = (orderNumber = '', orderType = 'Sales'): OrderHeader => ({
  orderNumber,
  orderType,
  customerName: '',
  companyName: '',
  address: '',
  zipCode: '',
  city: '',
  countryCode: '',
  email: '',
  phone: '',
  deliveryType: '',
  discount: '',
});

/** Typed text as the number the rules judge: empty is null, text that is no number is NaN (refused). */
const asNumber = (text: string): number | null => parseNumber(text);

/** The form's line as the shared rules and the server read it. */
export function ruleLine(line: FormLine): SalesOrderLine {
  return {
    materialId: line.material.id,
    quantity: asNumber(line.quantity) ?? Number.NaN,
    salesUnitPrice: line.material.salesPrice,
    adjustedPrice: asNumber(line.adjustedPrice),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of Validate, CreateSalesOrder and the draft calls. */
export function orderBody(header: OrderHeader, lines: readonly FormLine[]): SalesOrderBody & SalesOrderInput {
  return {
    orderNumber: header.orderNumber.trim() || undefined,
    orderType: header.orderType || 'Sales',
    customerName: orNull(header.customerName),
    companyName: orNull(header.companyName),
    address: orNull(header.address),
    zipCode: orNull(header.zipCode),
    city: orNull(header.city),
    countryCode: orNull(header.countryCode),
    email: orNull(header.email),
    phone: orNull(header.phone),
    deliveryType: orNull(header.deliveryType),
    discount: asNumber(header.discount),
    lines: lines.map((l) => {
      const r = ruleLine(l);
      // JSON has no NaN: a quantity that is no number goes as 0, which the rules refuse the same way.
      return {
        materialId: r.materialId,
        quantity: Number.isFinite(r.quantity) ? r.quantity : 0,
        adjustedPrice: r.adjustedPrice != null && Number.isFinite(r.adjustedPrice) ? r.adjustedPrice : null,
      };
    }),
  };
}

/** A resolved line as a form line (quantity 1 when the paste gave none). */
export function formLine(resolved: Pick<ResolvedSalesLine, 'quantity' | 'price'>, material: MaterialCandidate): FormLine {
  return { material, quantity: resolved.quantity == null ? '1' : String(resolved.quantity), adjustedPrice: resolved.price == null ? '' : String(resolved.price) };
}

/** Adds quantity to the line holding the material (a duplicate merged into the first). */
export function mergeQuantity(lines: FormLine[], materialId: number, quantity: number | null): FormLine[] {
  return lines.map((l) => (l.material.id === materialId ? { ...l, quantity: String((asNumber(l.quantity) ?? 0) + (quantity ?? 1)) } : l));
}
