import { actorOf, type AppContext, eachRow, type FastifyInstance, notFound, refused, registerListRoute, registerRoute, runWork, sendMultiStatus } from '@cockpit/server/sdk';
import { dedicateLocation, gainStock, loseStock, moveStock, placeOfStock, removeDedication, unprepareStock } from '../engine/stock-actions';
import { Stock, DedicatedLocation } from '../../routes';
import type { DedicatedLocationRow } from '../../route-table/stock';
import { outgoingReservations } from './reservations';
import { stockListView } from './list-view';

/** Dedicating and removing a dedicated location allow one selected stock only. */
function oneStock(stockIds: number[]): number {
  if (stockIds.length > 1) throw refused('Stock.TooManySelected', 'Too many selected stocks', { maxSelection: 1 });
  return stockIds[0];
}

/** Stock: the list, reservations, gain/move/lose, unprepare and dedicated locations (route-table/stock.ts). */
export async function stockRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Stock.description, stockListView);

  registerRoute(app, Stock.outgoingReservations, async (request) => ({
    result: await outgoingReservations(ctx.db, request.caller.businessUnitId, request.params.id),
  }));

  registerRoute(app, Stock.gain, async (request) => {
    const b = request.body;
    const target = b.stockId ? { stockId: b.stockId } : { materialId: b.materialId!, locationId: b.locationId!, batch: b.batch, expDate: b.expDate };
    const stockId = await runWork(ctx, actorOf(request), (w) => gainStock(w, target, b.quantity, { causeCode: b.causeCode, reasonText: b.reasonText }));
    return { result: { stockId } };
  });

  registerRoute(app, Stock.lose, async (request) => {
    const b = request.body;
    await runWork(ctx, actorOf(request), (w) => loseStock(w, b.stockId, b.quantity, { causeCode: b.causeCode, reasonText: b.reasonText }));
    return { result: { stockId: b.stockId } };
  });

  registerRoute(app, Stock.move, async (request) => {
    const b = request.body;
    return { result: await runWork(ctx, actorOf(request), (w) => moveStock(w, b.stockId, b.quantity, b.toLocationId, Boolean(b.createTask))) };
  });

  registerRoute(app, Stock.unprepare, async (request, reply) => {
    const r = await eachRow(ctx, actorOf(request), request.body.stockIds, unprepareStock, async (stockId) => `Stock ${stockId}`);
    return sendMultiStatus(reply, r.successCount, r.failed);
  });

  /** Dedicating the stock row's location to its material, or ending that: answered with the place. */
  const atPlaceOfStock = (route: typeof Stock.dedicateLocation, change: typeof dedicateLocation) =>
    registerRoute(app, route, async (request) => {
      const stockId = oneStock(request.body.stockIds);
      return {
        result: await runWork(ctx, actorOf(request), async (w) => {
          const p = await placeOfStock(w, stockId);
          await change(w, p.locationId, p.materialId);
          return p;
        }),
      };
    });
  atPlaceOfStock(Stock.dedicateLocation, dedicateLocation);
  atPlaceOfStock(Stock.removeDedicatedLocation, removeDedication);

  // Dedicated locations: all, one, add, move to another location, remove.
  const dedicatedSql = `select d.location_id as "locationId", d.material_id as "materialId", l.name as location, m.item_no as "materialItemNo", m.name as "materialName", d.created_at as "createdAt"
      from dedicated_locations d join locations l on l.id = d.location_id join materials m on m.id = d.material_id where d.business_unit_id = $1`;
  registerRoute(app, DedicatedLocation.all, async (request) => ({
    result: (await ctx.db.query<DedicatedLocationRow>(`${dedicatedSql} order by l.name, m.item_no`, [request.caller.businessUnitId])).rows,
  }));
  registerRoute(app, DedicatedLocation.single, async (request) => {
    const { rows } = await ctx.db.query<DedicatedLocationRow>(`${dedicatedSql} and d.location_id = $2 and d.material_id = $3`, [
      request.caller.businessUnitId,
      request.query.locationId,
      request.query.materialId,
    ]);
    if (!rows[0]) throw notFound('Dedicated location not found');
    return { result: rows[0] };
  });
  registerRoute(app, DedicatedLocation.create, async (request) => {
    await runWork(ctx, actorOf(request), (w) => dedicateLocation(w, request.body.locationId, request.body.materialId));
    return { result: request.body };
  });
  registerRoute(app, DedicatedLocation.update, async (request) => {
    const b = request.body;
    await runWork(ctx, actorOf(request), async (w) => {
      await removeDedication(w, b.locationId, b.materialId);
      await dedicateLocation(w, b.newLocationId, b.materialId);
    });
    return { result: { locationId: b.newLocationId, materialId: b.materialId } };
  });
  registerRoute(app, DedicatedLocation.delete, async (request) => {
    await runWork(ctx, actorOf(request), (w) => removeDedication(w, request.query.locationId, request.query.materialId));
    return { result: request.query };
  });
}
