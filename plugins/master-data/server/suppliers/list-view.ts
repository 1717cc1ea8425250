import { routes } from '@cockpit/contracts';
import { defineListView } from '@cockpit/server/sdk';

/** The Suppliers grid's rows (view name Supplier). draftCount counts the supplier's open purchase drafts. */
export const supplierListView = defineListView({
  name: 'Supplier',
  path: routes.Supplier.description.path,
  from: `suppliers s
    left join lateral (
      select coalesce(array_agg(m.id order by m.item_no), '{}') as ids, count(m.id)::int as n
        from materials m where m.business_unit_id = s.business_unit_id and m.supplier_id = s.id) mat on true`,
  businessUnit: 's.business_unit_id',
  id: 's.id',
  fields: {
    id: { sql: 's.id', type: 'number', sortable: true },
    supplierName: { sql: 's.supplier_name', type: 'text', sortable: true },
    contactPerson: { sql: 's.contact_person', type: 'text', sortable: true },
    companyEmail: { sql: 's.company_email', type: 'text' },
    averageLeadTime: { sql: 's.average_lead_time', type: 'number', sortable: true },
    supplierStatus: { sql: 's.supplier_status', type: 'text', sortable: true },
    comments: { sql: 's.comments', type: 'text' },
    draftCount: { sql: `(select count(*)::int from purchase_drafts pd where pd.supplier_id = s.id and pd.state = 'Draft')`, type: 'number' },
    materialIds: { sql: 'mat.ids', type: 'text' },
    materialCount: { sql: 'mat.n', type: 'number' },
    createdAt: { sql: 's.created_at', type: 'datetime', sortable: true },
  },
  filters: {
    supplierName: { sql: 's.supplier_name', op: 'contains', type: 'text' },
    contactPerson: { sql: 's.contact_person', op: 'contains', type: 'text' },
    supplierStatus: { sql: 's.supplier_status', op: 'in', type: 'text' },
  },
  defaultSort: { field: 'supplierName', direction: 'asc' },
});
