import { CODE_SWITCHES, FEATURE_FLAGS, isGlobalAdmin } from '@cockpit/core/permissions';
import { forbidden, notFound, registerRoute, type AppContext, type FastifyInstance, type FastifyRequest } from '@cockpit/server/sdk';
import { BusinessUnit, FeatureSettings } from '../routes';

type Caller = FastifyRequest['caller'];

/** The two kinds of switch: their routes, their names and the table that holds them per business unit. */
const KINDS = [
  {
    available: FeatureSettings.AvailableFeatureFlags,
    enabled: FeatureSettings.EnabledFeatureFlags,
    save: FeatureSettings.saveEnabledFeatureFlags,
    names: FEATURE_FLAGS as readonly string[],
    table: 'business_unit_features',
    column: 'feature',
    field: 'featureFlags',
  },
  {
    available: FeatureSettings.AvailableCodeSwitches,
    enabled: FeatureSettings.EnabledCodeSwitches,
    save: FeatureSettings.saveEnabledCodeSwitches,
    names: CODE_SWITCHES as readonly string[],
    table: 'business_unit_code_switches',
    column: 'code_switch',
    field: 'codeSwitches',
  },
] as const;

/**
 * Which business unit a call is about: the caller's own, or (for a global administrator, who looks
 * after the whole installation) any other. Another unit's id from anybody else answers 404.
 */
async function targetUnit(ctx: AppContext, caller: Caller, businessUnitId: number | undefined): Promise<number> {
  if (businessUnitId === undefined || businessUnitId === caller.businessUnitId) return caller.businessUnitId;
  if (!isGlobalAdmin(caller.roles)) throw notFound(`Business unit ${businessUnitId} not found`);
  const { rows } = await ctx.db.query('select 1 from business_units where id = $1', [businessUnitId]);
  if (!rows.length) throw notFound(`Business unit ${businessUnitId} not found`);
  return businessUnitId;
}

/**
 * Feature flags and code switches (flags open routes and screens): the lists of available and
 * enabled ones and the writes of the feature-flags page, where a global administrator switches them
 * per business unit. A flag written here reaches a user's token (enabledFeature) at the next
 * sign-in; the host reads the same tables when it checks a route's feature.
 */
export async function featureFlagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const def of KINDS) {
    registerRoute(app, def.available, async () => ({ result: [...def.names] }));

    registerRoute(app, def.enabled, async (request) => {
      const unit = await targetUnit(ctx, request.caller, request.query.businessUnitId);
      // table and column come from the fixed table above, never from the request.
      const { rows } = await ctx.db.query<{ name: string }>(`select ${def.column} as name from ${def.table} where business_unit_id = $1 order by 1`, [unit]);
      return { result: rows.map((r) => r.name) };
    });

    registerRoute(app, def.save, async (request) => {
      // A role override could hand the page to someone else: the switches stay a global administrator's.
      if (!isGlobalAdmin(request.caller.roles)) throw forbidden('Feature flags and code switches are switched by a global administrator');
      const unit = await targetUnit(ctx, request.caller, request.body.businessUnitId);
      // The body's list is in the kind's own field (featureFlags, codeSwitches); the schema checked its names.
      const names = (request.body as Record<string, unknown>)[def.field] as string[];
      await ctx.db.transaction(async (tx) => {
        await tx.query(`delete from ${def.table} where business_unit_id = $1`, [unit]);
        for (const name of names) await tx.query(`insert into ${def.table} (business_unit_id, ${def.column}) values ($1, $2)`, [unit, name]);
      });
      return { result: [...names].sort() };
    });
  }

  // The business units a global administrator switches features for (the page's unit choice).
  registerRoute(app, BusinessUnit.list, async (request) => {
    if (!isGlobalAdmin(request.caller.roles)) throw forbidden('The business units are listed for a global administrator');
    const { rows } = await ctx.db.query<{ id: number; name: string }>('select id, name from business_units order by name');
    return { result: rows };
  });
}
