import { Maintenance } from '../../routes';
import { defineTableListView } from '@cockpit/server/sdk';
import { materialAtLocationFields } from '../list-view-parts';

/** Stock of the level's material at the level's location. */
const at = (expr: string) => `(select coalesce(sum(${expr}), 0)::int from stocks s where s.location_id = ml.location_id and s.material_id = ml.material_id)`;
const available = at('s.quantity - s.reserved_quantity');
const ingoing = at('s.ingoing_quantity');

/**
 * The Maintenance grid's rows (view name Maintenance): one per min/max level of a material in a
 * pick location, with the stock there and the open replenishment.
 */
export const maintenanceListView = defineTableListView({
  name: 'Maintenance',
  path: Maintenance.description.path,
  from: `maintenance_levels ml
    join materials m on m.id = ml.material_id
    join locations l on l.id = ml.location_id
    left join location_roles lr on lr.id = l.location_role_id
    left join replenishments rp on rp.location_id = ml.location_id and rp.material_id = ml.material_id and rp.state = 'Open'`,
  alias: 'ml',
  fields: {
    id: 'number sortable',
    ...materialAtLocationFields,
    minQuantity: 'number',
    maxQuantity: 'number',
    currentQuantity: { sql: at('s.quantity'), type: 'number' },
    reservedQuantity: { sql: at('s.reserved_quantity'), type: 'number' },
    availableQuantity: { sql: available, type: 'number' },
    ingoingQuantity: { sql: ingoing, type: 'number' },
    belowMin: { sql: `(${available} + ${ingoing} <= ml.min_quantity)`, type: 'boolean' },
    replenishmentNeed: { sql: `case when ${available} + ${ingoing} <= ml.min_quantity then ml.max_quantity - ${available} - ${ingoing} else 0 end`, type: 'number' },
    replenishmentId: 'rp.id number',
    replenishmentKind: 'rp.kind text',
    replenishmentQuantity: 'rp.requested_quantity number',
    pendingOrderLines: {
      sql: `(select count(*)::int from outgoing_order_lines x where x.material_id = ml.material_id and x.state = 'PendingMaintenance')`,
      type: 'number',
    },
    dedicatedLocation: { sql: 'exists (select 1 from dedicated_locations d where d.location_id = ml.location_id and d.material_id = ml.material_id)', type: 'boolean' },
    updatedAt: 'datetime',
  },
  filters: {
    materialItemNo: 'contains',
    materialName: 'contains',
    location: 'contains',
    belowMin: 'bool',
    openReplenishment: { sql: '(rp.id is not null)', op: 'bool', type: 'boolean' },
  },
  defaultSort: { field: 'id', direction: 'asc' },
});
