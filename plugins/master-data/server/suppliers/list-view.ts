import { routes } from '@cockpit/contracts';
import { defineTableListView } from '@cockpit/server/sdk';

/** The Suppliers grid's rows (view name Supplier). draftCount counts the supplier's open purchase drafts. */
export const supplierListView = defineTableListView({
  name: 'Supplier',
  path: routes.Supplier.description.path,
  from: `suppliers s
    left join lateral (
      select coalesce(array_agg(m.id order by m.item_no), '{}') as ids, count(m.id)::int as n
        from materials m where m.business_unit_id = s.business_unit_id and m.supplier_id = s.id) mat on true`,
  alias: 's',
  fields: {
    id: 'number sortable',
    supplierName: 'text sortable',
    contactPerson: 'text sortable',
    companyEmail: 'text',
    averageLeadTime: 'number sortable',
    supplierStatus: 'text sortable',
    comments: 'text',
    draftCount: { sql: `(select count(*)::int from purchase_drafts pd where pd.supplier_id = s.id and pd.state = 'Draft')`, type: 'number' },
    materialIds: 'mat.ids text',
    materialCount: 'mat.n number',
    createdAt: 'datetime sortable',
  },
  filters: {
    supplierName: 'contains',
    contactPerson: 'contains',
    supplierStatus: 'in',
  },
  defaultSort: { field: 'supplierName', direction: 'asc' },
});
