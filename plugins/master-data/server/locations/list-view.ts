import { routes } from '@cockpit/contracts';
import { defineListView } from '@cockpit/server/sdk';

// Units: dimensions in cm, volumes in litres (dm³), weights in kg. A location's volume is the one
// stored, else length × width × height; its maximum is the volume times the fill factor.
const VOLUME = 'coalesce(l.volume, round(l.length * l.width * l.height / 1000, 3))';
const VOLUME_MAXIMUM = `coalesce(l.volume_maximum, round(${VOLUME} * coalesce(l.fill_factor, 1), 3))`;

/**
 * The Locations grid's rows (view name Location) with the figures computed from the stock rows
 * at the location: used and available volume and weight, number of stock
 * rows and total quantity.
 */
export const locationListView = defineListView({
  name: 'Location',
  path: routes.Location.description.path,
  from: `locations l
    left join location_roles lr on lr.id = l.location_role_id
    left join erp_classifications ec on ec.id = l.erp_classification_id
    left join lateral (
      select count(s.id)::int as n,
             coalesce(sum(s.quantity), 0) as q,
             coalesce(sum(s.quantity * coalesce(m.length * m.width * m.height, 0) / 1000.0), 0) as vu,
             coalesce(sum(s.quantity * coalesce(m.weight, 0)), 0) as wu
        from stocks s join materials m on m.id = s.material_id
       where s.business_unit_id = l.business_unit_id and s.location_id = l.id) st on true`,
  businessUnit: 'l.business_unit_id',
  id: 'l.id',
  fields: {
    id: { sql: 'l.id', type: 'number', sortable: true },
    name: { sql: 'l.name', type: 'text', sortable: true },
    state: { sql: 'l.state', type: 'text', sortable: true },
    locationRoleId: { sql: 'l.location_role_id', type: 'number' },
    locationRole: { sql: 'lr.name', type: 'text', sortable: true },
    aBCGroup: { sql: 'l.abc_group', type: 'text', sortable: true },
    availableForPick: { sql: 'l.available_for_pick', type: 'boolean' },
    hidden: { sql: 'l.hidden', type: 'boolean' },
    controlNumber: { sql: 'l.control_number', type: 'text' },
    length: { sql: 'l.length', type: 'number' },
    width: { sql: 'l.width', type: 'number' },
    height: { sql: 'l.height', type: 'number' },
    depth: { sql: 'l.depth', type: 'number' },
    fillFactor: { sql: 'l.fill_factor', type: 'number' },
    volume: { sql: VOLUME, type: 'number' },
    weight: { sql: 'l.weight', type: 'number' },
    volumeMaximum: { sql: VOLUME_MAXIMUM, type: 'number' },
    weightMaximum: { sql: 'l.weight_maximum', type: 'number' },
    volumeUsed: { sql: 'round(st.vu, 3)', type: 'number' },
    weightUsed: { sql: 'round(st.wu, 3)', type: 'number' },
    volumeAvailable: { sql: `greatest(round(${VOLUME_MAXIMUM} - st.vu, 3), 0)`, type: 'number' },
    weightAvailable: { sql: 'greatest(round(l.weight_maximum - st.wu, 3), 0)', type: 'number' },
    outerLocation: { sql: 'l.outer_location', type: 'text' },
    systemLocation: { sql: 'l.system_location', type: 'boolean' },
    isContainer: { sql: 'l.is_container', type: 'boolean' },
    erpClassificationId: { sql: 'l.erp_classification_id', type: 'number' },
    erpClassification: { sql: 'coalesce(ec.name, l.erp_classification)', type: 'text' },
    pickingSequence: { sql: 'l.picking_sequence', type: 'number', sortable: true },
    noOfStocks: { sql: 'st.n', type: 'number' },
    totalQuantity: { sql: 'st.q', type: 'number' },
    lastCounted: { sql: 'l.last_counted', type: 'datetime' },
  },
  filters: {
    name: { sql: 'l.name', op: 'contains', type: 'text' },
    state: { sql: 'l.state', op: 'in', type: 'text' },
    locationRoleId: { sql: 'l.location_role_id', op: 'in', type: 'number' },
    aBCGroup: { sql: 'l.abc_group', op: 'in', type: 'text' },
    availableForPick: { sql: 'l.available_for_pick', op: 'bool', type: 'boolean' },
    hidden: { sql: 'l.hidden', op: 'bool', type: 'boolean' },
    erpClassificationId: { sql: 'l.erp_classification_id', op: 'in', type: 'number' },
    hasStock: { sql: '(st.n > 0)', op: 'bool', type: 'boolean' },
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
