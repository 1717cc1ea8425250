import type { CodeSwitch } from '@cockpit/core/permissions';
import { refused } from '../http/errors';
import { causeCodeOf } from './cause-codes';
import type { Work } from './work';

/**
 * The business unit's code switches (what each one does is recorded in
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
 * - SendStockChangedMessages: every committed change of stock writes one outbound StockChanged
 *   message (integration record, state Pending) with the changed stock rows, for the external
 *   system; it shows on the integration messages page.
 *
 * Read once per Work (one transaction), so one action sees one setting throughout.
 */
const cache = new WeakMap<Work, Promise<Set<string>>>();

export function codeSwitchOn(w: Work, name: CodeSwitch): Promise<boolean> {
  let switches = cache.get(w);
  if (!switches) {
    switches = w
      .query<{ code_switch: string }>('select code_switch from business_unit_code_switches where business_unit_id = $1', [w.bu])
      .then((rows) => new Set(rows.map((r) => r.code_switch)));
    cache.set(w, switches);
  }
  return switches.then((s) => s.has(name));
}

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

/** SendStockChangedMessages: one outbound message with the stock rows this Work changed (before commit). */
export async function queueStockChangedMessage(w: Work): Promise<void> {
  const ids = [...(w.changed.get('Stock') ?? [])];
  const deleted = [...(w.deleted.get('Stock') ?? [])];
  if (!ids.length && !deleted.length) return;
  if (!(await codeSwitchOn(w, 'SendStockChangedMessages'))) return;
  const stocks = await w.query(
    `select s.id as "stockId", m.item_no as "itemNo", l.name as location, s.quantity::int as quantity, s.batch, s.exp_date as "expDate"
       from stocks s join materials m on m.id = s.material_id join locations l on l.id = s.location_id
      where s.id = any($1::int[]) and s.business_unit_id = $2 order by s.id`,
    [ids, w.bu],
  );
  const body = JSON.stringify({ event: 'StockChanged', at: w.now.toISOString(), stocks, removedStockIds: deleted });
  await w.query(
    `insert into integration_records (business_unit_id, record_kind, direction, integration_type, state, initiated, request_body, request_headers, event_subscription_name, created_at)
     values ($1, 'Message', 'Outbound', 'StockChanged', 'Pending', 'Internal', $2, '{"content-type":"application/json"}', 'StockChanged', $3)`,
    [w.bu, body, w.now],
  );
}
