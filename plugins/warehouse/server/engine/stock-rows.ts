import type { Work } from '@cockpit/server/sdk';

/** A stock row as the engine handles it, with the kind of its location's role (Pick, Bulk, ...). */
export interface StockRow {
  id: number;
  materialId: number;
  locationId: number;
  quantity: number;
  reserved: number;
  ingoing: number;
  batch: string | null;
  expDate: string | null;
  serialNumber: string | null;
  containerId: string | null;
  fifoDate: Date;
  locationKind: string | null;
}

export const STOCK_COLUMNS = `s.id, s.material_id as "materialId", s.location_id as "locationId", s.quantity::int as quantity,
  s.reserved_quantity::int as reserved, s.ingoing_quantity::int as ingoing, s.batch, s.exp_date as "expDate",
  s.serial_number as "serialNumber", s.container_id as "containerId", s.fifo_date as "fifoDate", slr.kind as "locationKind"`;

/** Stock rows with their location's role (joins, not a subquery: PGlite plans every statement anew). */
export const STOCK_FROM = 'stocks s left join locations sl on sl.id = s.location_id left join location_roles slr on slr.id = sl.location_role_id';

/** Locks the stock rows (in id order, the engine's lock order) of this business unit. */
export async function lockStocks(w: Work, ids: number[]): Promise<Map<number, StockRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  const rows = await w.query<StockRow>(`select ${STOCK_COLUMNS} from ${STOCK_FROM} where s.id = any($1::int[]) and s.business_unit_id = $2 order by s.id for update of s`, [
    unique,
    w.bu,
  ]);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface StockPlace {
  materialId: number;
  locationId: number;
  batch?: string | null;
  expDate?: string | null;
  serialNumber?: string | null;
  containerId?: string | null;
  fifoDate?: Date;
}

const placeParams = (w: Work, p: StockPlace) => [w.bu, p.materialId, p.locationId, p.batch ?? null, p.expDate ?? null, p.serialNumber ?? null, p.containerId ?? null];
const SAME_PLACE = `s.business_unit_id = $1 and s.material_id = $2 and s.location_id = $3 and s.batch is not distinct from $4
  and s.exp_date is not distinct from $5::date and s.serial_number is not distinct from $6 and s.container_id is not distinct from $7`;

/** The id of the stock row at this place with the same traceability, without locking it (lock it with lockStocks). */
export async function findStockId(w: Work, p: StockPlace): Promise<number | undefined> {
  const [row] = await w.query<{ id: number }>(`select s.id from stocks s where ${SAME_PLACE} order by s.id limit 1`, placeParams(w, p));
  return row?.id;
}

/**
 * The stock row for this material at this place with the same traceability (batch, expiry, serial,
 * container), locked; created empty when there is none. Goods that arrive merge into it.
 */
export async function findOrCreateStock(w: Work, p: StockPlace): Promise<StockRow> {
  const params = placeParams(w, p);
  const found = await w.query<StockRow>(`select ${STOCK_COLUMNS} from ${STOCK_FROM} where ${SAME_PLACE} order by s.id limit 1 for update of s`, params);
  if (found[0]) return found[0];
  const created = await w.query<{ id: number }>(
    `insert into stocks (business_unit_id, material_id, location_id, batch, exp_date, serial_number, container_id, quantity, fifo_date)
     values ($1, $2, $3, $4, $5, $6, $7, 0, $8) returning id`,
    [...params, p.fifoDate ?? w.now],
  );
  const [row] = await w.query<StockRow>(`select ${STOCK_COLUMNS} from ${STOCK_FROM} where s.id = $1`, [created[0].id]);
  w.touch('Stock', row.id);
  w.stockPlace(row.materialId, row.locationId);
  return row;
}
