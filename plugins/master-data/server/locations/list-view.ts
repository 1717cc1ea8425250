import { routes } from '@cockpit/contracts';
import { defineTableListView } from '@cockpit/server/sdk';

// Units: dimensions in cm, volumes in litres (dm³), weights in kg. A location's volume is the one
// stored, else length × width × height; its maximum is the volume times the fill factor.
const VOLUME = 'coalesce(l.volume, round(l.length * l.width * l.height / 1000, 3))';
const VOLUME_MAXIMUM = `coalesce(l.volume_maximum, round(${VOLUME} * coalesce(l.fill_factor, 1), 3))`;

/**
 * The Locations grid's rows (view name Location) with the figures computed from the stock rows
 * at the location: used and available volume and weight, number of stock
 * rows and total quantity.
 */
export const locationListView = defineTableListView({
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
  alias: 'l',
  fields: {
    id: 'number sortable',
    name: 'text sortable',
    state: 'text sortable',
    locationRoleId: 'number',
    locationRole: 'lr.name text sortable',
    aBCGroup: 'l.abc_group text sortable',
    availableForPick: 'boolean',
    hidden: 'boolean',
    controlNumber: 'text',
    length: 'number',
    width: 'number',
    height: 'number',
    depth: 'number',
    fillFactor: 'number',
    volume: { sql: VOLUME, type: 'number' },
    weight: 'number',
    volumeMaximum: { sql: VOLUME_MAXIMUM, type: 'number' },
    weightMaximum: 'number',
    volumeUsed: { sql: 'round(st.vu, 3)', type: 'number' },
    weightUsed: { sql: 'round(st.wu, 3)', type: 'number' },
    volumeAvailable: { sql: `greatest(round(${VOLUME_MAXIMUM} - st.vu, 3), 0)`, type: 'number' },
    weightAvailable: { sql: 'greatest(round(l.weight_maximum - st.wu, 3), 0)', type: 'number' },
    outerLocation: 'text',
    systemLocation: 'boolean',
    isContainer: 'boolean',
    erpClassificationId: 'number',
    erpClassification: { sql: 'coalesce(ec.name, l.erp_classification)', type: 'text' },
    pickingSequence: 'number sortable',
    noOfStocks: 'st.n number',
    totalQuantity: 'st.q number',
    lastCounted: 'datetime',
  },
  filters: {
    name: 'contains',
    state: 'in',
    locationRoleId: 'in',
    aBCGroup: 'in',
    availableForPick: 'bool',
    hidden: 'bool',
    erpClassificationId: 'in',
    hasStock: { sql: '(st.n > 0)', op: 'bool', type: 'boolean' },
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
