/**
 * Who an outgoing order goes to and on what terms: the fields a sales order, a sales draft and the
 * warehouse's outgoing order share (null clears a field).
 */
export interface OrderCustomer {
  orderType?: string;
  customerName?: string | null;
  companyName?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  deliveryType?: string | null;
  discount?: number | null;
}
