import { defineListView } from '@cockpit/server/sdk';
import { Draft } from '../routes';

/** The Drafts grid's rows (view name Draft): the open purchase drafts, one per supplier. */
export const draftListView = defineListView({
  name: 'Draft',
  path: Draft.GetAllSupplier.path,
  from: `purchase_drafts d join suppliers s on s.id = d.supplier_id
    left join lateral (
      select count(*)::int as n, coalesce(sum(l.ordered_quantity * coalesce(m.cost_price, 0)), 0)::numeric(14,2) as cost
        from purchase_draft_lines l join materials m on m.id = l.material_id where l.draft_id = d.id) t on true`,
  businessUnit: 'd.business_unit_id',
  id: 'd.id',
  where: `d.state = 'Draft'`,
  fields: {
    id: { sql: 'd.id', type: 'number', sortable: true },
    draftNumber: { sql: 'd.draft_number', type: 'text', sortable: true },
    supplierId: { sql: 'd.supplier_id', type: 'number' },
    supplierName: { sql: 's.supplier_name', type: 'text', sortable: true },
    totalCost: { sql: 't.cost', type: 'number', sortable: true },
    draftLineCount: { sql: 't.n', type: 'number', sortable: true },
    created: { sql: 'd.created_at', type: 'datetime', sortable: true },
  },
  filters: {
    supplierId: { sql: 'd.supplier_id', op: 'in', type: 'number' },
    draftNumber: { sql: 'd.draft_number', op: 'contains', type: 'text' },
  },
  defaultSort: { field: 'created', direction: 'desc' },
});
