import type { SupplierInput } from '@cockpit/contracts/routes/suppliers';

export type { SupplierInput };

export const SUPPLIER_COLUMNS: Array<[keyof SupplierInput, string]> = [
  ['supplierName', 'supplier_name'],
  ['contactPerson', 'contact_person'],
  ['companyEmail', 'company_email'],
  ['averageLeadTime', 'average_lead_time'],
  ['supplierStatus', 'supplier_status'],
  ['comments', 'comments'],
];
