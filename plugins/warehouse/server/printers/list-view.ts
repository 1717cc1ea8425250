import { Printer } from '../../routes';
import { defineTableListView } from '@cockpit/server/sdk';

/** The printer-management grid's rows (view name Printer). */
export const printerListView = defineTableListView({
  name: 'Printer',
  path: Printer.description.path,
  from: `printers p
    left join locations l on l.id = p.location_id
    left join lateral (
      select coalesce(array_agg(d.id order by d.name), '{}') as ids, coalesce(string_agg(d.name, ', ' order by d.name), '') as names
        from printer_label_definitions pd join label_definitions d on d.id = pd.label_definition_id
       where pd.printer_id = p.id) defs on true`,
  alias: 'p',
  fields: {
    id: 'number sortable',
    name: 'text sortable',
    displayText: 'text sortable',
    isNetworkPrinter: 'boolean',
    networkNameOrIp: 'text',
    printTechnology: 'text sortable',
    locationId: 'number',
    locationName: 'l.name text sortable',
    labelDefinitionIds: 'defs.ids text',
    labelDefinitions: 'defs.names text',
  },
  filters: {
    name: 'contains',
    printTechnology: 'in',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
