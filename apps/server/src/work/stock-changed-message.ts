import type { CodeSwitch } from '@cockpit/core/permissions';
import type { Work } from './work';

/**
 * The business unit's code switches (what each one does is recorded in
 * docs/decisions/0035-code-switches.md), read once per Work (one transaction), so one action sees
 * one setting throughout.
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

/**
 * SendStockChangedMessages: every committed change of stock writes one outbound StockChanged
 * message (integration record, state Pending) with the stock rows this Work changed, for the
 * external system (it shows on the integration messages page). Written before commit, with the
 * Work's own changes: it is how a Work is published to the outside, as publish.ts does to the
 * live feed.
 */
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
