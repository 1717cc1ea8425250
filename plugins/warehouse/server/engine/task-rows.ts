import type { TaskState, TaskType } from './states';

/** A task as the engine handles it. */
export interface TaskRow {
  id: number;
  type: TaskType;
  state: TaskState;
  processType: string;
  jobId: number | null;
  operationId: number | null;
  orderId: number | null;
  orderLineId: number | null;
  ingoingOrderId: number | null;
  ingoingOrderLineId: number | null;
  inventoryId: number | null;
  inventoryLineId: number | null;
  replenishmentId: number | null;
  materialId: number;
  fromStockId: number | null;
  toStockId: number | null;
  fromLocationId: number | null;
  toLocationId: number | null;
  toContainerId: string | null;
  requested: number;
  confirmed: number | null;
  batch: string | null;
  expDate: string | null;
  serialNumber: string | null;
  /** The order number of the task's order (outgoing or ingoing), for transaction rows. */
  reference: string | null;
}

export const TASK_COLUMNS = `t.id, t.task_type as type, t.state, t.process_type as "processType", t.job_id as "jobId",
  t.operation_id as "operationId", t.order_id as "orderId", t.order_line_id as "orderLineId",
  t.ingoing_order_id as "ingoingOrderId", t.ingoing_order_line_id as "ingoingOrderLineId",
  t.inventory_id as "inventoryId", t.inventory_line_id as "inventoryLineId", t.replenishment_id as "replenishmentId",
  t.material_id as "materialId", t.from_stock_id as "fromStockId", t.to_stock_id as "toStockId",
  t.from_location_id as "fromLocationId", t.to_location_id as "toLocationId", t.to_container_id as "toContainerId",
  t.requested_quantity::int as requested, t.confirmed_quantity::int as confirmed, t.batch, t.exp_date as "expDate",
  t.serial_number as "serialNumber", coalesce(tor.order_no, tio.order_no) as reference`;

/** Tasks with their order numbers (joins, for the same reason as STOCK_FROM). */
export const TASK_FROM = 'tasks t left join outgoing_orders tor on tor.id = t.order_id left join ingoing_orders tio on tio.id = t.ingoing_order_id';

/** What a set of tasks belongs to: the rows whose state follows theirs. */
export interface Owners {
  orders: Set<number>;
  ingoingOrders: Set<number>;
  inventories: Set<number>;
  replenishments: Set<number>;
  jobs: Set<number>;
}

export function emptyOwners(): Owners {
  return { orders: new Set(), ingoingOrders: new Set(), inventories: new Set(), replenishments: new Set(), jobs: new Set() };
}

export function ownersOf(tasks: Iterable<Pick<TaskRow, 'orderId' | 'ingoingOrderId' | 'inventoryId' | 'replenishmentId' | 'jobId'>>, into: Owners = emptyOwners()): Owners {
  for (const t of tasks) {
    if (t.orderId) into.orders.add(t.orderId);
    if (t.ingoingOrderId) into.ingoingOrders.add(t.ingoingOrderId);
    if (t.inventoryId) into.inventories.add(t.inventoryId);
    if (t.replenishmentId) into.replenishments.add(t.replenishmentId);
    if (t.jobId) into.jobs.add(t.jobId);
  }
  return into;
}
