import { createOutgoingOrder } from '../engine/create-orders';
import { cancelOrder } from '../engine/order-cancel';
import { prepareOrder } from '../engine/prepare';
import { shipAndArchive } from '../engine/ship';
import { act, DAY, type DemoKit, performWork, query } from './demo-activity-kit';

const CUSTOMERS = [
  ['Nordic Build ApS', 'Aarhus', '8000', 'DK'],
  ['Hansen & Co', 'Odense', '5000', 'DK'],
  ['Fjord Supply AS', 'Bergen', '5003', 'NO'],
  ['Berg Tools', 'Oslo', '0150', 'NO'],
  ['Kastrup Værktøj', 'Kastrup', '2770', 'DK'],
  ['Vestkyst Byg', 'Esbjerg', '6700', 'DK'],
  ['Trønder Handel', 'Trondheim', '7010', 'NO'],
  ['Malmö Maskin AB', 'Malmö', '21120', 'SE'],
] as const;

export interface Stocked {
  id: number;
  pick: number;
  price: number | null;
}

/** Materials with free stock in pick locations (what an order can get) and their sales price. */
export async function stocked(kit: DemoKit): Promise<Stocked[]> {
  return query<Stocked>(
    kit,
    `select m.id, sum(s.quantity - s.reserved_quantity)::int as pick, m.sales_price as price
       from materials m join stocks s on s.material_id = m.id join locations l on l.id = s.location_id join location_roles r on r.id = l.location_role_id
      where m.business_unit_id = $1 and r.kind = 'Pick' group by m.id having sum(s.quantity - s.reserved_quantity) >= 4 order by m.id`,
    [kit.businessUnitId],
  );
}

export async function newOrder(kit: DemoKit, at: number, materials: Stocked[], quantity: (m: Stocked) => number, lineCount = kit.r.int(1, 4)) {
  const [customer, city, zip, country] = kit.r.pick(CUSTOMERS);
  const chosen = [...new Set(Array.from({ length: lineCount }, () => kit.r.pick(materials)))];
  return act(kit, at, (w) =>
    createOutgoingOrder(w, {
      orderType: kit.r.chance(0.9) ? 'Sales' : 'Transfer',
      priority: kit.r.int(1, 9),
      deliveryDate: new Date(at + kit.r.int(1, 10) * DAY).toISOString().slice(0, 10),
      deliveryType: kit.r.pick(['Standard', 'Standard', 'Express', 'Pickup', 'Freight']),
      customerName: customer,
      companyName: customer,
      recipient: customer,
      city,
      zipCode: zip,
      countryCode: country,
      address: `${kit.r.pick(['Havnegade', 'Industrivej', 'Storgata', 'Kongensgade'])} ${kit.r.int(1, 120)}`,
      deliveryContact: kit.r.pick(['Mads', 'Ida', 'Kari', 'Ole', 'Sara']),
      lines: chosen.map((m) => ({ materialId: m.id, quantity: quantity(m), salesUnitPrice: m.price })),
    }),
  );
}

export const small = (kit: DemoKit) => (m: Stocked) => Math.max(1, Math.min(kit.r.int(1, 6), Math.floor(m.pick / 4)));

/**
 * Outgoing orders in every state: shipped history (historical rows), completed today, started,
 * prepared (jobs waiting or started), waiting for replenishment, failed in preparation,
 * cancelled, and new ones; replenishments follow the picks as the engine makes them.
 */
export async function seedOutgoingOrders(kit: DemoKit, count: number): Promise<void> {
  const orderWork = (orderId: number): [string, unknown[]] => ['t.order_id = $2', [orderId]];
  // History: orders over the last 60 days, picked, completed and shipped.
  const history = Math.round(count * 0.25);
  // Refreshed every few orders: what is free in the pick faces changes slowly, and the query is not cheap.
  let materials: Stocked[] = [];
  for (let i = 0; i < history; i++) {
    const at = kit.now - (60 - Math.floor((i * 58) / Math.max(1, history))) * DAY + kit.r.int(7, 15) * 3600_000;
    if (i % 5 === 0) materials = await stocked(kit);
    if (materials.length === 0) break;
    const o = await newOrder(kit, at, materials, small(kit));
    const outcome = await act(kit, at + 600_000, (w) => prepareOrder(w, o.id, 'partly'));
    if (outcome.taskIds.length === 0) continue;
    await performWork(kit, ...orderWork(o.id), at + 1800_000);
    // The floor keeps the pick faces filled: open replenishments are done the same day.
    await performWork(kit, `t.process_type = 'Replenishment'`, [], at + 4 * 3600_000, 1, 0);
  }
  await act(kit, kit.now - DAY, (w) => shipAndArchive(w, new Date(kit.now - 2 * DAY), 10_000));

  // The present: one order a few minutes apart over the last hours, the last one half an hour ago
  // (its preparation and picking take minutes, which must not end after now).
  const current = count - history;
  let at = kit.now - current * 5 * 60_000 - 30 * 60_000;
  for (let i = 0; i < current; i++) {
    at += 5 * 60_000;
    const kind = i % 20;
    if (i % 5 === 0) materials = await stocked(kit);
    if (materials.length === 0) break;
    if (kind === 12) {
      // Failed in preparation: more than the pick faces hold.
      const m = kit.r.pick(materials);
      const o = await newOrder(kit, at, [m], (x) => x.pick + kit.r.int(500, 900), 1);
      await act(kit, at + 60_000, (w) => prepareOrder(w, o.id, 'all'));
      continue;
    }
    if (kind === 13) {
      // Prepare and wait: more than the pick face holds, less than the warehouse holds.
      const [m] = await query<Stocked>(
        kit,
        `select m.id, m.sales_price as price, pick.q as pick from materials m,
            lateral (select coalesce(sum(s.quantity - s.reserved_quantity), 0)::int as q from stocks s join locations l on l.id = s.location_id
                       join location_roles r on r.id = l.location_role_id where s.material_id = m.id and r.kind = 'Pick') pick,
            lateral (select coalesce(sum(s.quantity - s.reserved_quantity), 0)::int as q from stocks s join locations l on l.id = s.location_id
                       join location_roles r on r.id = l.location_role_id where s.material_id = m.id and r.kind = 'Bulk') bulk
          where m.business_unit_id = $1 and bulk.q >= 10 and exists (select 1 from maintenance_levels ml where ml.material_id = m.id)
          order by m.id offset $2 limit 1`,
        [kit.businessUnitId, i % 7],
      );
      if (m) {
        const o = await newOrder(kit, at, [m], (x) => x.pick + 5, 1);
        await act(kit, at + 60_000, (w) => prepareOrder(w, o.id, 'wait'));
      }
      continue;
    }
    const o = await newOrder(kit, at, materials, small(kit));
    if (kind >= 15) continue; // Initial
    if (kind === 14) {
      await act(kit, at + 60_000, (w) => cancelOrder(w, o.id));
      continue;
    }
    const outcome = await act(kit, at + 120_000, (w) => prepareOrder(w, o.id, 'partly'));
    if (outcome.taskIds.length === 0) continue;
    if (kind <= 3)
      await performWork(kit, ...orderWork(o.id), at + 300_000); // completed today
    else if (kind <= 6)
      await performWork(kit, ...orderWork(o.id), at + 300_000, 0.5); // started
    else if (kind === 7) await performWork(kit, ...orderWork(o.id), at + 300_000, 0); // job started, nothing picked
    // 8-11: prepared, waiting for the floor.
  }
}
