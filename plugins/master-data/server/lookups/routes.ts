import { type AppContext, type FastifyInstance, notFound, registerRoute } from '@cockpit/server/sdk';
import { routes, type AnswerOf, type RouteDefinition } from '@cockpit/contracts';

const { LocationRole, LocationRoleGroup, LoadCarrierType, ErpClassification, Lookup } = routes;
/** The type of one row of a route's answer. */
type RowOf<R extends RouteDefinition> = AnswerOf<R> extends { result: Array<infer Row> } ? Row : never;

/**
 * Look-ups the dialogs and filters take their options from:
 * location roles, role groups, load carrier types, ERP classifications and lookup entries. Any
 * signed-in user may read them; every answer is the caller's business unit only
 * (packages/contracts/src/routes/lookups.ts).
 */
export async function lookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, LocationRole.header, async (request) => {
    const { rows } = await ctx.db.query<RowOf<typeof LocationRole.header>>('select id, name, kind from location_roles where business_unit_id = $1 order by name', [
      request.caller.businessUnitId,
    ]);
    return { result: rows };
  });

  registerRoute(app, LocationRoleGroup.header, async (request) => {
    const { rows } = await ctx.db.query(
      `select g.id, g.name, g.description, count(m.location_role_id)::int as "locationRoleCount"
         from location_role_groups g left join location_role_group_members m on m.location_role_group_id = g.id
        where g.business_unit_id = $1 group by g.id order by g.name`,
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, LocationRoleGroup.detail, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rows } = await ctx.db.query<{ id: number; name: string; description: string | null }>(
      'select id, name, description from location_role_groups where id = $1 and business_unit_id = $2',
      [request.params.id, bu],
    );
    if (!rows[0]) throw notFound(`Location role group ${request.params.id} not found`);
    const { rows: roles } = await ctx.db.query(
      `select r.id, r.name, r.kind from location_role_group_members m join location_roles r on r.id = m.location_role_id
        where m.location_role_group_id = $1 and r.business_unit_id = $2 order by r.name`,
      [request.params.id, bu],
    );
    return { result: { ...rows[0], locationRoles: roles } };
  });

  registerRoute(app, LoadCarrierType.header, async (request) => {
    const { rows } = await ctx.db.query<RowOf<typeof LoadCarrierType.header>>(
      'select id, name, description, length, width, height, max_weight as "maxWeight" from load_carrier_types where business_unit_id = $1 order by name',
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, ErpClassification.header, async (request) => {
    const { rows } = await ctx.db.query('select id, name, description from erp_classifications where business_unit_id = $1 order by name', [request.caller.businessUnitId]);
    return { result: rows };
  });

  registerRoute(app, Lookup.all, async (request) => {
    const { rows } = await ctx.db.query<RowOf<typeof Lookup.all>>(
      'select lookup_type as "lookupType", name, description from lookups where business_unit_id = $1 order by lookup_type, sort_order, name',
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  // Lookup entries are name and description; an unknown type answers an empty list.
  const entriesOf = async (businessUnitId: number, lookupType: string) =>
    (
      await ctx.db.query<{ name: string; description: string | null }>(
        'select name, description from lookups where business_unit_id = $1 and lookup_type = $2 order by sort_order, name',
        [businessUnitId, lookupType],
      )
    ).rows;
  registerRoute(app, Lookup.byType, async (request) => ({ result: await entriesOf(request.caller.businessUnitId, request.params.lookupType) }));
  // The types the material dialogs name by a key of their own: the same entries at a fixed path.
  for (const route of [Lookup.UnitOfMeasure, Lookup.MaterialGroup, Lookup.Container])
    registerRoute(app, route, async (request) => ({ result: await entriesOf(request.caller.businessUnitId, route.path.slice(route.path.lastIndexOf('/') + 1)) }));
}
