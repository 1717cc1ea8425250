import { adjustStock } from './stock-ledger';
import type { StockRow } from './stock-rows';
import type { Work } from '@cockpit/server/sdk';

export interface MovementSpec {
  from: StockRow;
  quantity: number;
  toLocationId: number;
  /** The stock the goods will join, when known now (it shows them as ingoing). */
  to?: StockRow | null;
  processType: 'Picking' | 'Replenishment' | 'Movement' | 'PutAway';
  toContainerId?: string | null;
  orderId?: number | null;
  orderLineId?: number | null;
  operationId?: number | null;
  ingoingOrderId?: number | null;
  ingoingOrderLineId?: number | null;
  replenishmentId?: number | null;
  executionPriority?: number;
  executionDate?: Date | null;
}

/**
 * Makes StockMovementTasks (state Initial, not yet in a job) and reserves their quantity on the
 * source stock; the target stock, when known, shows it as ingoing. Returns the task ids in order.
 */
export async function createMovementTasks(w: Work, specs: MovementSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  for (const s of specs) {
    await adjustStock(w, s.from, { reserved: s.quantity });
    if (s.to) await adjustStock(w, s.to, { ingoing: s.quantity });
  }
  const cols = [
    'business_unit_id',
    'task_type',
    'state',
    'process_type',
    'material_id',
    'from_stock_id',
    'to_stock_id',
    'from_location_id',
    'to_location_id',
    'original_location_id',
    'from_container_id',
    'to_container_id',
    'requested_quantity',
    'batch',
    'exp_date',
    'serial_number',
    'order_id',
    'order_line_id',
    'operation_id',
    'ingoing_order_id',
    'ingoing_order_line_id',
    'replenishment_id',
    'execution_priority',
    'execution_date',
    'optimization_type',
    'operation_phase',
    'created_at',
    'updated_at',
  ];
  const params: unknown[] = [];
  const tuples = specs.map((s) => {
    const values = [
      w.bu,
      'StockMovementTask',
      'Initial',
      s.processType,
      s.from.materialId,
      s.from.id,
      s.to?.id ?? null,
      s.from.locationId,
      s.toLocationId,
      s.from.locationId,
      s.from.containerId,
      s.toContainerId ?? null,
      s.quantity,
      s.from.batch,
      s.from.expDate,
      s.from.serialNumber,
      s.orderId ?? null,
      s.orderLineId ?? null,
      s.operationId ?? null,
      s.ingoingOrderId ?? null,
      s.ingoingOrderLineId ?? null,
      s.replenishmentId ?? null,
      s.executionPriority ?? 5,
      s.executionDate ?? null,
      s.processType === 'Picking' ? 'PickingSequence' : 'Fifo',
      s.processType,
      w.now,
      w.now,
    ];
    return `(${values.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`;
  });
  const rows = await w.query<{ id: number }>(`insert into tasks (${cols.join(', ')}) values ${tuples.join(', ')} returning id`, params);
  const ids = rows.map((r) => r.id);
  w.touch('Task', ...ids);
  return ids;
}
