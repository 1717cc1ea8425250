import { refused, type Work } from '@cockpit/server/sdk';
import type { StockRow } from './stock-rows';
import { type TransactionInfo, writeTransaction } from './transactions';

export interface StockDelta {
  quantity?: number;
  reserved?: number;
  ingoing?: number;
}

/**
 * Changes one locked stock row and records the material delta. The database checks keep quantity
 * >= 0 and 0 <= reserved <= quantity; a row left empty outside a pick face (and not a dedicated
 * location) is deleted, so staged and moved-out goods do not leave zero rows behind.
 */
export async function adjustStock(w: Work, stock: StockRow, d: StockDelta): Promise<void> {
  const dq = d.quantity ?? 0;
  const dr = d.reserved ?? 0;
  const di = d.ingoing ?? 0;
  if (dq === 0 && dr === 0 && di === 0) return;
  if (stock.quantity + dq < 0 || stock.reserved + dr < 0 || stock.reserved + dr > stock.quantity + dq || stock.ingoing + di < 0) {
    // Defensive: the callers check availability first; this keeps a bug from reaching the constraints.
    throw refused('Stock.NotEnoughAvailable', 'Not enough available stock', { stockId: stock.id, quantity: stock.quantity, reserved: stock.reserved, change: d });
  }
  await w.query('update stocks set quantity = quantity + $2, reserved_quantity = reserved_quantity + $3, ingoing_quantity = ingoing_quantity + $4 where id = $1', [
    stock.id,
    dq,
    dr,
    di,
  ]);
  stock.quantity += dq;
  stock.reserved += dr;
  stock.ingoing += di;
  w.moveMaterial(stock.materialId, dq, dr);
  w.touch('Stock', stock.id);
  w.stockPlace(stock.materialId, stock.locationId);
  if (stock.quantity === 0 && stock.reserved === 0 && stock.ingoing === 0 && stock.locationKind !== 'Pick') {
    const gone = await w.query(
      `delete from stocks s where s.id = $1 and s.quantity = 0 and s.reserved_quantity = 0 and s.ingoing_quantity = 0
          and not exists (select 1 from dedicated_locations d where d.location_id = s.location_id and d.material_id = s.material_id)
        returning s.id`,
      [stock.id],
    );
    if (gone.length) w.remove('Stock', stock.id);
  }
}

const end = (s: StockRow) => ({ stockId: s.id, locationId: s.locationId });

/** Goods arrive from outside the warehouse (receipt, gain, inventory gain). */
export async function addToStock(w: Work, stock: StockRow, quantity: number, info: TransactionInfo): Promise<void> {
  await adjustStock(w, stock, { quantity });
  await writeTransaction(w, info, { materialId: stock.materialId, quantity, to: end(stock), batch: stock.batch });
}

/** Goods leave the warehouse (loss, inventory loss, shipping); `releaseReserved` frees a reservation at once. */
export async function takeFromStock(w: Work, stock: StockRow, quantity: number, info: TransactionInfo, releaseReserved = 0): Promise<void> {
  await adjustStock(w, stock, { quantity: -quantity, reserved: -releaseReserved });
  await writeTransaction(w, info, { materialId: stock.materialId, quantity, from: end(stock), batch: stock.batch });
}

/**
 * Goods move inside the warehouse: one transaction row with both ends. The source gives up
 * `releaseReserved` of its reservation and the target `releaseIngoing` of its expected quantity.
 */
export async function moveBetween(
  w: Work,
  from: StockRow,
  to: StockRow,
  quantity: number,
  info: TransactionInfo,
  release: { reserved?: number; ingoing?: number } = {},
): Promise<void> {
  const fromEnd = end(from);
  if (to.id === from.id) {
    await adjustStock(w, from, { reserved: -(release.reserved ?? 0), ingoing: -(release.ingoing ?? 0) });
  } else {
    // Increase first: deleting an emptied source must not run before the target is safe.
    await adjustStock(w, to, { quantity, ingoing: -(release.ingoing ?? 0) });
    await adjustStock(w, from, { quantity: -quantity, reserved: -(release.reserved ?? 0) });
  }
  await writeTransaction(w, info, { materialId: from.materialId, quantity, from: fromEnd, to: end(to), batch: from.batch });
}
