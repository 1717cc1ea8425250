import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { sendMultiStatus } from '../../http/multi-status';
import { notFound, refused } from '../../http/errors';
import { runWork } from '../../warehouse/run-work';
import { actorOf, eachRow } from '../../warehouse/route-helpers';
import { body, date, id, ids, idParams, optionalText, quantity, text } from '../../warehouse/schemas';
import { dedicateLocation, gainStock, loseStock, moveStock, placeOfStock, removeDedication, unprepareStock } from '../../warehouse/stock-actions';
import { outgoingReservations } from './reservations';
import { stockListView } from './list-view';
import { WRITE } from '../../permissions/door-permissions';

/** Dedicating and removing a dedicated location allow one selected stock only. */
function oneStock(stockIds: number[]): number {
  if (stockIds.length > 1) throw refused('Stock.TooManySelected', 'Too many selected stocks', { maxSelection: 1 });
  return stockIds[0];
}

const cause = { causeCode: text(100), reasonText: optionalText() };

/** Stock: the list, reservations, gain/move/lose, unprepare and dedicated locations. */
export async function stockRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Stock/description', stockListView);

  app.get<{ Params: { id: number } }>(
    '/api/Stock/outgoingReservations/:id',
    { schema: { params: idParams }, config: { permission: 'data/view_reservations' } },
    async (request) => ({
      result: await outgoingReservations(ctx.db, request.caller.businessUnitId, request.params.id),
    }),
  );

  app.post<{
    Body: { stockId?: number; materialId?: number; locationId?: number; batch?: string; expDate?: string; quantity: number; causeCode: string; reasonText?: string | null };
  }>(
    '/api/Stock/gain',
    {
      schema: {
        body: {
          ...body({ stockId: id, materialId: id, locationId: id, batch: text(100), expDate: date, quantity, ...cause }, ['quantity', 'causeCode']),
          oneOf: [{ required: ['stockId'] }, { required: ['materialId', 'locationId'] }],
        },
      },
      config: { permission: WRITE.gainStock },
    },
    async (request) => {
      const b = request.body;
      const target = b.stockId ? { stockId: b.stockId } : { materialId: b.materialId!, locationId: b.locationId!, batch: b.batch, expDate: b.expDate };
      const stockId = await runWork(ctx, actorOf(request), (w) => gainStock(w, target, b.quantity, { causeCode: b.causeCode, reasonText: b.reasonText }));
      return { result: { stockId } };
    },
  );

  app.post<{ Body: { stockId: number; quantity: number; causeCode: string; reasonText?: string | null } }>(
    '/api/Stock/lose',
    { schema: { body: body({ stockId: id, quantity, ...cause }, ['stockId', 'quantity', 'causeCode']) }, config: { permission: 'data/lose_stock' } },
    async (request) => {
      const b = request.body;
      await runWork(ctx, actorOf(request), (w) => loseStock(w, b.stockId, b.quantity, { causeCode: b.causeCode, reasonText: b.reasonText }));
      return { result: { stockId: b.stockId } };
    },
  );

  app.post<{ Body: { stockId: number; quantity: number; toLocationId: number; createTask?: boolean } }>(
    '/api/Stock/move',
    {
      schema: { body: body({ stockId: id, quantity, toLocationId: id, createTask: { type: 'boolean' } }, ['stockId', 'quantity', 'toLocationId']) },
      config: { permission: 'data/move_stock' },
    },
    async (request) => {
      const b = request.body;
      return { result: await runWork(ctx, actorOf(request), (w) => moveStock(w, b.stockId, b.quantity, b.toLocationId, Boolean(b.createTask))) };
    },
  );

  app.put<{ Body: { stockIds: number[] } }>(
    '/api/Stock/unprepare',
    { schema: { body: body({ stockIds: ids }, ['stockIds']) }, config: { permission: 'data/unprepare_stock' } },
    async (request, reply) => {
      const r = await eachRow(ctx, actorOf(request), request.body.stockIds, unprepareStock, async (stockId) => `Stock ${stockId}`);
      return sendMultiStatus(reply, r.successCount, r.failed);
    },
  );

  app.post<{ Body: { stockIds: number[] } }>(
    '/api/Stock/dedicateLocation',
    { schema: { body: body({ stockIds: ids }, ['stockIds']) }, config: { permission: 'data/dedicate_location_to_material' } },
    async (request) => {
      const stockId = oneStock(request.body.stockIds);
      return {
        result: await runWork(ctx, actorOf(request), async (w) => {
          const p = await placeOfStock(w, stockId);
          await dedicateLocation(w, p.locationId, p.materialId);
          return p;
        }),
      };
    },
  );

  app.put<{ Body: { stockIds: number[] } }>(
    '/api/Stock/removeDedicatedLocation',
    { schema: { body: body({ stockIds: ids }, ['stockIds']) }, config: { permission: 'data/remove_dedicated_location' } },
    async (request) => {
      const stockId = oneStock(request.body.stockIds);
      return {
        result: await runWork(ctx, actorOf(request), async (w) => {
          const p = await placeOfStock(w, stockId);
          await removeDedication(w, p.locationId, p.materialId);
          return p;
        }),
      };
    },
  );

  // Dedicated location calls: GET all, GET single, POST, PUT, DELETE.
  const place = body({ locationId: id, materialId: id }, ['locationId', 'materialId']);
  const dedicatedSql = `select d.location_id as "locationId", d.material_id as "materialId", l.name as location, m.item_no as "materialItemNo", m.name as "materialName", d.created_at as "createdAt"
      from dedicated_locations d join locations l on l.id = d.location_id join materials m on m.id = d.material_id where d.business_unit_id = $1`;
  app.get('/api/DedicatedLocation', { config: { permission: 'data/navigation' } }, async (request) => ({
    result: (await ctx.db.query(`${dedicatedSql} order by l.name, m.item_no`, [request.caller.businessUnitId])).rows,
  }));
  app.get<{ Querystring: { locationId: number; materialId: number } }>(
    '/api/DedicatedLocation/single',
    { schema: { querystring: place }, config: { permission: 'data/navigation' } },
    async (request) => {
      const { rows } = await ctx.db.query(`${dedicatedSql} and d.location_id = $2 and d.material_id = $3`, [
        request.caller.businessUnitId,
        request.query.locationId,
        request.query.materialId,
      ]);
      if (!rows[0]) throw notFound('Dedicated location not found');
      return { result: rows[0] };
    },
  );
  app.post<{ Body: { locationId: number; materialId: number } }>(
    '/api/DedicatedLocation',
    { schema: { body: place }, config: { permission: 'data/dedicate_location_to_material' } },
    async (request) => {
      await runWork(ctx, actorOf(request), (w) => dedicateLocation(w, request.body.locationId, request.body.materialId));
      return { result: request.body };
    },
  );
  app.put<{ Body: { locationId: number; materialId: number; newLocationId: number } }>(
    '/api/DedicatedLocation',
    {
      schema: { body: body({ locationId: id, materialId: id, newLocationId: id }, ['locationId', 'materialId', 'newLocationId']) },
      config: { permission: 'data/dedicate_location_to_material' },
    },
    async (request) => {
      const b = request.body;
      await runWork(ctx, actorOf(request), async (w) => {
        await removeDedication(w, b.locationId, b.materialId);
        await dedicateLocation(w, b.newLocationId, b.materialId);
      });
      return { result: { locationId: b.newLocationId, materialId: b.materialId } };
    },
  );
  app.delete<{ Querystring: { locationId: number; materialId: number } }>(
    '/api/DedicatedLocation',
    { schema: { querystring: place }, config: { permission: 'data/remove_dedicated_location' } },
    async (request) => {
      await runWork(ctx, actorOf(request), (w) => removeDedication(w, request.query.locationId, request.query.materialId));
      return { result: request.query };
    },
  );
}
