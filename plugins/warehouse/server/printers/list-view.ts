import { Printer } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

/** The printer-management grid's rows (view name Printer). */
export const printerListView = defineListView({
  name: 'Printer',
  path: Printer.description.path,
  from: `printers p
    left join locations l on l.id = p.location_id
    left join lateral (
      select coalesce(array_agg(d.id order by d.name), '{}') as ids, coalesce(string_agg(d.name, ', ' order by d.name), '') as names
        from printer_label_definitions pd join label_definitions d on d.id = pd.label_definition_id
       where pd.printer_id = p.id) defs on true`,
  businessUnit: 'p.business_unit_id',
  id: 'p.id',
  fields: {
    id: { sql: 'p.id', type: 'number', sortable: true },
    name: { sql: 'p.name', type: 'text', sortable: true },
    displayText: { sql: 'p.display_text', type: 'text', sortable: true },
    isNetworkPrinter: { sql: 'p.is_network_printer', type: 'boolean' },
    networkNameOrIp: { sql: 'p.network_name_or_ip', type: 'text' },
    printTechnology: { sql: 'p.print_technology', type: 'text', sortable: true },
    locationId: { sql: 'p.location_id', type: 'number' },
    locationName: { sql: 'l.name', type: 'text', sortable: true },
    labelDefinitionIds: { sql: 'defs.ids', type: 'text' },
    labelDefinitions: { sql: 'defs.names', type: 'text' },
  },
  filters: {
    name: { sql: 'p.name', op: 'contains', type: 'text' },
    printTechnology: { sql: 'p.print_technology', op: 'in', type: 'text' },
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
