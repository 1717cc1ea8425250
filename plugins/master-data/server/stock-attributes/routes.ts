import { type AppContext, type FastifyInstance, publishDeleted, registerCreateRow, registerListRoute, registerRoute, registerUpdateRow } from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { STOCK_ATTRIBUTE_DATA_TYPES, STOCK_ATTRIBUTE_HANDLINGS } from '@cockpit/contracts/routes/stock-attributes';
import { stockAttributeListView } from './list-view';
import { createStockAttribute, deleteStockAttribute, updateStockAttribute } from './stock-attribute-service';

const { StockAttribute } = routes;

/**
 * Stock attribute configuration. Reading is open to every signed-in user because stock lists show
 * the attributes; changing them is the settings permission's (packages/contracts/src/routes/stock-attributes.ts).
 */
export async function stockAttributeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, StockAttribute.description, stockAttributeListView);

  registerRoute(app, StockAttribute.EnumOptions, async () => ({
    result: { dataType: [...STOCK_ATTRIBUTE_DATA_TYPES], handling: [...STOCK_ATTRIBUTE_HANDLINGS] },
  }));

  registerCreateRow(app, ctx, StockAttribute.create, stockAttributeListView, createStockAttribute);
  registerUpdateRow(app, ctx, StockAttribute.update, stockAttributeListView, updateStockAttribute);

  registerRoute(app, StockAttribute.delete, async (request) => {
    const bu = request.caller.businessUnitId;
    await ctx.db.transaction((tx) => deleteStockAttribute(tx, bu, request.params.id));
    publishDeleted(ctx, stockAttributeListView.name, bu, [request.params.id]);
    return { result: true as const };
  });
}
