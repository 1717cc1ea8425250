import type { SalesOrderBody } from './request-schemas';

/** A line of a draft or an order as the form reopens it: the line and its material. */
export interface DetailLine {
  materialId: number;
  quantity: number;
  adjustedPrice: number | null;
  itemNo: string;
  barcode: string | null;
  name: string;
  salesPrice: number | null;
}

/** A draft with its lines and their materials, as the form reopens it (SalesOrderDraft.Detail). */
export interface DraftDetail extends SalesOrderBody {
  id: number;
  orderNumber: string;
  lines: DetailLine[];
}

/** An outgoing order as the create-sales-order page reopens it in edit mode (its live lines only). */
export interface SalesOrderDetail extends Omit<SalesOrderBody, 'lines'> {
  id: number;
  orderNumber: string;
  state: string;
  /** Why the order cannot be edited (the same rule PUT applies), or null. */
  notEditable: { code: string; message: string } | null;
  lines: DetailLine[];
}

/** An existing customer to pick: the latest order of each (its id opens the order's customer information). */
export interface CustomerHit {
  orderId: number;
  customerName: string;
  companyName: string | null;
  city: string | null;
}
