import { STOCK_COLUMNS, STOCK_FROM, type StockRow } from './stock-rows';
import type { StockCandidate } from './fifo';
import type { Work } from '@cockpit/server/sdk';

/**
 * Stock rows with free quantity of these materials in locations whose role is of this kind
 * (Pick for orders, Bulk for replenishment), active and available for picking; locked in id order.
 */
export async function lockCandidates(w: Work, materialIds: number[], kind: 'Pick' | 'Bulk', excludeLocationId?: number): Promise<StockRow[]> {
  if (materialIds.length === 0) return [];
  return w.query<StockRow>(
    `select ${STOCK_COLUMNS} from ${STOCK_FROM}
      where s.business_unit_id = $1 and s.material_id = any($2::int[]) and slr.kind = $3 and sl.state = 'Active'
        and (sl.available_for_pick or $3 = 'Bulk') and s.quantity > s.reserved_quantity and s.location_id is distinct from $4::int
      order by s.id for update of s`,
    [w.bu, [...new Set(materialIds)], kind, excludeLocationId ?? null],
  );
}

export function asCandidates(stocks: StockRow[]): StockCandidate[] {
  return stocks.map((s) => ({ id: s.id, available: s.quantity - s.reserved, fifoDate: s.fifoDate, expDate: s.expDate }));
}

export function byMaterial(stocks: StockRow[]): Map<number, StockRow[]> {
  const map = new Map<number, StockRow[]>();
  for (const s of stocks) {
    const list = map.get(s.materialId) ?? [];
    list.push(s);
    map.set(s.materialId, list);
  }
  return map;
}
