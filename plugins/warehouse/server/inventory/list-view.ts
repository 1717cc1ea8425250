import { Inventory } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';

const lines = (condition: string) => `(select count(*)::int from inventory_lines il where il.inventory_id = i.id and ${condition})`;

/** The Inventory grid's rows (view name Inventory); lines come from GET /api/Inventory/lines. */
export const inventoryListView = defineTableListView({
  name: 'Inventory',
  path: Inventory.description.path,
  from: 'inventories i left join users u on u.id = i.assigned_user_id left join user_roles ur on ur.id = i.assigned_role_id',
  alias: 'i',
  fields: {
    id: 'number sortable',
    state: 'text',
    journalName: 'text sortable',
    linesInJournal: { sql: lines(`il.state <> 'Cancelled'`), type: 'number' },
    performedLines: { sql: lines(`il.state in ('Counted', 'Accepted')`), type: 'number' },
    remainingLines: { sql: lines(`il.state = 'Initial'`), type: 'number' },
    percentCompleted: {
      sql: `coalesce(round(100.0 * ${lines(`il.state in ('Counted', 'Accepted')`)} / nullif(${lines(`il.state <> 'Cancelled'`)}, 0)), 0)`,
      type: 'number',
    },
    totalDifferenceCost: {
      sql: `(select coalesce(sum((il.counted_quantity - il.expected_quantity) * coalesce(m.cost_price, 0)), 0) from inventory_lines il join materials m on m.id = il.material_id
               where il.inventory_id = i.id and il.state in ('Counted', 'Accepted'))`,
      type: 'number',
    },
    assignedTo: { sql: 'coalesce(u.user_name, ur.name)', type: 'text' },
    maxTasksPerJob: 'number',
    historical: 'boolean',
    createdAt: 'datetime sortable',
    countedAt: 'datetime',
    approvedAt: 'datetime',
  },
  filters: {
    state: 'in',
    journalName: 'contains',
    ...fromTo('createdAt'),
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { fromFilter: 'fromDate' },
});

/** Inventory lines (the Inventory grid's detail rows, view name InventoryLine). */
export const inventoryLineListView = defineTableListView({
  name: 'InventoryLine',
  path: Inventory.lines.path,
  from: `inventory_lines il
    join materials m on m.id = il.material_id
    join locations l on l.id = il.location_id
    left join users u on u.id = il.counted_by`,
  alias: 'il',
  fields: {
    id: 'number sortable',
    inventoryId: 'number',
    stockId: 'number',
    containerName: 'text',
    location: 'l.name text',
    locationId: 'number',
    materialId: 'number',
    materialItemNo: 'm.item_no text',
    materialName: 'm.name text',
    batch: 'text',
    stockQty: 'il.expected_quantity number',
    qtyCounted: 'il.counted_quantity number',
    difference: { sql: 'il.counted_quantity - il.expected_quantity', type: 'number' },
    differenceCost: { sql: 'round((il.counted_quantity - il.expected_quantity) * coalesce(m.cost_price, 0), 2)', type: 'number' },
    materialCostPrice: 'm.cost_price number',
    performedTime: 'datetime',
    state: 'text',
    userName: 'u.user_name text',
    manual: 'boolean',
    recountOf: 'number',
  },
  filters: {
    inventoryId: 'eq',
    state: 'in',
    materialItemNo: 'contains',
    location: 'contains',
  },
  defaultSort: { field: 'id', direction: 'asc' },
});
