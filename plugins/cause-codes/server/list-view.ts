import { defineTableListView } from '@cockpit/server/sdk';
import { CauseCode } from '../routes';

/** The cause-codes settings grid's rows (view name CauseCode). */
export const causeCodeListView = defineTableListView({
  name: 'CauseCode',
  path: CauseCode.Header.path,
  from: 'cause_codes c',
  alias: 'c',
  fields: {
    id: 'number sortable',
    type: 'text sortable',
    value: 'text sortable',
    displayText: 'text sortable',
  },
  filters: {
    type: 'in',
  },
  defaultSort: { field: 'type', direction: 'asc' },
});
