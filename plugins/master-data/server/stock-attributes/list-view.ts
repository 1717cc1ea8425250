import { routes } from '@cockpit/contracts';
import { defineListView } from '@cockpit/server/sdk';

/** The stock-attributes settings grid's rows (view name StockAttribute). */
export const stockAttributeListView = defineListView({
  name: 'StockAttribute',
  path: routes.StockAttribute.description.path,
  from: 'stock_attributes a',
  businessUnit: 'a.business_unit_id',
  id: 'a.id',
  fields: {
    id: { sql: 'a.id', type: 'number', sortable: true },
    name: { sql: 'a.name', type: 'text', sortable: true },
    displayName: { sql: 'a.display_name', type: 'text', sortable: true },
    description: { sql: 'a.description', type: 'text' },
    dataType: { sql: 'a.data_type', type: 'text', sortable: true },
    regexValidation: { sql: 'a.regex_validation', type: 'text' },
    required: { sql: 'a.required', type: 'boolean' },
    restrictedPreparation: { sql: 'a.restricted_preparation', type: 'boolean' },
    erpMaintained: { sql: 'a.erp_maintained', type: 'boolean' },
    handling: { sql: 'a.handling', type: 'text', sortable: true },
    enumValues: { sql: 'a.enum_values', type: 'text' },
  },
  filters: {
    name: { sql: 'a.name', op: 'contains', type: 'text' },
    dataType: { sql: 'a.data_type', op: 'in', type: 'text' },
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
