import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { publishDeleted, publishRows } from '../master-data-common/publish';
import { idParams, noQuery } from '../master-data-common/request-schemas';
import { stockAttributeListView } from './list-view';
import {
  STOCK_ATTRIBUTE_DATA_TYPES,
  STOCK_ATTRIBUTE_HANDLINGS,
  createStockAttribute,
  createStockAttributeBody,
  deleteStockAttribute,
  updateStockAttribute,
  updateStockAttributeBody,
  type StockAttributeInput,
} from './stock-attribute-service';

const SETTINGS = 'header/settings/stock_attributes';

/**
 * Stock attribute configuration. Reading is open to every signed-in
 * user because stock lists show the attributes; changing them is the settings permission's.
 */
export async function stockAttributeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/StockAttribute/description', stockAttributeListView);

  app.get('/api/StockAttribute/EnumOptions', { schema: noQuery }, async () => ({
    result: { dataType: STOCK_ATTRIBUTE_DATA_TYPES, handling: STOCK_ATTRIBUTE_HANDLINGS },
  }));

  app.put<{ Body: StockAttributeInput }>('/api/StockAttribute/create', { schema: { body: createStockAttributeBody }, config: { permission: SETTINGS } }, async (request) => {
    const bu = request.caller.businessUnitId;
    const id = await ctx.db.transaction((tx) => createStockAttribute(tx, bu, request.body));
    const [row] = await publishRows(ctx, stockAttributeListView, bu, [id]);
    return { result: row };
  });

  app.put<{ Body: StockAttributeInput & { id: number } }>(
    '/api/StockAttribute/update',
    { schema: { body: updateStockAttributeBody }, config: { permission: SETTINGS } },
    async (request) => {
      const bu = request.caller.businessUnitId;
      const { id, ...input } = request.body;
      await ctx.db.transaction((tx) => updateStockAttribute(tx, bu, id, input));
      const [row] = await publishRows(ctx, stockAttributeListView, bu, [id]);
      return { result: row };
    },
  );

  app.delete<{ Params: { id: number } }>('/api/StockAttribute/:id', { schema: { params: idParams }, config: { permission: SETTINGS } }, async (request) => {
    const bu = request.caller.businessUnitId;
    await ctx.db.transaction((tx) => deleteStockAttribute(tx, bu, request.params.id));
    publishDeleted(ctx, stockAttributeListView.name, bu, [request.params.id]);
    return { result: true };
  });
}
