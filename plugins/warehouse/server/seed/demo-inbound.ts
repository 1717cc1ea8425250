import { cancelIngoingOrder, completeIngoingOrder, receiveLine } from '../engine/ingoing';
import { createIngoingOrder } from '../engine/create-orders';
import { act, DAY, type DemoKit, performWork, query } from './demo-activity-kit';

interface Supplied {
  supplierId: number | null;
  supplierName: string | null;
  materialIds: number[];
  costs: Array<number | null>;
}

/** Materials grouped by their supplier (suppliers are master data; without them, one group). */
async function bySupplier(kit: DemoKit): Promise<Supplied[]> {
  const [{ present }] = await query<{ present: boolean }>(kit, `select to_regclass('suppliers') is not null as present`);
  return query<Supplied>(
    kit,
    `select m.supplier_id as "supplierId", ${present ? '(select s.supplier_name from suppliers s where s.id = m.supplier_id)' : 'null::text'} as "supplierName",
            array_agg(m.id order by m.id) as "materialIds", array_agg(m.cost_price order by m.id) as costs
       from materials m where m.business_unit_id = $1 group by m.supplier_id order by m.supplier_id nulls last`,
    [kit.businessUnitId],
  );
}

/**
 * Ingoing (purchase) orders: received and put away in the past, partly received with put-away
 * work open, cancelled, and expected ones.
 */
export async function seedIngoingOrders(kit: DemoKit, count: number): Promise<void> {
  const suppliers = await bySupplier(kit);
  if (suppliers.length === 0) return;
  for (let i = 0; i < count; i++) {
    const s = suppliers[i % suppliers.length];
    const kind = i % 8;
    // Orders received later (two days on, kinds 2 and 4) were made early enough for that to be in the past.
    const receivedLater = kind === 2 || (kind === 4 && i % 16 === 4);
    const at = kind <= 1 ? kit.now - kit.r.int(5, 40) * DAY : receivedLater ? kit.now - 3 * DAY - kit.r.int(1, 48) * 3600_000 : kit.now - kit.r.int(1, 48) * 3600_000;
    const picks = [...new Set(Array.from({ length: kit.r.int(1, 3) }, () => kit.r.int(0, s.materialIds.length - 1)))];
    const o = await act(kit, at, (w) =>
      createIngoingOrder(w, {
        supplierId: s.supplierId,
        supplierName: s.supplierName ?? 'Unknown supplier',
        supplierOrderId: `SUP-${7000 + i}`,
        expectedReceiptDate: new Date(kind <= 1 ? at + 3 * DAY : kit.now + kit.r.int(1, 14) * DAY).toISOString().slice(0, 10),
        lines: picks.map((p) => ({ materialId: s.materialIds[p], quantity: kit.r.int(2, 10) * 10, unitCostPrice: s.costs[p] })),
      }),
    );
    if (kind <= 1 || kind === 2) {
      // Received (kind 2: partly), and put away in the past (kind 0-1) or still to do.
      const lines = await query<{ id: number; open: number }>(kit, 'select id, ordered_quantity::int as open from ingoing_order_lines where order_id = $1 order by id', [o.id]);
      for (const l of lines) {
        const q = kind === 2 ? Math.ceil(l.open / 2) : l.open;
        await act(kit, at + 2 * DAY, (w) => receiveLine(w, l.id, q), kit.r.pick(kit.floorUserIds));
      }
      if (kind <= 1) await performWork(kit, 't.ingoing_order_id = $2', [o.id], at + 2 * DAY + 3600_000, 1, 0);
      if (kind === 1) {
        await kit.tx.query('update ingoing_orders set historical = true where id = $1', [o.id]);
      }
    } else if (kind === 3) {
      await act(kit, at + 3600_000, (w) => cancelIngoingOrder(w, o.id));
    } else if (kind === 4 && i % 16 === 4) {
      // Received short and closed by hand (complete order).
      const [l] = await query<{ id: number; open: number }>(kit, 'select id, ordered_quantity::int as open from ingoing_order_lines where order_id = $1 order by id limit 1', [
        o.id,
      ]);
      await act(kit, at + DAY, (w) => receiveLine(w, l.id, Math.max(1, l.open - 5)), kit.r.pick(kit.floorUserIds));
      await performWork(kit, 't.ingoing_order_id = $2', [o.id], at + DAY + 3600_000, 1, 0);
      await act(kit, at + 2 * DAY, (w) => completeIngoingOrder(w, o.id));
    }
  }
}
