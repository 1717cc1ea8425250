import { nullableText, requiredText } from '../master-data-common/request-schemas';

export interface SupplierInput {
  supplierName?: string;
  contactPerson?: string | null;
  companyEmail?: string | null;
  averageLeadTime?: number | null;
  supplierStatus?: 'Active' | 'Inactive';
  comments?: string | null;
}

export const SUPPLIER_STATUSES = ['Active', 'Inactive'] as const;

const properties = {
  supplierName: requiredText(200),
  contactPerson: nullableText(200),
  // A plain shape check: one @, something on both sides, a dot in the domain.
  companyEmail: { type: ['string', 'null'], maxLength: 254, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' },
  averageLeadTime: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
  supplierStatus: { enum: SUPPLIER_STATUSES },
  comments: nullableText(2000),
} as const;

export const createSupplierBody = { type: 'object', additionalProperties: false, required: ['supplierName'], properties } as const;
export const updateSupplierBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...properties },
} as const;

export const materialLinkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierId', 'materialIds'],
  properties: {
    supplierId: { type: 'integer', minimum: 1 },
    materialIds: { type: 'array', minItems: 1, maxItems: 5000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
} as const;

export const SUPPLIER_COLUMNS: Array<[keyof SupplierInput, string]> = [
  ['supplierName', 'supplier_name'],
  ['contactPerson', 'contact_person'],
  ['companyEmail', 'company_email'],
  ['averageLeadTime', 'average_lead_time'],
  ['supplierStatus', 'supplier_status'],
  ['comments', 'comments'],
];
