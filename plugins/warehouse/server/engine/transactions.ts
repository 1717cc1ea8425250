import type { Work } from '@cockpit/server/sdk';

/** Process types of material transactions (the reports filter on them). */
export type ProcessType =
  'InitialStock' | 'Picking' | 'Replenishment' | 'Movement' | 'PutAway' | 'Receipt' | 'Gain' | 'Loss' | 'InventoryGain' | 'InventoryLoss' | 'PickAdjustment' | 'Shipping';

export interface TransactionInfo {
  processType: ProcessType;
  taskId?: number | null;
  jobId?: number | null;
  reference?: string | null;
  causeCode?: string | null;
  reasonText?: string | null;
}

export interface TransactionEnd {
  stockId: number;
  locationId: number;
}

/**
 * One material transaction row: who, when, process type, from, to, quantity. Every stock change
 * writes one, so the rows of a stock always add up to its quantity (the invariant tests check it).
 */
export async function writeTransaction(
  w: Work,
  info: TransactionInfo,
  row: { materialId: number; quantity: number; from?: TransactionEnd | null; to?: TransactionEnd | null; batch?: string | null },
): Promise<void> {
  if (row.quantity <= 0) return;
  await w.query(
    `insert into material_transactions
       (business_unit_id, created_at, user_id, process_type, material_id, quantity, from_location_id, to_location_id,
        from_stock_id, to_stock_id, task_id, job_id, reference, cause_code, reason_text, batch)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      w.bu,
      w.now,
      w.actor.userId || null,
      info.processType,
      row.materialId,
      row.quantity,
      row.from?.locationId ?? null,
      row.to?.locationId ?? null,
      row.from?.stockId ?? null,
      row.to?.stockId ?? null,
      info.taskId ?? null,
      info.jobId ?? null,
      info.reference ?? null,
      info.causeCode ?? null,
      info.reasonText ?? null,
      row.batch ?? null,
    ],
  );
}
