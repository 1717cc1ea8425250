import { routes } from '@cockpit/contracts';
import { defineTableListView } from '@cockpit/server/sdk';

/** The stock-attributes settings grid's rows (view name StockAttribute). */
export const stockAttributeListView = defineTableListView({
  name: 'StockAttribute',
  path: routes.StockAttribute.description.path,
  from: 'stock_attributes a',
  alias: 'a',
  fields: {
    id: 'number sortable',
    name: 'text sortable',
    displayName: 'text sortable',
    description: 'text',
    dataType: 'text sortable',
    regexValidation: 'text',
    required: 'boolean',
    restrictedPreparation: 'boolean',
    erpMaintained: 'boolean',
    handling: 'text sortable',
    enumValues: 'text',
  },
  filters: {
    name: 'contains',
    dataType: 'in',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
