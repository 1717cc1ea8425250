import { defineTableListView } from '@cockpit/server/sdk';
import { Draft } from '../routes';

/** The Drafts grid's rows (view name Draft): the open purchase drafts, one per supplier. */
export const draftListView = defineTableListView({
  name: 'Draft',
  path: Draft.GetAllSupplier.path,
  from: `purchase_drafts d join suppliers s on s.id = d.supplier_id
    left join lateral (
      select count(*)::int as n, coalesce(sum(l.ordered_quantity * coalesce(m.cost_price, 0)), 0)::numeric(14,2) as cost
        from purchase_draft_lines l join materials m on m.id = l.material_id where l.draft_id = d.id) t on true`,
  alias: 'd',
  where: `d.state = 'Draft'`,
  fields: {
    id: 'number sortable',
    draftNumber: 'text sortable',
    supplierId: 'number',
    supplierName: 's.supplier_name text sortable',
    totalCost: 't.cost number sortable',
    draftLineCount: 't.n number sortable',
    created: 'd.created_at datetime sortable',
  },
  filters: {
    supplierId: 'in',
    draftNumber: 'contains',
  },
  defaultSort: { field: 'created', direction: 'desc' },
});
