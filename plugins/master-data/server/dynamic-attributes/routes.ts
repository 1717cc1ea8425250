import { routes } from '@cockpit/contracts';
import { type AppContext, registerRoute, type FastifyInstance } from '@cockpit/server/sdk';

/** Dynamic attributes: the stock attributes of the caller's business unit, the dynamic columns grids may show. */
export async function dynamicAttributeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, routes.FeatureSettings.DynamicAttributes, async (request) => {
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      `select name, display_name as "displayName", data_type as "dataType", required from stock_attributes where business_unit_id = $1 order by name`,
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });
}
