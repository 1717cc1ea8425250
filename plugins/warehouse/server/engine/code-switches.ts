import { codeSwitchOn, refused, type Work } from '@cockpit/server/sdk';
import { causeCodeOf } from './cause-codes';

/**
 * The code switches the engine's rules read (each one's effect is recorded in
 * docs/decisions/0035-code-switches.md):
 *
 * - StrictBatchControl: stock of a material with batches (expiry dates) is received or gained
 *   only with a batch (expiry date): receipt and gain refuse it without (422 Stock.BatchRequired,
 *   Stock.ExpiryRequired).
 * - RequireCauseCodeOnDeviation: a task confirmed short, or a count that differs from the
 *   expected quantity, names one of the unit's cause codes (Lose for less, Gain for more), not
 *   just any reason text.
 * - AutoCompleteOrders: an ingoing order completes once every line has had a receipt; the lines
 *   received short are closed with what came (the supplier ships once), instead of waiting for the
 *   Complete action.
 *
 * SendStockChangedMessages is the host's: it is part of committing a Work (work/stock-changed-message.ts).
 */

/** StrictBatchControl: new stock of a material that has batches or expiry dates carries them. */
export async function checkTraceability(w: Work, materialId: number, trace: { batch?: string | null; expDate?: string | null }): Promise<void> {
  if (!(await codeSwitchOn(w, 'StrictBatchControl'))) return;
  const [m] = await w.query<{ hasBatch: boolean; hasExpDate: boolean; itemNo: string }>(
    'select has_batch as "hasBatch", has_exp_date as "hasExpDate", item_no as "itemNo" from materials where id = $1 and business_unit_id = $2',
    [materialId, w.bu],
  );
  if (!m) return;
  if (m.hasBatch && !trace.batch?.trim()) throw refused('Stock.BatchRequired', `Material ${m.itemNo} has batches: a batch is required`, { itemNo: m.itemNo });
  if (m.hasExpDate && !trace.expDate) throw refused('Stock.ExpiryRequired', `Material ${m.itemNo} has expiry dates: an expiry date is required`, { itemNo: m.itemNo });
}

/**
 * RequireCauseCodeOnDeviation: the reason of a deviation (less or more than expected) must be a
 * cause code of the unit of that direction. Answers the code as stored, or the reason as given
 * when the switch is off.
 */
export async function deviationReason(w: Work, direction: 'Gain' | 'Lose', reasonCode: string | null | undefined): Promise<string | null> {
  if (!(await codeSwitchOn(w, 'RequireCauseCodeOnDeviation'))) return reasonCode ?? null;
  if (!reasonCode?.trim()) throw refused('Tasks.CauseCodeRequired', `A ${direction} cause code is required for a deviation`, { type: direction });
  return causeCodeOf(w, direction, reasonCode);
}
