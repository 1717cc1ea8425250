import { Inventory } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';

const lines = (condition: string) => `(select count(*)::int from inventory_lines il where il.inventory_id = i.id and ${condition})`;

/** The Inventory grid's rows (view name Inventory); lines come from GET /api/Inventory/lines. */
export const inventoryListView = defineListView({
  name: 'Inventory',
  path: Inventory.description.path,
  from: 'inventories i left join users u on u.id = i.assigned_user_id left join user_roles ur on ur.id = i.assigned_role_id',
  businessUnit: 'i.business_unit_id',
  id: 'i.id',
  fields: {
    id: { sql: 'i.id', type: 'number', sortable: true },
    state: { sql: 'i.state', type: 'text' },
    journalName: { sql: 'i.journal_name', type: 'text', sortable: true },
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
    maxTasksPerJob: { sql: 'i.max_tasks_per_job', type: 'number' },
    historical: { sql: 'i.historical', type: 'boolean' },
    createdAt: { sql: 'i.created_at', type: 'datetime', sortable: true },
    countedAt: { sql: 'i.counted_at', type: 'datetime' },
    approvedAt: { sql: 'i.approved_at', type: 'datetime' },
  },
  filters: {
    state: { sql: 'i.state', op: 'in', type: 'text' },
    journalName: { sql: 'i.journal_name', op: 'contains', type: 'text' },
    fromDate: { sql: 'i.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'i.created_at', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { sql: 'i.historical', fromFilter: 'fromDate' },
});

/** Inventory lines (the Inventory grid's detail rows, view name InventoryLine). */
export const inventoryLineListView = defineListView({
  name: 'InventoryLine',
  path: Inventory.lines.path,
  from: `inventory_lines il
    join materials m on m.id = il.material_id
    join locations l on l.id = il.location_id
    left join users u on u.id = il.counted_by`,
  businessUnit: 'il.business_unit_id',
  id: 'il.id',
  fields: {
    id: { sql: 'il.id', type: 'number', sortable: true },
    inventoryId: { sql: 'il.inventory_id', type: 'number' },
    stockId: { sql: 'il.stock_id', type: 'number' },
    containerName: { sql: 'il.container_name', type: 'text' },
    location: { sql: 'l.name', type: 'text' },
    locationId: { sql: 'il.location_id', type: 'number' },
    materialId: { sql: 'il.material_id', type: 'number' },
    materialItemNo: { sql: 'm.item_no', type: 'text' },
    materialName: { sql: 'm.name', type: 'text' },
    batch: { sql: 'il.batch', type: 'text' },
    stockQty: { sql: 'il.expected_quantity', type: 'number' },
    qtyCounted: { sql: 'il.counted_quantity', type: 'number' },
    difference: { sql: 'il.counted_quantity - il.expected_quantity', type: 'number' },
    differenceCost: { sql: 'round((il.counted_quantity - il.expected_quantity) * coalesce(m.cost_price, 0), 2)', type: 'number' },
    materialCostPrice: { sql: 'm.cost_price', type: 'number' },
    performedTime: { sql: 'il.performed_time', type: 'datetime' },
    state: { sql: 'il.state', type: 'text' },
    userName: { sql: 'u.user_name', type: 'text' },
    manual: { sql: 'il.manual', type: 'boolean' },
    recountOf: { sql: 'il.recount_of', type: 'number' },
  },
  filters: {
    inventoryId: { sql: 'il.inventory_id', op: 'eq', type: 'number' },
    state: { sql: 'il.state', op: 'in', type: 'text' },
    materialItemNo: { sql: 'm.item_no', op: 'contains', type: 'text' },
    location: { sql: 'l.name', op: 'contains', type: 'text' },
  },
  defaultSort: { field: 'id', direction: 'asc' },
});
