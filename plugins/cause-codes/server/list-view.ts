import { defineListView } from '@cockpit/server/sdk';
import { CauseCode } from '../routes';

/** The cause-codes settings grid's rows (view name CauseCode). */
export const causeCodeListView = defineListView({
  name: 'CauseCode',
  path: CauseCode.Header.path,
  from: 'cause_codes c',
  businessUnit: 'c.business_unit_id',
  id: 'c.id',
  fields: {
    id: { sql: 'c.id', type: 'number', sortable: true },
    type: { sql: 'c.type', type: 'text', sortable: true },
    value: { sql: 'c.value', type: 'text', sortable: true },
    displayText: { sql: 'c.display_text', type: 'text', sortable: true },
  },
  filters: {
    type: { sql: 'c.type', op: 'in', type: 'text' },
  },
  defaultSort: { field: 'type', direction: 'asc' },
});
